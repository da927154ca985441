package venue

import (
	"cmp"
	"maps"
	"slices"
	"strings"
)

// The matching index in its resident form holds no pointers the garbage
// collector must follow, but for a few slice headers: every word and key
// text is a range of one string (Catalog.keyText, vocabText, lookupText),
// every key a small struct of offsets into flat arrays of ids, words and
// flags, every bucket a range of one array (by first word id, rawStart
// and nameStart), every map of strings an open-addressed table of
// numbers. A collection then marks a handful of objects instead of
// scanning a megabyte of string and slice headers that live for the run.

// rawKey is an acronym or alias: its words are keyIDs and
// keyWords[first:first+n].
type rawKey struct {
	first    uint32
	n        uint32
	venue    int32
	yearOnly bool // only with a following year or alone in brackets
	tagOnly  bool // only as a tag: opening the text or a bracket, a year after it (tagOnlyAt)
}

// keyWord is one word of a rawKey: the word as written and in capitals,
// at text in Catalog.keyText (the capitals follow the word).
type keyWord struct {
	text   uint32
	wlen   uint16
	ulen   uint16
	strict bool // must match exactly or in capitals
	sep    byte // a mark the gap before the word must hold, or 0 (keySep); 0 for the first word
}

// nameKey is a normalised full name: its word ids are
// nameIDs[first:first+n].
type nameKey struct {
	first, n uint32
	venue    int32
}

// rawSpec is a rawKey as index and decodeCatalog work it out, before
// packing.
type rawSpec struct {
	words    []string // as written
	upper    []string // words in capitals
	strict   []bool   // word must match exactly or in capitals
	ids      []int32  // lower-case word ids
	seps     []byte   // by gap between words: a mark the text must hold there, or 0 (keySep)
	venue    int32
	yearOnly bool
	tagOnly  bool
}

// nameSpec is a nameKey before packing.
type nameSpec struct {
	ids   []int32
	venue int32
}

// maxKeyWord is the longest word a key may hold, in bytes (keyWord's
// lengths are 16 bits); index drops longer keys, decodeCatalog refuses
// them.
const maxKeyWord = 1<<16 - 1

// rawOf returns the acronyms and aliases that open with word id and
// their secondCodes.
func (c *Catalog) rawOf(id int32) ([]rawKey, []int32) {
	a, b := c.rawStart[id], c.rawStart[id+1]
	if a == b {
		return nil, nil // most words open no key
	}
	return c.rawKeys[a:b], c.rawSecond[a:b]
}

// namesOf returns the full names that open with word id.
func (c *Catalog) namesOf(id int32) []nameKey {
	a, b := c.nameStart[id], c.nameStart[id+1]
	if a == b {
		return nil
	}
	return c.nameKeys[a:b]
}

// keyIDsOf returns k's word ids.
func (c *Catalog) keyIDsOf(k *rawKey) []int32 { return c.keyIDs[k.first : k.first+k.n] }

// nameIDsOf returns k's word ids.
func (c *Catalog) nameIDsOf(k *nameKey) []int32 { return c.nameIDs[k.first : k.first+k.n] }

// word returns w as written; upper, in capitals.
func (c *Catalog) word(w *keyWord) string {
	return c.keyText[w.text : w.text+uint32(w.wlen)]
}

func (c *Catalog) upper(w *keyWord) string {
	s := w.text + uint32(w.wlen)
	return c.keyText[s : s+uint32(w.ulen)]
}

// packKeys packs the acronym and alias keys and the full names into c,
// grouped by first word id (nWords of them), each group in the order
// given.
func (c *Catalog) packKeys(raws []rawSpec, names []nameSpec, nWords int) {
	var text strings.Builder
	c.rawKeys, c.rawSecond = make([]rawKey, 0, len(raws)), make([]int32, 0, len(raws))
	c.rawStart = make([]uint32, nWords+1)
	words := 0
	for i := range raws {
		words += len(raws[i].ids)
	}
	c.keyIDs, c.keyWords = make([]int32, 0, words), make([]keyWord, 0, words)
	for _, x := range byFirst(len(raws), nWords, func(i int) int32 { return raws[i].ids[0] }, c.rawStart) {
		c.packRaw(&raws[x], &text)
	}
	c.keyText = text.String()
	c.nameKeys, c.nameStart = make([]nameKey, 0, len(names)), make([]uint32, nWords+1)
	words = 0
	for i := range names {
		words += len(names[i].ids)
	}
	c.nameIDs = make([]int32, 0, words)
	for _, x := range byFirst(len(names), nWords, func(i int) int32 { return names[i].ids[0] }, c.nameStart) {
		n := &names[x]
		c.nameKeys = append(c.nameKeys, nameKey{first: uint32(len(c.nameIDs)), n: uint32(len(n.ids)), venue: n.venue})
		c.nameIDs = append(c.nameIDs, n.ids...)
	}
}

// byFirst returns 0..n-1 stably sorted by first(i) (each below nWords),
// and fills start with the groups' bounds.
func byFirst(n, nWords int, first func(int) int32, start []uint32) []int32 {
	for i := range n {
		start[first(i)+1]++
	}
	for id := range nWords {
		start[id+1] += start[id]
	}
	next := slices.Clone(start[:nWords])
	order := make([]int32, n)
	for i := range n {
		f := first(i)
		order[next[f]] = int32(i)
		next[f]++
	}
	return order
}

