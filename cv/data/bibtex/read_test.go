package bibtex_test

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/cv/data"
	"github.com/vitae-cv/vitae/cv/data/bibtex"
	"github.com/vitae-cv/vitae/cv/data/datatest"
	"github.com/vitae-cv/vitae/internal/golden"
)

// readFile reads a test .bib through Format, as the data readers do.
func readFile(t testing.TB, path, owner string) *cv.CV {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if !bibtex.Format.Sniff(path, b) {
		t.Fatalf("%s: not sniffed as BibTeX", path)
	}
	c, err := bibtex.Format.Read(context.Background(), data.Source{Name: filepath.Base(path), Data: b}, data.Options{Owner: owner})
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return c
}

// TestGolden reads every testdata/bib file and compares its record with
// testdata/golden (rewritten with -update).
func TestGolden(t *testing.T) {
	inputs, _ := filepath.Glob("testdata/bib/*.bib")
	goldens, _ := filepath.Glob("testdata/golden/*.json")
	goldenOf := func(in string) string {
		return filepath.Join("testdata/golden", strings.TrimSuffix(filepath.Base(in), ".bib")+".json")
	}
	golden.CheckPairs(t, inputs, goldenOf, goldens)
	for _, in := range inputs {
		var buf bytes.Buffer
		if err := cv.WriteJSON(&buf, []*cv.CV{readFile(t, in, "")}); err != nil {
			t.Fatal(err)
		}
		golden.Check(t, goldenOf(in), buf.Bytes())
	}
}

// TestTruth scores the fictional files that have truth (testdata/truth,
// in the contract of shared/eval) with the project's scorer: every
// figure must be 1.000.
func TestTruth(t *testing.T) {
	truths, _ := filepath.Glob("testdata/truth/*.json")
	var cvs []*cv.CV
	for _, tr := range truths {
		cvs = append(cvs, readFile(t, filepath.Join("testdata/bib", strings.TrimSuffix(filepath.Base(tr), ".json")+".bib"), ""))
	}
	datatest.ScoreAll(t, cvs, "testdata/truth", "--only-parsed")
}

// TestOwnerGiven finds the owner by the name given, not the commonest one.
func TestOwnerGiven(t *testing.T) {
	c := readFile(t, "testdata/bib/pebble_papers.bib", "Rennet, Bo")
	want := map[string]int{"Pebble Sorting at Scale": 2, "Möbius Gravel & Sand — a Survey": 1, "Tiny Rocks, Big Caches": 0}
	for _, p := range c.Publications {
		if w, ok := want[p.Title]; ok && p.SelfIndex != w {
			t.Errorf("%q: self_index %d, want %d", p.Title, p.SelfIndex, w)
		}
	}
	if c.Name != "Rennet, Bo" {
		t.Errorf("name %q, want the one given", c.Name)
	}
}

// TestOwnerUnknown leaves self_index 0, with a warning, when no name is on
// nearly every entry and none is given.
func TestOwnerUnknown(t *testing.T) {
	bib := []byte(`@article{a, title={One}, author={Lune, Mira and Fennick, Otto}, journal={J}, year=2020}
@article{b, title={Two}, author={Pell, Ria}, journal={J}, year=2021}
@article{c, title={Three}, author={Oak, Tam}, journal={J}, year=2022}`)
	r, err := bibtex.Publications(bib, nil, "")
	if err != nil {
		t.Fatal(err)
	}
	if r.Owner != "" {
		t.Errorf("owner %q inferred from lists with no common name", r.Owner)
	}
	for _, p := range r.Publications {
		if p.SelfIndex != 0 {
			t.Errorf("%q: self_index %d, want 0", p.Title, p.SelfIndex)
		}
	}
	if len(r.Warnings) == 0 || !strings.Contains(r.Warnings[len(r.Warnings)-1].Message, "owner") {
		t.Errorf("no warning that the owner is unknown: %v", r.Warnings)
	}
}

// TestBoldOwner takes the owner's place from the one bold name, as a CV's
// own .bib marks it.
func TestBoldOwner(t *testing.T) {
	bib := []byte(`@inproceedings{a, title={One}, author={Lune, Mira and \textbf{Fennick}, \textbf{Otto} and Pell, Ria}, booktitle={Proceedings of OSDI}, year=2020}`)
	r, err := bibtex.Publications(bib, nil, "")
	if err != nil {
		t.Fatal(err)
	}
	if got := r.Publications[0]; got.SelfIndex != 2 || got.Authors[1] != "Otto Fennick" {
		t.Errorf("self_index %d, authors %q; want 2 and Otto Fennick second", got.SelfIndex, got.Authors)
	}
}

func TestNoEntries(t *testing.T) {
	if _, err := bibtex.Publications([]byte("just text, no entry\n@ alone\n"), nil, ""); err != bibtex.ErrNoEntries {
		t.Errorf("err = %v, want ErrNoEntries", err)
	}
}

func TestSniff(t *testing.T) {
	for _, c := range []struct {
		name, head string
		want       bool
	}{
		{"papers.bib", "", true},
		{"papers.txt", "@article{x,\n title={T}}", true},
		{"papers", "\n@inproceedings{x, title={T}}", true},
		{"cv.md", "@article{x, title={T}}", false},
		{"notes.txt", "email me @home {soon}", false},
	} {
		if got := bibtex.Sniff(c.name, []byte(c.head)); got != c.want {
			t.Errorf("Sniff(%q, %q) = %v, want %v", c.name, c.head, got, c.want)
		}
	}
}
