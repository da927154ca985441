// Package analyticstest builds the reports that the tests of every report
// format share: the fictional records of cv/corrections/correctionstest,
// with and without their corrections applied.
package analyticstest

import (
	"testing"

	"github.com/vitae-cv/vitae/analytics"
	"github.com/vitae-cv/vitae/cv/corrections/correctionstest"
)

// Plain is the report of correctionstest.Records without corrections.
func Plain() *analytics.Report {
	return analytics.Compute(correctionstest.Records(), analytics.Options{}).Finish()
}

// Corrected is the report of the records with correctionstest.File
// applied, its stale correction set on the report as a run sets it.
func Corrected(t testing.TB) *analytics.Report {
	t.Helper()
	cvs, stale := correctionstest.Applied(t)
	r := analytics.Compute(cvs, analytics.Options{}).Finish()
	r.SetStaleCorrections(stale)
	return r
}
