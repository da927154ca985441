package parse

import "github.com/vitae-cv/vitae/internal/fieldmodel"

// The publication block splitter (splitPubBlocks) made, for every
// publications section, an array of the section's lines for its blocks
// and an array of the blocks: about a twentieth of the bytes a parse of
// the sample CVs allocates. Both are cut instead from arenas the parse's
// memo keeps (memo.pubLines, memo.pubBlocks), and a finished parse's
// arenas stay with its memo for the next parse (memo_pool.go): a record
// holds strings only, never a line nor a block, so what was cut from
// them is dead once the parse has made its record. An arena is emptied
// (its room cleared, holding no text) when its memo is. So is the room
// the field model's tokens of an entry are made in (memo.labelFields).

// pubArenaChunk is the least room a new arena chunk is made with, in
// items. A new chunk is twice as large as the one before (or n, if
// larger): a pooled memo's arena soon holds what a whole parse asks for
// (the sample CVs' publication sections take a few hundred lines and a
// hundred blocks), and a single parse makes a few small chunks.
const pubArenaChunk = 64

// pubArenaCut returns an empty slice of capacity n cut from the arena
// (capacity clipped, so that an append past n copies instead of writing
// over the next cut), making a new chunk when the arena has no room.
func pubArenaCut[T any](arena *[]T, n int) []T {
	a := *arena
	if cap(a)-len(a) < n {
		a = make([]T, 0, max(pubArenaChunk, n, 2*cap(a)))
	}
	from := len(a)
	*arena = a[:from+n]
	return a[from : from : from+n]
}

// pubLineRoom is an empty slice of room for n lines of publication
// blocks, from the memo's arena (made anew by a nil memo).
func (m *memo) pubLineRoom(n int) []line {
	if m == nil {
		return make([]line, 0, n)
	}
	return pubArenaCut(&m.pubLines, n)
}

// pubBlockRoom is an empty slice of room for n publication blocks, from
// the memo's arena (made anew by a nil memo).
func (m *memo) pubBlockRoom(n int) []pubBlock {
	if m == nil {
		return make([]pubBlock, 0, n)
	}
	return pubArenaCut(&m.pubBlocks, n)
}

// emptyPubArenas clears the room of the memo's arenas, so that they hold
// on to no text of the parse, and makes it free for the next one.
func (m *memo) emptyPubArenas() {
	clear(m.pubLines[:cap(m.pubLines)])
	clear(m.pubBlocks[:cap(m.pubBlocks)])
	m.pubLines, m.pubBlocks = m.pubLines[:0], m.pubBlocks[:0]
	clear(m.modelToks)
}

// labelFields is fm.Label(e, lx), with the tokens made in the memo's room
// (fieldmodel.LabelWith): valid until the next entry is labelled, which
// is after the caller is done with them (modelFields). A nil memo makes
// them anew.
func (m *memo) labelFields(fm *fieldmodel.Model, e fieldmodel.Entry, lx *fieldmodel.Lexicon) fieldmodel.Labelled {
	if m == nil {
		return fm.Label(e, lx)
	}
	return fm.LabelWith(e, lx, &m.modelToks)
}
