package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
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
