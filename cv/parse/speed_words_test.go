package parse

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// TestPaddedWords holds paddedWords to the words joined and padded, on
// fictional job titles, every sample line and 20,000 random joins.
func TestPaddedWords(t *testing.T) {
	texts := []string{"", " ", "Summer Intern", "  Research_Scientist (II) ", "Post-Doc, 2020", "ÉCOLE Fellow",
		"x", "--", "Lead\tEngineer", "Ada's Lab", "\xff Intern"}
	pieces := []string{"Intern", "LEAD", "a", "_", "1", " ", "\t", "-", ",", "(", "é", "İ", "\xff", "'"}
	rng := rand.New(rand.NewPCG(22, 8))
	for range 20000 {
		var b strings.Builder
		for range rng.IntN(10) {
			b.WriteString(pieces[rng.IntN(len(pieces))])
		}
		texts = append(texts, b.String())
	}
	for _, s := range withCVLines(t, texts) {
		if got, want := paddedWords(s), " "+strings.Join(words(s), " ")+" "; got != want {
			t.Fatalf("paddedWords(%q) = %q, the joined words give %q", s, got, want)
		}
	}
}
