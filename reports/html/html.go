// Package html renders an analytics.Report as one self-contained HTML page
// for a committee: a cohort overview (a paged candidates table that sorts
// on every column and searches names, stages and venues; the cohort
// distribution; cohort charts), the data quality section, and each
// candidate's section (key figures with ranks, charts, awards,
// publications), built when the candidate is opened. It is one of the
// last stages of vitae's pipeline: it draws what the Report holds and
// never recounts.
//
// The page scales to tens of thousands of candidates: the data goes into
// it once, as compact JSON (rows as arrays, every string an index into
// one string table; gzip in base64 from GzipCandidates on), and the page
// script (assets/page.js) keeps only what is on screen in the DOM: a page
// of table rows, the opened candidate, and the charts near the viewport
// (drawn when they come near, disposed when far). Every candidate gets the
// same charts. The output is streamed: the page shell through
// html/template, then the data one candidate at a time.
//
// Charts come from package charts: cohort charts as ECharts options built
// in Go (go-echarts option types); candidate charts as chart models
// (charts.Chart: categories, series, spans, colours from charts.Color)
// that page.js turns into the same options. ECharts is vendored in the
// module (assets/) and inlined into the page, so a report draws its
// charts offline.
//
// CV text is untrusted. Page text goes through html/template. The data
// block's strings are written as encoding/json writes them (appendString,
// held to it by a test and a fuzz target), which escapes <, >, &,
// U+2028 and U+2029; the block is read with JSON.parse and never
// evaluated; the page script sets text with textContent, never as HTML;
// go-echarts' "__f__" function strings are never un-quoted (the single
// function the charts use is mapped by exact match to a function written
// in page.js).
package html

import (
	"bufio"
	"bytes"
	_ "embed"
	"encoding/base64"
	"fmt"
	"io"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/klauspost/compress/gzip"

	"github.com/vitae-cv/vitae/analytics"
	"github.com/vitae-cv/vitae/charts"
	"github.com/vitae-cv/vitae/reports"
)

// echartsJS is ECharts, vendored in the module (assets/README.md says
// which version and under what licence) and inlined into every report, so
// a report draws its charts with no network: on a train, behind a
// firewall, years from now.
//
//go:embed assets/echarts.min.js
var echartsJS []byte

// EChartsVersion is the version of the vendored ECharts.
//
//go:embed assets/ECHARTS-VERSION
var echartsVersion string

// EChartsVersion is the version of ECharts inlined into the reports.
func EChartsVersion() string { return strings.TrimSpace(echartsVersion) }

// TopVenues is how many venues the cohort's top-venues chart shows.
const TopVenues = 15

// PageSize is how many rows a table of the page shows at a time.
const PageSize = 50

// Write renders r as one HTML page to w, streaming: the page shell
// (html/template, no per-candidate data), then the data block (JSON,
// one candidate at a time), then the scripts.
func Write(w io.Writer, r *analytics.Report, opt reports.Options) error {
	if err := opt.Validate(); err != nil {
		return err
	}
	if r == nil {
		return fmt.Errorf("html: no report")
	}
	p, err := build(r, opt)
	if err != nil {
		return err
	}
	bw := bufio.NewWriterSize(w, 64<<10)
	if err := pageTmpl.Execute(bw, p); err != nil {
		return fmt.Errorf("html: %w", err)
	}
	if err := writeBlock(bw, r, p); err != nil {
		return err
	}
	d := newDataWriter(bw)
	// ECharts in a script element the browser does not run: the page
	// script runs it once the table is usable (loadECharts in page.js)
	d.raw("</script>\n<script type=\"text/x-vitae-echarts\" id=\"vitae-echarts\">")
	d.raw(safeECharts())
	d.raw("</script>\n<script>")
	d.raw(matrixJS)
	d.raw(compareJS) // before page.js, which hands it the data, in the same element
	d.raw(pageJS)
	d.raw("</script>\n</body>\n</html>\n")
	if d.err != nil {
		return d.err
	}
	return bw.Flush()
}

// GzipCandidates is the cohort size from which the data block is
// compressed (gzip at its fastest level, in base64): the JSON of 10,000
// generated candidates is about 26 MB and shrinks about 8 times (names,
// venues, titles and column texts repeat), so the page stays small and
// the browser unpacks it natively (DecompressionStream) in well under a
// second. Smaller reports keep plain JSON, which any browser reads.
const GzipCandidates = 500

