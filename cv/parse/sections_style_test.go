package parse

import (
	"testing"

	"github.com/vitae-cv/vitae/cv/doc"
)

// boldHeadingsDoc is a fictional CV whose headings are bold at body
// size, as a PDF or a Word file without heading styles gives them: no
// line is marked as a heading. Two headings ("Earned Degrees", "Open
// Source Work") have words the heading list does not hold; the style
// they share with "Employment", "Awards" and "Publications" makes them
// headings.
func boldHeadingsDoc() *doc.Doc {
	return &doc.Doc{Format: doc.PDF, Lines: []doc.Line{
		{Text: "Mira Tallowby", Bold: true, Size: 1.5},
		{Text: "mira.tallowby@example.org"},
		{},
		{Text: "Employment", Bold: true},
		{Text: "Assistant Professor, Example State University, 2021–present"},
		{Text: "Postdoctoral Researcher, Nowhere Institute, 2019–2021"},
		{},
		{Text: "Earned Degrees", Bold: true},
		{Text: "Ph.D. in Computer Science, Imaginary University, 2019"},
		{Text: "B.S. in Mathematics, Fictional College, 2013"},
		{},
		{Text: "Awards", Bold: true},
		{Text: "Made-Up Society Early Career Prize, 2022"},
		{},
		{Text: "Open Source Work", Bold: true},
		{Text: "A queue simulator written for teaching, 2020"},
		{},
		{Text: "Publications", Bold: true},
		{Text: "Mira Tallowby and Ode Varn. A Study of Imaginary Queues. In NSDI 2021."},
	}}
}

func TestStyleHeadings(t *testing.T) {
	c, err := ParseDoc("mira.pdf", boldHeadingsDoc(), Options{})
	if err != nil {
		t.Fatal(err)
	}
	if len(c.Education) != 2 {
		t.Errorf("%d degrees, want 2: a bold heading outside the word list must end the section above", len(c.Education))
	}
	if len(c.Positions) != 2 {
		t.Errorf("%d positions, want 2 (degrees must not be read as positions): %+v", len(c.Positions), c.Positions)
	}
	var secs []string
	for _, v := range Explain(boldHeadingsDoc()) {
		if v.Title != "" {
			secs = append(secs, v.Title)
		}
	}
	want := []string{"Employment", "Earned Degrees", "Awards", "Open Source Work", "Publications"}
	if len(secs) != len(want) {
		t.Fatalf("headings %q, want %q", secs, want)
	}
	for i := range want {
		if secs[i] != want[i] {
			t.Errorf("heading %d = %q, want %q", i, secs[i], want[i])
		}
	}
}

// In a publications section, a line of the heading style that names no
// section is a sub-heading of the papers, not a section of its own.
func TestStyleHeadingsPublicationsSubheading(t *testing.T) {
	d := boldHeadingsDoc()
	d.Lines = append(d.Lines,
		doc.Line{},
		doc.Line{Text: "Under Submission", Bold: true},
		doc.Line{Text: "Mira Tallowby. Queues Revisited, Once More. Manuscript, 2024."},
	)
	c, err := ParseDoc("mira.pdf", d, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if len(c.Publications) != 2 {
		t.Errorf("%d papers, want 2", len(c.Publications))
	}
}

// A bold award name with its issuer and date on the line below, entry
// after entry: the bold lines are the entries' heads, not labels that
// group the lines below them; a bold label over undated lines stays one.
func TestBoldHeadWithDetailLine(t *testing.T) {
	ls := docLines(&doc.Doc{Format: doc.DOCX, Lines: []doc.Line{
		{Text: "**Prize for Imaginary Research**", Bold: true},
		{Text: "Example Society\t2021"},
		{Text: "**Fellowship of the Made-Up Foundation**", Bold: true},
		{Text: "Example University\t2019"},
		{},
		{Text: "**Journal Reviewer**", Bold: true},
		{Text: "Journal of Imaginary Results"},
		{Text: "**Conference Reviewer**", Bold: true},
		{Text: "Made-Up Systems Symposium"},
	}}, nil)
	var labels []string
	for _, g := range subGroups(ls) {
		if g.label != "" {
			labels = append(labels, g.label)
		}
	}
	if len(labels) != 2 || labels[0] != "Journal Reviewer" || labels[1] != "Conference Reviewer" {
		t.Errorf("labels %q, want only the reviewer labels", labels)
	}
}

// A bold line that ends with a full stop is the wrapped end of an entry
// (a paper's award set bold), not a heading, though its word names a
// section.
func TestBoldWrappedEndIsNoHeading(t *testing.T) {
	c, err := ParseDoc("lio.pdf", &doc.Doc{Format: doc.PDF, Lines: []doc.Line{
		{Text: "Lio Fennick"},
		{Text: "Publications", Heading: 1},
		{Text: "2021    A Study of Imaginary Queues. L. Fennick and O. Varn. In NSDI, 2021. Best Paper"},
		{Text: "Award.", Bold: true, Indent: 8},
		{Text: "2019    Queues Revisited, Once More. L. Fennick. In OSDI, 2019."},
	}}, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if len(c.Awards) != 0 || len(c.Publications) != 2 {
		t.Errorf("%d awards, %d papers; want 0, 2", len(c.Awards), len(c.Publications))
	}
}

// A heading of the CV's style wrapped over two lines in a narrow column
// ("Selected" / "Talks") is one heading: the first line alone names no
// section, the two together do.
func TestStyleHeadingWrapped(t *testing.T) {
	d := boldHeadingsDoc()
	d.Lines = append(d.Lines,
		doc.Line{},
		doc.Line{Text: "Selected", Bold: true},
		doc.Line{Text: "Talks", Bold: true},
		doc.Line{Text: "Queues for Everyone, Example University, May 2022"},
	)
	var titles []string
	for _, v := range Explain(d) {
		if v.Title != "" {
			titles = append(titles, v.Title)
		}
	}
	if last := titles[len(titles)-1]; last != "Selected Talks" {
		t.Errorf("headings %q, want the last one joined as \"Selected Talks\"", titles)
	}
}

// A line in capitals inside a known section that names no section is a
// group label of that section (a project's name), even when the CV's
// headings are in capitals too: it opens no section of its own.
func TestStyleHeadingCapsLabel(t *testing.T) {
	ls := docLines(&doc.Doc{Format: doc.PDF, Lines: []doc.Line{
		{Text: "Rue Halvard"},
		{},
		{Text: "EDUCATION"},
		{Text: "Ph.D., Example University, 2019"},
		{},
		{Text: "EXPERIENCE"},
		{Text: "Research Scientist, Nowhere Labs, 2019–2023"},
		{},
		{Text: "PROJECTS"},
		{Text: "ORCHARD ENGINE", Indent: 2},
		{Text: "A made-up planner for imaginary orchards."},
		{},
		{Text: "AWARDS"},
		{Text: "Prize of the Example Society, 2021"},
	}}, nil)
	var titles []string
	for _, s := range splitSections(ls) {
		if s.Title != "" {
			titles = append(titles, s.Title)
		}
	}
	if len(titles) != 4 || titles[2] != "PROJECTS" || titles[3] != "AWARDS" {
		t.Errorf("sections %q, want EDUCATION, EXPERIENCE, PROJECTS, AWARDS", titles)
	}
}
