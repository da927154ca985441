package main

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"fmt"
	"io"
	"math"
	"runtime"
	"slices"
	"sort"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/spf13/pflag"

	"github.com/vitae-cv/vitae/analytics"
	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/cv/parse"
	"github.com/vitae-cv/vitae/cv/venue"
)

func init() {
	register(&command{
		name:    "stats",
		summary: "compute committee statistics over CVs (text, CSV or JSON)",
		usage:   "[flags] PATH...",
		help: `Stats reads CVs as 'vitae parse' does (CV files, directories, -, or .json
and .jsonl records written by 'vitae parse', so corrected records can be
fed back) and prints the metrics a committee compares candidates on: cohort
tables (summary, distributions, ranks, papers per year and type, venues,
awards) and a section per candidate.

An input that cannot be read is reported on standard error and the exit
status is 1, but the statistics of the other inputs are still written. With
no readable CV at all nothing is written and the exit status is 1.`,
		run: runStats,
	})
}

// Output formats of "vitae stats".
var statsFormats = []string{"text", "csv", "json"}

// pubTypes are the publication types --types accepts.
var pubTypes = []cv.PubType{
	cv.TypeConference, cv.TypeJournal, cv.TypeWorkshop, cv.TypePreprint,
	cv.TypeThesis, cv.TypeBook, cv.TypePatent, cv.TypeOther,
}

func typeNames(ts []cv.PubType) string {
	s := make([]string, len(ts))
	for i, t := range ts {
		s[i] = string(t)
	}
	return strings.Join(s, ",")
}

// splitList splits a comma list, trimming blanks and dropping empty items.
func splitList(s string) []string {
	var out []string
	for _, f := range strings.Split(s, ",") {
		if f = strings.TrimSpace(f); f != "" {
			out = append(out, f)
		}
	}
	return out
}

// maxYear bounds the years the flags accept.
const maxYear = 9999

// analysisFlags are the flags that choose what is counted; stats and
// report share them.
type analysisFlags struct {
	since, until, asOf      *int
	types, area, venuesOnly *string
	credit, venues          *string
	preprints               *bool
	maxSize                 sizeFlag
	jobs                    *int
	strict                  *bool
	date, staleAfter        *string
	stage, topVenues        *string
}

func addAnalysisFlags(fs *pflag.FlagSet) *analysisFlags {
	a := &analysisFlags{maxSize: sizeFlag(parse.DefaultMaxSize)}
	a.since = fs.Int("since", 0, "count papers from `YEAR` on (0: no lower bound)")
	a.until = fs.Int("until", 0, "count papers up to `YEAR` (0: no upper bound)")
	a.types = fs.String("types", typeNames(analytics.DefaultTypes), "publication types that count, a comma `LIST` of "+typeNames(pubTypes))
	a.preprints = fs.Bool("include-preprints", false, "count preprints too (adds preprint to --types)")
	a.area = fs.String("area", "", "count only papers at venues of catalogue `AREA` ("+strings.Join(venue.Areas(), ", ")+")")
	a.venuesOnly = fs.String("venues-only", "", "count only papers at these venues, a comma `LIST` of catalogue acronyms")
	a.credit = fs.String("credit", "full", "paper credit: full (1 per paper) or fractional (1/authors)")
	a.asOf = fs.Int("as-of", 0, "measure every CV to `YEAR` (years since the PhD, rates, ongoing spans); 0: each CV to its own date")
	a.date = fs.String("date", "", "the run `DATE` (YYYY-MM-DD, or today): shown on reports, and stale CVs are measured against it; default: the newest CV date")
	a.staleAfter = fs.String("stale-after", "12mo", "flag a CV older than this at the run date: `AGE` in months (18mo) or years (2y)")
	a.stage = fs.String("stage", "", "keep only candidates of career `STAGE` ("+stageNames()+")")
	a.topVenues = fs.String("top-venues", "", "count each candidate's papers at the venues listed in `FILE` (one catalogue acronym or alias a line, # comments)")
	a.venues = fs.String("venues", "", "extend the built-in venue catalogue with the venues in `FILE`")
	fs.Var(&a.maxSize, "max-size", "refuse CV files larger than this many `BYTES` (suffixes KiB, MiB allowed)")
	a.jobs = fs.IntP("jobs", "j", runtime.NumCPU(), "read and parse `N` files at once")
	a.strict = fs.Bool("strict", false, strictUsage)
	return a
}

