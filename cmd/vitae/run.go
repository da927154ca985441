package main

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"time"

	"github.com/vitae-cv/vitae/analytics"
	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/cv/corrections"
	"github.com/vitae-cv/vitae/cv/inputs"
	"github.com/vitae-cv/vitae/internal/cli"
	"github.com/vitae-cv/vitae/internal/job"
	"github.com/vitae-cv/vitae/internal/publish"
	"github.com/vitae-cv/vitae/internal/store"
	"github.com/vitae-cv/vitae/reports"
)

// Exit codes of "vitae run" (also in its help and the README).
const (
	exitInputs    = cli.Failure // 1: inputs failed (the set is published)
	exitPolicy    = 3           // a fail_on policy was breached
	exitNothing   = 4           // nothing was published
	snapshotFile  = "snapshot.json"
	changesFile   = "changes.json"
	manifestFile  = "manifest.json"
	defaultFormat = "text"
)

func init() {
	vitae.Register(&cli.Command{
		Name:    "run",
		Summary: "run a job file: read, count and publish the reports as one set (for cron and CI)",
		Usage:   "[--check] [--quiet] [--log-format text|json] JOB.toml",
		Help: `Run reads the job file (see testdata/jobs/nightly.toml for every key),
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
published (no CV read, the output folder busy or not writable).`,
		Run: runRun,
	})
}

func runRun(e *cli.Env, c *cli.Command, args []string) int {
	fs := e.FlagSet(c)
	check := fs.Bool("check", false, "check the job file (and that its inputs and files exist), run nothing")
	quiet := fs.BoolP("quiet", "q", false, "say only warnings and errors")
	logFormat := fs.String("log-format", defaultFormat, "how to log on stderr: "+logFormats)
	wait := fs.Duration("wait", -1, "wait this long for another run on the same output folder (default: the job's policy.wait)")
	if ok, code := e.Parse(c, fs, args); !ok {
		return code
	}
	if fs.NArg() != 1 {
		return e.UsageError(c, "want one job file, got %d arguments", fs.NArg())
	}
	log, ok := newRunLog(e.Stderr, *logFormat, *quiet)
	if !ok {
		return e.UsageError(c, "unknown --log-format %q (want %s)", *logFormat, logFormats)
	}
	j, err := job.Load(fs.Arg(0))
	if err != nil {
		for _, line := range strings.Split(err.Error(), "\n") {
			log.Error(line)
		}
		return cli.Usage
	}
	if len(j.InputPaths()) == 0 {
		return noGlobMatch(j, log, *check)
	}
	p, f, ok := planJob(e, j, log)
	if !ok {
		return cli.Usage
	}
	if *check {
		return checkJob(j, p, log)
	}
	if *wait < 0 {
		*wait = j.Wait()
	}
	r := &jobRun{e: e, j: j, p: p, flags: f, log: log, wait: *wait, started: e.Now().UTC()}
	return r.run()
}

// noGlobMatch says that the job's globs (its only inputs) match no file:
// a job error for --check (exit 2), nothing to publish for a run (exit 4,
// as for an empty folder).
func noGlobMatch(j *job.Job, log *runLog, check bool) int {
	err := &job.Error{Path: j.Path, Line: j.Line("inputs.globs"), Key: "inputs.globs",
		Msg: fmt.Sprintf("%q match no file", j.Inputs.Globs)}
	if check {
		log.Error(err.Error())
		return cli.Usage
	}
	log.Error(err.Error() + "; nothing published")
	return exitNothing
}

// planJob checks the job's selection and output with the code that
// checks the flags of "vitae report": the job's keys become those flags.
// A problem is said at the job file's line.
func planJob(e *cli.Env, j *job.Job, log *runLog) (reportPlan, *reportFlags, bool) {
	args := j.Args()
	flags := []string{"--out=" + j.OutDir()}
	for _, a := range args {
		flags = append(flags, a.Flag)
	}
	flags = append(flags, "--")
	flags = append(flags, j.InputPaths()...)
	if err := outputApart(j); err != nil {
		log.Error(err.Error())
		return reportPlan{}, nil, false
	}
	var msg bytes.Buffer
	sub := *e
	sub.Stderr = &msg
	c := &cli.Command{Name: "run", Usage: "JOB.toml"}
	fs := sub.FlagSet(c)
	f := addReportFlags(fs)
	if ok, _ := sub.Parse(c, fs, flags); ok {
		if p, _, ok := f.plan(&sub, c, fs); ok {
			return p, f, true
		}
	}
	log.Error(jobProblem(j, args, msg.String()))
	return reportPlan{}, nil, false
}

