package job

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/vitae-cv/vitae/analytics"
	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/cv/corrections"
	"github.com/vitae-cv/vitae/cv/inputs"
	"github.com/vitae-cv/vitae/internal/cli"
	"github.com/vitae-cv/vitae/internal/pipeline"
	"github.com/vitae-cv/vitae/internal/publish"
	"github.com/vitae-cv/vitae/internal/store"
	"github.com/vitae-cv/vitae/reports"
	"github.com/vitae-cv/vitae/reports/formats"
)

// Exit codes of "vitae run" (also in its help and the README).
const (
	ExitInputs  = cli.Failure // 1: inputs failed (the set is published)
	ExitPolicy  = 3           // a fail_on policy was breached
	ExitNothing = 4           // nothing was published
)

// Help is the help of "vitae run": what a run does, publishes and says,
// and its exit codes (ExitInputs, ExitPolicy, ExitNothing).
const Help = `Run reads the job file (see testdata/jobs/nightly.toml for every key),
reads its inputs (through the parse cache: unchanged CVs are not parsed
again), applies its corrections, computes the analytics, compares them
with the previous published run, and publishes the set:

  OUT/runs/ID/        report.html, .xlsx, .pdf (as the job says),
                      changes.json, snapshot.json and manifest.json
                      (no changes.json when the last run's snapshot.json
                      cannot be read: the run says why)
  OUT/latest          -> runs/ID, switched only once the set is complete

ID is the start time in UTC (2026-11-22T0300Z). The last policy.keep runs
are kept. An interrupted run leaves latest on the previous complete set,
and the next run removes what it left. Two runs on one OUT never mix: the
second waits (policy.wait, --wait) or fails.

Everything is said on standard error: a line per step, JSON objects with
--log-format json, only problems with --quiet; a progress bar while the
inputs are read, when standard error is a terminal.

Exit status: 0 published; 1 published, but some inputs failed; 2 usage or
job file error; 3 a fail_on policy was breached (the run is kept in runs/,
latest stays on the last good run unless publish_on_breach); 4 nothing
published (no CV read, the output folder busy or not writable).`

// Runner runs a job ("vitae run"): it reads the job's inputs through the
// parse cache, corrects and counts them (pipeline.Checked.Run), compares
// with the last published run and publishes the set with package
// publish. What it says goes to Log; it returns the exit code.
type Runner struct {
	Job *Job
	Log *Log
	// Wait is how long to wait for another run on the same output
	// folder; below 0, the job's policy.wait.
	Wait    time.Duration
	Now     func() time.Time
	Getenv  func(string) string
	Version string
	// AtInterrupt registers what to undo if the process is interrupted
	// and returns the function that unregisters it; nil: nothing.
	AtInterrupt func(undo func()) (remove func())

	plan    *pipeline.Checked
	started time.Time
	bar     progress
	t0      time.Time // the reading's start
	st      *store.Store
	cache   *store.Cache
	inputs  []publish.Input
	cached  int
	prevID  string
	prevCnd int
}

// OpenStore opens a store; tests make it one that is full.
var OpenStore = func(path string) (*store.Store, error) { return store.Open(path) }

// historyKept is how many runs the store's history keeps (the run
// folders themselves follow policy.keep).
const historyKept = 100

// prepare checks the job's plan (its globs match, its output is apart
// from its inputs, its selection and output check): false, said, when
// it does not. A run with globs that match nothing has nothing to
// publish (exit 4), a check of it is a job error (exit 2).
func (r *Runner) prepare(check bool) (code int, ok bool) {
	j := r.Job
	if len(j.InputPaths()) == 0 {
		if check {
			r.Log.Error(j.NoGlobMatch().Error())
			return cli.Usage, false
		}
		r.Log.Error(j.NoGlobMatch().Error() + "; nothing published")
		return ExitNothing, false
	}
	if err := j.OutputApart(); err != nil {
		r.Log.Error(err.Error())
		return cli.Usage, false
	}
	p, err := j.Plan()
	if err == nil {
		r.plan, err = p.Check(pipeline.Clock{Getenv: r.Getenv, Now: r.Now})
		err = j.planErr(err)
	}
	if err != nil {
		r.Log.Error(err.Error())
		return cli.Usage, false
	}
	return cli.OK, true
}

