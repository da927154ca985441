package xlsx

import (
	"testing"

	"github.com/vitae-cv/vitae/analytics"
	"github.com/vitae-cv/vitae/internal/sample"
	"github.com/vitae-cv/vitae/reports"
)

// TestBareOwnSameWorkbook: the workbooks of the sample CVs, of
// generated cohorts and of cohorts cloned from the samples are
// byte-identical whether ownSheet bares its workbooks or writes them
// whole (the worksheet part it keeps is the same).
func TestBareOwnSameWorkbook(t *testing.T) {
	sameWorkbook(t, "samples", testReport(t), reports.Options{}, &bareOwnDefault)
	sameWorkbook(t, "samples dated", testReport(t), reports.Options{Date: "2025-01-01", Title: "Fictive & <committee>"}, &bareOwnDefault)
	for _, n := range []int{0, 1, 7, 40} {
		sameWorkbook(t, "cohort", creditCohort(n), reports.Options{Date: "2025-01-01"}, &bareOwnDefault)
	}
	for _, n := range []int{3, 25} {
		cvs, err := sample.Clone(testCVs(t), n)
		if err != nil {
			t.Fatal(err)
		}
		sameWorkbook(t, "clones", analytics.Compute(cvs, analytics.Options{}).Finish(), reports.Options{}, &bareOwnDefault)
	}
}

// FuzzBareOwn is TestBareOwnSameWorkbook on a fuzzed cohort: n
// generated records or, odd, n cloned samples.
func FuzzBareOwn(f *testing.F) {
	f.Add(uint8(4))
	f.Add(uint8(13))
	f.Fuzz(func(t *testing.T, n uint8) {
		if n%2 == 0 {
			sameWorkbook(t, "cohort", creditCohort(int(n)), reports.Options{}, &bareOwnDefault)
			return
		}
		cvs, err := sample.Clone(testCVs(t), int(n))
		if err != nil {
			t.Fatal(err)
		}
		sameWorkbook(t, "clones", analytics.Compute(cvs, analytics.Options{}).Finish(), reports.Options{}, &bareOwnDefault)
	})
}
