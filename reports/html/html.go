// Package html renders an analytics.Report as one self-contained HTML page
// for a committee: a cohort overview (sortable candidate table, cohort
// distribution, charts), then one section per candidate (key figures with
// ranks, charts, awards, publications). It is one of the last stages of
// vitae's pipeline: it draws what the Report holds and never recounts.
//
// Charts come from package charts (go-echarts option types) and are drawn
// by ECharts in the browser. ECharts is inlined from the npm package
// installed at build time (see gen.go), so a report opens offline; a
// build without it says so on the page and loads ECharts from the web.
//
// CV text is untrusted. Page text goes through html/template. Chart
// options are marshalled with encoding/json, which escapes <, >, &, U+2028
// and U+2029, into a <script type="application/json"> block that is read
// with JSON.parse: chart data is never evaluated as code, and go-echarts'
// "__f__" function strings are never un-quoted (the single function the
// charts use is mapped by exact match to a function written here).
package html

import (
	"bytes"
	"embed"
	"encoding/json"
	"fmt"
	"html/template"
	"io"
	"regexp"
	"strconv"
	"strings"

	"github.com/vitae-cv/vitae/analytics"
	"github.com/vitae-cv/vitae/charts"
	"github.com/vitae-cv/vitae/reports"
)

//go:embed assets
var assets embed.FS

// echartsJS is assets/echarts.min.js, or nil when the build lacks it.
var echartsJS = func() []byte {
	b, err := assets.ReadFile("assets/echarts.min.js")
	if err != nil {
		return nil
	}
	return b
}()

// CDN is where a report made without the embedded ECharts loads it from.
const CDN = "https://cdn.jsdelivr.net/npm/echarts@5/dist/echarts.min.js"

// TopVenues is how many venues the cohort's top-venues chart shows.
const TopVenues = 15

// MaxChartCandidates bounds the candidate sections that get their own
// charts: a page for a very large cohort stays light enough to open.
const MaxChartCandidates = 200

// HasEmbeddedECharts reports whether this build inlines ECharts into its
// reports (go generate ./reports/html was run with npm available).
func HasEmbeddedECharts() bool { return len(echartsJS) > 0 }

// Write renders r as one HTML page to w.
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
	var buf bytes.Buffer
	if err := pageTmpl.Execute(&buf, p); err != nil {
		return fmt.Errorf("html: %w", err)
	}
	_, err = w.Write(buf.Bytes())
	return err
}

// page is what the template reads.
type page struct {
	Title, Date, Selection string
	AsOf, N                int
	Merged                 int
	Embedded               bool
	ECharts                template.JS
	CDN                    string
	Nav                    []navItem
	Summary, SummaryAll    tableView
	Distribution           tableView
	Charts                 []chartView
	Cands                  []candView
	Data                   template.JS
}

type navItem struct{ ID, Label string }

type chartView struct {
	ID, Title, Subtitle string
	Height              int
	Wide                bool
	Empty               string // why there is no chart; "" when there is one
	Data                *tableView
}

type candView struct {
	ID, Name, Current, PhD, Source string
	Figures                        tableView
	Charts                         []chartView
	Awards                         tableView
	Papers                         tableView
	Counted, Uncounted             int
	Merged                         []analytics.Merge
	Warnings                       int
}

type tableView struct {
	ID       string
	Caption  string
	Sortable bool
	Head     []headCell
	Rows     [][]cell
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
}

// chartJSON is one chart as the page script reads it.
type chartJSON struct {
	ID     string         `json:"id"`
	Option map[string]any `json:"option"`
}

type dataJSON struct {
	Charts  []chartJSON       `json:"charts"`
	Trusted map[string]string `json:"trusted"` // exact formatter string -> name of a page function
}

