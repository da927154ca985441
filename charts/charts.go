// Package charts builds the report's charts as go-echarts charts, one
// function per chart, from the tables and fields of an analytics.Report.
// It sits between analytics and the renderers: it never parses and never
// recounts, it only lays out numbers analytics computed.
//
// Every chart has a fixed ChartID (see the ID constants and the Cand*
// functions), so a report renders byte for byte the same each time. A
// function returns nil when there is nothing to draw.
//
// Chart text (titles, categories, series names) may come from CVs and is
// untrusted. go-echarts' own page renderer does not escape chart options
// and turns any string wrapped in "__f__" into JavaScript, so never render
// these charts with it: reports/html marshals the options with
// encoding/json (HTML escaping on) and hands them to ECharts as data.
package charts

import (
	"fmt"
	"math"
	"sort"
	"strconv"
	"strings"

	ec "github.com/go-echarts/go-echarts/v2/charts"
	"github.com/go-echarts/go-echarts/v2/opts"

	"github.com/vitae-cv/vitae/analytics"
	"github.com/vitae-cv/vitae/cv"
)

// Chart ids of the cohort charts.
const (
	IDPubsPerYear  = "chart-pubs-per-year"
	IDVenueYear    = "chart-venue-year"
	IDTopVenues    = "chart-top-venues"
	IDAwards       = "chart-awards"
	IDFellowships  = "chart-fellowships"
	IDTimeline     = "chart-timeline"
	MaxHeatmapRows = 30 // venues shown in the venue × year heatmap

	// MaxCohortRows bounds the candidates drawn in cohort-wide charts of
	// one row per candidate (fellowships, timelines): past it a chart is
	// unreadable, and each candidate's own charts are in their section.
	MaxCohortRows = 40
)

// YearAxisFormatter is the axis label formatter of the timeline's year
// axis: ECharts would otherwise print 2,015. It is the only function
// these charts use; a renderer that does not un-quote go-echarts
// functions should map exactly this string to its own function (as
// reports/html does) and never evaluate any other.
var YearAxisFormatter = opts.FuncOpts("function (v) { return String(v); }")

// Colours are fixed per series key, so a kind, type or status has the
// same colour in every chart.
var (
	// SpanKinds orders the kinds of timeline spans (education levels and
	// position kinds).
	SpanKinds = []string{"phd", "masters", "bachelors", "postdoc", "faculty", "research", "visiting", "industry", "internship", "teaching", "other"}

	kindColors = map[string]string{
		"phd": "#1f4e9a", "masters": "#4a7fd1", "bachelors": "#9dbcec",
		"postdoc": "#2a9d8f", "faculty": "#6a4c93", "research": "#3aa655", "visiting": "#a3c94a",
		"industry": "#e05a47", "internship": "#f4a261", "teaching": "#e9c46a", "other": "#9e9e9e",
	}
	typeColors = map[cv.PubType]string{
		cv.TypeConference: "#4e79a7", cv.TypeJournal: "#59a14f", cv.TypeWorkshop: "#76b7b2", cv.TypeBook: "#b07aa1",
		cv.TypeThesis: "#9c755f", cv.TypePatent: "#edc948", cv.TypePreprint: "#bab0ac", cv.TypeOther: "#ff9da7",
	}
	statusColors = map[string]string{
		string(cv.StatusAwarded): "#2e7d32", string(cv.StatusFinalist): "#f9a825",
		string(cv.StatusNominee): "#90a4ae", string(cv.StatusHonorableMention): "#8d6e63",
		"Awarded": "#2e7d32", "Finalist": "#f9a825", "Nominee": "#90a4ae",
	}
	extraColors = []string{"#59a14f", "#e15759", "#76b7b2", "#edc948", "#b07aa1", "#ff9da7", "#9c755f"}
)

// KindColor is the colour of a timeline span kind.
func KindColor(kind string) string {
	if c, ok := kindColors[kind]; ok {
		return c
	}
	return kindColors["other"]
}

