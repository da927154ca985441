package docx

import (
	"context"
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/cv/doc"
)

// BenchmarkRead reads a fictional 40-page CV (the cue document repeated).
// MB/s is of .docx bytes (compressed, so it understates the work);
// xml-MB/s is of the uncompressed document part, the figure that decides
// the time a file takes.
func BenchmarkRead(b *testing.B) {
	body := strings.Repeat(cueBody, 40)
	data := docx(b, body)
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Read(context.Background(), data, doc.Limits{}); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(len(document(body)))*float64(b.N)/b.Elapsed().Seconds()/1e6, "xml-MB/s")
}
