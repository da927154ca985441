package analytics

import (
	"fmt"

	"github.com/vitae-cv/vitae/cv"
)

// AppendSummaryRow appends c's row of SummaryTable to dst: a renderer
// that writes the candidates one by one makes each row in the same
// slice.
func AppendSummaryRow(dst []any, c *Candidate) []any {
	var ps, pe cv.Date
	if c.PhD != nil {
		ps, pe = c.PhD.Start, c.PhD.End
	}
	if pe.Present {
		pe = cv.Date{} // ongoing: the status says so, the date column stays a date
	}
	// unknown figures are nil (blank), not 0: a PhD not finished has
	// no years to degree, a career without a start has no rate
	var toDeg, since, rate, med, share any
	status := PhDStatus(c)
	if status == "done" && c.PhD.Start.Year > 0 {
		toDeg = c.YearsToDegree
	}
	if status == "done" && c.AsOf.Year >= c.PhD.End.Year {
		since = c.YearsSincePhD
	}
	if c.CareerYears > 0 {
		rate = c.PapersPerYear
	}
	if m, ok := c.medianAuthors(); ok {
		med = m
	}
	if c.Counts.Papers > 0 {
		share = c.FirstAuthorShare
	}
	stale := ""
	if c.Stale {
		stale = fmt.Sprintf("stale (%d months)", c.AgeMonths)
	}
	return append(dst,
		c.Name, Label(c.Stage), c.Current, c.AsOf, Label(c.AsOfSource), stale,
		ps, pe, status, toDeg, since,
		rate, c.StageRanks.Of(Headline), c.StageSize, c.StagePercentiles.Of(Headline), c.Ranks.Of(Headline),
		c.Counts.Papers, round2(c.Counts.Credit), c.Counts.FirstAuthor, share, c.Counts.CoFirst, c.Counts.LastAuthor, c.Counts.Equal, med,
		c.Counts.WithAwards, c.Counts.Uncounted,
		c.AwardCount(cv.CatFellowship, cv.StatusAwarded), c.AwardCount(cv.CatFellowship, cv.StatusFinalist), c.AwardCount(cv.CatFellowship, cv.StatusNominee),
		c.AwardsWithStatus(cv.StatusAwarded), c.Internships, c.Talks, c.Service, c.Teaching, c.Warnings, c.Source,
	)
}

// summaryWidth is how many cells a summary row has.
var summaryWidth = len(SummaryColumns())
