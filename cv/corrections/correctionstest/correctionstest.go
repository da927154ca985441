// Package correctionstest builds fictional records with and without
// corrections applied, for the tests of corrections and of every report
// format: a corrected paper, a removed and an added award, and a stale
// correction. It stays below analytics: the reports of these records are
// analytics/analyticstest's.
package correctionstest

import (
	"testing"

	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/cv/corrections"
)

// Note is the corrected paper's note: markup and a spreadsheet formula,
// which every format must show as text.
const Note = `<b>per the programme</b> & =HYPERLINK("x")`

// Mark is how the corrected paper is marked (analytics.CorrectionMark).
const Mark = "corrected: venue, year — " + Note

// PaperTitle and AddedAward are the corrected paper and the added award.
const (
	PaperTitle = "Sparse Widgets for Example Networks"
	AddedAward = "Example Graduate Fellowship"
)

// File is the corrections file applied.
const File = `[[correction]]
candidate = "Ada Quill"
section = "publications"
entry = "sparse widgets for example networks"
set = { venue = "NSDI", year = 2024 }
note = '<b>per the programme</b> & =HYPERLINK("x")'

[[correction]]
candidate = "Ada Quill"
section = "awards"
entry = "Best Poster Award"
remove = true

[[correction]]
candidate = "Bo Lind"
section = "awards"
add = { name = "Example Graduate Fellowship", year = 2019, category = "fellowship", status = "awarded" }
note = "confirmed by the issuer"

[[correction]]
candidate = "Cy Gone"
section = "talks"
entry = "A Talk"
remove = true
`

// Records are the fictional records, before any correction.
func Records() []*cv.CV {
	ada := &cv.CV{Source: "ada.md", Name: "Ada Quill", Contact: cv.Contact{Emails: []string{"ada@example.org"}},
		Publications: []cv.Publication{
			{Title: PaperTitle, Authors: []string{"Ada Quill", "Bo Lind"}, SelfIndex: 1, Type: cv.TypeConference, Venue: "SOSP", Year: 2023, Line: 10},
			{Title: "Dense Gadgets", Authors: []string{"Ada Quill"}, SelfIndex: 1, Type: cv.TypeJournal, Year: 2021, Line: 12},
		},
		Awards: []cv.Award{
			{Name: "Best Poster Award", Year: 2022, Category: cv.CatPaperAward, Status: cv.StatusAwarded, Line: 20},
			{Name: "Travel Grant", Year: 2020, Category: cv.CatTravelGrant, Status: cv.StatusAwarded, Line: 21},
		}}
	bo := &cv.CV{Source: "bo.md", Name: "Bo Lind",
		Publications: []cv.Publication{{Title: "Quiet Protocols", Authors: []string{"Bo Lind"}, SelfIndex: 1, Type: cv.TypeConference, Venue: "NSDI", Year: 2022, Line: 8}}}
	for _, c := range []*cv.CV{ada, bo} {
		c.Normalize()
	}
	return []*cv.CV{ada, bo}
}

// Applied is the records with File applied, and the stale corrections
// as a run lists them (the reports of both: analytics/analyticstest).
func Applied(t testing.TB) (cvs []*cv.CV, stale []string) {
	t.Helper()
	f, err := corrections.Parse("corrections.toml", []byte(File))
	if err != nil {
		t.Fatal(err)
	}
	cvs = Records()
	res := f.Apply(cvs)
	if len(res.Stale) != 1 || len(res.Applied) != 4 {
		t.Fatalf("applied %+v, stale %+v", res.Applied, res.Stale)
	}
	return cvs, res.Strings()
}

// Stale is the stale correction as the data-quality section lists it.
const Stale = `corrections.toml:20: correction 4 (Cy Gone, talks “A Talk”): no candidate matches "Cy Gone"`
