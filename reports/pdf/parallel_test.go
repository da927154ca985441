package pdf

import (
	"bytes"
	"crypto/sha256"
	"reflect"
	"testing"

	"github.com/vitae-cv/vitae/analytics"
	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/internal/sample"
	"github.com/vitae-cv/vitae/reports"
)

// renderSet renders r with set and fails the test on an error.
func renderSet(t *testing.T, r *analytics.Report, opt reports.Options, set settings) ([]byte, stats) {
	t.Helper()
	var buf bytes.Buffer
	st, err := renderWith(&buf, r, opt, set)
	if err != nil {
		t.Fatal(err)
	}
	return buf.Bytes(), st
}

// sameAsSequential renders r in parallel chunks of chunk candidates and
// in one go, compressed and not, and fails unless the bytes and the
// stats are the same.
func sameAsSequential(t *testing.T, r *analytics.Report, opt reports.Options, chunk int) {
	t.Helper()
	for _, plain := range []bool{false, true} {
		seq, sst := renderSet(t, r, opt, settings{uncompressed: plain, sequential: true})
		par, pst := renderSet(t, r, opt, settings{uncompressed: plain, chunk: chunk})
		if !bytes.Equal(seq, par) {
			t.Errorf("uncompressed=%v, chunks of %d: %d bytes, sha256 %x; sequential %d bytes, sha256 %x",
				plain, chunk, len(par), sha256.Sum256(par), len(seq), sha256.Sum256(seq))
			if plain {
				i := 0
				for i < min(len(seq), len(par)) && seq[i] == par[i] {
					i++
				}
				t.Errorf("first difference at byte %d:\nsequential %q\nparallel   %q", i,
					seq[max(i-200, 0):min(i+200, len(seq))], par[max(i-200, 0):min(i+200, len(par))])
			}
		}
		if !reflect.DeepEqual(sst, pst) {
			t.Errorf("uncompressed=%v: stats %+v, sequential %+v", plain, pst, sst)
		}
	}
}

// TestParallelSame: candidates drawn in parallel chunks and adopted give
// the document drawn in one go, byte for byte, with chunks of every size
// from one candidate up, and with names whose glyphs the font lacks
// (the missing count is an alias over chunks) and right-to-left names.
func TestParallelSame(t *testing.T) {
	base := append(testCVs(t), scriptCVs()...)
	cvs, err := sample.Clone(base, 40)
	if err != nil {
		t.Fatal(err)
	}
	cvs = append(cvs, scriptCVs()...)
	cvs = append(cvs, &cv.CV{Name: "未知 ☃ Name", Source: "snow.txt"})
	r := report(cvs)
	for _, chunk := range []int{1, 3, 7} {
		sameAsSequential(t, r, reports.Options{Title: "Parallel"}, chunk)
	}
}

// TestParallelSame1k: the default chunks on 1,000 generated candidates
// (the parallel path Write takes) give the sequential document's sha256.
func TestParallelSame1k(t *testing.T) {
	if testing.Short() {
		t.Skip("1,000 candidates: skipped in -short")
	}
	r := report(scaleCVs(t, 1000))
	seq, _ := renderSet(t, r, reports.Options{}, settings{sequential: true})
	var buf bytes.Buffer
	if err := Write(&buf, r, reports.Options{}); err != nil {
		t.Fatal(err)
	}
	if s, p := sha256.Sum256(seq), sha256.Sum256(buf.Bytes()); s != p {
		t.Errorf("Write: sha256 %x, sequential %x", p, s)
	}
}