// options checks the flags and turns them into analytics options and the
// way to load the inputs; code is the exit code when ok is false.
func (a *analysisFlags) options(e *env, c *command, fs *pflag.FlagSet) (opt analytics.Options, lo loadOptions, code int, ok bool) {
	fail := func(code int) (analytics.Options, loadOptions, int, bool) { return opt, lo, code, false }
	for _, y := range []struct {
		name string
		v    int
	}{{"--since", *a.since}, {"--until", *a.until}, {"--as-of", *a.asOf}} {
		if y.v < 0 || y.v > maxYear {
			return fail(e.usageError(c, "bad %s %d (want a year, or 0 for none)", y.name, y.v))
		}
	}
	if *a.since != 0 && *a.until != 0 && *a.since > *a.until {
		return fail(e.usageError(c, "--since %d is after --until %d", *a.since, *a.until))
	}
	opt = analytics.Options{Since: *a.since, Until: *a.until, AsOf: *a.asOf}
	if msg := a.trustOptions(&opt); msg != "" {
		return fail(e.usageError(c, "%s", msg))
	}
	for _, name := range splitList(*a.types) {
		t := cv.PubType(strings.ToLower(name))
		if !slices.Contains(pubTypes, t) {
			return fail(e.usageError(c, "unknown publication type %q in --types (want %s)", name, typeNames(pubTypes)))
		}
		if !slices.Contains(opt.Types, t) {
			opt.Types = append(opt.Types, t)
		}
	}
	if *a.preprints && !slices.Contains(opt.Types, cv.TypePreprint) {
		opt.Types = append(opt.Types, cv.TypePreprint)
	}
	if len(opt.Types) == 0 {
		return fail(e.usageError(c, "--types is empty (want a comma list of %s)", typeNames(pubTypes)))
	}
	if ar := strings.ToLower(strings.TrimSpace(*a.area)); ar != "" {
		if !venue.ValidArea(ar) {
			return fail(e.usageError(c, "unknown --area %q (want one of %s)", *a.area, strings.Join(venue.Areas(), ", ")))
		}
		opt.Area = ar
	}
	switch *a.credit {
	case "full":
	case "fractional":
		opt.Fractional = true
	default:
		return fail(e.usageError(c, "unknown --credit %q (want full or fractional)", *a.credit))
	}
	if *a.jobs < 1 {
		return fail(e.usageError(c, "--jobs must be at least 1"))
	}
	if a.maxSize < 1 {
		return fail(e.usageError(c, "--max-size must be at least 1 byte"))
	}
	if fs.NArg() == 0 {
		return fail(e.usageError(c, "no input: name CV files, directories, JSON records, or - for standard input"))
	}
	cat, err := venueCatalog(*a.venues)
	if err != nil {
		e.errorf("%v", err)
		return fail(exitFailure)
	}
	opt.Catalog = cat
	if *a.topVenues != "" {
		top, err := readTopVenues(*a.topVenues, cat)
		if err != nil {
			e.errorf("%v", err)
			return fail(exitFailure)
		}
		opt.TopVenues = top
	}
	if fs.Changed("venues-only") {
		list := splitList(*a.venuesOnly)
		if len(list) == 0 {
			return fail(e.usageError(c, "--venues-only is empty (want a comma list of venue acronyms)"))
		}
		for _, name := range list {
			v, ok := cat.Lookup(name)
			if !ok {
				return fail(e.usageError(c, "unknown venue %q in --venues-only (not in the venue catalogue; see --venues)", name))
			}
			if !slices.Contains(opt.Venues, v.Acronym) {
				opt.Venues = append(opt.Venues, v.Acronym)
			}
		}
	}
	lo = loadOptions{MaxSize: int64(a.maxSize), Jobs: *a.jobs, Parse: parse.Options{Venues: cat}, Stdin: e.stdin, Strict: *a.strict}
	return opt, lo, 0, true
}

