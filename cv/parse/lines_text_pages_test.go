package parse

import (
	"testing"

	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/cv/doc"
	"github.com/vitae-cv/vitae/cv/doc/markdown"
)

// All names and texts below are made up.

// Text converted from PDF (pdftotext) starts each page with a form feed
// and repeats the page's running footer. The Markdown front end gives the
// lines their page and marks the footer as running furniture, as the PDF
// front end does: a footer that states when the CV was updated dates it
// (as_of "stated", not the latest item's year), and a warning names the
// page of its line.
func TestTextPagesAndRunningFooter(t *testing.T) {
	text := "Ada Quill\nada@example.org\n\nEDUCATION\n\nPhD, Harbor College, 2020\n\n" +
		"Ada Quill - CV - Last updated: March 2024\n" +
		"\fPUBLICATIONS\n\nA. Quill and B. Reyes. On tides in teacups. Journal of Pretend Physics, 2021.\n\n" +
		"Ada Quill - CV - Last updated: March 2024\n"
	c, err := ParseDoc("cv.txt", markdown.Read(doc.Text, text), Options{})
	if err != nil {
		t.Fatal(err)
	}
	if c.AsOf == nil || c.AsOf.Source != cv.AsOfStated || c.AsOf.Date != (cv.Date{Year: 2024, Month: 3}) {
		t.Errorf("as_of %+v, want 2024-03 stated by the running footer", c.AsOf)
	}
	for _, w := range c.Warnings {
		if w.Line == 11 && w.Page != 2 {
			t.Errorf("warning on line 11 (page 2) gives page %d: %+v", w.Page, w)
		}
	}
	if len(c.Publications) != 1 || c.Publications[0].Line != 11 {
		t.Errorf("publications %+v, want the one on source line 11", c.Publications)
	}
}