// writeBlock writes the data block: plain JSON, or gzip in base64 for a
// cohort of GzipCandidates or more, streamed through the compressor.
func writeBlock(bw *bufio.Writer, r *analytics.Report, p *page) error {
	if len(r.Candidates) < GzipCandidates {
		d := newDataWriter(bw)
		d.raw(`<script type="application/json" id="vitae-data">`)
		writeData(d, r, p)
		return d.err
	}
	if _, err := bw.WriteString(`<script type="application/octet-stream" id="vitae-data" data-encoding="gzip+base64">`); err != nil {
		return err
	}
	b64 := base64.NewEncoder(base64.StdEncoding, bw)
	gz, err := gzip.NewWriterLevel(b64, gzip.BestSpeed)
	if err != nil {
		return err
	}
	zw := bufio.NewWriterSize(gz, 64<<10)
	d := newDataWriter(zw)
	writeData(d, r, p)
	for _, err := range []error{d.err, zw.Flush(), gz.Close(), b64.Close()} {
		if err != nil {
			return err
		}
	}
	return nil
}

// writeData writes the page's data block (see dataWriter).
func writeData(d *dataWriter, r *analytics.Report, p *page) {
	d.raw(`{"trusted":`)
	d.value(map[string]string{string(yearAxisFormatter): "year"})
	d.raw(`,"headline":`)
	d.value(d.str(p.Headline))
	d.raw(`,"pageSize":`)
	d.value(PageSize)
	d.raw(`,"charts":`)
	d.value(p.chartData)
	d.raw(`,"tables":`)
	d.raw("[")
	for i, v := range p.lazy {
		if i > 0 {
			d.raw(",")
		}
		d.tableJSON(v)
	}
	d.raw("]")
	sum := newSummaryRows(r)
	head := sum.head
	cols := make([]any, len(head))
	for i, h := range head {
		cols[i] = []any{d.str(h.Name), b2i(h.Num)}
	}
	d.raw(`,"cols":`)
	d.value(cols)
	if p.paged != nil {
		d.raw(`,"paging":`)
		writePaging(d, r, p, head)
	}
	stages := make([]any, len(r.Stages))
	for i, st := range r.Stages {
		stages[i] = []any{d.str(string(st.Stage)), d.str(st.Label), st.N}
	}
	d.raw(`,"stages":`)
	d.value(stages)
	kinds := make([]any, len(charts.SpanKinds))
	for i, k := range charts.SpanKinds {
		kinds[i] = []any{d.str(k), d.str(analytics.Label(k)), d.str(charts.Color(charts.GroupKind, k))}
	}
	d.raw(`,"kinds":`)
	d.value(kinds)
	d.raw(`,"expected":`)
	d.value([]any{d.str(charts.SeriesExpected), d.str(charts.Color(charts.GroupMark, "expected"))})
	d.raw(`,"cands":[`)
	writeCandidates(d, r, p, sum)
	d.raw(`],"s":`)
	d.strings()
	d.raw("}")
}

// writeCandidates writes the candidates, one a line, each with its row
// of the summary table, made in one reused slice.
func writeCandidates(d *dataWriter, r *analytics.Report, p *page, sum *summaryRows) {
	var row []any
	for i, c := range r.Candidates {
		if i > 0 {
			d.raw(",\n")
		}
		row = analytics.AppendSummaryRow(row[:0], c)
		d.candidate(r, c, sum, row)
		d.emit()
	}
}

// page is what the template reads.
type page struct {
	Title, Date, Selection string
	AsOf, N                int
	RunDate                string
	Merged                 int
	Nav                    []navItem
	Stages                 []stageView
	Headline               string // the label of the metric ranks are on
	Summary, SummaryAll    tableView
	Ranks                  tableView
	Matrix                 tableView // candidates × top venues (matrix.go)
	Distribution           tableView
	Areas                  tableView
	Charts                 []chartView
	Quality                qualityView
	Changes                *changesView // the changes since the previous run; nil outside scheduled runs
	Compare                *compareView // the shortlist side by side (--compare); nil without one
	PageSize               int
	// Corrected: a paper or award carries a correction mark, which gets
	// its own badge style (only then, so other pages are unchanged).
	Corrected bool
	chartData []chartJSON
	lazy      []tableView  // the tables in the data block, in page order
	paged     []pagedChart // cohort charts paged by the page script (paging.go)
}

