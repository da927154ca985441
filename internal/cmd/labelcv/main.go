// Command labelcv (re)writes the aligned labels of the real CVs: for each
// CV file under -corpus (the project's ../shared) that has a truth file,
// the role of each line as the parser's front ends read it and the field
// of each token span in entries, aligned from the truth (package
// internal/train), with the hand corrections of its fix file in -fixes
// applied. Label files hold numbers and label words only, never CV text.
// It prints, per file, its lines, the lines in entries, the lines the
// aligner flagged unsure, the lines fixed by hand, those still unsure and
// the truth items aligned.
//
//	go run ./internal/cmd/labelcv -corpus ../shared -out internal/train/labels
//	go run ./internal/cmd/labelcv -check-fixes
//	go run ./internal/cmd/labelcv -corpus ../shared -show 30.pdf -unsure -truth
//
// The output is the same on every run; label files in -out that no CV
// file gives any more are removed. -check-fixes checks the fix files
// against the label files in -out without the CVs.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"maps"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"

	"github.com/vitae-cv/vitae/internal/train"
)

func main() {
	corpus := flag.String("corpus", "../shared", "the folder holding corpus/, seeds/ and eval/truth/")
	out := flag.String("out", "internal/train/labels", "the folder the label files are written to")
	fixes := flag.String("fixes", train.FixDir, "the folder of hand corrections (NUMBER.FORM.SHA16.fix); \"\" applies none")
	checkFixes := flag.Bool("check-fixes", false, "check the fix files in -fixes against the label files in -out (grammar, names, line and item ranges); needs no CVs; writes nothing")
	dry := flag.Bool("n", false, "print the table only; write nothing")
	show := flag.String("show", "", "print one file's labels (fixes applied) beside its lines (e.g. 30.pdf), to check or correct them by hand; writes nothing")
	unsure := flag.Bool("unsure", false, "with -show: only the lines still unsure, with 2 lines of context")
	truth := flag.Bool("truth", false, "with -show: first the truth's items (index, kind, key phrase)")
	synth := flag.Int("synth", 0, "measure the aligner on this many synthetic CVs per template (internal/cvgen) instead; writes nothing")
	seed := flag.Uint64("seed", 1, "with -synth: the cohort's seed")
	flag.Parse()
	var err error
	switch {
	case *synth > 0:
		err = synthTable(*seed, *synth, os.Stdout)
	case *checkFixes:
		err = checkFixDir(*fixes, *out, os.Stdout)
	case *show != "":
		err = showOne(*corpus, *fixes, *show, showOptions{unsure: *unsure, truth: *truth}, os.Stdout)
	case *unsure || *truth:
		err = errors.New("-unsure and -truth go with -show")
	default:
		err = run(*corpus, *out, *fixes, *dry, os.Stdout, os.Stderr)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "labelcv:", err)
		os.Exit(1)
	}
}

// labelName is the form of the names labelcv writes.
var labelName = regexp.MustCompile(`^(seed)?\d+\.[a-z]+\.[0-9a-f]{16}\.json$`)

// run labels every CV file of corpus, applies the fix files of fixDir,
// writes the label files to out unless dry, and prints the table to w and
// each file's error to ew.
func run(corpus, out, fixDir string, dry bool, w, ew io.Writer) error {
	cvs, err := train.Corpus(corpus)
	if err != nil {
		return err
	}
	fixes, err := readFixes(fixDir)
	if err != nil {
		return err
	}
	if !dry {
		if err := os.MkdirAll(out, 0o755); err != nil {
			return err
		}
	}
	keep := map[string]bool{}
	var tot total
	failed := 0
	fmt.Fprintf(w, "%-12s %6s %6s %6s %6s %6s %s\n", "file", "lines", "entry", "unsure", "hand", "left", "aligned/items (pub edu pos award)")
	for _, c := range cvs {
		f, aligner, err := label(c, fixes)
		if f != nil {
			keep[f.Name()] = true // kept as it was when its fixes fail
		}
		if err != nil {
			fmt.Fprintln(ew, "labelcv:", err)
			failed++
			continue
		}
		tot.row(w, f, aligner)
		if dry {
			continue
		}
		if err := write(out, f); err != nil {
			return fmt.Errorf("%s: %w", c.Path, err)
		}
	}
	fmt.Fprintf(w, "%d files: %d lines, %d in entries, %d unsure, %d fixed by hand, %d unsure after fixes\n",
		tot.files, tot.lines, tot.entry, tot.unsure, tot.hand, tot.left)
	for _, e := range train.StaleFixes(fixes, slices.Sorted(maps.Keys(keep))) {
		fmt.Fprintln(ew, "labelcv:", e)
		failed++
	}
	if !dry {
		if err := removeStale(out, keep); err != nil {
			return err
		}
	}
	if failed > 0 {
		return fmt.Errorf("%d file(s) failed: not labelled, a fix not applied or a fix file stale", failed)
	}
	return nil
}

