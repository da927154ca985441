// Copyright ©2026 The vitae authors. Use of this source code is governed
// by the MIT-style license in the LICENSE file.

package fpdf

// This file is change 30 of the vitae patch (see PATCH.md): a held
// page's content compressed by a deflate encoder of its own, with one
// Huffman code for every page.

import (
	"encoding/binary"
	"math/bits"
	"slices"
	"sync"
)

// A held page's head (change 2) was compressed by klauspost's flate at
// level 1, whose cost per page was a third building the block's Huffman
// codes (a histogram, two length-limited codes and the code of their
// lengths) and writing the tokens it had buffered. Page content is much
// alike from page to page (operators, numbers, UTF-16 text), so
// pageDeflate uses one dynamic Huffman code for every page, made once
// from a model of page content (pageModel), and writes each literal and
// match as it finds it: the LZ77 search is level 1's (a table of the
// last position of each 5-byte hash, greedy matches of at least 4 bytes
// within 32 KiB, skipping ahead faster where nothing matches). Every
// symbol has a code, so any content can be written.

const (
	pdTableBits = 14
	pdMaxDist   = 32768
	pdMinMatch  = 6
	pdMaxLen    = 258
	pdMargin    = 16 // bytes kept after the last position searched
)

// pdCode is a Huffman code, its bits reversed (deflate writes codes from
// their first bit, the bit writer from the lowest) and its length.
type pdCode struct {
	bits uint32
	n    uint8
}

// pdCodes is the code every page uses: the literal/length and distance
// codes, the block header that gives them, and each match length's
// code with its extra bits, ready to write.
type pdCodes struct {
	lit    [286]pdCode
	dist   [30]pdCode
	header []pdCode // the header's writes, in order
	length [pdMaxLen + 1]pdCode
}

var (
	pdOnce  sync.Once
	pdTable *pdCodes
	pdFixed *pdCodes
)

// pageCodes is the code of every page, made at first use.
func pageCodes() *pdCodes {
	pdOnce.Do(makeCodes)
	return pdTable
}

// tailCodes are the codes of a page's tail: the fixed codes.
func tailCodes() *pdCodes {
	pdOnce.Do(makeCodes)
	return pdFixed
}

func makeCodes() {
	pdTable, pdFixed = newPDCodes(pageModel()), fixedCodes()
}

// Deflate's length and distance symbols (RFC 1951, 3.2.5): the first
// value of each and its extra bits.
var (
	pdLenBase  = [29]uint16{3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258}
	pdLenExtra = [29]uint8{0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0}
	pdDistBase = [30]uint32{1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577}
	pdDistExtr = [30]uint8{0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13}
	// the order of the code length code's lengths in the header
	pdCLOrder = [19]uint8{16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15}
)

// pdLenSym is the length symbol (0-28, for 257-285) of a match length.
func pdLenSym(l int) int {
	s := 28
	for s > 0 && int(pdLenBase[s]) > l {
		s--
	}
	return s
}

// pdDistSym is the distance symbol (0-29) of a distance.
func pdDistSym(d uint32) int {
	if d <= 4 {
		return int(d - 1)
	}
	// two symbols per power of two: the highest bit and the next
	b := bits.Len32(d-1) - 1
	return 2*b + int((d-1)>>(b-1)&1)
}

// newPDCodes makes the codes of a model: symbol frequencies of the
// literal/length (286) and distance (30) alphabets, none zero.
func newPDCodes(litFreq []int, distFreq []int) *pdCodes {
	litLens := huffLengths(litFreq, 15)
	distLens := huffLengths(distFreq, 15)
	c := codesOf(litLens, distLens)
	c.header = pdHeader(litLens, distLens)
	return c
}

// codesOf are the canonical codes of these lengths, and each match
// length's code with its extra bits.
func codesOf(litLens, distLens []uint8) *pdCodes {
	c := &pdCodes{}
	lit := make([]pdCode, len(litLens)) // 288 for the fixed codes
	canonical(litLens, lit)
	copy(c.lit[:], lit)
	canonical(distLens, c.dist[:])
	for l := 3; l <= pdMaxLen; l++ {
		s := pdLenSym(l)
		code := c.lit[257+s]
		c.length[l] = pdCode{code.bits | uint32(l-int(pdLenBase[s]))<<code.n, code.n + pdLenExtra[s]}
	}
	return c
}

