package venue

import (
	_ "embed"
	"encoding/binary"
	"errors"
	"io"
	"strings"
)

// The curated catalogue, built: venues.txt's entries and the matching
// index ready builds from them (lookup, vocabulary, acronym and name keys),
// generated ahead by internal/cmd/gencatalog (CompileCatalog) so that a
// process's first Match decodes it with a handful of allocations instead
// of parsing and indexing the text file. TestCommittedCatalogIsCurrent
// fails when venues.txt or the code that builds the index changed and
// the file was not generated again.
//
//go:generate go run ../../internal/cmd/gencatalog -in venues.txt -out catalog.bin
//go:embed catalog.bin
var embeddedCatalog string

// catalogMagic opens catalog.bin; its version changes with the layout.
const catalogMagic = "vitae-catalog 1\n"

// CompileCatalog loads a catalogue in the venues.txt format and returns
// it built, in the compact form Default reads (catalog.bin): the input to
// internal/cmd/gencatalog. The output depends only on the input.
func CompileCatalog(r io.Reader, name string) ([]byte, error) {
	c, err := Load(r, name)
	if err != nil {
		return nil, err
	}
	c.ready()
	return encodeCatalog(c), nil
}

// catEnc writes catalog.bin: a table of the distinct strings, the sizes
// of the pools the decoder carves slices from, then the body, all numbers
// as uvarints and every string by its place in the table.
type catEnc struct {
	strs  []string
	strID map[string]int
	body  []byte
	pools [6]int // strings, int32s, bools, bytes held in slices; raw keys, name keys
}

func (e *catEnc) u(v int) { e.body = binary.AppendUvarint(e.body, uint64(v)) }

func (e *catEnc) flag(b bool) {
	if b {
		e.u(1)
	} else {
		e.u(0)
	}
}

func (e *catEnc) s(v string) {
	id, ok := e.strID[v]
	if !ok {
		id = len(e.strs)
		e.strID[v] = id
		e.strs = append(e.strs, v)
	}
	e.u(id)
}

func (e *catEnc) strList(l []string) {
	e.u(len(l))
	e.pools[0] += len(l)
	for _, v := range l {
		e.s(v)
	}
}

func (e *catEnc) i32List(l []int32) {
	e.u(len(l))
	e.pools[1] += len(l)
	for _, v := range l {
		e.u(int(v))
	}
}

func (e *catEnc) boolList(l []bool) {
	e.u(len(l))
	e.pools[2] += len(l)
	for _, v := range l {
		e.flag(v)
	}
}

func (e *catEnc) byteList(l []byte) {
	e.u(len(l))
	e.pools[3] += len(l)
	e.body = append(e.body, l...)
}

// encodeCatalog writes a ready catalogue without a journal layer.
func encodeCatalog(c *Catalog) []byte {
	e := &catEnc{strID: map[string]int{}}
	entries := c.entries.entries()
	e.u(len(entries))
	for i := range entries {
		e.entry(&entries[i])
	}
	keys, owners := c.lookupKeys()
	e.u(len(keys))
	for i, k := range keys {
		e.s(k)
		e.u(int(owners[i]))
	}
	words := make([]string, c.nWords())
	for id := range words {
		words[id] = c.vocabWord(int32(id))
	}
	e.strList(words)
	e.boolList(c.stop)
	e.boolList(c.lead)
	for id := range int32(len(words)) {
		bucket, _ := c.rawOf(id)
		e.u(len(bucket))
		e.pools[4] += len(bucket)
		for k := range bucket {
			e.rawKey(c, &bucket[k])
		}
	}
	for id := range int32(len(words)) {
		bucket := c.namesOf(id)
		e.u(len(bucket))
		e.pools[5] += len(bucket)
		for _, k := range bucket {
			e.i32List(c.nameIDsOf(&k))
			e.u(int(k.venue))
		}
	}
	out := []byte(catalogMagic)
	out = binary.AppendUvarint(out, uint64(len(e.strs)))
	for _, s := range e.strs {
		out = binary.AppendUvarint(out, uint64(len(s)))
		out = append(out, s...)
	}
	for _, n := range e.pools {
		out = binary.AppendUvarint(out, uint64(n))
	}
	return append(out, e.body...)
}

func (e *catEnc) entry(en *entry) {
	e.s(en.Acronym)
	e.strList(en.Names)
	e.strList(en.Aliases)
	e.s(string(en.Kind))
	e.s(en.Area)
	e.strList(en.Former)
	e.strList(en.yearOnly)
	e.strList(en.tagOnly)
	e.s(en.src)
	e.u(en.index)
}

