package charts

import (
	"path/filepath"
	"reflect"
	"testing"

	"github.com/vitae-cv/vitae/analytics"
	"github.com/vitae-cv/vitae/internal/sample"
)

// TestBuilderReused: one Builder making every candidate's charts in
// turn, twice over, gives each candidate the charts the package's
// functions give (a new Builder each), so nothing of a candidate is
// left in the next one's; on the fictional cohort and the sample CVs.
func TestBuilderReused(t *testing.T) {
	cvs, err := sample.Load(filepath.Join("..", "testdata", "cvs"))
	if err != nil {
		t.Fatal(err)
	}
	for _, rep := range []*analytics.Report{fictionalReport(t), analytics.Compute(cvs, analytics.Options{}).Finish()} {
		var b Builder
		for range 2 {
			for _, c := range rep.Candidates {
				if got, want := b.CandidatePerYear(rep, c), CandidatePerYear(rep, c); !reflect.DeepEqual(got, want) {
					t.Errorf("%s: per year\n got %+v\nwant %+v", c.Name, got, want)
				}
				if got, want := b.CandidateTimeline(rep, c), CandidateTimeline(rep, c); !reflect.DeepEqual(got, want) {
					t.Errorf("%s: timeline\n got %+v\nwant %+v", c.Name, got, want)
				}
			}
		}
	}
}