func build(r *analytics.Report, opt reports.Options) (*page, error) {
	p := &page{
		Title:     opt.TitleOrDefault(),
		Date:      opt.Date,
		Selection: r.Selection,
		AsOf:      r.AsOf,
		N:         len(r.Candidates),
		Merged:    r.Merged,
		Embedded:  HasEmbeddedECharts(),
		CDN:       CDN,
	}
	if p.Embedded {
		p.ECharts = template.JS(safeScript(echartsJS))
	}
	data := dataJSON{Trusted: map[string]string{string(charts.YearAxisFormatter): "year"}}
	add := func(views *[]chartView, c charts.Common, id string, wide bool, empty string, tbl *tableView) error {
		if isNil(c) {
			*views = append(*views, chartView{ID: id, Empty: empty, Wide: wide, Data: tbl})
			return nil
		}
		in := charts.Init(c)
		if in == nil {
			return fmt.Errorf("html: unsupported chart type %T", c)
		}
		in.ChartID = id
		title, sub := charts.Titles(c)
		c.Validate()
		o := c.JSON()
		o["title"] = map[string]any{"show": false} // the page shows it as text
		data.Charts = append(data.Charts, chartJSON{ID: id, Option: o})
		*views = append(*views, chartView{ID: id, Title: title, Subtitle: sub, Height: height(in.Height), Wide: wide, Data: tbl})
		return nil
	}

	// overview
	p.Nav = append(p.Nav, navItem{ID: "overview", Label: "Cohort overview"})
	sum := r.SummaryTable()
	p.Summary = summaryView(sum, r.Options.Fractional)
	p.SummaryAll = tableOf("t-summary-all", sum, true)
	linkNames(&p.SummaryAll)
	p.Distribution = tableOf("t-distribution", r.DistributionTable(), false)
	tv := func(id string, t analytics.Table) *tableView { v := tableOf(id, t, false); return &v }
	type cohortChart struct {
		c    charts.Common
		id   string
		wide bool
		tbl  *tableView
	}
	for _, cc := range []cohortChart{
		{nilable(charts.PubsPerYear(r)), charts.IDPubsPerYear, false, tv("t-per-year", r.PerYearTable())},
		{nilable(charts.TopVenues(r, TopVenues)), charts.IDTopVenues, false, tv("t-top-venues", r.TopVenuesTable(TopVenues))},
		{nilable(charts.VenueYearHeatmap(r)), charts.IDVenueYear, true, tv("t-venue-year", r.VenueYearTable())},
		{nilable(charts.AwardsByCategory(r)), charts.IDAwards, false, tv("t-award-categories", r.AwardCategoryTable())},
		{nilable(charts.FellowshipsPerCandidate(r)), charts.IDFellowships, false, tv("t-fellowships", r.FellowshipTable())},
		{nilable(charts.CohortTimeline(r)), charts.IDTimeline, true, tv("t-timeline", r.TimelineTable())},
	} {
		if err := add(&p.Charts, cc.c, cc.id, cc.wide, "Nothing to chart.", cc.tbl); err != nil {
			return nil, err
		}
	}

	// candidates
	for i, c := range r.Candidates {
		n := i + 1
		cv := candView{
			ID:       candID(n),
			Name:     c.Name,
			Current:  c.Current,
			Source:   c.Source,
			Counted:  c.Counts.Papers,
			Merged:   c.Merged,
			Warnings: c.Warnings,
		}
		cv.Uncounted = c.Counts.Uncounted
		if c.PhD != nil {
			cv.PhD = phdText(c.PhD)
		}
		p.Nav = append(p.Nav, navItem{ID: cv.ID, Label: c.Name})
		cv.Figures = figuresView(c, len(r.Candidates))
		if i < MaxChartCandidates {
			if err := add(&cv.Charts, nilable(charts.CandidatePubsPerYear(c)), charts.CandPubsID(n), false, "No dated publications.", nil); err != nil {
				return nil, err
			}
			if err := add(&cv.Charts, nilable(charts.CandidateVenues(c)), charts.CandVenuesID(n), false, "No counted papers.", nil); err != nil {
				return nil, err
			}
			if err := add(&cv.Charts, nilable(charts.CandidateTimeline(c, r.AsOf)), charts.CandTimelineID(n), true, "No dated education or positions.", nil); err != nil {
				return nil, err
			}
		} else {
			msg := fmt.Sprintf("Charts are drawn for the first %d candidates only, to keep the page light; this candidate's figures are in the tables here, in the workbook and in the PDF.", MaxChartCandidates)
			if err := add(&cv.Charts, nil, charts.CandPubsID(n), true, msg, nil); err != nil {
				return nil, err
			}
		}
		cv.Awards = awardsView(cv.ID+"-awards", c)
		cv.Papers = papersView(cv.ID+"-papers", c)
		p.Cands = append(p.Cands, cv)
	}

	js, err := json.Marshal(data) // escapes <, >, &, U+2028, U+2029
	if err != nil {
		return nil, fmt.Errorf("html: chart options: %w", err)
	}
	if bytes.ContainsAny(js, "<>") {
		return nil, fmt.Errorf("html: chart data is not safe to embed")
	}
	p.Data = template.JS(js)
	return p, nil
}

// nilable turns a typed nil chart into an untyped nil interface.
func nilable[T any](c *T) charts.Common {
	if c == nil {
		return nil
	}
	if cc, ok := any(c).(charts.Common); ok {
		return cc
	}
	return nil
}

func isNil(c charts.Common) bool { return c == nil }

var rePx = regexp.MustCompile(`^(\d+)px$`)

func height(h string) int {
	if m := rePx.FindStringSubmatch(h); m != nil {
		if n, err := strconv.Atoi(m[1]); err == nil && n > 0 {
			return min(n, 4000)
		}
	}
	return 360
}

func candID(n int) string { return "cand-" + strconv.Itoa(n) }

// safeScript keeps a trusted script from ending its <script> element early.
func safeScript(js []byte) string {
	s := string(js)
	s = regexp.MustCompile(`(?i)</(script)`).ReplaceAllString(s, `<\/$1`)
	return strings.ReplaceAll(s, "<!--", `<\!--`)
}

func phdText(p *analytics.PhD) string {
	var parts []string
	if p.Institution != "" {
		parts = append(parts, p.Institution)
	}
	span := p.Start.String()
	end := p.End.String()
	if p.Expected && !p.End.Present {
		if end != "" {
			end += " (expected)"
		} else {
			end = "in progress"
		}
	}
	if span != "" || end != "" {
		parts = append(parts, strings.TrimSpace(span+" – "+end))
	}
	return strings.Join(parts, ", ")
}