// CandPubsID, CandVenuesID and CandTimelineID are the chart ids of the
// i-th candidate's charts (1-based, in report order). The Candidate*
// functions, which do not know i, use an id derived from the candidate's
// key; renderers set these instead.
func CandPubsID(i int) string     { return fmt.Sprintf("cand-%d-pubs", i) }
func CandVenuesID(i int) string   { return fmt.Sprintf("cand-%d-venues", i) }
func CandTimelineID(i int) string { return fmt.Sprintf("cand-%d-timeline", i) }

func keyID(c *analytics.Candidate, what string) string {
	// FNV-1a of the key: stable, and free of the key's characters
	h := uint32(2166136261)
	for i := 0; i < len(c.Key); i++ {
		h ^= uint32(c.Key[i])
		h *= 16777619
	}
	return fmt.Sprintf("cand-%08x-%s", h, what)
}

// common options of every chart
func base(id, title, subtitle string, height int, g opts.Grid) []ec.GlobalOpts {
	return []ec.GlobalOpts{
		ec.WithInitializationOpts(opts.Initialization{ChartID: id, Width: "100%", Height: px(height), PageTitle: title}),
		// Renderers show the title as text beside the chart; set Show to
		// draw it in the canvas too (and move the legend and grid down).
		ec.WithTitleOpts(opts.Title{Show: opts.Bool(false), Title: title, Subtitle: subtitle, Left: "center"}),
		ec.WithAnimation(false),
		ec.WithLegendOpts(legend(nil)),
		ec.WithGridOpts(g), // WithGridOpts appends: once per chart
	}
}

func legend(data []string) opts.Legend {
	l := opts.Legend{Show: opts.Bool(true), Top: "0", Left: "center", ItemWidth: 14, ItemHeight: 10, TextStyle: &opts.TextStyle{FontSize: 12}}
	if data != nil {
		l.Data = data
	}
	return l
}

func grid(top, bottom int) opts.Grid {
	return opts.Grid{Left: "8", Right: "36", Top: strconv.Itoa(top), Bottom: strconv.Itoa(bottom), ContainLabel: opts.Bool(true)}
}

func px(n int) string { return strconv.Itoa(n) + "px" }

func round2(x float64) float64 { return math.Round(x*100) / 100 }

// yearRange fills the gaps between the first and last year, so bars stand
// on a regular time axis.
func yearRange(years []int) []int {
	if len(years) == 0 {
		return nil
	}
	lo, hi := years[0], years[len(years)-1]
	out := make([]int, 0, hi-lo+1)
	for y := lo; y <= hi; y++ {
		out = append(out, y)
	}
	return out
}

func yearLabels(ys []int) []string {
	out := make([]string, len(ys))
	for i, y := range ys {
		out[i] = strconv.Itoa(y)
	}
	return out
}

func num(v any) float64 {
	switch x := v.(type) {
	case float64:
		return x
	case int:
		return float64(x)
	}
	return 0
}

// str is a text cell; nil (unknown) is "".
func str(v any) string {
	s, _ := v.(string)
	return s
}

func pretty(s string) string { return strings.ReplaceAll(s, "_", " ") }

// barData makes n bar values from value(i), with zeros left blank ("-")
// so stacked bars show no empty segments; has reports any non-zero value.
func barData(n int, value func(i int) float64) (data []opts.BarData, has bool) {
	data = make([]opts.BarData, n)
	for i := range data {
		if v := value(i); v > 0 {
			has = true
			data[i] = opts.BarData{Value: v}
		} else {
			data[i] = opts.BarData{Value: "-"}
		}
	}
	return data, has
}