// fixedCodes are deflate's fixed Huffman codes (RFC 1951, 3.2.6), for a
// page's tail: a few dozen bytes, for which a code of their own or the
// page's would cost more than it saves. (Symbols 286 and 287 are never
// written, but take their place among the codes of 8 bits.)
func fixedCodes() *pdCodes {
	lit := make([]uint8, 288)
	for s := range lit {
		switch {
		case s < 144:
			lit[s] = 8
		case s < 256:
			lit[s] = 9
		case s < 280:
			lit[s] = 7
		default:
			lit[s] = 8
		}
	}
	dist := make([]uint8, 30)
	for s := range dist {
		dist[s] = 5
	}
	c := codesOf(lit, dist)
	c.header = []pdCode{{0, 1}, {1, 2}} // BFINAL (set by encode), BTYPE: fixed codes
	return c
}

// pdHeader is the dynamic block header (RFC 1951, 3.2.7) of a non-final
// block with these code lengths, as the bit writes to make.
func pdHeader(litLens, distLens []uint8) []pdCode {
	all := append(slices.Clone(litLens), distLens...)
	// the lengths run-length coded: symbols 0-15, 16 (repeat the last 3-6
	// times), 17 (3-10 zeros), 18 (11-138 zeros), each with its extra bits
	type clSym struct {
		sym, extra, n uint8
	}
	var syms []clSym
	for i := 0; i < len(all); {
		v, run := all[i], 1
		for i+run < len(all) && all[i+run] == v {
			run++
		}
		i += run
		if v == 0 {
			for run >= 11 {
				r := min(run, 138)
				syms = append(syms, clSym{18, uint8(r - 11), 7})
				run -= r
			}
			if run >= 3 {
				syms = append(syms, clSym{17, uint8(run - 3), 3})
				run = 0
			}
			for ; run > 0; run-- {
				syms = append(syms, clSym{0, 0, 0})
			}
			continue
		}
		syms = append(syms, clSym{v, 0, 0})
		run--
		for run >= 3 {
			r := min(run, 6)
			syms = append(syms, clSym{16, uint8(r - 3), 2})
			run -= r
		}
		for ; run > 0; run-- {
			syms = append(syms, clSym{v, 0, 0})
		}
	}
	clFreq := make([]int, 19)
	for _, s := range syms {
		clFreq[s.sym]++
	}
	clLens := huffLengths(clFreq, 7)
	clCodes := make([]pdCode, 19)
	canonical(clLens, clCodes)
	nCL := 19
	for nCL > 4 && clLens[pdCLOrder[nCL-1]] == 0 {
		nCL--
	}
	h := []pdCode{
		{0, 1}, // BFINAL: not the last block
		{2, 2}, // BTYPE: dynamic Huffman codes
		{uint32(len(litLens) - 257), 5},
		{uint32(len(distLens) - 1), 5},
		{uint32(nCL - 4), 4},
	}
	for _, s := range pdCLOrder[:nCL] {
		h = append(h, pdCode{uint32(clLens[s]), 3})
	}
	for _, s := range syms {
		h = append(h, clCodes[s.sym])
		if s.n > 0 {
			h = append(h, pdCode{uint32(s.extra), s.n})
		}
	}
	return h
}

// huffLengths are the lengths of a Huffman code for freq, none longer
// than limit: a symbol of frequency 0 gets no code (0). Where the code
// would be too long the frequencies are flattened and it is made again.
func huffLengths(freq []int, limit int) []uint8 {
	f := slices.Clone(freq)
	for {
		lens, ok := huffTry(f, limit)
		if ok {
			return lens
		}
		for i, v := range f {
			if v > 0 {
				f[i] = v/2 + 1
			}
		}
	}
}

// huffTry makes the lengths of a Huffman code for freq, and tells
// whether none is longer than limit.
func huffTry(freq []int, limit int) ([]uint8, bool) {
	type node struct {
		w           int
		left, right int // children (-1: a leaf)
		sym         int
	}
	var nodes []node
	var queue []int // indexes of nodes not yet merged, by weight
	for s, w := range freq {
		if w > 0 {
			nodes = append(nodes, node{w, -1, -1, s})
			queue = append(queue, len(nodes)-1)
		}
	}
	lens := make([]uint8, len(freq))
	if len(queue) == 1 {
		lens[nodes[0].sym] = 1
		return lens, true
	}
	less := func(a, b int) int {
		if nodes[a].w != nodes[b].w {
			return nodes[a].w - nodes[b].w
		}
		return a - b
	}
	for len(queue) > 1 {
		slices.SortFunc(queue, less)
		a, b := queue[0], queue[1]
		nodes = append(nodes, node{nodes[a].w + nodes[b].w, a, b, -1})
		queue = append(queue[2:], len(nodes)-1)
	}
	ok := true
	var walk func(i int, depth uint8)
	walk = func(i int, depth uint8) {
		if nodes[i].left < 0 {
			lens[nodes[i].sym] = depth
			if int(depth) > limit {
				ok = false
			}
			return
		}
		walk(nodes[i].left, depth+1)
		walk(nodes[i].right, depth+1)
	}
	walk(queue[0], 0)
	return lens, ok
}

