package parse

import (
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/internal/cvtext"
)

// phraseInASCIIPlain is inASCII as it was before the first words' bits:
// every word whose first byte opens a phrase is compared. It is the
// oracle of TestPhraseBitsAreInASCII.
func phraseInASCIIPlain(ps *phraseSet, s string) bool {
	for a := 0; a < len(s); a++ {
		if ps.folded[s[a]] != 0 && ps.atASCII(s, a) {
			return true
		}
		if isASCIIWordByte(s[a]) {
			for a++; a < len(s) && isASCIIWordByte(s[a]); a++ {
			}
		}
	}
	return false
}

// allPhraseSets are phraseSets and the other sets the parser searches,
// with made-up sets whose phrases open with a mark, a digit or one
// letter, or are words longer than a word of the text.
func allPhraseSets() []*phraseSet {
	sets := append(phraseSets(), researchBodies, pubKindWords, preprintKindWords, headingUnpublishedWords,
		newPhraseSet([]string{"(draft", "&", "2nd kite", "k", "kite-flying", "kites of sand", "sand_kites", "[x]"}))
	for _, hs := range headingStatuses {
		sets = append(sets, hs.phrases)
	}
	return sets
}

// TestPhraseBitsAreInASCII holds inASCII, which passes over a word whose
// bit is clear, to the plain scan on random ASCII joins of the phrases
// (whole, in upper and title case, cut short, run on into more letters)
// with marks, digits and spaces, and finds phrases often enough for the
// test to mean something.
func TestPhraseBitsAreInASCII(t *testing.T) {
	sets := allPhraseSets()
	pieces := []string{" ", "  ", "x", "_", "9", "-", "(", ".", ",", "&", "s", "Kite", "2nd"}
	for _, ps := range sets {
		for _, ph := range ps.list {
			if isASCII(ph) {
				pieces = append(pieces, ph, strings.ToUpper(ph), strings.ToUpper(ph[:1])+ph[1:], ph[:len(ph)/2+1], ph+"s")
			}
		}
	}
	found := 0
	for s := range cvtext.Joins(22, 20, pieces, 20000, 6) {
		for _, ps := range sets {
			got, want := ps.inASCII(s), phraseInASCIIPlain(ps, s)
			if got != want {
				t.Fatalf("inASCII(%q) = %v for %q, the plain scan gives %v", s, got, ps.list, want)
			}
			if got {
				found++
			}
		}
	}
	if found < 5000 {
		t.Fatalf("only %d phrases found: the test reads too little", found)
	}
}

// FuzzPhraseBits holds inASCII to the plain scan on any ASCII text.
func FuzzPhraseBits(f *testing.F) {
	f.Add("Best Paper Award, in press (to appear)")
	f.Add("kite-flying 2nd kite (draft & [x]")
	sets := allPhraseSets()
	f.Fuzz(func(t *testing.T, s string) {
		if !isASCII(s) {
			return
		}
		for _, ps := range sets {
			if got, want := ps.inASCII(s), phraseInASCIIPlain(ps, s); got != want {
				t.Fatalf("inASCII(%q) = %v for %q, the plain scan gives %v", s, got, ps.list, want)
			}
		}
	})
}
