package main

import (
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/vitae-cv/vitae/analytics"
	"github.com/vitae-cv/vitae/cv/inputs"
	"github.com/vitae-cv/vitae/internal/cli"
	"github.com/vitae-cv/vitae/internal/termsafe"
	"github.com/vitae-cv/vitae/reports"
)

// strictUsage is the help text of --strict, the same in every command.
const strictUsage = "fail when a file in a folder is skipped because vitae does not read its format (.doc, .rtf, images)"

// loaded is what a command read, and whether skips count as failures.
type loaded struct {
	*inputs.Collected
	strict bool
}

// load reads the inputs of files, naming on stderr each input that failed
// ("vitae: NAME: why", one line per problem) or was skipped.
func load(e *cli.Env, files *inputs.Files, strict bool) loaded {
	c := files.Collect(func(r inputs.Result) {
		for _, line := range resultLines(r) {
			e.Errorf("%s", line)
		}
	})
	return loaded{c, strict}
}

// resultLines are the lines that say r (a file's problems, one a line);
// see linesNaming.
func resultLines(r inputs.Result) []string {
	path := ""
	switch x := r.(type) {
	case *inputs.Failure:
		path = x.Path
	case *inputs.Skip:
		path = x.Path
	case *inputs.Warning:
		path = x.Path
	}
	return linesNaming(fmt.Sprint(r), path)
}

// linesNaming splits msg, which names the file path, into its lines, the
// file's name escaped first (internal/termsafe): a line break in a name
// does not start a line. The lines are still to be escaped.
func linesNaming(msg, path string) []string {
	if path != "" {
		msg = strings.ReplaceAll(msg, path, termsafe.String(path))
	}
	return strings.Split(msg, "\n")
}

func (l loaded) problems() string { return l.Problems(l.strict) }
func (l loaded) failed() int      { return l.Failures(l.strict) }

// issues lists the failed and skipped inputs for the data-quality section.
func (l loaded) issues() (failed, skipped []analytics.InputIssue) {
	for _, f := range l.Failed {
		failed = append(failed, analytics.InputIssue{Path: f.Path, Why: f.Why()})
	}
	for _, s := range l.Skipped {
		skipped = append(skipped, analytics.InputIssue{Path: s.Path, Why: s.Why})
	}
	return failed, skipped
}

// inputNamed returns the first of outputs that is the same file as one of
// the inputs of files (named, or found in a folder), and that input, or
// "" when none is: writing there would replace what is being read. Outputs
// that do not exist yet, and standard output ("" or "-"), are never inputs.
func inputNamed(outputs []string, files *inputs.Files) (output, input string) {
	var outs []os.FileInfo
	var names []string
	for _, o := range outputs {
		if o == "" || o == "-" {
			continue
		}
		if info, err := os.Stat(o); err == nil {
			outs, names = append(outs, info), append(names, o)
		}
	}
	if len(outs) == 0 {
		return "", ""
	}
	for _, in := range files.Inputs() {
		info, err := os.Stat(in)
		if err != nil {
			continue
		}
		for i, o := range outs {
			if os.SameFile(o, info) {
				return names[i], in
			}
		}
	}
	return "", ""
}

// refuseInputAsOutput reports an output that is one of the inputs, as a
// usage error; ok is false when there is one.
func refuseInputAsOutput(e *cli.Env, c *cli.Command, outputs []string, files *inputs.Files) (code int, ok bool) {
	if out, in := inputNamed(outputs, files); out != "" {
		return e.UsageError(c, "the output %s is the input %s: it would be overwritten; write elsewhere", out, in), false
	}
	return cli.OK, true
}

// emit writes a command's output, to FILE atomically or to stdout, and
// returns the exit code: a failure when the write or any input failed.
// When no input could be read, FILE is left as it was (stdout still gets
// the empty output).
// Files skipped for their format are named in the closing line; they make
// the run fail only under --strict.
func emit(e *cli.Env, output string, write func(io.Writer) error, ld loaded, done string) int {
	if len(ld.CVs) == 0 && output != "" && output != "-" {
		// Keep an earlier output (hand-corrected records) rather than
		// replace it with an empty list.
		e.Errorf("no CV could be read (%s); nothing written", ld.problems())
		return cli.Failure
	}
	var err error
	if output == "" || output == "-" {
		err = write(e.Stdout)
	} else {
		err = reports.WriteFile(output, write)
	}
	if err != nil {
		e.Errorf("%v", err)
		return cli.Failure
	}
	if p := ld.problems(); p != "" {
		e.Errorf("%s; %s", p, done)
	}
	if ld.failed() > 0 {
		return cli.Failure
	}
	return cli.OK
}