// planErr is PlanError(err), or nil.
func (j *Job) planErr(err error) error {
	if err == nil {
		return nil
	}
	return j.PlanError(err)
}

// Check is "vitae run --check": the job is valid, its corrections file
// reads, its input paths exist and its output folder is a folder (when
// it exists) whose latest is vitae's; it says what a run would read and
// where it would publish. A problem exits 2, naming the line.
func (r *Runner) Check() int {
	if code, ok := r.prepare(true); !ok {
		return code
	}
	j := r.Job
	code := cli.OK
	fail := func(err error) {
		r.Log.Error(err.Error())
		code = cli.Usage
	}
	for _, path := range j.InputPaths() {
		if _, err := os.Stat(path); err != nil {
			fail(j.errAt("inputs.paths", "%s", inputs.PathError(path, err).Error()))
		}
	}
	if info, err := os.Stat(j.OutDir()); err == nil && !info.IsDir() {
		fail(j.errAt("output.dir", "%s", j.OutDir()+": not a folder: a run could publish nothing there"))
	} else if _, err := publish.Latest(j.OutDir()); err != nil {
		fail(err)
	}
	if code != cli.OK {
		return code
	}
	n := len(r.plan.Files.Inputs())
	r.Log.Info(fmt.Sprintf("%s: ok: %d input file(s) now, publishing to %s", j.Path, n, j.OutDir()), "job", j.Path, "inputs", n, "out", j.OutDir())
	return code
}

// Run does the run and returns the exit code.
func (r *Runner) Run() int {
	if code, ok := r.prepare(false); !ok {
		return code
	}
	r.started = r.Now().UTC()
	if r.Wait < 0 {
		r.Wait = r.Job.Wait()
	}
	out := r.Job.OutDir()
	lock, ok := r.lock(out)
	if !ok {
		return ExitNothing
	}
	defer lock.Unlock()
	r.openStore()
	if r.st != nil {
		defer r.closeStore()
	}
	r.t0, r.bar = time.Now(), r.Log.Progress(len(r.plan.Files.Inputs()), "reading CVs")
	o, err := r.plan.Run(pipeline.Observer{Result: r.result, Read: r.read, Corrected: r.corrected, Blinded: r.blinded})
	if err != nil && !errors.Is(err, pipeline.ErrNoCV) { // a shortlist name that finds no one candidate
		r.Log.Error(r.Job.PlanError(err).Error() + "; nothing published")
		return cli.Usage
	}
	if err != nil {
		r.Log.Error("no CV could be read; nothing published")
		return ExitNothing
	}
	return r.publish(out, o)
}

// lock takes the output folder's lock, removes what an interrupted run
// left and checks that latest is vitae's; false, said, when it cannot.
func (r *Runner) lock(out string) (*publish.Lock, bool) {
	if err := os.MkdirAll(out, 0o755); err != nil {
		r.Log.Error(fmt.Sprintf("cannot create the output folder: %v; nothing published", err))
		return nil, false
	}
	lock, err := publish.Acquire(out, r.Wait)
	if err != nil {
		r.Log.Error(fmt.Sprintf("%v; nothing published", err))
		return nil, false
	}
	if removed, err := publish.Sweep(out); err != nil {
		r.Log.Warn(fmt.Sprintf("cleaning up after an earlier run: %v", err))
	} else {
		for _, x := range removed {
			r.Log.Info("removed what an interrupted run left: "+x, "removed", x)
		}
	}
	if _, err := publish.Latest(out); err != nil { // say it before reading every CV
		r.Log.Error(fmt.Sprintf("%v; nothing published", err))
		lock.Unlock()
		return nil, false
	}
	return lock, true
}