// outputApart refuses an output folder inside an input folder (or the
// other way round), also through symbolic links: the next run would read
// the reports as CVs.
func outputApart(j *job.Job) error {
	out, err := realPath(j.OutDir())
	if err != nil {
		return nil
	}
	for _, in := range j.InputPaths() {
		abs, err := realPath(in)
		if err != nil {
			continue
		}
		if within(out, abs) || within(abs, out) {
			return &job.Error{Path: j.Path, Line: j.Line("output.dir"), Key: "output.dir",
				Msg: fmt.Sprintf("%s and the input %s are one inside the other: a run would read the reports of the last as CVs; publish elsewhere", j.OutDir(), in)}
		}
	}
	return nil
}

// realPath is path made absolute with the symbolic links of its longest
// existing part resolved; the part that does not exist yet (an output
// folder before the first run) is kept as written.
func realPath(path string) (string, error) {
	abs, err := filepath.Abs(path)
	if err != nil {
		return "", err
	}
	rest := ""
	for dir := abs; ; dir = filepath.Dir(dir) {
		if real, err := filepath.EvalSymlinks(dir); err == nil {
			return filepath.Join(real, rest), nil
		}
		if filepath.Dir(dir) == dir { // the root: nothing resolves
			return abs, nil
		}
		rest = filepath.Join(filepath.Base(dir), rest)
	}
}

// within says whether path is dir or inside it.
func within(path, dir string) bool {
	rel, err := filepath.Rel(dir, path)
	return err == nil && rel != ".." && !strings.HasPrefix(rel, ".."+string(filepath.Separator))
}

// flagNamed finds the flag a report error names ("--since").
var flagNamed = regexp.MustCompile(`--([a-z][a-z-]*)`)

// jobProblem turns what the report's flag checks said into a job file
// error at the key's line.
func jobProblem(j *job.Job, args []job.Arg, said string) string {
	first, _, _ := strings.Cut(strings.TrimSpace(said), "\n")
	first = strings.TrimPrefix(strings.TrimPrefix(first, "vitae run: "), "vitae: ")
	if m := flagNamed.FindStringSubmatch(first); m != nil {
		if key := j.KeyOfFlag(args, m[1]); key != "" {
			return (&job.Error{Path: j.Path, Line: j.Line(key), Key: key, Msg: first}).Error()
		}
	}
	if key := keyOfValue(args, first); key != "" {
		return (&job.Error{Path: j.Path, Line: j.Line(key), Key: key, Msg: first}).Error()
	}
	return (&job.Error{Path: j.Path, Msg: first}).Error()
}

// keyOfValue is the job key whose value the message quotes (a bad date,
// a venue file that does not read: messages that name no flag), when
// exactly one key's value is in it; else "".
func keyOfValue(args []job.Arg, msg string) string {
	key := ""
	for _, a := range args {
		_, v, _ := strings.Cut(a.Flag, "=")
		if len(v) < 2 || v == "true" || v == "false" || !strings.Contains(msg, v) {
			continue
		}
		if key != "" && key != a.Key {
			return ""
		}
		key = a.Key
	}
	return key
}