// InlineRows is the most rows a table of the page is written as HTML
// with; longer ones go into the data block and are drawn paged.
const InlineRows = 100

// lazyTables lists the tables the page script draws (see
// tableView.Lazy) for the data block, in page order.
func (p *page) lazyTables() {
	for _, v := range []*tableView{&p.SummaryAll, &p.Ranks, &p.Matrix, &p.Areas, &p.Distribution} {
		if v.Lazy {
			p.lazy = append(p.lazy, *v)
		}
	}
	for i := range p.Charts {
		if v := p.Charts[i].Data; v != nil && v.Lazy {
			p.lazy = append(p.lazy, *v)
		}
	}
	p.lazyChanges()
	for _, v := range []*tableView{&p.Quality.Issues, &p.Quality.Warnings} {
		if v.Lazy {
			p.lazy = append(p.lazy, *v)
		}
	}
}

// stageView is one career stage of the cohort, for the stage filter.
type stageView struct {
	Key, Label string
	N          int
}

// qualityView is the data quality section.
type qualityView struct {
	Summary  string
	Issues   tableView
	Warnings tableView
	NWarn    int
}

type navItem struct{ ID, Label string }

type chartView struct {
	ID, Title, Subtitle string
	Height              int
	Wide                bool
	Empty               string // why there is no chart; "" when there is one
	Page                int    // candidates per page, for a chart the page script pages (paging.go)
	Data                *tableView
}

type tableView struct {
	// Lazy tables are drawn by the page script from the data block,
	// paged: the overview's tables with a row per candidate, and any
	// table longer than InlineRows.
	Lazy     bool
	NRows    int                     // rows of the table (of src, when Lazy)
	src      *analytics.Table        // a Lazy table's rows, encoded as the data block is written
	chunks   *analytics.CohortChunks // or, for a long one, its rows made as they are written (chunked.go)
	columns  []analytics.Column      // and its columns
	linked   bool                    // a Lazy table's first column names the candidate of the row, in report order
	ID       string
	Caption  string
	Sortable bool
	Head     []headCell
	Rows     [][]cell
	// Groups, when set, are shown instead of Rows: one tbody each, under
	// a heading row, sorted within the group and filtered by Key.
	Groups []rowGroup
}

// rowGroup is a group of table rows under a heading (a career stage).
type rowGroup struct {
	Key, Label string
	Rows       [][]cell
}

type headCell struct {
	Name string
	Num  bool
}

type cell struct {
	Text   string
	Num    bool
	Sort   string // sort key for numbers; "" sorts as text
	Href   string // an in-page anchor ("#cand-2"); never CV text
	Note   string // a muted second line
	Nowrap bool
	Badge  string // a small label after the text ("stale", "expected")
	// BadgeClass styles the badge: "stale", "expected" or "ongoing"
	// (set by this package, never from CV text).
	BadgeClass string
	// Hover is shown when the pointer rests on the cell (its title): how
	// a figure is made, why a stage.
	Hover string
}

// chartJSON is one chart as the page script reads it.
type chartJSON struct {
	ID     string         `json:"id"`
	Option map[string]any `json:"option"`
}

