package charts

// The chart model: every chart of a report as plain data, built once from
// the analytics Report and drawn by each renderer in its own way (the HTML
// through ECharts, see reports/html/echarts.go; the PDF as vectors,
// reports/pdf/chartmodel.go; the workbook as native charts,
// reports/xlsx/charts.go). A renderer reads Kind, the categories
// and the series; it takes every colour from Series.Color or SpanColor,
// which come from the palette (palette.txt), so a meaning has one colour
// in every format. Nothing here depends on a drawing library.
//
// The API is small and meant to stay: Chart, Series, Span, Axis, the Kind
// and Style constants, and one builder per chart (PerYear, TopVenues,
// VenueYear, Awards, Fellowships, Timeline, CandidatePerYear,
// CandidateVenues, CandidateTimeline), plus Model for the cohort charts.
// A builder returns nil when there is nothing to draw.

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/vitae-cv/vitae/analytics"
	"github.com/vitae-cv/vitae/cv"
)

// Kind is what a chart draws.
type Kind string

const (
	// StackedBars: one vertical bar per category; series with the same
	// Stack are stacked on each other, series with different stacks stand
	// side by side (counted papers beside papers not counted).
	StackedBars Kind = "stacked_bars"
	// Bars: one horizontal bar per category, top first, one series.
	Bars Kind = "bars"
	// BarsWithMarks: one horizontal bar per category from the first
	// series (Shape "bar"); each later series is a count drawn as that
	// many marks (Shape "diamond", "circle") beside the bar, never added
	// to it.
	BarsWithMarks Kind = "bars_marks"
	// Heatmap: Categories are the rows, Columns the columns, Cells the
	// values; the colour runs from Color(GroupMark, "heat_low") to
	// Color(GroupMark, "heat_high").
	Heatmap Kind = "heatmap"
	// Gantt: one row per category, a Span each, on a time axis (Axis);
	// the series are the legend (one per span kind, and "expected").
	Gantt Kind = "gantt"
)

// Style is how a series is drawn besides its colour.
type Style string

const (
	Solid Style = ""
	// Hatched: listed but not counted; grey (GroupMark "not_counted")
	// with diagonal stripes, in a stack of its own.
	Hatched Style = "hatched"
	// Dashed: ends at an expected date; filled with GroupMark "expected",
	// with a dashed border in the span kind's colour.
	Dashed Style = "dashed"
)

// Stacks of the per-year charts.
const (
	StackCounted    = "counted"
	StackNotCounted = "not counted"
)

// Chart is one chart as data.
type Chart struct {
	ID    string // stable id: IDPubsPerYear, CandPubsID(i), ...
	Kind  Kind
	Title string
	// Notes qualify what is drawn, shown under the title: "one per
	// paper", "grey hatched bars: listed, not counted", "first 40 of 52
	// candidates", ...
	Notes      []string
	Categories []string // x of StackedBars; rows of the others, top first
	Columns    []string // Heatmap columns (years)
	Series     []Series
	Cells      [][]float64 // Heatmap: Cells[row][column]
	Spans      []Span      // Gantt: one per category
	Axis       *Axis       // Gantt: the time axis
	Unit       string      // what the values count: "papers", "fellowships", "years"
}

// Subtitle is the chart's notes as one line.
func (c *Chart) Subtitle() string { return strings.Join(c.Notes, "; ") }

// Series is one named series of values, one per category.
type Series struct {
	// Group and Key are the series' meaning, in palette terms: GroupType
	// "journal", GroupStatus "finalist", GroupKind "postdoc", GroupMark
	// "cohort" or "expected".
	Group, Key string
	Name       string    // people's label, for the legend: "journal", "preprint (not counted)"
	Values     []float64 // one per category; 0 draws nothing
	Stack      string    // StackedBars: series with the same Stack are stacked
	Style      Style
	Shape      string // BarsWithMarks: "bar", "diamond" or "circle"
}

// Color is the series' colour: its meaning's, or grey when it is not
// counted, or the expected colour when it is dashed.
func (s Series) Color() string {
	switch s.Style {
	case Hatched:
		return Color(GroupMark, "not_counted")
	case Dashed:
		return Color(GroupMark, "expected")
	}
	return Color(s.Group, s.Key)
}

