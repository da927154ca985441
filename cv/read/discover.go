package read

import (
	_ "embed"
	"path/filepath"
	"strings"
)

// Extensions lists, for messages, the extensions a folder walk reads.
const Extensions = ".md .markdown .txt .text .html .htm .docx .pdf"

// IsCVFile reports whether a file met while walking a folder is read as a
// CV: one of Extensions, in any letter case, whose name does not start
// with a dot and is not a folder's README, LICENSE and the like.
func IsCVFile(path string) bool {
	if !isCandidate(path) {
		return false
	}
	_, ok := formatByExt[strings.ToLower(filepath.Ext(path))]
	return ok
}

// Skipped reports whether a file met while walking a folder looks like a CV
// that vitae cannot read (a .doc, .rtf, .odt, .pages or image file), and
// why, so that it is named instead of silently left out.
func Skipped(path string) (why string, skipped bool) {
	if !isCandidate(path) {
		return "", false
	}
	why = skipReason(path)
	return why, why != ""
}

func isCandidate(path string) bool {
	base := filepath.Base(path)
	if base == "" || base == "." || base == ".." || strings.HasPrefix(base, ".") {
		return false
	}
	switch strings.ToUpper(strings.TrimSuffix(base, filepath.Ext(base))) {
	case "README", "LICENSE", "CHANGELOG", "CONTRIBUTING", "NOTICE":
		return false
	}
	return true
}

//go:embed skipped.txt
var skippedText string

// skipReasons maps an extension to why such files are not read; loaded
// from skipped.txt ("ext | why" lines).
var skipReasons = loadSkipReasons(skippedText)

func loadSkipReasons(text string) map[string]string {
	m := map[string]string{}
	for _, l := range strings.Split(text, "\n") {
		l = strings.TrimSpace(l)
		if l == "" || strings.HasPrefix(l, "#") {
			continue
		}
		exts, why, ok := strings.Cut(l, "|")
		if !ok {
			continue
		}
		for _, e := range strings.Fields(exts) {
			m[strings.ToLower(e)] = strings.TrimSpace(why)
		}
	}
	return m
}

func skipReason(path string) string {
	return skipReasons[strings.ToLower(filepath.Ext(path))]
}