// canonical gives the symbols with these lengths their canonical codes
// (RFC 1951, 3.2.2), bits reversed.
func canonical(lens []uint8, codes []pdCode) {
	var count [16]int
	for _, l := range lens {
		count[l]++
	}
	count[0] = 0
	var next [16]uint32
	code := uint32(0)
	for b := 1; b < 16; b++ {
		code = (code + uint32(count[b-1])) << 1
		next[b] = code
	}
	for s, l := range lens {
		if l == 0 {
			continue
		}
		codes[s] = pdCode{bits.Reverse32(next[l]) >> (32 - l), l}
		next[l]++
	}
}

// pageDeflate is a document's encoder of held pages: the hash table of
// the LZ77 search, whose entries are positions plus base (older pages'
// entries are below base, so never taken).
type pageDeflate struct {
	table [1 << pdTableBits]int32
	base  int32
	buf   []byte // the output, kept for the next page
}

// pdBits is the bit writer: bits not yet written (n of them) and the
// output, written up to pos, long enough for anything written (a code is
// at most 15 bits a byte of input, see deflate).
type pdBits struct {
	acc uint64
	n   uint
	pos int
	out []byte
}

func (w *pdBits) write(c pdCode) {
	w.acc |= uint64(c.bits) << w.n
	w.n += uint(c.n)
	if w.n >= 32 {
		binary.LittleEndian.PutUint32(w.out[w.pos:], uint32(w.acc))
		w.pos += 4
		w.acc >>= 32
		w.n -= 32
	}
}

// flushSync ends the output as a sync flush does: an empty stored block
// after the last, from the next byte; it returns the output.
func (w *pdBits) flushSync() []byte {
	w.write(pdCode{0, 3}) // not final, stored
	return append(w.pad(), 0, 0, 0xff, 0xff)
}

// pad writes the bits left, the last byte padded with zeros; it
// returns the output.
func (w *pdBits) pad() []byte {
	for w.n > 0 {
		w.out[w.pos] = byte(w.acc)
		w.pos++
		w.acc >>= 8
		w.n -= min(w.n, 8)
	}
	return w.out[:w.pos]
}

// hash5 is the hash of the 5 low bytes of u.
func hash5(u uint64) uint32 {
	const prime5bytes = 889523592379
	return uint32(((u << (64 - 40)) * prime5bytes) >> (64 - pdTableBits))
}

// pdDistSyms is the distance symbol of a distance d: pdDistSyms[d-1]
// below 257, else pdDistSyms[256+(d-1)>>7] (as zlib's table).
var pdDistSyms = func() (t [512]uint8) {
	for d := 1; d <= 256; d++ {
		t[d-1] = uint8(pdDistSym(uint32(d)))
	}
	for i := 2; i < 256; i++ {
		t[256+i] = uint8(pdDistSym(uint32(i<<7 + 1)))
	}
	return t
}()

// deflate appends to out the deflate blocks of src: one block with the
// code of every page, then a sync flush (byte-aligned, not final).
func (e *pageDeflate) deflate(out []byte, src []byte) []byte {
	return e.encode(out, src, false)
}

// deflateFinal appends to out the final deflate block of src (its last
// byte padded), in the fixed codes: the end of a page's stream, its
// tail, after its head.
func (e *pageDeflate) deflateFinal(out []byte, src []byte) []byte {
	return e.encode(out, src, true)
}

