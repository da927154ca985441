package parse

import (
	"testing"

	"github.com/vitae-cv/vitae/cv/venue"
	"github.com/vitae-cv/vitae/internal/cvtext"
)

// heldWithRef is heldWith as it was: the venue's names read first, the
// text after.
func heldWithRef(text string, v venue.Venue, start, end int) bool {
	for _, n := range v.Names {
		if hasWordFold(n, workshopWords) {
			return false
		}
	}
	return coLocatedText(outsideSpan(text, start, end))
}

// a21bHeldVenues are fictional venues: one whose own name holds
// "Workshop", one whose does not, one of no name.
var a21bHeldVenues = []venue.Venue{
	{Acronym: "WFP", Names: []string{"Workshop on the Foundations of Pebbles"}},
	{Acronym: "SB", Names: []string{"Symposium on Boats", "Boats Symposium"}},
	{Acronym: "X"},
}

// checkHeldWith fails when heldWith and heldWithRef differ on text, for
// each fictional venue and a few spans (some outside the text); it
// reports whether any answer was true.
func checkHeldWith(t *testing.T, text string) bool {
	t.Helper()
	any := false
	for _, v := range a21bHeldVenues {
		for _, sp := range [][2]int{{0, 0}, {0, len(text) / 2}, {len(text) / 3, len(text)}, {2, 1}, {0, len(text) + 1}} {
			got, want := heldWith(text, v, sp[0], sp[1]), heldWithRef(text, v, sp[0], sp[1])
			if got != want {
				t.Fatalf("heldWith(%q, %s, %d, %d) = %v, want %v", text, v.Acronym, sp[0], sp[1], got, want)
			}
			any = any || got
		}
	}
	return any
}

// TestHeldWithOrder holds heldWith, which reads the text before the
// venue's names, to the order it replaced, on every sample and corpus
// line and random joins of workshop and host phrases.
func TestHeldWithOrder(t *testing.T) {
	for _, s := range withCVLines(t, []string{"", "Workshop on Y, held with SB 2021", "SB 2021"}) {
		checkHeldWith(t, s)
	}
	pieces := append([]string{" ", ", ", "Workshop", "workshops", "SB 2021", "Symposium on Boats", "(", ")", "x"}, hostPhrases...)
	held := 0
	for s := range cvtext.Joins(21, 23, pieces, 30000, 6) {
		if checkHeldWith(t, s) {
			held++
		}
	}
	if held < 5000 {
		t.Fatalf("only %d joins were held with a venue: the test reads too little", held)
	}
}

// FuzzHeldWithOrder holds heldWith to the order it replaced on any text:
//
//	go test -run '^$' -fuzz FuzzHeldWithOrder ./cv/parse
func FuzzHeldWithOrder(f *testing.F) {
	for _, s := range []string{"Workshop on Y, held with SB 2021", "SB 2021 (co-located with X)"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		checkHeldWith(t, s)
	})
}
