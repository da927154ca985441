// Package xlsx renders an analytics.Report as an Excel workbook (.xlsx).
//
// The workbook opens with an "About" sheet (title, date, selection, number
// of candidates and a list of the sheets), then one data sheet per
// analytics table (Summary, Publications, Venue × Year, Per Year, Awards,
// Fellowships, Education, Positions, Talks, Service, Teaching, Activity,
// Ranks, Cohort, Top Venues, Award Categories, Duplicates) and a Charts
// sheet with native Excel charts drawn from the Per Year and Fellowships
// sheets.
//
// Every data sheet starts at A1 and is an Excel table (styled header,
// autofilter, banded rows) with a frozen header row and columns sized to
// their contents. Numbers are numeric cells, years are integers (blank when
// unknown) and dates are real Excel dates shown as yyyy-mm (or yyyy when
// only the year is known); an ongoing span's end is the text "present".
// Strings are always stored as strings, never as formulas, so a CV cannot
// smuggle a formula ("=HYPERLINK(...)") into the workbook. Data sheets are
// written with excelize's StreamWriter.
//
// Like every renderer, the package draws only what the analytics tables
// hold: it never parses and never counts. The same report and options give
// a byte-identical file.
package xlsx

import (
	"archive/zip"
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"math"
	"regexp"
	"sort"
	"strings"
	"time"
	"unicode"

	"github.com/xuri/excelize/v2"

	"github.com/vitae-cv/vitae/analytics"
	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/reports"
)

// Sheet names. The data sheets follow AboutSheet in this order and
// ChartsSheet comes last.
const (
	AboutSheet  = "About"
	ChartsSheet = "Charts"
)

// maxWidth caps a column's width (in characters); minWidth is the least.
const (
	maxWidth = 60
	minWidth = 6
)

// font is the font of styled cells: the workbook's default font.
const font = "Calibri"

// tableStyle is the built-in Excel table style of every data sheet.
const tableStyle = "TableStyleMedium2"

// sheet is one data sheet: its name, the name of its Excel table and the
// analytics table it shows.
type sheet struct {
	name      string
	table     string // Excel table name: unique, a valid identifier
	freezeCol bool   // also freeze the first column (wide sheets)
	source    func(r *analytics.Report) analytics.Table
}

// dataSheets are the data sheets in workbook order.
var dataSheets = []sheet{
	{"Summary", "tbl_summary", true, (*analytics.Report).SummaryTable},
	{"Publications", "tbl_publications", false, (*analytics.Report).PublicationsTable},
	{"Venue × Year", "tbl_venue_year", true, (*analytics.Report).VenueYearTable},
	{"Per Year", "tbl_per_year", false, (*analytics.Report).PerYearTable},
	{"Awards", "tbl_awards", false, (*analytics.Report).AwardsTable},
	{"Fellowships", "tbl_fellowships", false, (*analytics.Report).FellowshipTable},
	{"Education", "tbl_education", false, func(r *analytics.Report) analytics.Table { return timeline(r, true) }},
	{"Positions", "tbl_positions", false, func(r *analytics.Report) analytics.Table { return timeline(r, false) }},
	{"Talks", "tbl_talks", false, (*analytics.Report).TalksTable},
	{"Service", "tbl_service", false, (*analytics.Report).ServiceTable},
	{"Teaching", "tbl_teaching", false, (*analytics.Report).TeachingTable},
	{"Activity", "tbl_activity", false, (*analytics.Report).ActivityTable},
	{"Ranks", "tbl_ranks", true, (*analytics.Report).RankTable},
	{"Cohort", "tbl_cohort", false, (*analytics.Report).DistributionTable},
	{"Top Venues", "tbl_top_venues", false, func(r *analytics.Report) analytics.Table { return r.TopVenuesTable(0) }},
	{"Award Categories", "tbl_award_categories", false, (*analytics.Report).AwardCategoryTable},
	{"Duplicates", "tbl_duplicates", false, (*analytics.Report).MergesTable},
}

