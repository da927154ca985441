// Command labelcv (re)writes the aligned labels of the real CVs: for each
// CV file under -corpus (the project's ../shared) that has a truth file,
// the role of each line as the parser's front ends read it and the field
// of each token span in entries, aligned from the truth (package
// internal/train). Label files hold numbers and label words only, never
// CV text. It prints, per file, its lines, the lines in entries, the
// lines flagged unsure and the truth items aligned.
//
//	go run ./internal/cmd/labelcv -corpus ../shared -out internal/train/labels
//
// The output is the same on every run; label files in -out that no CV
// file gives any more are removed.
package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strings"

	"github.com/vitae-cv/vitae/internal/train"
)

func main() {
	corpus := flag.String("corpus", "../shared", "the folder holding corpus/, seeds/ and eval/truth/")
	out := flag.String("out", "internal/train/labels", "the folder the label files are written to")
	dry := flag.Bool("n", false, "print the table only; write nothing")
	flag.Parse()
	if err := run(*corpus, *out, *dry, os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "labelcv:", err)
		os.Exit(1)
	}
}

// labelName is the form of the names labelcv writes.
var labelName = regexp.MustCompile(`^(seed)?\d+\.[a-z]+\.[0-9a-f]{16}\.json$`)

func run(corpus, out string, dry bool, w io.Writer) error {
	cvs, err := train.Corpus(corpus)
	if err != nil {
		return err
	}
	if !dry {
		if err := os.MkdirAll(out, 0o755); err != nil {
			return err
		}
	}
	keep := map[string]bool{}
	var tot [4]int
	failed := 0
	fmt.Fprintf(w, "%-12s %6s %6s %6s %s\n", "file", "lines", "entry", "unsure", "aligned/items (pub edu pos award)")
	for _, c := range cvs {
		f, err := train.Label(context.Background(), c)
		if err != nil {
			fmt.Fprintln(os.Stderr, "labelcv:", err)
			failed++
			continue
		}
		entry, unsure := f.Counts()
		tot[0] += f.LineCount
		tot[1] += entry
		tot[2] += unsure
		tot[3]++
		fmt.Fprintf(w, "%-12s %6d %6d %6d %s\n", f.Key(),
			f.LineCount, entry, unsure, alignedText(f))
		keep[f.Name()] = true
		if dry {
			continue
		}
		data, err := train.Marshal(f)
		if err != nil {
			return fmt.Errorf("%s: %w", c.Path, err)
		}
		if err := os.WriteFile(filepath.Join(out, f.Name()), data, 0o644); err != nil {
			return err
		}
	}
	fmt.Fprintf(w, "%d files: %d lines, %d in entries, %d unsure\n", tot[3], tot[0], tot[1], tot[2])
	if !dry {
		if err := removeStale(out, keep); err != nil {
			return err
		}
	}
	if failed > 0 {
		return fmt.Errorf("%d file(s) could not be labelled", failed)
	}
	return nil
}

func alignedText(f *train.File) string {
	var parts []string
	for _, k := range []string{train.KindPublication, train.KindEducation, train.KindPosition, train.KindAward} {
		parts = append(parts, fmt.Sprintf("%d/%d", f.Aligned[k], f.Items[k]))
	}
	return strings.Join(parts, " ")
}

// removeStale removes label files in out that were not written this run.
func removeStale(out string, keep map[string]bool) error {
	ents, err := os.ReadDir(out)
	if err != nil {
		return err
	}
	for _, e := range ents {
		if labelName.MatchString(e.Name()) && !keep[e.Name()] {
			if err := os.Remove(filepath.Join(out, e.Name())); err != nil {
				return err
			}
		}
	}
	return nil
}
