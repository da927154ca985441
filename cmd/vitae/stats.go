package main

import (
	"encoding/json"
	"fmt"
	"io"
	"runtime"
	"slices"
	"strings"

	"github.com/spf13/pflag"

	"github.com/vitae-cv/vitae/analytics"
	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/cv/corrections"
	"github.com/vitae-cv/vitae/cv/inputs"
	"github.com/vitae-cv/vitae/cv/parse"
	"github.com/vitae-cv/vitae/cv/venue"
	"github.com/vitae-cv/vitae/internal/cli"
	"github.com/vitae-cv/vitae/reports"
	"github.com/vitae-cv/vitae/reports/csv"
	"github.com/vitae-cv/vitae/reports/text"
)

func init() {
	vitae.Register(&cli.Command{
		Name:    "stats",
		Summary: "compute committee statistics over CVs (text, CSV or JSON)",
		Usage:   "[flags] PATH...",
		Help: `Stats reads CVs as 'vitae parse' does (CV files, directories, -, or .json
and .jsonl records written by 'vitae parse', so corrected records can be
fed back) and prints the metrics a committee compares candidates on: cohort
tables (summary, distributions, ranks, papers per year and type, venues,
awards) and a section per candidate.

An input that cannot be read is reported on standard error and the exit
status is 1, but the statistics of the other inputs are still written. With
no readable CV at all nothing is written and the exit status is 1.`,
		Run: runStats,
	})
}

// statsWriters are the output formats of "vitae stats": the text and CSV
// renderers "vitae report" writes too, and the report as JSON.
var statsWriters = map[string]renderFunc{"text": text.Write, "csv": csv.Write, "json": writeStatsJSON}

// statsFormats lists them for messages.
const statsFormats = "text, csv, json"

// pubTypes are the publication types --types accepts.
var pubTypes = cv.PubTypes

// maxYear bounds the years the flags accept.
const maxYear = 9999

// analysisFlags are the flags that choose what is counted; stats and
// report share them.
type analysisFlags struct {
	since, until, asOf      *int
	types, area, venuesOnly *string
	credit, venues          *string
	preprints               *bool
	maxSize                 cli.Size
	jobs                    *int
	strict                  *bool
	date, staleAfter        *string
	stage, topVenues        *string
	corrections             *string
	corr                    *corrections.File // read by options
}

func addAnalysisFlags(fs *pflag.FlagSet) *analysisFlags {
	a := &analysisFlags{maxSize: cli.Size(parse.DefaultMaxSize)}
	a.since = fs.Int("since", 0, "count papers from `YEAR` on (0: no lower bound)")
	a.until = fs.Int("until", 0, "count papers up to `YEAR` (0: no upper bound)")
	a.types = fs.String("types", cli.Join(analytics.DefaultTypes, ","), "publication types that count, a comma `LIST` of "+cli.Join(pubTypes, ","))
	a.preprints = fs.Bool("include-preprints", false, "count preprints too (adds preprint to --types)")
	a.area = fs.String("area", "", "count only papers at venues of catalogue `AREA` ("+strings.Join(venue.Areas(), ", ")+")")
	a.venuesOnly = fs.String("venues-only", "", "count only papers at these venues, a comma `LIST` of catalogue acronyms")
	a.credit = fs.String("credit", "full", "paper credit: full (1 per paper) or fractional (1/authors)")
	a.asOf = fs.Int("as-of", 0, "measure every CV to `YEAR` (years since the PhD, rates, ongoing spans); 0: each CV to its own date")
	a.date = fs.String("date", "", "the run `DATE` (YYYY-MM-DD, or today): shown on reports, and stale CVs are measured against it; default: the day of $SOURCE_DATE_EPOCH, else today")
	a.staleAfter = fs.String("stale-after", "12mo", "flag a CV older than this at the run date: `AGE` in months (18mo) or years (2y)")
	a.stage = fs.String("stage", "", "keep only candidates of career `STAGE` ("+cli.Join(analytics.Stages, ", ")+")")
	a.topVenues = fs.String("top-venues", "", "count each candidate's papers at the venues listed in `FILE` (one catalogue acronym or alias a line, # comments)")
	a.venues = fs.String("venues", "", "extend the built-in venue catalogue with the venues in `FILE`")
	fs.Var(&a.maxSize, "max-size", "refuse CV files larger than this many `BYTES` (suffixes KiB, MiB allowed)")
	a.jobs = fs.IntP("jobs", "j", runtime.NumCPU(), "read and parse `N` files at once")
	a.strict = fs.Bool("strict", false, strictUsage)
	a.corrections = fs.String("corrections", "", "apply the committee's corrections in `FILE` (TOML, see vitae correct) to the records before counting")
	return a
}

