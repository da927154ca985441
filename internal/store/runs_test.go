package store

import (
	"errors"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"
)

// TestHistory: runs come back as added (times in UTC, to the nanosecond;
// the snapshot), newest first, across a reopen; pruning keeps the newest.
func TestHistory(t *testing.T) {
	path := filepath.Join(t.TempDir(), "vitae.db")
	s := mustStore(t, path)
	if r, err := s.LastRun(); r != nil || err != nil {
		t.Fatalf("empty history: %v, %v", r, err)
	}
	if runs, err := s.Runs(); len(runs) != 0 || err != nil {
		t.Fatalf("empty history: %v, %v", runs, err)
	}
	paris := time.FixedZone("CET", 3600)
	at := func(day, ns int) time.Time { return time.Date(2026, 11, day, 4, 0, 0, ns, paris) }
	runs := []RunRecord{
		{ID: "2026-11-15T0300Z", Dir: "out/runs/2026-11-15T0300Z", Started: at(15, 0), Finished: at(15, 5), Candidates: 10, Exit: 0, Snapshot: []byte(`{"n":10}`)},
		{ID: "2026-11-22T0300Z", Dir: "out/runs/2026-11-22T0300Z", Started: at(22, 1), Finished: at(22, 999999999), Candidates: 12, Exit: 3, Snapshot: []byte(`{"n":12}`)},
		{ID: "2026-11-08T0300Z", Dir: "out/runs/2026-11-08T0300Z", Started: at(8, 0), Finished: at(8, 0), Candidates: 9, Exit: 1},
	}
	for _, r := range runs {
		if err := s.AddRun(r); err != nil {
			t.Fatal(err)
		}
	}
	if err := s.AddRun(runs[0]); err == nil || !strings.Contains(err.Error(), "already") || !strings.Contains(err.Error(), runs[0].ID) {
		t.Errorf("a second run of one ID: %v", err)
	}
	if err := s.AddRun(RunRecord{}); err == nil {
		t.Error("a run without an ID was added")
	}
	s.Close()

	s = mustStore(t, path)
	defer s.Close()
	same := func(got *RunRecord, want RunRecord) {
		t.Helper()
		if got == nil {
			t.Fatalf("no run; want %s", want.ID)
		}
		if !got.Started.Equal(want.Started) || !got.Finished.Equal(want.Finished) || got.Started.Location() != time.UTC {
			t.Errorf("%s: times %v, %v; want %v, %v in UTC", want.ID, got.Started, got.Finished, want.Started, want.Finished)
		}
		g, w := *got, want
		g.Started, g.Finished, w.Started, w.Finished = time.Time{}, time.Time{}, time.Time{}, time.Time{}
		if !reflect.DeepEqual(g, w) {
			t.Errorf("got %+v\nwant %+v", g, w)
		}
	}
	last, err := s.LastRun()
	if err != nil {
		t.Fatal(err)
	}
	same(last, runs[1])
	r, err := s.Run(runs[0].ID)
	if err != nil {
		t.Fatal(err)
	}
	same(r, runs[0])
	if _, err := s.Run("2020-01-01T0000Z"); !errors.Is(err, ErrNoRun) || !strings.Contains(err.Error(), "2020-01-01T0000Z") || !strings.Contains(err.Error(), path) {
		t.Errorf("a missing run: %v", err)
	}
	all, err := s.Runs()
	if err != nil || len(all) != 3 {
		t.Fatalf("%d runs, %v", len(all), err)
	}
	for i, want := range []RunRecord{runs[1], runs[0], runs[2]} {
		want.Snapshot = nil
		same(&all[i], want)
	}

	// Two runs that started at once: the one added last is the last.
	tie := RunRecord{ID: "tie", Started: runs[1].Started, Finished: runs[1].Finished}
	if err := s.AddRun(tie); err != nil {
		t.Fatal(err)
	}
	if last, _ := s.LastRun(); last.ID != "tie" {
		t.Errorf("last run %s; want tie", last.ID)
	}

	if n, err := s.PruneRuns(2); n != 2 || err != nil {
		t.Errorf("PruneRuns(2) dropped %d, %v", n, err)
	}
	all, _ = s.Runs()
	if len(all) != 2 || all[0].ID != "tie" || all[1].ID != runs[1].ID {
		t.Errorf("kept %+v", all)
	}
}
