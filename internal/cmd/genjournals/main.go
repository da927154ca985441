// Command genjournals generates the journal layer of the venue catalogue,
// cv/venue/journals.tsv.gz, from the CC0 JabRef journal abbreviation
// lists in ../shared/datasets/jabref-journals (cv/venue/JOURNALS.md says
// which lists and why). The output depends only on the lists: run it
// again after changing them or this program, and commit the file
// (TestCommittedJournalsAreCurrent fails until then).
//
//	go run ./internal/cmd/genjournals            # writes cv/venue/journals.tsv.gz
//	go run ./internal/cmd/genjournals -out ""    # prints the counts only
package main

import (
	"bytes"
	"compress/gzip"
	"flag"
	"fmt"
	"io"
	"os"
)

func main() {
	if err := run(os.Args[1:], os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "genjournals:", err)
		os.Exit(1)
	}
}

func run(args []string, stdout io.Writer) error {
	fs := flag.NewFlagSet("genjournals", flag.ContinueOnError)
	dir := fs.String("lists", defaultLists, "folder of the JabRef lists (journal_abbreviations_*.csv)")
	out := fs.String("out", "cv/venue/journals.tsv.gz", "file to write (\"\": write nothing)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	text, st, err := generate(*dir)
	if err != nil {
		return err
	}
	fmt.Fprintln(stdout, st)
	if *out == "" {
		return nil
	}
	gz, err := compress(text)
	if err != nil {
		return err
	}
	if err := os.WriteFile(*out, gz, 0o644); err != nil {
		return err
	}
	fmt.Fprintf(stdout, "wrote %s: %d bytes (%d uncompressed)\n", *out, len(gz), len(text))
	return nil
}

// compress gzips text deterministically: no name, no time.
func compress(text []byte) ([]byte, error) {
	var b bytes.Buffer
	zw, err := gzip.NewWriterLevel(&b, gzip.BestCompression)
	if err != nil {
		return nil, err
	}
	if _, err := zw.Write(text); err != nil {
		return nil, err
	}
	if err := zw.Close(); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}
