package store

import (
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/cv/inputs"
	"github.com/vitae-cv/vitae/internal/sample"
)

// BenchmarkFiles reads sets of CV files through inputs.Files without a
// cache, with a cold cache (a new store each time: parse, keep, write)
// and with a warm one (every file a hit). It reports ns/CV beside ns/op.
//
//	go test -run XXX -bench Files -benchmem ./internal/store
func BenchmarkFiles(b *testing.B) {
	sets := []struct {
		name  string
		paths func(b *testing.B) []string
	}{
		{"testdata", func(*testing.B) []string { return []string{filepath.Join(repo, "testdata", "cvs")} }},
		{"generated500", func(b *testing.B) []string { return []string{generate(b, 500)} }},
		{"pdf", pdfs},
	}
	for _, set := range sets {
		b.Run(set.name, func(b *testing.B) {
			paths := set.paths(b)
			n := len((&inputs.Files{Paths: paths}).Inputs())
			b.Run("nocache", func(b *testing.B) { benchRead(b, paths, n, func() (*Store, error) { return nil, nil }) })
			b.Run("cold", func(b *testing.B) {
				benchRead(b, paths, n, func() (*Store, error) { return Open(filepath.Join(b.TempDir(), "vitae.db")) })
			})
			b.Run("warm", func(b *testing.B) {
				path := filepath.Join(b.TempDir(), "vitae.db")
				s, err := Open(path)
				if err != nil {
					b.Fatal(err)
				}
				read(b, paths, s.Cache("key", cv.RecordOptions{}))
				if err := s.Close(); err != nil {
					b.Fatal(err)
				}
				benchRead(b, paths, n, func() (*Store, error) { return Open(path) })
			})
		})
	}
}

// benchRead reads paths b.N times, each time through a store that open
// opens (nil: no cache) and closes after, and reports the time per CV.
func benchRead(b *testing.B, paths []string, n int, open func() (*Store, error)) {
	b.ReportAllocs()
	for b.Loop() {
		s, err := open()
		if err != nil {
			b.Fatal(err)
		}
		var cache *Cache
		if s != nil {
			cache = s.Cache("key", cv.RecordOptions{})
			read(b, paths, cache)
			if err := s.Close(); err != nil {
				b.Fatal(err)
			}
		} else {
			read(b, paths, nil)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*n), "ns/CV")
}

// read reads paths through Files with cache (a nil *Cache is no cache).
func read(b *testing.B, paths []string, cache *Cache) {
	f := &inputs.Files{Paths: paths}
	if cache != nil {
		f.Cache = cache
	}
	c := f.Collect(nil)
	if len(c.Failed) > 0 {
		b.Fatal(c.Failed[0])
	}
	if cache != nil {
		if err := cache.Err(); err != nil {
			b.Fatal(err)
		}
	}
}

// generate writes n CV files made from those of testdata/cvs, each with
// the name of the synthetic cohort's candidate (internal/sample.Clone) in
// place of its owner's, into a temporary folder it returns.
func generate(b *testing.B, n int) string {
	src := filepath.Join(repo, "testdata", "cvs")
	base, err := sample.Load(src)
	if err != nil {
		b.Fatal(err)
	}
	clones, err := sample.Clone(base, n)
	if err != nil {
		b.Fatal(err)
	}
	dir := b.TempDir()
	for i, c := range clones {
		orig := base[i%len(base)]
		data, err := os.ReadFile(orig.Source)
		if err != nil {
			b.Fatal(err)
		}
		text := strings.Replace(string(data), orig.Name, c.Name, 1)
		name := fmt.Sprintf("%05d%s", i, filepath.Ext(orig.Source))
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			b.Fatal(err)
		}
	}
	return dir
}

// pdfs are the PDF CVs: testdata's, and ../shared/corpus's (read only)
// when it is there.
func pdfs(b *testing.B) []string {
	paths := []string{filepath.Join(repo, "testdata", "formats", "ferreira.pdf")}
	more, _ := filepath.Glob(filepath.Join(corpusDir, "pdf", "*.pdf"))
	return append(paths, more...)
}

// BenchmarkGet is one cache hit (the entry read and decoded), beside the
// decoding alone, for one record of testdata.
func BenchmarkGet(b *testing.B) {
	base, err := sample.Load(filepath.Join(repo, "testdata", "cvs", "mixed_postdoc.md"))
	if err != nil {
		b.Fatal(err)
	}
	s, err := Open(filepath.Join(b.TempDir(), "vitae.db"))
	if err != nil {
		b.Fatal(err)
	}
	defer s.Close()
	k := Key{SHA256: "00", Path: base[0].Source, Parser: "p"}
	if err := s.Put(k, base[0], cv.RecordOptions{}); err != nil {
		b.Fatal(err)
	}
	if err := s.Flush(); err != nil {
		b.Fatal(err)
	}
	data, _ := encode(base[0])
	b.Run("hit", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			if _, ok, err := s.Get(k, cv.RecordOptions{}); !ok || err != nil {
				b.Fatal(ok, err)
			}
		}
	})
	b.Run("decode", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			if _, err := decode(k.Path, data, cv.RecordOptions{}); err != nil {
				b.Fatal(err)
			}
		}
	})
}