// stackedYears draws papers per year stacked by type from a year → type
// → credit map (PaperCounts.YearType).
func stackedYears(id, title, subtitle string, yt map[int]map[cv.PubType]float64) *ec.Bar {
	var years []int
	for y := range yt {
		if y > 0 {
			years = append(years, y)
		}
	}
	sort.Ints(years)
	years = yearRange(years)
	if len(years) == 0 {
		return nil
	}
	ntypes := 0
	for _, t := range analytics.PubTypes {
		for _, y := range years {
			if yt[y][t] > 0 {
				ntypes++
				break
			}
		}
	}
	top := 40 // room for the legend: one line, or two
	if ntypes > 4 {
		top = 60
	}
	bar := ec.NewBar()
	bar.SetGlobalOptions(base(id, title, subtitle, 360, grid(top, 10))...)
	bar.SetGlobalOptions(
		ec.WithTooltipOpts(opts.Tooltip{Show: opts.Bool(true), Trigger: "axis", AxisPointer: &opts.AxisPointer{Type: "shadow"}}),
		ec.WithYAxisOpts(opts.YAxis{Type: "value", MinInterval: 1}),
		ec.WithXAxisOpts(opts.XAxis{Type: "category", AxisLabel: &opts.AxisLabel{HideOverlap: opts.Bool(true)}}),
	)
	bar.SetXAxis(yearLabels(years))
	for _, t := range analytics.PubTypes {
		data, has := barData(len(years), func(i int) float64 { return round2(yt[years[i]][t]) })
		if !has {
			continue
		}
		bar.AddSeries(string(t), data,
			ec.WithBarChartOpts(opts.BarChart{Stack: "pubs", BarCategoryGap: "30%"}),
			ec.WithSeriesOpts(func(s *ec.SingleSeries) { s.BarMaxWidth = "56" }),
			ec.WithItemStyleOpts(opts.ItemStyle{Color: typeColors[t]}))
	}
	return bar
}

// PubsPerYear draws the cohort's publications per year, stacked by type
// (PerYearTable). Types left out of the counts (preprints, theses,
// patents by default) are drawn too, as their own series.
func PubsPerYear(rep *analytics.Report) *ec.Bar {
	t := rep.PerYearTable()
	yt := map[int]map[cv.PubType]float64{}
	for _, row := range t.Rows {
		y, _ := row[0].(int)
		yt[y] = map[cv.PubType]float64{}
		for i, ty := range analytics.PubTypes {
			yt[y][ty] = num(row[1+i])
		}
	}
	return stackedYears(IDPubsPerYear, "Publications per year by type", credit(rep), yt)
}

func credit(rep *analytics.Report) string {
	if rep.Options.Fractional {
		return "fractional credit (1/authors)"
	}
	return "one per paper"
}

// VenueYearHeatmap draws the cohort's venue × year matrix
// (VenueYearTable), at most MaxHeatmapRows venues by total credit.
func VenueYearHeatmap(rep *analytics.Report) *ec.HeatMap {
	t := rep.VenueYearTable()
	if len(t.Rows) == 0 {
		return nil
	}
	rows := t.Rows
	sub := credit(rep)
	if len(rows) > MaxHeatmapRows {
		sub = fmt.Sprintf("top %d of %d venues; %s", MaxHeatmapRows, len(rows), sub)
		rows = rows[:MaxHeatmapRows]
	}
	years := make([]string, 0, len(t.Columns)-2)
	for _, c := range t.Columns[1 : len(t.Columns)-1] {
		years = append(years, c.Name)
	}
	venues := make([]string, len(rows))
	var data []opts.HeatMapData
	hi := 0.0
	for vi, row := range rows {
		venues[vi] = str(row[0])
		for yi := range years {
			v := num(row[1+yi])
			if v > 0 {
				data = append(data, opts.HeatMapData{Value: [3]any{yi, vi, v}})
				hi = math.Max(hi, v)
			}
		}
	}
	hm := ec.NewHeatMap()
	hm.SetGlobalOptions(base(IDVenueYear, "Publications per venue and year", sub, 50+24*len(venues), opts.Grid{Left: "8", Right: "90", Top: "10", Bottom: "10", ContainLabel: opts.Bool(true)})...)
	hm.SetGlobalOptions(
		ec.WithLegendOpts(opts.Legend{Show: opts.Bool(false)}),
		ec.WithTooltipOpts(opts.Tooltip{Show: opts.Bool(true), Trigger: "item"}),
		ec.WithXAxisOpts(opts.XAxis{Type: "category", Data: years, SplitArea: &opts.SplitArea{Show: opts.Bool(true)}}),
		ec.WithYAxisOpts(opts.YAxis{Type: "category", Data: venues, Inverse: opts.Bool(true), SplitArea: &opts.SplitArea{Show: opts.Bool(true)},
			AxisLabel: &opts.AxisLabel{Width: 170, Overflow: "truncate"}}),
		ec.WithVisualMapOpts(opts.VisualMap{Type: "continuous", Calculable: opts.Bool(true), Min: 0, Max: float32(math.Max(1, hi)),
			Orient: "vertical", Right: "0", Top: "middle", Text: []string{"more", "fewer"},
			InRange: &opts.VisualMapInRange{Color: []string{"#eef4fb", "#9ecae1", "#2171b5", "#08306b"}}}),
	)
	hm.SetXAxis(years)
	hm.AddSeries("papers", data, ec.WithLabelOpts(opts.Label{Show: opts.Bool(true), FontSize: 10}))
	return hm
}

