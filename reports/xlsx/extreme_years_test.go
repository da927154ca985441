package xlsx

import (
	"fmt"
	"io"
	"testing"
	"time"

	"github.com/vitae-cv/vitae/internal/fixtures"

	"github.com/vitae-cv/vitae/reports"
)

// TestExtremeYears: records with years 1, 2e9 and 2^63-1 (a typo, a
// hostile file) must render in seconds with a bounded file: no year loop
// over the gap, no axis from -9e18 (year+1 wrapping), no panic.
func TestExtremeYears(t *testing.T) {
	for _, y := range fixtures.ExtremeYears {
		r := fixtures.ExtremeReport(y)
		b := fixtures.RenderWithin(t, 20*time.Second, fmt.Sprintf("year %d", y), func(w io.Writer) error {
			return Write(w, r, reports.Options{Title: "Extremes", Date: "2025-01-01"})
		})
		if len(b) == 0 || len(b) > 1<<20 {
			t.Errorf("year %d: %d bytes", y, len(b))
		}
		open(t, b)
	}
}
