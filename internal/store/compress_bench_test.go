package store

import (
	"fmt"
	"testing"
	"time"

	"github.com/klauspost/compress/s2"
	"github.com/klauspost/compress/zstd"

	"github.com/vitae-cv/vitae/cv"
)

// BenchmarkCompressedFlush asks whether the cache should keep records
// compressed: for 1,000 generated records, the CPU of compressing each
// (comp-ns/CV: s2, s2's better mode, zstd's fastest) beside the CPU of
// writing them in one transaction (flush-ns/CV) and their size against
// the JSON's (ratio). Measured on the 2-core VM under load: s2 halves
// the bytes and saves 3-6 us of the flush's ~21 us a record, for ~13
// us of compressing; zstd takes ~37 us. Records stay uncompressed.
//
//	go test ./internal/store -run XXX -bench CompressedFlush -benchtime 10x
func BenchmarkCompressedFlush(b *testing.B) {
	recs := benchRecords(b)
	lines := make([][]byte, len(recs))
	raw := 0
	for i, c := range recs {
		var err error
		lines[i], err = keep(c, cv.RecordOptions{})
		if err != nil {
			b.Fatal(err)
		}
		raw += len(lines[i])
	}
	keys := make([]Key, len(recs))
	for i, c := range recs {
		keys[i] = Key{SHA256: fmt.Sprintf("%064x", i), Path: c.Source, Parser: "p"}
	}
	zenc, _ := zstd.NewWriter(nil, zstd.WithEncoderLevel(zstd.SpeedFastest), zstd.WithEncoderConcurrency(1))
	kinds := map[string]func([]byte) []byte{
		"raw":  func(x []byte) []byte { return x },
		"s2":   func(x []byte) []byte { return s2.Encode(nil, x) },
		"s2b":  func(x []byte) []byte { return s2.EncodeBetter(nil, x) },
		"zstd": func(x []byte) []byte { return zenc.EncodeAll(x, nil) },
	}
	for _, name := range []string{"raw", "s2", "s2b", "zstd"} {
		f := kinds[name]
		b.Run(name, func(b *testing.B) {
			var ccpu, fcpu time.Duration
			size := 0
			for b.Loop() {
				s := openBench(b)
				t0 := cpuTime()
				size = 0
				for i := range recs {
					z := f(lines[i])
					size += len(z)
					s.pending[keys[i]] = z
				}
				t1 := cpuTime()
				if err := s.Close(); err != nil {
					b.Fatal(err)
				}
				ccpu += t1 - t0
				fcpu += cpuTime() - t1
			}
			b.ReportMetric(float64(ccpu.Nanoseconds())/float64(b.N*len(recs)), "comp-ns/CV")
			b.ReportMetric(float64(fcpu.Nanoseconds())/float64(b.N*len(recs)), "flush-ns/CV")
			b.ReportMetric(float64(size)/float64(raw), "ratio")
		})
	}
}