// timeline is the rows of the timeline table that are education spans
// (edu) or positions (!edu), without the "Education" column.
func timeline(r *analytics.Report, edu bool) analytics.Table {
	t := r.TimelineTable()
	col := columnIndex(t, "Education")
	if col < 0 {
		return t
	}
	out := analytics.Table{Name: t.Name + "_positions", Title: "Positions", Columns: dropColumn(t.Columns, col)}
	if edu {
		out.Name, out.Title = t.Name+"_education", "Education"
	}
	for _, row := range t.Rows {
		if (col < len(row) && row[col] == "yes") != edu {
			continue
		}
		out.Rows = append(out.Rows, dropCell(row, col))
	}
	return out
}

func columnIndex(t analytics.Table, name string) int {
	for i, c := range t.Columns {
		if c.Name == name {
			return i
		}
	}
	return -1
}

func dropColumn(cs []analytics.Column, i int) []analytics.Column {
	out := append([]analytics.Column(nil), cs[:i]...)
	return append(out, cs[i+1:]...)
}

func dropCell(row []any, i int) []any {
	if i >= len(row) {
		return row
	}
	out := append([]any(nil), row[:i]...)
	return append(out, row[i+1:]...)
}

// Write renders r as an .xlsx workbook to w.
func Write(w io.Writer, r *analytics.Report, opt reports.Options) error {
	if r == nil {
		return errors.New("xlsx: no report")
	}
	if err := opt.Validate(); err != nil {
		return err
	}
	f := excelize.NewFile()
	defer f.Close()
	wb := &workbook{f: f, report: r, opt: opt}
	if err := wb.build(); err != nil {
		return fmt.Errorf("xlsx: %w", err)
	}
	// excelize writes the streamed sheets in map order; the zip writer
	// puts every part in a fixed order with a fixed time.
	f.SetZipWriter(func(w io.Writer) excelize.ZipWriter { return newSortedZip(w, opt.Time()) })
	if _, err := f.WriteTo(w); err != nil {
		return fmt.Errorf("xlsx: %w", err)
	}
	return nil
}

// workbook is one workbook being built.
type workbook struct {
	f      *excelize.File
	report *analytics.Report
	opt    reports.Options
	st     styles
	tables map[string]analytics.Table // by sheet name
}

// styles are the cell styles of the workbook.
type styles struct {
	header    int
	title     int
	label     int
	link      int
	year      int
	month     int // yyyy-mm date
	yearDate  int // yyyy date
	present   int
	decimals  [3]int // numbers with 0, 1 or 2 decimals
	aboutText int
}

func (wb *workbook) build() error {
	if err := wb.makeStyles(); err != nil {
		return err
	}
	f := wb.f
	if err := f.SetSheetName(f.GetSheetName(0), AboutSheet); err != nil {
		return err
	}
	wb.tables = map[string]analytics.Table{}
	for _, s := range dataSheets {
		t := s.source(wb.report)
		wb.tables[s.name] = t
		if err := wb.writeTable(s, t); err != nil {
			return fmt.Errorf("sheet %s: %w", s.name, err)
		}
	}
	if err := wb.writeCharts(); err != nil {
		return fmt.Errorf("sheet %s: %w", ChartsSheet, err)
	}
	if err := wb.writeAbout(); err != nil {
		return fmt.Errorf("sheet %s: %w", AboutSheet, err)
	}
	// About (the first sheet) is the active one. SetActiveSheet is not
	// called: it would parse every streamed sheet back.
	when := wb.opt.Time().UTC().Format(time.RFC3339)
	return f.SetDocProps(&excelize.DocProperties{
		Title:          wb.opt.TitleOrDefault(),
		Subject:        "Candidate report",
		Description:    wb.report.Selection,
		Creator:        "vitae",
		LastModifiedBy: "vitae",
		Created:        when,
		Modified:       when,
	})
}