// options checks the flags and turns them into analytics options and the
// way to load the inputs; code is the exit code when ok is false.
func (a *analysisFlags) options(e *cli.Env, c *cli.Command, fs *pflag.FlagSet) (opt analytics.Options, files *inputs.Files, code int, ok bool) {
	fail := func(code int) (analytics.Options, *inputs.Files, int, bool) { return opt, nil, code, false }
	for _, y := range []struct {
		name string
		v    int
	}{{"--since", *a.since}, {"--until", *a.until}, {"--as-of", *a.asOf}} {
		if y.v < 0 || y.v > maxYear {
			return fail(e.UsageError(c, "bad %s %d (want a year, or 0 for none)", y.name, y.v))
		}
	}
	if *a.since != 0 && *a.until != 0 && *a.since > *a.until {
		return fail(e.UsageError(c, "--since %d is after --until %d", *a.since, *a.until))
	}
	opt = analytics.Options{Since: *a.since, Until: *a.until, AsOf: *a.asOf}
	if msg := a.trustOptions(e, &opt); msg != "" {
		return fail(e.UsageError(c, "%s", msg))
	}
	for _, name := range cli.SplitList(*a.types) {
		t := cv.PubType(strings.ToLower(name))
		if !slices.Contains(pubTypes, t) {
			return fail(e.UsageError(c, "unknown publication type %q in --types (want %s)", name, cli.Join(pubTypes, ",")))
		}
		if !slices.Contains(opt.Types, t) {
			opt.Types = append(opt.Types, t)
		}
	}
	if *a.preprints && !slices.Contains(opt.Types, cv.TypePreprint) {
		opt.Types = append(opt.Types, cv.TypePreprint)
	}
	if len(opt.Types) == 0 {
		return fail(e.UsageError(c, "--types is empty (want a comma list of %s)", cli.Join(pubTypes, ",")))
	}
	if ar := strings.ToLower(strings.TrimSpace(*a.area)); ar != "" {
		if !venue.ValidArea(ar) {
			return fail(e.UsageError(c, "unknown --area %q (want one of %s)", *a.area, strings.Join(venue.Areas(), ", ")))
		}
		opt.Area = ar
	}
	switch *a.credit {
	case "full":
	case "fractional":
		opt.Fractional = true
	default:
		return fail(e.UsageError(c, "unknown --credit %q (want full or fractional)", *a.credit))
	}
	if *a.jobs < 1 {
		return fail(e.UsageError(c, "--jobs must be at least 1"))
	}
	if a.maxSize < 1 {
		return fail(e.UsageError(c, "--max-size must be at least 1 byte"))
	}
	if fs.NArg() == 0 {
		return fail(e.UsageError(c, "no input: name CV files, directories, JSON records, or - for standard input"))
	}
	cat, err := inputs.Venues(*a.venues)
	if err != nil {
		e.Errorf("%v", err)
		return fail(cli.Failure)
	}
	opt.Catalog = cat
	if *a.topVenues != "" {
		top, err := inputs.VenueList(*a.topVenues, cat)
		if err != nil {
			e.Errorf("--top-venues %v", err)
			return fail(cli.Failure)
		}
		opt.TopVenues = top
	}
	if fs.Changed("venues-only") {
		list := cli.SplitList(*a.venuesOnly)
		if len(list) == 0 {
			return fail(e.UsageError(c, "--venues-only is empty (want a comma list of venue acronyms)"))
		}
		for _, name := range list {
			v, ok := cat.Lookup(name)
			if !ok {
				return fail(e.UsageError(c, "unknown venue %q in --venues-only (not in the venue catalogue; see --venues)", name))
			}
			if !slices.Contains(opt.Venues, v.Acronym) {
				opt.Venues = append(opt.Venues, v.Acronym)
			}
		}
	}
	if *a.corrections != "" {
		f, err := corrections.Load(*a.corrections)
		if err != nil {
			// A corrections file that does not read is an input error of
			// the command (exit 2), as for vitae run's job.
			e.Errorf("--corrections %v", err)
			return fail(cli.Usage)
		}
		f.Venues = cat
		a.corr = f
	}
	files = &inputs.Files{Paths: fs.Args(), Stdin: e.Stdin, MaxSize: int64(a.maxSize), Jobs: *a.jobs, Parse: parse.Options{Venues: cat}}
	return opt, files, 0, true
}