func build(r *analytics.Report, opt reports.Options) (*page, error) {
	p := &page{
		Title:     opt.TitleOrDefault(),
		Date:      opt.Date,
		Selection: r.Selection,
		AsOf:      r.AsOf,
		RunDate:   r.RunDate.String(),
		N:         len(r.Candidates),
		Headline:  analytics.HeadlineLabel(),
		Merged:    r.Merged,
		PageSize:  PageSize,
		Corrected: r.AnyCorrected() || r.AnyStageCorrected(),
	}
	add := func(views *[]chartView, m *charts.Chart, id string, wide bool, empty string, tbl *tableView) error {
		c := echartsOf(m)
		if c == nil {
			*views = append(*views, chartView{ID: id, Empty: empty, Wide: wide, Data: tbl})
			return nil
		}
		in := echartsInit(c)
		if in == nil {
			return fmt.Errorf("html: unsupported chart type %T", c)
		}
		in.ChartID = id
		title, sub := echartsTitles(c)
		c.Validate()
		o := c.JSON()
		o["title"] = map[string]any{"show": false} // the page shows it as text
		p.chartData = append(p.chartData, chartJSON{ID: id, Option: o})
		*views = append(*views, chartView{ID: id, Title: title, Subtitle: sub, Height: height(in.Height), Wide: wide, Data: tbl})
		return nil
	}

	// overview
	p.Nav = append(p.Nav, navItem{ID: "overview", Label: "Cohort overview"}, navItem{ID: "candidates", Label: "Candidates"}, navItem{ID: MatrixID, Label: "Venue matrix"})
	if p.Changes = changesOf(r); p.Changes != nil {
		p.Nav = append(p.Nav, navItem{ID: "changes", Label: p.Changes.Title})
	}
	p.Nav = append(p.Nav, navItem{ID: "data-quality", Label: "Data quality"})
	for _, st := range r.Stages {
		p.Stages = append(p.Stages, stageView{Key: string(st.Stage), Label: st.Label, N: st.N})
	}
	p.SummaryAll = lazyChunked("t-summary-all", chunkedTable(r, "summary"), true)
	p.Ranks = lazyChunked("t-ranks", chunkedTable(r, "ranks"), true)
	p.Matrix = matrixView(r)
	p.Distribution = tableOf("t-distribution", r.DistributionTable(), false)
	p.Areas = lazyChunked("t-areas", chunkedTable(r, "areas"), true)
	p.Quality = qualityOf(r)
	tv := func(id string, t analytics.Table) *tableView { v := tableOf(id, t, false); return &v }
	chunkedView := func(id string, ch analytics.CohortChunks) *tableView { v := chunkedOf(id, ch, false); return &v }
	type cohortChart struct {
		c    *charts.Chart
		id   string
		wide bool
		tbl  *tableView
	}
	models := map[string]*charts.Chart{}
	fellows := chunkedTable(r, "fellowships") // a sort of the whole cohort: made once
	for _, cc := range []cohortChart{
		{charts.PerYear(r), charts.IDPubsPerYear, false, tv("t-per-year", r.PerYearTable())},
		{charts.TopVenues(r, TopVenues), charts.IDTopVenues, false, tv("t-top-venues", r.TopVenuesTable(TopVenues))},
		{charts.VenueYear(r), charts.IDVenueYear, true, tv("t-venue-year", r.VenueYearTable())},
		{charts.Awards(r), charts.IDAwards, false, tv("t-award-categories", r.AwardCategoryTable())},
		{charts.FellowshipsFirst(fellows, charts.MaxCohortRows), charts.IDFellowships, false, chunkedView("t-fellowships", fellows)},
		{charts.Timeline(r), charts.IDTimeline, true, chunkedView("t-timeline", chunkedTable(r, "timeline"))},
	} {
		models[cc.id] = cc.c
		if err := add(&p.Charts, cc.c, cc.id, cc.wide, "Nothing to chart.", cc.tbl); err != nil {
			return nil, err
		}
	}

	p.paged = pagedCharts(p, models, len(r.Candidates))
	p.lazyTables()
	if err := p.compareOf(r, add); err != nil {
		return nil, err
	}
	return p, nil
}

var rePx = regexp.MustCompile(`^(\d+)px$`)

func height(h string) int {
	if m := rePx.FindStringSubmatch(h); m != nil {
		if n, err := strconv.Atoi(m[1]); err == nil && n > 0 {
			return min(n, 4000)
		}
	}
	return 360
}

// safeECharts is safeScript(echartsJS), made once: a megabyte through
// a regular expression is not redone for every report.
var safeECharts = sync.OnceValue(func() string { return safeScript(echartsJS) })

// safeScript keeps a trusted script from ending its <script> element early.
func safeScript(js []byte) string {
	s := string(js)
	if !mayEndScript(js) {
		return s // nothing to escape (ECharts: a megabyte)
	}
	s = regexp.MustCompile(`(?i)</(script)`).ReplaceAllString(s, `<\/$1`)
	return strings.ReplaceAll(s, "<!--", `<\!--`)
}

