package names

import (
	"testing"

	"github.com/vitae-cv/vitae/internal/cvtext"
)

// checkRuledOut fails when RuledOut(s) holds of a text that the full
// split and test read as a list of names. It reports whether RuledOut
// held and whether the full test read s as a list.
func checkRuledOut(t *testing.T, s string) (ruled, list bool) {
	t.Helper()
	l := Split(s)
	list = IsNameListOf(l) || IsNameListOfBy(l, IsBareName) || IsNameList(l.Names)
	ruled = RuledOut(s)
	if ruled && list {
		t.Fatalf("RuledOut(%q) = true, but Split reads a list of names: %q", s, l.Names)
	}
	return ruled, list
}

// a22aRuledTexts are fictional texts on both sides of RuledOut's test:
// the bytes it looks for before, inside and after brackets, quotation
// marks, notes the split drops and marks, and lists that keep a segment
// that is no name (a byte no name holds, but not one of RuledOut's).
var a22aRuledTexts = []string{
	"Quill: A Study of Ledgers",
	"Ada Quill, Bo Reyes: Ledgers",
	"Why Ledgers? A Study",
	"Ledgers!",
	"Ada Quill, Bo Reyes (alphabetical: order)",
	"Ada Quill, Bo Reyes [order: alphabetical]",
	"Ada Quill (equal contribution: both), Bo Reyes",
	"Ada \"Bo:b\" Quill, Cy Tam",
	"Ada “Bo!” Quill, Cy Tam",
	"Ada Quill^{*}, Bo Reyes^1: x",
	"A. Quill, B. Reyes, et al.: x",
	"Quill, A.; Reyes, B.: x",
	"Ada Quill and Bo Reyes & Cy Tam",
	"Ada Quill, Bo Reyes",
	"Ada Quill, Bo Reyes, Cy Tam, Di Lund, N/A",
	"Ada Quill, Bo Reyes, Cy Tam, Di Lund, Room 1",
	"",
	":",
	"we read the ledgers of the town",
	"we read the ledgers of",
	"we read and the ledgers of town",
	"Ada Quill, bo reyes et al the ledgers of town",
	"ada quill bo reyes cy tam, Di Lund",
	"ada quill bo reyes cy tam etc",
	"Ada Quill, Bo Reyes (we read the ledgers of the town)",
	"Ada Quill, Bo Reyes, (we read the ledgers of the town)",
	"Ada Quill, Bo Reyes [we read the ledgers of the town]",
	"a* b* c* d* e* f*, Ada Quill, Bo Reyes, Cy Tam",
	"a b c d e f, Ada Quill, Bo Reyes, Cy Tam",
	"Ada Quill, Bo Reyes, Cy Tam, Di Lund, Eva Moss, Ada de and van and von Quill",
	"Ada Quill, Bo Reyes, Cy Tam, Di Lund, Eva Moss, Ada de van et al von van Quill",
	"Ada Quill, Bo Reyes, Cy Tam, Di Lund, Eva Moss, Ada de van von der etc",
	"Ada Quill, Bo Reyes, Cy Tam, Di Lund, Eva Moss, Ada de van von der Quill",
}

// a22aRuledPieces are fictional pieces of author lists and of what is
// not one, joined at random.
var a22aRuledPieces = []string{
	"Ada", "Quill", "Bo Reyes", "A.", "B. K.", ", ", ",", " ", " and ", " & ", "; ", ".",
	":", "?", "!", "(", ")", "[", "]", "\"", "“", "”", "^{*}", "*", "†",
	"et al.", "...", "…", "(equal contribution)", "(alphabetical order)", "(Bo)",
	"order", "Study", "de", "van", "\\", "„", "1",
	"we", "read", "the", "ledgers", "of", " a ", "b", " and ", "et", "al", "etc", "  ",
}

// TestRuledOut holds RuledOut to the full split and test on fictional
// texts, every sample and corpus line and random joins: it never rules
// out a list, and it rules out many texts.
func TestRuledOut(t *testing.T) {
	ruledN, lists := 0, 0
	for _, s := range cvLines(t, a22aRuledTexts) {
		if r, _ := checkRuledOut(t, s); r {
			ruledN++
		}
	}
	if ruledN < 8 {
		t.Fatalf("only %d lines ruled out: the test reads too little", ruledN)
	}
	ruledN = 0
	for s := range cvtext.Joins(22, 1, a22aRuledPieces, 300000, 9) {
		r, l := checkRuledOut(t, s)
		if r {
			ruledN++
		}
		if l {
			lists++
		}
	}
	if ruledN < 30000 || lists < 3000 {
		t.Fatalf("%d joins ruled out, %d lists: the test reads too little", ruledN, lists)
	}
}

// FuzzRuledOut holds RuledOut to the full split and test on any text:
//
//	go test -run '^$' -fuzz FuzzRuledOut ./cv/parse/names
func FuzzRuledOut(f *testing.F) {
	for _, s := range a22aRuledTexts {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		checkRuledOut(t, s)
	})
}
