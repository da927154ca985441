package parse

import (
	"testing"

	"github.com/vitae-cv/vitae/cv/doc"
)

func fictionalPDFDoc() *doc.Doc {
	return &doc.Doc{Format: doc.PDF, Pages: 2, Lines: []doc.Line{
		{Text: "Ada Quill", Size: 1.6, Bold: true, Page: 1, Src: 1},
		{Text: "ada.quill@example.org", Page: 1, Src: 2},
		{Text: "**Publications**", Bold: true, Page: 1, Src: 3},
		{Text: "Ada Quill and Bo Reyes. A Made-Up Study of Queues. In NSDI 2021.", List: "1.", Page: 1, Src: 4},
		{Text: "Ada Quill · page 1", Repeats: true, Page: 1, Src: 5},
		{Text: "Education", Heading: 2, Page: 2, Src: 1},
		{Text: "Ph.D. in Computer Science, Example University, 2016–2021", List: "-", Page: 2, Src: 2},
		{Text: "Ada Quill · page 2", Repeats: true, Page: 2, Src: 3},
	}}
}

func TestParseDoc(t *testing.T) {
	c, err := ParseDoc("ada.pdf", fictionalPDFDoc(), Options{})
	if err != nil {
		t.Fatal(err)
	}
	if c.Format != doc.PDF || c.Name != "Ada Quill" || len(c.Publications) != 1 || len(c.Education) != 1 {
		t.Fatalf("record: format %q, name %q, %d papers, %d degrees", c.Format, c.Name, len(c.Publications), len(c.Education))
	}
	if p := c.Publications[0]; p.SelfIndex != 1 || p.Year != 2021 {
		t.Errorf("paper %+v", p)
	}
	for _, w := range c.Warnings {
		if w.Text != "" && w.Page == 0 {
			t.Errorf("warning without its page: %+v", w)
		}
	}
}

func TestExplain(t *testing.T) {
	vs := Explain(fictionalPDFDoc())
	if len(vs) != 8 {
		t.Fatalf("%d views, want one per line", len(vs))
	}
	for i, want := range []struct {
		page, src int
		section   string
		heading   bool
		cues      string
	}{
		{1, 1, "header", false, "bold size:1.60"},
		{1, 2, "header", false, ""},
		{1, 3, "publications", true, "bold"},
		{1, 4, "publications", false, "list:1."},
		{1, 5, "publications", false, "repeats"},
		{2, 1, "education", true, "h2"},
		{2, 2, "education", false, "list:-"},
	} {
		v := vs[i]
		if v.Page != want.page || v.Src != want.src || v.Section != want.section || (v.Title != "") != want.heading || v.Cues != want.cues {
			t.Errorf("line %d: %+v, want %+v", i+1, v, want)
		}
	}
	if vs[4].Text != "Ada Quill · page 1" {
		t.Errorf("a running footer shows its text: %q", vs[4].Text)
	}
}