func runStats(e *env, c *command, args []string) int {
	fs := e.flagSet(c)
	format := fs.StringP("format", "f", "text", "output format: "+strings.Join(statsFormats, ", "))
	output := fs.StringP("output", "o", "", "write to `FILE` (atomically) instead of standard output")
	af := addAnalysisFlags(fs)
	groupBy := fs.String("group-by", "", "group the candidates (summary and ranks) by `FIELD`: stage")
	if ok, code := e.parseFlags(c, fs, args); !ok {
		return code
	}
	if *groupBy != "" && *groupBy != "stage" {
		return e.usageError(c, "unknown --group-by %q (want stage)", *groupBy)
	}
	if !slices.Contains(statsFormats, *format) {
		return e.usageError(c, "unknown --format %q (want %s)", *format, strings.Join(statsFormats, ", "))
	}
	opt, lo, code, ok := af.options(e, c, fs)
	if !ok {
		return code
	}
	var err error

	ld := loadCVs(fs.Args(), lo, e.stderr)
	cvs := ld.cvs
	if len(cvs) == 0 {
		e.errorf("no CV could be read (%s); no statistics to compute", ld.problems())
		return exitFailure
	}

	rep := analytics.Compute(cvs, opt).Finish()
	rep.SetInputs(ld.failedList, ld.skippedList)
	var buf bytes.Buffer
	switch *format {
	case "text":
		err = writeStatsText(&buf, rep, *groupBy == "stage")
	case "csv":
		err = writeStatsCSV(&buf, rep, *groupBy == "stage")
	case "json":
		err = writeStatsJSON(&buf, rep)
	}
	if err != nil {
		e.errorf("%v", err)
		return exitFailure
	}
	return e.emit(*output, buf.Bytes(), ld, fmt.Sprintf("statistics cover the %d CV(s) read", len(cvs)))
}

// statsJSON is the JSON form of "vitae stats": the report and its tables.
type statsJSON struct {
	*analytics.Report
	Tables []analytics.Table `json:"tables"`
}

func writeStatsJSON(w io.Writer, rep *analytics.Report) error {
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	return enc.Encode(statsJSON{Report: rep, Tables: rep.Tables()})
}

// cellString writes one cell for CSV and text: numbers with
// analytics.FormatNumber, years of 0 and unknown dates blank.
func cellString(k analytics.Kind, v any) string {
	switch x := v.(type) {
	case nil:
		return ""
	case int:
		if k == analytics.Year && x == 0 {
			return ""
		}
		return strconv.Itoa(x)
	case float64:
		return analytics.FormatNumber(x)
	case cv.Date:
		return x.String()
	}
	return analytics.FormatCell(v)
}

// csvSafe keeps spreadsheets from reading CV text as a formula: a text
// cell that starts with = + - @, a tab or a carriage return gets a leading
// single quote.
func csvSafe(s string) string {
	if s != "" && strings.ContainsRune("=+-@\t\r", rune(s[0])) {
		return "'" + s
	}
	return s
}

// writeStatsCSV writes every table, each after a line "# TITLE" and
// followed by a blank line. Titles are the only one-field records.
func writeStatsCSV(w io.Writer, rep *analytics.Report, byStage bool) error {
	var b bytes.Buffer
	tables := append(rep.Tables(), rep.RankTable())
	if byStage {
		tables = append(tables, stageTables(rep.SummaryTable(), rep.Stages)...)
	}
	for i, t := range tables {
		if i > 0 {
			b.WriteString("\n")
		}
		fmt.Fprintf(&b, "# %s\n", clean(t.Title))
		cw := csv.NewWriter(&b)
		header := make([]string, len(t.Columns))
		for j, col := range t.Columns {
			header[j] = csvSafe(col.Name)
		}
		if err := cw.Write(header); err != nil {
			return err
		}
		for _, row := range t.Rows {
			rec := make([]string, len(t.Columns))
			for j, col := range t.Columns {
				if j >= len(row) {
					break
				}
				s := cellString(col.Kind, row[j])
				if col.Kind == analytics.Text {
					s = csvSafe(s)
				}
				rec[j] = s
			}
			if err := cw.Write(rec); err != nil {
				return err
			}
		}
		cw.Flush()
		if err := cw.Error(); err != nil {
			return err
		}
	}
	_, err := w.Write(b.Bytes())
	return err
}