// mayEndScript reports whether safeScript may have to change js: it
// holds "<!--", or "</" followed by "script" in any case or by a byte
// outside ASCII within seven bytes (the case-insensitive match also takes
// "ſ", U+017F, for "s").
func mayEndScript(js []byte) bool {
	for at := 0; ; {
		i := bytes.IndexByte(js[at:], '<')
		if i < 0 {
			return false
		}
		rest := js[at+i+1:]
		if bytes.HasPrefix(rest, []byte("!--")) {
			return true
		}
		if len(rest) > 0 && rest[0] == '/' && mayBeScript(rest[1:]) {
			return true
		}
		at += i + 1
	}
}

// mayBeScript reports whether b may open with "script" in any case: its
// first six bytes are that, or one of its first seven is not ASCII.
func mayBeScript(b []byte) bool {
	for _, c := range b[:min(len(b), 7)] {
		if c >= utf8.RuneSelf {
			return true
		}
	}
	return len(b) >= 6 && bytes.EqualFold(b[:6], []byte("script"))
}

func cellOf(v any, k analytics.Kind) cell {
	c := cell{Text: analytics.FormatCellKind(v, k), Num: k.Numeric(), Nowrap: k == analytics.Date}
	if c.Num {
		switch x := v.(type) {
		case int:
			if !(k == analytics.Year && x == 0) {
				c.Sort = strconv.Itoa(x)
			}
		case float64:
			c.Sort = strconv.FormatFloat(x, 'f', -1, 64)
		}
	}
	return c
}

// tableOf shows an analytics table as it is.
// A table longer than InlineRows is Lazy: drawn by the page script from
// the data block.
func tableOf(id string, t analytics.Table, sortable bool) tableView {
	if len(t.Rows) > InlineRows {
		return lazyTable(id, t, false)
	}
	v := tableView{ID: id, Caption: t.Title, Sortable: sortable, NRows: len(t.Rows)}
	for _, c := range t.Columns {
		v.Head = append(v.Head, headCell{Name: c.Name, Num: c.Kind.Numeric()})
	}
	for _, row := range t.Rows {
		cells := make([]cell, len(row))
		for i, x := range row {
			cells[i] = cellOf(x, t.Columns[i].Kind)
		}
		v.Rows = append(v.Rows, cells)
	}
	return v
}

// lazyTable is a table the page script draws from the data block;
// linked: its first column names the candidate of the row, in report
// order.
func lazyTable(id string, t analytics.Table, linked bool) tableView {
	v := tableView{ID: id, Caption: t.Title, Sortable: true, Lazy: true, NRows: len(t.Rows), src: &t, linked: linked}
	for _, c := range t.Columns {
		v.Head = append(v.Head, headCell{Name: c.Name, Num: c.Kind.Numeric()})
	}
	return v
}

// summaryColumns are the summary table's columns shown on the page; the
// whole table is one click away.
var summaryColumns = []string{"Candidate", "Stage", "Current position", "CV as of", "PhD end", "Years since PhD",
	"Papers per year since PhD start", "Rank in stage", "Rank in cohort",
	"Papers", "Credit", "First-author", "Not counted (preprints etc.)", "Fellowships"}

// summaryRows are the candidates table of the overview: the columns of
// summaryColumns, the CV date with where it came from and a stale badge,
// the PhD end with an expected or ongoing badge, ranks on the headline
// rate in the stage ("1 of 2") and in the cohort; one row per candidate,
// in report order (the page groups them by stage), each made when its
// candidate is written (cells), so the page's writer never holds them
// all.
type summaryRows struct {
	r       *analytics.Report
	columns []analytics.Column
	idx     map[string]int
	keep    []int
	head    []headCell
}

// newSummaryRows picks the summary table's columns shown.
func newSummaryRows(r *analytics.Report) *summaryRows {
	columns := analytics.SummaryColumns()
	idx := map[string]int{}
	for i, c := range columns {
		idx[c.Name] = i
	}
	var keep []int
	for _, name := range summaryColumns {
		if name == "Credit" && !r.Options.Fractional {
			continue // the same as Papers
		}
		if i, ok := idx[name]; ok {
			keep = append(keep, i)
		}
	}
	var head []headCell
	for _, i := range keep {
		head = append(head, headCell{Name: columns[i].Name, Num: columns[i].Kind.Numeric()})
	}
	return &summaryRows{r: r, columns: columns, idx: idx, keep: keep, head: head}
}

