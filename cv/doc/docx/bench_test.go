package docx

import (
	"context"
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/cv/doc"
)

// BenchmarkRead reads a fictional 40-page CV (the cue document repeated),
// reporting MB/s of .docx bytes.
func BenchmarkRead(b *testing.B) {
	data := docx(b, strings.Repeat(cueBody, 40))
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Read(context.Background(), data, doc.Limits{}); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkReadXML reports MB/s of uncompressed document XML, the figure
// that decides the time a file takes.
func BenchmarkReadXML(b *testing.B) {
	body := strings.Repeat(cueBody, 40)
	data := docx(b, body)
	b.SetBytes(int64(len(document(body))))
	for b.Loop() {
		if _, err := Read(context.Background(), data, doc.Limits{}); err != nil {
			b.Fatal(err)
		}
	}
}
