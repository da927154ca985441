package charts

import (
	"github.com/vitae-cv/vitae/analytics"
	"testing"

	"github.com/vitae-cv/vitae/internal/fixtures"
)

// TestExtremeYearsAxis: a span ending in year 2^63-1 made endYear's
// year+1 wrap to a negative year, so the timeline's axis ran from -9e18
// to 2026 in steps of 5 (an ECharts axis of 1.8e18 ticks); years are now
// clamped to 1..9999 on the axis and the step keeps it to a few ticks.
func TestExtremeYearsAxis(t *testing.T) {
	for _, y := range fixtures.ExtremeYears {
		rep := fixtures.ExtremeReport(y)
		var tl []*Chart
		if c := Timeline(rep); c != nil {
			tl = append(tl, c)
		}
		for _, c := range rep.Candidates {
			if ch := CandidateTimeline(rep, c); ch != nil {
				tl = append(tl, ch)
			}
		}
		if len(tl) == 0 {
			t.Fatalf("year %d: no timeline", y)
		}
		for _, ch := range tl {
			ax := ch.Axis
			if ax.Min < 0 || ax.Max > analytics.MaxAxisYear+ax.Step || ax.Step <= 0 {
				t.Errorf("year %d: %s axis %v..%v step %v", y, ch.ID, ax.Min, ax.Max, ax.Step)
			}
			if ticks := (ax.Max - ax.Min) / ax.Step; ticks > maxAxisTicks {
				t.Errorf("year %d: %s axis has %v ticks", y, ch.ID, ticks)
			}
			for _, s := range ch.Spans {
				if s.From < analytics.MinAxisYear || s.To > analytics.MaxAxisYear+1 || s.To < s.From {
					t.Errorf("year %d: %s span %q at %v..%v", y, ch.ID, s.When, s.From, s.To)
				}
			}
		}
		for _, ch := range Model(rep, 10) {
			if n := len(ch.Categories); n > 1000 {
				t.Errorf("year %d: chart %s has %d categories", y, ch.ID, n)
			}
		}
	}
}

// TestTimeAxisSteps: a career keeps its 1, 2 or 5 year steps.
func TestTimeAxisSteps(t *testing.T) {
	for _, c := range []struct{ lo, hi, step float64 }{
		{2010, 2020, 1}, {2000, 2020, 2}, {1990, 2025, 5}, {1900, 2025, 10}, {1, 10000, 500},
	} {
		if got := timeAxis(c.lo, c.hi).Step; got != c.step {
			t.Errorf("timeAxis(%v, %v) step %v, want %v", c.lo, c.hi, got, c.step)
		}
	}
}
