package parse

import (
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/internal/cvtext"
)

// sentenceBreakRef is sentenceBreak as it was: every byte asked whether
// it is a period with a space after it.
func sentenceBreakRef(s string) int {
	for i := 2; i+1 < len(s); i++ {
		if s[i] != '.' || s[i+1] != ' ' {
			continue
		}
		w := s[strings.LastIndexByte(s[:i], ' ')+1 : i]
		if len(w) >= 2 && notAllUpper(w) {
			return i
		}
	}
	return -1
}

// checkA21bAuthors fails when sentenceBreak or bareSegment differs from
// what they replaced on s, or on s trimmed as authorPrefix trims its
// segments.
func checkA21bAuthors(t *testing.T, s string) {
	t.Helper()
	for _, x := range []string{s, strings.TrimSpace(s)} {
		if got, want := sentenceBreak(x), sentenceBreakRef(x); got != want {
			t.Fatalf("sentenceBreak(%q) = %d, want %d", x, got, want)
		}
		if got, want := bareSegment(x), strings.TrimSpace(stripMarks(x)); got != want {
			t.Fatalf("bareSegment(%q) = %q, want %q", x, got, want)
		}
	}
}

// a21bAuthorPieces are fictional pieces of author lists and the text
// after them: initials, sentence ends, marks, white space of every kind
// and runes beyond ASCII.
var a21bAuthorPieces = []string{" ", ". ", ".", "A.", "Quill", "Ada", "Bo Reyes", "Gantt. The title", "al.", "US. ", "Xy.",
	"*", "†", "¹", "^1", "equal", "qual", "\t", "\v", "\f", "\r", "\n", "\u00a0", "\u2003", "é", "Łęcka", ",", " and ", "— ", "(", ")"}

// TestA21bAuthors holds sentenceBreak and bareSegment to the code they
// replaced on crafted text, on every sample and corpus line and on
// random joins of author-list pieces.
func TestA21bAuthors(t *testing.T) {
	texts := []string{"", "ab", "Ab. ", "Ada Quill. Title", "A. B. Quill. Folding boats", "X. Y.", "Gantt. The", "\u00a0Ada\u00a0",
		"Ada\v", "\tAda", "Ada*", "Ada Quill†", "Ada¹ ", "equal contribution"}
	breaks := 0
	for _, s := range withCVLines(t, texts) {
		checkA21bAuthors(t, s)
		for seg := range strings.SplitSeq(s, ",") {
			checkA21bAuthors(t, seg)
		}
	}
	for s := range cvtext.Joins(21, 11, a21bAuthorPieces, 100000, 9) {
		checkA21bAuthors(t, s)
		if sentenceBreakRef(s) >= 0 {
			breaks++
		}
	}
	if breaks < 10000 {
		t.Fatalf("only %d joins had a sentence break: the test reads too little", breaks)
	}
}

// FuzzA21bAuthors holds sentenceBreak and bareSegment to the code they
// replaced on any text:
//
//	go test -run '^$' -fuzz FuzzA21bAuthors ./cv/parse
func FuzzA21bAuthors(f *testing.F) {
	for _, s := range []string{"Ada Quill. Title", "X. Y.", "\u00a0Ada\u00a0", "Ada\v", "Ada¹ ", "equal contribution"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		checkA21bAuthors(t, s)
	})
}
