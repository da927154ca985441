package analytics_test

import (
	"fmt"
	"math"
	"testing"

	"github.com/vitae-cv/vitae/analytics"
)

// TestAppendHeadlineText holds AppendHeadlineText to the fmt wording it
// replaces, on every candidate of the fixture, the sample CVs and edge
// rates.
func TestAppendHeadlineText(t *testing.T) {
	r := analytics.Compute(everyone(t), analytics.Options{}).Finish()
	seen := 0
	for _, c := range r.Candidates {
		want := headlineSprintf(r, c)
		if got := string(r.AppendHeadlineText([]byte("x"), c)); got != "x"+want {
			t.Errorf("%s: got %q, want %q", c.Name, got, "x"+want)
		}
		if c.CareerYears > 0 {
			seen++
		}
	}
	if seen == 0 {
		t.Fatal("no candidate with a rate: the test proves little")
	}
	c := *r.Candidates[0]
	c.CareerYears = 1
	for _, v := range []float64{0, 0.001, 0.5, 1.005, 1.25, 2.999, -0.5, 12, 1e9 + 0.25, math.NaN()} {
		c.PapersPerYear = v
		if got, want := string(r.AppendHeadlineText(nil, &c)), headlineSprintf(r, &c); got != want {
			t.Errorf("rate %v: got %q, want %q", v, got, want)
		}
		if got, want := r.HeadlineText(&c), headlineSprintf(r, &c); got != want {
			t.Errorf("HeadlineText, rate %v: got %q, want %q", v, got, want)
		}
	}
}

// headlineSprintf is HeadlineText as it was written with fmt.
func headlineSprintf(r *analytics.Report, c *analytics.Candidate) string {
	if c.CareerYears == 0 {
		return "no rate: no PhD start or dated paper"
	}
	h := analytics.Headline
	return fmt.Sprintf("%s: %d of %d in stage (percentile %s), %d of %d in the cohort",
		analytics.FormatNumber(c.PapersPerYear), c.StageRanks.Of(h), c.StageSize, analytics.FormatNumber(c.StagePercentiles.Of(h)), c.Ranks.Of(h), len(r.Candidates))
}
