package parse

import (
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/internal/cvtext"
)

// a20TagPieces are fictional pieces of venue tags with their separators,
// brackets, runes beyond ASCII and bad UTF-8.
var a20TagPieces = []string{"ABC", "XyZW", "2023", "'23", "’23", "‘", "-", " ", "  ", "(", ")", "[", "]", "to appear in ", "Proc.", "é", "\xe2\x80", "\xff", "Workshop"}

// TestTagFirstWord holds tagFirstWord to strings.FieldsFunc's first word
// and trimTagBrackets to strings.Trim(s, "[]()"), on fictional tags and
// random joins.
func TestTagFirstWord(t *testing.T) {
	texts := []string{"", " ", "ABC'23", "' -ABC 2023", "[ABC 2023]", "(2023)", "‘’", "\xe2\x80\x98x"}
	for s := range cvtext.Joins(20, 7, a20TagPieces, 50000, 6) {
		texts = append(texts, s)
	}
	for _, s := range texts {
		words := strings.FieldsFunc(s, func(r rune) bool { return r == ' ' || r == '\'' || r == '’' || r == '‘' || r == '-' })
		want, wantOK := "", len(words) > 0
		if wantOK {
			want = words[0]
		}
		if got, ok := tagFirstWord(s); got != want || ok != wantOK {
			t.Fatalf("tagFirstWord(%q) = %q, %v; want %q, %v", s, got, ok, want, wantOK)
		}
		if got, want := trimTagBrackets(s), strings.Trim(s, "[]()"); got != want {
			t.Fatalf("trimTagBrackets(%q) = %q, want %q", s, got, want)
		}
	}
}
