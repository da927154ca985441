package bibtex_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/vitae-cv/vitae/cv/data/bibtex"
)

// FuzzPublications reads any bytes as a .bib file: it never panics, every
// entry's line is inside the file, and valid UTF-8 in gives valid UTF-8
// out.
func FuzzPublications(f *testing.F) {
	files, _ := filepath.Glob("testdata/bib/*.bib")
	for _, p := range files {
		b, err := os.ReadFile(p)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(b)
	}
	f.Add([]byte(`@a{k, t = "x" # {y} # z, u = {\"{o}\'e\&--{\em q}}`))
	f.Add([]byte("@string{a = a # a}@b(k, t = a)"))
	f.Fuzz(func(t *testing.T, b []byte) {
		entries, _ := bibtex.Parse(b)
		lines := strings.Count(string(b), "\n") + 1
		for _, e := range entries {
			if e.Line < 1 || e.Line > lines {
				t.Fatalf("entry %q at line %d of %d", e.Key, e.Line, lines)
			}
		}
		r, err := bibtex.Publications(b, nil, "")
		if err != nil {
			return
		}
		if len(r.Publications) > len(entries) || len(r.Keys) != len(r.Publications) {
			t.Fatalf("%d publications, %d keys from %d entries", len(r.Publications), len(r.Keys), len(entries))
		}
		if !utf8.Valid(b) {
			return
		}
		for _, p := range r.Publications {
			if !utf8.ValidString(p.Title) || p.SelfIndex < 0 || p.SelfIndex > len(p.Authors) {
				t.Fatalf("bad publication %+v", p)
			}
		}
	})
}