// hbar is a horizontal bar chart of labels and values, top first.
func hbar(id, title, subtitle, series, color string, labels []string, values []float64) *ec.Bar {
	if len(labels) == 0 {
		return nil
	}
	bar := ec.NewBar()
	bar.SetGlobalOptions(base(id, title, subtitle, max(120, 30+26*len(labels)), grid(10, 10))...)
	bar.SetGlobalOptions(
		ec.WithLegendOpts(opts.Legend{Show: opts.Bool(false)}),
		ec.WithTooltipOpts(opts.Tooltip{Show: opts.Bool(true), Trigger: "axis", AxisPointer: &opts.AxisPointer{Type: "shadow"}}),
		ec.WithXAxisOpts(opts.XAxis{Type: "value", MinInterval: 1}),
		ec.WithYAxisOpts(opts.YAxis{Type: "category", Inverse: opts.Bool(true), AxisLabel: &opts.AxisLabel{Width: 190, Overflow: "truncate"}}),
	)
	bar.SetXAxis(labels)
	data := make([]opts.BarData, len(values))
	for i, v := range values {
		data[i] = opts.BarData{Value: round2(v)}
	}
	bar.AddSeries(series, data,
		ec.WithBarChartOpts(opts.BarChart{BarCategoryGap: "30%"}),
		ec.WithItemStyleOpts(opts.ItemStyle{Color: color}),
		ec.WithLabelOpts(opts.Label{Show: opts.Bool(true), Position: "right"}))
	bar.XYReversal()
	return bar
}

// TopVenues draws the cohort's n venues with the most credit
// (TopVenuesTable); n <= 0 draws all.
func TopVenues(rep *analytics.Report, n int) *ec.Bar {
	t := rep.TopVenuesTable(n)
	var labels []string
	var values []float64
	for _, row := range t.Rows {
		labels = append(labels, str(row[0]))
		values = append(values, num(row[2]))
	}
	sub := credit(rep)
	if n > 0 {
		sub = fmt.Sprintf("top %d; %s", n, sub)
	}
	return hbar(IDTopVenues, "Top venues", sub, "papers", typeColors[cv.TypeConference], labels, values)
}

