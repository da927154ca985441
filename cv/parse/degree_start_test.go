package parse

import (
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/internal/cvtext"
)

// TestIsDegreeStartFast holds isDegreeStartFast to isDegreeStart on every
// degree form's first word in three cases, fictional words, every word
// of every sample and corpus line, and 50,000 random joins of degree
// pieces, letters, dots, apostrophes, brackets, quotes, emphasis and
// runes beyond ASCII.
func TestIsDegreeStartFast(t *testing.T) {
	words := []string{"", "B.S.", "Ph.D.", "PhD,", "M.Sc", "Master's", "Master’s", "(BSc)", "*MS*", "Bachelor",
		"Kite", "K", "x", ".", "'", "Ph.D.,", "B.A.(Hons)", "Ingénieur", "Dipl.-Ing.", "MBA2031"}
	for k := range degreeStarts {
		words = append(words, k, strings.ToUpper(k), strings.ToUpper(k[:1])+k[1:]+".", k+",")
	}
	for _, l := range withCVLines(t, nil) {
		words = append(words, strings.Fields(l)...)
	}
	pieces := []string{"B", "S", "b", "s", "Ph", "D", "M", "Sc", "A", "ph", "d", "master", ".", "'", "’", "(", "[",
		"*", "\"", "“", "é", "É", ",", "1", "-", "_"}
	for s := range cvtext.Joins(31, 4, pieces, 50000, 6) {
		words = append(words, s)
	}
	for _, w := range words {
		if got, want := isDegreeStartFast(w), isDegreeStart(w); got != want {
			t.Fatalf("isDegreeStartFast(%q) = %v, isDegreeStart gives %v", w, got, want)
		}
	}
}

// mayNameDegreeRef is mayNameDegree as it was (strings.TrimLeft and
// strings.IndexAny at spaces and tabs), the oracle of
// TestMayNameDegreeScan.
func mayNameDegreeRef(s string) bool {
	for n := 0; n < 3 && s != ""; n++ {
		s = strings.TrimLeft(s, " \t")
		end := strings.IndexAny(s, " \t")
		if end < 0 {
			end = len(s)
		}
		if isDegreeStartFast(s[:end]) {
			return true
		}
		s = s[end:]
	}
	return false
}

// TestMayNameDegreeScan holds mayNameDegree, which cuts words by a byte
// scan, to mayNameDegreeRef on 100,000 random joins of degree words,
// other words, spaces, tabs, other white space and bytes beyond ASCII.
func TestMayNameDegreeScan(t *testing.T) {
	pieces := []string{"B.S.", "PhD", "Master", "of", "Kite", "Science", " ", "  ", "\t", "\u00a0", "\n", "é", "\xff", "M.Sc.", ",", "(BSc)"}
	hits := 0
	for s := range cvtext.Joins(22, 29, pieces, 100000, 7) {
		got, want := mayNameDegree(s), mayNameDegreeRef(s)
		if got != want {
			t.Fatalf("mayNameDegree(%q) = %v, mayNameDegreeRef gives %v", s, got, want)
		}
		if got {
			hits++
		}
	}
	if hits < 10000 {
		t.Fatalf("%d joins may name a degree: the test reads too few", hits)
	}
}
