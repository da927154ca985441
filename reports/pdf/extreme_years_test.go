package pdf

import (
	"fmt"
	"io"
	"math"
	"regexp"
	"testing"
	"time"

	"github.com/vitae-cv/vitae/internal/fixtures"

	"github.com/vitae-cv/vitae/analytics"
	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/reports"
)

// TestExtremeYears: a position ending in year 2^63-1 looped forever in
// the timeline axis (the float year lost its precision, lo == hi, and
// int(lo) wrapped); years 1 and 2e9 must not stretch it either. Each
// render must finish in seconds with a bounded file.
func TestExtremeYears(t *testing.T) {
	for _, y := range fixtures.ExtremeYears {
		r := fixtures.ExtremeReport(y)
		b := fixtures.RenderWithin(t, 20*time.Second, fmt.Sprintf("year %d", y), func(w io.Writer) error {
			_, err := render(w, r, reports.Options{Title: "Extremes", Date: "2025-01-01"})
			return err
		})
		if len(b) == 0 || len(b) > 1<<20 {
			t.Errorf("year %d: %d bytes", y, len(b))
		}
	}
}

// TestAxisLoopsBounded: the axis loops take at most their bound of steps
// whatever the years (hi near MaxInt made yr++ wrap).
func TestAxisLoopsBounded(t *testing.T) {
	ss := []series{{label: "x", counted: true, values: map[int]float64{2010: 1, math.MaxInt: 1}}}
	lo, hi, _, _ := yearSpan(ss)
	if hi-lo >= maxChartYears || hi < lo {
		t.Fatalf("yearSpan = %d..%d", lo, hi)
	}
	for _, y := range []int{0, 1, 2e9, math.MaxInt} {
		if p := analytics.AxisEnd(cv.Date{Year: y, Month: 13}); p < 1 || p > 10001 {
			t.Errorf("AxisEnd(%d) = %v", y, p)
		}
	}
}

var (
	reBBoxPage = regexp.MustCompile(`<page width="([0-9.]+)" height="([0-9.]+)">`)
	reBBoxWord = regexp.MustCompile(`<word xMin="([0-9.]+)" yMin="([0-9.]+)" xMax="([0-9.]+)" yMax="([0-9.]+)">([^<]*)</word>`)
)
