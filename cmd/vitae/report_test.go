package main

import (
	"archive/zip"
	"bytes"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/vitae-cv/vitae/internal/cli"
)

func TestReportWritesAllThreeIdentically(t *testing.T) {
	dir := t.TempDir()
	in := writeFile(t, filepath.Join(dir, "in", "jane.md"), goodCV)
	out1, out2 := filepath.Join(dir, "r1"), filepath.Join(dir, "r2")
	for _, out := range []string{out1, out2} {
		r := runWith(t, "", "report", "--out", out, "--title", "Search <2026>", in)
		if r.code != cli.OK {
			t.Fatalf("exit %d: %s", r.code, r.stderr)
		}
		for _, ext := range []string{"html", "xlsx", "pdf"} {
			if !strings.Contains(r.stdout, "report."+ext) {
				t.Errorf("stdout does not name report.%s: %q", ext, r.stdout)
			}
		}
	}
	for _, name := range []string{"report.html", "report.xlsx", "report.pdf"} {
		a, err := os.ReadFile(filepath.Join(out1, name))
		if err != nil {
			t.Fatal(err)
		}
		b, _ := os.ReadFile(filepath.Join(out2, name))
		if len(a) == 0 || !bytes.Equal(a, b) {
			t.Errorf("%s: %d bytes, identical across runs: %v", name, len(a), bytes.Equal(a, b))
		}
	}
	page, _ := os.ReadFile(filepath.Join(out1, "report.html"))
	if !strings.Contains(string(page), "Search &lt;2026&gt;") || !strings.Contains(string(page), "Jane Q. Doe") {
		t.Error("the HTML lacks the escaped title or the candidate")
	}
	left, _ := filepath.Glob(filepath.Join(out1, ".*"))
	if len(left) != 0 {
		t.Errorf("temporary files left behind: %v", left)
	}
}

func TestReportChoosesFormatsAndDate(t *testing.T) {
	dir := t.TempDir()
	in := writeFile(t, filepath.Join(dir, "jane.md"), goodCV)
	out := filepath.Join(dir, "new", "folder")
	r := runWith(t, "", "report", "--out", out, "--pdf", "--name", "cohort", "--date", "2026-11-22", in)
	if r.code != cli.OK {
		t.Fatalf("exit %d: %s", r.code, r.stderr)
	}
	entries, _ := os.ReadDir(out)
	if len(entries) != 1 || entries[0].Name() != "cohort.pdf" {
		t.Fatalf("wrote %v, want only cohort.pdf", entries)
	}
}

func TestReportErrors(t *testing.T) {
	dir := t.TempDir()
	in := writeFile(t, filepath.Join(dir, "jane.md"), goodCV)
	for _, tc := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"report", in}, cli.Usage, "--out"},
		{[]string{"report", "--out", dir, "--date", "22/11/2026", in}, cli.Usage, "date"},
		{[]string{"report", "--out", dir, "--name", "a/b", in}, cli.Usage, "--name"},
		{[]string{"report", "--out", dir, "--font", filepath.Join(dir, "nope.ttf"), in}, cli.Failure, "nope.ttf"},
		{[]string{"report", "--out", dir, filepath.Join(dir, "missing.md")}, cli.Failure, "missing.md"},
	} {
		r := runWith(t, "", tc.args...)
		if r.code != tc.code || !strings.Contains(r.stderr, tc.want) {
			t.Errorf("%v: exit %d, stderr %q; want exit %d mentioning %q", tc.args, r.code, r.stderr, tc.code, tc.want)
		}
	}
	// an output folder that cannot be created
	blocker := writeFile(t, filepath.Join(dir, "file"), "x")
	r := runWith(t, "", "report", "--out", filepath.Join(blocker, "sub"), in)
	if r.code != cli.Failure || !strings.Contains(r.stderr, "output folder") {
		t.Errorf("exit %d, stderr %q", r.code, r.stderr)
	}
}

func TestReportKeepsGoingPastABadCV(t *testing.T) {
	dir := t.TempDir()
	writeFile(t, filepath.Join(dir, "in", "jane.md"), goodCV)
	writeFile(t, filepath.Join(dir, "in", "empty.md"), "")
	out := filepath.Join(dir, "out")
	r := runWith(t, "", "report", "--out", out, "--html", filepath.Join(dir, "in"))
	if r.code != cli.Failure || !strings.Contains(r.stderr, "empty.md") {
		t.Fatalf("exit %d, stderr %q", r.code, r.stderr)
	}
	if _, err := os.Stat(filepath.Join(out, "report.html")); err != nil {
		t.Fatalf("the report for the good CV was not written: %v", err)
	}
}

// TestMain fixes the reports' date (SOURCE_DATE_EPOCH: 2025-11-14), so
// that every run of the tests writes the same bytes.
// TestMain fixes the report date; with VITAE_TEST_AS_VITAE=1 the test
// binary runs as vitae itself, for the tests that need a process to
// kill.
func TestMain(m *testing.M) {
	os.Setenv("SOURCE_DATE_EPOCH", "1763078400")
	if os.Getenv("VITAE_TEST_AS_VITAE") == "1" {
		os.Exit(process())
	}
	os.Exit(m.Run())
}

