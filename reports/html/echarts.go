package html

// The ECharts adapter: each chart of the model (package charts) as
// ECharts options, through go-echarts' option types. go-echarts' own page
// renderer does not escape chart options and turns any string wrapped in
// "__f__" into JavaScript, so these options are never rendered with it:
// the page marshals them with encoding/json (HTML escaping on) and hands
// them to ECharts as data.

import (
	"fmt"
	"math"
	"strconv"

	ec "github.com/go-echarts/go-echarts/v2/charts"
	"github.com/go-echarts/go-echarts/v2/opts"

	"github.com/vitae-cv/vitae/analytics"
	"github.com/vitae-cv/vitae/charts"
)

// yearAxisFormatter is the axis label formatter of the timeline's year
// axis: ECharts would otherwise print 2,015. It is the only function
// these charts use; a renderer that does not un-quote go-echarts
// functions should map exactly this string to its own function (as
// reports/html does) and never evaluate any other.
var yearAxisFormatter = opts.FuncOpts("function (v) { return String(v); }")

// echartsOf turns a chart of the model into ECharts options (a go-echarts
// chart), colours from the palette; nil gives nil.
func echartsOf(m *charts.Chart) echartsChart {
	if m == nil {
		return nil
	}
	switch m.Kind {
	case charts.StackedBars:
		return stackedBars(m)
	case charts.Bars:
		return hbar(m)
	case charts.BarsWithMarks:
		return barsWithMarks(m)
	case charts.Heatmap:
		return heatmap(m)
	case charts.Gantt:
		return ganttBars(m)
	}
	return nil
}

// common options of every chart
func base(m *charts.Chart, height int, g opts.Grid) []ec.GlobalOpts {
	return []ec.GlobalOpts{
		ec.WithInitializationOpts(opts.Initialization{ChartID: m.ID, Width: "100%", Height: px(height), PageTitle: m.Title}),
		// Renderers show the title as text beside the chart; set Show to
		// draw it in the canvas too (and move the legend and grid down).
		ec.WithTitleOpts(opts.Title{Show: opts.Bool(false), Title: m.Title, Subtitle: m.Subtitle(), Left: "center"}),
		ec.WithAnimation(false),
		ec.WithLegendOpts(legend[string](nil)),
		ec.WithGridOpts(g), // WithGridOpts appends: once per chart
	}
}

