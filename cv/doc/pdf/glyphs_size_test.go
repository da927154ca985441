package pdf

import "testing"

// glyphsOf lays text out as glyphs of one size from x, one advance apart,
// in content order from seq.
func glyphsOf(text string, x, size, adv float64, seq int) []glyph {
	var gs []glyph
	for i, r := range []rune(text) {
		gs = append(gs, glyph{r: r, x0: x + float64(i)*adv, x1: x + float64(i+1)*adv, base: 100, size: size, seq: seq + i})
	}
	return gs
}

// A heading's first letter that falls on the last letter of a line set
// too wide for its column (the same letter, a larger size, drawn later)
// is a glyph of its own, not that letter drawn twice.
func TestDoubleNeedsSameSize(t *testing.T) {
	left := glyphsOf("ABCS", 100, 10, 6, 0)         // the overfull line's last word ends at 124
	head := glyphsOf("Selected", 118.5, 12, 7, 100) // the heading starts on its last letter
	l := makeLine(append(left, head...), seqIdx(len(left)+len(head)))
	got := ""
	for _, w := range l.words {
		got += string(w.text) + "|"
	}
	if n := countRune(got, 'S'); n < 2 {
		t.Errorf("the heading's S was dropped as a double: %q", got)
	}
}

// A name in display type whose loose boxes touch the body-size text
// beside it is a word of its own.
func TestSizeJumpEndsWord(t *testing.T) {
	name := glyphsOf("Quill", 10, 30, 15, 0)
	body := glyphsOf("Department", 85, 10, 5, 5)
	ws := splitWords(append(name, body...))
	if len(ws) != 2 || string(ws[0].text) != "Quill" || string(ws[1].text) != "Department" {
		var got []string
		for _, w := range ws {
			got = append(got, string(w.text))
		}
		t.Errorf("words %q, want [Quill Department]", got)
	}
}

func seqIdx(n int) []int {
	idx := make([]int, n)
	for i := range idx {
		idx[i] = i
	}
	return idx
}

func countRune(s string, r rune) int {
	n := 0
	for _, c := range s {
		if c == r {
			n++
		}
	}
	return n
}
