package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/vitae-cv/vitae/internal/cli"
	"github.com/vitae-cv/vitae/reports/records"
)

func init() {
	vitae.Register(&cli.Command{
		Name:    "parse",
		Summary: "read CVs into structured records (JSON, JSON Lines or text)",
		Usage:   "[flags] PATH...",
		Help: `Parse reads each CV and prints one record per CV.

PATH is a file, a directory (searched recursively for .md, .markdown, .txt,
.text, .html, .htm, .docx and .pdf files, skipping hidden ones, in name
order), or - for standard input. A file's format is found from its first
bytes, then its name. In a folder, a file that looks like a CV in a format
vitae does not read (.doc, .rtf, .odt, .pages, images) is named on standard
error as skipped, with why; --strict makes that a failure. A .json or
.jsonl file written by 'vitae parse' is read back as records instead of
being parsed.

` + records.LinesHelp + `

Records come out in input order. An input that cannot be read or parsed is
reported on standard error and the exit status is 1, but the records of the
other inputs are still written. When no input can be read nothing is
written: an earlier -o FILE is kept as it was. An -o FILE that is one of
the inputs is refused (exit 2).`,
		Run: runParse,
	})
}

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
	return emit(e, f.p.File, write, ld.Loaded, fmt.Sprintf("%d record(s) written", len(ld.CVs)))
}
