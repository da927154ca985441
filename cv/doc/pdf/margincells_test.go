package pdf

import (
	"strings"
	"testing"

	"codeberg.org/go-pdf/fpdf"
)

// rightText writes s so that it ends at x (mm): flush right in a column.
func rightText(f *fpdf.Fpdf, x, y float64, s string) {
	f.Text(x-f.GetStringWidth(s), y, s)
}

// flushRightDatesPDF writes dated entries whose dates are set flush right
// in a narrow left column and wrap there over two and three lines, as a
// LaTeX class's dated entries print them; one closed range stands above
// the next entry's date, one line apart.
func flushRightDatesPDF(t testing.TB) []byte {
	t.Helper()
	f := fpdf.New("P", "mm", "A4", "")
	f.AddPage()
	f.SetFont("Helvetica", "", 10)
	const col, text = 40.0, 43.0
	rows := []struct{ date, entry string }{
		{"September", "Keeper of Lanterns, Example State University"},
		{"2021 -", "Tended the lamps of the north tower."},
		{"Present", ""},
		{"2019 - 2021", "Apprentice Cartographer, Marsh Institute"},
		{"January 2018", "Visiting Mapmaker, Ember Observatory"},
		{"- June 2018", "Drew the coast of a made-up island."},
		{"2016", "Junior Tide Reader, Fenwick Harbour"},
		{"2015", "Volunteer Lamplighter, Fenwick Harbour"},
	}
	y := 30.0
	for _, r := range rows {
		rightText(f, col, y, r.date)
		if r.entry != "" {
			f.Text(text, y, r.entry)
		}
		y += 4.6
	}
	return output(t, f)
}

func TestFlushRightMarginDatesJoin(t *testing.T) {
	d := read(t, flushRightDatesPDF(t))
	for _, c := range []struct{ entry, date string }{
		{"Keeper of Lanterns", "September 2021 - Present"},
		{"Apprentice Cartographer", "2019 - 2021"},
		{"Visiting Mapmaker", "January 2018 - June 2018"},
		{"Junior Tide Reader", "2016"},
		{"Volunteer Lamplighter", "2015"},
	} {
		l := find(t, d, c.entry)
		cells := strings.Fields(strings.SplitN(l.Text, "   ", 2)[0])
		if got := strings.Join(cells, " "); got != c.date || !strings.Contains(l.Text, "   ") {
			t.Errorf("%s: date cell %q, want %q set apart by a column gap (line %q)\n%s", c.entry, got, c.date, l.Text, d.Markdown())
		}
	}
	for _, x := range d.Lines {
		if s := strings.TrimSpace(x.Text); s == "Present" || strings.HasPrefix(s, "2021 -") || strings.HasPrefix(s, "- June") {
			t.Errorf("a wrapped piece is still on a line of its own or another entry's: %q\n%s", s, d.Markdown())
		}
	}
	if l := find(t, d, "Tended the lamps"); strings.Contains(l.Text, "2021") {
		t.Errorf("the description kept the date's piece: %q", l.Text)
	}
}

// displayNamePDF writes a header whose name is set in display type over
// two lines, given names above the family name, the family name broken
// with a hyphen, beside contact lines in body type that touch it.
func displayNamePDF(t testing.TB) []byte {
	t.Helper()
	f := fpdf.New("P", "mm", "A4", "")
	f.AddPage()
	f.SetFont("Helvetica", "", 30)
	f.Text(15, 25, "Rosalind Q.")
	f.Text(15, 36, "Fenwick-")
	f.Text(15, 47, "stone")
	f.SetFont("Helvetica", "", 10)
	f.Text(15+f.GetStringWidth("Fenwick-")*3+0.5, 36, "Department of Made-up Studies, Example State University")
	f.Text(120, 47, "rq@example.edu")
	f.Text(15, 70, "Education")
	for i := range 4 {
		f.Text(15, 80+float64(i)*5, "A line of body text about nothing in particular, number one.")
	}
	return output(t, f)
}

func TestDisplayNameOverLinesJoins(t *testing.T) {
	d := read(t, displayNamePDF(t))
	l := find(t, d, "Rosalind")
	if !strings.HasPrefix(l.Text, "Rosalind Q. Fenwickstone") {
		t.Errorf("name in display type not joined: %q\n%s", l.Text, d.Markdown())
	}
	if l := find(t, d, "Department of"); !strings.Contains(l.Text, "   Department") && !strings.HasPrefix(strings.TrimSpace(l.Text), "Department") {
		t.Errorf("contact text not apart from the name: %q", l.Text)
	}
}
