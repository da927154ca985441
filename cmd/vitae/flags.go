package main

import (
	"strings"

	"github.com/spf13/pflag"

	"github.com/vitae-cv/vitae/analytics"
	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/cv/inputs"
	"github.com/vitae-cv/vitae/cv/venue"
	"github.com/vitae-cv/vitae/internal/cli"
	"github.com/vitae-cv/vitae/internal/pipeline"
	"github.com/vitae-cv/vitae/reports"
	"github.com/vitae-cv/vitae/reports/formats"
)

// planFlags are the flags of parse, stats and report, bound to the plan
// they build; what pflag cannot bind (lists, the inputs) check sets.
type planFlags struct {
	p                 pipeline.Plan
	types, venuesOnly string
	compare           string           // --compare, a comma list
	want              map[string]*bool // report formats
}

func newPlanFlags() *planFlags {
	return &planFlags{p: pipeline.Plan{Inputs: pipeline.DefaultInputs(), Selection: pipeline.DefaultSelection()}}
}

// addOutput defines the flags of the reports to write.
func (f *planFlags) addOutput(fs *pflag.FlagSet) {
	o := &pipeline.Output{Name: pipeline.DefaultName}
	f.p.Output, f.want = o, map[string]*bool{}
	fs.StringVar(&o.Dir, "out", "", "write the reports into `DIR` (created if missing)")
	fs.StringVar(&o.Name, "name", o.Name, "base `NAME` of the report files")
	for _, ft := range formats.All {
		f.want[ft.Name] = fs.Bool(ft.Name, false, "write "+ft.What+" (NAME."+ft.Ext+")")
	}
	fs.StringVar(&o.Title, "title", "", "report `TITLE` (default \""+reports.DefaultTitle+"\")")
	fs.BoolVar(&o.Split, "pdf-split", false, "write the PDF as a folder NAME-pdf/: cohort.pdf (contents and cohort sections,\nlinking to each candidate) and candidates/NNNNN-NAME.pdf, one per candidate;\nfor cohorts of thousands (implies --pdf)")
	fs.StringVar(&f.compare, "compare", "", "put 2 to 4 candidates side by side in every report: a comma `LIST` of names\n(display or file names, case-insensitive)")
	fs.StringVar(&o.Font, "font", "", "TrueType `FILE.ttf` for the PDF (e.g. a CJK font); default: embedded Go fonts")
}

// add defines the flags that choose what is read and counted.
func (f *planFlags) add(fs *pflag.FlagSet) {
	s := &f.p.Selection
	f.types = strings.Join(s.Types, ",")
	fs.Var((*cli.Year)(&s.Since), "since", "count papers from `YEAR` on (0: no lower bound)")
	fs.Var((*cli.Year)(&s.Until), "until", "count papers up to `YEAR` (0: no upper bound)")
	fs.StringVar(&f.types, "types", f.types, "publication types that count, a comma `LIST` of "+cli.Join(cv.PubTypes, ","))
	fs.BoolVar(&s.IncludePreprints, "include-preprints", false, "count preprints too (adds preprint to --types)")
	fs.StringVar(&s.Area, "area", "", "count only papers at venues of catalogue `AREA` ("+strings.Join(venue.Areas(), ", ")+")")
	fs.StringVar(&f.venuesOnly, "venues-only", "", "count only papers at these venues, a comma `LIST` of catalogue acronyms")
	fs.Var(cli.Choice{Value: &s.Credit, Choices: []string{"full", "fractional"}}, "credit", "paper credit: full (1 per paper) or fractional (1/authors)")
	fs.Var((*cli.Year)(&s.AsOf), "as-of", "measure every CV to `YEAR` (years since the PhD, rates, ongoing spans); 0: each CV to its own date")
	fs.StringVar(&s.Date, "date", "", "the run `DATE` (YYYY-MM-DD, or today): shown on reports, and stale CVs are measured against it; default: the day of $SOURCE_DATE_EPOCH, else today")
	fs.StringVar(&s.StaleAfter, "stale-after", s.StaleAfter, "flag a CV older than this at the run date: `AGE` in months (18mo) or years (2y)")
	fs.StringVar(&s.Stage, "stage", "", "keep only candidates of career `STAGE` ("+cli.Join(analytics.Stages, ", ")+")")
	fs.StringVar(&s.TopVenues, "top-venues", "", "count each candidate's papers at the venues listed in `FILE` (one catalogue acronym or alias a line, # comments)")
	f.addInputs(fs)
	fs.StringVar(&f.p.Corrections.File, "corrections", "", "apply the committee's corrections in `FILE` (TOML, see vitae correct) to the records before counting")
	fs.StringVar(&f.p.Blind.Mode, "blind", "", "blind review: candidates become Candidate A, B, …, contacts are dropped; `MODE` names\n(--blind alone) or strict (--blind=strict: institutions too); --compare then takes pseudonyms")
	fs.Lookup("blind").NoOptDefVal = "names"
	fs.StringVar(&f.p.Blind.Key, "blind-key", "", "write the blind key (pseudonym → files, name) to `FILE`, never into a report\n(default: blind-key.json beside the reports or the -o file; kept letters stay)")
}

// addInputs defines the flags of how the inputs are read.
func (f *planFlags) addInputs(fs *pflag.FlagSet) {
	in := &f.p.Inputs
	fs.StringVar(&f.p.Selection.Venues, "venues", "", "extend the built-in venue catalogue with the venues in `FILE`")
	fs.Var((*cli.Size)(&in.MaxSize), "max-size", "refuse CV files larger than this many `BYTES` (suffixes KiB, MiB allowed)")
	fs.IntVarP(&in.Jobs, "jobs", "j", in.Jobs, "read and parse `N` files at once")
	fs.StringVar(&in.Bib, "bib", "", "merge the publications of the BibTeX `FILE` into the one CV read (a paper in both counted once)")
	fs.BoolVar(&in.Strict, "strict", false, "fail when a file in a folder is skipped because vitae does not read its format (.doc, .rtf, images)")
}

// files checks the inputs of a command that only reads them (vitae
// parse); code is the exit status when ok is false (said on stderr).
func (f *planFlags) files(e *cli.Env, c *cli.Command, fs *pflag.FlagSet) (files *inputs.Files, code int, ok bool) {
	f.p.Inputs.Paths, f.p.Inputs.Stdin = fs.Args(), e.Stdin
	files, err := f.p.CheckInputs()
	if err != nil {
		return nil, e.Fail(c, err), false
	}
	return files, cli.OK, true
}

// check completes the plan from the parsed flags and checks it; code is
// the exit status when ok is false (said on stderr).
func (f *planFlags) check(e *cli.Env, c *cli.Command, fs *pflag.FlagSet) (ck *pipeline.Checked, code int, ok bool) {
	s := &f.p.Selection
	s.Types = cli.SplitList(f.types)
	if fs.Changed("venues-only") {
		s.VenuesOnly = append([]string{}, cli.SplitList(f.venuesOnly)...)
	}
	if fs.Changed("compare") {
		f.p.Output.Compare = append([]string{}, strings.Split(f.compare, ",")...)
	}
	f.p.Inputs.Paths, f.p.Inputs.Stdin = fs.Args(), e.Stdin
	for _, ft := range formats.All {
		if f.want != nil && *f.want[ft.Name] {
			f.p.Output.Formats = append(f.p.Output.Formats, ft.Name)
		}
	}
	ck, err := f.p.Check(pipeline.Clock{Getenv: e.Getenv, Now: e.Now})
	if err != nil {
		return nil, e.Fail(c, err), false
	}
	return ck, cli.OK, true
}
