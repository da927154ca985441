package venue

import (
	"testing"
)

// refMaps are the plain maps the packed tables stand for: acronym and
// alias key -> entry, word -> id, rebuilt from the venues' own lists.
func refMaps(t testing.TB, c *Catalog) (lookup map[string]int32, vocab map[string]int32) {
	c.ready()
	lookup, vocab = map[string]int32{}, map[string]int32{}
	for _, ss := range c.entrySpecs() {
		for _, s := range ss {
			if s.alias {
				lookup[s.id[2:]] = -1
			}
		}
	}
	for i, v := range c.All() {
		for _, a := range append([]string{v.Acronym}, v.Aliases...) {
			lookup[keyOf(a)] = int32(i)
		}
		for _, n := range v.Names {
			if _, ok := lookup[keyOf(n)]; ok {
				lookup[keyOf(n)] = int32(i) // a short name matched word for word
			}
		}
	}
	for id := range int32(c.nWords()) {
		vocab[c.vocabWord(id)] = id
	}
	if len(lookup) < 1000 || len(vocab) < 1000 {
		t.Fatalf("%d keys, %d words: the reference looks at nothing", len(lookup), len(vocab))
	}
	return lookup, vocab
}

// checkPacked holds the packed look-ups of s to the maps.
func checkPacked(t *testing.T, c *Catalog, lookup, vocab map[string]int32, s string) {
	want, wok := lookup[keyOf(s)]
	if got, ok := c.lookupKey(keyOf(s)); ok != wok || ok && got != want {
		t.Fatalf("lookupKey(%q) = %d %v, want %d %v", keyOf(s), got, ok, want, wok)
	}
	w := lowerWord(s)
	wantID, ok := vocab[w]
	if !ok {
		wantID = -1
	}
	if got := c.vocabOf(w); got != wantID {
		t.Fatalf("vocabOf(%q) = %d, want %d", w, got, wantID)
	}
}

// TestPackedTablesAreTheMaps: every key and word of the catalogue, and
// texts that are none, are found by the packed tables as by plain maps.
func TestPackedTablesAreTheMaps(t *testing.T) {
	c := Default()
	lookup, vocab := refMaps(t, c)
	for k, i := range lookup {
		if i < 0 {
			t.Fatalf("key %q owned by no venue's acronym, alias or name", k)
		}
		checkPacked(t, c, lookup, vocab, k)
	}
	for w := range vocab {
		checkPacked(t, c, lookup, vocab, w)
		checkPacked(t, c, lookup, vocab, w+"x")
	}
	for _, s := range []string{"", "x", "zzqq", "é", "\xff", "Proc. of OSDI"} {
		checkPacked(t, c, lookup, vocab, s)
	}
}

// FuzzPackedLookup holds the packed tables to the maps on any text.
func FuzzPackedLookup(f *testing.F) {
	c := Default()
	lookup, vocab := refMaps(f, c)
	for _, s := range []string{"OSDI", "usenix atc", "iot-j", "proceedings", "Zürich", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		checkPacked(t, c, lookup, vocab, s)
	})
}