// encode appends to out one block of src with the code of every page,
// sync-flushed, or with the fixed codes, final.
func (e *pageDeflate) encode(out []byte, src []byte, final bool) []byte {
	c := pageCodes()
	if final {
		c = tailCodes()
	}
	n0 := len(out)
	out = slices.Grow(out, 2*len(src)+len(c.header)+64)
	w := pdBits{pos: n0, out: out[:cap(out)]}
	if final {
		w.write(pdCode{1, 1}) // BFINAL
	} else {
		w.write(c.header[0])
	}
	for _, h := range c.header[1:] {
		w.write(h)
	}
	if int64(e.base)+int64(len(src))+2*pdMaxDist >= 1<<31-1 {
		e.table = [1 << pdTableBits]int32{}
		e.base = 0
	}
	base := e.base + pdMaxDist + 1 // entries below are older pages'
	e.base = base + int32(len(src))
	emit := 0 // literals from emit to s are still to write
	for s := 0; s+pdMargin < len(src); {
		cv := binary.LittleEndian.Uint64(src[s:])
		h := hash5(cv)
		t := int(e.table[h] - base)
		e.table[h] = int32(s) + base
		if t < 0 || s-t > pdMaxDist || cv&0xffffffffffff != binary.LittleEndian.Uint64(src[t:])&0xffffffffffff {
			s += 1 + (s-emit)>>5
			if s < len(src) && src[s] == 0 { // UTF-16 text: search from its letters
				s++
			}
			continue
		}
		l := pdMinMatch + matchLen(src[s+pdMinMatch:], src[t+pdMinMatch:])
		for t > 0 && s > emit && src[t-1] == src[s-1] {
			s, t, l = s-1, t-1, l+1
		}
		for _, b := range src[emit:s] {
			w.write(c.lit[b])
		}
		d := s - t
		ds := pdDistSyms[(d-1)&255]
		if d > 256 {
			ds = pdDistSyms[256+(d-1)>>7&255]
		}
		dc := c.dist[ds]
		dist := pdCode{dc.bits | (uint32(d)-pdDistBase[ds])<<dc.n, dc.n + pdDistExtr[ds]}
		for r := l; r > 0; {
			n := r
			if n > pdMaxLen { // matches of at most 258 bytes, none shorter than 3
				n = pdMaxLen
				if r-n < 3 {
					n = r - 3
				}
			}
			w.write(c.length[n])
			w.write(dist)
			r -= n
		}
		s += l
		emit = s
		if s+pdMargin < len(src) { // the position before the next search, as level 1 adds it
			e.table[hash5(binary.LittleEndian.Uint64(src[s-2:]))] = int32(s-2) + base
		}
	}
	for _, b := range src[emit:] {
		w.write(c.lit[b])
	}
	w.write(c.lit[256]) // end of block
	if final {
		return w.pad()
	}
	return w.flushSync()
}

// matchLen is the length of the common prefix of a and b.
func matchLen(a, b []byte) int {
	n := 0
	for len(a) >= 8 && len(b) >= 8 {
		if x := binary.LittleEndian.Uint64(a) ^ binary.LittleEndian.Uint64(b); x != 0 {
			return n + bits.TrailingZeros64(x)>>3
		}
		a, b, n = a[8:], b[8:], n+8
	}
	for i := range min(len(a), len(b)) {
		if a[i] != b[i] {
			return n + i
		}
	}
	return n + min(len(a), len(b))
}

// pdCount adds the symbols deflate would write for src (its literals,
// length and distance symbols) to lit and dist: the same search.
func pdCount(src []byte, lit, dist []int) {
	var e pageDeflate
	base := int32(pdMaxDist + 1)
	emit := 0
	for s := 0; s+pdMargin < len(src); {
		cv := binary.LittleEndian.Uint64(src[s:])
		h := hash5(cv)
		t := int(e.table[h] - base)
		e.table[h] = int32(s) + base
		if t < 0 || s-t > pdMaxDist || cv&0xffffffffffff != binary.LittleEndian.Uint64(src[t:])&0xffffffffffff {
			s += 1 + (s-emit)>>5
			if s < len(src) && src[s] == 0 { // UTF-16 text: search from its letters
				s++
			}
			continue
		}
		l := pdMinMatch + matchLen(src[s+pdMinMatch:], src[t+pdMinMatch:])
		for t > 0 && s > emit && src[t-1] == src[s-1] {
			s, t, l = s-1, t-1, l+1
		}
		for _, b := range src[emit:s] {
			lit[b]++
		}
		for r := l; r > 0; {
			n := min(r, pdMaxLen)
			if r > pdMaxLen && r-n < 3 {
				n = r - 3
			}
			lit[257+pdLenSym(n)]++
			dist[pdDistSym(uint32(s-t))]++
			r -= n
		}
		s += l
		emit = s
		if s >= 2 && s+pdMargin < len(src) {
			e.table[hash5(binary.LittleEndian.Uint64(src[s-2:]))] = int32(s-2) + base
		}
	}
	for _, b := range src[emit:] {
		lit[b]++
	}
	lit[256]++
}

