package main

import (
	"strings"

	"github.com/vitae-cv/vitae/internal/cli"
	"github.com/vitae-cv/vitae/internal/job"
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
	logFormat, wait := "text", cli.Duration{}
	check := fs.Bool("check", false, "check the job file (and that its inputs and files exist), run nothing")
	quiet := fs.BoolP("quiet", "q", false, "say only warnings and errors")
	fs.Var(cli.Choice{Value: &logFormat, Choices: strings.Split(job.LogFormats, ", ")}, "log-format", "how to log on stderr")
	fs.Var(&wait, "wait", "wait up to `DURATION` (30s, 10m) for another run on the same output folder;\ndefault: the job's policy.wait")
	if ok, code := e.Parse(c, fs, args); !ok {
		return code
	}
	if fs.NArg() != 1 {
		return e.UsageError(c, "want one job file, got %d arguments", fs.NArg())
	}
	log, ok := job.NewLog(e.Stderr, logFormat, *quiet)
	if !ok {
		return e.UsageError(c, "unknown --log-format %q (want %s)", logFormat, job.LogFormats)
	}
	j, err := job.Load(fs.Arg(0))
	if err != nil {
		for _, line := range strings.Split(err.Error(), "\n") {
			log.Error(line)
		}
		return cli.Usage
	}
	r := &job.Runner{Job: j, Log: log, Wait: -1, Now: e.Now, Getenv: e.Getenv, Version: versionString(), AtInterrupt: atInterrupt}
	if wait.IsSet {
		r.Wait = wait.D
	}
	if *check {
		return r.Check()
	}
	return r.Run()
}
