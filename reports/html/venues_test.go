package html

import (
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/analytics"
	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/reports"
)

// A venue the catalogue lacks is listed as written, cut to about 40
// characters, with its whole text and that the catalogue lacks it on
// hover; a catalogued venue is its acronym, with no hover text.
func TestVenueCell(t *testing.T) {
	long := "Example Workshop on Quiet Storage Layers for Tiny Devices, held with the Example Systems Conference"
	v, hover := venueCell(analytics.Paper{Venue: long, Type: cv.TypeWorkshop})
	if v != "Example Workshop on Quiet Storage Layer…" || hover != long+" — not in the venue catalogue" {
		t.Errorf("long venue: %q, %q", v, hover)
	}
	if v, hover := venueCell(analytics.Paper{Venue: "Journal of Example Layers", Type: cv.TypeJournal}); v != "Journal of Example Layers" || !strings.HasPrefix(hover, "Journal of Example Layers — ") {
		t.Errorf("short venue: %q, %q", v, hover)
	}
	if v, hover := venueCell(analytics.Paper{Venue: "OSDI", Known: true}); v != "OSDI" || hover != "" {
		t.Errorf("catalogued venue: %q, %q", v, hover)
	}
	if v, hover := venueCell(analytics.Paper{}); v != "" || hover != "" {
		t.Errorf("no venue: %q, %q", v, hover)
	}
	// a preprint's server is shown as written, not as a venue the
	// catalogue lacks
	if v, hover := venueCell(analytics.Paper{Venue: "arXiv:2101.00001, 2021", Type: cv.TypePreprint}); v != "arXiv:2101.00001, 2021" || hover != "" {
		t.Errorf("preprint: %q, %q", v, hover)
	}
}

// The page carries the whole text for the hover and never a pooled
// "(other venues)".
func TestVenueOutsideCataloguePage(t *testing.T) {
	long := "Example Workshop on Quiet Storage Layers for Tiny Devices, held with the Example Systems Conference"
	c := &cv.CV{Source: "a.md", Name: "Ines Marlow", Publications: []cv.Publication{
		{Title: "Quiet Layers", Authors: []string{"Ines Marlow"}, SelfIndex: 1, VenueRaw: long, Year: 2021, Type: cv.TypeWorkshop, Line: 3},
	}}
	page := string(render(t, report([]*cv.CV{c}), reports.Options{Date: "2024-05-01"}))
	for _, want := range []string{long + " — not in the venue catalogue", "Example Workshop on Quiet Storage Layer…"} {
		if !strings.Contains(page, want) {
			t.Errorf("page lacks %q", want)
		}
	}
	if strings.Contains(page, "(other venues)") {
		t.Error("a pooled venue is shown")
	}
}
