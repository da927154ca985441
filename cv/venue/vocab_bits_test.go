package venue

import (
	"os"
	"path/filepath"
	"testing"
)

// TestVocabBits checks that every vocabulary word has its bit set, so the
// bit test in wordID never turns a known word away, and that wordID gives
// the map's answer on every word of the catalogue's names and of the
// corpus CVs (when ../shared is there).
func TestVocabBits(t *testing.T) {
	c := Default()
	c.ready()
	vocab := map[string]int32{} // the reference: a plain map of the vocabulary
	for id := range int32(c.nWords()) {
		vocab[c.vocabWord(id)] = id
	}
	if len(vocab) != c.nWords() || len(vocab) < 1000 {
		t.Fatalf("%d distinct words of %d", len(vocab), c.nWords())
	}
	for w := range vocab {
		if h := wordHash(w); c.vocabBits[h/64%vocabBitWords]&(1<<(h%64)) == 0 {
			t.Fatalf("vocabulary word %q has no bit", w)
		}
	}
	texts := []string{embedded, "Proc. of NSDI '24", "IEEE TRANSACTIONS ON Things", "ÉCOLE"}
	files, _ := filepath.Glob(filepath.Join("..", "..", "..", "shared", "corpus", "*", "*.*"))
	for _, f := range files {
		if b, err := os.ReadFile(f); err == nil {
			texts = append(texts, string(b))
		}
	}
	clear := 0
	for _, text := range texts {
		for _, s := range tokenize(text, nil) {
			w := text[s.start:s.end]
			want, ok := vocab[lowerWord(w)]
			if !ok {
				want = -1
				clear++
			}
			if got := c.wordID(w); got != want {
				t.Fatalf("wordID(%q) = %d, want %d", w, got, want)
			}
		}
	}
	if clear == 0 {
		t.Fatal("no word outside the vocabulary: the test looks at nothing")
	}
}
