//go:build unix

package main

import (
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"github.com/vitae-cv/vitae/internal/cli"
)

// TestRunSnapshotPipe: a latest run whose snapshot.json is a named pipe
// (opening it blocks) does not hang the next run, which publishes with no
// changes listed and says why; vitae diff of that run is an error.
func TestRunSnapshotPipe(t *testing.T) {
	dir, jobPath := edgeJob(t, "[inputs]\npaths = [\"applications\"]\n[output]\ndir = \"out\"\nformats = [\"text\"]\n")
	env := edgeEnv(t)
	if r := env.run("run", jobPath); r.code != cli.OK {
		t.Fatalf("run 1: exit %d\n%s", r.code, r.stderr)
	}
	latest := filepath.Join(dir, "out", "latest")
	snap := filepath.Join(latest, "snapshot.json")
	if err := syscall.Unlink(snap); err != nil {
		t.Fatal(err)
	}
	if err := syscall.Mkfifo(snap, 0o600); err != nil {
		t.Skipf("mkfifo: %v", err)
	}
	if d := env.run("diff", latest, latest); d.code != cli.Failure || !strings.Contains(d.stderr, "not a regular file") {
		t.Errorf("diff: exit %d\n%s", d.code, d.stderr)
	}
	if r := env.run("run", jobPath); r.code != cli.OK || !strings.Contains(r.stderr, "not a regular file") {
		t.Errorf("run 2: exit %d\n%s", r.code, r.stderr)
	}
}
