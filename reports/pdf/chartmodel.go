package pdf

import (
	"strconv"

	"github.com/vitae-cv/vitae/charts"
)

// The PDF's adapter of the chart model: each chart the PDF draws is a
// charts.Chart (built once from analytics by package charts, the same
// value the HTML and the workbook draw), read here into what the drawing
// functions take. Nothing here counts or places: categories, values,
// series names, colours, span positions and the time axis are the
// model's. What the PDF decides is layout: how many rows fit, which
// rows are worth a line (a candidate without fellowships is not).

// yearSeries reads a papers-per-year chart (charts.PerYear,
// CandidatePerYear: StackedBars of year categories) as bar series:
// counted ones are stacked into the bar, Hatched ones beside it. It
// reports whether any is not counted.
func yearSeries(ch *charts.Chart) (ss []series, apart bool) {
	return yearSeriesTo(nil, ch)
}

// yearSeriesTo is yearSeries appending to dst[:0], whose maps it empties
// and fills again: a candidate's series reuse the previous candidate's.
func yearSeriesTo(dst []series, ch *charts.Chart) (ss []series, apart bool) {
	ss = dst[:0]
	if ch == nil || ch.Kind != charts.StackedBars {
		return ss, false
	}
	for _, s := range ch.Series {
		var values map[int]float64
		if len(ss) < cap(ss) {
			values = ss[:len(ss)+1][len(ss)].values
		}
		if values == nil {
			values = map[int]float64{}
		}
		clear(values)
		out := series{label: s.Name, color: paletteColor(s.Group, s.Key), counted: s.Style != charts.Hatched, values: values}
		for i, cat := range ch.Categories {
			y, err := strconv.Atoi(cat)
			if err != nil || i >= len(s.Values) || s.Values[i] <= 0 {
				continue
			}
			out.values[y] = s.Values[i]
		}
		if len(out.values) > 0 {
			ss = append(ss, out)
			apart = apart || !out.counted
		}
	}
	return ss, apart
}

// barRows reads the first n rows of a Bars chart (charts.CandidateVenues)
// as horizontal bars in the series' colour; all is the chart's number of
// rows.
func barRows(ch *charts.Chart, n int) (rows []hrow, color rgb, all int) {
	color = paletteColor(charts.GroupMark, "cohort")
	if ch == nil || ch.Kind != charts.Bars || len(ch.Series) == 0 {
		return nil, color, 0
	}
	s := ch.Series[0]
	cats := ch.Categories[:min(n, len(ch.Categories))]
	rows = make([]hrow, len(cats))
	values := make([]float64, len(cats)) // one array for the rows' one value each
	for i, cat := range cats {
		values[i] = s.Values[i]
		rows[i] = hrow{label: cat, values: values[i : i+1 : i+1]}
	}
	return rows, hexRGB(s.Color()), len(ch.Categories)
}

// fellowRows reads a BarsWithMarks chart (charts.FellowshipsUpTo) as one
// row per candidate with any fellowship, in the chart's order, and the
// legend of its series (the bar, then the marks).
func fellowRows(ch *charts.Chart) (rs []fellowRow, legend []legendItem) {
	if ch == nil || ch.Kind != charts.BarsWithMarks || len(ch.Series) < 3 {
		return nil, nil
	}
	for _, s := range ch.Series[:3] {
		legend = append(legend, legendItem{s.Name, hexRGB(s.Color()), shapeSwatch(s.Shape)})
	}
	for i, cat := range ch.Categories {
		fr := fellowRow{name: cat, awarded: count(ch.Series[0], i), finalist: count(ch.Series[1], i), nominee: count(ch.Series[2], i)}
		if fr.awarded+fr.finalist+fr.nominee > 0 {
			rs = append(rs, fr)
		}
	}
	return rs, legend
}

// count is a series' value at i as a whole count.
func count(s charts.Series, i int) int {
	if i >= len(s.Values) {
		return 0
	}
	return int(s.Values[i])
}

// shapeSwatch is how a series of the given Shape is drawn.
func shapeSwatch(shape string) swatch {
	switch shape {
	case "diamond":
		return swatchDiamond
	case "circle":
		return swatchCircle
	}
	return swatchFill
}

// tbar is one row of a timeline: a span of the Gantt chart.
type tbar struct {
	label string // the chart's category
	span  charts.Span
}

// timelineBars reads a Gantt chart (charts.CandidateTimeline) as its rows
// and its legend: the span kinds drawn, then the expected series,
// swatched dashed in the colour of the first expected span's kind.
func timelineBars(ch *charts.Chart) (bars []tbar, legend []legendItem) {
	return timelineBarsTo(nil, nil, ch)
}

// timelineBarsTo is timelineBars appending the bars to dst[:0] and the
// legend to items[:0]: a candidate's reuse the previous candidate's
// arrays.
func timelineBarsTo(dst []tbar, items []legendItem, ch *charts.Chart) (bars []tbar, legend []legendItem) {
	bars, legend = dst[:0], items[:0]
	if ch == nil || ch.Kind != charts.Gantt {
		return bars, legend
	}
	for i, s := range ch.Spans {
		bars = append(bars, tbar{label: ch.Categories[i], span: s})
	}
	for _, s := range ch.Series {
		if s.Style != charts.Dashed {
			legend = append(legend, legendItem{s.Name, hexRGB(s.Color()), swatchFill})
			continue
		}
		border := paletteColor(charts.GroupMark, "expected")
		for _, sp := range ch.Spans {
			if sp.Expected {
				border = hexRGB(charts.SpanColor(sp))
				break
			}
		}
		legend = append(legend, legendItem{s.Name, border, swatchDashed})
	}
	return bars, legend
}

// reuse is what a candidate's charts are read into (yearSeriesTo,
// timelineBarsTo), kept for the next candidate's: a candidate's pages
// are drawn before the next candidate's, and nothing drawn keeps them.
type reuse struct {
	charts charts.Builder // the candidate's charts, made in storage reused
	series []series
	bars   []tbar
	legend []legendItem
}