// Span is one row of a Gantt chart: a span of time of one kind (a
// timeline kind: "phd", "postdoc", ...), in fractional years (2019.75 is
// the end of September 2019).
type Span struct {
	Kind     string // always a SpanKinds value; unknown kinds are "other"
	From, To float64
	When     string // "2013-09 – 2019-09 (expected)"
	End      string // the end as written: "2019-09", "present", "" for none
	Expected bool   // ends at an expected date: drawn Dashed
	Ongoing  bool   // runs to the candidate's as-of date (To)
}

// SpanColor is the colour of a span's kind; an expected span is filled
// with Color(GroupMark, "expected") and outlined, dashed, in this colour.
func SpanColor(s Span) string { return Color(GroupKind, s.Kind) }

// Axis is a Gantt chart's time axis: whole years from Min to Max, a label
// every Step years. AsOf, on one candidate's timeline, is where the
// candidate's ongoing spans end (analytics' Report.OngoingEnd); 0 on the
// cohort's, where each candidate has their own.
type Axis struct{ Min, Max, Step, AsOf float64 }

// Model builds the cohort charts that have something to draw, in the
// order of the report: papers per year, top venues (topVenues of them),
// venue × year, awards, fellowships, timelines.
func Model(rep *analytics.Report, topVenues int) []*Chart {
	var out []*Chart
	for _, c := range []*Chart{PerYear(rep), TopVenues(rep, topVenues), VenueYear(rep), Awards(rep), Fellowships(rep), Timeline(rep)} {
		if c != nil {
			out = append(out, c)
		}
	}
	return out
}

// Series names that are not a code's label.
const (
	// NotCounted is the suffix of series that are drawn but not counted.
	NotCounted = " (not counted)"
	// The fellowship bar counts awarded fellowships only; finalist
	// places and nominations are marks beside it, never added to it.
	SeriesAwarded  = "awarded (bar)"
	SeriesFinalist = "finalist (mark, not in the bar)"
	SeriesNominee  = "nominee (mark, not in the bar)"
	// SeriesExpected names the timeline series of spans that end at an
	// expected date.
	SeriesExpected = "expected end (dashed)"
)

// SpanKinds orders the kinds of timeline spans (education levels and
// position kinds).
var SpanKinds = []string{"phd", "masters", "bachelors", "postdoc", "faculty", "research", "visiting", "industry", "internship", "teaching", "other"}

// PerYear is the cohort's publications per year by type (PerYearTable),
// every year from the first to the last: counted types stacked
// (StackCounted), types the report does not count Hatched in a stack of
// their own beside them, named "… (not counted)".
func PerYear(rep *analytics.Report) *Chart {
	t := rep.PerYearTable()
	types := rep.PerYearTypes()
	vals := map[int]map[cv.PubType]float64{}
	var years []int
	for _, row := range t.Rows {
		y, ok := row[0].(int)
		if !ok {
			continue // the "no year" row: not a place on a time axis
		}
		years = append(years, y)
		vals[y] = map[cv.PubType]float64{}
		for i, ty := range types {
			vals[y][ty] = num(row[1+i])
		}
	}
	return perYear(IDPubsPerYear, "Publications per year by type", []string{credit(rep)}, years, types, rep.Counts,
		func(y int, ty cv.PubType) float64 { return vals[y][ty] })
}

// CandidatePerYear is one candidate's publications per year by type
// (the YearType of its YearTally), drawn as PerYear.
func CandidatePerYear(rep *analytics.Report, c *analytics.Candidate) *Chart {
	return new(Builder).CandidatePerYear(rep, c)
}

// perYear lays out papers per year by type; years is continuous, value
// gives a year's credit of a type. Types without papers are left out.
func perYear(id, title string, notes []string, years []int, types []cv.PubType, counts func(cv.PubType) bool, value func(y int, t cv.PubType) float64) *Chart {
	return new(Builder).perYearChart(new(Chart), id, title, notes, years, types, counts, value)
}

func credit(rep *analytics.Report) string {
	if rep.Options.Fractional {
		return "fractional credit (1/authors)"
	}
	return "one per paper"
}