// textTable is a table ready for the terminal.
type textTable struct {
	title   string
	headers []string
	right   []bool // right-align the column (numbers)
	rows    [][]string
}

// maxCell is the widest a text cell is printed, in runes; maxName the
// widest candidate name in a table, so the summary fits about 120 columns.
const (
	maxCell = 48
	maxName = 28
)

func numeric(k analytics.Kind) bool {
	return k == analytics.Int || k == analytics.Number || k == analytics.Year
}

// toText prepares t for the terminal. keep lists the columns to show and
// their headers (in that order); nil shows every column as named.
func toText(t analytics.Table, keep []column) textTable {
	if keep == nil {
		for _, c := range t.Columns {
			keep = append(keep, column{c.Name, c.Name})
		}
	}
	idx := map[string]int{}
	for i, c := range t.Columns {
		idx[c.Name] = i
	}
	tt := textTable{title: t.Title}
	var pick []int
	for _, k := range keep {
		i, ok := idx[k.name]
		if !ok {
			continue
		}
		pick = append(pick, i)
		tt.headers = append(tt.headers, k.header)
		tt.right = append(tt.right, numeric(t.Columns[i].Kind))
	}
	for _, row := range t.Rows {
		out := make([]string, len(pick))
		for j, i := range pick {
			if i < len(row) {
				limit := maxCell
				if t.Columns[i].Name == "Candidate" {
					limit = maxName
				}
				out[j] = truncate(clean(cellString(t.Columns[i].Kind, row[i])), limit)
			}
		}
		tt.rows = append(tt.rows, out)
	}
	return tt
}

// column picks a table column by name and gives its text header.
type column struct{ name, header string }

// write draws the table, its title underlined, columns two spaces apart.
func (t textTable) write(b *bytes.Buffer, indent string) {
	if t.title != "" {
		fmt.Fprintf(b, "%s%s\n%s%s\n", indent, t.title, indent, strings.Repeat("-", utf8.RuneCountInString(t.title)))
	}
	if len(t.rows) == 0 {
		fmt.Fprintf(b, "%s(none)\n", indent)
		return
	}
	width := make([]int, len(t.headers))
	for i, h := range t.headers {
		width[i] = utf8.RuneCountInString(h)
	}
	for _, r := range t.rows {
		for i, c := range r {
			width[i] = max(width[i], utf8.RuneCountInString(c))
		}
	}
	line := func(cells []string) {
		var l strings.Builder
		l.WriteString(indent)
		for i, c := range cells {
			pad := strings.Repeat(" ", width[i]-utf8.RuneCountInString(c))
			if i > 0 {
				l.WriteString("  ")
			}
			if t.right[i] {
				l.WriteString(pad + c)
			} else {
				l.WriteString(c + pad)
			}
		}
		b.WriteString(strings.TrimRight(l.String(), " "))
		b.WriteString("\n")
	}
	line(t.headers)
	for _, r := range t.rows {
		line(r)
	}
}

// summaryColumns is the compact candidate summary of the text format.
var summaryColumns = []column{
	{"Candidate", "Candidate"}, {"Stage", "Stage"}, {"CV as of", "As of"}, {"Stale", "Stale"},
	{"Papers per year since PhD start", "Papers/yr"}, {"Rank in stage", "In stage"}, {"Rank in cohort", "Cohort"},
	{"Papers", "Papers"}, {"First-author", "First"}, {"Fellowships", "Fellowships"},
}

