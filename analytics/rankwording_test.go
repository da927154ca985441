package analytics_test

import (
	"regexp"
	"testing"

	"github.com/vitae-cv/vitae/analytics"
	"github.com/vitae-cv/vitae/analytics/analyticstest"
)

// A rank reads the same in every format (issue 25): "2 of 4", through
// analytics.RankOf, in the ranks table, the key figures, the facts a text
// report writes and the labels PDF and HTML draw; never "2/4".
func TestRankReadsAlikeEverywhere(t *testing.T) {
	slash := regexp.MustCompile(`\b\d+/\d+\b`)
	r := analytics.Compute(analyticstest.ChartsCohort(), analytics.Options{}).Finish()
	check := func(where, s string) {
		t.Helper()
		if slash.MatchString(s) {
			t.Errorf("%s: %q writes a rank as N/M, want \"N of M\"", where, s)
		}
	}
	for _, row := range r.RankTable().Cells() {
		for _, cell := range row {
			check("ranks table", cell)
		}
	}
	for _, c := range r.Candidates {
		for _, row := range c.KeyFigures().Cells() {
			for _, cell := range row {
				check("key figures", cell)
			}
		}
		for _, row := range r.Facts(c).KeyFigures.Cells() {
			for _, cell := range row {
				check("facts", cell)
			}
		}
		check("RankLabel", c.RankLabel(analytics.Headline))
		check("StageRankLabel", c.StageRankLabel(analytics.Headline))
		if got, want := c.StageRankLabel(analytics.Headline), analytics.RankOf(c.StageRanks.Of(analytics.Headline), c.StageSize); got != want {
			t.Errorf("StageRankLabel = %q, want RankOf's %q", got, want)
		}
	}
}
