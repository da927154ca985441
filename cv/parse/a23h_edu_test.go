package parse

import (
	"slices"
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/internal/cvtext"
)

// startsDegreeOld is startsDegree as it was, asking degreeIn of each
// part's text (the oracle of startsDegreeField).
func startsDegreeOld(parts []string) bool {
	for _, c := range parts {
		if _, _, ok := degreeIn(c); ok {
			return true
		}
	}
	return false
}

// checkEduFields holds eduFields to the parts as they were read
// (eduPartsRef) and each field's degree to degreeIn of its text.
func checkEduFields(t *testing.T, s string) {
	t.Helper()
	var fb [2]eduField // smaller than some lines' fields: append must grow it
	fs := eduFields(s, fb[:0])
	texts := make([]string, len(fs))
	for i, f := range fs {
		texts[i] = f.text
		deg, end, ok := degreeIn(f.text)
		if f.deg != deg || f.end != end || f.isDeg != ok {
			t.Fatalf("eduFields(%q)[%d] = %q %d %v, degreeIn(%q) gives %q %d %v", s, i, f.deg, f.end, f.isDeg, f.text, deg, end, ok)
		}
	}
	if want := eduPartsRef(s); !slices.Equal(texts, want) {
		t.Fatalf("eduFields(%q) = %q, eduPartsRef gives %q", s, texts, want)
	}
	if got, want := startsDegreeField(fs), startsDegreeOld(texts); got != want {
		t.Fatalf("startsDegreeField(%q) = %v, startsDegree gives %v", s, got, want)
	}
	if got, want := isDegreeText(s), startsDegreeOld([]string{s}); got != want {
		t.Fatalf("isDegreeText(%q) = %v, want %v", s, got, want)
	}
}

var eduFieldTexts = []string{"", "Ph.D. in Kite Studies, Harbour University, Springfield", "B.S. at Harbour University",
	"MSc from Institute of Sand | 2031", "Harbour University, Ph.D. Kite Studies", "(Ph.D.)", "-:",
	"Master’s of Science at Harbour University", "M.A. – Kite Studies – Institute of Sand"}

// TestEduFields holds eduFields to the old reading on fictional lines,
// every line of the sample CVs and 100,000 random joins.
func TestEduFields(t *testing.T) {
	degs := 0
	for _, s := range withCVLines(t, eduFieldTexts) {
		checkEduFields(t, s)
	}
	for s := range cvtext.Joins(23, 31, append(eduPartPieces, "’", "Master’s"), 100000, 8) {
		checkEduFields(t, s)
		if startsDegreeField(eduFields(s, nil)) {
			degs++
		}
	}
	if degs < 10000 {
		t.Fatalf("%d joins name a degree: the test reads too few", degs)
	}
}

// FuzzEduFields holds eduFields to the old reading on any text:
//
//	go test -run '^$' -fuzz FuzzEduFields ./cv/parse
func FuzzEduFields(f *testing.F) {
	for _, s := range eduFieldTexts {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		checkEduFields(t, s)
	})
}

// checkEmptyBrackets holds the guard before emptyDateBrackets to the
// replacement: where it says no, Replace leaves s as it is.
func checkEmptyBrackets(t *testing.T, s string) bool {
	t.Helper()
	held := holdsEmptyBrackets(s)
	if changed := emptyDateBrackets.Replace(s) != s; changed != held {
		t.Fatalf("holdsEmptyBrackets(%q) = %v, but Replace changes it: %v", s, held, changed)
	}
	return held
}

// TestEmptyBrackets holds holdsEmptyBrackets to emptyDateBrackets on
// fictional texts, every sample line and random joins of brackets.
func TestEmptyBrackets(t *testing.T) {
	held := 0
	for _, s := range withCVLines(t, []string{"", "()", "( )", "[ ]", "[]", "(EPFL) ", "Kite School ( ), Harbour", "(  )", "[x]"}) {
		checkEmptyBrackets(t, s)
	}
	for s := range cvtext.Joins(23, 14, []string{"(", ")", "[", "]", " ", "  ", "x", "é"}, 50000, 6) {
		if checkEmptyBrackets(t, s) {
			held++
		}
	}
	if held < 2000 {
		t.Fatalf("%d joins hold empty brackets: the test reads too few", held)
	}
}

// FuzzEmptyBrackets holds holdsEmptyBrackets to emptyDateBrackets on
// any text:
//
//	go test -run '^$' -fuzz FuzzEmptyBrackets ./cv/parse
func FuzzEmptyBrackets(f *testing.F) {
	f.Add("Kite School ( ), Harbour")
	f.Fuzz(func(t *testing.T, s string) {
		checkEmptyBrackets(t, s)
	})
}

// checkSingleSpaced holds singleSpaced to strings.Fields joined.
func checkSingleSpaced(t *testing.T, s string) bool {
	t.Helper()
	if got, want := singleSpaced(s), strings.Join(strings.Fields(s), " "); got != want {
		t.Fatalf("singleSpaced(%q) = %q, want %q", s, got, want)
	}
	return isSingleSpacedASCII(s)
}

// TestSingleSpaced holds singleSpaced to strings.Fields joined on
// fictional names, every sample line and random joins of words, spaces,
// other white space (ASCII and beyond) and letters beyond ASCII.
func TestSingleSpaced(t *testing.T) {
	for _, s := range withCVLines(t, []string{"", " ", "Harbour University", " Harbour", "Harbour ", "Harbour  University", "Kite\tSchool", "Zürich", "a\u00a0b", "a\u0085b"}) {
		checkSingleSpaced(t, s)
	}
	fast := 0
	for s := range cvtext.Joins(23, 15, []string{" ", "  ", "\t", "\n", "\v", "\f", "\r", "\u00a0", "\u2003", "\u0085", "Kite", "x", "é", ","}, 50000, 7) {
		if checkSingleSpaced(t, s) {
			fast++
		}
	}
	if fast < 2000 {
		t.Fatalf("%d joins read without a copy: the test reads too few", fast)
	}
}

// FuzzSingleSpaced holds singleSpaced to strings.Fields joined on any
// text:
//
//	go test -run '^$' -fuzz FuzzSingleSpaced ./cv/parse
func FuzzSingleSpaced(f *testing.F) {
	f.Add("Harbour  University ")
	f.Fuzz(func(t *testing.T, s string) {
		checkSingleSpaced(t, s)
	})
}
