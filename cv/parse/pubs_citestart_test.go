package parse

import (
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/cv/doc"
)

// TestManuscriptsWithoutStopSplit: lines that each open with their
// authors and hold their own quoted title are one paper each, though
// each ends with a bare status and no full stop (fictional papers).
func TestManuscriptsWithoutStopSplit(t *testing.T) {
	text := "# Ada Quill\n\n## Publications\n\n" +
		"A. Quill, B. Marrow, and C. Dune. “A Pretend Study of Imaginary Widgets”. Under review\n" +
		"D. Fenwick and A. Quill. “Toward Invented Methods for Fictional Data”. Under review\n" +
		"A. Quill and E. Brightwater. “On Made-Up Results in Nowhere Systems”. Submitted\n"
	c, err := Parse("cv.md", []byte(text), Options{})
	if err != nil {
		t.Fatal(err)
	}
	want := []string{
		"A Pretend Study of Imaginary Widgets",
		"Toward Invented Methods for Fictional Data",
		"On Made-Up Results in Nowhere Systems",
	}
	checkTitles(t, c, want)
	for _, p := range c.Publications {
		if p.Status == cv.PubPublished || p.Status == "" {
			t.Errorf("%q: status %q, want a manuscript's", p.Title, p.Status)
		}
	}
}

// TestWrappedQuotedCitationStaysOne: a citation wrapped over lines with
// no full stop at the wrap stays one paper: the second line brings no
// author list and title of its own.
func TestWrappedQuotedCitationStaysOne(t *testing.T) {
	text := "# Ada Quill\n\n## Publications\n\n" +
		"A. Quill, B. Marrow, and C. Dune. “A Pretend Study of Imaginary Widgets”. In Proceedings of the\n" +
		"Fictional Conference on Widgets, pages 1–9, 2021.\n"
	c, err := Parse("cv.md", []byte(text), Options{})
	if err != nil {
		t.Fatal(err)
	}
	checkTitles(t, c, []string{"A Pretend Study of Imaginary Widgets"})
}

// TestMarginYearNotInheritedBySubList: in a two-column table (the year
// in the left cell), a sub-heading starts a new list; its rows with an
// empty year cell are undated, not dated by the last row above the
// sub-heading (fictional papers).
func TestMarginYearNotInheritedBySubList(t *testing.T) {
	d := &doc.Doc{Format: doc.DOCX, Lines: []doc.Line{
		{Text: "Ada Quill", Heading: 1},
		{Text: "Publications", Heading: 2},
		{Text: "Conference Papers", Heading: 3},
		{Text: "2019\tA. Quill and B. Marrow. “A Pretend Study of Imaginary Widgets”. Fictional Conference on Widgets, 2019"},
		{Text: "2017\tC. Dune and A. Quill. “Invented Methods for Pretend Graphs”. Imaginary Symposium on Graphs, 2017"},
		{Text: "Manuscripts", Heading: 3},
		{Text: "\tD. Fenwick and A. Quill. “Toward Invented Methods for Fictional Data”. Under review"},
		{Text: "\tA. Quill and E. Brightwater. “On Made-Up Results in Nowhere Systems”. Under review"},
	}}
	for i := range d.Lines {
		d.Lines[i].Src = i + 1
	}
	c, err := ParseDoc("cv.docx", d, Options{})
	if err != nil {
		t.Fatal(err)
	}
	checkTitles(t, c, []string{
		"A Pretend Study of Imaginary Widgets",
		"Invented Methods for Pretend Graphs",
		"Toward Invented Methods for Fictional Data",
		"On Made-Up Results in Nowhere Systems",
	})
	years := map[string]int{}
	for _, p := range c.Publications {
		years[p.Title] = p.Year
	}
	if y := years["A Pretend Study of Imaginary Widgets"]; y != 2019 {
		t.Errorf("the dated row: year %d, want 2019", y)
	}
	for _, title := range []string{"Toward Invented Methods for Fictional Data", "On Made-Up Results in Nowhere Systems"} {
		if y := years[title]; y != 0 {
			t.Errorf("%q: year %d, want none (its year cell is empty)", title, y)
		}
	}
}

// checkTitles fails t unless c's publications have exactly the titles
// want, in order.
func checkTitles(t *testing.T, c *cv.CV, want []string) {
	t.Helper()
	var got []string
	for _, p := range c.Publications {
		got = append(got, p.Title)
	}
	if len(got) != len(want) {
		t.Fatalf("titles %q, want %q", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("title %d = %q, want %q", i, got[i], want[i])
		}
	}
}

// TestUndatedManuscriptsKeepTemplate: a section of one citation a row,
// each with a sentence describing it on the line below, stays so when
// its last rows are manuscripts with no year: the descriptions are no
// part of any citation, the manuscripts' included (fictional papers).
func TestUndatedManuscriptsKeepTemplate(t *testing.T) {
	rows := []struct{ year, cite, note string }{
		{"2021", "A. Quill and B. Marrow. “A Pretend Study of Imaginary Widgets”. Fictional Conference on Widgets, 2021", "Built a prototype for the lab."},
		{"2019", "C. Dune and A. Quill. “Invented Methods for Pretend Graphs”. Imaginary Symposium on Graphs, 2019", "Wrote the evaluation harness."},
		{"", "D. Fenwick and A. Quill. “Toward Invented Methods for Fictional Data”. Under review", "Led the data collection."},
		{"", "A. Quill and E. Brightwater. “On Made-Up Results in Nowhere Systems”. Under review", "Ran the user study."},
		{"", "F. Gale and A. Quill. “Notes on Entirely Fictional Kites”. Under review", "Drafted the proofs."},
	}
	ls := []doc.Line{{Text: "Ada Quill", Heading: 1}, {Text: "Publications", Heading: 2}}
	for i, r := range rows {
		if i == 2 {
			ls = append(ls, doc.Line{Text: "Manuscripts", Heading: 3})
		}
		ls = append(ls, doc.Line{Text: r.year + "\t" + r.cite}, doc.Line{Text: "*" + r.note + "*", Indent: 4})
	}
	for i := range ls {
		ls[i].Src = i + 1
	}
	c, err := ParseDoc("cv.docx", &doc.Doc{Format: doc.DOCX, Lines: ls}, Options{})
	if err != nil {
		t.Fatal(err)
	}
	checkTitles(t, c, []string{
		"A Pretend Study of Imaginary Widgets",
		"Invented Methods for Pretend Graphs",
		"Toward Invented Methods for Fictional Data",
		"On Made-Up Results in Nowhere Systems",
		"Notes on Entirely Fictional Kites",
	})
	for i, p := range c.Publications {
		if i < len(rows) && strings.Contains(p.VenueRaw, strings.TrimSuffix(rows[i].note, ".")) {
			t.Errorf("%q: the description under it is in its venue: %q", p.Title, p.VenueRaw)
		}
	}
}
