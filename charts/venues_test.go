package charts

import (
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/analytics"
	"github.com/vitae-cv/vitae/cv"
)

// Papers at venues the catalogue lacks are no bar of the venue charts,
// neither one of their own nor a pooled one: a note counts them.
func TestVenueChartsOutsideCatalogue(t *testing.T) {
	c := &cv.CV{Source: "a.md", Name: "Ines Marlow", Publications: []cv.Publication{
		{Title: "Quiet Layers", Authors: []string{"Ines Marlow"}, SelfIndex: 1, VenueRaw: "Example Workshop on Quiet Storage Layers", Year: 2021, Type: cv.TypeWorkshop, Line: 3},
		{Title: "Small Layers", Authors: []string{"Ines Marlow"}, SelfIndex: 1, VenueRaw: "Journal of Example Layers", Year: 2022, Type: cv.TypeJournal, Line: 4},
		{Title: "Known Layers", Authors: []string{"Ines Marlow"}, SelfIndex: 1, Venue: "OSDI", Area: "systems", Year: 2022, Type: cv.TypeConference, Line: 5},
	}}
	rep := analytics.Compute([]*cv.CV{c}, analytics.Options{}).Finish()
	for _, ch := range []*Chart{CandidateVenues(rep.Candidates[0]), TopVenues(rep, 10)} {
		if len(ch.Categories) != 1 || ch.Categories[0] != "OSDI" {
			t.Errorf("%s: bars %q, want OSDI alone", ch.ID, ch.Categories)
		}
		if notes := strings.Join(ch.Notes, "; "); !strings.Contains(notes, "2 ") || !strings.Contains(notes, "not in the catalogue") {
			t.Errorf("%s: notes %q do not count the 2 papers at venues not in the catalogue", ch.ID, ch.Notes)
		}
	}
}