// checkJob is "vitae run --check": the job is valid, its corrections
// file reads, its input paths exist and its output folder is a folder
// (when it exists) whose latest is vitae's; it says what a run would read and
// where it would publish. A problem exits 2, naming the line.
func checkJob(j *job.Job, p reportPlan, log *runLog) int {
	code := cli.OK
	for _, path := range j.InputPaths() {
		if _, err := os.Stat(path); err != nil {
			log.Error((&job.Error{Path: j.Path, Line: j.Line("inputs.paths"), Key: "inputs.paths", Msg: inputs.PathError(path, err).Error()}).Error())
			code = cli.Usage
		}
	}
	if info, err := os.Stat(j.OutDir()); err == nil && !info.IsDir() {
		log.Error((&job.Error{Path: j.Path, Line: j.Line("output.dir"), Key: "output.dir", Msg: j.OutDir() + ": not a folder: a run could publish nothing there"}).Error())
		code = cli.Usage
	} else if _, err := publish.Latest(j.OutDir()); err != nil {
		log.Error(err.Error())
		code = cli.Usage
	}
	if cf := j.CorrectionsFile(); cf != "" {
		if _, err := corrections.Load(cf); err != nil {
			log.Error(err.Error())
			code = cli.Usage
		}
	}
	if code != cli.OK {
		return code
	}
	n := len(p.files.Inputs())
	log.Info(fmt.Sprintf("%s: ok: %d input file(s) now, publishing to %s", j.Path, n, j.OutDir()), "job", j.Path, "inputs", n, "out", j.OutDir())
	return code
}

// jobRun is one run of a job.
type jobRun struct {
	e       *cli.Env
	j       *job.Job
	p       reportPlan
	flags   *reportFlags
	log     *runLog
	wait    time.Duration
	started time.Time

	st       *store.Store
	cache    *store.Cache
	wrote    []written // the reports written, paths relative to the run folder
	inputs   []publish.Input
	ld       loaded
	applied  int
	stale    []string
	prevID   string
	prevCand int
}

// run does the run and returns the exit code.
func (r *jobRun) run() int {
	out := r.j.OutDir()
	if err := os.MkdirAll(out, 0o755); err != nil {
		r.log.Error(fmt.Sprintf("cannot create the output folder: %v; nothing published", err))
		return exitNothing
	}
	lock, err := publish.Acquire(out, r.wait)
	if err != nil {
		r.log.Error(fmt.Sprintf("%v; nothing published", err))
		return exitNothing
	}
	defer lock.Unlock()
	if removed, err := publish.Sweep(out); err != nil {
		r.log.Warn(fmt.Sprintf("cleaning up after an earlier run: %v", err))
	} else {
		for _, x := range removed {
			r.log.Info("removed what an interrupted run left: "+x, "removed", x)
		}
	}
	if _, err := publish.Latest(out); err != nil { // say it before reading every CV
		r.log.Error(fmt.Sprintf("%v; nothing published", err))
		return exitNothing
	}
	r.openStore()
	if r.st != nil {
		defer r.closeStore()
	}
	if !r.read() {
		return exitNothing
	}
	if !r.correct() {
		return cli.Usage
	}
	return r.publish(out)
}

// openStore opens a store; tests make it one that is full.
var openStore = defaultOpenStore

func defaultOpenStore(path string) (*store.Store, error) { return store.Open(path) }

// openStore opens the parse cache and run history, or runs without them
// (saying why).
func (r *jobRun) openStore() {
	if !r.j.CacheEnabled() {
		return
	}
	st, err := openStore(r.j.CachePath())
	if err != nil {
		r.log.Warn(fmt.Sprintf("parse cache unavailable (%v): every CV is parsed", err))
		return
	}
	key, err := store.ParserKey(r.parserSalt()...)
	if err != nil {
		st.Close()
		r.log.Warn(fmt.Sprintf("parse cache unavailable (%v): every CV is parsed", err))
		return
	}
	r.st = st
	r.cache = st.Cache(key, cv.RecordOptions{Venues: r.p.opt.Catalog})
	r.p.files.Cache = r.cache
}

// closeStore closes the store, dropping the cache entries of a run that
// failed (afterCommit saved those of a run that published), so that a
// failed run leaves the store as it found it.
func (r *jobRun) closeStore() {
	r.st.Discard()
	r.st.Close()
}