func (wb *workbook) makeStyles() error {
	f := wb.f
	var err error
	style := func(s *excelize.Style) int {
		if err != nil {
			return 0
		}
		var id int
		id, err = f.NewStyle(s)
		return id
	}
	custom := func(code string) *string { return &code }
	border := []excelize.Border{
		{Type: "left", Color: "8EA9DB", Style: 1},
		{Type: "top", Color: "8EA9DB", Style: 1},
		{Type: "right", Color: "8EA9DB", Style: 1},
		{Type: "bottom", Color: "2F5597", Style: 2},
	}
	center := &excelize.Alignment{Horizontal: "center"}
	wb.st = styles{
		header: style(&excelize.Style{
			Font:      &excelize.Font{Bold: true, Color: "FFFFFF", Family: font},
			Fill:      excelize.Fill{Type: "pattern", Pattern: 1, Color: []string{"2F5597"}},
			Border:    border,
			Alignment: &excelize.Alignment{Vertical: "center"},
		}),
		title:     style(&excelize.Style{Font: &excelize.Font{Bold: true, Size: 16, Color: "2F5597", Family: font}}),
		label:     style(&excelize.Style{Font: &excelize.Font{Bold: true, Family: font}, Alignment: &excelize.Alignment{Vertical: "top"}}),
		link:      style(&excelize.Style{Font: &excelize.Font{Color: "0563C1", Underline: "single", Family: font}}),
		aboutText: style(&excelize.Style{Alignment: &excelize.Alignment{Horizontal: "left", Vertical: "top", WrapText: true}}),
		year:      style(&excelize.Style{CustomNumFmt: custom("0"), Alignment: center}),
		month:     style(&excelize.Style{CustomNumFmt: custom("yyyy-mm"), Alignment: center}),
		yearDate:  style(&excelize.Style{CustomNumFmt: custom("yyyy"), Alignment: center}),
		present:   style(&excelize.Style{Alignment: center}),
		decimals: [3]int{
			style(&excelize.Style{CustomNumFmt: custom("0")}),
			style(&excelize.Style{CustomNumFmt: custom("0.0")}),
			style(&excelize.Style{CustomNumFmt: custom("0.00")}),
		},
	}
	return err
}

// decimals is how many decimals (0-2) a number needs to show as the
// analytics tables format it (up to two).
func decimals(x float64) int {
	s := analytics.FormatNumber(x)
	_, frac, ok := strings.Cut(s, ".")
	if !ok {
		return 0
	}
	return min(len(frac), 2)
}

// excelDate is the Excel date of a known, non-present cv.Date: the first
// of its month, or January 1 for a bare year. ok is false for dates Excel
// cannot show (before 1900).
func excelDate(d cv.Date) (t time.Time, yearOnly, ok bool) {
	if d.Present || d.Year < 1900 || d.Year > 9999 {
		return time.Time{}, false, false
	}
	m := d.Month
	if m < 1 || m > 12 {
		m, yearOnly = 1, true
	}
	return time.Date(d.Year, time.Month(m), 1, 0, 0, 0, 0, time.UTC), yearOnly, true
}

