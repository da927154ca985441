package text

import (
	"bytes"
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/analytics"
	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/reports"
)

// outsideVenueReport is a fictional candidate with papers at a catalogued
// venue and at two venues the catalogue lacks, one longer than a label.
func outsideVenueReport() *analytics.Report {
	c := &cv.CV{Source: "a.md", Name: "Ines Marlow", Publications: []cv.Publication{
		{Title: "Quiet Layers", Authors: []string{"Ines Marlow"}, SelfIndex: 1, VenueRaw: "Example Workshop on Quiet Storage Layers for Tiny Devices, held with the Example Systems Conference", Area: "ml", Year: 2021, Type: cv.TypeWorkshop, Line: 3},
		{Title: "Small Layers", Authors: []string{"Ines Marlow"}, SelfIndex: 1, VenueRaw: "Journal of Example Layers", Year: 2022, Type: cv.TypeJournal, Line: 4},
		{Title: "Known Layers", Authors: []string{"Ines Marlow"}, SelfIndex: 1, Venue: "OSDI", Area: "systems", Year: 2022, Type: cv.TypeConference, Line: 5},
	}}
	return analytics.Compute([]*cv.CV{c}, analytics.Options{}).Finish()
}

// The candidate's own list names each venue the catalogue lacks as
// written (cut with an ellipsis), apart from the catalogued venues; the
// cohort's top venues hold catalogued venues only, and nothing is shown
// as "(other venues)".
func TestVenuesOutsideCatalogue(t *testing.T) {
	var b bytes.Buffer
	if err := Write(&b, outsideVenueReport(), reports.Options{}); err != nil {
		t.Fatal(err)
	}
	out := b.String()
	for _, want := range []string{
		"  Venues: OSDI 1\n",
		"  Venues not in the catalogue: Example Workshop on Quiet Storage Layer… 1,",
		"Journal of Example Layers 1\n",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("text lacks %q:\n%s", want, out)
		}
	}
	if strings.Contains(out, "(other venues)") {
		t.Errorf("a pooled venue is shown:\n%s", out)
	}
	if !strings.Contains(out, "Top venues; 2 paper(s) at venues not in the catalogue, not ranked\n") {
		t.Errorf("the top venues title does not count the papers it leaves out:\n%s", out)
	}
	_, top, _ := strings.Cut(out, "Top venues")
	top, _, _ = strings.Cut(top, "\n\n")
	if strings.Contains(top, "Example") || !strings.Contains(top, "OSDI") {
		t.Errorf("top venues table:\n%s\nwant OSDI alone", top)
	}
}
