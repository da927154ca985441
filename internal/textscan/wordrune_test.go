package textscan

import (
	"testing"
	"unicode"
)

// TestIsWordRuneEveryRune holds IsWordRune, which answers two blocks
// without the Unicode tables, to unicode.IsLetter || unicode.IsDigit
// for every rune and a few values that are none.
func TestIsWordRuneEveryRune(t *testing.T) {
	for r := rune(-1); r <= unicode.MaxRune+1; r++ {
		if got, want := IsWordRune(r), unicode.IsLetter(r) || unicode.IsDigit(r); got != want {
			t.Fatalf("IsWordRune(%U) = %v, the tables give %v", r, got, want)
		}
	}
}
