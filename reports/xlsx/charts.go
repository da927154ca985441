package xlsx

// The workbook's adapter of the chart model: the Charts sheet draws
// charts.PerYear and charts.Fellowships (the values the HTML and the PDF
// draw) as native Excel charts. Each series of the model maps to an
// excelize series in the model's colour whose values are the sheet
// column that holds them (a workbook's chart reads cells, so a reader
// who edits the table sees the chart follow); the model's series name is
// that column's header.

import (
	"strings"

	"github.com/xuri/excelize/v2"

	"github.com/vitae-cv/vitae/analytics"
	"github.com/vitae-cv/vitae/charts"
)

// modelSeries is a chart's series, none for no chart.
func modelSeries(ch *charts.Chart) []charts.Series {
	if ch == nil {
		return nil
	}
	return ch.Series
}

// writeCharts adds the Charts sheet: publications per year (counted
// types as stacked columns, types not counted as grey lines apart from
// them) and fellowships per candidate (awarded as bars, finalist places
// and nominations as marks).
func (wb *workbook) writeCharts() error {
	f := wb.f
	if _, err := f.NewSheet(ChartsSheet); err != nil {
		return err
	}
	if err := wb.printSetup(ChartsSheet, -1, 1, 1, true); err != nil {
		return err
	}
	if err := f.SetCellStr(ChartsSheet, "A1", "Charts drawn from the Per Year table (Cohort sheet) and the Fellowships table (Awards sheet)"); err != nil {
		return err
	}
	if err := f.SetCellStyle(ChartsSheet, "A1", "A1", wb.st.label); err != nil {
		return err
	}
	// the marks' block first: it sets column widths, which the charts'
	// anchors are computed from
	if !wb.has("Fellowships") {
		return wb.perYearChart()
	}
	marks, err := wb.writeMarks(wb.tables["Fellowships"])
	if err != nil {
		return err
	}
	if wb.has("Per Year") {
		if err := wb.perYearChart(); err != nil {
			return err
		}
	}
	return wb.fellowshipChart(marks)
}

// chartTitle is a chart or axis title.
func chartTitle(s string) excelize.ChartTitle {
	return excelize.ChartTitle{Paragraph: []excelize.RichTextRun{{Text: s}}}
}

// chartFormat places a chart on the Charts sheet.
func chartFormat() excelize.GraphicOptions {
	noLock := false
	return excelize.GraphicOptions{ScaleX: 1, ScaleY: 1, OffsetX: 10, OffsetY: 10, Locked: &noLock}
}

// axisFont is the font of the charts' axes.
var axisFont = excelize.Font{Color: "404040", Family: font}

// solid is a solid fill of a palette colour ("#009E73").
func solid(c string) excelize.Fill {
	return excelize.Fill{Type: "pattern", Pattern: 1, Color: []string{strings.TrimPrefix(c, "#")}}
}

// apartMarkers tell the lines of types not counted apart.
var apartMarkers = []string{"circle", "square", "triangle", "diamond", "x"}

// perYearChart draws charts.PerYear from the Per Year sheet: a stacked
// column per year of the counted series, and a grey dashed line with
// markers for each Hatched one (types not counted: the column "...
// (not counted)"), never stacked onto the counted papers. Each series
// reads the sheet's column of its name (the table holds the chart's
// values); the Counted and Listed totals are not drawn.
func (wb *workbook) perYearChart() error {
	py, head := wb.tables["Per Year"], wb.heads["Per Year"]
	sh := wb.sheetOf["Per Year"]
	first, last := head+1, head+max(len(py.Rows), 1)
	cats := ref(sh, 1, first, last)
	var counted, apart []excelize.ChartSeries
	for _, cs := range modelSeries(charts.PerYear(wb.report)) {
		i := columnIndex(py, cs.Name)
		if i < 0 {
			continue
		}
		s := excelize.ChartSeries{Name: ref(sh, i+1, head, head), Categories: cats, Values: ref(sh, i+1, first, last), Fill: solid(cs.Color())}
		if cs.Style != charts.Hatched {
			counted = append(counted, s)
			continue
		}
		s.Line = excelize.LineOptions{Type: excelize.LineSolid, Dash: excelize.LineDashDash, Width: 1.5}
		s.Marker = excelize.ChartMarker{Symbol: apartMarkers[len(apart)%len(apartMarkers)], Size: 6, Fill: solid(cs.Color())}
		apart = append(apart, s)
	}
	if i := columnIndex(py, "Counted"); len(counted) == 0 && i >= 0 {
		// no counted type: the Counted total (zeros) keeps the axes
		counted = append(counted, excelize.ChartSeries{Name: ref(sh, i+1, head, head), Categories: cats, Values: ref(sh, i+1, first, last)})
	}
	xAxis := excelize.ChartAxis{Title: chartTitle("Year"), Font: axisFont}
	yAxis := excelize.ChartAxis{Title: chartTitle("Papers (credit)"), MajorGridLines: true, Font: axisFont}
	chart := &excelize.Chart{
		Type:      excelize.ColStacked,
		Series:    counted,
		Format:    chartFormat(),
		Dimension: excelize.ChartDimension{Width: 720, Height: 380},
		Legend:    excelize.ChartLegend{Position: "right"},
		Title:     chartTitle("Publications per year (not counted: grey lines)"),
		XAxis:     xAxis,
		YAxis:     yAxis,
	}
	var combo []*excelize.Chart
	if len(apart) > 0 {
		combo = append(combo, &excelize.Chart{Type: excelize.Line, Series: apart, XAxis: xAxis, YAxis: yAxis})
	}
	return wb.f.AddChart(ChartsSheet, "A3", chart, combo...)
}