// report reads the inputs and computes the report; ok is false when no
// CV could be read (said on stderr, with what for).
func (a *analysisFlags) report(e *cli.Env, opt analytics.Options, files *inputs.Files, what string) (*analytics.Report, loaded, bool) {
	ld := load(e, files, *a.strict)
	if len(ld.CVs) == 0 {
		e.Errorf("no CV could be read (%s); %s", ld.problems(), what)
		return nil, ld, false
	}
	var stale []string
	if a.corr != nil {
		res := a.corr.Apply(ld.CVs)
		stale = res.Strings()
		for _, s := range res.Stale {
			e.Errorf("warning: correction not applied: %s", s)
		}
	}
	rep := analytics.Compute(ld.CVs, opt).Finish()
	rep.SetInputs(ld.issues())
	rep.SetStaleCorrections(stale)
	return rep, ld, true
}

func runStats(e *cli.Env, c *cli.Command, args []string) int {
	fs := e.FlagSet(c)
	format := fs.StringP("format", "f", "text", "output format: "+statsFormats)
	output := fs.StringP("output", "o", "", "write to `FILE` (atomically) instead of standard output")
	af := addAnalysisFlags(fs)
	groupBy := fs.String("group-by", "", "group the candidates (summary and ranks) by `FIELD`: stage")
	if ok, code := e.Parse(c, fs, args); !ok {
		return code
	}
	if *groupBy != "" && *groupBy != "stage" {
		return e.UsageError(c, "unknown --group-by %q (want stage)", *groupBy)
	}
	write, ok := statsWriters[*format]
	if !ok {
		return e.UsageError(c, "unknown --format %q (want %s)", *format, statsFormats)
	}
	opt, files, code, ok := af.options(e, c, fs)
	if !ok {
		return code
	}
	if code, ok := refuseInputAsOutput(e, c, []string{*output}, files); !ok {
		return code
	}
	rep, ld, ok := af.report(e, opt, files, "no statistics to compute")
	if !ok {
		return cli.Failure
	}
	ropt := reports.Options{ByStage: *groupBy == "stage"}
	return emit(e, *output, func(w io.Writer) error { return write(w, rep, ropt) }, ld,
		fmt.Sprintf("statistics cover the %d CV(s) read", len(ld.CVs)))
}

// statsJSON is the JSON form of "vitae stats": the report and its tables.
type statsJSON struct {
	*analytics.Report
	Tables []analytics.Table `json:"tables"`
}

// writeStatsJSON writes the whole report, indented, HTML characters as
// they are.
func writeStatsJSON(w io.Writer, rep *analytics.Report, _ reports.Options) error {
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	return enc.Encode(statsJSON{Report: rep, Tables: rep.Tables()})
}
