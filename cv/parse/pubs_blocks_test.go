package parse

import "testing"

// TestBlockLinesClipped checks that the blocks splitPubBlocks returns,
// which share one array of lines, are capacity-clipped: appending to one
// block's lines (as mergeParagraphs does) leaves the next block as it was.
func TestBlockLinesClipped(t *testing.T) {
	p := &parser{}
	ls := toLines("- A. Quill and B. Reed. Paper one. In Proc. of X, 2024.\n" +
		"- C. Lund. Paper two. Journal of Y, 2023.\n- D. Moss. Paper three. Z Letters, 2022.\n")
	bs := p.splitPubBlocks(ls, "")
	if len(bs) != 3 {
		t.Fatalf("%d blocks, want 3", len(bs))
	}
	next := bs[1].lines[0].Text
	for i, b := range bs {
		if len(b.lines) != cap(b.lines) {
			t.Errorf("block %d: %d lines, capacity %d", i, len(b.lines), cap(b.lines))
		}
	}
	grown := append(bs[0].lines, line{Text: "appended"})
	if bs[1].lines[0].Text != next || grown[1].Text != "appended" {
		t.Errorf("appending to block 0 changed block 1: %q", bs[1].lines[0].Text)
	}
}
