package textscan

import (
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/internal/cvtext"
)

// TestWordSetIsAnyWord holds WordSet.AnyWord to AnyWord on its map, both
// ways (in and not in), for sets with keys in and out of lower case,
// keys that are no words, a false value, and on fictional texts and
// 100,000 random joins (capitals, marks, bytes beyond ASCII, words past
// 64 bytes).
func TestWordSetIsAnyWord(t *testing.T) {
	long := strings.Repeat("kite", 17)
	sets := []map[string]bool{
		{}, {"kite": true}, {"kite": true, "harbour": true, "of": true, "x": true}, {"Kite": true, "a-b": true, "": true},
		{"kite": false, "sand": true}, {long: true, "é": true, "zürich": true},
	}
	pieces := []string{"kite", "Kite", "KITE", "harbour", "Harbour", " ", ", ", "-", "of", "OF", "x", "X", "sand", "é", "É", "Zürich", "a", "b", long,
		strings.ToUpper(long), "\xff", "2024"}
	hits := 0
	check := func(s string) {
		t.Helper()
		for k, dict := range sets {
			ws := NewWordSet(dict)
			for _, in := range []bool{true, false} {
				got, want := ws.AnyWord(s, in), AnyWord(s, dict, in)
				if got != want {
					t.Fatalf("set %d: WordSet.AnyWord(%q, %v) = %v, AnyWord gives %v", k, s, in, got, want)
				}
				if got && in {
					hits++
				}
			}
		}
	}
	for _, s := range []string{"", " ", "Kites of the Harbour", "KITE", "a-b", long + " x", "Zürich kite", "kite\xff"} {
		check(s)
	}
	for s := range cvtext.Joins(22, 26, pieces, 100000, 7) {
		check(s)
	}
	if hits < 10000 {
		t.Fatalf("%d texts held a word of a set: the test reads too few", hits)
	}
}