// VenueYear is the cohort's venue × year matrix (VenueYearTable), at most
// MaxHeatmapRows venues by total credit.
func VenueYear(rep *analytics.Report) *Chart {
	t := rep.VenueYearTable()
	if len(t.Rows) == 0 {
		return nil
	}
	rows := t.Rows
	c := &Chart{ID: IDVenueYear, Kind: Heatmap, Title: "Publications per venue and year", Notes: []string{credit(rep)}, Unit: "papers"}
	if len(rows) > MaxHeatmapRows {
		c.Notes = []string{fmt.Sprintf("top %d of %d venues", MaxHeatmapRows, len(rows)), credit(rep)}
		rows = rows[:MaxHeatmapRows]
	}
	for _, col := range t.Columns[1 : len(t.Columns)-1] {
		c.Columns = append(c.Columns, col.Name)
	}
	for _, row := range rows {
		c.Categories = append(c.Categories, str(row[0]))
		cells := make([]float64, len(c.Columns))
		for i := range cells {
			cells[i] = num(row[1+i])
		}
		c.Cells = append(c.Cells, cells)
	}
	return c
}

// TopVenues is the cohort's n venues with the most credit
// (TopVenuesTable); n <= 0 draws all.
func TopVenues(rep *analytics.Report, n int) *Chart {
	t := rep.TopVenuesTable(n)
	var labels []string
	var values []float64
	for _, row := range t.Rows {
		labels = append(labels, str(row[0]))
		values = append(values, num(row[2]))
	}
	notes := []string{credit(rep)}
	if n > 0 {
		notes = []string{fmt.Sprintf("top %d", n), credit(rep)}
	}
	if out := rep.Cohort.OutsideCatalogue; out > 0 {
		// never pooled into a bar: each is listed as written with its paper
		notes = append(notes, analytics.FormatNumber(Round2(out))+" at venues not in the catalogue, not ranked")
	}
	return bars(IDTopVenues, "Top venues", notes, labels, values)
}

// CandidateVenues is one candidate's counted papers per catalogued venue
// (the ByVenue of its Tally), most first. Papers at venues the catalogue lacks are
// not bars (they are no venue the cohort ranks): a note counts them, and
// the publication list shows each as written.
func CandidateVenues(c *analytics.Candidate) *Chart { return new(Builder).CandidateVenues(c) }

// bars is a Bars chart of counted papers per label (GroupMark "cohort").
func bars(id, title string, notes, labels []string, values []float64) *Chart {
	if len(labels) == 0 {
		return nil
	}
	s := Series{Group: GroupMark, Key: "cohort", Name: "papers", Values: make([]float64, len(values))}
	for i, v := range values {
		s.Values[i] = Round2(v)
	}
	return &Chart{ID: id, Kind: Bars, Title: title, Notes: notes, Categories: labels, Series: []Series{s}, Unit: "papers"}
}

// Awards is the cohort's awards by category (people's labels), stacked
// by status (AwardCategoryTable).
func Awards(rep *analytics.Report) *Chart {
	t := rep.AwardCategoryTable()
	if len(t.Rows) == 0 {
		return nil
	}
	c := &Chart{ID: IDAwards, Kind: StackedBars, Title: "Awards by category and status", Notes: []string{"all candidates"}, Unit: "awards"}
	for _, row := range t.Rows {
		c.Categories = append(c.Categories, str(row[0]))
	}
	for i, st := range analytics.AwardStatuses {
		s := Series{Group: GroupStatus, Key: string(st), Name: analytics.Label(st), Stack: "total", Values: make([]float64, len(t.Rows))}
		has := false
		for r, row := range t.Rows {
			s.Values[r] = num(row[1+i])
			has = has || s.Values[r] > 0
		}
		if has {
			c.Series = append(c.Series, s)
		}
	}
	return c
}

// Fellowships is each candidate's fellowships in FellowshipTable order
// (awarded, then finalist, then name), at most MaxCohortRows: a bar of
// awarded fellowships, and finalist places and nominations as marks.
func Fellowships(rep *analytics.Report) *Chart { return FellowshipsUpTo(rep, MaxCohortRows) }

// FellowshipsUpTo is Fellowships with at most n candidates (n <= 0: all),
// for a renderer that pages or picks the rows it draws itself.
func FellowshipsUpTo(rep *analytics.Report, n int) *Chart {
	return FellowshipsOf(rep.FellowshipTable(), n)
}