func (e *catEnc) rawKey(c *Catalog, k *rawKey) {
	kw := c.keyWords[k.first : k.first+k.n]
	words, upper := make([]string, len(kw)), make([]string, len(kw))
	strict, seps := make([]bool, len(kw)), make([]byte, 0, len(kw))
	for j := range kw {
		words[j], upper[j], strict[j] = c.word(&kw[j]), c.upper(&kw[j]), kw[j].strict
		if j > 0 {
			seps = append(seps, kw[j].sep)
		}
	}
	e.strList(words)
	e.strList(upper)
	e.boolList(strict)
	e.i32List(c.keyIDsOf(k))
	e.byteList(seps)
	e.u(int(k.venue))
	e.flag(k.yearOnly)
	e.flag(k.tagOnly)
}

// errCatalog is decodeCatalog's error for a malformed catalog.bin.
var errCatalog = errors.New("malformed built catalogue")

// catDec reads catalog.bin. Strings are slices of the data (not
// copied); slices are carved from one pool per element type. These are
// scratch: the catalogue keeps its entries and keys packed (entries.go,
// packed.go), copied out of them, and the pools become garbage. A read
// past the end, a length past its pool or an id out of range sets err
// and reads zeros: a damaged file is an error, never a panic (here or
// in Match).
type catDec struct {
	data  string
	off   int
	err   error
	strs  []string
	str   []string
	i32   []int32
	bools []bool
	bytes []byte
	raws  []rawSpec
	names []nameSpec
	// nEntries and nWords bound the venue and word ids read
	nEntries, nWords int
}

func (d *catDec) u() int {
	if d.err != nil {
		return 0
	}
	v, n := uvarintString(d.data[d.off:])
	if n <= 0 || v > 1<<31 {
		d.err = errCatalog
		return 0
	}
	d.off += n
	return int(v)
}

// count reads a length no larger than limit.
func (d *catDec) count(limit int) int {
	n := d.u()
	if n > limit {
		d.err = errCatalog
		return 0
	}
	return n
}

func (d *catDec) s() string {
	i := d.u()
	if i >= len(d.strs) {
		d.err = errCatalog
		return ""
	}
	return d.strs[i]
}

func (d *catDec) strList() []string {
	n := d.count(len(d.str))
	if n == 0 {
		return nil
	}
	l := d.str[:n:n]
	d.str = d.str[n:]
	for i := range l {
		l[i] = d.s()
	}
	return l
}

func (d *catDec) i32List() []int32 {
	n := d.count(len(d.i32))
	l := d.i32[:n:n]
	d.i32 = d.i32[n:]
	for i := range l {
		l[i] = int32(d.below(d.nWords))
	}
	return l
}

// below reads a number less than limit (an id).
func (d *catDec) below(limit int) int {
	v := d.u()
	if v >= limit {
		d.err = errCatalog
		return 0
	}
	return v
}

func (d *catDec) boolList() []bool {
	n := d.count(len(d.bools))
	l := d.bools[:n:n]
	d.bools = d.bools[n:]
	for i := range l {
		l[i] = d.u() != 0
	}
	return l
}

func (d *catDec) byteList() []byte {
	n := d.count(len(d.bytes))
	l := d.bytes[:n:n]
	d.bytes = d.bytes[n:]
	copy(l, d.bytesOf(n))
	return l
}

// bytesOf reads the next n bytes of the data.
func (d *catDec) bytesOf(n int) string {
	if d.err != nil || n > len(d.data)-d.off {
		d.err = errCatalog
		return ""
	}
	s := d.data[d.off : d.off+n]
	d.off += n
	return s
}

// uvarintString is binary.Uvarint of a string's bytes.
func uvarintString(s string) (uint64, int) {
	var v uint64
	for i := 0; i < len(s) && i < binary.MaxVarintLen64; i++ {
		b := s[i]
		if b < 0x80 {
			return v | uint64(b)<<(7*i), i + 1
		}
		v |= uint64(b&0x7f) << (7 * i)
	}
	return 0, 0
}

// decodeCatalog reads catalog.bin into a ready catalogue (no journal
// layer): what Load and ready would build from venues.txt.
func decodeCatalog(data string) (*Catalog, error) {
	rest, ok := strings.CutPrefix(data, catalogMagic)
	if !ok {
		return nil, errCatalog
	}
	d := &catDec{data: rest}
	d.header()
	entries := make([]entry, d.count(len(d.data)))
	for i := range entries {
		d.entry(&entries[i])
	}
	table, ok := newEntryTable(entries)
	if !ok || d.err != nil {
		return nil, errCatalog
	}
	c := &Catalog{entries: table}
	d.nEntries = len(entries)
	d.index(c)
	if d.err != nil {
		return nil, d.err
	}
	if d.off != len(d.data) {
		return nil, errCatalog
	}
	c.once.Do(func() {}) // built: ready has nothing to do
	return c, nil
}

