package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/vitae-cv/vitae/internal/cli"
	"github.com/vitae-cv/vitae/reports/records"
)

func init() { vitae.Define("parse", runParse) }

func runParse(e *cli.Env, c *cli.Command, args []string) int {
	fs := e.FlagSet(c)
	format := "json"
	fs.VarP(cli.Choice{Value: &format, Choices: records.WriterNames}, "format", "f", "output format")
	f := newPlanFlags()
	fs.StringVarP(&f.p.File, "output", "o", "", "write to `FILE` (atomically) instead of standard output")
	f.addInputs(fs)
	showLines := fs.Bool("show-lines", false, "with --format text: show each line as read before the record: where, section, role, cues, text, and why the parser gave it that role")
	if ok, code := e.Parse(c, fs, args); !ok {
		return code
	}
	if *showLines && !fs.Changed("format") {
		format = "text"
	}
	if records.Writers[format] == nil {
		return e.UsageError(c, "unknown --format %q (want %s)", format, strings.Join(records.WriterNames, ", "))
	} else if *showLines && format != "text" {
		return e.UsageError(c, "--show-lines goes with --format text")
	}
	files, code, ok := f.files(e, c, fs)
	if !ok {
		return code
	}
	files.Lines = *showLines
	ld := load(e, files, f.p.Inputs.Strict)
	write := func(w io.Writer) error { return records.Writers[format](w, ld.CVs) }
	if *showLines {
		write = func(w io.Writer) error { return records.WriteText(w, ld.CVs, ld.Lines) }
	}
	return emit(e, f.p.File, write, ld, fmt.Sprintf("%d record(s) written", len(ld.CVs)))
}