// textRankMetrics are the metrics of the text rank table, which must fit
// a terminal; CSV and JSON have them all.
var textRankMetrics = []string{"papers_per_year", "first_author_share", "papers", "first_author", "fellowships", "awards", "talks"}

// shortMetric names the metrics in the narrow text rank table.
var shortMetric = map[string]string{
	"papers":             "Papers",
	"first_author":       "First",
	"first_author_share": "First share",
	"papers_per_year":    "Papers/yr",
	"top_venue_papers":   "Top venues",
	"fellowships":        "Fellowships",
	"awards":             "Awards",
	"paper_awards":       "Paper awards",
	"talks":              "Talks",
	"service":            "Service",
	"teaching":           "Teaching",
}

func writeStatsText(w io.Writer, rep *analytics.Report, byStage bool) error {
	var b bytes.Buffer
	// The selection ends with "as of YEAR" whenever the year is known.
	head := fmt.Sprintf("%d candidate(s); %d duplicate paper(s) merged; %s", len(rep.Candidates), rep.Merged, clean(rep.Selection))
	if rep.RunDate.Year > 0 {
		head += "; run date " + rep.RunDate.String()
	}
	b.WriteString(head + "\n")
	b.WriteString("Candidates are ranked on papers per year since the PhD started (the headline rate), within their career stage and in the cohort.\n")

	section := func(t textTable) {
		b.WriteString("\n")
		t.write(&b, "")
	}
	summary := rep.SummaryTable()
	summary.Title = "Candidates summary"
	if byStage {
		for _, t := range stageTables(summary, rep.Stages) {
			section(toText(t, summaryColumns))
		}
	} else {
		section(toText(summary, summaryColumns))
	}
	section(toText(rep.DistributionTable(), nil))

	section(compactRanks(rep))

	perYear := rep.PerYearTable()
	var yearCols []column
	for i, col := range perYear.Columns {
		keep := i == 0 || col.Name == "Counted" || col.Name == "Listed"
		for _, row := range perYear.Rows {
			if i < len(row) && row[i] != nil && row[i] != 0.0 && row[i] != 0 {
				keep = true
				break
			}
		}
		if keep {
			yearCols = append(yearCols, column{col.Name, col.Name})
		}
	}
	section(toText(perYear, yearCols))
	venues := rep.TopVenuesTable(10)
	venues.Title = "Top venues"
	if n := len(rep.Cohort.ByVenue); n > 10 {
		venues.Title = fmt.Sprintf("Top venues (10 of %d)", n)
	}
	section(toText(venues, nil))
	section(toText(rep.AwardCategoryTable(), nil))
	section(toText(rep.FellowshipTable(), nil))
	if merges := rep.MergesTable(); len(merges.Rows) > 0 {
		merges.Title = "Duplicates merged"
		section(toText(merges, nil))
	}
	section(toText(narrowAreas(rep.AreaTable(), 6), nil))
	q := rep.QualityTable()
	section(toText(q, nil))
	wrapList(&b, "In short:", strings.Split(strings.TrimPrefix(rep.Quality.Summary(), "data quality: "), ", "))

	for _, c := range rep.Candidates {
		candidateText(&b, c, len(rep.Candidates))
	}
	_, err := w.Write(b.Bytes())
	return err
}

// compactRanks is the rank table for a terminal: for the main metrics,
// the rank in the cohort and, in brackets, in the stage ("3 (2/4)").
func compactRanks(rep *analytics.Report) textTable {
	spec := []analytics.Column{{Name: "Candidate", Kind: analytics.Text}, {Name: "Stage", Kind: analytics.Text}}
	var ms []analytics.Metric
	for _, m := range rep.MetricList() {
		if slices.Contains(textRankMetrics, m.Name) {
			ms = append(ms, m)
			spec = append(spec, analytics.Column{Name: shortMetric[m.Name], Kind: analytics.Text})
		}
	}
	t := analytics.Table{Name: "ranks", Title: "Rank in the cohort (and within the stage); 1 = highest", Columns: spec}
	for _, c := range rep.Candidates {
		row := []any{c.Name, analytics.Label(c.Stage)}
		for _, m := range ms {
			row = append(row, fmt.Sprintf("%d (%d/%d)", c.Ranks[m.Name], c.StageRanks[m.Name], c.StageSize))
		}
		t.Rows = append(t.Rows, row)
	}
	return toText(t, nil)
}