// marksRow is the first row of the Charts sheet's block of fellowship
// marks, below the charts: the chart's finalist and nominee values, blank
// for none so that no mark sits on the axis.
const marksRow = 46

// fellowshipChart draws the Fellowships sheet: a column per candidate of
// the fellowships awarded, and a mark for finalist places and one for
// nominations (from a block of the Charts sheet that leaves zeros blank),
// never added to the bar.
func (wb *workbook) fellowshipChart(marks []excelize.ChartSeries) error {
	fe, head := wb.tables["Fellowships"], wb.heads["Fellowships"]
	sh := wb.sheetOf["Fellowships"]
	first, last := head+1, head+max(len(fe.Rows), 1)
	cats := ref(sh, 1, first, last)
	var bars []excelize.ChartSeries
	ss := modelSeries(charts.FellowshipsUpTo(wb.report, 0))
	if i := columnIndex(fe, "Awarded"); i >= 0 && len(ss) > 0 {
		bars = append(bars, excelize.ChartSeries{Name: ref(sh, i+1, head, head), Categories: cats, Values: ref(sh, i+1, first, last),
			Fill: solid(ss[0].Color())})
	}
	for i := range marks {
		marks[i].Categories = cats
	}
	zero, one := 0.0, 1.0
	gap := uint(80)
	xAxis := excelize.ChartAxis{Title: chartTitle("Candidate"), Font: axisFont}
	yAxis := excelize.ChartAxis{Title: chartTitle("Fellowships"), MajorGridLines: true, MajorUnit: one, Minimum: &zero, Font: axisFont}
	chart := &excelize.Chart{
		Type:      excelize.Col,
		Series:    bars,
		Format:    chartFormat(),
		Dimension: excelize.ChartDimension{Width: uint(min(max(200+60*len(fe.Rows), 720), 4000)), Height: 380},
		Legend:    excelize.ChartLegend{Position: "right"},
		Title:     chartTitle("Fellowships: bars awarded; marks finalist, nominee"),
		XAxis:     xAxis,
		YAxis:     yAxis,
		GapWidth:  &gap,
	}
	var combo []*excelize.Chart
	if len(marks) > 0 {
		combo = append(combo, &excelize.Chart{Type: excelize.Line, Series: marks, XAxis: xAxis, YAxis: yAxis, ShowBlanksAs: "gap"})
	}
	return wb.f.AddChart(ChartsSheet, "A24", chart, combo...)
}

// writeMarks writes the Charts sheet's block of finalist and nominee
// counts (blank for zero) and returns a marker-only series for each.
func (wb *workbook) writeMarks(fe analytics.Table) ([]excelize.ChartSeries, error) {
	f := wb.f
	ss := modelSeries(charts.FellowshipsUpTo(wb.report, 0))
	if len(ss) < 3 {
		return nil, nil
	}
	style := []excelize.ChartMarker{
		{Symbol: "diamond", Size: 10, Fill: solid(ss[1].Color())},
		{Symbol: "triangle", Size: 9, Fill: solid(ss[2].Color())},
	}
	var err error
	set := func(col, row int, v any, st int) {
		if err != nil || v == nil {
			return
		}
		cell := cellName(col, row)
		if s, ok := v.(string); ok {
			err = f.SetCellStr(ChartsSheet, cell, s) // a string cell, never a formula
		} else {
			err = f.SetCellValue(ChartsSheet, cell, v)
		}
		if err == nil && st != 0 {
			err = f.SetCellStyle(ChartsSheet, cell, cell, st)
		}
	}
	set(1, marksRow, "Fellowship marks drawn by the chart above (from the Fellowships table; 0 left blank: no mark)", wb.st.note)
	set(1, marksRow+1, "Candidate", wb.st.header)
	n := max(len(fe.Rows), 1)
	var series []excelize.ChartSeries
	for k, name := range []string{"Finalist", "Nominee"} {
		i := columnIndex(fe, name)
		if i < 0 {
			continue
		}
		col := 2 + len(series)
		set(col, marksRow+1, name, wb.st.header)
		for r, row := range fe.Rows {
			set(1, marksRow+2+r, row[0], 0)
			if x, ok := row[i].(int); ok && x != 0 {
				set(col, marksRow+2+r, x, 0)
			}
		}
		series = append(series, excelize.ChartSeries{Name: ref(ChartsSheet, col, marksRow+1, marksRow+1), Values: ref(ChartsSheet, col, marksRow+2, marksRow+1+n),
			Line: excelize.LineOptions{Type: excelize.LineNone}, Marker: style[k]})
	}
	if err == nil {
		err = f.SetColWidth(ChartsSheet, "A", "A", 28)
	}
	return series, err
}
