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
	"strconv"

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
	// statusColors are keyed by award status code and label.
	statusColors = map[string]string{
		string(cv.StatusAwarded): "#2e7d32", string(cv.StatusFinalist): "#f9a825",
		string(cv.StatusNominee): "#78909c", string(cv.StatusHonorableMention): "#8d6e63",
		analytics.Label(cv.StatusHonorableMention): "#8d6e63",
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

// Item is one data item with the ECharts styles go-echarts' opts lack:
// dashed borders, hatching (decal), per-item symbols and offsets. Series
// whose items need them hold []Item as their data.
type Item struct {
	Name         string        `json:"name,omitempty"`
	Value        any           `json:"value"`
	Symbol       string        `json:"symbol,omitempty"`
	SymbolSize   int           `json:"symbolSize,omitempty"`
	SymbolOffset []int         `json:"symbolOffset,omitempty"`
	ItemStyle    *Style        `json:"itemStyle,omitempty"`
	Label        *opts.Label   `json:"label,omitempty"`
	Tooltip      *opts.Tooltip `json:"tooltip,omitempty"`
}

// Style is an item's style: colour, opacity, border (BorderType
// "dashed" marks an expected end) and an optional hatching Decal.
type Style struct {
	Color       string  `json:"color,omitempty"`
	Opacity     float64 `json:"opacity,omitempty"`
	BorderColor string  `json:"borderColor,omitempty"`
	BorderWidth float64 `json:"borderWidth,omitempty"`
	BorderType  string  `json:"borderType,omitempty"`
	Decal       *Decal  `json:"decal,omitempty"`
}

// Decal is an ECharts decal pattern; Hatch is the one these charts use
// for figures that are not counted.
type Decal struct {
	Symbol     string    `json:"symbol"`
	Color      string    `json:"color"`
	DashArrayX []float64 `json:"dashArrayX"`
	DashArrayY []float64 `json:"dashArrayY"`
	Rotation   float64   `json:"rotation"`
}

// Hatch is diagonal white stripes over a bar's colour.
var Hatch = Decal{Symbol: "rect", Color: "rgba(255,255,255,0.6)", DashArrayX: []float64{1, 0}, DashArrayY: []float64{3, 4}, Rotation: -0.785}

// NotCounted is the suffix of series that are drawn but not counted.
const NotCounted = " (not counted)"

// uncountedColors are the greys of types left out of the counts.
var uncountedColors = []string{"#9e9e9e", "#757575", "#bdbdbd", "#616161"}

// perYear draws papers per year by type: counted types stacked in one
// bar per year ("counted"), types the report does not count in a second,
// grey and hatched bar beside it ("not counted"), never in the counted
// stack. years is continuous; value gives a year's credit of a type.
func perYear(id, title, subtitle string, years []int, types []cv.PubType, counts func(cv.PubType) bool, value func(y int, t cv.PubType) float64) *ec.Bar {
	if len(years) == 0 {
		return nil
	}
	top := 40 // room for the legend: one line, or two
	if len(types) > 3 {
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
	grey := 0
	for _, t := range types {
		data, has := barData(len(years), func(i int) float64 { return round2(value(years[i], t)) })
		if !has {
			continue
		}
		if counts(t) {
			bar.AddSeries(analytics.Label(t), data,
				ec.WithBarChartOpts(opts.BarChart{Stack: "counted", BarCategoryGap: "30%"}),
				ec.WithSeriesOpts(func(s *ec.SingleSeries) { s.BarMaxWidth = "40" }),
				ec.WithItemStyleOpts(opts.ItemStyle{Color: typeColors[t]}))
			continue
		}
		color := uncountedColors[grey%len(uncountedColors)]
		grey++
		bar.AddSeries(analytics.Label(t)+NotCounted, nil,
			ec.WithBarChartOpts(opts.BarChart{Stack: "not counted", BarCategoryGap: "30%"}),
			ec.WithSeriesOpts(func(s *ec.SingleSeries) { s.BarMaxWidth = "40"; s.Data = hatched(data, color) }),
			ec.WithItemStyleOpts(opts.ItemStyle{Color: color}))
	}
	return bar
}

// hatched turns bar values into grey, hatched items.
func hatched(data []opts.BarData, color string) []Item {
	out := make([]Item, len(data))
	for i, d := range data {
		out[i] = Item{Value: d.Value}
		if d.Value != "-" {
			out[i].ItemStyle = &Style{Color: color, Decal: &Hatch}
		}
	}
	return out
}

// PubsPerYear draws the cohort's publications per year by type
// (PerYearTable), every year from the first to the last. Counted types
// are stacked; types left out of the counts (preprints, theses, patents
// by default) are a separate grey, hatched bar named "… (not counted)".
func PubsPerYear(rep *analytics.Report) *ec.Bar {
	t := rep.PerYearTable()
	types := rep.PerYearTypes()
	vals := map[int]map[cv.PubType]float64{}
	var years []int
	for _, row := range t.Rows {
		y, _ := row[0].(int)
		years = append(years, y)
		vals[y] = map[cv.PubType]float64{}
		for i, ty := range types {
			vals[y][ty] = num(row[1+i])
		}
	}
	return perYear(IDPubsPerYear, "Publications per year by type", credit(rep)+perYearNote(rep, types), years, types, rep.Counts,
		func(y int, ty cv.PubType) float64 { return vals[y][ty] })
}

// perYearNote says that some types are drawn apart.
func perYearNote(rep *analytics.Report, types []cv.PubType) string {
	for _, t := range types {
		if !rep.Counts(t) {
			return "; grey hatched bars: listed, not counted"
		}
	}
	return ""
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
func stacked(id, title, subtitle string, t analytics.Table, cols []int) *ec.Bar {
	if len(t.Rows) == 0 {
		return nil
	}
	var cats []string
	for _, row := range t.Rows {
		cats = append(cats, str(row[0]))
	}
	bar := ec.NewBar()
	bar.SetGlobalOptions(base(id, title, subtitle, 360, grid(48, 10))...)
	bar.SetGlobalOptions(ec.WithTooltipOpts(opts.Tooltip{Show: opts.Bool(true), Trigger: "axis", AxisPointer: &opts.AxisPointer{Type: "shadow"}}),
		ec.WithYAxisOpts(opts.YAxis{Type: "value", MinInterval: 1}),
		ec.WithXAxisOpts(opts.XAxis{Type: "category", AxisLabel: &opts.AxisLabel{Interval: "0", Width: 90, Overflow: "break"}}))
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
		bar.AddSeries(name, data,
			ec.WithBarChartOpts(opts.BarChart{Stack: "total", BarCategoryGap: "35%"}),
			ec.WithItemStyleOpts(opts.ItemStyle{Color: color}))
	}
	return bar
}

// AwardsByCategory draws the cohort's awards by category, stacked by
// status (AwardCategoryTable: categories and statuses are people's
// labels).
func AwardsByCategory(rep *analytics.Report) *ec.Bar {
	t := rep.AwardCategoryTable()
	cols := make([]int, len(analytics.AwardStatuses))
	for i := range cols {
		cols[i] = 1 + i
	}
	return stacked(IDAwards, "Awards by category and status", "all candidates", t, cols)
}

// Fellowship series names: the bar counts awarded fellowships only;
// finalist places and nominations are marks beside it, never added to it.
const (
	SeriesAwarded  = "awarded (bar)"
	SeriesFinalist = "finalist (mark, not in the bar)"
	SeriesNominee  = "nominee (mark, not in the bar)"
)

// FellowshipsPerCandidate draws each candidate's fellowships in
// FellowshipTable order (awarded, then finalist, then name): a bar of
// awarded fellowships, and finalist places and nominations as their own
// marks (a diamond each, a dot each: at 1, 2, ...), above and below the
// bar.
func FellowshipsPerCandidate(rep *analytics.Report) *ec.Bar {
	t := rep.FellowshipTable()
	if len(t.Rows) == 0 {
		return nil
	}
	sub := "bar: fellowships awarded; marks: finalist places and nominations, not added to the bar"
	rows := t.Rows
	if len(rows) > MaxCohortRows {
		sub = fmt.Sprintf("first %d of %d candidates in this order; %s", MaxCohortRows, len(rows), sub)
		rows = rows[:MaxCohortRows]
	}
	names := make([]string, len(rows))
	hi := 1.0
	for i, row := range rows {
		names[i] = str(row[0])
		hi = math.Max(hi, math.Max(num(row[1]), math.Max(num(row[2]), num(row[3]))))
	}
	bar := ec.NewBar()
	bar.SetGlobalOptions(base(IDFellowships, "Fellowships per candidate", sub, max(150, 70+42*len(rows)), grid(36, 10))...)
	bar.SetGlobalOptions(
		ec.WithLegendOpts(legend([]string{SeriesAwarded, SeriesFinalist, SeriesNominee})),
		ec.WithTooltipOpts(opts.Tooltip{Show: opts.Bool(true), Trigger: "item"}),
		ec.WithXAxisOpts(opts.XAxis{Type: "value", MinInterval: 1, Min: 0, Max: math.Ceil(hi) + 1, AxisLabel: &opts.AxisLabel{HideOverlap: opts.Bool(true)}}),
		ec.WithYAxisOpts(opts.YAxis{Type: "category", Inverse: opts.Bool(true), AxisLabel: &opts.AxisLabel{Width: 190, Overflow: "truncate"}}),
	)
	bar.SetXAxis(names)
	awarded := make([]opts.BarData, len(rows))
	for i, row := range rows {
		n := num(row[1])
		awarded[i] = opts.BarData{Name: fmt.Sprintf("%s: %s awarded", names[i], analytics.FormatNumber(n)), Value: n}
		if n > 0 {
			awarded[i].Label = &opts.Label{Show: opts.Bool(true), Position: "right", FontSize: 10, Formatter: analytics.FormatNumber(n) + " awarded"}
		}
	}
	bar.AddSeries(SeriesAwarded, awarded,
		ec.WithBarChartOpts(opts.BarChart{BarCategoryGap: "40%"}),
		ec.WithSeriesOpts(func(s *ec.SingleSeries) { s.BarWidth = "10" }),
		ec.WithItemStyleOpts(opts.ItemStyle{Color: statusColors["awarded"]}))
	bar.MultiSeries = append(bar.MultiSeries,
		marks(SeriesFinalist, "finalist", names, rows, 2, "diamond", -12),
		marks(SeriesNominee, "nominee", names, rows, 3, "circle", 12))
	bar.XYReversal()
	return bar
}

// marks is a scatter series of a candidate's finalist places or
// nominations (column col): one mark for each, at 1, 2, ... n, offset up
// or down from the bar, the last one labelled with the count.
func marks(series, status string, names []string, rows [][]any, col int, symbol string, offset int) ec.SingleSeries {
	data := []Item{}
	for i, row := range rows {
		n := int(num(row[col]))
		for k := 1; k <= n && k <= maxMarks; k++ {
			text := fmt.Sprintf("%s: %d", status, n)
			it := Item{Name: names[i] + ": " + text, Value: []any{k, i}, Symbol: symbol, SymbolSize: 11, SymbolOffset: []int{0, offset}}
			if k == n || k == maxMarks {
				it.Label = &opts.Label{Show: opts.Bool(true), Position: "right", FontSize: 10, Formatter: text}
			}
			data = append(data, it)
		}
	}
	return ec.SingleSeries{Name: series, Type: "scatter", Data: data, Symbol: symbol, SymbolSize: 11,
		ItemStyle: &opts.ItemStyle{Color: statusColors[status]}}
}

// maxMarks bounds the marks drawn per candidate and status (a hostile
// record may claim thousands); the label says the count.
const maxMarks = 50

// ganttRow is one bar of a timeline.
type ganttRow struct {
	cat      string
	kind     string
	from, to float64
	when     string
	expected bool // ends at an expected date: drawn lighter, dashed
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

// asOfEnd is where a candidate's ongoing spans end on the axis: the end
// of the CV's own as-of date (its month, or its year), or of the year
// fallback when the CV has no date.
func asOfEnd(c *analytics.Candidate, fallback int) (float64, string) {
	if c.AsOf.Year > 0 {
		return endYear(c.AsOf), c.AsOf.String()
	}
	return float64(fallback + 1), strconv.Itoa(fallback)
}

// spanRow places a span on the time axis: a bare start year starts in
// January, a bare end year ends in December, an ongoing span ends at
// the candidate's own as-of date (asOf, its label asOfLabel), and an
// expected end at the expected date, marked expected. Spans without a
// start year cannot be placed.
func spanRow(cat string, s analytics.Span, asOf float64, asOfLabel string) (ganttRow, bool) {
	if s.Start.Year == 0 {
		return ganttRow{}, false
	}
	from := startYear(s.Start)
	var to float64
	end := s.End.String()
	expected := false
	switch {
	case s.Expected && s.End.Year > 0 && !s.End.Present:
		to, end, expected = endYear(s.End), s.End.String()+" (expected)", true
	case s.Ongoing || s.End.Present:
		to, end = asOf, "present (CV as of "+asOfLabel+")"
	case s.End.Year > 0:
		to = endYear(s.End)
	default:
		to = endYear(s.Start)
		end = "?"
	}
	if to <= from {
		to = from + 1.0/12
	}
	return ganttRow{cat: cat, kind: s.Kind, from: from, to: to, when: s.Start.String() + " – " + end, expected: expected}, true
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

// SeriesExpected names the timeline series of spans that end at an
// expected date (drawn lighter, with a dashed border).
const SeriesExpected = "expected end (dashed)"

// gantt draws a timeline as horizontal stacked bars: an invisible offset
// bar up to the start, then a visible bar for the duration, one series
// per kind so that colour and legend follow the kind (legend: people's
// labels), and one series of spans ending at an expected date, drawn in
// their kind's colour, lighter and dashed. axisEnd is the least end of
// the time axis.
func gantt(id, title, subtitle string, rows []ganttRow, axisEnd float64) *ec.Bar {
	if len(rows) == 0 {
		return nil
	}
	// unique categories: a category axis draws one row per distinct name
	seen := map[string]int{}
	cats := make([]string, len(rows))
	lo, hi := math.Inf(1), axisEnd
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
	names := make([]string, len(kinds))
	for i, k := range kinds {
		names[i] = analytics.Label(k)
	}
	hasExpected := false
	for _, r := range rows {
		hasExpected = hasExpected || r.expected
	}
	if hasExpected {
		names = append(names, SeriesExpected)
	}
	bar := ec.NewBar()
	bar.SetGlobalOptions(base(id, title, subtitle, max(140, 66+24*len(rows)), grid(36, 10))...)
	bar.SetGlobalOptions(
		ec.WithLegendOpts(legend(names)),
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
	for i, k := range kinds {
		data := make([]opts.BarData, len(rows))
		for j, r := range rows {
			if !r.expected && kindOf(r.kind) == k {
				data[j] = opts.BarData{Name: cats[j] + ": " + r.when, Value: round2(r.to - r.from)}
			} else {
				data[j] = opts.BarData{Value: "-"}
			}
		}
		bar.AddSeries(names[i], data,
			ec.WithBarChartOpts(opts.BarChart{Stack: "span"}),
			ec.WithItemStyleOpts(opts.ItemStyle{Color: KindColor(k)}))
	}
	if hasExpected {
		bar.AddSeries(SeriesExpected, nil,
			ec.WithBarChartOpts(opts.BarChart{Stack: "span"}),
			ec.WithItemStyleOpts(opts.ItemStyle{Color: "#c5d3ea", BorderColor: "#1f4e9a", BorderWidth: 1.5}))
		s := &bar.MultiSeries[len(bar.MultiSeries)-1]
		s.Data = expectedItems(rows, cats)
	}
	bar.XYReversal()
	return bar
}

// expectedItems are the bars of spans ending at an expected date: their
// kind's colour, lighter, with a dashed border; blank for other rows.
func expectedItems(rows []ganttRow, cats []string) []Item {
	items := make([]Item, len(rows))
	for i, r := range rows {
		if !r.expected {
			items[i] = Item{Value: "-"}
			continue
		}
		c := KindColor(kindOf(r.kind))
		items[i] = Item{Name: cats[i] + ": " + r.when, Value: round2(r.to - r.from),
			ItemStyle: &Style{Color: c, Opacity: 0.4, BorderColor: c, BorderWidth: 2, BorderType: "dashed"}}
	}
	return items
}

func known(kind string) bool { _, ok := kindColors[kind]; return ok }

// kindOf is the kind a span is drawn as: its own, or "other".
func kindOf(kind string) string {
	if known(kind) {
		return kind
	}
	return "other"
}

func kindsOf(rows []ganttRow) []string {
	has := map[string]bool{}
	for _, r := range rows {
		if !r.expected {
			has[kindOf(r.kind)] = true
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
// time axis (a Gantt chart: rows "Candidate · span", colour by kind).
// Each candidate's ongoing spans end at that candidate's own as-of date;
// expected ends at the expected date, lighter and dashed.
func CohortTimeline(rep *analytics.Report) *ec.Bar {
	var rows []ganttRow
	skipped := 0
	cands := rep.Candidates
	if len(cands) > MaxCohortRows {
		cands = cands[:MaxCohortRows]
	}
	for _, c := range cands {
		end, label := asOfEnd(c, rep.AsOf)
		for _, s := range c.Spans {
			r, ok := spanRow(c.Name+" · "+spanLabel(s), s, end, label)
			if !ok {
				skipped++
				continue
			}
			rows = append(rows, r)
		}
	}
	note := timelineNote("each CV's own date", skipped)
	if len(cands) < len(rep.Candidates) {
		note = fmt.Sprintf("first %d of %d candidates (each candidate's timeline is in their section); %s", len(cands), len(rep.Candidates), note)
	}
	return gantt(IDTimeline, "Career timelines", note, rows, 0)
}

func timelineNote(asOf string, skipped int) string {
	s := "education and positions; ongoing to " + asOf + "; expected ends dashed"
	if skipped > 0 {
		s += fmt.Sprintf("; %d without dates not shown", skipped)
	}
	return s
}

// CandidateTimeline draws one candidate's education and positions;
// ongoing spans end at the candidate's own as-of date (c.AsOf), expected
// ends at the expected date, lighter and dashed.
func CandidateTimeline(c *analytics.Candidate) *ec.Bar {
	var rows []ganttRow
	skipped := 0
	fallback := c.LatestYear
	end, label := asOfEnd(c, fallback)
	for _, s := range c.Spans {
		r, ok := spanRow(spanLabel(s), s, end, label)
		if !ok {
			skipped++
			continue
		}
		rows = append(rows, r)
	}
	return gantt(keyID(c, "timeline"), "Career timeline", timelineNote("the CV's date, "+label, skipped), rows, end)
}

// CandidatePubsPerYear draws one candidate's publications per year by
// type (Counts.YearType), every year from the first to the last: counted
// types stacked, types the report does not count as a separate grey,
// hatched bar "… (not counted)".
func CandidatePubsPerYear(rep *analytics.Report, c *analytics.Candidate) *ec.Bar {
	has := map[cv.PubType]bool{}
	for _, ts := range c.Counts.YearType {
		for t, v := range ts {
			if v > 0 {
				has[t] = true
			}
		}
	}
	var counted, apart []cv.PubType
	for _, t := range analytics.PubTypes {
		switch {
		case !has[t]:
		case rep.Counts(t):
			counted = append(counted, t)
		default:
			apart = append(apart, t)
		}
	}
	types := append(counted, apart...)
	sub := "by type"
	if len(apart) > 0 {
		sub += "; grey hatched bars: listed, not counted"
	}
	return perYear(keyID(c, "pubs"), "Publications per year", sub, c.Years(), types, rep.Counts,
		func(y int, t cv.PubType) float64 { return c.Counts.YearType[y][t] })
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
