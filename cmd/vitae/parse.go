package main

import (
	"fmt"
	"io"
	"runtime"
	"strings"

	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/cv/inputs"
	"github.com/vitae-cv/vitae/cv/parse"
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

--show-lines prints, before each record, every line as the parser read it,
in columns:
  where    the line: "12", or "p2:12" for page 2 of a PDF
  section  the kind of section it fell in; "# kind" on a section heading
  role     what the parser made of it: heading, name, contact, summary,
           entry, citation (a whole citation on one logical line),
           authors, title, venue, award, tag (a venue tag set apart),
           label (a sub-heading or year over entries), description,
           continued (joined to a line above), dropped, furniture
           (running header or footer), skipped (a section not read),
           or - when no pass decided; a leading + marks the line that
           starts an entry
  cues     its layout cues: heading level (h2), bold, italic, list
           marker, depth, indentation, table cells, font size, repeats
  text     its text, cut at 100 characters
and under a line the parser decided about, "why:" and the cue or rule that
decided ("heading: a line apart whose words name a section, style shared
by 3 lines; kind publications: named by its words", "entry start: a list
marker", "continued: joined to line 7, which runs on (a wrap)"). The
explanation comes from a second, traced parse of the same input; the
record printed after it is the ordinary parse's.

Records come out in input order. An input that cannot be read or parsed is
reported on standard error and the exit status is 1, but the records of the
other inputs are still written. When no input can be read nothing is
written: an earlier -o FILE is kept as it was. An -o FILE that is one of
the inputs is refused (exit 2).`,
		Run: runParse,
	})
}

// recordWriters are the output formats of "vitae parse".
var recordWriters = map[string]func(w io.Writer, cvs []*cv.CV) error{
	"json":  cv.WriteJSON,
	"jsonl": cv.WriteJSONL,
	"text":  func(w io.Writer, cvs []*cv.CV) error { return records.WriteText(w, cvs, nil) },
}

// recordFormats lists them.
var recordFormats = []string{"json", "jsonl", "text"}

func runParse(e *cli.Env, c *cli.Command, args []string) int {
	fs := e.FlagSet(c)
	format := new(string)
	*format = "json"
	fs.VarP(cli.Choice{Value: format, Choices: recordFormats}, "format", "f", "output format")
	output := fs.StringP("output", "o", "", "write to `FILE` (atomically) instead of standard output")
	venues := fs.String("venues", "", "extend the built-in venue catalogue with the venues in `FILE`")
	maxSize := cli.Size(parse.DefaultMaxSize)
	fs.Var(&maxSize, "max-size", "refuse CV files larger than this many `BYTES` (suffixes KiB, MiB allowed)")
	jobs := fs.IntP("jobs", "j", runtime.NumCPU(), "read and parse `N` files at once")
	strict := fs.Bool("strict", false, strictUsage)
	showLines := fs.Bool("show-lines", false, "with --format text: show each line as read before the record: where, section, role, cues, text, and why the parser gave it that role")
	if ok, code := e.Parse(c, fs, args); !ok {
		return code
	}
	if *showLines && !fs.Changed("format") {
		*format = "text"
	}
	write, ok := recordWriters[*format]
	switch {
	case !ok:
		return e.UsageError(c, "unknown --format %q (want %s)", *format, strings.Join(recordFormats, ", "))
	case *jobs < 1:
		return e.UsageError(c, "--jobs must be at least 1")
	case maxSize < 1:
		return e.UsageError(c, "--max-size must be at least 1 byte")
	case fs.NArg() == 0:
		return e.UsageError(c, "no input: name CV files, directories, or - for standard input")
	case *showLines && *format != "text":
		return e.UsageError(c, "--show-lines goes with --format text")
	}
	cat, err := inputs.Venues(*venues)
	if err != nil {
		e.Errorf("%v", err)
		return cli.Failure
	}
	files := &inputs.Files{
		Paths: fs.Args(), Stdin: e.Stdin, MaxSize: int64(maxSize), Jobs: *jobs,
		Parse: parse.Options{Venues: cat}, Lines: *showLines,
	}
	if code, ok := refuseInputAsOutput(e, c, *output, files); !ok {
		return code
	}
	ld := load(e, files, *strict)
	if *showLines {
		write = func(w io.Writer, cvs []*cv.CV) error { return records.WriteText(w, cvs, ld.Lines) }
	}
	return emit(e, *output, func(w io.Writer) error { return write(w, ld.CVs) }, ld.Loaded,
		fmt.Sprintf("%d record(s) written", len(ld.CVs)))
}
