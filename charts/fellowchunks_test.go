package charts_test

import (
	"reflect"
	"testing"

	"github.com/vitae-cv/vitae/analytics"
	"github.com/vitae-cv/vitae/analytics/analyticstest"
	"github.com/vitae-cv/vitae/charts"
)

// TestFellowshipsFirst holds the chart made from the first rows of the
// chunked fellowship table to the chart of the whole table, cut at every
// length around the cohort's size.
func TestFellowshipsFirst(t *testing.T) {
	for _, r := range []*analytics.Report{
		analytics.Compute(analyticstest.ChartsCohort(), analytics.Options{}).Finish(), analyticstest.Matrix(), analyticstest.Plain(),
	} {
		ch, ok := r.ChunkedCohort("fellowships")
		if !ok {
			t.Fatal("no chunked fellowship table")
		}
		whole := r.FellowshipTable()
		for n := -1; n <= len(r.Candidates)+1; n++ {
			want, got := charts.FellowshipsOf(whole, n), charts.FellowshipsFirst(ch, n)
			if !reflect.DeepEqual(got, want) {
				t.Errorf("n=%d: got %+v, want %+v", n, got, want)
			}
		}
	}
}
