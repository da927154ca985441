package main

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/analytics"
	"github.com/vitae-cv/vitae/internal/cli"
)

// TestStatsTrustFlags: --stage keeps one stage, --stale-after flags old
// CVs against --date, --top-venues counts the listed venues, and a bad
// value of each is a usage error.
func TestStatsTrustFlags(t *testing.T) {
	r := runWith(t, "", "stats", "-f", "json", "--date", "2030-01-01", "--stale-after", "2y", testCVs)
	if r.code != cli.OK {
		t.Fatalf("exit %d: %s", r.code, r.stderr)
	}
	rep := decodeStats(t, r.stdout)
	stale := 0
	for _, c := range rep.Candidates {
		if c.Stale {
			stale++
		}
	}
	if stale != len(rep.Candidates) {
		t.Errorf("%d of %d candidates stale in 2030 with a 2-year threshold", stale, len(rep.Candidates))
	}
	r = runWith(t, "", "stats", "-f", "json", "--stage", "faculty", testCVs)
	for _, c := range decodeStats(t, r.stdout).Candidates {
		if c.Stage != analytics.StageFaculty {
			t.Errorf("--stage faculty kept %s (%s)", c.Name, c.Stage)
		}
	}
	top := writeFile(t, filepath.Join(t.TempDir(), "top.txt"), "# our top venues\nOSDI\nsosp\n")
	r = runWith(t, "", "stats", "-f", "text", "--top-venues", top, testCVs)
	if r.code != cli.OK || !strings.Contains(r.stdout, "Top venues (OSDI, SOSP)") {
		t.Errorf("--top-venues: exit %d\n%s", r.code, r.stderr)
	}
	bad := writeFile(t, filepath.Join(t.TempDir(), "bad.txt"), "OSDI\nNOT A VENUE\n")
	if r := runWith(t, "", "stats", "--top-venues", bad, testCVs); r.code != cli.Failure || !strings.Contains(r.stderr, "bad.txt:2:") {
		t.Errorf("bad --top-venues: exit %d %s", r.code, r.stderr)
	}
	for _, args := range [][]string{{"--stale-after", "soon"}, {"--stage", "dean"}, {"--date", "2024-13-40"}} {
		if r := runWith(t, "", append(append([]string{"stats"}, args...), testCVs)...); r.code != cli.Usage {
			t.Errorf("%v: exit %d, want usage error", args, r.code)
		}
	}
}

// TestReportQualitySummary: vitae report prints the data-quality line on
// stderr, naming skipped files.
func TestReportQualitySummary(t *testing.T) {
	dir := t.TempDir()
	writeFile(t, filepath.Join(dir, "a.md"), goodCV)
	writeFile(t, filepath.Join(dir, "b.rtf"), "{\\rtf1 x}")
	r := runWith(t, "", "report", "--out", t.TempDir(), "--html", dir)
	if !strings.Contains(r.stderr, "data quality: 0 inputs failed, 1 file skipped") {
		t.Errorf("stderr:\n%s", r.stderr)
	}
}

func TestStatsGroupByStage(t *testing.T) {
	r := runWith(t, "", "stats", "--group-by", "stage", testCVs)
	if r.code != cli.OK || !strings.Contains(r.stdout, "Candidates summary: PhD student (") || !strings.Contains(r.stdout, "Candidates summary: faculty (") {
		t.Errorf("exit %d\n%.2000s", r.code, r.stdout)
	}
	if r := runWith(t, "", "stats", "--group-by", "venue", testCVs); r.code != cli.Usage {
		t.Errorf("--group-by venue: exit %d", r.code)
	}
}
