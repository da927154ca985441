package job

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/vitae-cv/vitae/internal/cli"
	"github.com/vitae-cv/vitae/internal/pipeline"
	"github.com/vitae-cv/vitae/internal/publish"
)

// Plan is the run the job stands for, as the command line would build
// it for "vitae report": the same typed plan, checked by the same code
// (pipeline.Plan.Check), so a job accepts exactly what the command line
// does. Unset keys take the flags' defaults; paths are resolved against
// the job's folder. Its error is an *Error at the key's line.
func (j *Job) Plan() (*pipeline.Plan, error) {
	p := &pipeline.Plan{Inputs: pipeline.DefaultInputs(), Selection: pipeline.DefaultSelection()}
	if err := j.inputs(&p.Inputs); err != nil {
		return nil, err
	}
	j.selection(&p.Selection)
	o := j.Output
	p.Output = &pipeline.Output{Dir: j.OutDir(), Name: cmpOr(o.Name, pipeline.DefaultName), Title: o.Title,
		Font: j.Resolve(o.Font), Formats: o.Formats, Split: o.PDFSplit != nil && *o.PDFSplit,
		Compare: o.Compare}
	p.Corrections = pipeline.Corrections{File: j.CorrectionsFile(), Base: j.Dir}
	p.Blind = pipeline.Blind{Mode: o.Blind, Key: j.Resolve(o.BlindKey)}
	return p, nil
}

func cmpOr(s, dflt string) string {
	if s == "" {
		return dflt
	}
	return s
}

// inputs sets the input limits the job sets.
func (j *Job) inputs(in *pipeline.Inputs) error {
	in.Paths = j.InputPaths()
	if s := j.Inputs.MaxSize; s != "" {
		n, err := cli.ParseSize(s)
		if err != nil {
			return j.errAt("inputs.max_size", "%v", err)
		}
		in.MaxSize = n
	}
	if j.Inputs.Strict != nil {
		in.Strict = *j.Inputs.Strict
	}
	if j.Inputs.Jobs != nil {
		in.Jobs = *j.Inputs.Jobs
	}
	return nil
}

// selection sets what the job's [selection] sets.
func (j *Job) selection(s *pipeline.Selection) {
	js := j.Selection
	setInt := func(dst *int, v *int) {
		if v != nil {
			*dst = *v
		}
	}
	setInt(&s.Since, js.Since)
	setInt(&s.Until, js.Until)
	setInt(&s.AsOf, js.AsOf)
	if js.Types != nil {
		s.Types = js.Types
	}
	s.IncludePreprints = js.IncludePreprints != nil && *js.IncludePreprints
	s.Area, s.VenuesOnly, s.Date, s.Stage = js.Area, js.VenuesOnly, js.Date, js.Stage
	s.Credit, s.StaleAfter = cmpOr(js.Credit, s.Credit), cmpOr(js.StaleAfter, s.StaleAfter)
	s.TopVenues, s.Venues = j.Resolve(js.TopVenues), j.Resolve(js.Venues)
}

// keyOf is the job key that stands for a plan's field (a flag's name,
// "venues-only"): the key of that name in [selection], [inputs] or
// [output], taken from the struct tags; "" for none.
func keyOf(field string) string {
	switch field {
	case "":
		return ""
	case "out":
		return "output.dir"
	case "corrections":
		return "corrections.file"
	}
	name := strings.ReplaceAll(field, "-", "_")
	keys := sectionKeys()
	for _, sec := range []string{"selection", "inputs", "output"} {
		if slices.Contains(keys[sec], name) {
			return sec + "." + name
		}
	}
	return ""
}

// PlanError is err, an error of the plan's check, as the job's: an
// *Error at the line of the key that stands for the field. A corrections
// file that does not read says its own file and line.
func (j *Job) PlanError(err error) error {
	var pe *pipeline.Error
	var je *Error
	switch {
	case errors.As(err, &je):
		return je
	case !errors.As(err, &pe):
		return &Error{Path: j.Path, Msg: err.Error()}
	}
	if pe.Field == "corrections" && pe.Err != nil {
		return pe.Err
	}
	msg, _, _ := strings.Cut(pe.Msg, "\n")
	key := keyOf(pe.Field)
	return &Error{Path: j.Path, Line: j.Line(key), Key: key, Msg: msg}
}

// OutputApart refuses an output folder inside an input folder (or the
// other way round), also through symbolic links: the next run would read
// the reports as CVs.
func (j *Job) OutputApart() error {
	out, err := publish.RealPath(j.OutDir())
	if err != nil {
		return nil
	}
	for _, in := range j.InputPaths() {
		abs, err := publish.RealPath(in)
		if err != nil {
			continue
		}
		if publish.Within(out, abs) || publish.Within(abs, out) {
			return j.errAt("output.dir", "%s and the input %s are one inside the other: a run would read the reports of the last as CVs; publish elsewhere", j.OutDir(), in)
		}
	}
	return nil
}

// NoGlobMatch is the error of a job whose globs (its only inputs) match
// no file.
func (j *Job) NoGlobMatch() error {
	return j.errAt("inputs.globs", "%q match no file", j.Inputs.Globs)
}

// Settings are the settings of the job as a run's manifest lists them:
// the name of the flag of "vitae report" each key stands for, and its
// value (a list's values joined by commas; a format "true").
func (j *Job) Settings() map[string]any {
	opts := map[string]any{}
	for _, a := range j.Args() {
		k, v, _ := strings.Cut(strings.TrimPrefix(a.Flag, "--"), "=")
		if prev, ok := opts[k]; ok {
			v = fmt.Sprint(prev) + "," + v
		}
		opts[k] = v
	}
	opts["out"] = j.OutDir()
	return opts
}
