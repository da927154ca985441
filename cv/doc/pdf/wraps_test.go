package pdf

import (
	"strings"
	"testing"

	"codeberg.org/go-pdf/fpdf"
)

// narrowItemsPDF writes list items in a narrow side column (the page's
// text runs twice as wide below it), each wrapped at
// its hanging indent: a date broken after its month, a word broken with
// a hyphen, and one item whose second line is a field of its own (a
// title line set by hand above its authors, in ragged text).
func narrowItemsPDF(t testing.TB) []byte {
	t.Helper()
	f := fpdf.New("P", "mm", "A4", "")
	f.AddPage()
	f.SetFont("Helvetica", "", 8)
	lines := []struct {
		glyph bool
		text  string
	}{
		{true, "Doctor of Made-up Studies, Example"},
		{false, "State University of Lanterns, September 2018 - May"},
		{false, "2023."},
		{true, "Keeper of Lanterns, Fenwick Harbour, Septem-"},
		{false, "ber 2016 - June 2018."},
		{true, "A Title of a Made-up Paper Long Enough to Fill Up"},
		{false, "Rosalind Quill and Tobias Fenwick"},
		{true, "Short Item, 2015."},
	}
	y := 30.0
	for _, l := range lines {
		if l.glyph {
			f.Text(15, y, "-")
		}
		f.Text(19, y, l.text)
		y += 3.6
	}
	f.SetFont("Helvetica", "", 10)
	f.Text(15, y+20, "A line of the main text below the side column, running on across the page as far as the right margin of it.")
	return output(t, f)
}

func TestItemWrapsJoinByGeometry(t *testing.T) {
	d := read(t, narrowItemsPDF(t))
	if l := find(t, d, "State University"); !strings.Contains(l.Text, "September 2018 - May 2023.") {
		t.Errorf("a date broken by the wrap is not whole: %q\n%s", l.Text, d.Markdown())
	}
	if l := find(t, d, "Keeper of"); !strings.Contains(l.Text, "September 2016 - June 2018.") {
		t.Errorf("a word broken with a hyphen is not whole: %q\n%s", l.Text, d.Markdown())
	}
	if l := find(t, d, "A Title of"); strings.Contains(l.Text, "Rosalind") {
		t.Errorf("a line of its own in ragged text was joined: %q", l.Text)
	}
}

// wordListPDF writes a full-width list as a word processor prints it:
// the wrapped line starts under the glyph, not at a hanging indent. Only
// a date broken by the wrap is joined there.
func wordListPDF(t testing.TB) []byte {
	t.Helper()
	f := fpdf.New("P", "mm", "A4", "")
	f.AddPage()
	f.SetFont("Helvetica", "", 10)
	lines := []string{
		"- Bachelor of Made-up Arts, Lower Fenwick College of Lanterns and Tides. September 2014 -",
		"May 2018",
		"- Master of Quiet Engineering, Upper Fenwick Institute of Harbour Studies and Maps. 2018 - 2020",
		"- A Title of a Made-up Paper Set Above Its Authors, Long Enough to Reach the Edge",
		"Rosalind Quill and Tobias Fenwick",
		"- Doctor of Made-up Studies, Example State University of the Northern Coast. 2020 - 2024",
		"- Keeper of Lanterns and Tides, Lower Fenwick Harbour Authority of the Northern Coast of Maps, 2015",
		"— 2019.",
		"- Tide Reader, Upper Fenwick Harbour Authority of the Northern Coast and Maps, June 2016–Au-",
		"gust 2018.",
	}
	tr := f.UnicodeTranslatorFromDescriptor("") // cp1252: the dashes
	for i, s := range lines {
		f.Text(15, 30+float64(i)*4.5, tr(s))
	}
	return output(t, f)
}

func TestBrokenDateJoinsInFullWidthList(t *testing.T) {
	d := read(t, wordListPDF(t))
	if l := find(t, d, "Bachelor of"); !strings.Contains(l.Text, "September 2014 - May 2018") {
		t.Errorf("a date broken by the wrap is not whole: %q\n%s", l.Text, d.Markdown())
	}
	if l := find(t, d, "A Title of"); strings.Contains(l.Text, "Rosalind") {
		t.Errorf("a line of its own in a full-width list was joined: %q", l.Text)
	}
	if l := find(t, d, "Keeper of"); !strings.Contains(l.Text, "2015 — 2019.") {
		t.Errorf("a range broken before its dash is not whole: %q\n%s", l.Text, d.Markdown())
	}
	if l := find(t, d, "Tide Reader"); !strings.Contains(l.Text, "June 2016–August 2018.") {
		t.Errorf("a range broken inside its month is not whole: %q\n%s", l.Text, d.Markdown())
	}
}
