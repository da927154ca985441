package store

import (
	"database/sql"
	"errors"
	"fmt"
	"time"
)

// RunRecord is one run in the history.
type RunRecord struct {
	// ID names the run (its folder's name, say "2026-11-22T0300Z"); it is
	// unique in the history.
	ID string
	// Dir is the run's folder.
	Dir string
	// Started and Finished are when the run began and ended; they come
	// back in UTC, to the nanosecond.
	Started, Finished time.Time
	// Candidates is how many candidates the run reported on.
	Candidates int
	// Exit is the run's exit status.
	Exit int
	// Snapshot is what the run saw, for "vitae diff" (the analytics as
	// JSON); Runs leaves it out.
	Snapshot []byte
}

// ErrNoRun is the error, wrapped with the store's file and the run's ID,
// for a run not in the history.
var ErrNoRun = errors.New("no such run in the history")

// timeLayout is how times are kept: UTC, fixed width, so that they sort
// as text.
const timeLayout = "2006-01-02T15:04:05.000000000Z"

func formatTime(t time.Time) string { return t.UTC().Format(timeLayout) }

// AddRun adds r to the history. An ID already there is an error.
func (s *Store) AddRun(r RunRecord) error {
	if r.ID == "" {
		return s.errorf("adding a run: the run has no ID")
	}
	s.writeMu.Lock()
	defer s.writeMu.Unlock()
	_, err := s.db.Exec(`INSERT INTO runs (id, dir, started, finished, candidates, exit_code, snapshot) VALUES (?, ?, ?, ?, ?, ?, ?)`,
		r.ID, r.Dir, formatTime(r.Started), formatTime(r.Finished), r.Candidates, r.Exit, r.Snapshot)
	if err != nil {
		var n int
		if s.db.QueryRow(`SELECT count(*) FROM runs WHERE id = ?`, r.ID).Scan(&n) == nil && n > 0 {
			return s.errorf("adding run %s: a run of that ID is already in the history", r.ID)
		}
		return s.errorf("adding run %s: %w", r.ID, err)
	}
	return nil
}

// LastRun is the run that started last (of two that started at once, the
// one added last), with its snapshot; nil when the history is empty.
func (s *Store) LastRun() (*RunRecord, error) {
	r, err := s.scanRun(s.db.QueryRow(`SELECT id, dir, started, finished, candidates, exit_code, snapshot
		FROM runs ORDER BY started DESC, rowid DESC LIMIT 1`), true)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, nil
	}
	if err != nil {
		return nil, s.errorf("reading the last run: %w", err)
	}
	return r, nil
}

// Run is the run of the given ID, with its snapshot; an ID not in the
// history is an error wrapping ErrNoRun.
func (s *Store) Run(id string) (*RunRecord, error) {
	r, err := s.scanRun(s.db.QueryRow(`SELECT id, dir, started, finished, candidates, exit_code, snapshot
		FROM runs WHERE id = ?`, id), true)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, s.errorf("run %s: %w", id, ErrNoRun)
	}
	if err != nil {
		return nil, s.errorf("reading run %s: %w", id, err)
	}
	return r, nil
}

// Runs is the history, newest first (as LastRun orders them), without
// the snapshots.
func (s *Store) Runs() ([]RunRecord, error) {
	rows, err := s.db.Query(`SELECT id, dir, started, finished, candidates, exit_code
		FROM runs ORDER BY started DESC, rowid DESC`)
	if err != nil {
		return nil, s.errorf("reading the history: %w", err)
	}
	defer rows.Close()
	var runs []RunRecord
	for rows.Next() {
		r, err := s.scanRun(rows, false)
		if err != nil {
			return nil, s.errorf("reading the history: %w", err)
		}
		runs = append(runs, *r)
	}
	if err := rows.Err(); err != nil {
		return nil, s.errorf("reading the history: %w", err)
	}
	return runs, nil
}

// PruneRuns drops all but the keep newest runs from the history (as Runs
// orders them) and says how many went.
func (s *Store) PruneRuns(keep int) (int64, error) {
	if keep < 0 {
		return 0, s.errorf("pruning the history: cannot keep %d runs", keep)
	}
	s.writeMu.Lock()
	defer s.writeMu.Unlock()
	res, err := s.db.Exec(`DELETE FROM runs WHERE rowid NOT IN
		(SELECT rowid FROM runs ORDER BY started DESC, rowid DESC LIMIT ?)`, keep)
	if err != nil {
		return 0, s.errorf("pruning the history: %w", err)
	}
	n, _ := res.RowsAffected()
	return n, nil
}

// scanRun reads one row of runs: id, dir, started, finished, candidates,
// exit_code, and the snapshot when withSnapshot.
func (s *Store) scanRun(row interface{ Scan(...any) error }, withSnapshot bool) (*RunRecord, error) {
	var r RunRecord
	var started, finished string
	dest := []any{&r.ID, &r.Dir, &started, &finished, &r.Candidates, &r.Exit}
	if withSnapshot {
		dest = append(dest, &r.Snapshot)
	}
	if err := row.Scan(dest...); err != nil {
		return nil, err
	}
	var err error
	if r.Started, err = time.Parse(timeLayout, started); err != nil {
		return nil, fmt.Errorf("run %s: bad start time %q", r.ID, started)
	}
	if r.Finished, err = time.Parse(timeLayout, finished); err != nil {
		return nil, fmt.Errorf("run %s: bad end time %q", r.ID, finished)
	}
	return &r, nil
}
