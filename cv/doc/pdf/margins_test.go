package pdf

import (
	"strings"
	"testing"

	"codeberg.org/go-pdf/fpdf"
)

// marginDatesPDF writes entries with their dates in a narrow left margin
// column: one date wraps inside the column onto a line of its own, one
// date range is closed ("present") with the next entry's date below it.
func marginDatesPDF(t testing.TB) []byte {
	t.Helper()
	f := fpdf.New("P", "mm", "A4", "")
	f.AddPage()
	f.SetFont("Helvetica", "", 10)
	f.Text(15, 30, "Mar 2016 - Jul")
	f.Text(45, 30, "Lecturer in Lantern Design, Upper Fenwick College.")
	f.Text(15, 35, "2019")
	f.Text(15, 42, "2021 - present")
	f.Text(45, 42, "Reader in Quiet Engineering, Marsh Institute.")
	f.Text(15, 47, "2020")
	f.Text(45, 47, "Visiting Fellow, Ember Observatory.")
	return output(t, f)
}

func TestMarginDateWrapStaysWithItsEntry(t *testing.T) {
	d := read(t, marginDatesPDF(t))
	l := find(t, d, "Lantern Design")
	if !strings.HasPrefix(l.Text, "Mar 2016 - Jul 2019") {
		t.Errorf("wrapped margin date not joined: %q\n%s", l.Text, d.Markdown())
	}
	for _, x := range d.Lines {
		if strings.TrimSpace(x.Text) == "2019" {
			t.Errorf("the wrapped piece is still a line of its own:\n%s", d.Markdown())
		}
	}
	if l := find(t, d, "Reader in"); strings.Contains(l.Text, "2020") {
		t.Errorf("the next entry's date was taken for a wrap: %q", l.Text)
	}
	if l := find(t, d, "Visiting Fellow"); !strings.HasPrefix(l.Text, "2020") {
		t.Errorf("an entry lost its date: %q", l.Text)
	}
}