// FellowshipsOf is FellowshipsUpTo drawn from t, the report's
// FellowshipTable, for a renderer that shows the table as well and so
// need not make (and sort) it twice.
func FellowshipsOf(t analytics.Table, n int) *Chart {
	if len(t.Rows) == 0 {
		return nil
	}
	notes := []string{"bar: fellowships awarded", "marks: finalist places and nominations, not added to the bar"}
	rows := t.Rows
	if n > 0 && len(rows) > n {
		notes = append([]string{fmt.Sprintf("first %d of %d candidates in this order", n, len(rows))}, notes...)
		rows = rows[:n]
	}
	c := &Chart{ID: IDFellowships, Kind: BarsWithMarks, Title: "Fellowships per candidate", Notes: notes, Unit: "fellowships"}
	for _, row := range rows {
		c.Categories = append(c.Categories, str(row[0]))
	}
	for i, s := range []Series{
		{Group: GroupStatus, Key: string(cv.StatusAwarded), Name: SeriesAwarded, Shape: "bar"},
		{Group: GroupStatus, Key: string(cv.StatusFinalist), Name: SeriesFinalist, Shape: "diamond"},
		{Group: GroupStatus, Key: string(cv.StatusNominee), Name: SeriesNominee, Shape: "circle"},
	} {
		s.Values = make([]float64, len(rows))
		for r, row := range rows {
			s.Values[r] = num(row[1+i])
		}
		c.Series = append(c.Series, s)
	}
	return c
}

// Timeline is every candidate's education and positions on one time axis
// (rows "Candidate · span"), at most MaxCohortRows candidates. Each
// candidate's ongoing spans end at that candidate's own as-of date;
// expected ends at the expected date, Dashed.
func Timeline(rep *analytics.Report) *Chart {
	var rows []ganttRow
	cands := rep.Candidates
	if len(cands) > MaxCohortRows {
		cands = cands[:MaxCohortRows]
	}
	skipped := 0
	for _, c := range cands {
		end, label := ongoingEnd(rep, c)
		for _, s := range c.Spans {
			r, ok := spanRow(c.Name+" · "+SpanLabel(s), s, end, label)
			if !ok {
				skipped++
				continue
			}
			rows = append(rows, r)
		}
	}
	notes := timelineNotes("each CV's own date", skipped)
	if len(cands) < len(rep.Candidates) {
		notes = append([]string{fmt.Sprintf("first %d of %d candidates (each candidate's timeline is in their section)", len(cands), len(rep.Candidates))}, notes...)
	}
	return gantt(IDTimeline, "Career timelines", notes, rows, 0)
}

// CandidateTimeline is one candidate's education and positions; ongoing
// spans end at the candidate's own as-of date (rep.OngoingEnd), marked
// on the axis (Axis.AsOf).
func CandidateTimeline(rep *analytics.Report, c *analytics.Candidate) *Chart {
	return new(Builder).CandidateTimeline(rep, c)
}

// Undated labels (SpanLabel) a candidate's spans without a start year,
// which no timeline can place: a renderer lists them beside the chart.
func Undated(c *analytics.Candidate) []string {
	var out []string
	for _, s := range c.Spans {
		if s.Start.Year == 0 {
			out = append(out, SpanLabel(s))
		}
	}
	return out
}

func timelineNotes(asOf string, skipped int) []string { return appendTimelineNotes(nil, asOf, skipped) }

// appendTimelineNotes appends a timeline's notes to dst.
func appendTimelineNotes(dst []string, asOf string, skipped int) []string {
	dst = append(dst, "education and positions", "ongoing to "+asOf, "expected ends dashed")
	if skipped > 0 {
		dst = append(dst, strconv.Itoa(skipped)+" without dates not shown")
	}
	return dst
}

// ganttRow is one bar of a timeline before its row label is made unique.
type ganttRow struct {
	cat string
	Span
}

// gantt lays out a timeline: unique row labels (a repeated one gets
// " (2)"), the time axis in whole years (at least to axisEnd), and the
// legend: the kinds drawn, in SpanKinds order, then "expected".
func gantt(id, title string, notes []string, rows []ganttRow, axisEnd float64) *Chart {
	return new(Builder).gantt(new(Chart), id, title, notes, rows, axisEnd)
}

// axisSteps are the year steps a time axis may take, smallest first; the
// first that gives at most maxAxisTicks ticks is used.
var axisSteps = []float64{1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000}

