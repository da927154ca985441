// Package datatest holds what the tests of the data readers share: a
// golden-record test over a reader's testdata/cvs (each file read with
// its format, the record compared with testdata/golden/NAME.json, -update
// rewrites them) and the seeds of a reader's fuzz target. It is imported
// by tests only.
package datatest

import (
	"bytes"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/cv/data"
	"github.com/vitae-cv/vitae/internal/golden"
)

// Inputs are the entry files in testdata/cvs that f claims (Sniff), in
// name order; files f does not claim are parts of other entries.
func Inputs(t testing.TB, f data.Format) []string {
	t.Helper()
	names, err := filepath.Glob(filepath.Join("testdata", "cvs", "*"))
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, n := range names {
		b, err := os.ReadFile(n)
		if err != nil {
			continue // a folder
		}
		if f.Sniff(n, b) {
			out = append(out, n)
		}
	}
	if len(out) == 0 {
		t.Fatalf("no %s files in testdata/cvs", f.Name)
	}
	return out
}

// Read reads the file at path with f, its parts from its folder.
func Read(t testing.TB, f data.Format, path string, opt data.Options) *cv.CV {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	c, err := f.Read(context.Background(), data.Source{Name: path, Data: b, Open: data.OpenIn(filepath.Dir(path), 0)}, opt)
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	c.Normalize()
	return c
}

// Golden reads every input of f in testdata/cvs and compares its record
// with testdata/golden/NAME.json.
func Golden(t *testing.T, f data.Format) {
	for _, in := range Inputs(t, f) {
		c := Read(t, f, in, data.Options{})
		var buf bytes.Buffer
		if err := cv.WriteJSON(&buf, []*cv.CV{c}); err != nil {
			t.Fatal(err)
		}
		golden.Check(t, GoldenOf(in), buf.Bytes())
	}
}

// GoldenOf is the golden file of an input.
func GoldenOf(in string) string {
	base := filepath.Base(in)
	return filepath.Join("testdata", "golden", strings.TrimSuffix(base, filepath.Ext(base))+".json")
}

// Seeds adds every file of testdata/cvs to a fuzz target's corpus.
func Seeds(f *testing.F) {
	names, _ := filepath.Glob(filepath.Join("testdata", "cvs", "*"))
	for _, n := range names {
		if b, err := os.ReadFile(n); err == nil {
			f.Add(b)
		}
	}
}

// Fuzz reads data with format f, as a file named name with no other
// files, and fails on a panic (the fuzzing engine reports it) or a
// record with no Source.
func Fuzz(t *testing.T, f data.Format, name string, b []byte) {
	c, err := f.Read(context.Background(), data.Source{Name: name, Data: b, Open: data.NoOpen}, data.Options{})
	if err == nil && (c == nil || c.Source != name) {
		t.Fatalf("no error and record %v", c)
	}
}

// Shared is where ../shared lies from a reader's package folder
// (cv/data/NAME).
const Shared = "../../../../shared"

// ScoreAll scores cvs with the project's scorer (shared/eval/score.py)
// against the truth files in truthDir: every figure must be 1.000.
// args go to the scorer too (--only-parsed). It skips when the scorer or
// python3 is absent.
func ScoreAll(t *testing.T, cvs []*cv.CV, truthDir string, args ...string) {
	t.Helper()
	score := filepath.Join(Shared, "eval", "score.py")
	if _, err := os.Stat(score); err != nil {
		t.Skipf("no scorer at %s (../shared absent): %v", score, err)
	}
	if _, err := exec.LookPath("python3"); err != nil {
		t.Skip("python3 not installed")
	}
	out := filepath.Join(t.TempDir(), "records.json")
	var buf bytes.Buffer
	if err := cv.WriteJSON(&buf, cvs); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(out, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command("python3", append([]string{score, "--truth", truthDir, out, "-v", "--min", "1.0"}, args...)...)
	if msg, err := cmd.CombinedOutput(); err != nil {
		t.Errorf("score below 1.000: %v\n%s", err, msg)
	}
}
