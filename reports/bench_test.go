package reports_test

import (
	"fmt"
	"io"
	"path/filepath"
	"runtime"
	"testing"

	"github.com/vitae-cv/vitae/analytics"
	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/internal/sample"
	"github.com/vitae-cv/vitae/reports"
	"github.com/vitae-cv/vitae/reports/html"
	"github.com/vitae-cv/vitae/reports/pdf"
	"github.com/vitae-cv/vitae/reports/xlsx"
)

// cohort clones the sample CVs into n records with distinct names.
func cohort(b *testing.B, n int) []*cv.CV {
	b.Helper()
	base, err := sample.Load(filepath.Join("..", "testdata", "cvs"))
	if err != nil {
		b.Fatal(err)
	}
	cvs, err := sample.Clone(base, n)
	if err != nil {
		b.Fatal(err)
	}
	return cvs
}

// BenchmarkReportAll computes the analytics once and writes all three
// reports, as `vitae report` does, for 1,000 and 10,000 CVs. It reports
// the peak heap seen during the run as peak-heap-MB.
//
//	go test ./reports -run XXX -bench ReportAll -benchtime 1x
func BenchmarkReportAll(b *testing.B) {
	for _, n := range []int{1000, 10000} {
		b.Run(fmt.Sprint(n), func(b *testing.B) {
			cvs := cohort(b, n)
			runtime.GC()
			b.ResetTimer()
			var peak uint64
			for b.Loop() {
				rep := analytics.Compute(cvs, analytics.Options{}).Finish()
				for _, w := range []func(io.Writer, *analytics.Report, reports.Options) error{html.Write, xlsx.Write, pdf.Write} {
					if err := w(io.Discard, rep, reports.Options{}); err != nil {
						b.Fatal(err)
					}
					var ms runtime.MemStats
					runtime.ReadMemStats(&ms)
					peak = max(peak, ms.HeapAlloc)
				}
			}
			b.ReportMetric(float64(peak)/(1<<20), "peak-heap-MB")
			b.ReportMetric(float64(n)*float64(b.N)/b.Elapsed().Seconds(), "CVs/s")
		})
	}
}
