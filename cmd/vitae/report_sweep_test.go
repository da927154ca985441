package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/vitae-cv/vitae/internal/cli"
)

// plant writes a file at path last written age ago.
func plant(t *testing.T, path string, age time.Duration) string {
	t.Helper()
	writeFile(t, path, "half a report")
	when := time.Now().Add(-age)
	if err := os.Chtimes(path, when, when); err != nil {
		t.Fatal(err)
	}
	return path
}

// TestReportSweepsTemps: the temporary files a killed "vitae report" left
// in its output folder (.NAME.EXT.N.tmp, and in the split PDF's folders)
// are removed by the next report into that folder; other files stay:
// other names, other patterns, links, folders, and a temporary file
// written to a moment ago (it may be another vitae's, still writing).
// Before the fix every planted file stayed, for ever.
func TestReportSweepsTemps(t *testing.T) {
	dir := t.TempDir()
	in := writeFile(t, filepath.Join(dir, "in", "jane.md"), goodCV)
	out := filepath.Join(dir, "out")
	hour := time.Hour
	gone := []string{
		plant(t, filepath.Join(out, ".report.xlsx.3141592653.tmp"), hour),
		plant(t, filepath.Join(out, ".report.html.42.tmp"), hour),
		plant(t, filepath.Join(out, ".report.csv.7.tmp"), 48*hour), // a format not asked for this time
		plant(t, filepath.Join(out, "report-pdf", ".cohort.pdf.99.tmp"), hour),
		plant(t, filepath.Join(out, "report-pdf", "candidates", ".00001-jane-q-doe.pdf.5.tmp"), hour),
	}
	stay := []string{
		plant(t, filepath.Join(out, "notes.txt"), hour),
		plant(t, filepath.Join(out, ".report.html.tmp"), hour),          // no number: not vitae's
		plant(t, filepath.Join(out, ".report.html.12.tmp.bak"), hour),   // not the pattern
		plant(t, filepath.Join(out, ".minutes.docx.12345.tmp"), hour),   // another program's
		plant(t, filepath.Join(out, ".cohort.html.12.tmp"), hour),       // another --name's
		plant(t, filepath.Join(out, ".report.pdf.2718.tmp"), 0),         // being written now
		plant(t, filepath.Join(out, "sub", ".report.html.1.tmp"), hour), // another folder
	}
	if err := os.Mkdir(filepath.Join(out, ".report.txt.5.tmp"), 0o755); err != nil { // a folder
		t.Fatal(err)
	}
	stay = append(stay, filepath.Join(out, ".report.txt.5.tmp"))
	if err := os.Symlink("notes.txt", filepath.Join(out, ".report.xlsx.9.tmp")); err == nil { // a link
		stay = append(stay, filepath.Join(out, ".report.xlsx.9.tmp"))
	}
	r := runWith(t, "", "report", "--out", out, "--html", "--xlsx", in)
	if r.code != cli.OK {
		t.Fatalf("exit %d: %s", r.code, r.stderr)
	}
	for _, p := range gone {
		if _, err := os.Lstat(p); !os.IsNotExist(err) {
			t.Errorf("%s: left behind (%v)", strings.TrimPrefix(p, out), err)
		}
	}
	for _, p := range stay {
		if _, err := os.Lstat(p); err != nil {
			t.Errorf("%s: removed, though not a temporary file of a dead vitae: %v", strings.TrimPrefix(p, out), err)
		}
	}
	if !strings.Contains(r.stderr, "removed 5 temporary file") {
		t.Errorf("stderr does not say the temporary files removed:\n%s", r.stderr)
	}
}
