package webpage

import (
	"context"
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/cv/doc"
	"github.com/vitae-cv/vitae/cv/parse"
)

// wantLines fails unless the page's lines are exactly want.
func wantLines(t *testing.T, d *doc.Doc, want ...string) {
	t.Helper()
	if got := texts(d); strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Fatalf("lines:\n%q\nwant\n%q", got, want)
	}
}

// A <dt> and its <dd> are one unit: the term is the first cell of the
// definition's first line; the definition's further lines follow, and a
// unit of several lines is set off from the next by a blank line.
func TestDefinitionListTermLeadsItsDefinition(t *testing.T) {
	d := read(t, `<h2>Appointments</h2>
<dl>
<dt>2021 – now</dt>
<dd><b>Research Fellow</b>, Nowhere Institute.<br><span>Built imaginary tools.</span></dd>
<dt>2019 – 2021</dt>
<dd><b>Postdoc</b>, Elsewhere College.</dd>
<dt>2018</dt>
<dd><b>Intern</b>, Pretend Labs.</dd>
</dl>`)
	wantLines(t, d,
		"Appointments", "",
		"2021 – now\t**Research Fellow**, Nowhere Institute.",
		"Built imaginary tools.", "",
		"2019 – 2021\t**Postdoc**, Elsewhere College.",
		"2018\t**Intern**, Pretend Labs.")
}

// Several <dd>s under one <dt> stay in its unit; <dt>s in a row are one
// unit too (HTML's group: terms, then definitions), but only the last
// one's line continues with the <dd>, and an empty <dt> adds no cell;
// text between a <dt> and its <dd> ends the term's line; a block inside
// the <dt> does not, and a <dt> of two lines leads with its last.
func TestDefinitionListUnits(t *testing.T) {
	d := read(t, `<dl>
<dt>2016</dt><dd>Best Pretend Paper</dd><dd>Imaginary Society</dd>
<dt>Alone</dt>
<dt></dt><dd>Undated entry</dd>
<dt>Term</dt>stray<dd>Definition</dd>
<dt><p>2012</p></dt><dd>Block term</dd>
<dt>Two<br>lines</dt><dd>Last line</dd>
</dl>`)
	wantLines(t, d,
		"2016\tBest Pretend Paper", "Imaginary Society", "",
		"Alone",
		"Undated entry", "",
		"Term", "stray", "Definition", "",
		"2012\tBlock term",
		"Two", "lines\tLast line")
}

// A <dd> that opens with a paragraph still joins its term; one that
// opens with a list, a heading or a nested <dl> keeps its own lines, the
// list its markers.
func TestDefinitionListBlockStarts(t *testing.T) {
	d := read(t, `<dl>
<dt>Email</dt><dd><p>quill@nowhere.example</p></dd>
<dt>Courses</dt><dd><ul><li>Pretend Physics</li><li>Made-up Maths</li></ul></dd>
<dt>Notes</dt><dd><h4>Imaginary</h4>text</dd>
<dt>Outer</dt><dd><dl><dt>2010</dt><dd>Inner</dd></dl></dd>
</dl>`)
	find(t, d, "Email\tquill@nowhere.example")
	if l := find(t, d, "Pretend Physics"); l.List != "-" || l.Text != "Pretend Physics" {
		t.Errorf("first item of a list in a <dd>: %+v; want its own line with its marker", l)
	}
	find(t, d, "Courses")
	if l := find(t, d, "Imaginary"); l.Heading != 4 || l.Text != "Imaginary" {
		t.Errorf("heading in a <dd>: %+v", l)
	}
	if l := find(t, d, "Outer"); l.Text != "Outer" {
		t.Errorf("term above a nested list: %q", l.Text)
	}
	find(t, d, "2010\tInner")
}

