package fieldmodel

import (
	"slices"
	"strings"
	"testing"
)

// fictionalEntries are made-up citations in several entry shapes.
var fictionalEntries = []Entry{
	{Text: "A. Quill, B. Reyes and C. Ombe. Folding towers of sand. In Proc. of the Workshop on Dunes, pp. 1–9, 2031."},
	{Text: "Folding Towers (FTW’31). Quill, A., Reyes, B. https://example.org/ftw31 doi:10.1234/abc.5", Italics: []string{"Folding Towers"}},
	{Text: "[C3] “Sand as a Service,” Journal of Imaginary Systems, vol. 4, no. 2, March 2030.", Bolds: []string{"[C3]"}, Breaks: []int{30}},
	{Text: "Quill A et al. (2029) 10.5555/xyz HTTP://EXAMPLE.ORG/x WWW.example.org"},
	{Text: ""},
}

// TestLabelScoresExtract holds Label, which scores features as they are
// emitted, to the features Extract lists: the same log probabilities,
// bit for bit, so the parse reads the same fields either way.
func TestLabelScoresExtract(t *testing.T) {
	m, err := Default()
	if err != nil {
		t.Fatal(err)
	}
	lx := NewLexicon(map[string][]string{"org": {"university", "institute of sand"}, "stage": {"to appear"}}, nil)
	for _, l := range []*Lexicon{nil, lx} {
		for _, e := range fictionalEntries {
			toks, feats := Extract(e, l)
			want := m.decode(toks, feats)
			got := m.Label(e, l)
			if !slices.Equal(got.Fields, want.Fields) || !slices.Equal(got.Probs, want.Probs) {
				t.Errorf("%q: Label %v %v, Extract then decode %v %v", e.Text, got.Fields, got.Probs, want.Fields, want.Probs)
			}
		}
	}
}

// TestIsURLAtFirstByte holds isURLAt's first-byte test to the full
// lower-cased prefix test at every offset.
func TestIsURLAtFirstByte(t *testing.T) {
	slow := func(text string, i int) bool {
		s := text[i:]
		if len(s) > 12 {
			s = s[:12]
		}
		s = strings.ToLower(s)
		return strings.HasPrefix(s, "http://") || strings.HasPrefix(s, "https://") ||
			strings.HasPrefix(s, "www.") || strings.HasPrefix(s, "doi:10.") || strings.HasPrefix(s, "10.") && isDOIAt(text, i)
	}
	for _, e := range fictionalEntries {
		for _, text := range []string{e.Text, "\u212Attp://x KHTTPS://y Doi:10.1/2 10.12345/z ẞwww. İhttp://"} {
			for i := range len(text) {
				if got, want := isURLAt(text, i), slow(text, i); got != want {
					t.Errorf("isURLAt(%q, %d) = %v, want %v", text, i, got, want)
				}
			}
		}
	}
}