// cellValue turns a table cell into what the stream writer writes: nil
// for an empty cell, otherwise an excelize.Cell with a typed value and a
// style. numStyle is the style of the column's numbers.
func (wb *workbook) cellValue(v any, k analytics.Kind, numStyle int) any {
	text := func(s string) any {
		if s == "" {
			return nil
		}
		// a string value is always written as a string cell (inlineStr),
		// never as a formula, whatever it starts with
		return excelize.Cell{Value: s}
	}
	switch k {
	case analytics.Int:
		if n, ok := v.(int); ok {
			return excelize.Cell{Value: n}
		}
	case analytics.Number:
		switch x := v.(type) {
		case float64:
			if math.IsNaN(x) || math.IsInf(x, 0) {
				return nil
			}
			return excelize.Cell{StyleID: numStyle, Value: x}
		case int:
			return excelize.Cell{StyleID: numStyle, Value: x}
		}
	case analytics.Year:
		if y, ok := v.(int); ok {
			if y == 0 {
				return nil
			}
			return excelize.Cell{StyleID: wb.st.year, Value: y}
		}
	case analytics.Date:
		if d, ok := v.(cv.Date); ok {
			switch {
			case d.IsZero():
				return nil
			case d.Present:
				return excelize.Cell{StyleID: wb.st.present, Value: d.String()}
			}
			if t, yearOnly, ok := excelDate(d); ok {
				s := wb.st.month
				if yearOnly {
					s = wb.st.yearDate
				}
				return excelize.Cell{StyleID: s, Value: t}
			}
			return text(d.String())
		}
	}
	return text(analytics.FormatCellKind(v, k))
}

// shown is a cell's text as the sheet shows it, for column widths.
func shown(v any, k analytics.Kind, dec int) string {
	switch x := v.(type) {
	case float64:
		return fmt.Sprintf("%.*f", dec, x)
	case cv.Date:
		if _, yearOnly, ok := excelDate(x); ok && yearOnly {
			return "0000"
		} else if ok {
			return "0000-00"
		}
	}
	return analytics.FormatCellKind(v, k)
}

// textWidth is the width of s in characters: its longest line, with wide
// (CJK) characters counted twice.
func textWidth(s string) int {
	best, n := 0, 0
	for _, r := range s {
		switch {
		case r == '\n':
			best, n = max(best, n), 0
		case r < 0x1100: // Latin, Greek, Cyrillic...: narrow
			n++
		case unicode.In(r, unicode.Han, unicode.Hangul, unicode.Hiragana, unicode.Katakana) || r >= 0xFF00 && r <= 0xFF60:
			n += 2
		default:
			n++
		}
	}
	return max(best, n)
}

// headers returns the table's column names made unique and non-empty, as
// an Excel table requires.
func headers(t analytics.Table) []string {
	out := make([]string, len(t.Columns))
	seen := map[string]bool{}
	for i, c := range t.Columns {
		name := strings.TrimSpace(strings.ReplaceAll(c.Name, "\n", " "))
		if name == "" {
			name = fmt.Sprintf("Column %d", i+1)
		}
		base := name
		for n := 2; seen[strings.ToLower(name)]; n++ {
			name = fmt.Sprintf("%s (%d)", base, n)
		}
		seen[strings.ToLower(name)] = true
		out[i] = name
	}
	return out
}

