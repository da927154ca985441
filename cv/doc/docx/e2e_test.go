package docx

import (
	"context"
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/cv/doc"
	"github.com/vitae-cv/vitae/cv/parse"
)

// fictionalCV is a Word CV as Word users write them: a Title name, Heading
// 1 sections, a bold degree or job with its dates after a tab, numbered
// publications, an awards table and a right-aligned date box.
func fictionalCV(t testing.TB) []byte {
	t.Helper()
	pub := func(authors, title, venue string) string {
		return p(pstyle("ListParagraph")+num("2", "0"), r("", authors+" "), r("", title+" "), r("<w:i/>", venue))
	}
	return docx(t, strings.Join([]string{
		p(pstyle("Title"), r("", "Marta Quillfeather")),
		p("", r("", "Department of Astrobotany, Lantern University")),
		p("", `<w:hyperlink r:id="rId7">`+r("", "marta.quill@example.org")+`</w:hyperlink>`),
		p(pstyle("Heading1"), r("", "Education")),
		p("", r("<w:b/>", "Ph.D. in Astrobotany"), r("", ", Lantern University\t2016 – 2021")),
		p("", r("<w:b/>", "B.Sc. in Botany"), r("", ", Fernhill College\t2012 – 2016")),
		p(pstyle("Heading1"), r("", "Experience")),
		p("", r("<w:b/>", "Assistant Professor"), r("", ", Lantern University"), dateBox("-20000", "2023 – Present")),
		p("", r("<w:b/>", "Postdoctoral Researcher"), r("", ", Moss Institute\t2021 – 2023")),
		p(pstyle("Heading1"), r("", "Publications")),
		pub("Quillfeather, M., Brandvold, I., and Okonkwo-Reyes, T. (2022).", "Bioluminescent moss as a night-time light source.", "Journal of Imaginary Botany, 12(3), 45–67."),
		pub("Brandvold, I. and Quillfeather, M. (2020).", "Fern circadian clocks under artificial moonlight.", "Proceedings of the Fictional Plant Conference, 101–110."),
		pub("Quillfeather, M. (2019).", "Counting lichen rings with deep nets.", "Annals of Made-Up Ecology, 4, 1–9."),
		p(pstyle("Heading1"), r("", "Awards")),
		`<w:tbl><w:tr><w:tc>` + p("", r("", "2022")) + `</w:tc><w:tc>` + p("", r("", "Golden Frond Fellowship")) + `</w:tc></w:tr>` +
			`<w:tr><w:tc>` + p("", r("", "2019")) + `</w:tc><w:tc>` + p("", r("", "Best Paper Award, Fictional Plant Conference")) + `</w:tc></w:tr></w:tbl>`,
	}, ""))
}

func TestEndToEnd(t *testing.T) {
	d, err := Read(context.Background(), fictionalCV(t), doc.Limits{})
	if err != nil {
		t.Fatal(err)
	}
	c, err := parse.ParseDoc("quill.docx", d, parse.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if c.Name != "Marta Quillfeather" {
		t.Errorf("name %q\n%s", c.Name, d.Markdown())
	}
	if len(c.Contact.Emails) != 1 || c.Contact.Emails[0] != "marta.quill@example.org" {
		t.Errorf("emails %v", c.Contact.Emails)
	}
	if c.Format != doc.DOCX {
		t.Errorf("format %q", c.Format)
	}
	if len(c.Education) != 2 || c.Education[0].Level != "phd" || c.Education[0].Start.String() != "2016" || c.Education[0].End.String() != "2021" {
		t.Errorf("education %+v\n%s", c.Education, d.Markdown())
	}
	if len(c.Positions) != 2 || c.Positions[0].Title != "Assistant Professor" || c.Positions[0].End.String() != "present" {
		t.Errorf("positions %+v\n%s", c.Positions, d.Markdown())
	}
	if len(c.Publications) != 3 {
		t.Fatalf("%d publications, want 3\n%s", len(c.Publications), d.Markdown())
	}
	if pb := c.Publications[0]; pb.Year != 2022 || len(pb.Authors) != 3 || pb.SelfIndex != 1 || !strings.HasPrefix(pb.Title, "Bioluminescent moss") {
		t.Errorf("first publication %+v", pb)
	}
	if len(c.Awards) != 2 || c.Awards[0].Year != 2022 {
		t.Errorf("awards %+v\n%s", c.Awards, d.Markdown())
	}
}
