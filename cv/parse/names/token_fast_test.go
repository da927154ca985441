package names

import (
	"testing"
	"unicode"

	"github.com/vitae-cv/vitae/internal/cvtext"
)

// isNameTokenRef is IsNameToken as it was written first: the particle
// table asked about every word, then one loop over its runes.
func isNameTokenRef(w string) bool {
	if particles[w] {
		return true
	}
	prevUpper := false
	for i, r := range w {
		switch {
		case i == 0:
			if !unicode.IsUpper(r) {
				return false
			}
			prevUpper = true
		case unicode.IsLetter(r):
			prevUpper = unicode.IsUpper(r)
		case r == '.':
			if !prevUpper && i != len(w)-1 {
				return false
			}
			prevUpper = false
		case r == '-' || r == '\'' || r == '’':
			prevUpper = false
		default:
			return false
		}
	}
	return true
}

// TestIsNameTokenFast holds IsNameToken (the particle guard and the ASCII
// loop handing over to the rune loop) to isNameTokenRef on fictional
// words, every particle, and 50,000 random joins of capitals, small
// letters, initials' dots, hyphens, apostrophes, letters beyond ASCII in
// both cases, marks, digits and bad UTF-8.
func TestIsNameTokenFast(t *testing.T) {
	words := []string{"", "A", "a", ".", "A.", "J.-P.", "O'Hara", "O’Hara", "McQuill", "quill", "Quill.", "Q.uill",
		"q.", "Ada-Bo", "É", "Élan", "ÉLAN", "Łódź", "José", "İlker", "ß", "Ab1", "A_b", "\xff", "A\xff", "Ab.C"}
	for w := range particles {
		words = append(words, w, w+".", "X"+w)
	}
	pieces := []string{"A", "Q", "a", "q", "z", "Z", ".", "-", "'", "’", "É", "é", "Ł", "ł", "ß", "ǅ", "1", "*",
		" ", "_", "\xff", "\xc3", "de", "van", "la"}
	for s := range cvtext.Joins(13, 22, pieces, 50000, 7) {
		words = append(words, s)
	}
	for _, w := range words {
		if got, want := IsNameToken(w), isNameTokenRef(w); got != want {
			t.Fatalf("IsNameToken(%q) = %v, isNameTokenRef gives %v", w, got, want)
		}
	}
}
