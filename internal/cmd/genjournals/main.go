// Command genjournals generates the journal layer of the venue catalogue
// from the CC0 JabRef journal abbreviation lists in
// ../shared/datasets/jabref-journals (cv/venue/JOURNALS.md says which
// lists and why): cv/venue/journals.tsv, one journal a line, and its
// index, journalkeys.tsv (every matchable form's key, sorted),
// journalnodes.bin (a hash table of the runs of words keys open with) and
// journalfirst.bin (the words keys open with), which the layer reads in
// place at run time (venue.JournalIndex). The output depends only on
// the lists: run it again after changing them, this program or the
// journal layer's normalisation, and commit the files
// (TestCommittedJournalsAreCurrent fails until then).
//
//	go run ./internal/cmd/genjournals            # writes the files into cv/venue
//	go run ./internal/cmd/genjournals -out ""    # prints the counts only
package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/vitae-cv/vitae/cv/venue"
)

func main() {
	if err := run(os.Args[1:], os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "genjournals:", err)
		os.Exit(1)
	}
}

// outputs are the files genjournals writes, in the -out folder.
var outputs = []string{"journals.tsv", "journalkeys.tsv", "journalnodes.bin", "journalfirst.bin"}

func run(args []string, stdout io.Writer) error {
	fs := flag.NewFlagSet("genjournals", flag.ContinueOnError)
	dir := fs.String("lists", defaultLists, "folder of the JabRef lists (journal_abbreviations_*.csv)")
	out := fs.String("out", "cv/venue", "folder to write journals.tsv, journalkeys.tsv, journalnodes.bin and journalfirst.bin into (\"\": write nothing)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	files, st, err := generateAll(*dir)
	if err != nil {
		return err
	}
	fmt.Fprintln(stdout, st)
	if *out == "" {
		return nil
	}
	for i, name := range outputs {
		path := filepath.Join(*out, name)
		if err := os.WriteFile(path, files[i], 0o644); err != nil {
			return err
		}
		fmt.Fprintf(stdout, "wrote %s: %d bytes\n", path, len(files[i]))
	}
	return nil
}

// generateAll returns the contents of the outputs, in order: the journal
// file and its index.
func generateAll(dir string) ([][]byte, stats, error) {
	text, st, err := generate(dir)
	if err != nil {
		return nil, st, err
	}
	keys, nodes, first, err := venue.JournalIndex(string(text))
	if err != nil {
		return nil, st, err
	}
	return [][]byte{text, []byte(keys), nodes, first}, st, nil
}