// cells is candidate c's row.
func (s *summaryRows) cells(c *analytics.Candidate) []cell {
	row := analytics.SummaryRow(c)
	cells := make([]cell, len(s.keep))
	why := whyOf(s.r, c)
	for j, i := range s.keep {
		cells[j] = summaryCell(s.r, s.columns[i], row, s.idx, c, why)
	}
	return cells
}

// write appends candidate c's row as d.row(s.cells(c)) does, from row,
// c's row of analytics' summary table (SummaryRow): the columns shown as
// they are written from their values (tableCell), the others made by
// markedCell with why, c's hovers.
func (s *summaryRows) write(d *dataWriter, c *analytics.Candidate, row []any, why candWhy) {
	d.open()
	for _, i := range s.keep {
		if x, ok := markedCell(s.r, s.columns[i], row, s.idx, c, why); ok {
			d.cell(x)
		} else {
			d.tableCell(row[i], s.columns[i].Kind)
		}
	}
	d.close()
}

// summaryCell is one cell of the candidates table.
func summaryCell(r *analytics.Report, column analytics.Column, row []any, idx map[string]int, c *analytics.Candidate, why candWhy) cell {
	if x, ok := markedCell(r, column, row, idx, c, why); ok {
		return x
	}
	return cellOf(row[idx[column.Name]], column.Kind)
}

// markedCell is a cell of the candidates table that is more than its
// value (a note, a badge, a hover, a rank's text); false for the others.
// why holds c's hovers, made once per candidate.
func markedCell(r *analytics.Report, column analytics.Column, row []any, idx map[string]int, c *analytics.Candidate, why candWhy) (cell, bool) {
	col := func(name string) any { return row[idx[name]] }
	name := column.Name
	switch name {
	case "CV as of":
		x := cellOf(col(name), analytics.Date)
		x.Nowrap = false // the note may wrap
		x.Note = analytics.FormatCell(col("As of from"))
		if c.Stale {
			x.Badge, x.BadgeClass = "stale", "stale"
			x.Note = strings.TrimSpace(x.Note + "; " + c.AgeLabel())
			x.Hover = why.stale
		}
		return x, true
	case "Stage":
		x := cellOf(col(name), column.Kind)
		x.Hover = c.StageWhy
		if m := c.StageMark(); m != "" {
			x.Badge, x.BadgeClass = m, "corrected"
		}
		return x, true
	case analytics.HeadlineLabel():
		x := cellOf(col(name), column.Kind)
		x.Hover = why.rate
		return x, true
	case "PhD end":
		x := cellOf(col(name), analytics.Date)
		switch st := analytics.PhDStatus(c); st {
		case "expected", "ongoing":
			x.Badge, x.BadgeClass = st, st
		}
		return x, true
	case "Rank in stage":
		x := cell{Num: true}
		if rk := c.StageRanks.Of(analytics.Headline); rk > 0 {
			x.Text, x.Sort = analytics.RankOf(rk, c.StageSize), strconv.Itoa(rk)
			x.Note = "percentile " + analytics.FormatNumber(c.StagePercentiles.Of(analytics.Headline))
		}
		return x, true
	case "Rank in cohort":
		x := cell{Num: true}
		if rk := c.Ranks.Of(analytics.Headline); rk > 0 {
			x.Text, x.Sort = analytics.RankOf(rk, len(r.Candidates)), strconv.Itoa(rk)
		}
		return x, true
	}
	return cell{}, false
}

// candWhy are a candidate's hovers that both its fields and its summary
// cells show, made once: why its CV is stale (StaleHover), how its
// headline rate is made (RateWhy).
type candWhy struct{ stale, rate string }

func whyOf(r *analytics.Report, c *analytics.Candidate) candWhy {
	return candWhy{stale: r.StaleHover(c), rate: c.RateWhy()}
}

// qualityOf is the data quality section: the one-line summary, the
// issues (QualityTable) and every parser warning (WarningsTable).
func qualityOf(r *analytics.Report) qualityView {
	q := qualityView{Summary: r.Quality.Summary()}
	q.Issues = tableOf("t-quality", r.QualityTable(), true)
	q.Warnings = tableOf("t-warnings", r.WarningsTable(), true)
	q.NWarn = q.Warnings.NRows
	return q
}
