package sections

import (
	"strings"
	"testing"
)

// TestClassifyText: looking the words up as they are read gives the
// rule that the list of words gives, on crafted headings (a word longer
// than the buffer, text beyond ASCII, digits and marks between words)
// and on random joins of heading words.
func TestClassifyText(t *testing.T) {
	check := func(s string) {
		t.Helper()
		r, ok := sectionIndex.classifyText(s)
		wr, wok := sectionIndex.classify(words(s))
		if r != wr || ok != wok {
			t.Fatalf("classifyText(%q) = %d %v, want %d %v", s, r, ok, wr, wok)
		}
	}
	for _, s := range append(classifyExtras,
		"Publicationsxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx and Talks", strings.Repeat("a", 32)+" Talks", strings.Repeat("b", 33),
		"Öffentliche Publications", "TEACHING—2030", "open_source", "Open-Source", "2030 Awards:", "Honours\xff",
	) {
		check(s)
	}
	pieces := append(strings.Fields(strings.Join(classifyExtras, " ")), " ", "-", "&", "é", "2030", "_", ":")
	state := uint64(23)
	for range 20000 {
		var b strings.Builder
		for range 1 + state%5 {
			state ^= state << 13
			state ^= state >> 7
			state ^= state << 17
			b.WriteString(pieces[state%uint64(len(pieces))])
			if state%3 == 0 {
				b.WriteString(" ")
			}
		}
		check(b.String())
	}
}
