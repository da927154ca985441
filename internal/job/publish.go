package job

import (
	"fmt"
	"path/filepath"

	"github.com/vitae-cv/vitae/analytics"
	"github.com/vitae-cv/vitae/cv/blind"
	"github.com/vitae-cv/vitae/internal/cli"
	"github.com/vitae-cv/vitae/internal/pipeline"
	"github.com/vitae-cv/vitae/internal/publish"
	"github.com/vitae-cv/vitae/reports/formats"
)

// counted is what a run counted, for its set and manifest.
type counted struct {
	rep      *analytics.Report
	snap     *analytics.Snapshot
	changes  *analytics.Changes
	breaches []string
	totals   map[string]int
	code     int
	applied  int
	stale    int
	key      *blind.Key // a blind run's: the manifest names no input file
}

// count finishes the report (the changes since the last run) and weighs
// it against the job's policies.
func (r *Runner) count(out string, o *pipeline.Outcome) *counted {
	rep := o.Report
	snap := rep.Snapshot()
	prev, known := r.previous(out)
	changes := analytics.Diff(prev, snap, r.prevID)
	if !known { // not a first run, and no change is known: the set lists none
		changes = nil
	}
	rep.SetChanges(changes)
	r.Log.Info(rep.Quality.Summary())
	if known {
		r.Log.Info(changes.Summary(), "since", r.prevID)
	}
	ld := o.Loaded
	c := &counted{rep: rep, snap: snap, changes: changes, totals: totalsOf(rep),
		applied: len(o.Corrections.Applied), stale: len(o.Corrections.Stale), key: o.BlindKey}
	c.breaches = r.Job.Breaches(Facts{Failed: len(ld.Collected.Failed), Skipped: len(ld.Skipped), Candidates: len(rep.Candidates),
		PrevCandidates: r.prevCnd, Warnings: warningsOf(rep), StaleCorrections: c.stale})
	c.code = exitCode(c.breaches, ld.Failed())
	return c
}

// publish writes the set into a new run folder and switches latest to
// it (unless a policy was breached); it returns the exit code.
func (r *Runner) publish(out string, o *pipeline.Outcome) int {
	c := r.count(out, o)
	o.Loaded.Release()
	formats.BoundHeap(r.Getenv)
	run, err := publish.Begin(out, r.started)
	if err != nil {
		r.Log.Error(fmt.Sprintf("%v; nothing published", err))
		return ExitNothing
	}
	if r.AtInterrupt != nil {
		defer r.AtInterrupt(func() { run.Abort() })()
	}
	wrote, ok := r.writeSet(run, c.rep, c.snap, c.changes)
	if !ok {
		run.Abort()
		return ExitNothing
	}
	m := r.manifest(c)
	switchLatest := len(c.breaches) == 0 || r.Job.PublishOnBreach()
	run.Hold = !switchLatest
	if err := run.Commit(m); err != nil {
		r.Log.Error(fmt.Sprintf("%v; nothing published", err))
		run.Abort()
		return ExitNothing
	}
	for _, w := range wrote {
		w.Path = filepath.Join(run.Dir, w.Path)
		r.Log.Info(w.String(), "path", w.Path)
	}
	r.afterCommit(out, run, m, c.snap)
	r.sayPublished(out, run.ID, c, switchLatest)
	return c.code
}

// sayPublished says the breaches and where the run is.
func (r *Runner) sayPublished(out, id string, c *counted, switchLatest bool) {
	for _, b := range c.breaches {
		r.Log.Error("policy: " + b)
	}
	if switchLatest {
		r.Log.Info(fmt.Sprintf("published %s (latest -> runs/%s)", filepath.Join(out, "runs", id), id), "run", id, "exit", c.code)
		return
	}
	r.Log.Error(fmt.Sprintf("kept %s, but latest stays on the last good run (a policy was breached)", filepath.Join(out, "runs", id)), "run", id, "exit", c.code)
}

// exitCode is the run's exit status: a breach, else failed inputs, else 0.
func exitCode(breaches []string, failed int) int {
	switch {
	case len(breaches) > 0:
		return ExitPolicy
	case failed > 0:
		return ExitInputs
	}
	return cli.OK
}

// warningsOf counts the parser warnings of the report's candidates.
func warningsOf(rep *analytics.Report) int {
	n := 0
	for _, w := range rep.Quality.Warnings {
		n += w.N
	}
	return n
}

// totalsOf are the cohort's totals for the manifest.
func totalsOf(rep *analytics.Report) map[string]int {
	t := map[string]int{"candidates": len(rep.Candidates)}
	for _, c := range rep.Candidates {
		t["papers"] += len(c.Papers)
		t["awards"] += len(c.Awards)
		t["talks"] += c.Talks
	}
	return t
}

// manifest describes the run for manifest.json.
func (r *Runner) manifest(c *counted) *publish.Manifest {
	m := &publish.Manifest{
		Version:    r.Version,
		Job:        publish.Job{Path: r.Job.Path, SHA256: r.Job.SHA256},
		Options:    r.Job.Settings(),
		Started:    r.started,
		Finished:   r.Now().UTC(),
		Inputs:     blindInputs(r.inputs, c.key),
		Candidates: c.totals["candidates"],
		Totals:     c.totals,
		Exit:       c.code,
	}
	m.Corrections.Applied, m.Corrections.Stale = c.applied, c.stale
	m.Policy.Breaches = append([]string{}, c.breaches...)
	return m
}
