package parse

import (
	"strings"
	"testing"
	"unicode"

	"github.com/vitae-cv/vitae/internal/cvtext"
)

// placeRunesPlain is placeRunes as placeShaped read it: rune by rune.
func placeRunesPlain(s string) (int, bool) {
	commas := 0
	for _, r := range s {
		switch {
		case r == ',':
			commas++
		case unicode.IsLetter(r) || strings.ContainsRune(" .'’-", r):
		default:
			return commas, false
		}
	}
	return commas, true
}

// TestPlaceRunes holds placeRunes to the rune loop on fictional places,
// every sample line and 30,000 random joins (letters beyond ASCII, the
// allowed marks, other marks, digits and invalid bytes).
func TestPlaceRunes(t *testing.T) {
	texts := []string{"", "Lakeview, ON", "Saint-Étienne", "Port O’Hare, Westshire", "Elm City 12", "Ålborg,, DK", "\xff"}
	pieces := []string{"A", "z", " ", ".", "'", "’", "-", ",", "é", "Ø", "1", "(", "\t", "‘", "—", "\xff", "\xe2\x80", "中"}
	for s := range cvtext.Joins(22, 10, pieces, 30000, 10) {
		texts = append(texts, s)
	}
	for _, s := range withCVLines(t, texts) {
		gc, gok := placeRunes(s)
		wc, wok := placeRunesPlain(s)
		if gok != wok || gok && gc != wc {
			t.Fatalf("placeRunes(%q) = %d, %v; the rune loop gives %d, %v", s, gc, gok, wc, wok)
		}
	}
}