// packRaw appends key r to c's flat arrays, its texts to text.
func (c *Catalog) packRaw(r *rawSpec, text *strings.Builder) {
	k := rawKey{first: uint32(len(c.keyIDs)), n: uint32(len(r.ids)), venue: r.venue, yearOnly: r.yearOnly, tagOnly: r.tagOnly}
	for j, id := range r.ids {
		w := keyWord{text: uint32(text.Len()), wlen: uint16(len(r.words[j])), ulen: uint16(len(r.upper[j])), strict: r.strict[j]}
		if j > 0 {
			w.sep = r.seps[j-1]
		}
		text.WriteString(r.words[j])
		text.WriteString(r.upper[j])
		c.keyIDs = append(c.keyIDs, id)
		c.keyWords = append(c.keyWords, w)
	}
	c.rawKeys = append(c.rawKeys, k)
	c.rawSecond = append(c.rawSecond, secondCode(r.ids))
}

// packVocab keeps words (by id) as one string and the table that finds
// an id by the word's hash.
func (c *Catalog) packVocab(words []string) {
	var text strings.Builder
	c.vocabOff = make([]uint32, len(words)+1)
	for id, w := range words {
		text.WriteString(w)
		c.vocabOff[id+1] = uint32(text.Len())
	}
	c.vocabText = text.String()
	c.vocabTab = vocabTable(words, c.vocabOff)
}

// vocabWord returns the word of id.
func (c *Catalog) vocabWord(id int32) string {
	return c.vocabText[c.vocabOff[id]:c.vocabOff[id+1]]
}

// nWords is the size of the vocabulary.
func (c *Catalog) nWords() int { return len(c.vocabOff) - 1 }

// vocabOf is the id of lower-case word w, or -1.
func (c *Catalog) vocabOf(w string) int32 {
	if c.nWords() <= 0 {
		return -1
	}
	h := wordHash(w)
	mask := uint32(len(c.vocabTab) - 1)
	for i := h & mask; ; i = (i + 1) & mask {
		sl := c.vocabTab[i]
		if sl.id1 == 0 {
			return -1
		}
		if sl.hash == h && int(sl.n) == len(w) && c.vocabText[sl.off:sl.off+sl.n] == w {
			return sl.id1 - 1
		}
	}
}

// lookupSlot is a slot of Catalog.lookupTab: a key's hash, its text
// (lookupText[off:end]) and the entry it names + 1 (0: an empty slot).
type lookupSlot struct {
	hash     uint32
	entry1   int32
	off, end uint32
}

// packLookupMap is packLookup of the keys of m (key -> entry), in key
// order.
func (c *Catalog) packLookupMap(m map[string]int32) {
	keys := slices.Sorted(maps.Keys(m))
	owners := make([]int32, len(keys))
	for i, k := range keys {
		owners[i] = m[k]
	}
	c.packLookup(keys, owners)
}

// packLookup keeps the acronym and alias keys (distinct) and the
// entries they name (owners) in an open-addressed table of at least two
// slots per key, their texts in one string, in the order given.
func (c *Catalog) packLookup(keys []string, owners []int32) {
	size := 64
	for size < 2*len(keys) {
		size *= 2
	}
	c.lookupTab = make([]lookupSlot, size)
	mask := uint32(size - 1)
	var text strings.Builder
	for x, k := range keys {
		h := wordHash(k)
		i := h & mask
		for c.lookupTab[i].entry1 != 0 {
			i = (i + 1) & mask
		}
		off := uint32(text.Len())
		text.WriteString(k)
		c.lookupTab[i] = lookupSlot{hash: h, entry1: owners[x] + 1, off: off, end: uint32(text.Len())}
	}
	c.lookupText = text.String()
}

// lookupKey returns the entry whose acronym or alias has key k (keyOf).
func (c *Catalog) lookupKey(k string) (int32, bool) {
	if len(c.lookupTab) == 0 {
		return 0, false
	}
	h := wordHash(k)
	mask := uint32(len(c.lookupTab) - 1)
	for i := h & mask; ; i = (i + 1) & mask {
		sl := c.lookupTab[i]
		if sl.entry1 == 0 {
			return 0, false
		}
		if sl.hash == h && c.lookupText[sl.off:sl.end] == k {
			return sl.entry1 - 1, true
		}
	}
}

// lookupKeys returns every key of the lookup table and its entry,
// sorted by key.
func (c *Catalog) lookupKeys() ([]string, []int32) {
	type kv struct {
		k string
		v int32
	}
	var all []kv
	for _, sl := range c.lookupTab {
		if sl.entry1 != 0 {
			all = append(all, kv{c.lookupText[sl.off:sl.end], sl.entry1 - 1})
		}
	}
	slices.SortFunc(all, func(a, b kv) int { return cmp.Compare(a.k, b.k) })
	keys, vals := make([]string, len(all)), make([]int32, len(all))
	for i, x := range all {
		keys[i], vals[i] = x.k, x.v
	}
	return keys, vals
}