// pageModel is the model the code of every page is made from: the
// symbols of a fictional page of content as fpdf writes it (operators,
// numbers with two decimals, colours, text in UTF-16), made by a fixed
// generator, each count plus one so that every symbol has a code.
func pageModel() (lit, dist []int) {
	lit, dist = make([]int, 286), make([]int, 30)
	for i := range lit {
		lit[i] = 1
	}
	for i := range dist {
		dist[i] = 1
	}
	pdCount(modelContent(), lit, dist)
	return lit, dist
}

// modelContent is a fictional page content of some 48 KB: text lines in
// three fonts and a few colours, filled rectangles, rules and lines. The
// text is made of words of random letters drawn by their frequency in
// English text (per mille), now and then capitalised, and numbers.
func modelContent() []byte {
	const letters = "etaoinshrdlcumwfgypbvkjxqz"
	freq := [26]int{127, 91, 82, 75, 70, 67, 63, 61, 60, 43, 40, 28, 28, 24, 24, 22, 20, 20, 19, 15, 10, 8, 2, 2, 1, 1}
	var seed uint64 = 0x9e3779b97f4a7c15
	next := func(n int) int { // xorshift64*
		seed ^= seed >> 12
		seed ^= seed << 25
		seed ^= seed >> 27
		return int((seed * 2685821657736338717) >> 33 % uint64(n))
	}
	letter := func() byte {
		r := next(1000)
		for i, f := range freq {
			if r < f {
				return letters[i]
			}
			r -= f
		}
		return 'e'
	}
	common := []string{"the", "of", "and", "in", "a", "to", "for", "on", "with", "by",
		"journal", "conference", "workshop", "paper", "papers", "year", "years", "since",
		"rank", "stage", "first", "author", "credit", "award", "International", "Review"}
	word := func(s []byte) []byte {
		switch next(12) {
		case 2, 3, 4, 5, 6:
			return append(s, common[next(len(common))]...)
		case 0:
			return appendDigits(s, uint64(next(3000)))
		case 1:
			return append(s, []string{"-", ";", ",", "(", ")", ":", "·", "."}[next(8)]...)
		}
		n := len(s)
		for l := 1 + next(4) + next(6); l > 0; l-- {
			s = append(s, letter())
		}
		if next(5) == 0 {
			s[n] -= 'a' - 'A'
		}
		return s
	}
	num := func(b []byte, hi int) []byte {
		return appendFixed(b, float64(next(hi*100))/100, 2)
	}
	colors := []string{"0.286 0.314 0.341 rg", "0.129 0.145 0.161 rg", "0.471 0.494 0.522 rg", "0.122 0.306 0.475 rg", "0.957 0.965 0.973 rg", "0.745 0.769 0.792 RG"}
	var b []byte
	for len(b) < 48<<10 {
		switch next(10) {
		case 0:
			b = append(b, "BT /F"...)
			b = append(b, byte('1'+next(3)), ' ')
			b = append(b, []string{"6.50", "7.00", "8.50", "9.00", "13.00"}[next(5)]...)
			b = append(b, " Tf ET\n"...)
		case 1:
			b = append(append(b, colors[next(len(colors))]...), '\n')
		case 2:
			b = num(b, 560)
			b = append(b, ' ')
			b = num(b, 820)
			b = append(b, ' ')
			b = num(b, 120)
			b = append(b, " -"...)
			b = num(b, 60)
			b = append(b, " re f\n"...)
		case 3:
			y := float64(next(82000)) / 100
			b = num(b, 560)
			b = append(b, ' ')
			b = appendFixed(b, y, 2)
			b = append(b, " m "...)
			b = num(b, 560)
			b = append(b, ' ')
			b = appendFixed(b, y, 2)
			b = append(b, " l S\n"...)
		default:
			b = append(b, "BT "...)
			b = num(b, 560)
			b = append(b, ' ')
			b = num(b, 820)
			b = append(b, " Td ("...)
			var s []byte
			for n := 1 + next(14); n > 0; n-- {
				s = append(word(s), ' ')
			}
			b = appendEscaped16(b, string(s[:len(s)-1]))
			b = append(b, ") Tj ET\n"...)
		}
	}
	return b
}
