package parse

import (
	"slices"
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/internal/cvtext"
)

// posCellsRef is posCells as it was: strings.FieldsFunc at tabs, then
// stopFieldsRef for each cell; the oracle of TestPosCellsScan.
func posCellsRef(t string) []string {
	var out []string
	for _, c := range strings.FieldsFunc(strings.ReplaceAll(t, " · ", "\t"), func(r rune) bool { return r == '\t' }) {
		out = append(out, stopFieldsRef(c)...)
	}
	return out
}

func stopFieldsRef(c string) []string {
	if !strings.Contains(c, ". ") {
		return []string{c}
	}
	parts := strings.Split(strings.TrimRight(c, ". "), ". ")
	var out []string
	for _, p := range parts {
		p = strings.TrimSpace(p)
		if w := lastWord(p); wordCount(p) > 8 || wordCount(p) == 0 || isAbbrev(w) || len(w) <= 2 || strings.Contains(w, ".") {
			return []string{c}
		}
		if seasonWords[strings.ToLower(p)] {
			continue
		}
		if !titleCased(p) {
			return []string{c}
		}
		out = append(out, p)
	}
	if len(out) == 0 {
		return []string{c}
	}
	return out
}

// posCellPieces are fictional pieces of position lines: titles and
// organisations in title case and not, full stops, tabs, " · ",
// seasons, abbreviations and bytes beyond ASCII (a bad one too).
var posCellPieces = []string{"Research Scientist", "Kite Labs", "Harbour University", ". ", ".", "\t", "\t\t", " · ", "·", " ", "Summer", "Dept.", "Inc",
	"led the team", "Visiting Scholar", "Zürich", "\xe2", "\xe2\t", "A. B.", "2021", "Springfield", "of"}

// TestPosCellsScan holds posCells, and appendPosCells after cells
// already held, to posCellsRef on fictional lines and 200,000 random
// joins.
func TestPosCellsScan(t *testing.T) {
	check := func(s string) {
		t.Helper()
		want := posCellsRef(s)
		if got := posCells(s); !slices.Equal(got, want) {
			t.Fatalf("posCells(%q) = %q, want %q", s, got, want)
		}
		held := []string{"x", "y"}
		if got := appendPosCells(held, s); !slices.Equal(got[2:], want) || !slices.Equal(got[:2], held[:2]) {
			t.Fatalf("appendPosCells(x y, %q) = %q, want x y then %q", s, got, want)
		}
	}
	for _, s := range []string{"", "\t", "Research Scientist\tKite Labs", "Research Scientist. Kite Labs. Springfield.", "Led the team. Kite Labs",
		"Summer. Kite Labs · Springfield", "Dept. of Kites\t\tHarbour"} {
		check(s)
	}
	for s := range cvtext.Joins(22, 25, posCellPieces, 200000, 8) {
		check(s)
	}
}