// narrowAreas keeps a terminal's width: the first n area columns, the
// others added into one "other areas" column.
func narrowAreas(t analytics.Table, n int) analytics.Table {
	if len(t.Columns) <= n+2 {
		return t
	}
	if last := t.Columns[len(t.Columns)-1]; strings.HasPrefix(last.Name, "Top venues") {
		// the committee's top venues stay a column of their own
		areas := analytics.Table{Name: t.Name, Title: t.Title, Columns: t.Columns[:len(t.Columns)-1]}
		for _, row := range t.Rows {
			areas.Rows = append(areas.Rows, row[:len(row)-1])
		}
		out := narrowAreas(areas, n)
		out.Columns = append(out.Columns, last)
		for i := range out.Rows {
			out.Rows[i] = append(out.Rows[i], t.Rows[i][len(t.Rows[i])-1])
		}
		return out
	}
	out := analytics.Table{Name: t.Name, Title: t.Title, Columns: append(append([]analytics.Column(nil), t.Columns[:n+1]...), analytics.Column{Name: "other areas", Kind: analytics.Number})}
	for _, row := range t.Rows {
		rest := 0.0
		for _, v := range row[n+1:] {
			if f, ok := v.(float64); ok {
				rest += f
			}
		}
		out.Rows = append(out.Rows, append(append([]any(nil), row[:n+1]...), math.Round(rest*100)/100))
	}
	return out
}

// stageTables splits a table with a "Stage" column into one table per
// stage, in stage order, titled "TITLE: STAGE (N)".
func stageTables(t analytics.Table, stages []analytics.StageCount) []analytics.Table {
	col := -1
	for i, c := range t.Columns {
		if c.Name == "Stage" {
			col = i
		}
	}
	if col < 0 {
		return []analytics.Table{t}
	}
	var out []analytics.Table
	for _, st := range stages {
		g := analytics.Table{Name: t.Name + "_" + string(st.Stage), Title: fmt.Sprintf("%s: %s (%d)", t.Title, st.Label, st.N), Columns: t.Columns}
		for _, row := range t.Rows {
			if row[col] == st.Label {
				g.Rows = append(g.Rows, row)
			}
		}
		out = append(out, g)
	}
	return out
}

