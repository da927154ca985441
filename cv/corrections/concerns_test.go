package corrections

import (
	"testing"

	"github.com/vitae-cv/vitae/cv"
)

// TestMatcherPicksWhatApplyFinds holds the Matcher to isCandidate: every
// record a correction names is picked (over names, ids and files), and a
// record no correction names is not.
func TestMatcherPicksWhatApplyFinds(t *testing.T) {
	f := &File{Base: "/jobs", Corrections: []Correction{
		{Candidate: "Ada Quill"},
		{Candidate: "name:Bo Reyes|bo@example.org"},
		{Candidate: "file:cvs/cy.md"},
	}}
	recs := []*cv.CV{
		{Name: "ADA  QUILL", Source: "a.md"},
		{Name: "Bo Reyes", Source: "b.md", Contact: cv.Contact{Emails: []string{"bo@example.org"}}},
		{Name: "Bo Reyes", Source: "b2.md"}, // picked: Apply must see it to tell the two apart
		{Name: "Cy Vance", Source: "/jobs/cvs/cy.md"},
		{Name: "Dee Moss", Source: "d.md"},
	}
	m := f.Matcher()
	for _, r := range recs {
		named := false
		for _, c := range f.Corrections {
			named = named || isCandidate(r, c.Candidate, f.Base)
		}
		if named && !m.Concerns(r) {
			t.Errorf("%s (%s) is named by a correction but not picked", r.Name, r.Source)
		}
	}
	if m.Concerns(recs[4]) {
		t.Errorf("a record no correction names is picked")
	}
	if !m.Concerns(recs[2]) {
		t.Errorf("a record sharing a corrected name is not picked")
	}
}
