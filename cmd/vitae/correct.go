package main

import (
	"errors"
	"fmt"
	"io/fs"
	"strings"

	"github.com/vitae-cv/vitae/cv/corrections"
	"github.com/vitae-cv/vitae/cv/inputs"
	"github.com/vitae-cv/vitae/internal/cli"
	"github.com/vitae-cv/vitae/internal/termsafe"
)

func init() {
	vitae.Register(&cli.Command{
		Name:    "correct",
		Summary: "add a correction to a corrections file (applied on every run)",
		Usage:   "--file FILE --candidate NAME --section SECTION [--entry TITLE] (--set F=V... | --remove | --add F=V...) [--note TEXT] [--check PATH...]",
		Help: `Correct appends one [[correction]] to a corrections file (TOML, created if
missing; its text and comments are kept). A job's corrections file is
applied to the records after parsing on every run, and every report marks
what it corrected. See testdata/corrections.toml for the format.

The candidate is a name (it must name one record), a stable id
("name:jane doe|jd@example.org") or "file:PATH". The entry is the title (an
award's name, a degree, a service role, a course) of the entry to set or
remove; an add names none. --set and --add take FIELD=VALUE, repeated, with
fields named as in the JSON records (a list field's items separated by ";").

With --check, the CVs (or records) given are read, the file's corrections
and then the new one applied to them, and a correction that would find no
single target is refused (exit status 1) and not written.

Exit status: 0 written, 1 refused or failed, 2 bad command line.`,
		Run: runCorrect,
	})
}

// correctFlags are the flags of "vitae correct".
type correctFlags struct {
	file, candidate, section, entry, note *string
	set, add, check                       *[]string
	remove                                *bool
}

// runCorrect is "vitae correct".
func runCorrect(e *cli.Env, c *cli.Command, args []string) int {
	fs := e.FlagSet(c)
	f := correctFlags{
		file:      fs.String("file", "", "the corrections `FILE` to append to"),
		candidate: fs.String("candidate", "", "the candidate: a `NAME`, a stable id (name:…|e-mail) or file:PATH"),
		section:   fs.String("section", "", "the `SECTION`: "+strings.Join(corrections.Sections(), ", ")),
		entry:     fs.String("entry", "", "the `TITLE` or name of the entry to set or remove"),
		set:       fs.StringArray("set", nil, "set a field: `FIELD=VALUE` (repeat for more)"),
		remove:    fs.Bool("remove", false, "remove the entry"),
		add:       fs.StringArray("add", nil, "a field of a new entry: `FIELD=VALUE` (repeat for more)"),
		note:      fs.String("note", "", "why, in `TEXT` the reports show"),
		check:     fs.StringArray("check", nil, "apply to the CVs at `PATH` first and refuse a stale correction (repeat for more)"),
	}
	if ok, code := e.Parse(c, fs, args); !ok {
		return code
	}
	if fs.NArg() > 0 {
		return e.UsageError(c, "unexpected argument %q (CVs to check go after --check)", fs.Arg(0))
	}
	corr, msg := f.correction()
	if msg != "" {
		return e.UsageError(c, "%s", msg)
	}
	if len(*f.check) > 0 {
		if code := checkCorrection(e, *f.file, corr, *f.check); code != cli.OK {
			return code
		}
	}
	if err := corrections.Append(*f.file, corr); err != nil {
		e.Errorf("%v", err)
		return cli.Failure
	}
	fmt.Fprintf(e.Stderr, "wrote %s\n", termsafe.String(*f.file))
	return cli.OK
}

// correction builds the correction the flags say, or a usage message.
func (f correctFlags) correction() (corrections.Correction, string) {
	corr := corrections.Correction{Candidate: *f.candidate, Section: *f.section, Entry: *f.entry, Remove: *f.remove, Note: *f.note}
	switch {
	case *f.file == "":
		return corr, "--file is required"
	case *f.candidate == "":
		return corr, "--candidate is required"
	case *f.section == "":
		return corr, "--section is required (" + strings.Join(corrections.Sections(), ", ") + ")"
	}
	n := 0
	for _, given := range []bool{len(*f.set) > 0, *f.remove, len(*f.add) > 0} {
		if given {
			n++
		}
	}
	if n != 1 {
		return corr, "give one of --set, --remove and --add"
	}
	var err error
	if len(*f.set) > 0 {
		corr.Set, err = corrections.Values(*f.section, *f.set)
	}
	if len(*f.add) > 0 {
		corr.Add, err = corrections.Values(*f.section, *f.add)
	}
	if err != nil {
		return corr, err.Error()
	}
	if err := corr.Check(); err != nil {
		return corr, err.Error()
	}
	return corr, ""
}

// checkCorrection reads the CVs at paths, applies the corrections file
// (if any) and then corr to them, and refuses corr when it is stale.
func checkCorrection(e *cli.Env, file string, corr corrections.Correction, paths []string) int {
	got := load(e, &inputs.Files{Paths: paths, Stdin: e.Stdin}, false)
	if n := got.failed(); n > 0 {
		e.Errorf("%s; not written", got.problems())
		return cli.Failure
	}
	cf, err := corrections.Load(file)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		cf = &corrections.File{Path: file}
	case err != nil:
		e.Errorf("%v", err)
		return cli.Failure
	}
	before := len(cf.Corrections)
	corr.Line = 0
	cf.Corrections = append(cf.Corrections, corr)
	r := cf.Apply(got.CVs)
	for _, s := range r.Stale {
		if s.Index == before+1 {
			e.Errorf("%s: the correction would be stale: %s; not written", file, s.Why)
			return cli.Failure
		}
	}
	for _, a := range r.Applied[len(r.Applied)-countNew(r, before):] {
		fmt.Fprintln(e.Stderr, termsafe.String(fmt.Sprintf("%s, %s “%s”: %s", a.Candidate, a.Section, a.Entry, appliedText(a))))
	}
	return cli.OK
}

// countNew counts the rows of r that the last correction made: those
// after the ones of the file's first n corrections.
func countNew(r corrections.Result, n int) int {
	k := 0
	for i := len(r.Applied) - 1; i >= 0 && r.Applied[i].Index > n; i-- {
		k++
	}
	return k
}

// appliedText says what one applied row did.
func appliedText(a corrections.Applied) string {
	switch a.Field {
	case "removed", "added":
		return a.Field
	}
	return fmt.Sprintf("%s set to %s (was: %s)", a.Field, orNone(a.New), orNone(a.Old))
}

func orNone(s string) string {
	if s == "" {
		return "unknown"
	}
	return s
}
