package venue

import (
	"strings"
	"sync/atomic"
)

// entryTable holds a catalogue's entries without pointers to follow but
// its slices' own: every string is a range of text, every list of
// strings a range of strs, kind and area are small ids. A Venue is made
// from its record the first time it is handed out and kept (cache): the
// collector then scans one word per entry, nil for most, instead of the
// strings and slices of every venue.
type entryTable struct {
	recs  []entryRec
	strs  []strRef
	text  string
	cache []atomic.Pointer[Venue]
}

// strRef is text[off:off+n].
type strRef struct{ off, n uint32 }

// listRef is strs[first:first+n].
type listRef struct{ first, n uint32 }

// entryRec is an entry (see entry) as entryTable keeps it.
type entryRec struct {
	acronym, src                              strRef
	names, aliases, former, yearOnly, tagOnly listRef
	index                                     uint32
	kind, area                                uint8
}

// kinds are the Kinds by their id in entryRec.
var kinds = []Kind{Conference, Journal, Workshop}

// kindWorkshop is Workshop's id.
const kindWorkshop = 2

// newEntryTable packs entries; ok is false when an entry's kind or area
// is not one of the known ones or the texts exceed 4 GiB.
func newEntryTable(entries []entry) (t *entryTable, ok bool) {
	t = &entryTable{recs: make([]entryRec, len(entries)), cache: make([]atomic.Pointer[Venue], len(entries))}
	var text strings.Builder
	str := func(s string) strRef {
		r := strRef{uint32(text.Len()), uint32(len(s))}
		text.WriteString(s)
		return r
	}
	list := func(l []string) listRef {
		r := listRef{uint32(len(t.strs)), uint32(len(l))}
		for _, s := range l {
			t.strs = append(t.strs, str(s))
		}
		return r
	}
	for i := range entries {
		e := &entries[i]
		kind, area := kindID(e.Kind), areaID(e.Area)
		if kind < 0 || area < 0 {
			return nil, false
		}
		t.recs[i] = entryRec{acronym: str(e.Acronym), src: str(e.src), names: list(e.Names), aliases: list(e.Aliases),
			former: list(e.Former), yearOnly: list(e.yearOnly), tagOnly: list(e.tagOnly), index: uint32(e.index),
			kind: uint8(kind), area: uint8(area)}
		if text.Len() > 1<<31 {
			return nil, false
		}
	}
	t.text = text.String()
	return t, true
}

func kindID(k Kind) int {
	for i, x := range kinds {
		if x == k {
			return i
		}
	}
	return -1
}

func areaID(a string) int {
	for i, x := range areas {
		if x == a {
			return i
		}
	}
	return -1
}

func (t *entryTable) str(r strRef) string { return t.text[r.off : r.off+r.n] }

// list returns the strings of r, nil for none.
func (t *entryTable) list(r listRef) []string {
	if r.n == 0 {
		return nil
	}
	out := make([]string, r.n)
	for i, s := range t.strs[r.first : r.first+r.n] {
		out[i] = t.str(s)
	}
	return out
}

// len is the number of entries (0 for a nil table).
func (t *entryTable) len() int {
	if t == nil {
		return 0
	}
	return len(t.recs)
}

// venue returns entry i's Venue, made once.
func (t *entryTable) venue(i int32) Venue { return *t.shared(i) }

// shared is entry i's Venue as the table keeps it, made on first use.
func (t *entryTable) shared(i int32) *Venue {
	if v := t.cache[i].Load(); v != nil {
		return v
	}
	v := t.makeVenue(i)
	if !t.cache[i].CompareAndSwap(nil, v) {
		v = t.cache[i].Load()
	}
	return v
}

// makeVenue makes entry i's Venue.
func (t *entryTable) makeVenue(i int32) *Venue {
	r := &t.recs[i]
	return &Venue{Acronym: t.str(r.acronym), Names: t.list(r.names), Aliases: t.list(r.aliases),
		Kind: kinds[r.kind], Area: areas[r.area], Former: t.list(r.former)}
}

// kind returns entry i's Kind.
func (t *entryTable) kind(i int32) Kind { return kinds[t.recs[i].kind] }

// workshop reports whether entry i is a workshop.
func (t *entryTable) workshop(i int32) bool { return t.recs[i].kind == kindWorkshop }

// acronym returns entry i's acronym.
func (t *entryTable) acronym(i int) string { return t.str(t.recs[i].acronym) }

// entries returns the entries as build and Extend work on them (without
// their specs, which the catalogue keeps apart), made afresh: the cache
// keeps only the venues handed out.
func (t *entryTable) entries() []entry {
	out := make([]entry, t.len())
	for i := range out {
		r := &t.recs[i]
		out[i] = entry{Venue: *t.makeVenue(int32(i)), yearOnly: t.list(r.yearOnly), tagOnly: t.list(r.tagOnly),
			src: t.str(r.src), index: int(r.index)}
	}
	return out
}
