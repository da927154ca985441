package pdf

import (
	"strings"
	"testing"

	"codeberg.org/go-pdf/fpdf"
)

// sidebarMain is the main column of sidebarPDF, in reading order.
var sidebarMain = []string{
	"Employment",
	"Lecturer, Port Ember College, 2019 -",
	"Fellow, Saltmarsh Observatory, 2016",
	"Education",
	"PhD, University of Lowhaven, 2016",
	"MSc, University of Lowhaven, 2012",
	"Publications",
	"W. Alder. Slow tides. Harbour Letters.",
	"W. Alder. Small rivers. Estuary Review.",
}

// sidebarPDF writes a page with a narrow sidebar drawn first and the main
// column drawn after it, a gutter narrower than an em between them and
// some lines of the two on one baseline, as a CV template with a
// contact-and-skills sidebar sets them.
func sidebarPDF(t testing.TB) []byte {
	t.Helper()
	f := fpdf.New("P", "mm", "A4", "")
	f.AddPage()
	f.SetFont("Helvetica", "", 10)
	side := []string{"Wren Alder", "Institute of Tidal Studies", "Harbour Road, Port Ember", "wren@ember.example.org", "Skills", "Rowing, knots", "and chart reading"}
	edge := 0.0
	for i, s := range side {
		f.Text(15, 32+float64(i)*6, s)
		edge = max(edge, 15+f.GetStringWidth(s))
	}
	for i, s := range sidebarMain {
		f.Text(edge+1.5, 30+float64(i)*5, s) // a gutter narrower than an em
	}
	return output(t, f)
}

func TestSidebarReadAfterItself(t *testing.T) {
	d := read(t, sidebarPDF(t))
	var got []string
	for _, l := range d.Lines {
		if s := strings.TrimSpace(l.Text); s != "" {
			got = append(got, s)
		}
	}
	want := append([]string{
		"Wren Alder", "Institute of Tidal Studies", "Harbour Road, Port Ember", "wren@ember.example.org", "Skills", "Rowing, knots", "and chart reading",
	}, sidebarMain...)
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("lines:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// dateColumnPDF writes a list with a date column drawn row by row beside
// its entries (as a table sets it), some entries wrapped and a group
// label alone in the date column.
func dateColumnPDF(t testing.TB) []byte {
	t.Helper()
	f := fpdf.New("P", "mm", "A4", "")
	f.AddPage()
	f.SetFont("Helvetica", "", 10)
	y := 30.0
	rows := []struct{ date, text, wrap string }{
		{"Recent", "", ""},
		{"2023", "Keynote on quiet harbours, Ember Coast Meeting,", "held in Port Ember"},
		{"2022", "Seminar on tidal clocks, Lowhaven Institute", ""},
		{"Earlier", "", ""},
		{"2019", "Talk on lantern charts, Saltmarsh Observatory,", "evening series"},
		{"2018", "Poster on reed beds, Estuary Days", ""},
	}
	for _, r := range rows {
		f.Text(15, y, r.date)
		if r.text != "" {
			f.Text(33, y, r.text)
		}
		if r.wrap != "" {
			y += 5
			f.Text(33, y, r.wrap)
		}
		y += 5
	}
	return output(t, f)
}

func TestDateColumnStaysBesideItsEntries(t *testing.T) {
	d := read(t, dateColumnPDF(t))
	for _, c := range [][2]string{{"2023", "Keynote"}, {"2022", "Seminar"}, {"2019", "Talk on"}, {"2018", "Poster"}} {
		if l := find(t, d, c[1]); !strings.Contains(l.Text, c[0]) {
			t.Errorf("%q is not beside its date %s: %q\n%s", c[1], c[0], l.Text, d.Markdown())
		}
	}
}

func TestStreamJump(t *testing.T) {
	for _, c := range []struct {
		a, b int
		want bool
	}{
		{10, 11, false}, // letters of one word
		{10, 13, false}, // across a generated line end
		{11, 10, false}, // right-to-left text
		{10, 400, true}, // a sidebar's last letter, the main column's first
		{400, 10, true},
	} {
		if got := streamJump(glyph{seq: c.a}, glyph{seq: c.b}); got != c.want {
			t.Errorf("streamJump(%d, %d) = %v, want %v", c.a, c.b, got, c.want)
		}
	}
}

// floatedDatesPDF writes a date column drawn before everything else on
// the page (as a browser paints floated labels in a pass of its own),
// then a contact line and a heading above the entries, then the entries,
// each with a wrapped second line.
func floatedDatesPDF(t testing.TB) []byte {
	t.Helper()
	f := fpdf.New("P", "mm", "A4", "")
	f.AddPage()
	f.SetFont("Helvetica", "", 10)
	dates := []string{"2019-2024", "2016-2019", "2012-2016"}
	for i, d := range dates {
		f.Text(15, 40+float64(i)*10, d)
	}
	f.Text(15, 20, "wren@ember.example")
	f.Text(15, 26, "Port Ember")
	f.Text(15, 32, "Employment")
	for i, e := range []string{"Keeper of Charts, Ember Harbour Office.", "Tide Clerk, Saltmarsh Observatory.", "Student Rower, Lowhaven College."} {
		f.Text(45, 40+float64(i)*10, e)
		f.Text(45, 45+float64(i)*10, "Kept the logs and the lanterns in order.")
	}
	return output(t, f)
}

func TestFloatedDatesStayBesideTheirEntries(t *testing.T) {
	d := read(t, floatedDatesPDF(t))
	for _, c := range [][2]string{{"2019-2024", "Keeper"}, {"2016-2019", "Tide Clerk"}, {"2012-2016", "Student Rower"}} {
		if l := find(t, d, c[1]); !strings.Contains(l.Text, c[0]) {
			t.Errorf("%q is not beside its date %s: %q\n%s", c[1], c[0], l.Text, d.Markdown())
		}
	}
}
