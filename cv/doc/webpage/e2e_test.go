package webpage

import (
	"context"
	"testing"

	"github.com/vitae-cv/vitae/cv/doc"
	"github.com/vitae-cv/vitae/cv/parse"
)

// TestEndToEnd reads a fictional homepage and parses it: the record has
// the owner, the address of the mailto link, the education and every
// paper with its authors, the owner's place among them, venue and year.
func TestEndToEnd(t *testing.T) {
	d, err := Read(context.Background(), []byte(fictionalCV(4)), doc.Limits{})
	if err != nil {
		t.Fatal(err)
	}
	c, err := parse.ParseDoc("quill.html", d, parse.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if c.Format != doc.HTML || c.Name != "Marta Quill" {
		t.Errorf("format %q name %q", c.Format, c.Name)
	}
	if len(c.Contact.Emails) != 1 || c.Contact.Emails[0] != "marta.quill@nowhere.example" {
		t.Errorf("emails %v", c.Contact.Emails)
	}
	if len(c.Education) != 2 {
		t.Errorf("education %+v", c.Education)
	}
	if len(c.Publications) != 4 {
		t.Fatalf("%d publications; page read as:\n%s", len(c.Publications), d.Markdown())
	}
	wantVenue := []string{"NeurIPS", "ICML", "ICLR", "CVPR"}
	for i, p := range c.Publications {
		if len(p.Authors) != 3 || p.SelfIndex != 2 || p.Venue != wantVenue[i] || p.Year != 2023-i {
			t.Errorf("publication %d: %+v", i, p)
		}
	}
	if len(c.Awards) != 1 {
		t.Errorf("awards %+v", c.Awards)
	}
}