// writeTable writes one data sheet with the stream writer.
func (wb *workbook) writeTable(s sheet, t analytics.Table) error {
	f := wb.f
	if _, err := f.NewSheet(s.name); err != nil {
		return err
	}
	// printed: landscape, the header row on every page
	landscape := "landscape"
	if err := f.SetPageLayout(s.name, &excelize.PageLayoutOptions{Orientation: &landscape}); err != nil {
		return err
	}
	if err := f.SetDefinedName(&excelize.DefinedName{Name: "_xlnm.Print_Titles", RefersTo: quote(s.name) + "$1:$1", Scope: s.name}); err != nil {
		return err
	}
	ncol := max(len(t.Columns), 1)
	names := headers(t)
	if len(names) == 0 {
		names = []string{"(empty)"}
	}
	// the used range, which the stream writer does not record (readers
	// such as openpyxl's read-only mode trust it)
	if err := f.SetSheetDimension(s.name, "A1:"+cellName(len(names), len(t.Rows)+1)); err != nil {
		return err
	}
	sw, err := f.NewStreamWriter(s.name)
	if err != nil {
		return err
	}
	// number format and width of each column, from a first pass
	dec := make([]int, ncol)
	for _, row := range t.Rows {
		for i, c := range t.Columns {
			if c.Kind == analytics.Number && i < len(row) {
				if x, ok := row[i].(float64); ok {
					dec[i] = max(dec[i], decimals(x))
				}
			}
		}
	}
	width := make([]int, ncol)
	for i, n := range names {
		width[i] = textWidth(n) + 3 // room for the filter button
	}
	for _, row := range t.Rows {
		for i, c := range t.Columns {
			if i < len(row) {
				width[i] = max(width[i], textWidth(shown(row[i], c.Kind, dec[i])))
			}
		}
	}
	for i, w := range width {
		if err := sw.SetColWidth(i+1, i+1, float64(min(max(w+2, minWidth), maxWidth))); err != nil {
			return err
		}
	}
	panes := &excelize.Panes{Freeze: true, YSplit: 1, TopLeftCell: "A2", ActivePane: "bottomLeft",
		Selection: []excelize.Selection{{SQRef: "A2", ActiveCell: "A2", Pane: "bottomLeft"}}}
	if s.freezeCol && ncol > 1 {
		panes = &excelize.Panes{Freeze: true, XSplit: 1, YSplit: 1, TopLeftCell: "B2", ActivePane: "bottomRight",
			Selection: []excelize.Selection{{SQRef: "B2", ActiveCell: "B2", Pane: "bottomRight"}}}
	}
	if err := sw.SetPanes(panes); err != nil {
		return err
	}
	cells := make([]any, len(names))
	for i, n := range names {
		cells[i] = excelize.Cell{StyleID: wb.st.header, Value: n}
	}
	if err := sw.SetRow("A1", cells, excelize.RowOpts{Height: 20}); err != nil {
		return err
	}
	numStyle := make([]int, ncol)
	for i := range numStyle {
		numStyle[i] = wb.st.decimals[dec[i]]
	}
	for r, row := range t.Rows {
		for i := range cells {
			cells[i] = nil
			if i < len(row) && i < len(t.Columns) {
				cells[i] = wb.cellValue(row[i], t.Columns[i].Kind, numStyle[i])
			}
		}
		if err := sw.SetRow(cellName(1, r+2), cells); err != nil {
			return err
		}
	}
	stripes := true
	last := cellName(len(names), max(len(t.Rows)+1, 2))
	if err := sw.AddTable(&excelize.Table{Range: "A1:" + last, Name: s.table, StyleName: tableStyle, ShowRowStripes: &stripes}); err != nil {
		return err
	}
	return sw.Flush()
}

func cellName(col, row int) string {
	name, err := excelize.CoordinatesToCellName(col, row)
	if err != nil {
		panic(err) // col and row are always in range here
	}
	return name
}

// ref is an absolute reference to a range of a sheet: 'Sheet'!$A$1:$A$9.
func ref(sheet string, col, row1, row2 int) string {
	c, _ := excelize.ColumnNumberToName(col)
	q := quote(sheet)
	if row1 == row2 {
		return fmt.Sprintf("%s$%s$%d", q, c, row1)
	}
	return fmt.Sprintf("%s$%s$%d:$%s$%d", q, c, row1, c, row2)
}

// quote is the prefix of a reference to a cell of sheet: 'Sheet'!.
func quote(sheet string) string { return "'" + strings.ReplaceAll(sheet, "'", "''") + "'!" }

