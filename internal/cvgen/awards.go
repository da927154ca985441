package cvgen

import (
	"slices"
	"strings"

	"github.com/vitae-cv/vitae/cv"
)

// awardCategories are the categories drawn for awards not on a paper.
var awardCategories = []cv.AwardCategory{
	cv.CatFellowship, cv.CatScholarship, cv.CatTravelGrant, cv.CatHonor, cv.CatGrant,
}

// awards draws 1–8 awards from the bachelor's start on, and lists most of
// the paper awards of pubs again, most recent first.
func awards(g *rng, w world, e eduPlan, pubs []cv.Publication) []cv.Award {
	var out []cv.Award
	bsStart := e.entries[len(e.entries)-1].Start.Year
	for n := g.between(1, 8); n > 0; n-- {
		a := award(g, w, bsStart)
		if !slices.ContainsFunc(out, func(b cv.Award) bool { return b.Name == a.Name }) {
			out = append(out, a)
		}
	}
	for _, p := range pubs {
		if len(p.Awards) > 0 && p.Year != 0 && g.chance(0.7) {
			out = append(out, cv.Award{Name: p.Awards[0] + ", " + venueShort(p), Year: p.Year,
				Category: cv.CatPaperAward, Status: cv.StatusAwarded})
		}
	}
	slices.SortStableFunc(out, func(a, b cv.Award) int { return b.Year - a.Year })
	return out
}

// venueShort is how an award names a paper's venue: its acronym, else the
// venue as written.
func venueShort(p cv.Publication) string {
	if p.Venue != "" {
		return p.Venue
	}
	return p.VenueRaw
}

// award draws one award of a category other than paper_award, with a
// status; 5% have no year.
func award(g *rng, w world, from int) cv.Award {
	cat := pick(g, awardCategories)
	a := cv.Award{Category: cat, Status: cv.StatusAwarded, Year: g.between(from, ThisYear)}
	pattern := pick(g, vocab.awards.get(string(cat)))
	pattern = strings.ReplaceAll(pattern, "{I}", pick(g, w.insts))
	pattern = strings.ReplaceAll(pattern, "{V}", pick(g, catalogByKind["conference"]).Acronym)
	a.Name = fill(g, pattern)
	if cat == cv.CatFellowship && g.chance(0.2) {
		a.EndYear = min(a.Year+g.between(1, 3), ThisYear)
	}
	if g.chance(0.05) {
		a.Year, a.EndYear = 0, 0
	}
	if g.chance(0.15) {
		a.Status = pick(g, []cv.AwardStatus{cv.StatusFinalist, cv.StatusNominee, cv.StatusHonorableMention})
	}
	return a
}
