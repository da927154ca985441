package train

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
)

// CVFile is one file of the real CVs with the truth it is scored against.
type CVFile struct {
	Set    string // "corpus" or "seed"
	Number int
	Form   string // md, html, txt, pdf, docx
	Path   string
	Truth  string // path of its truth file
}

// Corpus lists the real CVs under shared (the project's ../shared): every
// form of each corpus CV that has a truth file (corpus/web, corpus/pdf,
// truth in corpus/truth by file stem) and the seeds (seeds/*.txt, truth
// in eval/truth by the same stem), ordered by set, number and form.
func Corpus(shared string) ([]CVFile, error) {
	var out []CVFile
	for _, dir := range []string{"corpus/web", "corpus/pdf"} {
		fs, err := collect("corpus", filepath.Join(shared, dir), filepath.Join(shared, "corpus/truth"))
		if err != nil {
			return nil, err
		}
		out = append(out, fs...)
	}
	fs, err := collect("seed", filepath.Join(shared, "seeds"), filepath.Join(shared, "eval/truth"))
	if err != nil {
		return nil, err
	}
	out = append(out, fs...)
	slices.SortStableFunc(out, func(a, b CVFile) int {
		if a.Set != b.Set {
			return strings.Compare(a.Set, b.Set)
		}
		if a.Number != b.Number {
			return a.Number - b.Number
		}
		return strings.Compare(a.Form, b.Form)
	})
	return out, nil
}

// collect lists the CV files of dir that have a truth file in truthDir.
func collect(set, dir, truthDir string) ([]CVFile, error) {
	ents, err := os.ReadDir(dir)
	if err != nil {
		return nil, err
	}
	var out []CVFile
	for _, e := range ents {
		name := e.Name()
		ext := strings.TrimPrefix(filepath.Ext(name), ".")
		if e.IsDir() || !slices.Contains(Forms, ext) {
			continue
		}
		stem := strings.TrimSuffix(name, filepath.Ext(name))
		truth := filepath.Join(truthDir, stem+".json")
		if _, err := os.Stat(truth); err != nil {
			continue
		}
		numText, _, _ := strings.Cut(stem, "_")
		n, err := strconv.Atoi(numText)
		if err != nil {
			return nil, fmt.Errorf("%s: the file name does not start with a number", filepath.Join(dir, name))
		}
		out = append(out, CVFile{Set: set, Number: n, Form: ext, Path: filepath.Join(dir, name), Truth: truth})
	}
	return out, nil
}

// Label reads c's file and truth and aligns them.
func Label(ctx context.Context, c CVFile) (*File, error) {
	src, err := ReadSource(ctx, c.Path)
	if err != nil {
		return nil, err
	}
	tf, err := os.Open(c.Truth)
	if err != nil {
		return nil, err
	}
	defer tf.Close()
	t, err := ReadTruth(tf)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", c.Truth, err)
	}
	f := Align(src.Views, t)
	f.Set, f.Number, f.Form = c.Set, c.Number, c.Form
	f.SourceSHA256 = SourceHash(src.Data)
	return f, nil
}

// Check reports whether label file f still describes c's file: the same
// bytes, the same lines read, line for line at the same places.
func Check(ctx context.Context, c CVFile, f *File) error {
	src, err := ReadSource(ctx, c.Path)
	if err != nil {
		return err
	}
	if h := SourceHash(src.Data); h != f.SourceSHA256 {
		return fmt.Errorf("%s: the file changed (sha256 %.16s, labels for %.16s): run labelcv", c.Path, h, f.SourceSHA256)
	}
	if len(src.Views) != f.LineCount {
		return fmt.Errorf("%s: %d lines read, labels for %d: run labelcv", c.Path, len(src.Views), f.LineCount)
	}
	if h := LinesHash(src.Views); h != f.LinesSHA256 {
		return fmt.Errorf("%s: its lines read differently (the front end changed): run labelcv", c.Path)
	}
	for i, v := range src.Views {
		if l := f.Lines[i]; l.Page != v.Page || l.Src != v.Src {
			return fmt.Errorf("%s: line %d is at p%d:%d, labels say p%d:%d", c.Path, i+1, v.Page, v.Src, l.Page, l.Src)
		}
	}
	for _, s := range f.Spans {
		if n := len(Tokens(src.Views[s.N-1].Text)); s.To > n {
			return fmt.Errorf("%s: line %d has %d tokens, a span ends at %d", c.Path, s.N, n, s.To)
		}
	}
	return nil
}