func isNum(k analytics.Kind) bool {
	return k == analytics.Int || k == analytics.Number || k == analytics.Year
}

func cellOf(v any, k analytics.Kind) cell {
	c := cell{Text: analytics.FormatCellKind(v, k), Num: isNum(k), Nowrap: k == analytics.Date}
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
func tableOf(id string, t analytics.Table, sortable bool) tableView {
	v := tableView{ID: id, Caption: t.Title, Sortable: sortable}
	for _, c := range t.Columns {
		v.Head = append(v.Head, headCell{Name: c.Name, Num: isNum(c.Kind)})
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

// linkNames links a candidate column (the first) to the candidates'
// sections; rows are in report order.
func linkNames(v *tableView) {
	for i := range v.Rows {
		v.Rows[i][0].Href = "#" + candID(i+1)
	}
}

// summaryColumns are the summary table's columns shown on the page; the
// whole table is one click away.
var summaryColumns = []string{"Candidate", "Current position", "PhD end", "Years since PhD", "Papers", "Credit", "First-author",
	"Papers per career year", "Papers with awards", "Fellowships", "Awards won", "Talks", "Rank (papers)"}

func summaryView(t analytics.Table, fractional bool) tableView {
	idx := map[string]int{}
	for i, c := range t.Columns {
		idx[c.Name] = i
	}
	var keep []int
	for _, name := range summaryColumns {
		if name == "Credit" && !fractional {
			continue // the same as Papers
		}
		if i, ok := idx[name]; ok {
			keep = append(keep, i)
		}
	}
	sub := analytics.Table{Name: t.Name, Title: t.Title}
	for _, i := range keep {
		sub.Columns = append(sub.Columns, t.Columns[i])
	}
	for _, row := range t.Rows {
		r := make([]any, len(keep))
		for j, i := range keep {
			r[j] = row[i]
		}
		sub.Rows = append(sub.Rows, r)
	}
	v := tableOf("t-summary", sub, true)
	linkNames(&v)
	return v
}

func figuresView(c *analytics.Candidate, n int) tableView {
	t := c.KeyFigures()
	v := tableView{ID: "", Caption: t.Title, Head: []headCell{{Name: "Figure"}, {Name: "Value", Num: true}, {Name: "Rank", Num: true}}}
	for _, row := range t.Rows {
		rank, _ := row[2].(int)
		rk := cell{Num: true}
		if rank > 0 {
			rk.Text = fmt.Sprintf("%d of %d", rank, n)
			rk.Sort = strconv.Itoa(rank)
		}
		v.Rows = append(v.Rows, []cell{{Text: analytics.FormatCell(row[0])}, cellOf(row[1], analytics.Number), rk})
	}
	return v
}

func awardsView(id string, c *analytics.Candidate) tableView {
	v := tableView{ID: id, Caption: "Awards and fellowships", Sortable: true, Head: []headCell{
		{Name: "Year", Num: true}, {Name: "Award"}, {Name: "Category"}, {Name: "Status"}, {Name: "Issuer"}, {Name: "Note"}}}
	for _, a := range c.Awards {
		year := cellOf(a.Year, analytics.Year)
		if a.EndYear > 0 {
			year.Text += "–" + strconv.Itoa(a.EndYear)
		}
		v.Rows = append(v.Rows, []cell{year, {Text: a.Name}, {Text: strings.ReplaceAll(string(a.Category), "_", " ")},
			{Text: strings.ReplaceAll(string(a.Status), "_", " ")}, {Text: a.Issuer}, {Text: a.Note}})
	}
	return v
}

func papersView(id string, c *analytics.Candidate) tableView {
	v := tableView{ID: id, Caption: "Publications", Sortable: true, Head: []headCell{
		{Name: "Year", Num: true}, {Name: "Title"}, {Name: "Venue"}, {Name: "Type"}, {Name: "Status"},
		{Name: "Place", Num: true}, {Name: "Awards"}, {Name: "Counted"}}}
	for _, p := range c.Papers {
		place := cell{Num: true}
		switch {
		case p.Place > 0 && p.Authors > 0:
			place.Text = fmt.Sprintf("%d/%d", p.Place, p.Authors)
			place.Sort = strconv.Itoa(p.Place)
		case p.Authors > 0:
			place.Text = fmt.Sprintf("?/%d", p.Authors)
		}
		if p.Equal {
			place.Text += " *"
		}
		venue := cell{Text: p.Venue}
		if p.Area != "" {
			venue.Note = p.Area
		}
		counted := cell{Text: "yes"}
		if !p.Counted {
			counted = cell{Text: "no", Note: p.Why}
		}
		status := p.Status.Label()
		v.Rows = append(v.Rows, []cell{cellOf(p.Year, analytics.Year), {Text: p.Title}, venue, {Text: string(p.Type)},
			{Text: status}, place, {Text: strings.Join(p.Awards, "; ")}, counted})
	}
	return v
}
