package pdf

import (
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/reports"
)

// A paper at a venue the catalogue lacks shows the venue as written: cut
// in the Venue column, whole on a line under the title. The candidate's
// venue chart counts such papers in a note, never as a pooled bar.
func TestVenueOutsideCatalogue(t *testing.T) {
	long := "Example Workshop on Quiet Storage Layers for Tiny Devices, held with the Example Systems Conference"
	c := &cv.CV{Source: "a.md", Name: "Ines Marlow", Publications: []cv.Publication{
		{Title: "Quiet Layers", Authors: []string{"Ines Marlow"}, SelfIndex: 1, VenueRaw: long, Area: "ml", Year: 2021, Type: cv.TypeWorkshop, Line: 3},
		{Title: "Known Layers", Authors: []string{"Ines Marlow"}, SelfIndex: 1, Venue: "OSDI", Area: "systems", Year: 2022, Type: cv.TypeConference, Line: 5},
	}}
	r := report([]*cv.CV{c})
	data, st := renderBytes(t, r, reports.Options{Date: "2024-05-01"})
	var pages []string
	for p := st.CohortPages + 1; p <= st.Pages; p++ {
		pages = append(pages, squash(pdfRaw(t, data, p)))
	}
	page := strings.Join(pages, " ")
	for _, want := range []string{"Venue as written (not in the catalogue): " + long, "1 more at venues not in the catalogue"} {
		if !strings.Contains(page, want) {
			t.Errorf("candidate pages lack %q:\n%s", want, page)
		}
	}
	if strings.Contains(pdfText(t, data), "(other venues)") {
		t.Error("a pooled venue is shown")
	}
}
