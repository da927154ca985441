package pdf

import (
	"fmt"
	"strings"
	"testing"

	"codeberg.org/go-pdf/fpdf"
)

// fourPagesPDF writes four full pages of fictional publications with a
// running footer on each, where pages 1 and 3 happen to end with the same
// citation line at the same height.
func fourPagesPDF(t testing.TB) []byte {
	t.Helper()
	f := fpdf.New("P", "mm", "A4", "")
	f.SetFont("Helvetica", "", 10)
	for p := range 4 {
		f.AddPage()
		for i := range 6 {
			f.Text(20, 30+float64(i)*6, fmt.Sprintf("Wren Alder. Field notes on moss, volume %d.", p*6+i+1))
		}
		if p%2 == 0 {
			f.Text(20, 259, fmt.Sprintf("Wren Alder and Pim Rook. On lichen, chapter %d.", p+1))
			f.Text(20, 265, "In Proceedings of the Quiet Forest Meeting, 2018.")
		}
		f.Text(80, 285, fmt.Sprintf("Wren Alder, CV, page %d", p+1))
	}
	return output(t, f)
}

func TestFurnitureOnMostPages(t *testing.T) {
	d := read(t, fourPagesPDF(t))
	n := 0
	for _, l := range d.Lines {
		switch {
		case strings.Contains(l.Text, "Quiet Forest Meeting"):
			n++
			if l.Repeats {
				t.Errorf("a line two of four pages end with is taken for furniture: %+v", l)
			}
		case strings.Contains(l.Text, "Wren Alder, CV, page"):
			if !l.Repeats {
				t.Errorf("the running footer is not marked: %+v", l)
			}
		}
	}
	if n != 2 {
		t.Errorf("%d lines with the venue, want 2:\n%s", n, d.Markdown())
	}
}
