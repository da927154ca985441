package main

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/vitae-cv/vitae/analytics"
	"github.com/vitae-cv/vitae/internal/cli"
	"github.com/vitae-cv/vitae/internal/publish"
	"github.com/vitae-cv/vitae/internal/store"
)

// TestRunHistoryKeepsPublishedSnapshot: the run history keeps, for each
// run, the very bytes of the snapshot.json the run published, which read
// back as a snapshot and encode again to the same bytes.
func TestRunHistoryKeepsPublishedSnapshot(t *testing.T) {
	dir := t.TempDir()
	writeFile(t, filepath.Join(dir, "apps", "jane.md"), goodCV)
	writeFile(t, filepath.Join(dir, "apps", "mixed.md"), sampleCV(t, "mixed_postdoc.md"))
	jobPath := writeFile(t, filepath.Join(dir, "job.toml"), "[inputs]\npaths = [\"apps\"]\n[output]\ndir = \"out\"\nformats = [\"text\"]\n")
	env := &jobEnv{t: t, now: time.Date(2026, 11, 22, 3, 0, 0, 0, time.UTC)}
	if r := env.run("run", jobPath); r.code != cli.OK {
		t.Fatalf("run: exit %d\n%s", r.code, r.stderr)
	}
	out := filepath.Join(dir, "out")
	id := latestID(t, out)
	published, err := os.ReadFile(filepath.Join(out, publish.RunsDir, id, publish.SnapshotName))
	if err != nil {
		t.Fatal(err)
	}
	st, err := store.Open(filepath.Join(out, ".vitae", "state.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	rec, err := st.Run(id)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(rec.Snapshot, published) {
		t.Errorf("the history's snapshot (%d bytes) is not the published snapshot.json (%d bytes)", len(rec.Snapshot), len(published))
	}
	snap, err := analytics.ReadSnapshot(bytes.NewReader(rec.Snapshot))
	if err != nil {
		t.Fatal(err)
	}
	var again bytes.Buffer
	if err := publish.WriteJSON(&again, snap); err != nil || !bytes.Equal(again.Bytes(), published) {
		t.Errorf("the snapshot does not encode again to the published bytes (%v)", err)
	}
	if len(snap.Candidates) != 2 {
		t.Errorf("%d candidates in the history's snapshot, want 2", len(snap.Candidates))
	}
}