// writeAbout fills the first sheet: what the report is and a list of the
// sheets.
func (wb *workbook) writeAbout() error {
	f, r, st := wb.f, wb.report, wb.st
	sh := AboutSheet
	var err error
	set := func(cell string, v any, style int) {
		if err != nil {
			return
		}
		if s, ok := v.(string); ok {
			err = f.SetCellStr(sh, cell, s) // a string cell, never a formula
		} else {
			err = f.SetCellValue(sh, cell, v)
		}
		if err == nil && style != 0 {
			err = f.SetCellStyle(sh, cell, cell, style)
		}
	}
	set("A1", wb.opt.TitleOrDefault(), st.title)
	row := 3
	field := func(label string, v any) {
		set(cellName(1, row), label, st.label)
		set(cellName(2, row), v, st.aboutText)
		row++
	}
	if wb.opt.Date != "" {
		field("Date", wb.opt.Date)
	}
	field("Selection", r.Selection)
	if r.AsOf != 0 {
		field("As of", r.AsOf)
	}
	field("Candidates", len(r.Candidates))
	field("Duplicate papers counted once", r.Merged)
	field("Made by", "vitae")
	row++
	set(cellName(1, row), "Sheet", st.header)
	set(cellName(2, row), "Contents", st.header)
	row++
	link := func(name, what string) {
		set(cellName(1, row), name, st.link)
		if err == nil {
			err = f.SetCellHyperLink(sh, cellName(1, row), quote(name)+"A1", "Location")
		}
		set(cellName(2, row), what, st.aboutText)
		row++
	}
	for _, s := range dataSheets {
		t := wb.tables[s.name]
		link(s.name, fmt.Sprintf("%s (%d rows)", t.Title, len(t.Rows)))
	}
	link(ChartsSheet, "Publications per year by type; fellowships per candidate")
	if err != nil {
		return err
	}
	if err := f.SetColWidth(sh, "A", "A", 30); err != nil {
		return err
	}
	return f.SetColWidth(sh, "B", "B", 80)
}

// writeCharts adds the Charts sheet: publications per year by type (a
// stacked column chart of the Per Year sheet) and fellowships per
// candidate (a stacked bar chart of the Fellowships sheet).
func (wb *workbook) writeCharts() error {
	f := wb.f
	if _, err := f.NewSheet(ChartsSheet); err != nil {
		return err
	}
	if err := f.SetCellStr(ChartsSheet, "A1", "Charts drawn from the Per Year and Fellowships sheets"); err != nil {
		return err
	}
	if err := f.SetCellStyle(ChartsSheet, "A1", "A1", wb.st.label); err != nil {
		return err
	}
	title := func(s string) excelize.ChartTitle {
		return excelize.ChartTitle{Paragraph: []excelize.RichTextRun{{Text: s}}}
	}
	axisFont := excelize.Font{Color: "404040", Family: font}
	noLock := false
	format := excelize.GraphicOptions{ScaleX: 1, ScaleY: 1, OffsetX: 10, OffsetY: 10, Locked: &noLock}

	// publications per year, one series per type with papers
	const perYear = "Per Year"
	py := wb.tables[perYear]
	last := max(len(py.Rows)+1, 2)
	var series []excelize.ChartSeries
	for i, c := range py.Columns {
		if i == 0 || c.Name == "Total" || !anyNonZero(py.Rows, i) {
			continue
		}
		series = append(series, excelize.ChartSeries{
			Name: ref(perYear, i+1, 1, 1), Categories: ref(perYear, 1, 2, last), Values: ref(perYear, i+1, 2, last),
		})
	}
	if len(series) == 0 && len(py.Columns) > 1 {
		n := len(py.Columns)
		series = append(series, excelize.ChartSeries{Name: ref(perYear, n, 1, 1), Categories: ref(perYear, 1, 2, last), Values: ref(perYear, n, 2, last)})
	}
	if err := f.AddChart(ChartsSheet, "A3", &excelize.Chart{
		Type:      excelize.ColStacked,
		Series:    series,
		Format:    format,
		Dimension: excelize.ChartDimension{Width: 640, Height: 380},
		Legend:    excelize.ChartLegend{Position: "right"},
		Title:     title(py.Title),
		XAxis:     excelize.ChartAxis{Title: title("Year"), Font: axisFont},
		YAxis:     excelize.ChartAxis{Title: title("Papers (credit)"), MajorGridLines: true, Font: axisFont},
	}); err != nil {
		return err
	}

	// fellowships per candidate
	const fellows = "Fellowships"
	fe := wb.tables[fellows]
	last = max(len(fe.Rows)+1, 2)
	series = nil
	for _, name := range []string{"Awarded", "Finalist", "Nominee"} {
		if i := columnIndex(fe, name); i >= 0 {
			series = append(series, excelize.ChartSeries{
				Name: ref(fellows, i+1, 1, 1), Categories: ref(fellows, 1, 2, last), Values: ref(fellows, i+1, 2, last),
			})
		}
	}
	height := uint(min(max(120+22*len(fe.Rows), 300), 4000))
	one := 1.0
	zero := 0.0
	return f.AddChart(ChartsSheet, "A24", &excelize.Chart{
		Type:      excelize.BarStacked,
		Series:    series,
		Format:    format,
		Dimension: excelize.ChartDimension{Width: 640, Height: height},
		Legend:    excelize.ChartLegend{Position: "right"},
		Title:     title(fe.Title),
		XAxis:     excelize.ChartAxis{Title: title("Candidate"), ReverseOrder: true, Font: axisFont},
		YAxis:     excelize.ChartAxis{Title: title("Fellowships"), MajorGridLines: true, MajorUnit: one, Minimum: &zero, Font: axisFont},
	})
}

