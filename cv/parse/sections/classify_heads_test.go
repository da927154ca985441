package sections

import (
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/internal/cvtext"
)

// plainWord is ruleIndex.word as it was: every beginning of w from five
// bytes up to the longest key looked up.
func plainWord(ix *ruleIndex, w string) ruleBits {
	b := ix.exact[w]
	for n := 5; n < len(w) && n <= ix.longest; n++ {
		if p, ok := ix.prefix[w[:n]]; ok {
			b.rules, b.halves = b.rules|p.rules, b.halves|p.halves
		}
	}
	return b
}

// TestWordHeads holds ruleIndex.word, which looks up only the lengths of
// the keys that open as the word does, to plainWord: on every key, every
// key with letters after it and cut short, and random joins of key parts.
func TestWordHeads(t *testing.T) {
	ix := &sectionIndex
	var keys, pieces []string
	for k := range ix.exact {
		keys = append(keys, k, k+"s", k+"ing", k+"x", k[:len(k)/2])
		pieces = append(pieces, k, k[:len(k)/2], k[len(k)/2:])
	}
	pieces = append(pieces, "a", "e", "s", "tion", "é", strings.Repeat("z", 70))
	prefixed := 0
	check := func(w string) {
		got, want := ix.word(w), plainWord(ix, w)
		if got != want {
			t.Fatalf("word(%q) = %+v, plainWord gives %+v", w, got, want)
		}
		if got != ix.exact[w] {
			prefixed++
		}
	}
	for _, w := range keys {
		check(w)
	}
	for w := range cvtext.Joins(20, 5, pieces, 50000, 4) {
		check(w)
	}
	if prefixed < 1000 {
		t.Fatalf("only %d words matched a key by its beginning: too few to hold word", prefixed)
	}
	t.Logf("%d words matched a key by its beginning", prefixed)
}

// TestHeadLensLong: a key of 63 bytes or more is found by a word that
// begins with it (its length shares bit 63).
func TestHeadLensLong(t *testing.T) {
	long := strings.Repeat("fictional", 8) // 72 bytes
	ix := newRuleIndex([]sectionRule{{kind: Skills, words: []string{long}}})
	if b := ix.word(long + "ly"); b.rules != 1 {
		t.Fatalf("word(%q…) = %+v, want rule 0", long[:10], b)
	}
	if b := ix.word(long[:70] + "xx"); b.rules != 0 {
		t.Fatalf("a word not beginning with the key matched it: %+v", b)
	}
}