// openStore opens the parse cache and run history, or runs without them
// (saying why).
func (r *Runner) openStore() {
	if !r.Job.CacheEnabled() {
		return
	}
	st, err := OpenStore(r.Job.CachePath())
	if err != nil {
		r.Log.Warn(fmt.Sprintf("parse cache unavailable (%v): every CV is parsed", err))
		return
	}
	key, err := store.ParserKey(r.parserSalt()...)
	if err != nil {
		st.Close()
		r.Log.Warn(fmt.Sprintf("parse cache unavailable (%v): every CV is parsed", err))
		return
	}
	r.st = st
	r.cache = st.Cache(key, cv.RecordOptions{Venues: r.plan.Options.Catalog})
	r.plan.Files.Cache = r.cache
}

// closeStore closes the store, dropping the cache entries of a run that
// failed (afterCommit saved those of a run that published), so that a
// failed run leaves the store as it found it.
func (r *Runner) closeStore() {
	r.st.Discard()
	r.st.Close()
}

// parserSalt is what, besides the program, changes how a CV is parsed:
// the venue catalogue and the size limit.
func (r *Runner) parserSalt() []string {
	salt := []string{fmt.Sprint(r.plan.Files.MaxSize)}
	if v := r.Job.Selection.Venues; v != "" {
		if b, err := os.ReadFile(r.Job.Resolve(v)); err == nil {
			salt = append(salt, string(b))
		}
	}
	return salt
}

// result notes one input as the manifest lists it, and says its problems.
func (r *Runner) result(res inputs.Result) {
	switch x := res.(type) {
	case *inputs.Record:
		r.inputs = append(r.inputs, inputOf(x.Input, "read", "", x.CV))
		if x.Input != nil && x.Input.Cached {
			r.cached++
		}
	case *inputs.Failure:
		r.inputs = append(r.inputs, inputOf(x.Input, "failed", x.Why(), nil))
		r.Log.Warn(x.Error(), "input", x.Path, "status", "failed")
	case *inputs.Skip:
		r.inputs = append(r.inputs, inputOf(x.Input, "skipped", x.Why, nil))
		r.Log.Info(x.String(), "input", x.Path, "status", "skipped")
	case *inputs.Warning:
		r.Log.Warn(x.String())
		return
	}
	r.bar.Add()
}

// read says what was read.
func (r *Runner) read(l *pipeline.Loaded) {
	r.bar.Done()
	if r.cache != nil {
		if err := r.cache.Err(); err != nil {
			r.Log.Warn(fmt.Sprintf("parse cache: %v (the CVs concerned were parsed)", err))
		}
	}
	r.Log.Info(fmt.Sprintf("read %d CV(s) in %v (%d from the parse cache); %s", l.Read(), time.Since(r.t0).Round(time.Millisecond), r.cached, noProblems(l.Problems())),
		"cvs", l.Read(), "cached", r.cached, "failed", len(l.Collected.Failed), "skipped", len(l.Skipped))
}

// corrected says what the corrections did.
func (r *Runner) corrected(res corrections.Result) {
	for _, s := range res.Stale {
		r.Log.Warn("correction not applied: "+s.String(), "line", s.Line)
	}
	r.Log.Info(fmt.Sprintf("applied %d correction(s) from %s; %d no longer match", len(res.Applied), r.plan.Plan.Corrections.File, len(res.Stale)),
		"applied", len(res.Applied), "stale", len(res.Stale))
}

// noProblems is what was not read, or "no input failed".
func noProblems(s string) string {
	if s == "" {
		return "no input failed"
	}
	return s
}

// inputOf is an input as the manifest lists it.
func inputOf(in *inputs.Input, status, why string, c *cv.CV) publish.Input {
	if in == nil {
		in = &inputs.Input{}
	}
	m := publish.Input{Path: in.Path, Size: in.Size, SHA256: in.SHA256, Format: in.Format, Status: status, Why: why, Cached: in.Cached}
	if c != nil {
		m.Warnings = len(c.Warnings)
		if c.AsOf != nil {
			m.AsOf = c.AsOf.Date.String()
		}
	}
	return m
}

