package records

import (
	"bytes"
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/cv/lineview"
)

func TestWriteText(t *testing.T) {
	c := &cv.CV{Source: "a.md", Name: "Evil\x1b[31m Name\n",
		Education: []cv.Education{{Degree: "B.Sc. Physics", Level: cv.LevelBachelors, Start: cv.Date{Year: 2010}, End: cv.Date{Year: 2014}}},
		Publications: []cv.Publication{
			{Title: "T\x07itle", Authors: []string{"a", "b"}, SelfIndex: 2, Year: 2020, Venue: "ASPLOS", Type: cv.TypeConference},
			{Title: "Long list", Authors: []string{"a", "b", "c"}, EtAl: true, EqualContribution: true, Type: cv.TypeJournal, Status: cv.PubUnderReview},
		},
		Awards:   []cv.Award{{Name: "Medal", Year: 2019, EndYear: 2021, Category: cv.CatPaperAward, Status: cv.StatusAwarded}, {Name: "Undated", Category: cv.CatOther, Status: cv.StatusNominee}},
		Warnings: []cv.Warning{{Page: 2, Line: 7, Message: "could not place line"}},
	}
	var b bytes.Buffer
	if err := WriteText(&b, []*cv.CV{c, {Source: "b.md"}}, nil); err != nil {
		t.Fatal(err)
	}
	out := b.String()
	if strings.ContainsAny(out, "\x1b\x07") {
		t.Errorf("text holds control characters: %q", out)
	}
	for _, want := range []string{
		"== a.md\nName:      Evil\\x1b[31m Name\n",
		"2010–2014  bachelor's  B.Sc. Physics",
		"2020  ASPLOS  conference  2/2    T\\x07itle",
		"----  -       journal     ?/3+*  Long list [under review]",
		"2019–2021  paper award  awarded  Medal",
		"----       other        nominee  Undated",
		"page 2 line 7  could not place line",
		"\n\n== b.md\nName:      (no name found)\n",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("text lacks %q:\n%s", want, out)
		}
	}
}

func TestWriteTextLines(t *testing.T) {
	c := &cv.CV{Source: "cv.pdf", Format: "pdf", Name: "A"}
	views := []lineview.LineView{{Page: 1, Src: 3, Section: "education", Title: "Education", Cues: "h2", Text: "Education", Role: "heading", Why: "heading: marked"}, {Src: 4}}
	var b bytes.Buffer
	WriteText(&b, []*cv.CV{c}, map[*cv.CV][]lineview.LineView{c: views})
	out := b.String()
	for _, want := range []string{"== cv.pdf: lines as read (pdf)\n", "p1:3     # education     heading      h2                       Education\n", "                         why: heading: marked\n", "\n== cv.pdf\n"} {
		if !strings.Contains(out, want) {
			t.Errorf("lacks %q:\n%s", want, out)
		}
	}
}

// TestRecordsShowPlacesAsReportsCount: an owner's place past the end of
// the author list is written "?", as the reports write it (analytics
// counts no such place), not as the number the record holds.
func TestRecordsShowPlacesAsReportsCount(t *testing.T) {
	c := &cv.CV{Source: "c.md", Name: "Cy Moss",
		Publications: []cv.Publication{{Title: "Odd Gadgets", Authors: []string{"a", "b", "c"}, SelfIndex: 9, Year: 2021, Venue: "OSDI", Type: cv.TypeConference}}}
	var b bytes.Buffer
	if err := WriteText(&b, []*cv.CV{c}, nil); err != nil {
		t.Fatal(err)
	}
	if out := b.String(); !strings.Contains(out, "2021  OSDI  conference  ?/3  Odd Gadgets") {
		t.Errorf("the place past the list should read ?/3:\n%s", out)
	}
}
