package lines

import (
	"slices"
	"testing"
)

// TestTextsReused: lines made from a text after another text, in the
// array the first left, are the lines made with a fresh one, though the
// second text is shorter and has texts where the first had none (the
// reused array's old texts must not show through).
func TestTextsReused(t *testing.T) {
	first := "# Ada Quill\n\nKite lab, 2031\n\n- item one\n- item two\n\nlong tail line\n\nmore\n"
	second := "\n\nshort one\n"
	want := FromText(second)
	FromText(first)
	for range 3 {
		if got := FromText(second); !slices.EqualFunc(got, want, sameLine) {
			t.Fatalf("after another text: %+v, want %+v", got, want)
		}
	}
	var tb textBuf
	a := tb.make(4)
	copy(a, []string{"w", "x", "y", "z"})
	tb.release()
	if len(tb.texts) != 0 || tb.texts[:4][0] != "" {
		t.Fatal("a released array holds on to its texts")
	}
}

// sameLine compares the fields of two lines a text fixes.
func sameLine(a, b Line) bool {
	return a.N == b.N && a.Text == b.Text && a.MD == b.MD && a.Blank == b.Blank && a.List == b.List && slices.Equal(a.Cells, b.Cells)
}
