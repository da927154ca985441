package parse

import "testing"

// TestPubArenaCut holds the arena's cuts apart: each is empty with the
// room asked for, an append within it does not reach the next cut, an
// append past it copies, and a cut larger than a chunk gets a chunk of
// its own.
func TestPubArenaCut(t *testing.T) {
	var arena []int
	a := pubArenaCut(&arena, 3)
	b := pubArenaCut(&arena, 2)
	if len(a) != 0 || cap(a) != 3 || len(b) != 0 || cap(b) != 2 {
		t.Fatalf("cuts: len %d cap %d, len %d cap %d", len(a), cap(a), len(b), cap(b))
	}
	b = append(b, 7, 8)
	a = append(a, 1, 2, 3)
	if b[0] != 7 || b[1] != 8 {
		t.Fatalf("filling the first cut wrote over the second: %v", b)
	}
	a2 := append(a, 4) // past the cut: a copy
	a2[0] = 9
	if a[0] != 1 || b[0] != 7 {
		t.Fatalf("an append past a cut wrote into the arena: %v %v", a, b)
	}
	big := pubArenaCut(&arena, 3*pubArenaChunk)
	if cap(big) != 3*pubArenaChunk || cap(arena) != 3*pubArenaChunk {
		t.Fatalf("a cut larger than a chunk: cap %d, arena %d", cap(big), cap(arena))
	}
	pubArenaCut(&arena, 1)
	if cap(arena) != 6*pubArenaChunk {
		t.Fatalf("the chunk after one of %d: %d", 3*pubArenaChunk, cap(arena))
	}
}

// TestPubArenasEmptied checks that a memo given back to the pool holds
// no line of its parse and hands its room out again from the start.
func TestPubArenasEmptied(t *testing.T) {
	m := newMemo()
	ls := m.pubLineRoom(4)
	ls = append(ls, line{Text: "Ada Quill. A fictional paper. 2020."})
	bs := m.pubBlockRoom(2)
	bs = append(bs, pubBlock{lines: ls})
	m.empty()
	if len(m.pubLines) != 0 || len(m.pubBlocks) != 0 {
		t.Fatalf("arenas not emptied: %d lines, %d blocks", len(m.pubLines), len(m.pubBlocks))
	}
	if ls[0].Text != "" || bs[0].lines != nil {
		t.Fatalf("an emptied arena still holds the parse's text: %q", ls[0].Text)
	}
	if again := m.pubLineRoom(4); cap(again) != 4 || &again[:1][0] != &ls[0] {
		t.Fatalf("an emptied arena's room is not reused")
	}
	var nilMemo *memo
	if r := nilMemo.pubLineRoom(3); cap(r) != 3 {
		t.Fatalf("nil memo: room %d", cap(r))
	}
}
