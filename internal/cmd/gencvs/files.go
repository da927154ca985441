package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
)

// writeFiles writes n CV files into dir, copies of the CV files in src
// (Markdown, text and PDF; other files are left out) taken in turn, each
// made different: a text CV's first line gets " N" (a new name), a PDF
// gets a comment after its end. They are inputs for load tests of "vitae
// run" (parse cache cold and warm), where records will not do.
func writeFiles(n int, src, dir string) error {
	srcs, err := cvFiles(src)
	if err != nil {
		return err
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	for i := range n {
		from := srcs[i%len(srcs)]
		data, err := os.ReadFile(from)
		if err != nil {
			return err
		}
		ext := filepath.Ext(from)
		name := filepath.Join(dir, fmt.Sprintf("cv-%06d%s", i+1, ext))
		if err := os.WriteFile(name, vary(data, ext, i+1), 0o644); err != nil {
			return err
		}
	}
	return nil
}

// cvFiles lists the .md, .txt and .pdf files in src (not README.md).
func cvFiles(src string) ([]string, error) {
	entries, err := os.ReadDir(src)
	if err != nil {
		return nil, err
	}
	var out []string
	for _, e := range entries {
		name := e.Name()
		switch strings.ToLower(filepath.Ext(name)) {
		case ".md", ".txt", ".pdf":
			if !e.IsDir() && !strings.EqualFold(name, "README.md") {
				out = append(out, filepath.Join(src, name))
			}
		}
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("%s: no .md, .txt or .pdf CV files", src)
	}
	sort.Strings(out)
	return out, nil
}

// vary makes copy k of a CV file's bytes different from the others.
func vary(data []byte, ext string, k int) []byte {
	if strings.EqualFold(ext, ".pdf") {
		return append(bytes.Clone(data), fmt.Sprintf("\n%% copy %d\n", k)...)
	}
	// after the first line with text: the CV's name, in most layouts
	at := 0
	for at < len(data) {
		end := bytes.IndexByte(data[at:], '\n')
		if end < 0 {
			end = len(data) - at
		}
		if len(bytes.TrimSpace(data[at:at+end])) > 0 {
			at += end
			break
		}
		at += end + 1
	}
	at = min(at, len(data))
	out := append(bytes.Clone(data[:at]), fmt.Sprintf(" %d", k)...)
	return append(out, data[at:]...)
}
