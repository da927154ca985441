package parse

import (
	"reflect"
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/internal/cvtext"
)

// datesByAllAtoms is findDates before round 21c: the spans of every
// atom of s (atoms, which holds the words for "present" wherever they
// stand). Kept as the oracle of appendSpanAtoms.
func datesByAllAtoms(s string) []dateSpan {
	if !hasYear(s) {
		return nil
	}
	return appendDateSpans([]dateSpan{}, s, atoms(s))
}

// checkSpanAtoms holds the date finders that read appendSpanAtoms
// (findDates, the memo's arena) to the spans of all the atoms, on s and
// on each suffix and window of it.
func checkSpanAtoms(t *testing.T, m *memo, s string) {
	t.Helper()
	for _, w := range append(windows(s, 24), s) {
		want := datesByAllAtoms(w)
		if got := findDates(w); !reflect.DeepEqual(got, want) {
			t.Fatalf("findDates(%q) = %v, all atoms give %v", w, got, want)
		}
		if got := m.findDates(w); !reflect.DeepEqual(got, want) {
			t.Fatalf("memo findDates(%q) = %v, all atoms give %v", w, got, want)
		}
	}
}

// spanAtomPieces are pieces of dated text: years, months, the words for
// "present" (in either case, glued to a word or not), dashes and the
// words of a range.
var spanAtomPieces = []string{"2031", "1999", "2020-03", "2021.6", "May", "Sept.", "Spring", "12", " ", " ", "–", "-", "—", "to", "until",
	"since", "Since", "present", "Present", "now", "NOW", "current", "today", "to date", "ongoing", "(expected)", "x", "/", ",", ".",
	"é", "Kite", "Lab"}

// TestSpanAtoms: the dates made of the atoms that appendSpanAtoms finds
// are those of every atom, on fictional lines, every sample and corpus
// line and random joins of date pieces; and atoms still finds the words
// for "present" before a date.
func TestSpanAtoms(t *testing.T) {
	texts := withCVLines(t, []string{"Kite Engineer, Lantern Works, May 2031 – present", "present 2031", "Now: 2031 – now",
		"currently 2029–2031 current", "2031 2029 – present", "Sept–Dec 2031 to date", "xMay2031 present", "today2031 - today",
		"ongoing since 2029", "2031 – Present (expected)", "Present – 2031 – present"})
	m := newMemo()
	for _, s := range texts {
		checkSpanAtoms(t, m, s)
	}
	for s := range cvtext.Joins(21, 5, spanAtomPieces, 20000, 9) {
		checkSpanAtoms(t, m, s)
	}
	if as := atoms("present, 2031"); len(as) != 2 || !as[0].present {
		t.Fatalf("atoms(%q) = %v, want the word for present and the year", "present, 2031", as)
	}
}

func FuzzSpanAtoms(f *testing.F) {
	for _, s := range []string{"May 2031 – present", "present 2031", "2031 2029 – now", "Sept–Dec 2031 to date", strings.Repeat("2031 now ", 3)} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		checkSpanAtoms(t, newMemo(), s)
	})
}
