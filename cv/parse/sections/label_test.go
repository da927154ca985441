package sections

import (
	"strings"
	"testing"
	"unicode"

	"github.com/vitae-cv/vitae/internal/cvtext"
)

// titleCaseLabelPlain is titleCaseLabel as it was, reading the words
// strings.Fields made.
func titleCaseLabelPlain(t string) bool {
	if t == "" || len(t) > 50 || strings.ContainsAny(t, "0123456789@|\t.,;") {
		return false
	}
	f := strings.Fields(t)
	if len(f) > 5 {
		return false
	}
	for _, w := range f {
		r, _ := firstRune(w)
		if !unicode.IsUpper(r) && !(len(w) <= 3 && unicode.IsLower(r)) && w != "&" {
			return false
		}
	}
	r, _ := firstRune(t)
	return unicode.IsUpper(r)
}

// TestTitleCaseLabel holds titleCaseLabel to the plain version on
// fictional labels and random joins of words, connectors and white
// space of several kinds.
func TestTitleCaseLabel(t *testing.T) {
	pieces := []string{"Kite", "Flying", "of", "and", "&", "the", " ", "  ", "\u00a0", "\u3000", "\n", "Études", "été", "Ωmega", "x", "ABC", "Long"}
	cases := []string{"", "Academic Preparation", "Selected Kite Papers", "Mentees", "Board of the Kite Society", "a Label", "One Two Three Four Five Six"}
	n := 0
	for s := range cvtext.Joins(11, 3, pieces, 30000, 9) {
		cases = append(cases, s)
	}
	for _, s := range cases {
		got, want := titleCaseLabel(s), titleCaseLabelPlain(s)
		if got != want {
			t.Fatalf("titleCaseLabel(%q) = %v, want %v", s, got, want)
		}
		if got {
			n++
		}
	}
	if n < 100 {
		t.Fatalf("only %d labels pass: the test tries too few", n)
	}
}
