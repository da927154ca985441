package pdf

import (
	"bufio"
	"os"
	"path/filepath"
	"runtime"
	"runtime/pprof"
	"strconv"
	"testing"

	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/internal/sample"
	"github.com/vitae-cv/vitae/reports"
)

// TestScale writes the PDF of a generated cohort (the records gencvs
// makes) of VITAE_PDF_SCALE candidates to VITAE_PDF_OUT, for measuring by
// hand with /usr/bin/time -v:
//
//	go test -c -o /tmp/pdf.test ./reports/pdf
//	VITAE_PDF_SCALE=10000 VITAE_PDF_OUT=/tmp/c10k.pdf /usr/bin/time -v /tmp/pdf.test -test.run TestScale
//
// It is skipped unless VITAE_PDF_SCALE is set; it asserts nothing about
// speed. VITAE_PDF_UNCOMPRESSED=1 writes the content streams as plain
// text, to compare two builds' drawing operators; VITAE_PDF_SPLIT=1
// writes the folder of WriteSplit to VITAE_PDF_OUT instead, and
// VITAE_PDF_REPORT_ONLY=1 stops after building the report (the memory
// that is not the PDF's); VITAE_PDF_SEQUENTIAL=1 draws every candidate
// in the document itself, for comparing with the parallel bytes;
// VITAE_PDF_NOSPILL=1 holds the finished pages in memory (see newSpill),
// for comparing the memory with and without a spill; it logs the live
// heap held once the pages are drawn, and VITAE_PDF_HELDPROFILE=FILE
// writes a heap profile then.
func TestScale(t *testing.T) {
	n, err := strconv.Atoi(os.Getenv("VITAE_PDF_SCALE"))
	if err != nil || n <= 0 {
		t.Skip("VITAE_PDF_SCALE not set: scale run skipped")
	}
	out := os.Getenv("VITAE_PDF_OUT")
	if out == "" {
		out = filepath.Join(t.TempDir(), "scale.pdf")
	}
	r := report(scaleCVs(t, n))
	if os.Getenv("VITAE_PDF_REPORT_ONLY") != "" { // the floor: records and report
		t.Logf("%d candidates", len(r.Candidates))
		return
	}
	if os.Getenv("VITAE_PDF_SPLIT") != "" {
		paths, err := WriteSplit(out, r, reports.Options{})
		if err != nil {
			t.Fatal(err)
		}
		t.Logf("%d files in %s", len(paths), out)
		return
	}
	f, err := os.Create(out)
	if err != nil {
		t.Fatal(err)
	}
	w := bufio.NewWriter(f)
	set := settings{uncompressed: os.Getenv("VITAE_PDF_UNCOMPRESSED") != "", sequential: os.Getenv("VITAE_PDF_SEQUENTIAL") != "",
		noSpill: os.Getenv("VITAE_PDF_NOSPILL") != ""}
	set.beforeOutput = heldBeforeOutput(t, os.Getenv("VITAE_PDF_HELDPROFILE"))
	if _, err := renderWith(w, r, reports.Options{}, set); err != nil {
		t.Fatal(err)
	}
	if err := w.Flush(); err != nil {
		t.Fatal(err)
	}
	if err := f.Close(); err != nil {
		t.Fatal(err)
	}
}

// heldBeforeOutput measures what the rendering holds once every page is
// drawn: it logs the live heap then, less the live heap now (the records
// and the report), and writes a heap profile to path if it is set (read
// it with go tool pprof -sample_index=inuse_space).
func heldBeforeOutput(t *testing.T, path string) func() {
	if path != "" {
		runtime.MemProfileRate = 4 << 10 // the drawing's allocations, finely
	}
	before := liveHeap()
	return func() {
		t.Logf("held once the pages are drawn: %.1f MB", float64(liveHeap()-before)/1e6)
		if path == "" {
			return
		}
		f, err := os.Create(path)
		if err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		if err := pprof.WriteHeapProfile(f); err != nil {
			t.Fatal(err)
		}
	}
}

// liveHeap is the heap in use after a collection.
func liveHeap() int64 {
	runtime.GC()
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	return int64(m.HeapAlloc)
}

// scaleCVs are n records cloned from the sample CVs as gencvs clones them.
func scaleCVs(t testing.TB, n int) []*cv.CV {
	t.Helper()
	base, err := sample.Load(filepath.Join("..", "..", "testdata", "cvs"))
	if err != nil {
		t.Fatal(err)
	}
	cvs, err := sample.Clone(base, n)
	if err != nil {
		t.Fatal(err)
	}
	return cvs
}
