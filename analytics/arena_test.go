package analytics

import (
	"encoding/json"
	"strings"
	"testing"
	"unsafe"

	"github.com/vitae-cv/vitae/cv"
)

// packTestCV is a fictional record with strings in every kind of place
// a candidate copies: top-level fields, papers, nested string slices,
// awards, talks, teaching terms and spans.
func packTestCV() *cv.CV {
	return &cv.CV{
		Source: "quill.md", Name: "Ada Quill", Format: "markdown",
		Contact:   cv.Contact{Emails: []string{"ada@example.org"}},
		Education: []cv.Education{{Degree: "PhD in Kite Studies", Level: cv.LevelPhD, Institution: "Example University", Start: cv.Date{Year: 2015}, End: cv.Date{Year: 2020}}},
		Positions: []cv.Position{{Title: "Postdoc", Kind: cv.KindPostdoc, Organization: "Example Lab", Start: cv.Date{Year: 2020}, End: cv.Date{Present: true}}},
		Publications: []cv.Publication{
			{Title: "On Kites", Authors: []string{"Ada Quill", "Bo Roe"}, SelfIndex: 1, Venue: "OSDI", Year: 2021, Type: cv.TypeConference, Awards: []string{"Best Paper Award"}},
			{Title: "On Strings", Authors: []string{"Bo Roe", "Ada Quill"}, SelfIndex: 2, VenueRaw: "Workshop on Examples", Year: 2019, Type: cv.TypeWorkshop},
		},
		Awards:   []cv.Award{{Name: "Example Fellowship", Category: cv.CatFellowship, Status: cv.StatusAwarded, Year: 2018}},
		Talks:    []cv.Talk{{Title: "Kites at scale"}},
		Teaching: []cv.Teaching{{Role: "Lecturer", Course: "Kites 101", Terms: []string{"Fall 2021", "Spring 2022"}}},
	}
}

// TestPackStrings: a candidate whose strings are packed says the same
// (its JSON), its strings lie in one array, and the record's own string
// slices are left alone.
func TestPackStrings(t *testing.T) {
	c := packTestCV()
	awards := c.Publications[0].Awards
	before := unsafe.StringData(awards[0])
	want, _ := json.Marshal(counted(c, Options{}))
	k := candidate(c, Options{})
	got, _ := json.Marshal(k)
	if !strings.Contains(string(got), "Kites 101") || !strings.Contains(string(got), "Spring 2022") {
		t.Fatalf("the test record lost its teaching: %s", got)
	}
	if string(got) != string(want) {
		t.Fatalf("packed candidate\n%s\nwant\n%s", got, want)
	}
	lo, hi := ^uintptr(0), uintptr(0)
	for _, s := range []string{k.Name, k.Source, k.Emails[0], k.Papers[0].Title, k.Papers[0].Awards[0], k.Papers[1].Venue,
		k.Spans[0].Org, k.Awards[0].Name, k.TalkList[0].Title, k.TeachingList[0].Terms[1]} {
		p := uintptr(unsafe.Pointer(unsafe.StringData(s)))
		lo, hi = min(lo, p), max(hi, p+uintptr(len(s)))
	}
	if hi-lo > 4096 {
		t.Errorf("the candidate's strings span %d bytes: not one array", hi-lo)
	}
	if unsafe.StringData(awards[0]) != before || &awards[0] == &k.Papers[0].Awards[0] {
		t.Error("the record's own award list was rewritten, not copied")
	}
}
