package pdf

import (
	"strings"
	"testing"

	"codeberg.org/go-pdf/fpdf"
)

// spacedListPDF writes a publication list set as many CVs set one: each
// entry one or two lines at a 5 mm leading, entries 10 mm apart, so the
// space between entries is the most frequent baseline distance and the
// wrap inside an entry the less frequent one.
func spacedListPDF(t testing.TB) []byte {
	t.Helper()
	f := fpdf.New("P", "mm", "A4", "")
	f.AddPage()
	f.SetFont("Helvetica", "", 10)
	y := 30.0
	for i := range 7 {
		f.Text(20, y, "Orla Fenwright and Tam Quist. Notes on the drift of paper boats, part "+string(rune('A'+i))+".")
		if i%3 == 0 {
			y += 5
			f.Text(20, y, "In Proceedings of the Imaginary Harbour Workshop, 2019.")
		}
		y += 10
	}
	return output(t, f)
}

func TestLeadingUnderSpacedEntries(t *testing.T) {
	d := read(t, spacedListPDF(t))
	md := d.Markdown()
	if n := strings.Count(md, "\n\n"); n != 6 {
		t.Errorf("%d blank lines between the 7 entries, want 6:\n%s", n, md)
	}
	if strings.Contains(md, "part A.\n\n") {
		t.Errorf("an entry's wrapped line is set apart from it:\n%s", md)
	}
	wrap := find(t, d, "In Proceedings")
	start := find(t, d, "part B.")
	if wrap.Gap < 0.9 || wrap.Gap > 1.1 || start.Gap < 1.9 || start.Gap > 2.1 {
		t.Errorf("gaps: wrap %.2f (want 1), entry start %.2f (want 2)", wrap.Gap, start.Gap)
	}
}

func TestLeading(t *testing.T) {
	for _, c := range []struct {
		name  string
		dists []float64
		want  float64
	}{
		{"none", nil, 12},
		{"one spacing", []float64{12, 12, 12}, 12},
		// one leading read as two values a tenth apart, the gap between
		// entries the most frequent single value
		{"split leading", []float64{13.5, 13.6, 13.5, 13.6, 27.1, 27.1, 27.1, 13.5}, 13.5},
		// a few tight lines (a table) do not make the leading
		{"rare tight lines", []float64{9, 12, 12, 12, 12, 12, 12, 12, 9, 12}, 12},
	} {
		if got := leading(c.dists, 10); got != c.want {
			t.Errorf("%s: leading %v, want %v", c.name, got, c.want)
		}
	}
}