// maxAxisTicks bounds the ticks of a time axis (ECharts draws one per
// step: a span to year 9999 must not ask for thousands).
const maxAxisTicks = 24

// timeAxis is the time axis from lo to hi in whole steps: 1, 2 or 5
// years for a career, longer for a far-off (clamped) year.
func timeAxis(lo, hi float64) Axis {
	step := axisSteps[len(axisSteps)-1]
	for _, s := range axisSteps {
		if (hi-lo)/s <= maxAxisTicks/2 || (s >= 5 && (hi-lo)/s <= maxAxisTicks) {
			step = s
			break
		}
	}
	return Axis{Min: math.Floor(lo/step) * step, Max: math.Ceil(hi/step) * step, Step: step}
}

// ongoingEnd is where a candidate's ongoing spans end on the axis
// (analytics' Report.OngoingEnd), and its label.
func ongoingEnd(rep *analytics.Report, c *analytics.Candidate) (float64, string) {
	d, _ := rep.OngoingEnd(c)
	return analytics.AxisEnd(d), d.String()
}

// spanRow places a span on the time axis: a bare start year starts in
// January, a bare end year ends in December, an ongoing span ends at the
// candidate's own as-of date (asOf, its label asOfLabel), and an
// expected end at the expected date, marked expected. Spans without a
// start year cannot be placed.
func spanRow(cat string, s analytics.Span, asOf float64, asOfLabel string) (ganttRow, bool) {
	if s.Start.Year == 0 {
		return ganttRow{}, false
	}
	from := analytics.AxisStart(s.Start)
	var to float64
	end := s.End.String()
	expected := false
	switch {
	case s.Expected && s.End.Year > 0 && !s.End.Present:
		to, end, expected = analytics.AxisEnd(s.End), s.End.String()+" (expected)", true
	case s.Ongoing || s.End.Present:
		to, end = asOf, "present (CV as of "+asOfLabel+")"
	case s.End.Year > 0:
		to = analytics.AxisEnd(s.End)
	default:
		to = analytics.AxisEnd(s.Start)
		end = "?"
	}
	if to <= from {
		to = from + 1.0/12
	}
	return ganttRow{cat: cat, Span: Span{Kind: kindOf(s.Kind), From: Round2(from), To: Round2(to),
		When: s.Start.String() + " – " + end, End: spanEnd(s), Expected: expected, Ongoing: s.Ongoing || s.End.Present}}, true
}

// spanEnd is a span's end as written: "present", the date, or "".
func spanEnd(s analytics.Span) string {
	if s.Ongoing || s.End.Present {
		return "present"
	}
	if s.End.Year > 0 {
		return s.End.String()
	}
	return ""
}

// SpanLabel is a timeline row's label in every format: the span's label
// (degree, title), else its kind's label ("postdoc"), then its
// organisation: "Ph.D. in Physics, Northfield University", "postdoc,
// Westmoor University".
func SpanLabel(s analytics.Span) string {
	l := s.Label
	switch {
	case l != "":
	case s.Kind == "":
		l = "other"
	default:
		l = analytics.Label(s.Kind)
	}
	if s.Org != "" {
		l += ", " + s.Org
	}
	return l
}

// kindOf is the kind a span is drawn as: its own, or "other".
func kindOf(kind string) string {
	for _, k := range SpanKinds {
		if k == kind {
			return kind
		}
	}
	return "other"
}

// Round2 rounds to two decimals, as the model's values are.
func Round2(x float64) float64 { return math.Round(x*100) / 100 }

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

// keyID is a candidate chart's id derived from the candidate's key (an
// FNV-1a hash: stable, and free of the key's characters); renderers that
// number candidates set CandPubsID(i) etc. instead.
func keyID(c *analytics.Candidate, what string) string {
	h := uint32(2166136261)
	for i := 0; i < len(c.Key); i++ {
		h ^= uint32(c.Key[i])
		h *= 16777619
	}
	const hex = "0123456789abcdef"
	var buf [32]byte
	b := append(buf[:0], "cand-"...)
	for shift := 28; shift >= 0; shift -= 4 {
		b = append(b, hex[h>>shift&0xf])
	}
	return string(append(append(b, '-'), what...))
}
