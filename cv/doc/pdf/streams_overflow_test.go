package pdf

import (
	"strings"
	"testing"

	"codeberg.org/go-pdf/fpdf"
)

// overflowSidebarPDF writes a sidebar drawn first whose address is too
// wide for it and runs on under the main column's first list glyph (drawn
// after it, over it), as an unbreakable address in a narrow LaTeX column
// does; the main column is a list whose glyphs start where the sidebar's
// widest line ends.
func overflowSidebarPDF(t testing.TB) []byte {
	t.Helper()
	f := fpdf.New("P", "mm", "A4", "")
	f.AddPage()
	f.SetFont("Helvetica", "", 10)
	side := []string{"Wren Alder", "Institute of Tidal", "Studies, Port Ember", "wren.alder@ember.example.org", "Skills", "Rowing, knots"}
	const gutter = 52.0
	for i, s := range side {
		f.Text(15, 30+float64(i)*6, s)
	}
	addr := 15 + f.GetStringWidth("wren.alder@ember.example.or") // the glyph falls on the address's end
	for i, s := range sidebarMain {
		y := 33 + float64(i)*5 // the fourth on the address's baseline
		x := gutter
		if i == 3 {
			x = addr - 0.5
		}
		f.Text(x, y, "o "+s)
	}
	return output(t, f)
}

func TestSidebarOverflowStaysInItsFlow(t *testing.T) {
	d := read(t, overflowSidebarPDF(t))
	var got []string
	for _, l := range d.Lines {
		if s := strings.TrimSpace(l.Text); s != "" {
			got = append(got, s)
		}
	}
	text := strings.Join(got, "\n")
	if !strings.Contains(text, "\nwren.alder@ember.example.org\n") {
		t.Errorf("the address that overflows its column is not whole on a line of the sidebar:\n%s", text)
	}
	if !strings.Contains(text, "\no Lecturer, Port Ember College, 2019 -\n") {
		t.Errorf("the main column is not read after the sidebar:\n%s", text)
	}
}