// total sums the table's columns.
type total struct{ files, lines, entry, unsure, hand, left int }

// row prints f's row of the table, aligner being the lines the aligner
// left unsure, and adds it to t.
func (t *total) row(w io.Writer, f *train.File, aligner int) {
	entry, unsure := f.Counts()
	fmt.Fprintf(w, "%-12s %6d %6d %6d %6d %6d %s\n", f.Key(),
		f.LineCount, entry, aligner, f.HandFixed, unsure, alignedText(f))
	t.files++
	t.lines += f.LineCount
	t.entry += entry
	t.unsure += aligner
	t.hand += f.HandFixed
	t.left += unsure
}

// write writes f to its label file in out.
func write(out string, f *train.File) error {
	data, err := train.Marshal(f)
	if err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(out, f.Name()), data, 0o644)
}

// readFixes reads the fix files of dir; "" is none.
func readFixes(dir string) (map[string]*train.Fix, error) {
	if dir == "" {
		return map[string]*train.Fix{}, nil
	}
	return train.ReadFixes(dir)
}

// label aligns c and applies its fix file from fixes, if any. It returns
// the labels, with the count of lines the aligner left unsure; on a fix
// error, the aligner's labels (for their name) and the error.
func label(c train.CVFile, fixes map[string]*train.Fix) (*train.File, int, error) {
	f, err := train.Label(context.Background(), c)
	if err != nil {
		return nil, 0, err
	}
	_, unsure := f.Counts()
	if x := fixes[f.Stem()]; x != nil {
		if err := x.Apply(f); err != nil {
			return f, unsure, err
		}
	}
	return f, unsure, nil
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

// showOptions are -show's: only the unsure lines, the truth first.
type showOptions struct{ unsure, truth bool }

// showOne prints the labels of the file whose key is key beside its lines
// and the spans' fields over its tokens, with its fix file in fixDir
// applied, to the terminal only.
func showOne(corpus, fixDir, key string, o showOptions, w io.Writer) error {
	c, err := findCV(corpus, key)
	if err != nil {
		return err
	}
	f, err := train.Label(context.Background(), c)
	if err != nil {
		return err
	}
	if err := applyFixFile(fixDir, f); err != nil {
		return err
	}
	src, err := train.ReadSource(context.Background(), c.Path)
	if err != nil {
		return err
	}
	if o.truth {
		if err := printTruth(c.Truth, w); err != nil {
			return err
		}
	}
	spans := map[int][]train.Span{}
	for _, s := range f.Spans {
		spans[s.N] = append(spans[s.N], s)
	}
	show := shownLines(f.Lines, o.unsure)
	shown := 0
	for i, l := range f.Lines {
		if !show[i] {
			continue
		}
		if shown > 0 && !show[i-1] {
			fmt.Fprintln(w, "--")
		}
		shown++
		u := " "
		if l.Unsure {
			u = "?"
		}
		fmt.Fprintf(w, "%4d %s %-12s %-11s %3d %s\n", l.N, u, l.Role, l.Kind, l.Item, marked(src.Views[i].Text, spans[l.N]))
	}
	if shown == 0 && o.unsure {
		fmt.Fprintf(w, "no line of %s is unsure\n", key)
	}
	return nil
}

// findCV finds the CV file whose key (30.pdf, seed002.txt) is key.
func findCV(corpus, key string) (train.CVFile, error) {
	cvs, err := train.Corpus(corpus)
	if err != nil {
		return train.CVFile{}, err
	}
	for _, c := range cvs {
		if (&train.File{Set: c.Set, Number: c.Number, Form: c.Form}).Key() == key {
			return c, nil
		}
	}
	return train.CVFile{}, fmt.Errorf("no CV file %q", key)
}

// applyFixFile applies f's fix file in dir, if there is one.
func applyFixFile(dir string, f *train.File) error {
	if dir == "" {
		return nil
	}
	x, err := train.ReadFix(filepath.Join(dir, f.Stem()+".fix"))
	if errors.Is(err, os.ErrNotExist) {
		return nil
	}
	if err != nil {
		return err
	}
	return x.Apply(f)
}

// contextLines is how many lines -show -unsure prints either side of an unsure
// line.
const contextLines = 2

// shownLines says which lines -show prints: all, or the unsure ones and
// contextLines either side.
func shownLines(lines []train.Line, onlyUnsure bool) []bool {
	show := make([]bool, len(lines))
	for i, l := range lines {
		if !onlyUnsure {
			show[i] = true
			continue
		}
		if l.Unsure {
			for j := max(0, i-contextLines); j <= min(len(lines)-1, i+contextLines); j++ {
				show[j] = true
			}
		}
	}
	return show
}

// printTruth prints the truth's items, by kind and index, each with the
// phrase the aligner looks for, and the counts of the kinds the truth
// only counts.
func printTruth(path string, w io.Writer) error {
	fh, err := os.Open(path)
	if err != nil {
		return err
	}
	defer fh.Close()
	t, err := train.ReadTruth(fh)
	if err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	item := func(kind string, i int, phrase ...string) {
		fmt.Fprintf(w, "%-11s %3d  %s\n", kind, i, joinNonEmpty(phrase))
	}
	for i, p := range t.Publications {
		item(train.KindPublication, i, p.Title)
	}
	for i, e := range t.Education {
		item(train.KindEducation, i, e.Institution, e.Field)
	}
	for i, p := range t.Positions {
		item(train.KindPosition, i, p.Title, p.Organization)
	}
	for i, a := range t.Awards {
		item(train.KindAward, i, a.Name)
	}
	fmt.Fprintf(w, "talk: %d, service: %d, teaching: %d (counted only: item -1)\n", t.Talks, t.Service, t.Teaching)
	fmt.Fprintln(w, "==")
	return nil
}

func joinNonEmpty(ps []string) string {
	var out []string
	for _, p := range ps {
		if p = strings.TrimSpace(p); p != "" {
			out = append(out, p)
		}
	}
	return strings.Join(out, " | ")
}

// checkFixDir checks every fix file in fixDir: its grammar, that its
// name is a label file's in labelDir, and that it applies to that label
// file (lines and items in range). It prints per fix file the lines
// named and the lines left unsure, and returns an error when any check
// failed.
func checkFixDir(fixDir, labelDir string, w io.Writer) error {
	fixes, err := train.ReadFixes(fixDir)
	var errs []error
	if err != nil {
		errs = append(errs, err)
	}
	names, err := labelNames(labelDir)
	if err != nil {
		return err
	}
	errs = append(errs, train.StaleFixes(fixes, names)...)
	for _, stem := range slices.Sorted(maps.Keys(fixes)) {
		if !slices.Contains(names, stem+".json") {
			continue
		}
		x := fixes[stem]
		f, err := readLabelFile(filepath.Join(labelDir, stem+".json"))
		if err == nil {
			err = x.Apply(f)
		}
		if err != nil {
			errs = append(errs, err)
			continue
		}
		_, unsure := f.Counts()
		fmt.Fprintf(w, "%s: %d directives, %d lines named, %d lines still unsure\n", x.Name, len(x.Directives), f.HandFixed, unsure)
	}
	if len(errs) > 0 {
		return fmt.Errorf("fix files in %s:\n%w", fixDir, errors.Join(errs...))
	}
	fmt.Fprintf(w, "%d fix file(s) in %s: ok\n", len(fixes), fixDir)
	return nil
}

// labelNames lists the label files in dir.
func labelNames(dir string) ([]string, error) {
	ents, err := os.ReadDir(dir)
	if err != nil {
		return nil, err
	}
	var out []string
	for _, e := range ents {
		if labelName.MatchString(e.Name()) {
			out = append(out, e.Name())
		}
	}
	return out, nil
}

func readLabelFile(path string) (*train.File, error) {
	fh, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer fh.Close()
	f, err := train.Read(fh)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return f, nil
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
