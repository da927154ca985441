package bibtex_test

import (
	"testing"

	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/cv/data/bibtex"
)

func TestMerge(t *testing.T) {
	c := &cv.CV{Publications: []cv.Publication{
		{Title: "Pebble Sorting at Scale.", Authors: []string{"Ada Quill"}, SelfIndex: 1, Year: 2021, Type: cv.TypeConference, Line: 7},
		{Title: "Gravel Routing", Type: cv.TypeOther},
	}}
	bib := []cv.Publication{
		{Title: "Pebble sorting at  scale", Authors: []string{"Ada Quill", "Bo Rennet"}, SelfIndex: 1, Venue: "ASPLOS", VenueRaw: "ASPLOS '21", Year: 2020, Type: cv.TypeConference},
		{Title: "gravel routing!", Authors: []string{"Bo Rennet", "Ada Quill"}, SelfIndex: 2, Venue: "OSDI", Year: 2019, Type: cv.TypeConference, Awards: []string{"Best Paper Award"}},
		{Title: "Lakes", Authors: []string{"Ada Quill"}, SelfIndex: 1, Type: cv.TypeJournal, Line: 40},
	}
	added, matched := bibtex.Merge(c, bib)
	if added != 1 || matched != 2 || len(c.Publications) != 3 {
		t.Fatalf("added %d matched %d, %d publications; want 1, 2, 3", added, matched, len(c.Publications))
	}
	p := c.Publications[0]
	if p.Year != 2021 || len(p.Authors) != 1 || p.Venue != "ASPLOS" || p.VenueRaw != "ASPLOS '21" || p.Line != 7 {
		t.Errorf("the CV's fields must win and its empty ones be filled: %+v", p)
	}
	q := c.Publications[1]
	if q.Type != cv.TypeConference || q.Venue != "OSDI" || q.SelfIndex != 2 || len(q.Authors) != 2 || q.Awards[0] != "Best Paper Award" {
		t.Errorf("empty fields not filled from the .bib: %+v", q)
	}
	if c.Publications[2].Title != "Lakes" || c.Publications[2].Line != 0 {
		t.Errorf("a paper only in the .bib is appended with no line of the CV: %+v", c.Publications[2])
	}
}
