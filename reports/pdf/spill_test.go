package pdf

import (
	"bytes"
	"crypto/sha256"
	"errors"
	"os"
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/internal/sample"
	"github.com/vitae-cv/vitae/reports"
)

// TestSpillSame: the report whose finished pages go to a spill file is
// byte for byte the one held in memory, drawn in one go or in parallel
// chunks adopted (and spilled) in order, with contents pages filled
// last; and the spill file is gone once the report is written.
func TestSpillSame(t *testing.T) {
	tmp := t.TempDir()
	t.Setenv("TMPDIR", tmp) // os.TempDir, where newSpill makes the spill
	cvs, err := sample.Clone(testCVs(t), 150)
	if err != nil {
		t.Fatal(err)
	}
	r := report(cvs)
	opt := reports.Options{Title: "Spill"}
	held, st := renderSet(t, r, opt, settings{noSpill: true, sequential: true})
	if st.Pages < 150 || st.ContentsPages < 1 {
		t.Fatalf("the test report has %d pages, %d of contents: too small to tell", st.Pages, st.ContentsPages)
	}
	if st.Spilled != 0 {
		t.Errorf("held in memory, %d bytes were spilled", st.Spilled)
	}
	for _, set := range []settings{{sequential: true}, {chunk: 16}} {
		got, sst := renderSet(t, r, opt, set)
		if sst.Spilled < int64(len(got))/2 {
			t.Errorf("spilled (sequential %v): %d bytes of a %d-byte document, want most of it", set.sequential, sst.Spilled, len(got))
		}
		if !bytes.Equal(got, held) {
			t.Errorf("spilled (sequential %v): %d bytes, sha256 %x; held in memory %d bytes, sha256 %x",
				set.sequential, len(got), sha256.Sum256(got), len(held), sha256.Sum256(held))
		}
	}
	assertNoSpill(t, tmp)
}

// failingWriter takes the first n bytes and fails after.
type failingWriter struct{ n int }

func (w *failingWriter) Write(p []byte) (int, error) {
	if len(p) > w.n {
		k := w.n
		w.n = 0
		return k, errors.New("device full")
	}
	w.n -= len(p)
	return len(p), nil
}

// TestSpillRemovedOnError: a report whose output fails halfway leaves
// no spill file behind, and says why it failed.
func TestSpillRemovedOnError(t *testing.T) {
	tmp := t.TempDir()
	t.Setenv("TMPDIR", tmp)
	cvs, err := sample.Clone(testCVs(t), 100)
	if err != nil {
		t.Fatal(err)
	}
	_, err = renderWith(&failingWriter{n: 300 << 10}, report(cvs), reports.Options{}, settings{})
	if err == nil || !strings.Contains(err.Error(), "device full") {
		t.Errorf("render to a failing writer: %v, want the writer's error", err)
	}
	assertNoSpill(t, tmp)
}

// TestSpillWithoutTempDir: without a temporary folder to write in, the
// pages are held in memory and the report is the same.
func TestSpillWithoutTempDir(t *testing.T) {
	cvs, err := sample.Clone(testCVs(t), 40)
	if err != nil {
		t.Fatal(err)
	}
	r := report(cvs)
	held, _ := renderSet(t, r, reports.Options{}, settings{noSpill: true})
	t.Setenv("TMPDIR", "/nonexistent/vitae-test-folder")
	if s, _ := newSpill(); s != nil {
		t.Fatalf("a spill made in a folder that does not exist: %s", s.Name())
	}
	got, st := renderSet(t, r, reports.Options{}, settings{})
	if st.Spilled != 0 {
		t.Errorf("without a temporary folder %d bytes were spilled", st.Spilled)
	}
	if !bytes.Equal(got, held) {
		t.Errorf("without a temporary folder: %d bytes, want the %d held in memory", len(got), len(held))
	}
}

// assertNoSpill fails if dir holds anything: a spill left behind.
func assertNoSpill(t *testing.T, dir string) {
	t.Helper()
	left, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range left {
		t.Errorf("left in the temporary folder: %s", e.Name())
	}
}