// A definition list inside a table cell joins its units after the
// cell's tab, and leaves the rest of the row alone.
func TestDefinitionListInTableCell(t *testing.T) {
	d := read(t, `<table><tr><td>Label</td><td><dl><dt>A</dt><dd>B</dd></dl>after</td></tr>
<tr><td>Next</td><td>row</td></tr></table>`)
	find(t, d, "Label\tA\tB")
	find(t, d, "after")
	find(t, d, "Next\trow")
}

// End to end: positions and degrees written as a definition list get
// the dates of their own terms, not of the neighbouring ones.
func TestDefinitionListDatesEndToEnd(t *testing.T) {
	page := `<html><body><h1>Marta Quill</h1>
<p><a href="mailto:marta.quill@nowhere.example">marta.quill@nowhere.example</a></p>
<h2>Appointments</h2>
<dl>
<dt>2021 – now</dt><dd><b>Assistant Professor</b>, Nowhere University.<br>Teaches pretend physics.</dd>
<dt>2018 – 2021</dt><dd><b>Postdoctoral Fellow</b>, Elsewhere Institute.<br>Studied imaginary waves.</dd>
<dt>2016 – 2017</dt><dd><b>Research Intern</b>, Pretend Labs.<br>Built a toy model.</dd>
</dl>
<h2>Education</h2>
<dl>
<dt>2012 – 2018</dt><dd><b>Ph.D. in Physics</b>, Elsewhere Institute.<br>Advisor: Ann Fox</dd>
<dt>2008 – 2012</dt><dd><b>B.Sc. in Physics</b>, Nowhere University.</dd>
</dl>
</body></html>`
	d, err := Read(context.Background(), []byte(page), doc.Limits{})
	if err != nil {
		t.Fatal(err)
	}
	c, err := parse.ParseDoc("quill.html", d, parse.Options{})
	if err != nil {
		t.Fatal(err)
	}
	wantPos := [][2]int{{2021, 0}, {2018, 2021}, {2016, 2017}}
	if len(c.Positions) != len(wantPos) {
		t.Fatalf("%d positions; page read as:\n%s", len(c.Positions), d.Markdown())
	}
	for i, p := range c.Positions {
		if p.Start.Year != wantPos[i][0] || p.End.Year != wantPos[i][1] {
			t.Errorf("position %d %q: %d–%d; want %d–%d", i, p.Title, p.Start.Year, p.End.Year, wantPos[i][0], wantPos[i][1])
		}
	}
	wantEdu := [][2]int{{2012, 2018}, {2008, 2012}}
	if len(c.Education) != len(wantEdu) {
		t.Fatalf("%d degrees; page read as:\n%s", len(c.Education), d.Markdown())
	}
	for i, e := range c.Education {
		if e.Start.Year != wantEdu[i][0] || e.End.Year != wantEdu[i][1] {
			t.Errorf("degree %d: %d–%d; want %d–%d", i, e.Start.Year, e.End.Year, wantEdu[i][0], wantEdu[i][1])
		}
	}
}

// A long list of units reads into three lines a unit (term and
// definition, a second line, a blank), however many there are, and the
// line limit stops it like any other page.
func TestDefinitionListManyUnits(t *testing.T) {
	var b strings.Builder
	b.WriteString("<dl>")
	const n = 3000
	for i := 0; i < n; i++ {
		b.WriteString("<dt>2001</dt><dd>Pretend entry<br>its note</dd>")
	}
	b.WriteString("</dl>")
	d := read(t, b.String())
	if len(d.Lines) != 3*n-1 {
		t.Fatalf("%d lines; want %d", len(d.Lines), 3*n-1)
	}
	if d.Lines[3*n-3].Text != "2001\tPretend entry" {
		t.Errorf("last unit %q", d.Lines[3*n-3].Text)
	}
	d2, err := Read(context.Background(), []byte(b.String()), doc.Limits{MaxLines: 100})
	if err != nil || len(d2.Lines) > 100 || len(d2.Warnings) == 0 {
		t.Fatalf("with a limit of 100 lines: %d lines, %d warnings, %v", len(d2.Lines), len(d2.Warnings), err)
	}
}