func anyNonZero(rows [][]any, col int) bool {
	for _, row := range rows {
		if col < len(row) {
			switch x := row[col].(type) {
			case float64:
				if x != 0 {
					return true
				}
			case int:
				if x != 0 {
					return true
				}
			}
		}
	}
	return false
}

// sortedZip is an excelize.ZipWriter that holds the parts in memory and,
// on Close, writes them in name order ("[Content_Types].xml" first) with a
// fixed modification time, so the same workbook gives the same bytes.
type sortedZip struct {
	w     io.Writer
	mod   time.Time
	parts map[string]*bytes.Buffer
}

func newSortedZip(w io.Writer, mod time.Time) *sortedZip {
	return &sortedZip{w: w, mod: mod.UTC(), parts: map[string]*bytes.Buffer{}}
}

func (z *sortedZip) Create(name string) (io.Writer, error) {
	if _, dup := z.parts[name]; dup {
		return nil, fmt.Errorf("xlsx: part %s written twice", name)
	}
	b := new(bytes.Buffer)
	z.parts[name] = b
	return b, nil
}

func (z *sortedZip) AddFS(fs.FS) error { return errors.New("xlsx: AddFS is not supported") }

func (z *sortedZip) Close() error {
	names := make([]string, 0, len(z.parts))
	for n := range z.parts {
		names = append(names, n)
	}
	sort.Slice(names, func(i, j int) bool {
		a, b := names[i] == "[Content_Types].xml", names[j] == "[Content_Types].xml"
		if a != b {
			return a
		}
		return names[i] < names[j]
	})
	zw := zip.NewWriter(z.w)
	for _, n := range names {
		fw, err := zw.CreateHeader(&zip.FileHeader{Name: n, Method: zip.Deflate, Modified: z.mod})
		if err != nil {
			return err
		}
		data := z.parts[n].Bytes()
		if n == "[Content_Types].xml" {
			data = sortDefaults(data)
		}
		if _, err := fw.Write(data); err != nil {
			return err
		}
	}
	return zw.Close()
}

// reDefault is one <Default> element of [Content_Types].xml.
var reDefault = regexp.MustCompile(`<Default [^>]*?(?:/>|></Default>)`)

// sortDefaults puts the <Default> elements of [Content_Types].xml in
// order: excelize adds the image types in map order.
func sortDefaults(b []byte) []byte {
	locs := reDefault.FindAllIndex(b, -1)
	if len(locs) < 2 {
		return b
	}
	elems := make([]string, len(locs))
	for i, l := range locs {
		elems[i] = string(b[l[0]:l[1]])
	}
	sort.Strings(elems)
	var out bytes.Buffer
	at := 0
	for i, l := range locs {
		out.Write(b[at:l[0]])
		out.WriteString(elems[i])
		at = l[1]
	}
	out.Write(b[at:])
	return out.Bytes()
}
