package main

import (
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/analytics"
	"github.com/vitae-cv/vitae/internal/cli"
	"github.com/vitae-cv/vitae/reports"
	"github.com/vitae-cv/vitae/reports/formats"
)

// errRenderer is the error of a renderer made to fail.
var errRenderer = errors.New("renderer made to fail by the test")

// failRenderer makes the renderers named fail (after writing a little,
// as a renderer failing midway does) until the test ends.
func failRenderer(t *testing.T, names ...string) {
	t.Helper()
	saved := make([]formats.Format, len(formats.All))
	copy(saved, formats.All)
	t.Cleanup(func() { copy(formats.All, saved) })
	for i, r := range formats.All {
		for _, n := range names {
			if r.Name == n {
				formats.All[i].Write = func(w io.Writer, _ *analytics.Report, _ reports.Options) error {
					io.WriteString(w, "half a report")
					return errRenderer
				}
			}
		}
	}
}

// reportTwice writes a report of goodCV into out, then, with the
// renderers named in fail made to fail, a report of a second cohort; it
// returns the second run's result.
func reportTwice(t *testing.T, out string, extra []string, fail ...string) result {
	t.Helper()
	dir := t.TempDir()
	in := filepath.Join(dir, "in")
	writeFile(t, filepath.Join(in, "jane.md"), goodCV)
	if r := runWith(t, "", append(append([]string{"report", "--out", out}, extra...), in)...); r.code != cli.OK {
		t.Fatalf("first run: exit %d: %s", r.code, r.stderr)
	}
	writeFile(t, filepath.Join(in, "ola.md"), strings.Replace(goodCV, "Jane Q. Doe", "Ola Nordmann", 1))
	failRenderer(t, fail...)
	return runWith(t, "", append(append([]string{"report", "--out", out}, extra...), in)...)
}

// TestReportSetFailedFormatRemoved: when one renderer fails, the earlier
// run's file of that format is removed and said, so that it is never
// read beside this run's reports; the formats that worked are written.
// Before the fix the earlier report.xlsx stayed, unmarked, beside the new
// HTML and PDF (exit 1, stderr naming only the xlsx error).
func TestReportSetFailedFormatRemoved(t *testing.T) {
	out := filepath.Join(t.TempDir(), "out")
	r := reportTwice(t, out, nil, "xlsx")
	if r.code != cli.Failure {
		t.Errorf("exit %d, want %d", r.code, cli.Failure)
	}
	if !strings.Contains(r.stderr, "xlsx report: ") || !strings.Contains(r.stderr, "removed") || !strings.Contains(r.stderr, "report.xlsx") {
		t.Errorf("stderr does not say the workbook failed and the earlier one was removed:\n%s", r.stderr)
	}
	if _, err := os.Stat(filepath.Join(out, "report.xlsx")); !os.IsNotExist(err) {
		t.Errorf("the earlier run's report.xlsx is still there beside the new reports (%v)", err)
	}
	page, err := os.ReadFile(filepath.Join(out, "report.html"))
	if err != nil || !strings.Contains(string(page), "Ola Nordmann") {
		t.Errorf("report.html is not this run's (%v)", err)
	}
	if _, err := os.Stat(filepath.Join(out, "report.pdf")); err != nil {
		t.Errorf("report.pdf: %v", err)
	}
	noTemps(t, out)
}

// TestReportSetAllFailedKept: when every format fails, nothing of this
// run is written, so the earlier set stays whole (one run's files); the
// failures are said and the exit is not 0.
func TestReportSetAllFailedKept(t *testing.T) {
	out := filepath.Join(t.TempDir(), "out")
	r := reportTwice(t, out, nil, "html", "xlsx", "pdf")
	if r.code != cli.Failure || strings.Count(r.stderr, errRenderer.Error()) != 3 {
		t.Errorf("exit %d, want %d and the three failures said:\n%s", r.code, cli.Failure, r.stderr)
	}
	for _, name := range []string{"report.html", "report.xlsx", "report.pdf"} {
		if _, err := os.Stat(filepath.Join(out, name)); err != nil {
			t.Errorf("the earlier %s is gone though no format was written: %v", name, err)
		}
	}
	noTemps(t, out)
}

// TestReportSetFailedSplitRemoved: a failed split PDF leaves no cohort
// file nor candidates' files of either run in its folder; files that are
// not vitae's stay.
func TestReportSetFailedSplitRemoved(t *testing.T) {
	out := filepath.Join(t.TempDir(), "out")
	keep := writeFile(t, filepath.Join(out, "report-pdf", "notes.txt"), "a committee member's notes")
	saved := formats.WriteSplit
	t.Cleanup(func() { formats.WriteSplit = saved })
	formats.WriteSplit = func(dir string, rep *analytics.Report, opt reports.Options) ([]string, error) {
		paths, err := saved(dir, rep, opt)
		if strings.Contains(dir, "report-pdf") && len(rep.Candidates) == 2 {
			return paths[:1], errRenderer // the cohort file written, then a failure
		}
		return paths, err
	}
	r := reportTwice(t, out, []string{"--pdf-split"})
	if r.code != cli.Failure || !strings.Contains(r.stderr, "removed") {
		t.Errorf("exit %d, want %d, the split PDF's files said removed:\n%s", r.code, cli.Failure, r.stderr)
	}
	var left []string
	filepath.WalkDir(filepath.Join(out, "report-pdf"), func(path string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			left = append(left, path)
		}
		return nil
	})
	if len(left) != 1 || left[0] != keep {
		t.Errorf("left in report-pdf/: %v, want only %s", left, keep)
	}
	for _, name := range []string{"report.html", "report.xlsx"} {
		if _, err := os.Stat(filepath.Join(out, name)); err != nil {
			t.Errorf("%s: %v", name, err)
		}
	}
}
