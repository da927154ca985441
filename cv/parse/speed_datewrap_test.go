package parse

import (
	"strings"
	"testing"
)

// dateWrapTexts are fictional line ends and date tails: month names in
// full, abbreviated and in capitals, ranges, open dashes, words for now,
// notes, a long s in "ſept" (which (?i) reads as "sept").
var dateWrapTexts = []string{
	"2031", "May 2031", "SEPT. 2030 – present", "present", "Current", "now", "ONGOING", "2030 - 2031 (expected)",
	"ſept 2031", "ſeptember", "Lantern University. September 2030 – May", "Kite Science, 2030 –", "2030-",
	"Dec.", "in March", "JUNE", "ending in ſept", "Tiles", "2030", "", " ", "x", "(2031)", "é 2031", "Nov 2031.",
}

// checkDateWrapGuards fails when a guard hides a match of its regexp.
func checkDateWrapGuards(t *testing.T, s string) {
	t.Helper()
	if reDateTail.MatchString(s) && !mayDateTail(s) {
		t.Fatalf("mayDateTail(%q) = false, reDateTail matches", s)
	}
	if reOpenDateEnd.MatchString(s) && !mayOpenDateEnd(s) {
		t.Fatalf("mayOpenDateEnd(%q) = false, reOpenDateEnd matches", s)
	}
}

// TestDateWrapGuards: the guards before dateWrap's regexps hide no match,
// on fictional text, every sample line (and its ends) and random joins.
func TestDateWrapGuards(t *testing.T) {
	matched := 0
	in := dateWrapTexts
	for _, data := range sampleCVs(t) {
		in = append(in, strings.Split(string(data), "\n")...)
	}
	for _, s := range in {
		checkDateWrapGuards(t, s)
		checkDateWrapGuards(t, strings.TrimSpace(s))
		if reDateTail.MatchString(s) || reOpenDateEnd.MatchString(s) {
			matched++
		}
	}
	if matched == 0 {
		t.Fatal("no text matched either regexp: the test checks nothing")
	}
	pieces := []string{"May", "sept", "ſ", "Dec.", "2030", "–", "-", " ", "present", "now", "(x)", ".", "é", "J", "y", "K"}
	state := uint64(11)
	for range 20000 {
		var b strings.Builder
		for range 1 + state%5 {
			state ^= state << 13
			state ^= state >> 7
			state ^= state << 17
			b.WriteString(pieces[state%uint64(len(pieces))])
		}
		checkDateWrapGuards(t, b.String())
	}
}

// FuzzDateWrapGuards: no text the regexps match is passed over.
func FuzzDateWrapGuards(f *testing.F) {
	for _, s := range dateWrapTexts {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		checkDateWrapGuards(t, s)
	})
}
