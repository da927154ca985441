package parse

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/vitae-cv/vitae/internal/cvtext"
)

// TestLowerShrink checks isSeasonCell's bound on every rune:
// strings.ToLower makes none shorter than a third of its bytes.
func TestLowerShrink(t *testing.T) {
	for r := rune(0); r <= utf8.MaxRune; r++ {
		s := string(r)
		if l := strings.ToLower(s); 3*len(l) < len(s) {
			t.Fatalf("strings.ToLower(%q) = %q: more than three times shorter", s, l)
		}
	}
}

func checkSeasonCell(t *testing.T, c string) bool {
	t.Helper()
	got, want := isSeasonCell(c), inLowerSet(seasonWords, c)
	if got != want {
		t.Fatalf("isSeasonCell(%q) = %v, inLowerSet gives %v", c, got, want)
	}
	return got
}

var seasonCells = []string{"", "summer", "Summer", "SUMMER", " summer", "summer 2031", "Fall", "fall", "\u212Aite",
	"WINTER", "Autumn", "spring.", "Kite Lab, Harbour University", strings.Repeat("Summer", 4)}

// TestSeasonCell holds isSeasonCell to inLowerSet on fictional cells,
// every line of the sample CVs and each of its tab and comma parts, and
// random joins of seasons in all cases, runes that change length when
// lower-cased and long runs.
func TestSeasonCell(t *testing.T) {
	yes := 0
	for _, s := range withCVLines(t, seasonCells) {
		checkSeasonCell(t, s)
		for _, c := range strings.FieldsFunc(s, func(r rune) bool { return r == '\t' || r == ',' }) {
			checkSeasonCell(t, strings.TrimSpace(c))
		}
	}
	pieces := []string{"summer", "SUM", "mer", "Fall", "f", "a", "l", "\u212A", "\u0130", "\u1E9E", "ß", "é", " ", "\xff", "WINTER", "spring", "autumn"}
	for s := range cvtext.Joins(23, 11, pieces, 100000, 6) {
		if checkSeasonCell(t, s) {
			yes++
		}
	}
	if yes < 1000 {
		t.Fatalf("%d joins are seasons: the test reads too few", yes)
	}
}

// FuzzSeasonCell holds isSeasonCell to inLowerSet on any text:
//
//	go test -run '^$' -fuzz FuzzSeasonCell ./cv/parse
func FuzzSeasonCell(f *testing.F) {
	for _, s := range seasonCells {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		checkSeasonCell(t, s)
	})
}