// stacked draws a table's numeric columns as stacked bars: one category
// per row (its first cell), one series per column.
func stacked(id, title, subtitle string, t analytics.Table, cols []int, horizontal bool) *ec.Bar {
	if len(t.Rows) == 0 {
		return nil
	}
	var cats []string
	for _, row := range t.Rows {
		cats = append(cats, pretty(str(row[0])))
	}
	h := 360
	if horizontal {
		h = 60 + 28*len(cats)
	}
	bar := ec.NewBar()
	bar.SetGlobalOptions(base(id, title, subtitle, h, grid(48, 10))...)
	bar.SetGlobalOptions(ec.WithTooltipOpts(opts.Tooltip{Show: opts.Bool(true), Trigger: "axis", AxisPointer: &opts.AxisPointer{Type: "shadow"}}))
	if horizontal {
		bar.SetGlobalOptions(
			ec.WithXAxisOpts(opts.XAxis{Type: "value", MinInterval: 1}),
			ec.WithYAxisOpts(opts.YAxis{Type: "category", Inverse: opts.Bool(true), AxisLabel: &opts.AxisLabel{Width: 190, Overflow: "truncate"}}))
	} else {
		bar.SetGlobalOptions(
			ec.WithYAxisOpts(opts.YAxis{Type: "value", MinInterval: 1}),
			ec.WithXAxisOpts(opts.XAxis{Type: "category", AxisLabel: &opts.AxisLabel{Interval: "0", Width: 90, Overflow: "break"}}))
	}
	bar.SetXAxis(cats)
	for _, ci := range cols {
		name := t.Columns[ci].Name
		data, has := barData(len(t.Rows), func(i int) float64 { return num(t.Rows[i][ci]) })
		if !has {
			continue
		}
		color, ok := statusColors[name]
		if !ok {
			color = extraColors[ci%len(extraColors)]
		}
		bar.AddSeries(pretty(name), data,
			ec.WithBarChartOpts(opts.BarChart{Stack: "total", BarCategoryGap: "35%"}),
			ec.WithItemStyleOpts(opts.ItemStyle{Color: color}))
	}
	if horizontal {
		bar.XYReversal()
	}
	return bar
}

// AwardsByCategory draws the cohort's awards by category, stacked by
// status (AwardCategoryTable).
func AwardsByCategory(rep *analytics.Report) *ec.Bar {
	t := rep.AwardCategoryTable()
	cols := make([]int, len(analytics.AwardStatuses))
	for i := range cols {
		cols[i] = 1 + i
	}
	return stacked(IDAwards, "Awards by category and status", "all candidates", t, cols, false)
}

// FellowshipsPerCandidate draws each candidate's fellowships, stacked by
// status (FellowshipTable).
func FellowshipsPerCandidate(rep *analytics.Report) *ec.Bar {
	t := rep.FellowshipTable()
	if len(t.Rows) == 0 {
		return nil
	}
	sub := "awarded, finalist, nominee"
	if len(t.Rows) > MaxCohortRows {
		// many candidates: those with the most fellowships
		rows := append([][]any(nil), t.Rows...)
		sort.SliceStable(rows, func(i, j int) bool {
			a, b := num(rows[i][1])*1e6+num(rows[i][2])*1e3+num(rows[i][3]), num(rows[j][1])*1e6+num(rows[j][2])*1e3+num(rows[j][3])
			return a > b
		})
		t.Rows = rows[:MaxCohortRows]
		sub = fmt.Sprintf("%d of %d candidates, most fellowships first; %s", MaxCohortRows, len(rows), sub)
	}
	// keep candidate names as they are (no underscore prettifying)
	bar := stacked(IDFellowships, "Fellowships per candidate", sub, t, []int{1, 2, 3}, true)
	if bar != nil {
		names := make([]string, len(t.Rows))
		for i, row := range t.Rows {
			names[i] = str(row[0])
		}
		bar.SetXAxis(names)
	}
	return bar
}

// ganttRow is one bar of a timeline.
type ganttRow struct {
	cat      string
	kind     string
	from, to float64
	when     string
}

func startYear(d cv.Date) float64 {
	if d.Month == 0 {
		return float64(d.Year)
	}
	return float64(d.Year) + float64(d.Month-1)/12
}

func endYear(d cv.Date) float64 {
	if d.Month == 0 {
		return float64(d.Year + 1)
	}
	return float64(d.Year) + float64(d.Month)/12
}

// spanRow places a span on the time axis: a bare start year starts in
// January, a bare end year ends in December, and an ongoing span ends at
// the end of the asOf year. Spans without a start year cannot be placed.
func spanRow(cat string, s analytics.Span, asOf int) (ganttRow, bool) {
	if s.Start.Year == 0 {
		return ganttRow{}, false
	}
	from := startYear(s.Start)
	var to float64
	end := s.End.String()
	switch {
	case s.Ongoing || s.End.Present:
		to = float64(asOf + 1)
		end = "present"
		if s.End.Year > 0 && !s.End.Present {
			end = s.End.String() + " (expected)"
		}
	case s.End.Year > 0:
		to = endYear(s.End)
	default:
		to = endYear(s.Start)
		end = "?"
	}
	if to <= from {
		to = from + 1.0/12
	}
	return ganttRow{cat: cat, kind: s.Kind, from: from, to: to, when: s.Start.String() + " – " + end}, true
}

