package main

import (
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/vitae-cv/vitae/internal/cli"
)

// TestBadCorrectionsOneExitCode: a corrections file that does not read
// is the same error (exit 2, a usage or input error naming the file's
// line) for every command that takes one: stats, report and run.
func TestBadCorrectionsOneExitCode(t *testing.T) {
	dir := t.TempDir()
	in := writeFile(t, filepath.Join(dir, "apps", "jane.md"), goodCV)
	bad := writeFile(t, filepath.Join(dir, "bad.toml"), "[[correction]]\ncandidate = 3\n")
	missing := filepath.Join(dir, "missing.toml")
	for _, corr := range []string{bad, missing} {
		name := filepath.Base(corr)
		if r := runWith(t, "", "stats", "--corrections", corr, in); r.code != cli.Usage || !strings.Contains(r.stderr, name) {
			t.Errorf("stats, %s: exit %d, want %d\n%s", name, r.code, cli.Usage, r.stderr)
		}
		if r := runWith(t, "", "report", "--out", filepath.Join(dir, "rep"), "--text", "--corrections", corr, in); r.code != cli.Usage || !strings.Contains(r.stderr, name) {
			t.Errorf("report, %s: exit %d, want %d\n%s", name, r.code, cli.Usage, r.stderr)
		}
		job := writeFile(t, filepath.Join(dir, "job.toml"), "[inputs]\npaths = [\"apps\"]\n[output]\ndir = \"out\"\nformats = [\"text\"]\n[corrections]\nfile = \""+name+"\"\n")
		env := &jobEnv{t: t, now: time.Date(2026, 11, 22, 3, 0, 0, 0, time.UTC)}
		if r := env.run("run", job); r.code != cli.Usage || !strings.Contains(r.stderr, name) {
			t.Errorf("run, %s: exit %d, want %d\n%s", name, r.code, cli.Usage, r.stderr)
		}
	}
}
