package parse

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/internal/cvtext"
)

// TestMayHoldTaught holds mayHoldTaught, which searches for the taught
// keys' common opening once, to lowerContainsAny over the keys on
// fictional bios, every sample and corpus line, and random joins of the
// keys' pieces, letters, capitals and runes that lower-case oddly; and
// containsAnyFoldLed to containsAnyFold for other leads, the empty one
// too.
func TestMayHoldTaught(t *testing.T) {
	if taughtLead == "" {
		t.Fatalf("the taught keys share no opening: %q", taughtKeys)
	}
	check := func(s string) {
		t.Helper()
		if got, want := mayHoldTaught(s), lowerContainsAny(s, taughtKeys); got != want {
			t.Fatalf("mayHoldTaught(%q) = %v, lowerContainsAny gives %v", s, got, want)
		}
		for _, subs := range [][]string{{"ab", "abc"}, {"kite ", "kiln"}, {"", "x"}, {"x", "y"}} {
			lead := commonPrefix(subs)
			if got, want := containsAnyFoldLed(s, lead, subs), containsAnyFold(s, subs...); got != want {
				t.Fatalf("containsAnyFoldLed(%q, %q, %q) = %v, containsAnyFold gives %v", s, lead, subs, got, want)
			}
		}
	}
	bios := []string{"In Spring 2031 I taught Kite Science.", "Ida Renwick. I TEACH Lantern Repair. i co-taught.", "Taxi drivers taught", "I", "i ", ""}
	for _, s := range withCVLines(t, bios) {
		check(s)
	}
	pieces := append([]string{" ", "I", "i", "\u0130", "\u212a", "Kite", "AB", "abc", "x", ".", "é"}, taughtKeys...)
	rng := rand.New(rand.NewPCG(9, 31))
	for range 20000 {
		var b strings.Builder
		for range rng.IntN(10) {
			p := pieces[rng.IntN(len(pieces))]
			if rng.IntN(3) == 0 {
				p = strings.ToUpper(p)
			}
			b.WriteString(p)
		}
		check(b.String())
	}
}

// TestMayHoldWordOf holds the guard before isThesisEntry's word test to
// that test: on fictional first cells, every sample and corpus line, and
// random joins of the keys' pieces, capitals and runes that lower-case
// to ASCII letters, the guard never says no where hasWord says yes.
func TestMayHoldWordOf(t *testing.T) {
	check := func(s string) {
		t.Helper()
		if hasWord(s, thesisWords) && !mayHoldWordOf(s, thesisKeys) {
			t.Fatalf("mayHoldWordOf(%q) = false, but hasWord finds a thesis word", s)
		}
	}
	for _, s := range withCVLines(t, []string{"PhD Thesis, Kite Institute", "DISSERTATION", "Theses", "Th\u0130sis", "thesis-writing"}) {
		check(s)
	}
	pieces := []string{"the", "THE", "sis", "SIS", "dis", "sert", "ation", "ATION", " ", "-", "\u0130", "\u212a", "é"}
	for s := range cvtext.Joins(2, 27, pieces, 20000, 8) {
		check(s)
	}
}

// TestMayHoldNickname holds the guard before reNickname to the pattern:
// on fictional names, every sample and corpus line, and random joins of
// brackets, quotes of every kind, letters and spaces, a name the guard
// passes over is one the pattern does not match.
func TestMayHoldNickname(t *testing.T) {
	check := func(s string) {
		t.Helper()
		if !mayHoldNickname(s) && reNickname.MatchString(s) {
			t.Fatalf("mayHoldNickname(%q) = false, but reNickname matches it", s)
		}
	}
	names := []string{"Ida (“Idy”) Renwick", "Bo \"Bobo\" Quill", "Cy ( 'Cee' ) Moss", "Di “Dee” Hart", "Ed ‘Eddie’ Lune", "Fay Stone"}
	for _, s := range withCVLines(t, names) {
		check(s)
	}
	pieces := []string{"(", ")", "\"", "“", "”", "'", "‘", "’", "Ann", "é", " ", "\t", "x"}
	for s := range cvtext.Joins(8, 21, pieces, 30000, 8) {
		check(s)
	}
}

// TestCountPrefixGuard holds tidyTitle's guard (reCountPrefix only on a
// title opening with an ASCII digit) to the pattern on fictional titles,
// every sample and corpus line and random joins.
func TestCountPrefixGuard(t *testing.T) {
	check := func(s string) {
		t.Helper()
		if !(s != "" && isDigitByte(s[0])) && reCountPrefix.MatchString(s) {
			t.Fatalf("the guard passes over %q, but reCountPrefix matches it", s)
		}
	}
	for _, s := range withCVLines(t, []string{"2x Visiting Researcher", "3 × Teaching Fellow", "١٢x Lecturer", " 2x Fellow"}) {
		check(s)
	}
	pieces := []string{"1", "12", "x", "×", " ", "\t", "٣", "Fellow", "é"}
	for s := range cvtext.Joins(1, 17, pieces, 20000, 6) {
		check(s)
	}
}
