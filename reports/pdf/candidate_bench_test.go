package pdf

import (
	"io"
	"testing"

	"github.com/vitae-cv/vitae/reports"
)

// BenchmarkCandidates renders a generated cohort of 2,000 candidates (the
// records gencvs makes) in one document, sequentially, to io.Discard:
// mostly the candidates' pages, on one core, for CPU and allocation
// profiles (-cpuprofile, -memprofile, -benchmem).
func BenchmarkCandidates(b *testing.B) {
	r := report(scaleCVs(b, 2000))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := renderWith(io.Discard, r, reports.Options{}, settings{sequential: true}); err != nil {
			b.Fatal(err)
		}
	}
}
