package charts

import (
	"math"
	"testing"

	"github.com/vitae-cv/vitae/analytics"
	"github.com/vitae-cv/vitae/analytics/analyticstest"
	"github.com/vitae-cv/vitae/cv"
)

// The fictional cohort the renderers' chart tests share (see
// analyticstest.ChartsCohort).
func fictionalCohort() []*cv.CV { return analyticstest.ChartsCohort() }

func fictionalReport(t *testing.T) *analytics.Report {
	t.Helper()
	return analytics.Compute(fictionalCohort(), analytics.Options{}).Finish()
}

func cand(t *testing.T, rep *analytics.Report, name string) *analytics.Candidate {
	t.Helper()
	for _, c := range rep.Candidates {
		if c.Name == name {
			return c
		}
	}
	t.Fatalf("no candidate %q", name)
	return nil
}

func equal(a, b []float64) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func near(a, b float64) bool { return math.Abs(a-b) < 0.01 }
