package parse

import "sync"

// A parse's memo tables (memo.go) are about a tenth of what a parse of
// the sample CVs allocates; a finished parse's are emptied and kept for
// the next (a batch reads CV after CV), as its line arrays are
// (linebufs.go). Emptying a table keeps its room, and what the tables
// hold is the parse's own: no answer passes from one parse to the next.

var memoPool sync.Pool

// takeMemo returns an empty memo for a parse of n lines: a finished
// parse's, its tables emptied, or a new one sized for n (newMemoFor).
func takeMemo(n int) *memo {
	if m, ok := memoPool.Get().(*memo); ok {
		return m
	}
	return newMemoFor(n)
}

// releaseMemo empties m and keeps it for the next parse, unless its
// parse had more than maxPooledLines lines (n): a huge text's tables are
// left to the collector. Nothing may use m after.
func releaseMemo(m *memo, n int) {
	if m == nil || n > maxPooledLines {
		return
	}
	m.empty()
	memoPool.Put(m)
}

// empty forgets every answer of m, keeping the room of its tables and of
// its dates' arena (speed_datearena.go).
func (m *memo) empty() {
	clear(m.dates)
	clear(m.prefix)
	clear(m.authors)
	clear(m.kinds)
	clear(m.owners)
	clear(m.lists)
	clear(m.awardCats)
	clear(m.venueHits)
	clear(m.roles)
	clear(m.bareNames)
	m.emptyPubArenas() // pubs_arena.go
	// every other field back to its zero value: a field added to memo
	// later starts empty too
	*m = memo{dates: m.dates, spans: m.spans[:0], prefix: m.prefix, authors: m.authors, kinds: m.kinds, owners: m.owners, lists: m.lists, awardCats: m.awardCats,
		venueHits: m.venueHits, roles: m.roles, pubLines: m.pubLines, pubBlocks: m.pubBlocks, modelToks: m.modelToks, bareNames: m.bareNames}
}
