package parse

import (
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/internal/cvtext"
)

// dateEndsPieces are the pieces TestEndsWithDateInMemo joins at random:
// years, months, ranges, words for now and the closing punctuation that
// endsWithDateIn trims.
var dateEndsPieces = []string{
	"2031", "1998", "May", "Sept.", "March ", "–", "-", " - ", "present", "now", " ", ".", ",", ";", ":", ")", "]", "*", "_",
	"(", "[", "Fictional Lab", "in ", "12/", "x", "é", "2031)", "(2030)", "Spring",
}

// checkEndsWithDateIn holds the memo's endsWithDateIn, given the memo's
// dates of s, to the plain textEndsWithDate, asked twice (the second
// time from the memo's table).
func checkEndsWithDateIn(t *testing.T, m *memo, s string) {
	t.Helper()
	want := textEndsWithDate(s)
	for range 2 {
		if got := m.endsWithDateIn(s, m.findDates(s)); got != want {
			t.Fatalf("memo endsWithDateIn(%q) = %v, textEndsWithDate says %v", s, got, want)
		}
	}
}

// TestEndsWithDateInMemo: endsWithDateIn answers as textEndsWithDate on
// fictional lines, every sample line and random joins, a fresh memo and
// one that has seen every text before.
func TestEndsWithDateInMemo(t *testing.T) {
	in := []string{"", "2031.", "May 2031).", "2030 – present.", "(2031)", "Fictional Lab, 2031;", "2031_", "x2031.", "2031 x.", "..."}
	for _, data := range sampleCVs(t) {
		in = append(in, strings.Split(string(data), "\n")...)
	}
	shared := newMemo()
	for _, s := range in {
		checkEndsWithDateIn(t, newMemo(), s)
		checkEndsWithDateIn(t, shared, s)
	}
	ends := 0
	for s := range cvtext.Joins(20, 31, dateEndsPieces, 40000, 8) {
		checkEndsWithDateIn(t, shared, s)
		if textEndsWithDate(s) && strings.TrimRight(s, " .,;:)]*_") != s {
			ends++
		}
	}
	if ends < 100 {
		t.Fatalf("%d random texts end with a date before punctuation: too few to hold the memo", ends)
	}
	t.Logf("%d random texts end with a date before punctuation", ends)
}
