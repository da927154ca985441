// Copyright ©2026 The vitae authors. Use of this source code is governed
// by the MIT-style license in the LICENSE file.

package fpdf

// This file is the vitae patch (see PATCH.md, change 27): what a document
// keeps of its finished pages. A spilled page (SetSpill) is a record of
// where it is in the spill, without a pointer, in an array the collector
// need not scan; only pages held in memory, and the few spilled pages
// drawn on again later (vitae's contents pages), keep a heldPage.

import "math"

// spillRec is where a spilled page is: its head (headN bytes) and the
// tail it had when it was spilled (tailN bytes) at at in the spill, and
// the Adler-32 of the content its head compresses. headN is never 0 for
// a page spilled (a head has at least its zlib header), so a zero record
// is a page not spilled.
type spillRec struct {
	at           int64
	headN, tailN uint32
	sum          uint32
}

// heldPages are a document's finished pages, by page number.
type heldPages struct {
	spilt []spillRec        // pages spilled, nothing else kept
	other map[int]*heldPage // pages in memory, or spilled with more
}

// get is page n as held, nil when it is not: a spilled page's heldPage
// is made from its record. A page changed through the result must be put
// back (put).
func (hp *heldPages) get(n int) *heldPage {
	return hp.load(n, new(heldPage))
}

// load is get without a new heldPage for a spilled page: its record is
// made into *into, which is returned (Output reads every page once, and
// changes none).
func (hp *heldPages) load(n int, into *heldPage) *heldPage {
	if h := hp.other[n]; h != nil {
		return h
	}
	if n < 0 || n >= len(hp.spilt) || hp.spilt[n].headN == 0 {
		return nil
	}
	r := hp.spilt[n]
	*into = heldPage{at: r.at, headN: int(r.headN), tailN: int(r.tailN), sum: r.sum}
	return into
}

// has tells whether page n is held.
func (hp *heldPages) has(n int) bool {
	return hp.other[n] != nil || (n >= 0 && n < len(hp.spilt) && hp.spilt[n].headN != 0)
}

// put makes h page n as held (nil: not held). A page spilled whole (no
// bytes in memory, nothing drawn on it since) becomes a record; any other
// stays a heldPage.
func (hp *heldPages) put(n int, h *heldPage) {
	if n < 0 {
		return
	}
	if n < len(hp.spilt) {
		hp.spilt[n] = spillRec{}
	}
	delete(hp.other, n)
	switch {
	case h == nil:
	case h.at >= 0 && h.head == nil && h.tail == nil && h.more == nil && h.headN > 0 &&
		h.headN <= math.MaxUint32 && h.tailN <= math.MaxUint32:
		for len(hp.spilt) <= n {
			hp.spilt = append(hp.spilt, spillRec{})
		}
		hp.spilt[n] = spillRec{at: h.at, headN: uint32(h.headN), tailN: uint32(h.tailN), sum: h.sum}
	default:
		if hp.other == nil {
			hp.other = map[int]*heldPage{}
		}
		hp.other[n] = h
	}
}

// inMemory is the bytes of the pages held in memory (heads and tails).
func (hp *heldPages) inMemory() int {
	n := 0
	for _, h := range hp.other {
		n += len(h.head) + len(h.tail)
	}
	return n
}

// pageSizeTable is the size of each page that has its own (upstream: a
// map from page number to size, some 40 bytes a page, and vitae gives
// every page its size): the distinct sizes once, and for each page the
// place of its size among them (0: none), 4 bytes a page that the
// collector does not scan.
type pageSizeTable struct {
	of    []uint32            // by page: 1 + the index of its size in sizes, or 0
	sizes []SizeType          // the distinct sizes, in the order first set
	index map[SizeType]uint32 // 1 + the index of each size in sizes
}

// get is the size of page n, and whether it has one.
func (t *pageSizeTable) get(n int) (SizeType, bool) {
	if n < 0 || n >= len(t.of) || t.of[n] == 0 {
		return SizeType{}, false
	}
	return t.sizes[t.of[n]-1], true
}

// set gives page n the size s.
func (t *pageSizeTable) set(n int, s SizeType) {
	if n < 0 {
		return
	}
	i, ok := t.index[s]
	if !ok { // a NaN never matches: a new entry, as a map key would be
		if t.index == nil {
			t.index = map[SizeType]uint32{}
		}
		t.sizes = append(t.sizes, s)
		i = uint32(len(t.sizes))
		t.index[s] = i
	}
	for len(t.of) <= n {
		t.of = append(t.of, 0)
	}
	t.of[n] = i
}
