package pipeline

import (
	"os"
	"slices"
	"strings"

	"github.com/vitae-cv/vitae/analytics"
	"github.com/vitae-cv/vitae/cv/corrections"
	"github.com/vitae-cv/vitae/cv/inputs"
	"github.com/vitae-cv/vitae/cv/parse"
	"github.com/vitae-cv/vitae/cv/venue"
	"github.com/vitae-cv/vitae/internal/cli"
	"github.com/vitae-cv/vitae/reports"
	"github.com/vitae-cv/vitae/reports/formats"
)

// Checked is a plan that checks: what Run reads, counts and writes.
type Checked struct {
	Plan        *Plan
	Options     analytics.Options
	Files       *inputs.Files
	Corrections *corrections.File // nil: none
	// Set is the reports to write; nil without Plan.Output.
	Set   *formats.Set
	blind *blinding // nil: not a blind run
}

// Check checks the plan, once, for the command line and job files alike,
// and reads the files it names (venue lists, corrections, the font). Its
// error is an *Error: the first problem, in the order the flags are
// listed.
func (p *Plan) Check(clk Clock) (*Checked, error) {
	c := &Checked{Plan: p}
	if err := c.output(clk); err != nil {
		return nil, err
	}
	if err := c.checkBlind(); err != nil {
		return nil, err
	}
	opt := analytics.Options{Since: p.Selection.Since, Until: p.Selection.Until, AsOf: p.Selection.AsOf}
	if err := steps(&opt, p.Selection.counting(clk)...); err != nil {
		return nil, err
	}
	if err := p.Inputs.check(); err != nil {
		return nil, err
	}
	if err := steps(&opt, p.Selection.venueSteps()...); err != nil {
		return nil, err
	}
	c.Options = opt
	if err := c.corrections(); err != nil {
		return nil, err
	}
	c.Files = p.Inputs.files(opt.Catalog)
	outs := []string{p.File, c.KeyFile()}
	if c.Set != nil {
		outs = append(outs, c.Set.Paths()...)
	}
	if err := notInput(outs, c.Files); err != nil {
		return nil, err
	}
	return c, nil
}

// notInput refuses an output that is one of the inputs.
func notInput(outputs []string, files *inputs.Files) error {
	if out, in := InputNamed(outputs, files); out != "" {
		return usage("", "the output %s is the input %s: it would be overwritten; write elsewhere", out, in)
	}
	return nil
}

// output checks the reports asked for (none without Plan.Output).
func (c *Checked) output(clk Clock) error {
	o := c.Plan.Output
	if o == nil {
		return nil
	}
	if o.Dir == "" {
		return usage("out", "--out DIR is required")
	}
	if o.Name == "" || strings.ContainsAny(o.Name, `/\`) {
		return usage("name", "bad --name %q (a file name without folders)", o.Name)
	}
	day, err := RunDay(c.Plan.Selection.Date, clk)
	if err != nil {
		return err
	}
	if err := formats.CheckFont(o.Font); err != nil {
		return fileErr("font", "--font ", err, cli.Failure)
	}
	if err := checkCompare(o.Compare); err != nil {
		return err
	}
	names := o.Formats
	if o.Split && len(names) > 0 {
		names = append(slices.Clip(names), "pdf") // --html --pdf-split: both; --pdf-split alone: the defaults
	}
	c.Set = &formats.Set{Formats: formats.Chosen(names), Dir: o.Dir, Name: o.Name, Jobs: c.Plan.Inputs.Jobs, Split: o.Split,
		Options: reports.Options{Title: o.Title, Date: day, FontPath: o.Font}}
	return nil
}

// CheckInputs checks a plan that only reads ("vitae parse"): its inputs
// and its venue catalogue (Selection.Venues); the rest is not looked at.
// Its error is an *Error.
func (p *Plan) CheckInputs() (*inputs.Files, error) {
	if err := p.Inputs.check(); err != nil {
		return nil, err
	}
	cat, err := inputs.Venues(p.Selection.Venues)
	if err != nil {
		return nil, fileErr("venues", "", err, cli.Failure)
	}
	files := p.Inputs.files(cat)
	return files, notInput([]string{p.File}, files)
}

// files reads the inputs, parsed with the catalogue cat.
func (in Inputs) files(cat *venue.Catalog) *inputs.Files {
	return &inputs.Files{Paths: in.Paths, Stdin: in.Stdin, MaxSize: in.MaxSize, Jobs: in.Jobs, Parse: parse.Options{Venues: cat}, Bib: in.Bib}
}

func (in Inputs) check() error {
	switch {
	case in.Jobs < 1:
		return usage("jobs", "--jobs must be at least 1")
	case in.MaxSize < 1:
		return usage("max-size", "--max-size must be at least 1 byte")
	case len(in.Paths) == 0:
		return usage("", "no input: name CV files, directories, JSON records, or - for standard input")
	}
	return in.checkBib()
}

// corrections reads the corrections file: one that does not read is an
// error of the plan (exit status 2), for the command line as for a job.
func (c *Checked) corrections() error {
	cf := c.Plan.Corrections
	if cf.File == "" {
		return nil
	}
	f, err := corrections.Load(cf.File)
	if err != nil {
		return fileErr("corrections", "--corrections ", err, cli.Usage)
	}
	f.Venues = c.Options.Catalog
	f.Base = cf.Base
	c.Corrections = f
	return nil
}

// InputNamed returns the first of outputs that is the same file as one of
// the inputs of files (named, or found in a folder), and that input, or
// "" when none is: writing there would replace what is being read.
// Outputs that do not exist yet, and standard output ("" or "-"), are
// never inputs.
func InputNamed(outputs []string, files *inputs.Files) (output, input string) {
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

// checkCompare checks the shortlist's length and names; whether each
// name finds one candidate is known once the CVs are read (Run).
func checkCompare(names []string) error {
	if names == nil {
		return nil
	}
	if len(names) < analytics.MinCompare || len(names) > analytics.MaxCompare {
		return usage("compare", "--compare takes %d to %d candidates, not %d", analytics.MinCompare, analytics.MaxCompare, len(names))
	}
	for _, n := range names {
		if strings.TrimSpace(n) == "" {
			return usage("compare", "--compare: an empty name in the list")
		}
	}
	return nil
}
