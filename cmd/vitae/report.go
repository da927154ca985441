package main

import (
	"errors"
	"fmt"
	"os"

	"github.com/vitae-cv/vitae/internal/cli"
	"github.com/vitae-cv/vitae/internal/pipeline"
	"github.com/vitae-cv/vitae/reports/formats"
)

func init() { vitae.Define("report", runReport) }

func runReport(e *cli.Env, c *cli.Command, args []string) int {
	fs := e.FlagSet(c)
	f := newPlanFlags()
	f.addOutput(fs)
	f.add(fs)
	if ok, code := e.Parse(c, fs, args); !ok {
		return code
	}
	ck, code, ok := f.check(e, c, fs)
	if !ok {
		return code
	}
	o, err := ck.Run(observer(e))
	if err != nil && !errors.Is(err, pipeline.ErrNoCV) {
		return e.Fail(c, err) // a --compare name that finds no one candidate
	}
	if err != nil {
		e.Errorf("no CV could be read (%s); no report written", o.Loaded.Problems())
		return cli.Failure
	}
	return writeReports(e, ck.Set, o)
}

// writeReports writes the set (created only now that there is something
// to write), prints what it wrote and says what failed; it returns the
// exit code.
func writeReports(e *cli.Env, set *formats.Set, o *pipeline.Outcome) int {
	if err := os.MkdirAll(set.Dir, 0o755); err != nil {
		e.Errorf("cannot create the output folder: %v", err)
		return cli.Failure
	}
	if n := formats.SweepTemps(set.Dir, set.Name, func(line string) { e.Errorf("warning: %s", line) }); n > 0 {
		e.Errorf("removed %d temporary file(s) that an interrupted vitae report left in %s", n, set.Dir)
	}
	e.Errorf("%s", o.Report.Quality.Summary())
	read := o.Loaded.Read()
	o.Loaded.Release() // the report holds what the renderers need
	formats.BoundHeap(e.Getenv)
	ws := set.WriteAll(o.Report)
	for _, w := range ws {
		if w.Err == nil {
			fmt.Fprintln(e.Stdout, w.String())
		}
	}
	bad := formats.Failed(ws, func(line string) { e.Errorf("%s", line) })
	if p := o.Loaded.Problems(); p != "" {
		e.Errorf("%s; the reports cover the %d CV(s) read", p, read)
	}
	if bad > 0 || o.Loaded.Failed() > 0 {
		return cli.Failure
	}
	return cli.OK
}
