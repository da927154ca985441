package parse

import (
	"slices"
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/internal/cvtext"
)

// oldPresentAtoms is the search of mergePresent as it was: every byte
// tested as a word's first letter, then each of presentWords in turn.
func oldPresentAtoms(s string, years []atom) []atom {
	var out []atom
	for a := 0; a < len(s); a++ {
		if !presentLead[s[a]] || wordByteBefore(s, a) {
			continue
		}
		if w := oldPresentWordAt(s, a); w > 0 && !insideAtom(years, a) {
			out = append(out, atom{start: a, end: a + w, d: cv.Present, present: true})
		}
	}
	return out
}

// oldPresentWordAt is presentWordAt as it was.
func oldPresentWordAt(s string, a int) int {
	switch lowerASCII(s[a]) {
	case 'p', 'n', 'c', 't', 'o':
	default:
		return 0
	}
	if wordByteBefore(s, a) {
		return 0
	}
	for _, w := range presentWords {
		if w[0] == s[a]|0x20 && len(s)-a >= len(w) && indexFoldASCII(s[a:a+len(w)], w) == 0 && !wordByteAt(s, a+len(w)) {
			return len(w)
		}
	}
	return 0
}

// presentPieces are the pieces TestPresentAtWordStarts joins at random:
// the words for now and their parts, in both cases, years, word and
// non-word bytes around them.
var presentPieces = []string{
	"present", "PRESENT", "Present", "pres", "ent", "now", "NOW", "nowhere", "current", "Currently", "today", "TODAY",
	"to date", "to", " date", "TO DATE", "ongoing", "Ongoing", "on", "going", "2031", "1999", " ", "–", "-", "_", "x",
	"0", "é", ".", "(", ")", "p", "n", "c", "t", "o", "ſ",
}

// TestPresentAtWordStarts holds the word-by-word search for the words
// for "present" to the byte-by-byte one, with the year atoms findDates
// reads, on fictional lines, every sample line and random joins.
func TestPresentAtWordStarts(t *testing.T) {
	in := []string{"", "2031 – present", "2031–now", "2031 to date", "2031-today.", "x2031 present_", "_present 2031", "2031 Nowadays", "2031 (ongoing)"}
	for _, data := range sampleCVs(t) {
		in = append(in, strings.Split(string(data), "\n")...)
	}
	found := 0
	check := func(s string) {
		var buf [8]atom
		years := appendAtomsYearsOnly(buf[:0], s)
		got, want := presentAtWordStarts(s, years), oldPresentAtoms(s, years)
		if !slices.Equal(got, want) {
			t.Fatalf("presentAtWordStarts(%q) = %v, the old search %v", s, got, want)
		}
		found += len(got)
	}
	for _, s := range in {
		check(s)
	}
	for s := range cvtext.Joins(29, 11, presentPieces, 60000, 8) {
		check(s)
	}
	if found < 5000 {
		t.Fatalf("only %d words for present found: too few to hold the search", found)
	}
	t.Logf("%d words for present found", found)
}

// appendAtomsYearsOnly is appendAtoms's atoms before the words for
// "present" are merged in: the atoms that are not such a word.
func appendAtomsYearsOnly(out []atom, s string) []atom {
	for _, a := range appendAtoms(out, s) {
		if !a.present {
			out = append(out, a)
		}
	}
	return out
}

// FuzzPresentAtWordStarts: the word-by-word search finds what the old
// byte-by-byte one found, with the year atoms findDates reads.
func FuzzPresentAtWordStarts(f *testing.F) {
	for _, s := range []string{"2031 – present", "2031–now", "x2031 to date.", "Today 2030", "_now 2031 ongoing"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		years := appendAtomsYearsOnly(nil, s)
		if got, want := presentAtWordStarts(s, years), oldPresentAtoms(s, years); !slices.Equal(got, want) {
			t.Fatalf("presentAtWordStarts(%q) = %v, the old search %v", s, got, want)
		}
	})
}
