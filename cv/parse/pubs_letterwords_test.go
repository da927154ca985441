package parse

import (
	"testing"
	"unicode"

	"github.com/vitae-cv/vitae/internal/cvtext"
)

// oldLetterWords is letterWords as it was, a rune decoded at a time: the
// oracle of the ASCII table.
func oldLetterWords(s string) int {
	n := 0
	inWord, counted := false, false
	for _, r := range s {
		if !isWordRune(r) {
			inWord = false
			continue
		}
		if !inWord {
			inWord, counted = true, false
		}
		if !counted && unicode.IsLetter(r) {
			n++
			counted = true
		}
	}
	return n
}

// TestLetterWordsByTable holds letterWords to the rune-at-a-time count on
// random joins of letters, digits, marks and runes beyond ASCII.
func TestLetterWordsByTable(t *testing.T) {
	pieces := []string{" ", "a", "Z", "0", "9", "_", "-", "/", ",", "US", "17/555,123", "é", "ж", "٣", "\u0301", "\xff", "\xe2\x80", "Ⅻ", "x2", "2x", "\t"}
	for s := range cvtext.Joins(9, 99, pieces, 30000, 16) {
		if got, want := letterWords(s), oldLetterWords(s); got != want {
			t.Fatalf("letterWords(%q) = %d, want %d", s, got, want)
		}
	}
}
