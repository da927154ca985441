package cv_test

import (
	"bytes"
	"path/filepath"
	"sync"
	"testing"

	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/internal/cputime"
	"github.com/vitae-cv/vitae/internal/sample"
)

var (
	cohortOnce sync.Once
	cohortJSON []byte
	cohortErr  error
)

// cohortFile is a record file of 2,000 generated records (the sample
// CVs cloned as internal/cmd/gencvs does), as vitae parse writes it.
func cohortFile(b testing.TB) []byte {
	b.Helper()
	cohortOnce.Do(func() {
		base, err := sample.Load(filepath.Join("..", "testdata", "cvs"))
		if err != nil {
			cohortErr = err
			return
		}
		cvs, err := sample.Clone(base, 2000)
		if err != nil {
			cohortErr = err
			return
		}
		var buf bytes.Buffer
		cohortErr = cv.WriteJSON(&buf, cvs)
		cohortJSON = buf.Bytes()
	})
	if cohortErr != nil {
		b.Fatal(cohortErr)
	}
	return cohortJSON
}

// BenchmarkReadRecords reads a record file of 2,000 generated records
// (go test -bench ReadRecords -cpu 1 ./cv).
func BenchmarkReadRecords(b *testing.B) {
	data := cohortFile(b)
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	cpu := cputime.Process()
	for b.Loop() {
		cvs, err := cv.ReadRecords("cohort.json", data)
		if err != nil || len(cvs) != 2000 {
			b.Fatalf("%d records, %v", len(cvs), err)
		}
	}
	b.ReportMetric(float64((cputime.Process()-cpu).Milliseconds())/float64(b.N), "cpu-ms/op")
}