// TestReportDate: the workbook's metadata date is --date, else the day of
// SOURCE_DATE_EPOCH, else the run date; never the year 2000.
func TestReportDate(t *testing.T) {
	dir := t.TempDir()
	in := writeFile(t, filepath.Join(dir, "jane.md"), goodCV)
	created := func(args ...string) string {
		out := t.TempDir()
		r := runWith(t, "", append([]string{"report", "--out", out, "--xlsx"}, append(args, in)...)...)
		if r.code != cli.OK {
			t.Fatalf("exit %d: %s", r.code, r.stderr)
		}
		zr, err := zip.OpenReader(filepath.Join(out, "report.xlsx"))
		if err != nil {
			t.Fatal(err)
		}
		defer zr.Close()
		for _, f := range zr.File {
			if f.Name == "docProps/core.xml" {
				rc, _ := f.Open()
				b, _ := io.ReadAll(rc)
				rc.Close()
				_, rest, _ := strings.Cut(string(b), `<dcterms:created xsi:type="dcterms:W3CDTF">`)
				return rest[:min(10, len(rest))]
			}
		}
		t.Fatal("no docProps/core.xml")
		return ""
	}
	if got := created(); got != "2025-11-14" {
		t.Errorf("with SOURCE_DATE_EPOCH: created %q, want 2025-11-14", got)
	}
	if got := created("--date", "2026-03-02"); got != "2026-03-02" {
		t.Errorf("with --date: created %q", got)
	}
	t.Setenv("SOURCE_DATE_EPOCH", "")
	if got, today := created(), time.Now().UTC().Format(time.DateOnly); got != today {
		t.Errorf("with neither: created %q, want today %s", got, today)
	}
	t.Setenv("SOURCE_DATE_EPOCH", "last week")
	if r := runWith(t, "", "report", "--out", dir, in); r.code != cli.Usage || !strings.Contains(r.stderr, "SOURCE_DATE_EPOCH") {
		t.Errorf("bad SOURCE_DATE_EPOCH: exit %d, %s", r.code, r.stderr)
	}
}

// TestReportCSVAndTextAreStats: vitae report --csv and --text write what
// vitae stats -f csv and -f text print: one renderer each.
func TestReportCSVAndTextAreStats(t *testing.T) {
	out := t.TempDir()
	r := runWith(t, "", "report", "--out", out, "--csv", "--text", testCVs)
	if r.code != cli.OK || !strings.Contains(r.stdout, "report.csv") || !strings.Contains(r.stdout, "report.txt") || strings.Contains(r.stdout, "report.html") {
		t.Fatalf("exit %d, stdout %q, stderr %s", r.code, r.stdout, r.stderr)
	}
	for format, file := range map[string]string{"csv": "report.csv", "text": "report.txt"} {
		stats := runWith(t, "", "stats", "-f", format, testCVs)
		got, _ := os.ReadFile(filepath.Join(out, file))
		if stats.code != cli.OK || string(got) != stats.stdout {
			t.Errorf("%s differs from vitae stats -f %s", file, format)
		}
	}
}

// TestReportPDFSplit: --pdf-split writes the PDF as a folder (the cohort
// file and one file per candidate) beside the other formats; alone it keeps
// the default formats, with --html it adds only the PDF; the files and the
// "wrote" lines are the same run after run, though the renderers run at once.
func TestReportPDFSplit(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "in")
	writeFile(t, filepath.Join(in, "jane.md"), goodCV)
	writeFile(t, filepath.Join(in, "ola.md"), strings.Replace(goodCV, "Jane Q. Doe", "Ola Nordmann", 1))
	var stdouts []string
	for _, out := range []string{"r1", "r2"} {
		r := runWith(t, "", "report", "--pdf-split", "--out", filepath.Join(dir, out), in)
		if r.code != cli.OK {
			t.Fatalf("exit %d: %s", r.code, r.stderr)
		}
		stdouts = append(stdouts, strings.ReplaceAll(r.stdout, filepath.Join(dir, out), "OUT"))
	}
	want := "wrote OUT/report.html\nwrote OUT/report.xlsx\nwrote OUT/report-pdf/ (3 PDF files: cohort.pdf and one per candidate in candidates/)\n"
	if filepath.ToSlash(stdouts[0]) != want || stdouts[0] != stdouts[1] {
		t.Errorf("stdout:\n%s\n%s\nwant\n%s", stdouts[0], stdouts[1], want)
	}
	files := map[string][]byte{}
	filepath.WalkDir(filepath.Join(dir, "r1"), func(path string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			rel, _ := filepath.Rel(filepath.Join(dir, "r1"), path)
			files[filepath.ToSlash(rel)], _ = os.ReadFile(path)
		}
		return nil
	})
	var names []string
	for name, data := range files {
		names = append(names, name)
		again, err := os.ReadFile(filepath.Join(dir, "r2", name))
		if err != nil || !bytes.Equal(data, again) || len(data) == 0 {
			t.Errorf("%s: %d bytes, not the same in the second run (%v)", name, len(data), err)
		}
	}
	slices.Sort(names)
	if len(names) != 5 || names[2] != "report-pdf/cohort.pdf" || !strings.HasPrefix(names[0], "report-pdf/candidates/") {
		t.Errorf("files written: %v", names)
	}
	r := runWith(t, "", "report", "--html", "--pdf-split", "--out", filepath.Join(dir, "r3"), in)
	if entries, _ := os.ReadDir(filepath.Join(dir, "r3")); r.code != cli.OK || len(entries) != 2 {
		t.Errorf("--html --pdf-split: exit %d, %d entries, want report.html and report-pdf/", r.code, len(entries))
	}
}