// candidateText writes one candidate's section.
func candidateText(b *bytes.Buffer, c *analytics.Candidate, n int) {
	title := "== " + clean(c.Name)
	if src := clean(c.Source); src != "" && src != clean(c.Name) {
		title += " (" + src + ")"
	}
	fmt.Fprintf(b, "\n%s\n", title)
	field := func(label, value string) {
		if value != "" {
			fmt.Fprintf(b, "%-16s %s\n", label+":", value)
		}
	}
	field("Stage", analytics.Label(c.Stage))
	field("Current position", clean(c.Current))
	asOf := c.AsOf.String()
	if asOf != "" {
		asOf += " (" + analytics.Label(c.AsOfSource) + ")"
		if c.Stale {
			asOf += fmt.Sprintf("; STALE: %d months old", c.AgeMonths)
		}
	}
	field("CV as of", asOf)
	if p := c.PhD; p != nil {
		phd := span(p.Start, p.End)
		if p.Expected && !p.End.Present {
			phd += " (expected)"
		}
		var extra []string
		if inst := clean(p.Institution); inst != "" {
			phd = inst + ", " + phd
		}
		if c.YearsToDegree > 0 {
			extra = append(extra, "years to degree "+analytics.FormatNumber(c.YearsToDegree))
		}
		if c.YearsSincePhD > 0 || (p.End.Year > 0 && !p.Expected && !p.End.Present) {
			extra = append(extra, "years since "+analytics.FormatNumber(c.YearsSincePhD))
		}
		if len(extra) > 0 {
			phd += "; " + strings.Join(extra, ", ")
		}
		field("PhD", phd)
	} else {
		field("PhD", "none found")
	}

	kf := c.KeyFigures()
	kt := toText(kf, nil)
	// Rank as "r/n": a rank means little without the cohort size.
	for i, row := range kf.Rows {
		if len(row) > 4 {
			kt.rows[i][4] = analytics.FormatNumber(row[4].(float64)) + "%"
		}
		if len(row) > 2 {
			if r, ok := row[2].(int); ok && r > 0 {
				kt.rows[i][2] = fmt.Sprintf("%d/%d", r, n)
			}
		}
	}
	b.WriteString("\n")
	kt.write(b, "  ")

	var years []string
	for _, y := range c.Years() {
		years = append(years, fmt.Sprintf("%d: %s", y, analytics.FormatNumber(c.Counts.ByYear[y])))
	}
	noYear := 0
	for _, p := range c.Papers {
		if p.Counted && p.Year == 0 {
			noYear++
		}
	}
	if noYear > 0 {
		years = append(years, fmt.Sprintf("no year: %d", noYear))
	}
	b.WriteString("\n")
	wrapList(b, "Papers per year:", years)
	var vs []string
	for _, v := range c.Counts.TopVenues(0) {
		vs = append(vs, fmt.Sprintf("%s %s", truncate(clean(v), 40), analytics.FormatNumber(c.Counts.ByVenue[v])))
	}
	wrapList(b, "Venues:", vs)

	// counted vs uncounted
	why := map[string]int{}
	for _, p := range c.Papers {
		if !p.Counted {
			why[p.Why]++
		}
	}
	reasons := make([]string, 0, len(why))
	for r := range why {
		reasons = append(reasons, r)
	}
	sort.Strings(reasons)
	note := fmt.Sprintf("%d of %d paper(s) counted", c.Counts.Papers, len(c.Papers))
	if len(reasons) > 0 {
		parts := make([]string, len(reasons))
		for i, r := range reasons {
			label := r
			if label == "" {
				label = "no reason given"
			}
			parts[i] = fmt.Sprintf("%s (%d)", label, why[r])
		}
		note += "; not counted: " + strings.Join(parts, ", ")
	}
	if len(c.Merged) > 0 {
		note += fmt.Sprintf("; %d duplicate(s) merged", len(c.Merged))
	}
	fmt.Fprintf(b, "  Note: %s\n", note)

	if len(c.Awards) > 0 {
		fmt.Fprintf(b, "\n  Awards (%d)\n", len(c.Awards))
		at := textTable{right: []bool{false, false, false, false}}
		at.headers = []string{"Year", "Category", "Status", "Award"}
		for _, a := range c.Awards {
			y := ""
			if a.Year != 0 {
				y = strconv.Itoa(a.Year)
				if a.EndYear != 0 && a.EndYear != a.Year {
					y += "–" + strconv.Itoa(a.EndYear)
				}
			}
			name := a.Name
			if a.Note != "" {
				name += " (" + a.Note + ")"
			}
			at.rows = append(at.rows, []string{y, string(a.Category), string(a.Status), truncate(clean(joinNonEmpty(", ", name, a.Issuer)), 80)})
		}
		at.write(b, "    ")
	}
}

// wrapList writes "  LABEL item, item, ..." wrapped at about 100 columns.
func wrapList(b *bytes.Buffer, label string, items []string) {
	if len(items) == 0 {
		fmt.Fprintf(b, "  %s (none)\n", label)
		return
	}
	const width = 100
	prefix := "  " + label + " "
	cont := strings.Repeat(" ", utf8.RuneCountInString(prefix))
	line := prefix
	first := true
	for i, it := range items {
		if i < len(items)-1 {
			it += ","
		}
		if !first && utf8.RuneCountInString(line)+1+utf8.RuneCountInString(it) > width {
			b.WriteString(line + "\n")
			line, first = cont, true
		}
		if !first {
			line += " "
		}
		line += it
		first = false
	}
	b.WriteString(line + "\n")
}
