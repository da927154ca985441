package parse

import (
	"testing"

	"github.com/vitae-cv/vitae/cv"
)

// A fictional CV whose papers give their venue only as a tag after the
// title, the authors on the next line; and tags that name no catalogued
// venue.
const modelTagCV = `Ada Quill
Curriculum Vitae

Publications

1. Folding Paper Towers Quickly (ICSE’22)
   Ada Quill, Ben Reyes, Cy Marlowe
2. Counting Clouds in the Dark (OSDI’21)
   Ben Reyes, Ada Quill
3. Drawing Maps of Small Towns [C3]
   Ada Quill, Dee Lund
`

// TestModelFillsVenueFromTag: the field model reads a tag after the
// title as the venue when the catalogue knows it, with its year; a tag
// it does not know leaves the venue empty.
func TestModelFillsVenueFromTag(t *testing.T) {
	c := mustParse(t, "tags.txt", modelTagCV)
	want := []struct {
		venue string
		year  int
	}{{"ICSE", 2022}, {"OSDI", 2021}, {"", 0}}
	if len(c.Publications) != len(want) {
		t.Fatalf("%d publications, want %d", len(c.Publications), len(want))
	}
	for i, w := range want {
		p := c.Publications[i]
		if p.Venue != w.venue || p.Year != w.year {
			t.Errorf("publication %d (%q): venue %q year %d, want %q %d", i+1, p.Title, p.Venue, p.Year, w.venue, w.year)
		}
	}
	if c.Publications[0].Type != cv.TypeConference {
		t.Errorf("type %q, want conference", c.Publications[0].Type)
	}
}
