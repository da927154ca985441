package main

import (
	"fmt"
	"strings"

	"github.com/vitae-cv/vitae/cv/corrections"
	"github.com/vitae-cv/vitae/cv/inputs"
	"github.com/vitae-cv/vitae/internal/cli"
	"github.com/vitae-cv/vitae/internal/termsafe"
)

func init() { vitae.Define("correct", runCorrect) }

// correctRequest is what "vitae correct" was asked for.
type correctRequest struct {
	corrections.Request
	file  string   // --file
	check []string // --check
}

// runCorrect is "vitae correct": flags → a corrections.Request →
// a Correction, tried on the CVs of --check, appended to the file.
func runCorrect(e *cli.Env, c *cli.Command, args []string) int {
	req, code, ok := parseCorrect(e, c, args)
	if !ok {
		return code
	}
	corr, err := req.Correction()
	if err != nil {
		return e.UsageError(c, "%s", corrections.AsFlags(err))
	}
	if len(req.check) > 0 {
		if code := checkCorrection(e, req.file, corr, req.check); code != cli.OK {
			return code
		}
	}
	if err := corrections.Append(req.file, corr); err != nil {
		e.Errorf("%v", err)
		return cli.Failure
	}
	fmt.Fprintf(e.Stderr, "wrote %s\n", termsafe.String(req.file))
	return cli.OK
}

// parseCorrect reads the flags of "vitae correct"; ok is false when they
// are not to be run, with the exit code.
func parseCorrect(e *cli.Env, c *cli.Command, args []string) (r correctRequest, code int, ok bool) {
	fs := e.FlagSet(c)
	fs.StringVar(&r.file, "file", "", "the corrections `FILE` to append to")
	fs.StringVar(&r.Candidate, "candidate", "", "the candidate: a `NAME`, a stable id (name:…|e-mail) or file:PATH")
	fs.StringVar(&r.Section, "section", "", "the `SECTION`: "+strings.Join(corrections.Sections(), ", "))
	fs.StringVar(&r.Entry, "entry", "", "the `TITLE` or name of the entry to set or remove")
	fs.StringArrayVar(&r.Set, "set", nil, "set a field: `FIELD=VALUE` (repeat for more)")
	fs.BoolVar(&r.Remove, "remove", false, "remove the entry")
	fs.StringArrayVar(&r.Add, "add", nil, "a field of a new entry: `FIELD=VALUE` (repeat for more)")
	fs.StringVar(&r.Note, "note", "", "why, in `TEXT` the reports show")
	fs.StringArrayVar(&r.check, "check", nil, "apply to the CVs at `PATH` first and refuse a stale correction (repeat for more)")
	if ok, code := e.Parse(c, fs, args); !ok {
		return r, code, false
	}
	if fs.NArg() > 0 {
		return r, e.UsageError(c, "unexpected argument %q (CVs to check go after --check)", fs.Arg(0)), false
	}
	if r.file == "" {
		return r, e.UsageError(c, "--file is required"), false
	}
	if err := r.Missing(); err != nil {
		return r, e.UsageError(c, "%s", corrections.AsFlags(err)), false
	}
	return r, cli.OK, true
}

// checkCorrection reads the CVs at paths and tries corr on them after the
// corrections of file (corrections.File.Try): a stale corr is refused.
func checkCorrection(e *cli.Env, file string, corr corrections.Correction, paths []string) int {
	got := load(e, &inputs.Files{Paths: paths, Stdin: e.Stdin}, false)
	if n := got.Failed(); n > 0 {
		e.Errorf("%s; not written", got.Problems())
		return cli.Failure
	}
	cf, err := corrections.LoadOrEmpty(file)
	if err != nil {
		e.Errorf("%v", err)
		return cli.Failure
	}
	made, stale := cf.Try(corr, got.CVs)
	if stale != nil {
		e.Errorf("%s: the correction would be stale: %s; not written", file, stale.Why)
		return cli.Failure
	}
	for _, a := range made {
		fmt.Fprintln(e.Stderr, termsafe.String(a.String()))
	}
	return cli.OK
}
