package main

import (
	"strings"

	"github.com/vitae-cv/vitae/internal/cli"
	"github.com/vitae-cv/vitae/internal/job"
)

func init() { vitae.Define("run", runRun) }

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
	r := &job.Runner{Job: j, Log: log, Wait: -1, Now: e.Now, Getenv: e.Getenv, Version: vitae.Version(), AtInterrupt: cli.AtInterrupt}
	if wait.IsSet {
		r.Wait = wait.D
	}
	if *check {
		return r.Check()
	}
	return r.Run()
}
