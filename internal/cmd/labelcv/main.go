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
	show := flag.String("show", "", "print one file's labels beside its lines (e.g. 30.pdf), to check or correct them by hand; writes nothing")
	synth := flag.Int("synth", 0, "measure the aligner on this many synthetic CVs per template (internal/cvgen) instead; writes nothing")
	seed := flag.Uint64("seed", 1, "with -synth: the cohort's seed")
	flag.Parse()
	if *synth > 0 {
		if err := synthTable(*seed, *synth, os.Stdout); err != nil {
			fmt.Fprintln(os.Stderr, "labelcv:", err)
			os.Exit(1)
		}
		return
	}
	if *show != "" {
		if err := showOne(*corpus, *show, os.Stdout); err != nil {
			fmt.Fprintln(os.Stderr, "labelcv:", err)
			os.Exit(1)
		}
		return
	}
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

// showOne prints the labels of the file whose key is key beside its lines
// and the spans' fields over its tokens, to the terminal only.
func showOne(corpus, key string, w io.Writer) error {
	cvs, err := train.Corpus(corpus)
	if err != nil {
		return err
	}
	for _, c := range cvs {
		f := &train.File{Set: c.Set, Number: c.Number, Form: c.Form}
		if f.Key() != key {
			continue
		}
		f, err := train.Label(context.Background(), c)
		if err != nil {
			return err
		}
		src, err := train.ReadSource(context.Background(), c.Path)
		if err != nil {
			return err
		}
		spans := map[int][]train.Span{}
		for _, s := range f.Spans {
			spans[s.N] = append(spans[s.N], s)
		}
		for i, l := range f.Lines {
			u := " "
			if l.Unsure {
				u = "?"
			}
			fmt.Fprintf(w, "%4d %s %-12s %-11s %3d %s\n", l.N, u, l.Role, l.Kind, l.Item, marked(src.Views[i].Text, spans[l.N]))
		}
		return nil
	}
	return fmt.Errorf("no CV file %q", key)
}

// marked writes text with each span's tokens in {field: ...}.
func marked(text string, spans []train.Span) string {
	ts := train.Tokens(text)
	for _, s := range spans {
		ts[s.From] = "{" + s.Field + ": " + ts[s.From]
		ts[s.To-1] += "}"
	}
	return strings.Join(ts, " ")
}

// synthTable prints the aligner's agreement on synthetic CVs, per
// template and in all.
func synthTable(seed uint64, n int, w io.Writer) error {
	rs, err := train.Synthetic(context.Background(), seed, n)
	if err != nil {
		return err
	}
	fmt.Fprintf(w, "%-18s %6s %7s %7s %7s %7s\n", "template", "items", "found", "key", "span", "unsure")
	var all train.Agreement
	row := func(name string, g train.Agreement) {
		pct := func(a, b int) float64 { return 100 * float64(a) / float64(max(b, 1)) }
		fmt.Fprintf(w, "%-18s %6d %6.1f%% %6.1f%% %6.1f%% %6.1f%%\n", name, g.Items,
			pct(g.Found, g.Items), pct(g.Key, g.Items), pct(g.Span, g.Items), pct(g.Unsure, g.Lines))
	}
	for _, r := range rs {
		row(r.Template, r.Agreement)
		all.Add(r.Agreement)
	}
	row("all", all)
	return nil
}
