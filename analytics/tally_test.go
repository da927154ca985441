package analytics

import (
	"maps"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/vitae-cv/vitae/cv"
)

// randomCandidate is a candidate of random papers and awards, as
// candidate builds them: no tallies held.
func randomCandidate(r *rand.Rand) *Candidate {
	venues := []string{"OSDI", "SOSP", "NSDI", "Example Workshop", ""}
	areas := []string{"systems", "networking", ""}
	cats := []cv.AwardCategory{cv.CatFellowship, cv.CatPaperAward, cv.CatHonor}
	stats := []cv.AwardStatus{cv.StatusAwarded, cv.StatusFinalist, cv.StatusNominee}
	c := &Candidate{}
	for range r.IntN(12) {
		v := venues[r.IntN(len(venues))]
		c.Papers = append(c.Papers, Paper{
			Venue: v, Known: v != "" && v != "Example Workshop", Area: areas[r.IntN(len(areas))],
			Year: 2010 + r.IntN(8) - 1, Type: cv.TypeConference, Authors: r.IntN(6),
			Counted: r.IntN(4) > 0, Credit: 1 / float64(1+r.IntN(4)),
		})
	}
	for range r.IntN(6) {
		c.Awards = append(c.Awards, cv.Award{Category: cats[r.IntN(len(cats))], Status: stats[r.IntN(len(stats))]})
	}
	return c
}

// TestTallyShortcuts holds each question answered without the tally to
// the tally's answer, on random candidates.
func TestTallyShortcuts(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 28))
	for i := range 2000 {
		c := randomCandidate(r)
		tally, awards := c.Tally(), c.AwardTally()
		for _, cat := range []cv.AwardCategory{cv.CatFellowship, cv.CatPaperAward, cv.CatHonor, cv.CatGrant} {
			for _, s := range []cv.AwardStatus{cv.StatusAwarded, cv.StatusFinalist, cv.StatusNominee} {
				if c.AwardCount(cat, s) != awards.get(cat, s) || c.AwardsWithStatus(s) != awards.Status(s) {
					t.Fatalf("candidate %d: award counts differ for %s/%s", i, cat, s)
				}
			}
		}
		m, ok := c.medianAuthors()
		if ok != (len(tally.AuthorCounts) > 0) || m != tally.MedianAuthors() {
			t.Fatalf("candidate %d: median authors %v %v, tally %v", i, m, ok, tally.MedianAuthors())
		}
		got := c.venuesCounted()
		slices.Sort(got)
		if want := slices.Sorted(maps.Keys(tally.ByVenue)); !slices.Equal(got, want) {
			t.Fatalf("candidate %d: venues %v, tally %v", i, got, want)
		}
		vs, byVenue := c.TopVenues(3)
		if !slices.Equal(vs, tally.TopVenues(3)) || !maps.Equal(byVenue, tally.ByVenue) {
			t.Fatalf("candidate %d: top venues %v %v, tally %v %v", i, vs, byVenue, tally.TopVenues(3), tally.ByVenue)
		}
		if !maps.Equal(c.areaCredits(), tally.ByArea) {
			t.Fatalf("candidate %d: areas %v, tally %v", i, c.areaCredits(), tally.ByArea)
		}
	}
}
