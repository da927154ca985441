package cv_test

import (
	"testing"

	"github.com/vitae-cv/vitae/cv"
)

// BenchmarkDecodeCohort decodes the records of a generated cohort of
// 2,000 (cohortFile) one by one, the old way and as decodeRecord does
// now (go test -run '^$' -bench DecodeCohort -cpu 1 ./cv); ns/record is
// the time of one record.
func BenchmarkDecodeCohort(b *testing.B) {
	recs := recordsOf(cohortFile(b))
	for _, way := range []struct {
		name   string
		decode func([]byte) (cv.CV, error)
	}{{"old", cv.OldDecodeRecord}, {"new", cv.DecodeRecord}} {
		b.Run(way.name, func(b *testing.B) {
			b.ReportAllocs()
			n := 0
			for b.Loop() {
				for _, rec := range recs {
					if _, err := way.decode(rec); err != nil {
						b.Fatal(err)
					}
				}
				n += len(recs)
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(n), "ns/record")
			b.ReportMetric(float64(testing.AllocsPerRun(1, func() {
				for _, rec := range recs[:100] {
					way.decode(rec)
				}
			}))/100, "allocs/record")
		})
	}
}
