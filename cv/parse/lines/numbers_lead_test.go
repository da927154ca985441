package lines

import (
	"testing"

	"github.com/vitae-cv/vitae/cv/doc"
	"github.com/vitae-cv/vitae/internal/cvtext"
)

// numberLeadPieces are the pieces TestMayLeadNumber joins at random:
// spaces, bullets, digits, list item tags, brackets and words.
var numberLeadPieces = []string{
	" ", "\t", "\f", "-", "*", "+", "•", "–", "▪", "\uf0b7", "1", "12", "2031", "10421", ".", ")", "[", "]", "[A", "<li>", "<LI class=x>",
	"<li", ">", "<b>", "Fictional", "a", "é", "_", "#", "(", "0",
}

// TestMayLeadNumber: where mayLeadNumber rules a line out,
// leadingListNumber finds no number in it, and where mayHaveListNumber
// does, typedListNumber finds none (on fictional, sample and corpus
// lines and random joins, with and without markers).
func TestMayLeadNumber(t *testing.T) {
	in := withCVLines(t, []string{"", " ", "1. x", "  1042. x", "[12] x", "<li>3. x", "- 12. x", "• 2031. x", "Fictional 1042. x"})
	for r := range cvtext.Joins(23, 9, numberLeadPieces, 60000, 6) {
		in = append(in, r)
	}
	// every lead, number and end: the lines that hold numbers
	for _, lead := range []string{"", "  ", "\t", "- ", "* ", "+ ", "• ", "–  ", "<li>", " <LI class=x> ", "[", "[A", "[ABC", "x", "é"} {
		for _, num := range []string{"1", "12", "999", "2031", "10421", ""} {
			for _, end := range []string{". x", ") x", "] x", ".x", "]"} {
				in = append(in, lead+num+end)
			}
		}
	}
	found := 0
	for _, r := range in {
		if _, _, ok := leadingListNumber(r); ok {
			found++
			if !mayLeadNumber(r) {
				t.Fatalf("mayLeadNumber(%q) = false, but leadingListNumber finds a number", r)
			}
		}
		for _, l := range []doc.Line{{}, {List: "-"}, {List: "3."}, {List: "1042)"}, {Heading: 2}} {
			if _, _, ok := typedListNumber(l, r); ok && !mayHaveListNumber(l.Heading, l.List, r) {
				t.Fatalf("mayHaveListNumber(%+v, %q) = false, but typedListNumber finds a number", l, r)
			}
		}
	}
	if found < 300 {
		t.Fatalf("only %d lines with a number: too few to hold the test", found)
	}
	t.Logf("%d lines with a number", found)
}

// FuzzMayLeadNumber: no line ruled out holds a list number.
func FuzzMayLeadNumber(f *testing.F) {
	for _, s := range []string{"1. x", "  1042. x", "[12] x", "<li>3. x", "- 12. x", "• 2031. x", "Fictional"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, r string) {
		if _, _, ok := leadingListNumber(r); ok && !mayLeadNumber(r) {
			t.Fatalf("mayLeadNumber(%q) = false, but leadingListNumber finds a number", r)
		}
	})
}
