package analytics_test

import (
	"reflect"
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/analytics"
	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/cv/venue"
)

// A fictional cohort of two whose papers are at venues the catalogue
// lacks: a long workshop name carried with its host conference's area (as
// the parser gives a co-located workshop), a short journal name, and a
// paper with no venue at all.
func outsideCohort() []*cv.CV {
	long := "Example Workshop on Quiet Storage Layers for Tiny Devices, held with the Example Systems Conference"
	return []*cv.CV{
		{Source: "a.md", Name: "Ines Marlow", Publications: []cv.Publication{
			{Title: "Quiet Layers", Authors: []string{"Ines Marlow"}, SelfIndex: 1, VenueRaw: long, Area: "ml", Year: 2021, Type: cv.TypeWorkshop, Line: 3},
			{Title: "Small Layers", Authors: []string{"Ines Marlow"}, SelfIndex: 1, VenueRaw: "Journal of Example Layers", Year: 2022, Type: cv.TypeJournal, Line: 4},
			{Title: "Known Layers", Authors: []string{"Ines Marlow"}, SelfIndex: 1, Venue: "OSDI", Area: "systems", Year: 2022, Type: cv.TypeConference, Line: 5},
			{Title: "Layers, a Memo", Authors: []string{"Ines Marlow"}, SelfIndex: 1, Year: 2020, Type: cv.TypeConference, Line: 6},
		}},
		{Source: "b.md", Name: "Otto Brandl", Publications: []cv.Publication{
			{Title: "Other Quiet Layers", Authors: []string{"Otto Brandl"}, SelfIndex: 1, VenueRaw: long, Area: "ml", Year: 2021, Type: cv.TypeWorkshop, Line: 3},
		}},
	}
}

// A venue the catalogue lacks keeps its text on the paper, whole, with no
// area (not its host's), and is never pooled into a bucket that ranks
// among the venues.
func TestVenueOutsideCatalogue(t *testing.T) {
	rep := analytics.Compute(outsideCohort(), analytics.Options{Catalog: venue.Default()}).Finish()
	ines := candidateByName(t, rep, "Ines Marlow")
	byTitle := map[string]analytics.Paper{}
	for _, p := range ines.Papers {
		byTitle[p.Title] = p
	}
	q := byTitle["Quiet Layers"]
	if q.Known || q.Area != "" || !strings.HasPrefix(q.Venue, "Example Workshop on Quiet Storage Layers") || !strings.HasSuffix(q.Venue, "Example Systems Conference") {
		t.Errorf("Quiet Layers: venue %q known %v area %q; want the whole text, unknown, no area", q.Venue, q.Known, q.Area)
	}
	label, full := analytics.VenueLabel(q)
	if len([]rune(label)) != analytics.VenueLabelWidth || !strings.HasSuffix(label, "…") || full != q.Venue {
		t.Errorf("VenueLabel = %q, %q; want %d characters ending in … and the whole text", label, full, analytics.VenueLabelWidth)
	}
	if l, f := analytics.VenueLabel(byTitle["Small Layers"]); l != "Journal of Example Layers" || f != "" {
		t.Errorf("a short venue is shown whole: got %q, %q", l, f)
	}
	if l, f := analytics.VenueLabel(byTitle["Known Layers"]); l != "OSDI" || f != "" {
		t.Errorf("a catalogued venue is its acronym: got %q, %q", l, f)
	}
	if !analytics.VenueOutsideCatalogue(q) || analytics.VenueOutsideCatalogue(byTitle["Known Layers"]) ||
		analytics.VenueOutsideCatalogue(analytics.Paper{Venue: "Ph.D. Thesis, Example University", Type: cv.TypeThesis}) {
		t.Error("VenueOutsideCatalogue: want true for an uncatalogued workshop only, not for a catalogued venue or a thesis's university")
	}
	if p := byTitle["Layers, a Memo"]; p.Venue != "" || p.Known {
		t.Errorf("a paper with no venue: venue %q, want none (not a pooled name)", p.Venue)
	}
	if len(ines.Tally().ByVenue) != 1 || ines.Tally().ByVenue["OSDI"] != 1 || ines.Counts.OutsideCatalogue != 2 || ines.Counts.NoVenue != 1 {
		t.Errorf("ByVenue %v, outside %v, none %v; want OSDI alone, 2 outside, 1 without venue", ines.Tally().ByVenue, ines.Counts.OutsideCatalogue, ines.Counts.NoVenue)
	}
	want := []analytics.VenueCredit{{Venue: q.Venue, Credit: 1}, {Venue: "Journal of Example Layers", Credit: 1}} // ties by text
	if got := ines.VenuesAsWritten(); !reflect.DeepEqual(got, want) {
		t.Errorf("VenuesAsWritten = %v, want %v", got, want)
	}
	if rep.Cohort.OutsideCatalogue != 3 || len(rep.Cohort.ByVenue) != 1 {
		t.Errorf("cohort: ByVenue %v, outside %v; want OSDI alone and 3 outside", rep.Cohort.ByVenue, rep.Cohort.OutsideCatalogue)
	}
	for _, tb := range []analytics.Table{rep.TopVenuesTable(0), rep.VenueYearTable()} {
		if len(tb.Rows) != 1 || tb.Rows[0][0] != "OSDI" {
			t.Errorf("%s rows %v, want OSDI alone", tb.Name, tb.Rows)
		}
	}
	if area := rep.Cohort.ByArea["ml"]; area != 0 {
		t.Errorf("papers at uncatalogued venues counted in area ml (%v): an area is never borrowed from a host", area)
	}
	for _, tb := range rep.Tables() {
		for _, row := range tb.Rows {
			for _, c := range row {
				if s, ok := c.(string); ok && strings.Contains(s, "(other venues)") {
					t.Errorf("table %s shows a pooled venue: %v", tb.Name, row)
				}
			}
		}
	}
}

// --area keeps only papers at catalogued venues of the area: a workshop
// the catalogue lacks does not count under its host's area.
func TestAreaNeedsCataloguedVenue(t *testing.T) {
	rep := analytics.Compute(outsideCohort(), analytics.Options{Area: "ml", Catalog: venue.Default()}).Finish()
	for _, c := range rep.Candidates {
		for _, p := range c.Papers {
			if p.Counted {
				t.Errorf("%s: %q at %q counted under --area ml", c.Name, p.Title, p.Venue)
			}
		}
	}
}
