package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/vitae-cv/vitae/internal/cli"
)

// TestReportCompare: --compare puts the named candidates side by side in
// all three formats; a list of one, or a name that finds no candidate,
// is a usage error (exit 2) naming the name, and no report is written.
func TestReportCompare(t *testing.T) {
	dir := t.TempDir()
	for _, name := range []string{"jane", "ines", "olaf"} {
		cv := strings.ReplaceAll(strings.ReplaceAll(goodCV, "Jane Q. Doe", strings.ToUpper(name[:1])+name[1:]+" Example"), "jane.doe", name)
		writeFile(t, filepath.Join(dir, "cvs", name+".md"), cv)
	}
	cvs := filepath.Join(dir, "cvs")
	bad := []struct {
		list, want string
	}{
		{"jane", "--compare takes 2 to 4 candidates, not 1"},
		{"jane,nobody", `no candidate is called "nobody"`},
		{"jane,example", `"example" could be any of`},
	}
	for _, tc := range bad {
		out := filepath.Join(dir, "bad")
		r := runWith(t, "", "report", "--compare", tc.list, "--html", "--out", out, cvs)
		if r.code != 2 || !strings.Contains(r.stderr, tc.want) {
			t.Errorf("--compare %s: exit %d, stderr %q; want 2 and %q", tc.list, r.code, r.stderr, tc.want)
		}
		if _, err := os.Stat(filepath.Join(out, "report.html")); err == nil {
			t.Errorf("--compare %s: a report was written", tc.list)
		}
	}
	out := filepath.Join(dir, "out")
	r := runWith(t, "", "report", "--compare", "Olaf Example,jane.md", "--html", "--xlsx", "--pdf", "--out", out, cvs)
	if r.code != 0 {
		t.Fatalf("exit %d: %s", r.code, r.stderr)
	}
	html, err := os.ReadFile(filepath.Join(out, "report.html"))
	if err != nil || !strings.Contains(string(html), `<section id="shortlist"`) {
		t.Errorf("the HTML has no shortlist section (%v)", err)
	}
	for _, f := range []string{"report.xlsx", "report.pdf"} {
		if fi, err := os.Stat(filepath.Join(out, f)); err != nil || fi.Size() == 0 {
			t.Errorf("%s: %v", f, err)
		}
	}
}

// TestRunCompare: a job's [output] compare names the shortlist; a name
// that finds no candidate is said at the key's line, exit 2, and nothing
// is published; a good one is published in the run's reports.
func TestRunCompare(t *testing.T) {
	dir := t.TempDir()
	writeFile(t, filepath.Join(dir, "apps", "a.md"), goodCV)
	writeFile(t, filepath.Join(dir, "apps", "b.md"), strings.ReplaceAll(strings.ReplaceAll(goodCV, "Jane Q. Doe", "Rune Example"), "jane.doe", "rune"))
	env := &jobEnv{t: t, now: time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)}
	bad := writeFile(t, filepath.Join(dir, "bad.toml"), "[inputs]\npaths = [\"apps\"]\n[output]\ndir = \"out-bad\"\ncompare = [\"Jane\", \"Zed\"]\nformats = [\"html\"]\n")
	if r := env.run("run", bad); r.code != cli.Usage || !strings.Contains(r.stderr, "bad.toml:5: output.compare:") || !strings.Contains(r.stderr, `"Zed"`) {
		t.Errorf("unknown name: exit %d\n%s", r.code, r.stderr)
	}
	if _, err := os.Stat(filepath.Join(dir, "out-bad", "latest")); err == nil {
		t.Error("a run with an unknown shortlist name published")
	}
	good := writeFile(t, filepath.Join(dir, "good.toml"), "[inputs]\npaths = [\"apps\"]\n[output]\ndir = \"out\"\ncompare = [\"Jane\", \"b.md\"]\nformats = [\"html\"]\n")
	if r := env.run("run", good); r.code != cli.OK {
		t.Fatalf("exit %d\n%s", r.code, r.stderr)
	}
	html, err := os.ReadFile(filepath.Join(dir, "out", "latest", "report.html"))
	if err != nil || !strings.Contains(string(html), `<section id="shortlist"`) {
		t.Errorf("published HTML without the shortlist (%v)", err)
	}
}