// header reads the string table and makes the pools.
func (d *catDec) header() {
	d.strs = make([]string, d.count(len(d.data)))
	for i := range d.strs {
		d.strs[i] = d.bytesOf(d.u())
	}
	d.str = make([]string, d.count(len(d.data)))
	d.i32 = make([]int32, d.count(len(d.data)))
	d.bools = make([]bool, d.count(len(d.data)))
	d.bytes = make([]byte, d.count(len(d.data)))
	d.raws = make([]rawSpec, 0, d.count(len(d.data)))
	d.names = make([]nameSpec, 0, d.count(len(d.data)))
}

func (d *catDec) entry(e *entry) {
	e.Acronym = d.s()
	e.Names = d.strList()
	e.Aliases = d.strList()
	e.Kind = Kind(d.s())
	e.Area = d.s()
	e.Former = d.strList()
	e.yearOnly = d.strList()
	e.tagOnly = d.strList()
	e.src = d.s()
	e.index = d.u()
}

// index reads what Catalog.index builds.
func (d *catDec) index(c *Catalog) {
	n := d.count(len(d.data))
	keys, owners := make([]string, n), make([]int32, n)
	for i := range n {
		keys[i], owners[i] = d.s(), int32(d.below(d.nEntries))
		if i > 0 && keys[i] <= keys[i-1] {
			d.err = errCatalog // the encoder writes them sorted, each once
		}
	}
	words := d.strList()
	d.nWords = len(words)
	c.vocabBits = new([vocabBitWords]uint64)
	for _, w := range words {
		h := wordHash(w)
		c.vocabBits[h/64%vocabBitWords] |= 1 << (h % 64)
	}
	c.stop = d.boolList()
	c.lead = d.boolList()
	if len(c.stop) != len(words) || len(c.lead) != len(words) {
		d.err = errCatalog
		return
	}
	for id := range words {
		d.rawBucket(int32(id))
	}
	for id := range words {
		d.nameBucket(int32(id))
	}
	if d.err != nil {
		return
	}
	c.packLookup(keys, owners)
	c.packVocab(words)
	c.packKeys(d.raws, d.names, len(words))
	c.indexPairs()
}

// vocabTable is the table of Catalog.vocabTab for words, by id, kept
// in text at offsets off: at least two slots per word (a power of two),
// probed linearly from hash & (size-1), filled in id order.
func vocabTable(words []string, off []uint32) []vocabSlot {
	size := 64
	for size < 2*len(words) {
		size *= 2
	}
	tab := make([]vocabSlot, size)
	mask := uint32(size - 1)
	for id, w := range words {
		h := wordHash(w)
		i := h & mask
		for tab[i].id1 != 0 {
			i = (i + 1) & mask
		}
		tab[i] = vocabSlot{hash: h, id1: int32(id) + 1, off: off[id], n: uint32(len(w))}
	}
	return tab
}

// rawBucket reads the acronyms and aliases that open with word id.
func (d *catDec) rawBucket(id int32) {
	n := d.count(cap(d.raws) - len(d.raws))
	for range n {
		var k rawSpec
		k.words, k.upper = d.strList(), d.strList()
		k.strict, k.ids, k.seps = d.boolList(), d.i32List(), d.byteList()
		k.venue = int32(d.below(d.nEntries))
		k.yearOnly, k.tagOnly = d.u() != 0, d.u() != 0
		if d.err != nil || !k.valid(id) {
			d.err = errCatalog
			return
		}
		d.raws = append(d.raws, k)
	}
}

// valid reports whether k is a key of words that open with word id, of
// as many words, capitals, flags and ids, each word short enough to
// pack.
func (k *rawSpec) valid(id int32) bool {
	n := len(k.ids)
	if n == 0 || k.ids[0] != id || len(k.upper) != n || len(k.words) != n || len(k.strict) != n || len(k.seps) < n-1 {
		return false
	}
	for j := range n {
		if len(k.words[j]) > maxKeyWord || len(k.upper[j]) > maxKeyWord {
			return false
		}
	}
	return true
}

// nameBucket reads the full names that open with word id.
func (d *catDec) nameBucket(id int32) {
	n := d.count(cap(d.names) - len(d.names))
	for range n {
		k := nameSpec{ids: d.i32List(), venue: int32(d.below(d.nEntries))}
		if d.err != nil || len(k.ids) == 0 || k.ids[0] != id {
			d.err = errCatalog
			return
		}
		d.names = append(d.names, k)
	}
}