// BenchmarkPut keeps one record of testdata (encoded once, read back and
// checked), pending, for the next Flush.
func BenchmarkPut(b *testing.B) {
	base, err := sample.Load(filepath.Join(repo, "testdata", "cvs", "mixed_postdoc.md"))
	if err != nil {
		b.Fatal(err)
	}
	s, err := Open(filepath.Join(b.TempDir(), "vitae.db"))
	if err != nil {
		b.Fatal(err)
	}
	defer s.Close()
	k := Key{SHA256: "00", Path: base[0].Source, Parser: "p"}
	b.ReportAllocs()
	for b.Loop() {
		if err := s.Put(k, base[0], cv.RecordOptions{}); err != nil {
			b.Fatal(err)
		}
	}
	s.Discard()
}

// BenchmarkWrite is the parse cache's work on a cold run, per record, in
// its parts: checking and encoding 1,000 generated records (Put), and
// writing them in one transaction (Flush) to a new store; then, beside
// them, what Put did before (the record encoded, read back and compared
// field by field), for comparison. cpu-ns/CV is the process's CPU time
// (a loaded machine changes it less than the time on the clock).
//
//	go test -run XXX -bench Write -benchmem ./internal/store
func BenchmarkWrite(b *testing.B) {
	recs := benchRecords(b)
	keys := make([]Key, len(recs))
	for i, c := range recs {
		keys[i] = Key{SHA256: fmt.Sprintf("%064x", i), Path: c.Source, Parser: "p"}
	}
	perCV := func(b *testing.B) {
		b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(recs)), "ns/CV")
	}
	b.Run("put", func(b *testing.B) {
		s := openBench(b)
		b.ReportAllocs()
		t0 := cpuTime()
		defer func() { cpuPerCV(b, cpuTime()-t0, len(recs)) }()
		for b.Loop() {
			for i, c := range recs {
				if err := s.Put(keys[i], c, cv.RecordOptions{}); err != nil {
					b.Fatal(err)
				}
			}
			s.Discard()
		}
		perCV(b)
	})
	b.Run("flush", func(b *testing.B) {
		var cpu time.Duration
		for b.Loop() {
			b.StopTimer()
			s := openBench(b)
			for i, c := range recs {
				if err := s.Put(keys[i], c, cv.RecordOptions{}); err != nil {
					b.Fatal(err)
				}
			}
			b.StartTimer()
			t0 := cpuTime()
			if err := s.Close(); err != nil {
				b.Fatal(err)
			}
			cpu += cpuTime() - t0
		}
		perCV(b)
		cpuPerCV(b, cpu, len(recs))
	})
	b.Run("readback", func(b *testing.B) {
		b.ReportAllocs()
		t0 := cpuTime()
		defer func() { cpuPerCV(b, cpuTime()-t0, len(recs)) }()
		for b.Loop() {
			for _, c := range recs {
				data, err := encode(c)
				if err != nil {
					b.Fatal(err)
				}
				back, err := decode(c.Source, data, cv.RecordOptions{})
				if err != nil || !sameJSON(reflect.ValueOf(back).Elem(), reflect.ValueOf(c).Elem()) {
					b.Fatal(c.Source, err)
				}
			}
		}
		perCV(b)
	})
}

// openBench opens a new store in a temporary folder.
func openBench(b *testing.B) *Store {
	s, err := Open(filepath.Join(b.TempDir(), "vitae.db"))
	if err != nil {
		b.Fatal(err)
	}
	return s
}

// cpuPerCV reports cpu, spent on b.N rounds of n records, per record.
func cpuPerCV(b *testing.B, cpu time.Duration, n int) {
	b.ReportMetric(float64(cpu.Nanoseconds())/float64(b.N*n), "cpu-ns/CV")
}

// cpuTime is the CPU time the process has used (user and system), which
// a loaded machine changes less than the time on the clock.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// benchRecords is the benchmarks' records: 1,000 generated from the
// sample CVs (sample.Clone), normalised as the parser leaves them.
func benchRecords(b *testing.B) []*cv.CV {
	b.Helper()
	base, err := sample.Load(filepath.Join(repo, "testdata", "cvs"))
	if err != nil {
		b.Fatal(err)
	}
	recs, err := sample.Clone(base, 1000)
	if err != nil {
		b.Fatal(err)
	}
	for _, c := range recs {
		c.Normalize()
	}
	return recs
}