func spanLabel(s analytics.Span) string {
	switch {
	case s.Label == "":
		return s.Org
	case s.Org == "":
		return s.Label
	}
	return s.Label + ", " + s.Org
}

// gantt draws a timeline as horizontal stacked bars: an invisible offset
// bar up to the start, then a visible bar for the duration, one series
// per kind so that colour and legend follow the kind.
func gantt(id, title, subtitle string, rows []ganttRow, asOf int) *ec.Bar {
	if len(rows) == 0 {
		return nil
	}
	// unique categories: a category axis draws one row per distinct name
	seen := map[string]int{}
	cats := make([]string, len(rows))
	lo, hi := math.Inf(1), float64(asOf+1)
	for i, r := range rows {
		seen[r.cat]++
		cats[i] = r.cat
		if n := seen[r.cat]; n > 1 {
			cats[i] = fmt.Sprintf("%s (%d)", r.cat, n)
		}
		lo = math.Min(lo, r.from)
		hi = math.Max(hi, r.to)
	}
	// whole years, labels every step years, the axis ends on labels
	step := 1.0
	switch {
	case hi-lo > 24:
		step = 5
	case hi-lo > 12:
		step = 2
	}
	lo, hi = math.Floor(lo/step)*step, math.Ceil(hi/step)*step
	kinds := kindsOf(rows)
	bar := ec.NewBar()
	bar.SetGlobalOptions(base(id, title, subtitle, max(140, 66+24*len(rows)), grid(36, 10))...)
	bar.SetGlobalOptions(
		ec.WithLegendOpts(legend(kinds)),
		ec.WithTooltipOpts(opts.Tooltip{Show: opts.Bool(true), Trigger: "item"}),
		ec.WithXAxisOpts(opts.XAxis{Type: "value", Min: lo, Max: hi, MinInterval: step, MaxInterval: step,
			AxisLabel: &opts.AxisLabel{Formatter: YearAxisFormatter, HideOverlap: opts.Bool(true)},
			SplitLine: &opts.SplitLine{Show: opts.Bool(true), LineStyle: &opts.LineStyle{Color: "#e4e7ec"}}}),
		ec.WithYAxisOpts(opts.YAxis{Type: "category", Inverse: opts.Bool(true),
			AxisLabel: &opts.AxisLabel{Width: 300, Overflow: "truncate", FontSize: 11}}),
	)
	if len(rows) > 12 {
		// a long chart gets the years on top too
		bar.ExtendXAxis(opts.XAxis{Type: "value", Position: "top", Min: lo, Max: hi, MinInterval: step, MaxInterval: step,
			AxisLabel: &opts.AxisLabel{Formatter: YearAxisFormatter, HideOverlap: opts.Bool(true)}, SplitLine: &opts.SplitLine{Show: opts.Bool(false)}})
	}
	bar.SetXAxis(cats)
	offset := make([]opts.BarData, len(rows))
	for i, r := range rows {
		offset[i] = opts.BarData{Value: round2(r.from), Tooltip: &opts.Tooltip{Show: opts.Bool(false)}}
	}
	bar.AddSeries("start", offset,
		ec.WithBarChartOpts(opts.BarChart{Stack: "span", BarCategoryGap: "30%"}),
		ec.WithItemStyleOpts(opts.ItemStyle{Color: "transparent"}),
		ec.WithEmphasisOpts(opts.Emphasis{ItemStyle: &opts.ItemStyle{Color: "transparent"}}))
	for _, k := range kinds {
		data := make([]opts.BarData, len(rows))
		for i, r := range rows {
			if r.kind == k || (k == "other" && !known(r.kind)) {
				data[i] = opts.BarData{Name: cats[i] + ": " + r.when, Value: round2(r.to - r.from)}
			} else {
				data[i] = opts.BarData{Value: "-"}
			}
		}
		bar.AddSeries(k, data,
			ec.WithBarChartOpts(opts.BarChart{Stack: "span"}),
			ec.WithItemStyleOpts(opts.ItemStyle{Color: KindColor(k)}))
	}
	bar.XYReversal()
	return bar
}