// parserSalt is what, besides the program, changes how a CV is parsed:
// the venue catalogue and the size limit.
func (r *jobRun) parserSalt() []string {
	salt := []string{fmt.Sprint(r.p.files.MaxSize)}
	if v := r.j.Selection.Venues; v != "" {
		if b, err := os.ReadFile(r.j.Resolve(v)); err == nil {
			salt = append(salt, string(b))
		}
	}
	return salt
}

// read reads the inputs, with a progress bar on a terminal; false when
// no CV could be read.
func (r *jobRun) read() bool {
	t0 := time.Now()
	files := r.p.files
	bar := r.log.Progress(len(files.Inputs()), "reading CVs")
	c := &inputs.Collected{}
	cached := 0
	for files.Scan() {
		switch x := files.Result().(type) {
		case *inputs.Record:
			c.CVs = append(c.CVs, x.CV)
			r.inputs = append(r.inputs, inputOf(x.Input, "read", "", x.CV))
			if x.Input.Cached {
				cached++
			}
		case *inputs.Failure:
			c.Failed = append(c.Failed, x)
			r.inputs = append(r.inputs, inputOf(x.Input, "failed", x.Why(), nil))
			r.log.Warn(x.Error(), "input", x.Path, "status", "failed")
		case *inputs.Skip:
			c.Skipped = append(c.Skipped, x)
			r.inputs = append(r.inputs, inputOf(x.Input, "skipped", x.Why, nil))
			r.log.Info(x.String(), "input", x.Path, "status", "skipped")
			bar.Add()
			continue
		case *inputs.Warning:
			c.Warnings = append(c.Warnings, x)
			r.log.Warn(x.String())
			continue
		}
		bar.Add()
	}
	bar.Done()
	if r.cache != nil {
		if err := r.cache.Err(); err != nil {
			r.log.Warn(fmt.Sprintf("parse cache: %v (the CVs concerned were parsed)", err))
		}
	}
	r.ld = loaded{c, *r.flags.af.strict}
	r.log.Info(fmt.Sprintf("read %d CV(s) in %v (%d from the parse cache); %s", len(c.CVs), time.Since(t0).Round(time.Millisecond), cached, noProblems(r.ld.problems())),
		"cvs", len(c.CVs), "cached", cached, "failed", len(c.Failed), "skipped", len(c.Skipped))
	if len(c.CVs) == 0 {
		r.log.Error("no CV could be read; nothing published")
		return false
	}
	return true
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

// correct applies the job's corrections file; false when it cannot be
// read (a job error).
func (r *jobRun) correct() bool {
	path := r.j.CorrectionsFile()
	if path == "" {
		return true
	}
	f, err := corrections.Load(path)
	if err != nil {
		r.log.Error(err.Error())
		return false
	}
	f.Venues = r.p.opt.Catalog
	f.Base = r.j.Dir // file: candidates are relative to the job, like its inputs
	res := f.Apply(r.ld.CVs)
	r.applied = len(res.Applied)
	r.stale = res.Strings()
	for _, s := range res.Stale {
		r.log.Warn("correction not applied: "+s.String(), "line", s.Line)
	}
	r.log.Info(fmt.Sprintf("applied %d correction(s) from %s; %d no longer match", r.applied, path, len(r.stale)),
		"applied", r.applied, "stale", len(r.stale))
	return true
}

// previous is the last published run's snapshot, and whether the
// changes since it can be listed: nil and true for a first run; nil and
// false when the last run's snapshot cannot be read, which it says (the
// file and why): that is not a first run.
func (r *jobRun) previous(out string) (*analytics.Snapshot, bool) {
	r.prevCand = -1
	id, err := publish.Latest(out)
	if err != nil || id == "" {
		return nil, true
	}
	s, err := snapshotAt(filepath.Join(out, publish.RunsDir, id, snapshotFile))
	if err != nil {
		r.log.Warn(fmt.Sprintf("cannot list the changes since run %s (this is not a first run): %v", id, err), "since", id)
		return nil, false
	}
	r.prevID, r.prevCand = id, len(s.Candidates)
	return s, true
}

// snapshotAt reads the snapshot.json at path; its error names the file and
// says why.
func snapshotAt(path string) (*analytics.Snapshot, error) {
	f, err := openRegular(path)
	var pe *os.PathError
	if errors.As(err, &pe) {
		return nil, fmt.Errorf("%s: %w", path, pe.Err)
	}
	if err != nil {
		return nil, err // it names the file
	}
	defer f.Close()
	s, err := analytics.ReadSnapshot(f)
	if err != nil {
		return nil, fmt.Errorf("%s: not a snapshot this vitae reads (%s)", path, strings.TrimPrefix(err.Error(), "snapshot: "))
	}
	return s, nil
}

// publish computes the report, writes the set into a new run folder and
// switches latest to it (unless a policy was breached); it returns the
// exit code.
func (r *jobRun) publish(out string) int {
	rep := analytics.Compute(r.ld.CVs, r.p.opt).Finish()
	rep.SetInputs(r.ld.issues())
	rep.SetStaleCorrections(r.stale)
	snap := rep.Snapshot()
	prev, known := r.previous(out)
	changes := analytics.Diff(prev, snap, r.prevID)
	if !known { // not a first run, and no change is known: the set lists none
		changes = nil
	}
	rep.SetChanges(changes)
	r.log.Info(rep.Quality.Summary())
	if known {
		r.log.Info(changes.Summary(), "since", r.prevID)
	}
	facts := job.Facts{Failed: len(r.ld.Failed), Skipped: len(r.ld.Skipped), Candidates: len(rep.Candidates),
		PrevCandidates: r.prevCand, Warnings: warningsOf(rep), StaleCorrections: len(r.stale)}
	breaches := r.j.Breaches(facts)
	totals := totalsOf(rep)
	r.ld.Release()
	boundHeap(r.e.Getenv)

	run, err := publish.Begin(out, r.started)
	if err != nil {
		r.log.Error(fmt.Sprintf("%v; nothing published", err))
		return exitNothing
	}
	undo := atInterrupt(func() { run.Abort() })
	defer undo()
	if !r.writeSet(run, rep, snap, changes) {
		run.Abort()
		return exitNothing
	}
	code := exitCode(breaches, r.ld.failed())
	m := r.manifest(totals, breaches, code)
	switchLatest := len(breaches) == 0 || r.j.PublishOnBreach()
	run.Hold = !switchLatest
	if err := run.Commit(m); err != nil {
		r.log.Error(fmt.Sprintf("%v; nothing published", err))
		run.Abort()
		return exitNothing
	}
	for _, w := range r.wrote {
		w.path = filepath.Join(run.Dir, w.path)
		r.log.Info(w.String(), "path", w.path)
	}
	r.afterCommit(out, run, m, snap)
	for _, b := range breaches {
		r.log.Error("policy: " + b)
	}
	switch {
	case switchLatest:
		r.log.Info(fmt.Sprintf("published %s (latest -> runs/%s)", filepath.Join(out, "runs", run.ID), run.ID), "run", run.ID, "exit", code)
	default:
		r.log.Error(fmt.Sprintf("kept %s, but latest stays on the last good run (a policy was breached)", filepath.Join(out, "runs", run.ID)), "run", run.ID, "exit", code)
	}
	return code
}

// writeSet writes the reports, changes.json and snapshot.json into the
// run's folder; false (said) when one failed.
func (r *jobRun) writeSet(run *publish.Run, rep *analytics.Report, snap *analytics.Snapshot, changes *analytics.Changes) bool {
	ok := true
	for _, w := range writeReports(r.p.rs, run.Dir, r.p.name, rep, r.p.ropt, r.p.jobs, r.p.split) {
		if w.err != nil {
			r.log.Error(fmt.Sprintf("%s report: %v", w.name, w.err))
			ok = false
			continue
		}
		r.wrote = append(r.wrote, written{name: w.name, path: strings.TrimPrefix(w.path, run.Dir+string(filepath.Separator)), files: w.files})
	}
	for name, v := range map[string]any{changesFile: changes, snapshotFile: snap} {
		if v == (*analytics.Changes)(nil) {
			continue // the changes could not be listed: no changes.json
		}
		if err := reports.WriteFile(run.Path(name), func(w io.Writer) error { return writeJSON(w, v) }); err != nil {
			r.log.Error(err.Error())
			ok = false
		}
	}
	return ok
}

// exitCode is the run's exit status: a breach, else failed inputs, else 0.
func exitCode(breaches []string, failed int) int {
	switch {
	case len(breaches) > 0:
		return exitPolicy
	case failed > 0:
		return exitInputs
	}
	return cli.OK
}

// afterCommit prunes old runs, saves the parse cache and records the run
// in the history. A store that cannot be written (a full disk) is said
// once, and the rest is left undone.
func (r *jobRun) afterCommit(out string, run *publish.Run, m *publish.Manifest, snap *analytics.Snapshot) {
	removed, err := publish.Prune(out, r.j.Keep(), run.ID)
	if err != nil {
		r.log.Warn(fmt.Sprintf("removing old runs: %v", err))
	}
	for _, x := range removed {
		r.log.Info("removed the old run "+x, "removed", x)
	}
	if r.st == nil {
		return
	}
	if err := r.st.Flush(); err != nil {
		r.log.Warn(fmt.Sprintf("the parse cache was not saved (%v): the run is published without it; the next run parses these CVs again", err))
		return
	}
	r.pruneStore()
	var buf bytes.Buffer
	if err := writeJSON(&buf, snap); err == nil {
		err = r.st.AddRun(store.RunRecord{ID: run.ID, Dir: filepath.Join(out, "runs", run.ID), Started: r.started,
			Finished: r.e.Now().UTC(), Candidates: m.Candidates, Exit: m.Exit, Snapshot: buf.Bytes()})
		if err != nil {
			r.log.Warn(fmt.Sprintf("recording the run in the history: %v%s", err, r.sharedStore(run.ID, out)))
		}
	}
}

// sharedStore says, for a run ID the history already has, when that run
// is another output folder's: the store is shared between jobs.
func (r *jobRun) sharedStore(id, out string) string {
	rec, err := r.st.Run(id)
	if err != nil || sameFolder(rec.Dir, filepath.Join(out, publish.RunsDir, id)) {
		return ""
	}
	return fmt.Sprintf(" (it is %s's: give each job its own cache.path)", rec.Dir)
}

// historyKept is how many runs the store's history keeps (the run
// folders themselves follow policy.keep).
const historyKept = 100

// pruneStore drops cache entries no run of the last policy.keep used
// (the inputs of older runs) and history past historyKept runs.
func (r *jobRun) pruneStore() {
	if n, err := r.st.PruneCache(r.j.Keep()); err != nil {
		r.log.Warn(fmt.Sprintf("pruning the parse cache: %v", err))
	} else if n > 0 {
		r.log.Info(fmt.Sprintf("dropped %d parse cache entries no recent run used", n), "dropped", n)
	}
	if _, err := r.st.PruneRuns(historyKept); err != nil {
		r.log.Warn(fmt.Sprintf("pruning the run history: %v", err))
	}
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
func (r *jobRun) manifest(totals map[string]int, breaches []string, code int) *publish.Manifest {
	opts := map[string]any{}
	for _, a := range r.j.Args() {
		k, v, _ := strings.Cut(strings.TrimPrefix(a.Flag, "--"), "=")
		if prev, ok := opts[k]; ok {
			v = fmt.Sprint(prev) + "," + v
		}
		opts[k] = v
	}
	opts["out"] = r.j.OutDir()
	m := &publish.Manifest{
		Version:    versionString(),
		Job:        publish.Job{Path: r.j.Path, SHA256: r.j.SHA256},
		Options:    opts,
		Started:    r.started,
		Finished:   r.e.Now().UTC(),
		Inputs:     r.inputs,
		Candidates: totals["candidates"],
		Totals:     totals,
		Exit:       code,
	}
	m.Corrections.Applied, m.Corrections.Stale = r.applied, len(r.stale)
	m.Policy.Breaches = append([]string{}, breaches...)
	return m
}
