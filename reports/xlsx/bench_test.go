package xlsx

import (
	"bytes"
	"io"
	"testing"

	"github.com/vitae-cv/vitae/analytics"
	"github.com/vitae-cv/vitae/internal/sample"
	"github.com/vitae-cv/vitae/reports"
)

// cohortReport is the report of a generated cohort of n records, cloned
// from the test CVs as internal/cmd/gencvs does.
func cohortReport(b *testing.B, n int) *analytics.Report {
	b.Helper()
	cvs, err := sample.Clone(testCVs(b), n)
	if err != nil {
		b.Fatal(err)
	}
	return analytics.Compute(cvs, analytics.Options{}).Finish()
}

// benchmarkCohort times Write of a generated cohort of n records to
// io.Discard (the bytes counted, not kept).
func benchmarkCohort(b *testing.B, n int) {
	r := cohortReport(b, n)
	var buf bytes.Buffer
	if err := Write(&buf, r, reports.Options{}); err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(buf.Len()))
	buf = bytes.Buffer{}
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		if err := Write(io.Discard, r, reports.Options{}); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkWrite10k writes the workbook of 10,000 generated records
// (go test -bench Write10k -benchtime 3x).
func BenchmarkWrite10k(b *testing.B) { benchmarkCohort(b, 10000) }
