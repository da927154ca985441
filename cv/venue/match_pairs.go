package venue

import (
	"maps"
	"slices"
)

// A few words open hundreds of the catalogue's keys ("Conference" opens
// most full names once their stop words are dropped, "IEEE" and "J." most
// aliases), and Match used to try every key a text's word opens. The pair
// index lists, for a word that opens many keys, the keys whose second word
// is a given word and the keys of one word, by their place in the word's
// bucket: Match tries those, in the bucket's order (so candidates come in
// the same order and ties break the same way), and skips the rest, which
// the second-word test would reject anyway.

// pairMin is the bucket size from which a word's keys are found by the
// pair index; smaller buckets are scanned whole.
const pairMin = 8

// pairIndex is the pair index of a catalogue's raw keys and full names,
// without pointers but its slices' own: every list of places is a range
// of places (a placeSpan).
type pairIndex struct {
	places  []int32
	raw     map[uint64]placeSpan // (first, second word id) -> places in rawOf(first), ascending
	rawOne  []placeSpan          // by first word id (big buckets only): places of one-word keys
	names   map[uint64]placeSpan // the same for names
	nameOne []placeSpan
}

// placeSpan is a range of pairIndex.places: offset<<32 | length.
type placeSpan uint64

// list returns the places of sp.
func (p *pairIndex) list(sp placeSpan) []int32 {
	off, n := uint32(sp>>32), uint32(sp)
	return p.places[off : off+n : off+n]
}

// pairKey packs two word ids into a map key.
func pairKey(first, second int32) uint64 { return uint64(uint32(first))<<32 | uint64(uint32(second)) }

// pairLists is a pair index being built, its lists apart.
type pairLists struct {
	raw, names      map[uint64][]int32
	rawOne, nameOne [][]int32
}

// indexPairs builds c.pairs from the raw keys and names.
func (c *Catalog) indexPairs() {
	n := c.nWords()
	l := pairLists{raw: map[uint64][]int32{}, names: map[uint64][]int32{},
		rawOne: make([][]int32, n), nameOne: make([][]int32, n)}
	for id := range int32(n) {
		if keys, _ := c.rawOf(id); len(keys) >= pairMin {
			for x := range keys {
				l.raw, l.rawOne[id] = addPair(l.raw, l.rawOne[id], id, c.keyIDsOf(&keys[x]), int32(x))
			}
		}
		if keys := c.namesOf(id); len(keys) >= pairMin {
			for x := range keys {
				l.names, l.nameOne[id] = addPair(l.names, l.nameOne[id], id, c.nameIDsOf(&keys[x]), int32(x))
			}
		}
	}
	p := &pairIndex{}
	p.raw, p.rawOne = p.flatten(l.raw, l.rawOne)
	p.names, p.nameOne = p.flatten(l.names, l.nameOne)
	c.pairs = p
}

// flatten moves the lists of m and one into p.places, in a fixed order.
func (p *pairIndex) flatten(m map[uint64][]int32, one [][]int32) (map[uint64]placeSpan, []placeSpan) {
	add := func(l []int32) placeSpan {
		sp := placeSpan(len(p.places))<<32 | placeSpan(len(l))
		p.places = append(p.places, l...)
		return sp
	}
	spans := make([]placeSpan, len(one))
	for id, l := range one {
		spans[id] = add(l)
	}
	out := make(map[uint64]placeSpan, len(m))
	for _, k := range slices.Sorted(maps.Keys(m)) {
		out[k] = add(m[k])
	}
	return out, spans
}

// addPair files the key at place x of word first's bucket, of word ids
// ids, under its second word, or among the one-word keys.
func addPair(m map[uint64][]int32, one []int32, first int32, ids []int32, x int32) (map[uint64][]int32, []int32) {
	if len(ids) < 2 {
		return m, append(one, x)
	}
	k := pairKey(first, ids[1])
	m[k] = append(m[k], x)
	return m, one
}

// placeMerge yields the places of up to three ascending lists in
// ascending order, each place once.
type placeMerge struct{ l [3][]int32 }

// next returns the smallest place left, or false when none is.
func (m *placeMerge) next() (int32, bool) {
	best := int32(-1)
	for _, l := range m.l {
		if len(l) > 0 && (best < 0 || l[0] < best) {
			best = l[0]
		}
	}
	if best < 0 {
		return 0, false
	}
	for i := range m.l {
		if len(m.l[i]) > 0 && m.l[i][0] == best {
			m.l[i] = m.l[i][1:]
		}
	}
	return best, true
}

// rawPlaces is the merge of the places in raw[first] of the keys that
// may start at toks[i] (a superset of those secondFits passes): keys of
// one word, and keys whose second word is the next word or its stem.
func (c *Catalog) rawPlaces(toks []tok, i int, first int32) placeMerge {
	p := c.pairs
	m := placeMerge{l: [3][]int32{p.list(p.rawOne[first])}}
	if i+1 < len(toks) {
		if t := toks[i+1]; t.id >= 0 {
			m.l[1] = p.list(p.raw[pairKey(first, t.id)])
		}
		if t := toks[i+1]; t.stemID >= 0 {
			m.l[2] = p.list(p.raw[pairKey(first, t.stemID)])
		}
	}
	return m
}

// namePlaces is the merge of the places in names[first] of the names
// that may start at norm[j]: names of one word, and names whose second
// word is the next kept word.
func (c *Catalog) namePlaces(toks []tok, norm []int32, j int, first int32) placeMerge {
	p := c.pairs
	m := placeMerge{l: [3][]int32{p.list(p.nameOne[first])}}
	if j+1 < len(norm) {
		if id := toks[norm[j+1]].id; id >= 0 {
			m.l[1] = p.list(p.names[pairKey(first, id)])
		}
	}
	return m
}
