package main

import (
	"bytes"
	"fmt"
	"runtime"
	"slices"
	"strconv"
	"strings"

	"github.com/vitae-cv/vitae/cv/parse"
)

func init() {
	register(&command{
		name:    "parse",
		summary: "read CVs into structured records (JSON, JSON Lines or text)",
		usage:   "[flags] PATH...",
		help: `Parse reads each CV and prints one record per CV.

PATH is a file, a directory (searched recursively for .md, .markdown, .txt,
.text, .html, .htm, .docx and .pdf files, skipping hidden ones, in name
order), or - for standard input. A file's format is found from its first
bytes, then its name. In a folder, a file that looks like a CV in a format
vitae does not read (.doc, .rtf, .odt, .pages, images) is named on standard
error as skipped, with why; --strict makes that a failure. A .json or
.jsonl file written by 'vitae parse' is read back as records instead of
being parsed.

--show-lines prints, before each record, every line as the parser read it:
page and line, the section it fell in, its layout cues (heading level,
bold, list marker, indentation, table cells, font size, running
header/footer) and its text.

Records come out in input order. An input that cannot be read or parsed is
reported on standard error and the exit status is 1, but the records of the
other inputs are still written.`,
		run: runParse,
	})
}

// sizeFlag is a byte count that also accepts K, M and G suffixes
// (KiB, MiB, GiB: 1024-based; KB, MB, GB: 1000-based).
type sizeFlag int64

func (s *sizeFlag) String() string { return strconv.FormatInt(int64(*s), 10) }
func (s *sizeFlag) Type() string   { return "bytes" }

func (s *sizeFlag) Set(v string) error {
	n, err := parseSize(v)
	if err != nil {
		return err
	}
	*s = sizeFlag(n)
	return nil
}

func parseSize(v string) (int64, error) {
	t := strings.TrimSpace(v)
	units := []struct {
		suffix string
		mult   int64
	}{
		{"kib", 1 << 10}, {"mib", 1 << 20}, {"gib", 1 << 30},
		{"kb", 1000}, {"mb", 1000 * 1000}, {"gb", 1000 * 1000 * 1000},
		{"k", 1 << 10}, {"m", 1 << 20}, {"g", 1 << 30}, {"b", 1},
	}
	mult := int64(1)
	lower := strings.ToLower(t)
	for _, u := range units {
		if strings.HasSuffix(lower, u.suffix) {
			mult = u.mult
			t = strings.TrimSpace(t[:len(t)-len(u.suffix)])
			break
		}
	}
	n, err := strconv.ParseInt(t, 10, 64)
	if err != nil || n < 0 || n > (1<<62)/mult {
		return 0, fmt.Errorf("bad size %q (want a number of bytes, e.g. 2097152 or 2MiB)", v)
	}
	return n * mult, nil
}

func runParse(e *env, c *command, args []string) int {
	fs := e.flagSet(c)
	format := fs.StringP("format", "f", "json", "output format: "+strings.Join(recordFormats, ", "))
	output := fs.StringP("output", "o", "", "write to `FILE` (atomically) instead of standard output")
	venues := fs.String("venues", "", "extend the built-in venue catalogue with the venues in `FILE`")
	maxSize := sizeFlag(parse.DefaultMaxSize)
	fs.Var(&maxSize, "max-size", "refuse CV files larger than this many `BYTES` (suffixes KiB, MiB allowed)")
	jobs := fs.IntP("jobs", "j", runtime.NumCPU(), "read and parse `N` files at once")
	strict := fs.Bool("strict", false, strictUsage)
	showLines := fs.Bool("show-lines", false, "with --format text: show each line as read (page, source line, cues such as heading, bold, list, indent, and its section) before the record")
	if ok, code := e.parseFlags(c, fs, args); !ok {
		return code
	}

	if !slices.Contains(recordFormats, *format) {
		return e.usageError(c, "unknown --format %q (want %s)", *format, strings.Join(recordFormats, ", "))
	}
	if *jobs < 1 {
		return e.usageError(c, "--jobs must be at least 1")
	}
	if maxSize < 1 {
		return e.usageError(c, "--max-size must be at least 1 byte")
	}
	if fs.NArg() == 0 {
		return e.usageError(c, "no input: name CV files, directories, or - for standard input")
	}
	if *showLines && !fs.Changed("format") {
		*format = "text"
	}
	if *showLines && *format != "text" {
		return e.usageError(c, "--show-lines goes with --format text")
	}
	var views *lineViews
	if *showLines {
		views = &lineViews{}
	}

	cat, err := venueCatalog(*venues)
	if err != nil {
		e.errorf("%v", err)
		return exitFailure
	}

	ld := loadCVs(fs.Args(), loadOptions{
		MaxSize: int64(maxSize),
		Jobs:    *jobs,
		Parse:   parse.Options{Venues: cat},
		Stdin:   e.stdin,
		Strict:  *strict,
		Lines:   views,
	}, e.stderr)
	cvs := ld.cvs

	var buf bytes.Buffer
	if views != nil {
		writeLinesAndText(&buf, cvs, views)
	} else if err := writeRecords(&buf, cvs, *format); err != nil {
		e.errorf("%v", err)
		return exitFailure
	}
	return e.emit(*output, buf.Bytes(), ld, fmt.Sprintf("%d record(s) written", len(cvs)))
}

// emit writes a command's output (to FILE atomically, or to stdout) and
// returns the exit code: a failure when the write or any input failed.
//
// Files skipped for their format are named in the closing line; they make
// the run fail only under --strict.
func (e *env) emit(output string, data []byte, ld loaded, done string) int {
	if err := writeOutput(output, data, e.stdout); err != nil {
		e.errorf("%v", err)
		return exitFailure
	}
	if p := ld.problems(); p != "" {
		e.errorf("%s; %s", p, done)
	}
	if ld.failed > 0 {
		return exitFailure
	}
	return exitOK
}
