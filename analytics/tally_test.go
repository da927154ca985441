package analytics

import (
	"encoding/json"
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
	types := []cv.PubType{cv.TypeConference, cv.TypeJournal, cv.TypePreprint}
	aparts := []apartColumn{apartNone, apartNotAccepted, apartOwnType}
	for range r.IntN(12) {
		v := venues[r.IntN(len(venues))]
		p := Paper{
			Venue: v, Known: v != "" && v != "Example Workshop", Area: areas[r.IntN(len(areas))],
			Year: 2010 + r.IntN(8) - 1, Type: types[r.IntN(len(types))], Authors: r.IntN(6),
			Counted: r.IntN(4) > 0, Credit: 1 / float64(1+r.IntN(4)),
		}
		if !p.Counted {
			p.apart, p.Reason = aparts[r.IntN(len(aparts))], Reason(p.Type)
		}
		c.Papers = append(c.Papers, p)
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

// TestScratchIsTally: one scratch counting 2,000 random candidates in a
// row, its maps and inner maps used again each time, gives each one's
// Tally; and a cohort summed through it (resum) is the cohort summed from
// fresh tallies, float bits included.
func TestScratchIsTally(t *testing.T) {
	r := rand.New(rand.NewPCG(8, 28))
	var s tallyScratch
	var cands []*Candidate
	for i := range 2000 {
		c := randomCandidate(r)
		cands = append(cands, c)
		fresh := c.Tally()
		got := s.of(c)
		if a, b := mustMarshal(t, got), mustMarshal(t, fresh); a != b {
			t.Fatalf("candidate %d: scratch tally\n%s\nwant\n%s", i, a, b)
		}
	}
	res := &Result{Candidates: cands}
	res.resum() // sorts them
	want := newPaperCounts()
	for _, c := range res.Candidates {
		want.add(c.Tally())
	}
	if a, b := mustMarshal(t, res.Cohort), mustMarshal(t, want); a != b {
		t.Fatalf("cohort summed through the scratch differs:\n%s\nwant\n%s", a, b)
	}
}

func mustMarshal(t *testing.T, v any) string {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// TestByFellowships: counting each candidate once gives the order of the
// sort that counted at every comparison (stable: ties keep name order).
func TestByFellowships(t *testing.T) {
	r := rand.New(rand.NewPCG(9, 28))
	var cs []*Candidate
	for range 500 {
		cs = append(cs, randomCandidate(r))
	}
	want := append([]*Candidate(nil), cs...)
	get := func(c *Candidate, s cv.AwardStatus) int { return c.AwardCount(cv.CatFellowship, s) }
	slices.SortStableFunc(want, func(a, b *Candidate) int {
		if x, y := get(a, cv.StatusAwarded), get(b, cv.StatusAwarded); x != y {
			return y - x
		}
		return get(b, cv.StatusFinalist) - get(a, cv.StatusFinalist)
	})
	if got := byFellowships(cs); !slices.Equal(got, want) {
		t.Fatal("byFellowships differs from the stable sort by counts")
	}
}

// TestYearTally: the by-year tallies counted alone are Tally's.
func TestYearTally(t *testing.T) {
	r := rand.New(rand.NewPCG(10, 28))
	for i := range 2000 {
		c := randomCandidate(r)
		full, years := c.Tally(), c.YearTally()
		if a, b := mustMarshal(t, []any{years.ByYear, years.YearType, years.NoYear}), mustMarshal(t, []any{full.ByYear, full.YearType, full.NoYear}); a != b {
			t.Fatalf("candidate %d: year tally\n%s\nwant\n%s", i, a, b)
		}
		if !slices.Equal(years.Years(), full.Years()) {
			t.Fatalf("candidate %d: years %v, want %v", i, years.Years(), full.Years())
		}
	}
}
