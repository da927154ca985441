// Command gencvs writes a synthetic cohort of N CV records (JSON, as
// vitae parse writes it) for load tests: it reads the sample CVs in a
// folder as vitae does (cv/inputs) and clones them with new names, sources
// and shifted years.
//
//	go run ./internal/cmd/gencvs -n 1000 testdata/cvs > /tmp/cohort-1000.json
//	vitae report --out /tmp/r1000 /tmp/cohort-1000.json
//
// With -dir, the records go into DIR/cohort-NNNN.json files of at most
// -per-file records each (a record file is read whole and is limited in
// size, see cv/inputs.MaxRecordSize; a folder of files is how a large
// cohort is kept):
//
//	go run ./internal/cmd/gencvs -n 100000 -dir /tmp/c100k testdata/cvs
//	vitae report --out /tmp/r100k /tmp/c100k
//
// With -files, it writes CV files instead, copies of the source folder's
// Markdown, text and PDF CVs, for load tests of the parse cache:
//
//	go run ./internal/cmd/gencvs -n 10000 -files /tmp/apps testdata/cvs
package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/internal/sample"
)

func main() {
	n := flag.Int("n", 1000, "number of records")
	dir := flag.String("dir", "", "write the records into files in `DIR` instead of standard output")
	perFile := flag.Int("per-file", 10000, "records per file with -dir")
	files := flag.String("files", "", "write N CV files (copies of the .md, .txt and .pdf files in the source folder, each made different) into `DIR` instead of records")
	flag.Parse()
	src := "testdata/cvs"
	if flag.NArg() > 0 {
		src = flag.Arg(0)
	}
	if *files != "" {
		if err := writeFiles(*n, src, *files); err != nil {
			fmt.Fprintln(os.Stderr, "gencvs:", err)
			os.Exit(1)
		}
		return
	}
	if err := run(*n, src, *dir, *perFile); err != nil {
		fmt.Fprintln(os.Stderr, "gencvs:", err)
		os.Exit(1)
	}
}

func run(n int, src, dir string, perFile int) error {
	if perFile < 1 {
		return fmt.Errorf("-per-file must be at least 1")
	}
	base, err := sample.Load(src)
	if err != nil {
		return err
	}
	cvs, err := sample.Clone(base, n)
	if err != nil {
		return err
	}
	if dir == "" {
		return cv.WriteJSON(os.Stdout, cvs)
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	for i, part := 0, 1; i < len(cvs); i, part = i+perFile, part+1 {
		name := filepath.Join(dir, fmt.Sprintf("cohort-%04d.json", part))
		if err := writeFile(name, func(w io.Writer) error { return cv.WriteJSON(w, cvs[i:min(i+perFile, len(cvs))]) }); err != nil {
			return err
		}
	}
	return nil
}

// writeFile writes one file with write.
func writeFile(name string, write func(io.Writer) error) error {
	f, err := os.Create(name)
	if err != nil {
		return err
	}
	if err := write(f); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}
