package parse

import (
	"testing"

	"github.com/vitae-cv/vitae/internal/cvtext"
)

// nextOpenBracketRef is the byte loop nextOpenBracket stands for.
func nextOpenBracketRef(t string, j int) int {
	for ; j < len(t); j++ {
		if t[j] == '(' || t[j] == '[' {
			return j
		}
	}
	return -1
}

// TestNextOpenBracket holds nextOpenBracket to the byte loop from every
// offset of fictional lines, every sample and corpus line, and 20,000
// random joins of both brackets, their closings, letters and runes
// beyond ASCII.
func TestNextOpenBracket(t *testing.T) {
	texts := []string{"", "(", "[", "a(b[c", "a[b(c", "Kite Science (KS'31) [J2]", "no brackets at all", "é(é", "))(("}
	for s := range cvtext.Joins(17, 5, []string{"(", "[", ")", "]", "Ada", " ", "é", "'31", "{"}, 20000, 8) {
		texts = append(texts, s)
	}
	for _, s := range withCVLines(t, texts) {
		for j := 0; j <= len(s); j++ {
			if got, want := nextOpenBracket(s, j), nextOpenBracketRef(s, j); got != want {
				t.Fatalf("nextOpenBracket(%q, %d) = %d, the byte loop gives %d", s, j, got, want)
			}
		}
	}
}
