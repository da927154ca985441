package pdf

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/vitae-cv/vitae/cv/doc"
)

// corpusPDFs reads the real PDFs of ../shared (beside the repository),
// skipping the benchmark when they are absent.
func corpusPDFs(b *testing.B) [][]byte {
	b.Helper()
	files, _ := filepath.Glob(filepath.Join("..", "..", "..", "..", "shared", "corpus", "pdf", "*.pdf"))
	if len(files) == 0 {
		b.Skip("no ../shared/corpus/pdf beside the repository")
	}
	var out [][]byte
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			b.Fatal(err)
		}
		out = append(out, data)
	}
	return out
}

// BenchmarkCorpus reads every corpus PDF once per iteration, on one
// goroutine: ms per PDF, with the characters read directly (rawChars)
// and through go-pdfium's methods.
//
//	go test -run XXX -bench Corpus ./cv/doc/pdf
func BenchmarkCorpus(b *testing.B) {
	pdfs := corpusPDFs(b)
	if _, err := Read(context.Background(), pdfs[0], doc.Limits{}); err != nil {
		b.Fatal(err)
	}
	for _, slow := range []bool{false, true} {
		name := map[bool]string{false: "direct", true: "go-pdfium"}[slow]
		b.Run(name, func(b *testing.B) {
			slowChars = slow
			defer func() { slowChars = false }()
			b.ReportAllocs()
			n := 0
			for b.Loop() {
				for _, data := range pdfs {
					if _, err := Read(context.Background(), data, doc.Limits{}); err != nil {
						b.Fatal(err)
					}
					n++
				}
			}
			b.ReportMetric(float64(b.Elapsed().Milliseconds())/float64(n), "ms/pdf")
		})
	}
}