func known(kind string) bool { _, ok := kindColors[kind]; return ok }

func kindsOf(rows []ganttRow) []string {
	has := map[string]bool{}
	for _, r := range rows {
		if known(r.kind) {
			has[r.kind] = true
		} else {
			has["other"] = true
		}
	}
	var out []string
	for _, k := range SpanKinds {
		if has[k] {
			out = append(out, k)
		}
	}
	return out
}

// CohortTimeline draws every candidate's education and positions on one
// time axis (a Gantt chart: rows "Candidate · span", colour by kind;
// ongoing spans end at the end of the report's AsOf year).
func CohortTimeline(rep *analytics.Report) *ec.Bar {
	var rows []ganttRow
	skipped := 0
	cands := rep.Candidates
	if len(cands) > MaxCohortRows {
		cands = cands[:MaxCohortRows]
	}
	for _, c := range cands {
		for _, s := range c.Spans {
			r, ok := spanRow(c.Name+" · "+spanLabel(s), s, rep.AsOf)
			if !ok {
				skipped++
				continue
			}
			rows = append(rows, r)
		}
	}
	note := timelineNote(rep.AsOf, skipped)
	if len(cands) < len(rep.Candidates) {
		note = fmt.Sprintf("first %d of %d candidates (each candidate's timeline is in their section); %s", len(cands), len(rep.Candidates), note)
	}
	return gantt(IDTimeline, "Career timelines", note, rows, rep.AsOf)
}

func timelineNote(asOf, skipped int) string {
	s := fmt.Sprintf("education and positions; ongoing to the end of %d", asOf)
	if skipped > 0 {
		s += fmt.Sprintf("; %d without dates not shown", skipped)
	}
	return s
}

// CandidateTimeline draws one candidate's education and positions;
// ongoing spans end at the end of asOf (the report's AsOf).
func CandidateTimeline(c *analytics.Candidate, asOf int) *ec.Bar {
	var rows []ganttRow
	skipped := 0
	for _, s := range c.Spans {
		r, ok := spanRow(spanLabel(s), s, asOf)
		if !ok {
			skipped++
			continue
		}
		rows = append(rows, r)
	}
	return gantt(keyID(c, "timeline"), "Career timeline", timelineNote(asOf, skipped), rows, asOf)
}

// CandidatePubsPerYear draws one candidate's publications per year,
// stacked by type (Counts.YearType).
func CandidatePubsPerYear(c *analytics.Candidate) *ec.Bar {
	return stackedYears(keyID(c, "pubs"), "Publications per year", "by type", c.Counts.YearType)
}

// CandidateVenues draws one candidate's counted papers per venue
// (Counts.ByVenue), most first.
func CandidateVenues(c *analytics.Candidate) *ec.Bar {
	vs := c.Counts.TopVenues(0)
	values := make([]float64, len(vs))
	for i, v := range vs {
		values[i] = c.Counts.ByVenue[v]
	}
	return hbar(keyID(c, "venues"), "Venues", "counted papers", "papers", typeColors[cv.TypeConference], vs, values)
}

// Common is the part of a go-echarts chart a renderer needs: the options
// and the initialisation (id and size).
type Common interface {
	Validate()
	JSON() map[string]interface{}
}

// Init returns the initialisation options (ChartID, Height, ...) of a
// chart built here, or nil for other values.
func Init(c Common) *opts.Initialization {
	switch x := c.(type) {
	case *ec.Bar:
		return &x.Initialization
	case *ec.HeatMap:
		return &x.Initialization
	}
	return nil
}

// Titles returns a chart's title and subtitle.
func Titles(c Common) (title, subtitle string) {
	switch x := c.(type) {
	case *ec.Bar:
		return x.Title.Title, x.Title.Subtitle
	case *ec.HeatMap:
		return x.Title.Title, x.Title.Subtitle
	}
	return "", ""
}
