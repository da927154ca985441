package parse

import (
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/internal/cvtext"
)

// proseWordsRef is what isProseRun read of a line before proseWords: the
// oracle of TestA23pProseWords.
func proseWordsRef(t string) (words, lower int, quoted bool) {
	if strings.ContainsAny(t, "“”\"") {
		return 0, 0, true
	}
	for _, w := range strings.Fields(t) {
		words++
		if isLowerWord(strings.Trim(w, ".,;:()")) {
			lower++
		}
	}
	return words, lower, false
}

// checkA23pProse fails when proseWords differs from proseWordsRef on s;
// it returns the lower-case words counted.
func checkA23pProse(t *testing.T, s string) int {
	t.Helper()
	w, l, q := proseWords(s)
	rw, rl, rq := proseWordsRef(s)
	if w != rw || l != rl || q != rq {
		t.Fatalf("proseWords(%q) = %d, %d, %v; want %d, %d, %v", s, w, l, q, rw, rl, rq)
	}
	return l
}

// a23pProsePieces are fictional pieces of descriptions: lower and
// capitalised words, digits, the trimmed punctuation, quotes straight and
// curly (and bytes that look like them), white space beyond ASCII,
// letters beyond ASCII and bytes that are no UTF-8.
var a23pProsePieces = []string{" ", "  ", "\t", "\u00a0", "\u2003", "we", "fold", "boats", "Boats", "arXiv", "x2", "2x",
	".", ",", ";", ":", "(", ")", "-", "'", "\"", "“", "”", "‘", "’", "\xe2\x80", "\xe2\x80\x9b", "\xe2", "é", "Élan",
	"étude", "ß", "İ", "\xff", "a", "I", "(we", "boats.)"}

// TestA23pProseWords holds proseWords to the code it replaced on crafted
// lines, on every sample and corpus line and on random joins of pieces of
// prose.
func TestA23pProseWords(t *testing.T) {
	texts := []string{"", " ", "we fold boats", "We fold “boats”", "a \"quote\"", "(we) fold, (boats).", "élan and étude",
		"x\u00a0y\u2003z", "\xe2\x80\x9cq", "q\xe2\x80\x9d", "\xe2\x80", "\xe2\xe2\x80\x9c", "...", "A.", "a1 b2 c"}
	for _, s := range withCVLines(t, texts) {
		checkA23pProse(t, s)
	}
	var plain []string // the pieces without a quote: most joins are counted
	for _, p := range a23pProsePieces {
		if !strings.ContainsAny(p, "“”\"") {
			plain = append(plain, p)
		}
	}
	lower, quoted := 0, 0
	for s := range cvtext.Joins(23, 5, plain, 30000, 24) {
		lower += checkA23pProse(t, s)
	}
	for s := range cvtext.Joins(23, 6, a23pProsePieces, 30000, 12) {
		lower += checkA23pProse(t, s)
		if _, _, q := proseWordsRef(s); q {
			quoted++
		}
	}
	if lower < 10000 || quoted < 5000 || quoted > 25000 {
		t.Fatalf("%d lower-case words, %d quoted joins: the test reads too little", lower, quoted)
	}
}

// FuzzA23pProseWords holds proseWords to the code it replaced on any
// text:
//
//	go test -run '^$' -fuzz FuzzA23pProseWords ./cv/parse
func FuzzA23pProseWords(f *testing.F) {
	for _, s := range []string{"we fold boats", "We fold “boats”", "(we) fold, (boats).", "x\u00a0y", "\xe2\xe2\x80\x9c"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		checkA23pProse(t, s)
	})
}
