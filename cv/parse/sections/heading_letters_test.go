package sections

import (
	"testing"
	"unicode"

	"github.com/vitae-cv/vitae/internal/cvtext"
)

// letterCountsPlain is what headingCandidate read before letterCounts:
// one loop for a digit, one for the letters and upper-case letters.
func letterCountsPlain(t string) (letters, upper int, digit bool) {
	for _, r := range t {
		if unicode.IsDigit(r) {
			digit = true
		}
	}
	for _, r := range t {
		if unicode.IsLetter(r) {
			letters++
			if unicode.IsUpper(r) {
				upper++
			}
		}
	}
	return letters, upper, digit
}

// TestLetterCounts holds letterCounts to the two loops on fictional
// headings and random joins of letters, digits and runes beyond ASCII
// (digits of other scripts, letters without case, broken UTF-8).
func TestLetterCounts(t *testing.T) {
	pieces := []string{"A", "z", "Q", "7", " ", ":", "É", "ß", "Ω", "ω", "٣", "५", "中", "ǅ", "\xff", "\xe2\x80", "_", "Ⅷ"}
	cases := []string{"", "PUBLICATIONS", "Selected Talks", "Awards 2031", "ÉDUCATION", "Ωmega Lab"}
	for s := range cvtext.Joins(5, 12, pieces, 20000, 10) {
		cases = append(cases, s)
	}
	for _, s := range cases {
		l, u, d := letterCounts(s)
		wl, wu, wd := letterCountsPlain(s)
		if l != wl || u != wu || d != wd {
			t.Fatalf("letterCounts(%q) = %d %d %v, want %d %d %v", s, l, u, d, wl, wu, wd)
		}
	}
}