func legend[T any](data []T) opts.Legend {
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

// Item is one data item with the ECharts styles go-echarts' opts lack:
// dashed borders, hatching (decal), per-item symbols and offsets. Series
// whose items need them hold []Item as their data.
type Item struct {
	Name         string        `json:"name,omitempty"`
	Value        any           `json:"value"`
	Symbol       string        `json:"symbol,omitempty"`
	SymbolSize   int           `json:"symbolSize,omitempty"`
	SymbolOffset []int         `json:"symbolOffset,omitempty"`
	ItemStyle    *ItemStyle    `json:"itemStyle,omitempty"`
	Label        *opts.Label   `json:"label,omitempty"`
	Tooltip      *opts.Tooltip `json:"tooltip,omitempty"`
}

// ItemStyle is an item's style: colour, opacity, border (BorderType
// "dashed" marks an expected end) and an optional hatching Decal.
type ItemStyle struct {
	Color       string  `json:"color,omitempty"`
	Opacity     float64 `json:"opacity,omitempty"`
	BorderColor string  `json:"borderColor,omitempty"`
	BorderWidth float64 `json:"borderWidth,omitempty"`
	BorderType  string  `json:"borderType,omitempty"`
	Decal       *Decal  `json:"decal,omitempty"`
}

// LegendItem is a legend entry with its own icon style: a hatched grey
// for a series not counted, a dashed outline for expected ends, as the
// bars are drawn.
type LegendItem struct {
	Name      string     `json:"name"`
	ItemStyle *ItemStyle `json:"itemStyle,omitempty"`
}

// Decal is an ECharts decal pattern; hatch makes the ones these charts
// use for figures that are not counted.
type Decal struct {
	Symbol     string    `json:"symbol"`
	Color      string    `json:"color"`
	DashArrayX []float64 `json:"dashArrayX"`
	DashArrayY []float64 `json:"dashArrayY"`
	Rotation   float64   `json:"rotation"`
}

// hatch is diagonal white stripes over a bar's grey; the k-th hatched
// series of a chart gets the k-th direction, so two types that are not
// counted stay apart in their stack.
func hatch(k int) *Decal {
	rot := []float64{-0.785, 0.785, 0, 1.571}
	return &Decal{Symbol: "rect", Color: "rgba(255,255,255,0.6)", DashArrayX: []float64{1, 0}, DashArrayY: []float64{3, 4}, Rotation: rot[k%len(rot)]}
}

// barData makes bar values, with zeros left blank ("-") so stacked bars
// show no empty segments.
func barData(values []float64) []opts.BarData {
	data := make([]opts.BarData, len(values))
	for i, v := range values {
		if v > 0 {
			data[i] = opts.BarData{Value: v}
		} else {
			data[i] = opts.BarData{Value: "-"}
		}
	}
	return data
}

// allYears reports whether every category is a year.
func allYears(cats []string) bool {
	for _, c := range cats {
		if _, err := strconv.Atoi(c); err != nil || len(c) != 4 {
			return false
		}
	}
	return true
}

// stackedBars draws a charts.StackedBars chart: one bar per category, series
// stacked by Stack; charts.Hatched series are grey with stripes.
func stackedBars(m *charts.Chart) *ec.Bar {
	top := 40 // room for the legend: one line, or two
	if len(m.Series) > 3 {
		top = 60
	}
	xLabel := &opts.AxisLabel{Interval: "0", Width: 90, Overflow: "break"}
	if allYears(m.Categories) {
		xLabel = &opts.AxisLabel{HideOverlap: opts.Bool(true)}
	}
	bar := ec.NewBar()
	bar.SetGlobalOptions(base(m, 360, grid(top, 10))...)
	bar.SetGlobalOptions(
		ec.WithTooltipOpts(opts.Tooltip{Show: opts.Bool(true), Trigger: "axis", AxisPointer: &opts.AxisPointer{Type: "shadow"}}),
		ec.WithYAxisOpts(opts.YAxis{Type: "value", MinInterval: 1}),
		ec.WithXAxisOpts(opts.XAxis{Type: "category", AxisLabel: xLabel}),
	)
	bar.SetXAxis(m.Categories)
	var items []any // the legend: hatched icons for series not counted
	hatched := 0
	for _, s := range m.Series {
		if s.Style == charts.Hatched {
			items = append(items, LegendItem{Name: s.Name, ItemStyle: &ItemStyle{Color: s.Color(), Decal: hatch(hatched)}})
			hatched++
			continue
		}
		items = append(items, s.Name)
	}
	if hatched > 0 {
		bar.SetGlobalOptions(ec.WithLegendOpts(legend(items)))
	}
	hatched = 0
	for _, s := range m.Series {
		data := barData(s.Values)
		color := s.Color()
		bar.AddSeries(s.Name, data,
			ec.WithBarChartOpts(opts.BarChart{Stack: s.Stack, BarCategoryGap: "30%"}),
			ec.WithSeriesOpts(func(ss *ec.SingleSeries) { ss.BarMaxWidth = "40" }),
			ec.WithItemStyleOpts(opts.ItemStyle{Color: color}))
		if s.Style == charts.Hatched {
			items := make([]Item, len(data))
			for i, d := range data {
				items[i] = Item{Value: d.Value}
				if d.Value != "-" {
					items[i].ItemStyle = &ItemStyle{Color: color, Decal: hatch(hatched)}
				}
			}
			bar.MultiSeries[len(bar.MultiSeries)-1].Data = items
			hatched++
		}
	}
	return bar
}

// hbar draws a charts.Bars chart: horizontal bars, top first, values labelled.
func hbar(m *charts.Chart) *ec.Bar {
	s := m.Series[0]
	bar := ec.NewBar()
	bar.SetGlobalOptions(base(m, max(120, 30+26*len(m.Categories)), grid(10, 10))...)
	bar.SetGlobalOptions(
		ec.WithLegendOpts(opts.Legend{Show: opts.Bool(false)}),
		ec.WithTooltipOpts(opts.Tooltip{Show: opts.Bool(true), Trigger: "axis", AxisPointer: &opts.AxisPointer{Type: "shadow"}}),
		ec.WithXAxisOpts(opts.XAxis{Type: "value", MinInterval: 1}),
		ec.WithYAxisOpts(opts.YAxis{Type: "category", Inverse: opts.Bool(true), AxisLabel: &opts.AxisLabel{Width: 190, Overflow: "truncate"}}),
	)
	bar.SetXAxis(m.Categories)
	data := make([]opts.BarData, len(s.Values))
	for i, v := range s.Values {
		data[i] = opts.BarData{Value: v}
	}
	bar.AddSeries(s.Name, data,
		ec.WithBarChartOpts(opts.BarChart{BarCategoryGap: "30%"}),
		ec.WithItemStyleOpts(opts.ItemStyle{Color: s.Color()}),
		ec.WithLabelOpts(opts.Label{Show: opts.Bool(true), Position: "right"}))
	bar.XYReversal()
	return bar
}

// barsWithMarks draws a charts.BarsWithMarks chart: a thin labelled bar per
// category, and each later series as that many marks (at 1, 2, ...),
// offset up or down from the bar.
func barsWithMarks(m *charts.Chart) *ec.Bar {
	hi := 1.0
	var names []string
	for _, s := range m.Series {
		names = append(names, s.Name)
		for _, v := range s.Values {
			hi = math.Max(hi, v)
		}
	}
	bar := ec.NewBar()
	bar.SetGlobalOptions(base(m, max(150, 70+42*len(m.Categories)), grid(36, 10))...)
	bar.SetGlobalOptions(
		ec.WithLegendOpts(legend(names)),
		ec.WithTooltipOpts(opts.Tooltip{Show: opts.Bool(true), Trigger: "item"}),
		ec.WithXAxisOpts(opts.XAxis{Type: "value", MinInterval: 1, Min: 0, Max: math.Ceil(hi) + 1, AxisLabel: &opts.AxisLabel{HideOverlap: opts.Bool(true)}}),
		ec.WithYAxisOpts(opts.YAxis{Type: "category", Inverse: opts.Bool(true), AxisLabel: &opts.AxisLabel{Width: 190, Overflow: "truncate"}}),
	)
	bar.SetXAxis(m.Categories)
	s := m.Series[0]
	data := make([]opts.BarData, len(s.Values))
	for i, n := range s.Values {
		data[i] = opts.BarData{Name: fmt.Sprintf("%s: %s %s", m.Categories[i], analytics.FormatNumber(n), s.Key), Value: n}
		if n > 0 {
			data[i].Label = &opts.Label{Show: opts.Bool(true), Position: "right", FontSize: 10, Formatter: analytics.FormatNumber(n) + " " + s.Key}
		}
	}
	bar.AddSeries(s.Name, data,
		ec.WithBarChartOpts(opts.BarChart{BarCategoryGap: "40%"}),
		ec.WithSeriesOpts(func(ss *ec.SingleSeries) { ss.BarWidth = "10" }),
		ec.WithItemStyleOpts(opts.ItemStyle{Color: s.Color()}))
	offset := -12 // the first marks above the bar, the next below
	for _, s := range m.Series[1:] {
		bar.MultiSeries = append(bar.MultiSeries, marks(m.Categories, s, offset))
		offset = -offset
	}
	bar.XYReversal()
	return bar
}

// marks is a scatter series of a count per category: one mark for each,
// at 1, 2, ... n, offset up or down from the bar, the last one labelled
// with the count.
func marks(cats []string, s charts.Series, offset int) ec.SingleSeries {
	data := []Item{}
	for i, v := range s.Values {
		n := int(v)
		for k := 1; k <= n && k <= maxMarks; k++ {
			text := fmt.Sprintf("%s: %d", s.Key, n)
			it := Item{Name: cats[i] + ": " + text, Value: []any{k, i}, Symbol: s.Shape, SymbolSize: 11, SymbolOffset: []int{0, offset}}
			if k == n || k == maxMarks {
				it.Label = &opts.Label{Show: opts.Bool(true), Position: "right", FontSize: 10, Formatter: text}
			}
			data = append(data, it)
		}
	}
	return ec.SingleSeries{Name: s.Name, Type: "scatter", Data: data, Symbol: s.Shape, SymbolSize: 11,
		ItemStyle: &opts.ItemStyle{Color: s.Color()}}
}

// maxMarks bounds the marks drawn per category and series (a hostile
// record may claim thousands); the label says the count.
const maxMarks = 50

// heatmap draws a charts.Heatmap chart, coloured from heat_low to heat_high.
func heatmap(m *charts.Chart) *ec.HeatMap {
	var data []opts.HeatMapData
	hi := 0.0
	for r, row := range m.Cells {
		for c, v := range row {
			if v > 0 {
				data = append(data, opts.HeatMapData{Value: [3]any{c, r, v}})
				hi = math.Max(hi, v)
			}
		}
	}
	hm := ec.NewHeatMap()
	hm.SetGlobalOptions(base(m, 50+24*len(m.Categories), opts.Grid{Left: "8", Right: "90", Top: "10", Bottom: "10", ContainLabel: opts.Bool(true)})...)
	hm.SetGlobalOptions(
		ec.WithLegendOpts(opts.Legend{Show: opts.Bool(false)}),
		ec.WithTooltipOpts(opts.Tooltip{Show: opts.Bool(true), Trigger: "item"}),
		ec.WithXAxisOpts(opts.XAxis{Type: "category", Data: m.Columns, SplitArea: &opts.SplitArea{Show: opts.Bool(true)}}),
		ec.WithYAxisOpts(opts.YAxis{Type: "category", Data: m.Categories, Inverse: opts.Bool(true), SplitArea: &opts.SplitArea{Show: opts.Bool(true)},
			AxisLabel: &opts.AxisLabel{Width: 170, Overflow: "truncate"}}),
		ec.WithVisualMapOpts(opts.VisualMap{Type: "continuous", Calculable: opts.Bool(true), Min: 0, Max: float32(math.Max(1, hi)),
			Orient: "vertical", Right: "0", Top: "middle", Text: []string{"more", "fewer"},
			InRange: &opts.VisualMapInRange{Color: []string{charts.Color(charts.GroupMark, "heat_low"), charts.Color(charts.GroupMark, "heat_high")}}}),
	)
	hm.SetXAxis(m.Columns)
	hm.AddSeries(m.Unit, data, ec.WithLabelOpts(opts.Label{Show: opts.Bool(true), FontSize: 10}))
	return hm
}

// ganttBars draws a charts.Gantt chart as horizontal stacked bars: an invisible
// offset bar up to the start, then a visible bar for the duration, one
// series per kind so that colour and legend follow the kind, and one
// series of spans ending at an expected date: filled with the expected
// colour, outlined dashed in their kind's colour.
func ganttBars(m *charts.Chart) *ec.Bar {
	names := make([]any, len(m.Series))
	for i, s := range m.Series {
		names[i] = s.Name
		if s.Style == charts.Dashed {
			names[i] = LegendItem{Name: s.Name, ItemStyle: &ItemStyle{Color: s.Color(), BorderColor: expectedBorder(m), BorderWidth: 1.5, BorderType: "dashed"}}
		}
	}
	ax := m.Axis
	bar := ec.NewBar()
	bar.SetGlobalOptions(base(m, max(140, 66+24*len(m.Spans)), grid(36, 10))...)
	bar.SetGlobalOptions(
		ec.WithLegendOpts(legend(names)),
		ec.WithTooltipOpts(opts.Tooltip{Show: opts.Bool(true), Trigger: "item"}),
		ec.WithXAxisOpts(opts.XAxis{Type: "value", Min: ax.Min, Max: ax.Max, MinInterval: ax.Step, MaxInterval: ax.Step,
			AxisLabel: &opts.AxisLabel{Formatter: yearAxisFormatter, HideOverlap: opts.Bool(true)},
			SplitLine: &opts.SplitLine{Show: opts.Bool(true), LineStyle: &opts.LineStyle{Color: "#e4e7ec"}}}),
		ec.WithYAxisOpts(opts.YAxis{Type: "category", Inverse: opts.Bool(true),
			AxisLabel: &opts.AxisLabel{Width: 300, Overflow: "truncate", FontSize: 11}}),
	)
	if len(m.Spans) > 12 {
		// a long chart gets the years on top too
		bar.ExtendXAxis(opts.XAxis{Type: "value", Position: "top", Min: ax.Min, Max: ax.Max, MinInterval: ax.Step, MaxInterval: ax.Step,
			AxisLabel: &opts.AxisLabel{Formatter: yearAxisFormatter, HideOverlap: opts.Bool(true)}, SplitLine: &opts.SplitLine{Show: opts.Bool(false)}})
	}
	bar.SetXAxis(m.Categories)
	offset := make([]opts.BarData, len(m.Spans))
	for i, r := range m.Spans {
		offset[i] = opts.BarData{Value: r.From, Tooltip: &opts.Tooltip{Show: opts.Bool(false)}}
	}
	bar.AddSeries("start", offset,
		ec.WithBarChartOpts(opts.BarChart{Stack: "span", BarCategoryGap: "30%"}),
		ec.WithItemStyleOpts(opts.ItemStyle{Color: "transparent"}),
		ec.WithEmphasisOpts(opts.Emphasis{ItemStyle: &opts.ItemStyle{Color: "transparent"}}))
	for _, s := range m.Series {
		items := make([]Item, len(m.Spans))
		for j, r := range m.Spans {
			switch {
			case s.Style == charts.Dashed && r.Expected:
				items[j] = Item{Name: m.Categories[j] + ": " + r.When, Value: charts.Round2(r.To - r.From),
					ItemStyle: &ItemStyle{Color: s.Color(), BorderColor: charts.SpanColor(r), BorderWidth: 2, BorderType: "dashed"}}
			case s.Style != charts.Dashed && !r.Expected && r.Kind == s.Key:
				items[j] = Item{Name: m.Categories[j] + ": " + r.When, Value: charts.Round2(r.To - r.From)}
			default:
				items[j] = Item{Value: "-"}
			}
		}
		bar.AddSeries(s.Name, nil,
			ec.WithBarChartOpts(opts.BarChart{Stack: "span"}),
			ec.WithItemStyleOpts(opts.ItemStyle{Color: s.Color()}))
		bar.MultiSeries[len(bar.MultiSeries)-1].Data = items
	}
	bar.XYReversal()
	return bar
}

// expectedBorder is the colour of the legend's dashed outline for
// expected ends: the kind of the first expected span (a degree).
func expectedBorder(m *charts.Chart) string {
	for _, r := range m.Spans {
		if r.Expected {
			return charts.SpanColor(r)
		}
	}
	return charts.Color(charts.GroupMark, "expected")
}

// echartsChart is the part of a go-echarts chart a renderer needs: the options
// and the initialisation (id and size).
type echartsChart interface {
	Validate()
	JSON() map[string]interface{}
}

// echartsInit returns the initialisation options (ChartID, Height, ...) of a
// chart built here, or nil for other values.
func echartsInit(c echartsChart) *opts.Initialization {
	switch x := c.(type) {
	case *ec.Bar:
		return &x.Initialization
	case *ec.HeatMap:
		return &x.Initialization
	}
	return nil
}

// echartsTitles returns a chart's title and subtitle.
func echartsTitles(c echartsChart) (title, subtitle string) {
	switch x := c.(type) {
	case *ec.Bar:
		return x.Title.Title, x.Title.Subtitle
	case *ec.HeatMap:
		return x.Title.Title, x.Title.Subtitle
	}
	return "", ""
}
