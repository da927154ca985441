package html

import (
	"bytes"
	"fmt"
	"io"
	"math"
	"regexp"
	"strconv"
	"testing"
	"time"

	"github.com/vitae-cv/vitae/internal/fixtures"

	"github.com/vitae-cv/vitae/reports"
)

// axisRange finds a value axis's range in the page's chart options.
var axisRange = regexp.MustCompile(`"min":(-?[0-9.e+]+),"max":(-?[0-9.e+]+)`)

// TestExtremeYears: records with years 1, 2e9 and 2^63-1 (a typo, a
// hostile file) must render in seconds with a bounded file: no year loop
// over the gap, no axis from -9e18 (year+1 wrapping), no panic.
func TestExtremeYears(t *testing.T) {
	for _, y := range fixtures.ExtremeYears {
		r := fixtures.ExtremeReport(y)
		b := fixtures.RenderWithin(t, 20*time.Second, fmt.Sprintf("year %d", y), func(w io.Writer) error {
			return Write(w, r, reports.Options{Title: "Extremes", Date: "2025-01-01"})
		})
		if len(b) == 0 || len(b) > 3<<20 {
			t.Errorf("year %d: %d bytes", y, len(b))
		}
		if y == math.MaxInt && !bytes.Contains(b, []byte("9223372036854775807")) {
			t.Errorf("year %d is not shown as written", y)
		}
		for _, m := range axisRange.FindAllSubmatch(b, -1) {
			lo, _ := strconv.ParseFloat(string(m[1]), 64)
			hi, _ := strconv.ParseFloat(string(m[2]), 64)
			if lo < 0 || hi > 10000 {
				t.Errorf("year %d: an ECharts axis from %s to %s (a tick every few years)", y, m[1], m[2])
			}
		}
	}
}