// previous is the last published run's snapshot, and whether the
// changes since it can be listed: nil and true for a first run; nil and
// false when the last run's snapshot cannot be read, which it says (the
// file and why): that is not a first run.
func (r *Runner) previous(out string) (*analytics.Snapshot, bool) {
	r.prevCnd = -1
	id, err := publish.Latest(out)
	if err != nil || id == "" {
		return nil, true
	}
	s, err := publish.SnapshotAt(filepath.Join(out, publish.RunsDir, id, publish.SnapshotName))
	if err != nil {
		r.Log.Warn(fmt.Sprintf("cannot list the changes since run %s (this is not a first run): %v", id, err), "since", id)
		return nil, false
	}
	r.prevID, r.prevCnd = id, len(s.Candidates)
	return s, true
}

// writeSet writes the reports, changes.json and snapshot.json into the
// run's folder; it returns the reports written (paths relative to the
// run folder) and false (said) when one failed.
func (r *Runner) writeSet(run *publish.Run, rep *analytics.Report, snap *analytics.Snapshot, changes *analytics.Changes) ([]formats.Written, bool) {
	ok := true
	set := *r.plan.Set
	set.Dir = run.Dir
	var wrote []formats.Written
	for _, w := range set.WriteAll(rep) {
		if w.Err != nil {
			r.Log.Error(fmt.Sprintf("%s report: %v", w.Name, w.Err))
			ok = false
			continue
		}
		w.Path = strings.TrimPrefix(w.Path, run.Dir+string(filepath.Separator))
		wrote = append(wrote, w)
	}
	for name, v := range map[string]any{publish.ChangesName: changes, publish.SnapshotName: snap} {
		if v == (*analytics.Changes)(nil) {
			continue // the changes could not be listed: no changes.json
		}
		if err := reports.WriteFile(run.Path(name), func(w io.Writer) error { return publish.WriteJSON(w, v) }); err != nil {
			r.Log.Error(err.Error())
			ok = false
		}
	}
	return wrote, ok
}

// afterCommit prunes old runs, saves the parse cache and records the run
// in the history. A store that cannot be written (a full disk) is said
// once, and the rest is left undone.
func (r *Runner) afterCommit(out string, run *publish.Run, m *publish.Manifest, snap *analytics.Snapshot) {
	removed, err := publish.Prune(out, r.Job.Keep(), run.ID)
	if err != nil {
		r.Log.Warn(fmt.Sprintf("removing old runs: %v", err))
	}
	for _, x := range removed {
		r.Log.Info("removed the old run "+x, "removed", x)
	}
	if r.st == nil {
		return
	}
	if err := r.st.Flush(); err != nil {
		r.Log.Warn(fmt.Sprintf("the parse cache was not saved (%v): the run is published without it; the next run parses these CVs again", err))
		return
	}
	r.pruneStore()
	if data, err := historySnapshot(run.Path(publish.SnapshotName), snap); err == nil {
		err = r.st.AddRun(store.RunRecord{ID: run.ID, Dir: filepath.Join(out, "runs", run.ID), Started: r.started,
			Finished: r.Now().UTC(), Candidates: m.Candidates, Exit: m.Exit, Snapshot: data})
		if err != nil {
			r.Log.Warn(fmt.Sprintf("recording the run in the history: %v%s", err, r.sharedStore(run.ID, out)))
		}
	}
}

// sharedStore says, for a run ID the history already has, when that run
// is another output folder's: the store is shared between jobs.
func (r *Runner) sharedStore(id, out string) string {
	rec, err := r.st.Run(id)
	if err != nil || publish.SameFolder(rec.Dir, filepath.Join(out, publish.RunsDir, id)) {
		return ""
	}
	return fmt.Sprintf(" (it is %s's: give each job its own cache.path)", rec.Dir)
}

// pruneStore drops cache entries no run of the last policy.keep used
// (the inputs of older runs) and history past historyKept runs.
func (r *Runner) pruneStore() {
	if n, err := r.st.PruneCache(r.Job.Keep()); err != nil {
		r.Log.Warn(fmt.Sprintf("pruning the parse cache: %v", err))
	} else if n > 0 {
		r.Log.Info(fmt.Sprintf("dropped %d parse cache entries no recent run used", n), "dropped", n)
	}
	if _, err := r.st.PruneRuns(historyKept); err != nil {
		r.Log.Warn(fmt.Sprintf("pruning the run history: %v", err))
	}
}
