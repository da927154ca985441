package publish

import (
	"path/filepath"
	"slices"
	"testing"
	"time"
)

// TestPruneFutureRun: a run folder dated in the future (a clock that ran
// ahead, or one made by hand) is not kept in place of the runs published
// since: Prune goes by the order the manifests record (each names the
// run latest named before it), not by the IDs, and never removes latest
// nor a run it is told to keep.
func TestPruneFutureRun(t *testing.T) {
	out := t.TempDir()
	put(t, filepath.Join(out, RunsDir, "2030-01-01T0000Z"), "report.html", "from a clock that ran ahead")
	day := time.Date(2026, 11, 22, 3, 0, 0, 0, time.UTC)
	a := publish(t, out, day, map[string]string{"report.html": "a"})
	b := publish(t, out, day.Add(time.Hour), map[string]string{"report.html": "b"})
	gone, err := Prune(out, 2, b.ID)
	if err != nil || !slices.Equal(gone, []string{"2030-01-01T0000Z"}) {
		t.Fatalf("Prune(2) = %q, %v; want the future-dated run removed", gone, err)
	}
	wantRuns(t, out, a.ID, b.ID)

	// A run published while the clock was ahead, then two after it was
	// put right: the future-dated one was published first.
	ahead := publish(t, out, time.Date(2031, 1, 1, 0, 0, 0, 0, time.UTC), map[string]string{"report.html": "ahead"})
	c := publish(t, out, day.Add(2*time.Hour), map[string]string{"report.html": "c"})
	if gone, err := Prune(out, 2, c.ID); err != nil || !slices.Equal(gone, []string{a.ID, b.ID}) {
		t.Fatalf("Prune(2) = %q, %v; want %s and %s removed", gone, err, a.ID, b.ID)
	}
	wantRuns(t, out, c.ID, ahead.ID)
	d := publish(t, out, day.Add(3*time.Hour), map[string]string{"report.html": "d"})
	if gone, err := Prune(out, 2, d.ID); err != nil || !slices.Equal(gone, []string{ahead.ID}) {
		t.Fatalf("Prune(2) = %q, %v; want %s removed", gone, err, ahead.ID)
	}
	wantRuns(t, out, c.ID, d.ID)
}

// TestPruneKeepsHeldRun: a run kept for a breached policy (latest not
// switched to it) is never the one Prune removes when told to keep it,
// even with keep = 1; a held run counts as published after the run latest
// named when it was made.
func TestPruneKeepsHeldRun(t *testing.T) {
	out := t.TempDir()
	day := time.Date(2026, 11, 22, 3, 0, 0, 0, time.UTC)
	a := publish(t, out, day, map[string]string{"report.html": "a"})
	h1 := hold(t, out, day.Add(time.Hour))
	b := publish(t, out, day.Add(2*time.Hour), map[string]string{"report.html": "b"})
	h2 := hold(t, out, day.Add(-time.Hour)) // dated before a: a clock put back
	if got := publicationOrder(out, mustRuns(t, out)); !slices.Equal(got, []string{a.ID, h1.ID, b.ID, h2.ID}) {
		t.Errorf("publication order %q, want %q", got, []string{a.ID, h1.ID, b.ID, h2.ID})
	}
	gone, err := Prune(out, 1, h2.ID)
	if err != nil || !slices.Equal(gone, []string{a.ID, h1.ID}) {
		t.Fatalf("Prune(1) = %q, %v", gone, err)
	}
	wantRuns(t, out, h2.ID, b.ID)
}

// hold commits a run without switching latest to it.
func hold(t *testing.T, out string, started time.Time) *Run {
	t.Helper()
	r, err := Begin(out, started)
	if err != nil {
		t.Fatal(err)
	}
	put(t, r.Dir, "report.html", "held")
	r.Hold = true
	if err := r.Commit(testManifest(started)); err != nil {
		t.Fatal(err)
	}
	return r
}

func mustRuns(t *testing.T, out string) []string {
	t.Helper()
	ids, err := Runs(out)
	if err != nil {
		t.Fatal(err)
	}
	return ids
}
