package pdf

import (
	"context"
	"testing"

	"github.com/vitae-cv/vitae/cv/doc"
)

// BenchmarkRead reads a fictional 6-page CV: MB/s of PDF and pages/s.
func BenchmarkRead(b *testing.B) {
	data := manyPagesPDF(b, 6)
	if _, err := Read(context.Background(), data, doc.Limits{}); err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	pages := 0
	for b.Loop() {
		d, err := Read(context.Background(), data, doc.Limits{})
		if err != nil {
			b.Fatal(err)
		}
		pages += d.Pages
	}
	b.ReportMetric(float64(pages)/b.Elapsed().Seconds(), "pages/s")
}
