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

// oldVenueYear is venueYear as it was, asking isYearAt at every offset:
// the oracle of the first-digit test.
func oldVenueYear(s string) int {
	first := 0
	for i := 0; i+4 <= len(s); i++ {
		if !isYearAt(s, i) || wordByteBefore(s, i) || wordByteAt(s, i+4) || inPageRange(s, i) {
			continue
		}
		if i > 0 && s[i-1] == '(' && i+4 < len(s) && s[i+4] == ')' {
			return atoi(s[i : i+4])
		}
		if first == 0 {
			first = atoi(s[i : i+4])
		}
	}
	if first != 0 {
		return first
	}
	glued := 0
	for i := 2; i+4 <= len(s); i++ {
		if isYearAt(s, i) && s[i-1] >= 'A' && s[i-1] <= 'Z' && s[i-2] >= 'A' && s[i-2] <= 'Z' && !wordByteAt(s, i+4) {
			glued = atoi(s[i : i+4])
			break
		}
	}
	if glued != 0 {
		return glued
	}
	if d, ok := year2(s); ok {
		return twoDigitYear(d)
	}
	return 0
}

// TestVenueYearSkipsNonDigits holds venueYear to the offset-by-offset
// reading on random joins of years, page ranges, acronyms and brackets.
func TestVenueYearSkipsNonDigits(t *testing.T) {
	pieces := []string{" ", "2019", "1999", "1949", "2040", "20", "19", "'21", "ACL", "NSDI", "(", ")", "-", "–", ":", ",", "45", "x", "_", "é", "12(3)", "2001-2010"}
	years := 0
	for s := range cvtext.Joins(4, 44, pieces, 30000, 10) {
		got, want := venueYear(s), oldVenueYear(s)
		if got != want {
			t.Fatalf("venueYear(%q) = %d, want %d", s, got, want)
		}
		if got != 0 {
			years++
		}
	}
	if years < 5000 {
		t.Fatalf("only %d years read: the test reads too little", years)
	}
}

// TestFirstAndLastYearSkipNonDigits holds firstYear and lastYear4 to
// the offset-by-offset readings.
func TestFirstAndLastYearSkipNonDigits(t *testing.T) {
	pieces := []string{" ", "2019", "1999", "1949", "2040", "20", "19", "ACL", "(", ")", "-", ":", "x", "_", "é", "12"}
	for s := range cvtext.Joins(8, 88, pieces, 20000, 10) {
		first, last := 0, ""
		for i := 0; i+4 <= len(s); i++ {
			if isYearAt(s, i) && !wordByteBefore(s, i) {
				first = atoi(s[i : i+4])
				break
			}
		}
		for i := len(s) - 4; i >= 0; i-- {
			if isYearAt(s, i) && !wordByteBefore(s, i) {
				last = s[i : i+4]
				break
			}
		}
		if got := firstYear(s); got != first {
			t.Fatalf("firstYear(%q) = %d, want %d", s, got, first)
		}
		if got := lastYear4(s); got != last {
			t.Fatalf("lastYear4(%q) = %q, want %q", s, got, last)
		}
	}
}
