package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/vitae-cv/vitae/internal/cli"
	"github.com/vitae-cv/vitae/reports"
	"github.com/vitae-cv/vitae/reports/formats"
)

func init() { vitae.Define("stats", runStats) }

func runStats(e *cli.Env, c *cli.Command, args []string) int {
	fs := e.FlagSet(c)
	format, groupBy := "text", ""
	fs.VarP(cli.Choice{Value: &format, Choices: strings.Split(formats.StatsNames, ", ")}, "format", "f", "output format")
	f := newPlanFlags()
	fs.StringVarP(&f.p.File, "output", "o", "", "write to `FILE` (atomically) instead of standard output")
	f.add(fs)
	fs.StringVar(&groupBy, "group-by", "", "group the candidates (summary and ranks) by `FIELD`: stage")
	if ok, code := e.Parse(c, fs, args); !ok {
		return code
	}
	if groupBy != "" && groupBy != "stage" {
		return e.UsageError(c, "unknown --group-by %q (want stage)", groupBy)
	}
	write, ok := formats.Stats[format]
	if !ok {
		return e.UsageError(c, "unknown --format %q (want %s)", format, formats.StatsNames)
	}
	ck, code, ok := f.check(e, c, fs)
	if !ok {
		return code
	}
	o, err := ck.Run(observer(e))
	if err != nil {
		e.Errorf("no CV could be read (%s); no statistics to compute", o.Loaded.Problems())
		return cli.Failure
	}
	ropt := reports.Options{ByStage: groupBy == "stage"}
	return emit(e, f.p.File, func(w io.Writer) error { return write(w, o.Report, ropt) }, o.Loaded,
		fmt.Sprintf("statistics cover the %d CV(s) read", o.Loaded.Read()))
}
