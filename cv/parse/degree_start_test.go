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
