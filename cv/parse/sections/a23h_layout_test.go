package sections

import (
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/internal/cvtext"

	"github.com/vitae-cv/vitae/cv/parse/lines"
)

// standaloneOld and tightSubsectionOld are standalone and
// tightSubsection as they were before the layout was asked before the
// text (the oracles).
func standaloneOld(ls []lines.Line, i int) bool {
	l := &ls[i]
	if l.Heading > 0 || l.Bold {
		return true
	}
	prevBlank := i == 0 || ls[i-1].Blank
	nextBlank := i+1 >= len(ls) || ls[i+1].Blank
	if AllCaps(l.Text) {
		return prevBlank || nextBlank
	}
	return prevBlank
}

func tightSubsectionOld(ls []lines.Line, i int) bool {
	l := &ls[i]
	if wordsUpTo(l.Text, 4) > 4 || strings.ContainsAny(l.Text, "[]") || strings.HasSuffix(l.Text, ".") {
		return false
	}
	return i+1 < len(ls) && ls[i+1].List != ""
}

// checkLayout holds standalone and tightSubsection to the old readings
// at every line of text; it returns how many lines each accepts.
func checkLayout(t *testing.T, text string) (apart, tight int) {
	t.Helper()
	ls := lines.FromText(text)
	for i := range ls {
		got, want := standalone(ls, i), standaloneOld(ls, i)
		if got != want {
			t.Fatalf("standalone(line %d %q) = %v, the old reading gives %v", i, ls[i].Text, got, want)
		}
		if got {
			apart++
		}
		got, want = tightSubsection(ls, i), tightSubsectionOld(ls, i)
		if got != want {
			t.Fatalf("tightSubsection(line %d %q) = %v, the old reading gives %v", i, ls[i].Text, got, want)
		}
		if got {
			tight++
		}
	}
	return apart, tight
}

// TestLayoutOld holds standalone and tightSubsection to the old
// readings on fictional texts, the sample CVs and random joins of lines
// in capitals or not, blank lines, list items and bold lines.
func TestLayoutOld(t *testing.T) {
	for _, s := range append(headTexts, sampleTexts(t)...) {
		checkLayout(t, s)
	}
	pieces := []string{"\n", "\n\n", "- ", "1. ", "**", "TALKS", "Journal Articles", "Kite Notes on Wind and Sand.",
		"[1] R. Ashgrove", "## ", " ", "É"}
	apart, tight := 0, 0
	for s := range cvtext.Joins(23, 13, pieces, 20000, 10) {
		a, b := checkLayout(t, s)
		apart, tight = apart+a, tight+b
	}
	if apart < 5000 || tight < 1000 {
		t.Fatalf("%d lines apart, %d tight sub-sections: the test reads too few", apart, tight)
	}
}

// FuzzLayoutOld holds standalone and tightSubsection to the old
// readings on any text:
//
//	go test -run '^$' -fuzz FuzzLayoutOld ./cv/parse/sections
func FuzzLayoutOld(f *testing.F) {
	for _, s := range headTexts {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		checkLayout(t, s)
	})
}
