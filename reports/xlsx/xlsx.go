// Package xlsx renders an analytics.Report as an Excel workbook (.xlsx).
//
// The workbook opens with an "About" sheet (title, date, selection, run
// date, stages, the headline rate, the data-quality line and a list of the
// sheets), then the data sheets: Summary (the key figures and an empty
// Notes column for the committee), Details (every summary figure),
// Publications, Venue × Year (a heat map), Areas, Awards (with the
// fellowships per candidate), Timeline, "Talks, service, teaching",
// Ranks, Cohort (per year, distribution, award categories) and Data
// quality (with the parser warnings and duplicates), and a Charts sheet
// with native Excel charts in the colours of charts.Color. A table with
// no rows is left out (About says which); short tables share a sheet,
// stacked under title lines.
//
// Printed (A4 landscape), every sheet fits the page width (Details and
// other very wide sheets two pages wide) with the header row and the name
// column repeated on every page; a sheet little taller than a page is
// fitted onto one. Pages of cohort figures name the cohort in their
// header: every printed page shows whose figures it holds.
//
// Every data sheet is an Excel table (styled header, autofilter, banded
// rows) with a frozen header row and columns sized to their contents; a
// few sheets (Summary, Per Year, Fellowships) have lines of notes above
// the table saying what the figures are measured on. Numbers are numeric
// cells and years are integers (blank when unknown).
//
// Dates are text in ISO form: "2020" when the CV gives only the year,
// "2020-03" with the month. An Excel date needs a month and a day, so a
// real date cell would invent "2020-01-01" for a bare year; ISO text of a
// four-digit year sorts in date order ("2019-11" < "2020" < "2020-03"),
// and the cells are marked as text so Excel neither converts them nor
// flags them. An ongoing span's end is blank, with "ongoing" in the
// Ongoing column: no date column ever holds the text "present".
//
// Strings are always stored as strings, never as formulas, so a CV cannot
// smuggle a formula ("=HYPERLINK(...)") into the workbook.
//
// Data sheets are written with excelize's StreamWriter, each cell typed
// once; their rows stream on every core (a sheet's rows on one, while the
// next sheet is set up). The package's zip writer (zip.go) compresses
// each worksheet in blocks, on every core, as excelize writes it, and
// holds only the compressed bytes until it writes the parts, in a fixed
// order, to w: never a whole uncompressed file; the compressed sheets
// wait in a temporary file (spill.go). Each data sheet's tables are made
// when the sheet is set up and dropped once its rows are streamed, at
// most one sheet per core at a time, and the long lists (papers, awards,
// spans, talks, service, teaching) are never made whole: their rows are
// made a chunk of candidates at a time (chunked.go). A sheet is streamed
// in a workbook of its own (excelize holds a streamed sheet's XML, up to
// 16 MiB of it in memory, until its workbook is written), written and
// closed at once, whose worksheet part takes the place of the sheet's.
// Memory thus grows with the largest sheet, not with the whole workbook.
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
	"math"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"
	"unicode"

	"github.com/xuri/excelize/v2"

	"github.com/vitae-cv/vitae/analytics"
	"github.com/vitae-cv/vitae/charts"
	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/reports"
)

// Sheet names. The data sheets follow AboutSheet in this order and
// ChartsSheet comes last.
const (
	AboutSheet   = "About"
	SummarySheet = "Summary" // compact: the key figures and a Notes column
	DetailsSheet = "Details" // every figure of the summary table
	HeatSheet    = "Venue × Year"
	ChartsSheet  = "Charts"
)

// NotesColumn is the Summary sheet's last column, left empty for the
// committee's notes.
const NotesColumn = "Notes"

// notesWidth is the width of the Notes column, in characters.
const notesWidth = 45

// summaryColumns are the Summary sheet's columns before Notes, from the
// summary table (Details has them all): who, how recent, the headline
// rate (headline, the report's label) and its ranks, papers, first-author
// papers, fellowships.
func summaryColumns(headline string) []string {
	return []string{
		"Candidate", "Stage", "CV as of", "Stale", headline,
		"Rank in stage", "Stage size", "Rank in cohort", "Papers", "First-author", "Fellowships",
	}
}

// maxWidth caps a column's width (in characters); minWidth is the least.
const (
	maxWidth = 60
	minWidth = 6
)

// font is the font of styled cells: the workbook's default font.
const font = "Calibri"

// tableStyle is the built-in Excel table style of every data sheet.
const tableStyle = "TableStyleMedium2"

// sheet is one table of a data sheet: its name, the name of its Excel
// table, the analytics table it shows and the notes above it. Tables with
// the same on are stacked on one sheet, a blank row apart, each under a
// title line: a printed page holds several short tables.
type sheet struct {
	name      string
	table     string // Excel table name: unique, a valid identifier
	freezeCol bool   // also freeze the first column (wide sheets)
	source    func(r *analytics.Report) analytics.Table
	// notes are lines written above the table (a blank row between);
	// nil for a table at A1
	notes func(r *analytics.Report) []string
	on    string // the sheet the table is on; "" for a sheet of its own named name
}

// sheetName is the name of the sheet s is written on.
func (s sheet) sheetName() string {
	if s.on != "" {
		return s.on
	}
	return s.name
}

// Stacked sheets: the tables on them keep their names (Per Year, Talks...).
const (
	QualitySheet    = "Data quality" // data quality, parser warnings, duplicates
	ActivitiesSheet = "Talks, service, teaching"
	CohortSheet     = "Cohort" // per year, distribution, award categories
)

// dataSheets are the data sheets' tables in workbook order. The Activity
// and Fellowships counts are Details columns; the fellowship list sits
// under the awards it counts.
var dataSheets = []sheet{
	{SummarySheet, "tbl_summary", true, compactSummary, summaryNotes, ""},
	{DetailsSheet, "tbl_details", true, (*analytics.Report).SummaryTable, detailsNotes, ""},
	{"Publications", "tbl_publications", false, (*analytics.Report).PublicationsTable, nil, ""},
	{HeatSheet, "tbl_venue_year", true, venueYear, heatNotes, ""},
	{MatrixSheet, "tbl_venue_matrix", true, venueMatrix, matrixNotes, ""},
	{"Areas", "tbl_areas", true, (*analytics.Report).AreaTable, nil, ""},
	{"Awards", "tbl_awards", false, (*analytics.Report).AwardsTable, nil, ""},
	{"Fellowships", "tbl_fellowships", false, (*analytics.Report).FellowshipTable, fellowshipNotes, "Awards"},
	{"Timeline", "tbl_timeline", false, (*analytics.Report).TimelineTable, nil, ""},
	{"Talks", "tbl_talks", false, (*analytics.Report).TalksTable, nil, ActivitiesSheet},
	{"Service", "tbl_service", false, (*analytics.Report).ServiceTable, nil, ActivitiesSheet},
	{"Teaching", "tbl_teaching", false, (*analytics.Report).TeachingTable, nil, ActivitiesSheet},
	{"Ranks", "tbl_ranks", true, (*analytics.Report).RankTable, nil, ""},
	{"Per Year", "tbl_per_year", false, (*analytics.Report).PerYearTable, perYearNotes, CohortSheet},
	{"Cohort distribution", "tbl_cohort", false, (*analytics.Report).DistributionTable, nil, CohortSheet},
	{"Award Categories", "tbl_award_categories", false, (*analytics.Report).AwardCategoryTable, nil, CohortSheet},
	{"Data quality", "tbl_data_quality", false, (*analytics.Report).QualityTable, nil, QualitySheet},
	{"Warnings", "tbl_warnings", false, (*analytics.Report).WarningsTable, nil, QualitySheet},
	{"Duplicates", "tbl_duplicates", false, (*analytics.Report).MergesTable, nil, QualitySheet},
}

// venueYear is the venue × year table with each venue's area after its
// name and the number of candidates with papers there after the total,
// from the top venues table (the same venues in the same order).
func venueYear(r *analytics.Report) analytics.Table {
	t, top := r.VenueYearTable(), r.TopVenuesTable(0)
	area, who := columnIndex(top, "Area"), columnIndex(top, "Candidates")
	if area < 0 || who < 0 || len(t.Columns) == 0 {
		return t
	}
	byVenue := map[any][]any{}
	for _, row := range top.Rows {
		byVenue[row[0]] = row
	}
	out := analytics.Table{Name: t.Name, Title: t.Title}
	out.Columns = append(append([]analytics.Column{t.Columns[0], top.Columns[area]}, t.Columns[1:]...), top.Columns[who])
	for _, row := range t.Rows {
		var a, n any
		if tr, ok := byVenue[row[0]]; ok {
			a, n = tr[area], tr[who]
		}
		out.Rows = append(out.Rows, append(append([]any{row[0], a}, row[1:]...), n))
	}
	return out
}

// heatNotes say how the venue × year sheet is coloured.
func heatNotes(*analytics.Report) []string {
	return []string{"Papers (credit) per venue and year; the year cells are coloured from light (fewest) to dark blue (most). Candidates: how many have papers at the venue."}
}

// compactTitle is the Summary sheet's table's title.
const compactTitle = "Candidates: key figures and notes"

// compactSummary is the summary table cut to summaryColumns, with an
// empty Notes column for the committee.
func compactSummary(r *analytics.Report) analytics.Table {
	full := r.SummaryTable()
	t, idx := compactHead(full)
	for ri, row := range full.Rows {
		out := make([]any, 0, len(t.Columns))
		for _, i := range idx {
			out = append(out, row[i])
			out = append(out, explanations(full.Columns[i].Name, r.Candidates[ri])...)
		}
		t.Rows = append(t.Rows, append(out, nil))
	}
	return t
}

// compactHead is the Summary sheet's table without rows: full's
// columns named by summaryColumns, each followed by its explanations,
// and an empty Notes column; idx holds the kept columns' places in full.
func compactHead(full analytics.Table) (head analytics.Table, idx []int) {
	head = analytics.Table{Name: full.Name, Title: compactTitle}
	for _, name := range summaryColumns(analytics.HeadlineLabel()) {
		if i := columnIndex(full, name); i >= 0 {
			idx = append(idx, i)
			head.Columns = append(head.Columns, full.Columns[i])
		}
	}
	head.Columns = append(explainedColumns(head.Columns), analytics.Column{Name: NotesColumn, Kind: analytics.Text})
	return head, idx
}

// Columns beside the Summary's stage and headline rate that say why the
// stage and how the rate is made (analytics' Candidate.Rate).
const (
	StageReasonColumn = "Stage reason"
	RatePapersColumn  = "Rate: counted papers"
	RateYearsColumn   = "Rate: years"
	RateWindowColumn  = "Rate: window"
	RateBasisColumn   = "Rate: basis"
)

// explainedColumns puts the stage reason after Stage and the rate's
// papers, years, window and basis after the headline rate.
func explainedColumns(in []analytics.Column) []analytics.Column {
	var out []analytics.Column
	for _, c := range in {
		out = append(out, c)
		switch c.Name {
		case "Stage":
			out = append(out, analytics.Column{Name: StageReasonColumn, Kind: analytics.Text})
		case analytics.HeadlineLabel():
			out = append(out, analytics.Column{Name: RatePapersColumn, Kind: analytics.Number}, analytics.Column{Name: RateYearsColumn, Kind: analytics.Number},
				analytics.Column{Name: RateWindowColumn, Kind: analytics.Text}, analytics.Column{Name: RateBasisColumn, Kind: analytics.Text})
		}
	}
	return out
}

// explanations are the cells explainedColumns adds after the column
// named name, for candidate c: none after other columns; blank rate
// cells for a candidate without a rate.
func explanations(name string, c *analytics.Candidate) []any {
	switch name {
	case "Stage":
		return []any{c.StageReason()}
	case analytics.HeadlineLabel():
		if c.RateWindow() == "" {
			return []any{nil, nil, "", ""}
		}
		return []any{c.RatePapers(), c.Rate.Years, c.RateWindow(), c.Rate.Basis}
	}
	return nil
}

// detailsNotes say what the Details sheet is.
func detailsNotes(r *analytics.Report) []string {
	return []string{fmt.Sprintf("Every figure of the Summary, one row per candidate. Ranks are on %s (1 = highest).", analytics.HeadlineLabel())}
}

// stagesLine counts the candidates of each stage: "Stages: PhD student 2,
// faculty 1".
func stagesLine(r *analytics.Report) string { return "Stages: " + r.StagesLabel(", ") }

// qualityLine is Quality.Summary() as a sentence.
func qualityLine(r *analytics.Report) string { return r.Quality.SummarySentence() }

// summaryNotes say what the Summary sheet's ranks are on, how candidates
// are measured, the stages and the data quality.
func summaryNotes(r *analytics.Report) []string {
	return []string{
		fmt.Sprintf("Rank in stage, Percentile in stage and Rank in cohort are on %s (1 = highest). Each candidate is measured to the date of their own CV (CV as of).", analytics.HeadlineLabel()),
		stagesLine(r) + ". Filter the Stage column to compare candidates within a stage.",
		qualityLine(r) + " (see the Data quality sheet).",
	}
}

// perYearNotes say how the Per Year totals add up.
func perYearNotes(*analytics.Report) []string {
	return []string{
		"Counted adds the counted types; Listed adds every type column. Columns marked (not counted) are listed, never counted:",
		"the chart draws them as grey lines apart from the stacked bars of counted papers.",
	}
}

// fellowshipNotes say what the fellowship count is.
func fellowshipNotes(*analytics.Report) []string {
	return []string{
		"Awarded is the count of fellowships (the chart's bars); finalist places and nominations are their own columns (the chart's marks), never added to it.",
	}
}

// columnIndex is the index of t's column name, -1 when it has none.
func columnIndex(t analytics.Table, name string) int {
	for i, c := range t.Columns {
		if c.Name == name {
			return i
		}
	}
	return -1
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
	wb := &workbook{f: f, report: r, opt: opt, rowsApart: rowsApartDefault}
	if spillDefault {
		var done func()
		wb.spill, done = newSpill()
		defer done()
	}
	if err := wb.build(); err != nil {
		return fmt.Errorf("xlsx: %w", err)
	}
	// excelize writes the streamed sheets in map order; the zip writer
	// puts every part in a fixed order with a fixed time. It writes to w
	// itself: excelize would have it write into a buffer of the whole
	// file (WriteToBuffer) and copy that to w, a second copy of the
	// workbook in memory; the buffer stays empty (a workbook has no part
	// of 4 GiB, the only thing excelize edits in it afterwards).
	f.SetZipWriter(func(io.Writer) excelize.ZipWriter {
		z := newSortedZip(w, opt.Time())
		z.textDates, z.sheets = wb.textDates, wb.packed
		return z
	})
	if _, err := f.WriteTo(io.Discard); err != nil {
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
	// tables are the tables written by name: whole for the Charts sheet
	// (chartTables), without their rows otherwise (keep)
	tables   map[string]analytics.Table
	rowCount map[string]int // the rows of each table written
	heads    map[string]int // header row of each data sheet
	// textDates are the ranges of date text ("2020") of each sheet, which
	// Excel is told not to flag as numbers stored as text
	textDates map[string]string
	written   []sheet           // the tables written, in order
	leftOut   []string          // the tables left out: no rows
	sheetOf   map[string]string // the sheet of each table written
	sheets    []string          // the data sheets written, in order
	// cut holds the full row count of each table cut at Excel's row limit
	cut map[string]int
	// packed are the compressed worksheets of the data sheets, by name
	// (ownSheet), written in place of the sheets of f
	packed   map[string]*zipPart
	packedMu *sync.Mutex
	// spill holds the compressed worksheets of packed (spill.go); nil:
	// in memory
	spill *spill
	// rowsApart: the data rows are written by spliceRows, not by
	// excelize (rowsApartDefault)
	rowsApart bool
}

// rowsApartDefault is how Write writes data rows: apart from excelize
// (spliceRows); a test turns it off to compare with excelize's own rows.
var rowsApartDefault = true

// spillDefault: Write spills the compressed worksheets to a temporary
// file (spill.go); a test turns it off to compare.
var spillDefault = true

// maxSheetRows is the last row a sheet may use: Excel's limit of
// 1,048,576 rows (a variable so that a test can lower it). A table that
// would run past it is cut, with a note above it saying so.
var maxSheetRows = excelize.TotalRows

// fitRows cuts the tables of one sheet's parts, in order, so that the
// sheet ends by maxSheetRows: a cut table keeps its first rows and gets a
// note above it naming how many were left out; later tables keep at
// least their title, header and one row. The full count goes to wb.cut
// (the About sheet names it) and the cut table to wb.tables.
func (wb *workbook) fitRows(parts []part) {
	for i := range parts {
		if place(parts) <= maxSheetRows {
			return
		}
		p := &parts[i]
		full := p.rowCount()
		p.notes = append(p.notes[:len(p.notes):len(p.notes)], cutNote(0, full))
		place(parts)
		keep := maxSheetRows - p.head - reserveAfter(parts[i+1:])
		if keep >= full {
			p.notes = p.notes[:len(p.notes)-1]
			continue
		}
		keep = max(keep, 1)
		p.notes[len(p.notes)-1] = cutNote(keep, full)
		p.cutRows(keep)
		wb.keep(p.sheet.name, p.table, keep)
		wb.cut[p.sheet.name] = full
	}
}

// reserveAfter is the fewest rows the stacked tables after a cut one
// need: a blank row, title, notes, blank, header and one row each.
func reserveAfter(rest []part) int {
	n := 0
	for _, p := range rest {
		n += 2 + 1 + len(p.notes) + 1 + 1 + 1
	}
	return n
}

// cutNote is the note above a table cut at the sheet's row limit.
func cutNote(keep, full int) string {
	return fmt.Sprintf("Only the first %d of %d rows are shown: a sheet holds at most %d rows (Excel's limit). The CSV and JSON outputs have every row.", keep, full, maxSheetRows)
}

// styles are the cell styles of the workbook.
type styles struct {
	header    int
	title     int
	label     int
	link      int
	year      int
	date      int    // an ISO date as text: "2020", "2020-03"
	mark      int    // a text cell a reader must not miss: "expected", stale
	note      int    // the notes above a table
	wrap      int    // the Notes column: wrapped text from the top
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
	wb.tables, wb.rowCount = map[string]analytics.Table{}, map[string]int{}
	wb.heads = map[string]int{}
	wb.textDates = map[string]string{}
	wb.sheetOf = map[string]string{}
	wb.cut = map[string]int{}
	wb.packed, wb.packedMu = map[string]*zipPart{}, new(sync.Mutex)
	// each sheet's tables are made, and its rows streamed on another
	// core, while the next sheet is set up; at most inFlight sheets hold
	// their tables at once, each dropping its rows once they are
	// streamed. The streams end (Flush, which reads the file's sheet map)
	// once every sheet is set up.
	var rows group
	inFlight := make(chan struct{}, runtime.GOMAXPROCS(0))
	var flushes []func() error
	for _, group := range wb.groups() {
		inFlight <- struct{}{}
		name, parts := wb.sheetParts(group)
		if parts == nil {
			<-inFlight
			continue
		}
		wb.fitRows(parts)
		wb.sheets = append(wb.sheets, name)
		// the sheet as the workbook lists it (its tables, print titles,
		// shared strings), its rows left out: the rows are written in a
		// workbook of its own, whose worksheet part takes its place
		_, flush, err := wb.writeSheet(name, parts)
		if err != nil {
			rows.Wait()
			return fmt.Errorf("sheet %s: %w", name, err)
		}
		flushes = append(flushes, func() error {
			if err := flush(); err != nil {
				return fmt.Errorf("sheet %s: %w", name, err)
			}
			return nil
		})
		own, err := wb.ownSheet(name, parts)
		if err != nil {
			rows.Wait()
			return fmt.Errorf("sheet %s: %w", name, err)
		}
		rows.Go(func() error {
			defer func() { <-inFlight }()
			defer dropRows(parts)
			part, err := own()
			if err != nil {
				return fmt.Errorf("sheet %s: %w", name, err)
			}
			wb.packedMu.Lock()
			defer wb.packedMu.Unlock()
			wb.packed[name] = part
			return nil
		})
	}
	if err := rows.Wait(); err != nil {
		return err
	}
	for _, flush := range flushes {
		if err := flush(); err != nil {
			return err
		}
	}
	if wb.hasCharts() {
		if err := wb.writeCharts(); err != nil {
			return fmt.Errorf("sheet %s: %w", ChartsSheet, err)
		}
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

// ownSheet sets up the data sheet name, as writeSheet does, in a
// workbook of its own (styles made in the same order: the same style
// ids) and returns the function that streams its rows there and returns
// its worksheet part, compressed. excelize holds a streamed sheet's XML
// (up to 16 MiB in memory, and a buffer of that size past it) until its
// workbook is written: in a workbook of its own, written and closed once
// the rows are streamed, a sheet is held only while it is in flight; with
// rowsApart excelize writes only the sheet's title, notes and header
// rows, and spliceRows adds the data rows as the part is compressed. The
// part is the one the sheet would have in the report's workbook: the
// sheet's relationships (its tables) are numbered alike, and the rest of
// that workbook is set up by writeSheet there.
func (wb *workbook) ownSheet(name string, parts []part) (func() (*zipPart, error), error) {
	own := *wb
	own.f = newOwnFile()
	fail := func(err error) (func() (*zipPart, error), error) {
		own.f.Close()
		return nil, err
	}
	if err := own.makeStyles(); err != nil {
		return fail(err)
	}
	if own.st != wb.st {
		return fail(errors.New("styles differ from the workbook's"))
	}
	stream, flush, err := own.writeSheet(name, parts)
	if err != nil {
		return fail(err)
	}
	return func() (*zipPart, error) {
		f := own.f
		defer f.Close()
		if err := stream(); err != nil {
			return nil, err
		}
		if err := flush(); err != nil {
			return nil, err
		}
		// a new workbook's Sheet1 is sheet1.xml; the sheet added is the second
		keep := &capture{path: "xl/worksheets/sheet2.xml", raw: own.rowsApart, spill: own.spill}
		f.SetZipWriter(func(io.Writer) excelize.ZipWriter { return keep })
		if bareOwnDefault {
			bare(f)
		}
		if _, err := f.WriteTo(io.Discard); err != nil {
			return nil, err
		}
		if keep.part == nil {
			return nil, fmt.Errorf("no part %s", keep.path)
		}
		if !own.rowsApart {
			return keep.part, nil
		}
		part := &zipPart{sheet: true}
		part.packed.spill = own.spill
		rw := &rowWriter{colStyle: own.colStyles(parts)}
		return part, own.spliceRows(part, keep.part.raw.Bytes(), parts, rw)
	}, nil
}

// newOwnFile is a new workbook for ownSheet: excelize.NewFile without
// its theme, which NewFile decodes (the most of its work) and a workbook
// of one streamed sheet, written bare, never reads. It is opened from
// ownTemplate, the parts of a new workbook but the theme, stored (not
// compressed); excelize.NewFile when that cannot be made or opened, or
// with thinOwnDefault off.
func newOwnFile() *excelize.File {
	if !thinOwnDefault {
		return excelize.NewFile()
	}
	tmpl := ownTemplate()
	if tmpl == nil {
		return excelize.NewFile()
	}
	f, err := excelize.OpenReader(bytes.NewReader(tmpl))
	if err != nil {
		return excelize.NewFile()
	}
	return f
}

// thinOwnDefault: newOwnFile opens ownTemplate; a test turns it off to
// compare with excelize.NewFile.
var thinOwnDefault = true

// ownTemplate is the package of a new workbook without its theme, its
// parts stored; nil if it cannot be made.
var ownTemplate = sync.OnceValue(func() []byte {
	f := excelize.NewFile()
	defer f.Close()
	var names []string
	f.Pkg.Range(func(k, _ any) bool {
		if name, _ := k.(string); name != themePart {
			names = append(names, name)
		}
		return true
	})
	slices.Sort(names)
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	for _, name := range names {
		v, _ := f.Pkg.Load(name)
		data, _ := v.([]byte)
		w, err := zw.CreateHeader(&zip.FileHeader{Name: name, Method: zip.Store})
		if err != nil {
			return nil
		}
		if _, err := w.Write(data); err != nil {
			return nil
		}
	}
	if zw.Close() != nil {
		return nil
	}
	return buf.Bytes()
})

// themePart is the theme's part in a new workbook.
const themePart = "xl/theme/theme1.xml"

// bareOwnDefault: ownSheet bares its workbook (bare) before writing it;
// a test turns it off to compare.
var bareOwnDefault = true

// bare drops what excelize would serialize into the workbook-wide parts
// of f (content types, workbook, styles, theme, shared strings) when it
// writes f: ownSheet keeps only a streamed worksheet's part, which
// excelize holds whole since Flush and copies as it is, and drops every
// other part. f is not to be used but written and closed after.
func bare(f *excelize.File) {
	f.ContentTypes, f.WorkBook, f.Styles, f.Theme, f.SharedStrings = nil, nil, nil, nil, nil
}

// colStyles are the styles writeSheet gives whole columns of a sheet of
// parts (by column, from 0; 0 for none): the Notes column of a sheet of
// one table wraps its text.
func (wb *workbook) colStyles(parts []part) []int {
	i := columnIndex(parts[0].table, NotesColumn)
	if len(parts) != 1 || i < 0 {
		return nil
	}
	out := make([]int, i+1)
	out[i] = wb.st.wrap
	return out
}

// sheetGroups are dataSheets cut into the tables of each sheet, in
// workbook order (the tables of a sheet follow each other).
func sheetGroups() [][]sheet {
	var out [][]sheet
	for i, s := range dataSheets {
		if i > 0 && s.sheetName() == dataSheets[i-1].sheetName() {
			out[len(out)-1] = append(out[len(out)-1], s)
			continue
		}
		out = append(out, []sheet{s})
	}
	return out
}

// sheetParts makes the tables of one sheet and returns the sheet's name
// and its parts, nil when every table is left out (no rows; the About
// sheet says which).
func (wb *workbook) sheetParts(group []sheet) (string, []part) {
	var parts []part
	for _, s := range group {
		var t analytics.Table
		ch := wb.chunkedSource(s)
		if ch != nil {
			t = ch.table.Of(nil) // the columns: the rows are made by chunks
		} else {
			t = s.source(wb.report)
		}
		n := len(t.Rows)
		if ch != nil {
			n = ch.n
		}
		if (n == 0 || len(wb.report.Candidates) == 0) && s.name != SummarySheet && s.name != ChangesSheet {
			// an empty table prints as a blank page: left out
			wb.leftOut = append(wb.leftOut, s.name)
			continue
		}
		wb.written = append(wb.written, s)
		var notes []string
		if s.notes != nil {
			notes = s.notes(wb.report)
		}
		wb.keep(s.name, t, n)
		wb.sheetOf[s.name] = s.sheetName()
		parts = append(parts, part{sheet: s, table: t, notes: notes, chunks: ch})
	}
	return group[0].sheetName(), parts
}

// chartTables are the tables the Charts sheet draws: kept whole until
// the workbook is written.
var chartTables = map[string]bool{"Per Year": true, "Fellowships": true}

// keep records a table written: its title and row count for the About
// sheet, and the whole table for the Charts sheet (chartTables only; the
// rows of the others are dropped once streamed).
func (wb *workbook) keep(name string, t analytics.Table, rows int) {
	if wb.tables == nil {
		wb.tables = map[string]analytics.Table{}
	}
	if wb.rowCount == nil {
		wb.rowCount = map[string]int{}
	}
	wb.rowCount[name] = rows
	if !chartTables[name] {
		t = analytics.Table{Name: t.Name, Title: t.Title, Columns: t.Columns}
	}
	wb.tables[name] = t
}

// dropRows lets go of the rows of a sheet's tables once they are
// streamed.
func dropRows(parts []part) {
	for i := range parts {
		parts[i].table.Rows = nil
	}
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
			Alignment: &excelize.Alignment{Vertical: "center", WrapText: true},
		}),
		title:     style(&excelize.Style{Font: &excelize.Font{Bold: true, Size: 16, Color: "2F5597", Family: font}}),
		label:     style(&excelize.Style{Font: &excelize.Font{Bold: true, Family: font}, Alignment: &excelize.Alignment{Vertical: "top"}}),
		link:      style(&excelize.Style{Font: &excelize.Font{Color: "0563C1", Underline: "single", Family: font}}),
		aboutText: style(&excelize.Style{Alignment: &excelize.Alignment{Horizontal: "left", Vertical: "top", WrapText: true}}),
		year:      style(&excelize.Style{CustomNumFmt: custom("0"), Alignment: center}),
		// number format 49 is "@", text: Excel keeps "2020" as typed
		date: style(&excelize.Style{NumFmt: 49, Alignment: center}),
		mark: style(&excelize.Style{Font: &excelize.Font{Bold: true, Color: "843C0C", Family: font},
			Fill: excelize.Fill{Type: "pattern", Pattern: 1, Color: []string{"FBE5D6"}}}),
		note: style(&excelize.Style{Font: &excelize.Font{Italic: true, Color: "404040", Family: font}}),
		wrap: style(&excelize.Style{Alignment: &excelize.Alignment{Vertical: "top", WrapText: true}}),
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

// setCell fills c with what the stream writer writes for a table cell: a
// typed value and a style. It reports false for an empty cell (nil, "",
// NaN, an unknown year or date). numStyle is the style of the column's
// numbers; mark says the column's text cells with that value are marked.
// A value the table holds already typed is passed on as it is, not boxed
// again.
func (wb *workbook) setCell(c *excelize.Cell, v any, k analytics.Kind, numStyle int, mark func(string) bool) bool {
	*c = excelize.Cell{}
	if s, ok := v.(string); ok {
		// a string value is always written as a string cell (inlineStr),
		// never as a formula, whatever it starts with
		if s == "" {
			return false
		}
		c.Value = v
		if mark != nil && mark(s) {
			c.StyleID = wb.st.mark
		}
		return true
	}
	switch k {
	case analytics.Int:
		if _, ok := v.(int); ok {
			c.StyleID, c.Value = wb.st.decimals[0], v
			return true
		}
	case analytics.Number:
		switch x := v.(type) {
		case float64:
			if math.IsNaN(x) || math.IsInf(x, 0) {
				return false
			}
			c.StyleID, c.Value = numStyle, v
			return true
		case int:
			c.StyleID, c.Value = numStyle, v
			return true
		}
	case analytics.Year:
		if y, ok := v.(int); ok {
			if y == 0 {
				return false
			}
			c.StyleID, c.Value = wb.st.year, v
			return true
		}
	case analytics.Date:
		if d, ok := v.(cv.Date); ok {
			if d.IsZero() || d.Present {
				// unknown, or ongoing: the table's Ongoing or status
				// column says so; a date column holds dates only
				return false
			}
			c.StyleID, c.Value = wb.st.date, d.String()
			return true
		}
	}
	s := analytics.FormatCellKind(v, k)
	if s == "" {
		return false
	}
	c.Value = s
	if mark != nil && mark(s) {
		c.StyleID = wb.st.mark
	}
	return true
}

// cellWidth is the width of a cell's text as the sheet shows it, in
// characters, for column widths; buf is scratch space.
func cellWidth(v any, k analytics.Kind, dec int, buf []byte) int {
	switch x := v.(type) {
	case string:
		return textWidth(x)
	case float64:
		return len(strconv.AppendFloat(buf[:0], x, 'f', dec, 64))
	case int:
		if k == analytics.Year && x == 0 {
			return 0
		}
		return len(strconv.AppendInt(buf[:0], int64(x), 10))
	case cv.Date:
		if x.Present {
			return 0
		}
	}
	return textWidth(analytics.FormatCellKind(v, k))
}

// wider is max(cur, cellWidth(v, ...)), without measuring v when that
// cannot change the column's width: cur already reaches maxWidth, or v is
// text no longer in bytes than cur (no character is wider than its bytes:
// a wide one takes two columns and three bytes).
func wider(cur int, v any, k analytics.Kind, dec int, buf []byte) int {
	if cur+1 >= maxWidth {
		return cur
	}
	if s, ok := v.(string); ok && len(s) <= cur {
		return cur
	}
	return max(cur, cellWidth(v, k, dec, buf))
}

// markers say which text cells of a column are marked: an expected PhD
// end or an expected span end, a stale CV.
var markers = map[string]func(string) bool{
	"PhD status":   func(s string) bool { return s == "expected" },
	"Expected end": func(s string) bool { return s == "expected" },
	"Stale":        func(s string) bool { return s != "" },
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

// part is one table on a data sheet and the notes above it.
type part struct {
	sheet sheet
	table analytics.Table
	// chunks, when set, makes the table's rows (table has its columns only)
	chunks *chunks
	notes  []string
	names  []string // the header's column names
	// the decimals and widths of the table's columns (writeSheet)
	dec    []int
	widths []float64
	title  int // the row of the title line; 0 on a sheet of one table
	head   int // the header row
}

// headerRow is the row of a sheet's table header: 1, or below its notes
// and a blank row.
func headerRow(notes []string) int {
	if len(notes) == 0 {
		return 1
	}
	return len(notes) + 2
}

// place puts the parts of a sheet one under the other: a lone table has
// its notes, a blank row and its header from row 1; a stacked table has a
// title line, its notes and a blank row, its header, its rows and a blank
// row before the next. It returns the last row used.
func place(parts []part) int {
	if len(parts) == 1 {
		parts[0].head = headerRow(parts[0].notes)
		return parts[0].head + parts[0].rowCount()
	}
	row := 1
	for i := range parts {
		p := &parts[i]
		p.title = row
		p.head = row + 1
		if len(p.notes) > 0 {
			p.head = row + 1 + len(p.notes) + 1
		}
		row = p.head + max(p.rowCount(), 1) + 2
	}
	return row - 2
}

// group runs functions on other goroutines, as many at a time as there
// are cores.
type group struct {
	once  sync.Once
	slots chan struct{}
	wg    sync.WaitGroup
	errs  []*error // by the order of Go
}

// Go runs fn on another goroutine once a core is free; the caller goes
// on at once.
func (g *group) Go(fn func() error) {
	g.once.Do(func() { g.slots = make(chan struct{}, runtime.GOMAXPROCS(0)) })
	slot := new(error)
	g.errs = append(g.errs, slot)
	g.wg.Add(1)
	go func() {
		defer g.wg.Done()
		g.slots <- struct{}{}
		defer func() { <-g.slots }()
		*slot = fn()
	}()
}

// Wait waits for every function and returns their errors, in the order
// they were given.
func (g *group) Wait() error {
	g.wg.Wait()
	errs := make([]error, len(g.errs))
	for i, e := range g.errs {
		errs[i] = *e
	}
	return errors.Join(errs...)
}

// writeSheet sets up one data sheet (its tables, placed by place, page
// setup, columns and panes) and returns the function that streams its
// rows and the one that ends its stream. Streaming rows touches nothing
// but the sheet's own stream writer, so build runs it on another core
// while it sets up the next sheet; flush reads the file's sheet map and
// runs once every sheet is set up.
func (wb *workbook) writeSheet(name string, parts []part) (stream, flush func() error, err error) {
	f := wb.f
	if _, err := f.NewSheet(name); err != nil {
		return nil, nil, err
	}
	last := place(parts)
	ncol := 1
	for i := range parts {
		p := &parts[i]
		p.names = headers(p.table)
		if len(p.names) == 0 {
			p.names = []string{"(empty)"}
		}
		ncol = max(ncol, len(p.names))
		wb.heads[p.sheet.name] = p.head
	}
	lone := len(parts) == 1
	// set before the stream writer starts: it writes the page setup and
	// the conditional formats it finds on Flush
	head := 0
	if lone {
		head = parts[0].head
	}
	widths := make([]float64, ncol)
	for i := range parts {
		p := &parts[i]
		if p.widths == nil {
			// once: ownSheet sets the sheet up again from the same parts
			if p.chunks != nil {
				p.dec, p.widths = measure(p)
			} else {
				p.dec = columnDecimals(p.table, len(p.names))
				p.widths = columnWidths(p.table, p.names, p.dec)
			}
		}
		for i, w := range p.widths {
			widths[i] = max(widths[i], w)
		}
	}
	wide := pagesWide(widths)
	tall := 0 // as many pages tall as the rows need
	if fitsOnePage(widths, wide, sheetHeight(parts, widths)) {
		tall = 1
	}
	if err := wb.printSetup(name, head, wide, tall, !namesFirst(parts)); err != nil {
		return nil, nil, err
	}
	if name == HeatSheet {
		if err := wb.heatmap(parts[0].table, parts[0].head); err != nil {
			return nil, nil, err
		}
	}
	// the used range, which the stream writer does not record (readers
	// such as openpyxl's read-only mode trust it)
	if err := f.SetSheetDimension(name, "A1:"+cellName(ncol, last)); err != nil {
		return nil, nil, err
	}
	for _, p := range parts {
		if err := wb.addTable(name, p); err != nil {
			return nil, nil, err
		}
	}
	sw, err := f.NewStreamWriter(name)
	if err != nil {
		return nil, nil, err
	}
	if i := columnIndex(parts[0].table, NotesColumn); lone && i >= 0 {
		if err := sw.SetColStyle(i+1, i+1, wb.st.wrap); err != nil {
			return nil, nil, err
		}
	}
	if err := setColWidths(sw, widths); err != nil {
		return nil, nil, err
	}
	if lone {
		if err := sw.SetPanes(panes(head, parts[0].sheet.freezeCol && ncol > 1)); err != nil {
			return nil, nil, err
		}
	}
	var dates []string
	for _, p := range parts {
		if d := dateRanges(p.table, p.rowCount(), p.head); d != "" {
			dates = append(dates, d)
		}
	}
	wb.textDates[name] = strings.Join(dates, " ")
	return func() error {
		for _, p := range parts {
			if err := wb.writePart(sw, p, widths, lone); err != nil {
				return err
			}
		}
		return nil
	}, sw.Flush, nil
}

// setColWidths sets the width of each column of sw, from the first,
// widths[0]: last to first (the stream writer puts each new column
// before the ones it has, and Excel wants them in order), a run of
// columns of one width at once. The stream writer flattens a range into
// its columns, first to last, before the ones it has: the same columns,
// in the same order, as one column at a time, last to first; but it
// copies every column it has on each call, so a call per column costs
// the square of the columns (the Details sheet has some 60). The first
// call sets one column: with no column yet, the stream writer keeps a
// range as it is given, unflattened.
func setColWidths(sw *excelize.StreamWriter, widths []float64) error {
	for hi := len(widths) - 1; hi >= 0; {
		lo := hi
		for hi < len(widths)-1 && lo > 0 && widths[lo-1] == widths[hi] {
			lo--
		}
		if err := sw.SetColWidth(lo+1, hi+1, widths[hi]); err != nil {
			return err
		}
		hi = lo - 1
	}
	return nil
}

// namesFirst reports whether every table of a sheet has the candidates'
// names in its first column.
func namesFirst(parts []part) bool {
	for _, p := range parts {
		if len(p.table.Columns) == 0 || p.table.Columns[0].Name != "Candidate" {
			return false
		}
	}
	return true
}

// addTable adds p's Excel table to the sheet before the sheet is
// streamed: its header cells are set first, for excelize to name the
// table's columns from (the stream writer then writes the sheet's cells).
// The stream writer's own AddTable reads the column names back from the
// rows streamed so far, which for a table stacked under a long one means
// decoding that table's rows again; and it lists only the last table.
// The header names set here also go to the shared string table (one per
// column name, whatever the number of rows), unused by the streamed cells.
//
// The names are set on row 1 (scratchRow) whatever the table's header
// row, and the table is added there, then moved to its header row
// (moveTable): a cell set on row n makes excelize hold n rows of the
// sheet until the workbook is written, which for a table stacked under
// 300,000 rows was 76 MB at 10,000 records. The streamed sheet never
// shows the cells set here, and the table part is the one excelize
// writes for the real range (only the range differs).
func (wb *workbook) addTable(name string, p part) error {
	for i, n := range p.names {
		if err := wb.f.SetCellStr(name, cellName(i+1, scratchRow), n); err != nil {
			return err
		}
	}
	stripes := true
	n := max(p.rowCount(), 1)
	at := cellName(1, scratchRow) + ":" + cellName(len(p.names), scratchRow+n)
	if err := addTable(wb.f, name, &excelize.Table{Range: at, Name: p.sheet.table, StyleName: tableStyle, ShowRowStripes: &stripes}); err != nil {
		return err
	}
	if p.head == scratchRow {
		return nil
	}
	return wb.moveTable(p.sheet.table, at, cellName(1, p.head)+":"+cellName(len(p.names), p.head+n))
}

// addTable is f.AddTable(sheet, t) with every table part of f but the
// last out of sight and the last cut to its id (hideTables): excelize
// decodes each table part of the workbook twice to add one (to find t's
// name taken, and the highest table id), which for the workbook's 19
// tables is some 400 decodes. The last part (xl/tables/tableN.xml of the
// highest N) has the highest id, N, excelize's next table being N+1: the
// new part and its id are the same. Only the check that t's name is not
// taken then sees no table: the tables' names are fixed and told apart
// (dataSheets).
func addTable(f *excelize.File, sheet string, t *excelize.Table) error {
	if hideTablesDefault {
		defer hideTables(f)()
	}
	return f.AddTable(sheet, t)
}

// hideTablesDefault: addTable hides the table parts but the last; a test
// turns it off to compare with excelize's own AddTable.
var hideTablesDefault = true

// hideTables takes every table part of f but the one of the highest
// number, N, out of f.Pkg, puts a part holding only its id, N, in that
// one's place and returns the function that puts them back.
func hideTables(f *excelize.File) (restore func()) {
	var hidden []string
	parts := map[string]any{}
	last, lastN := "", -1
	f.Pkg.Range(func(k, v any) bool {
		key, _ := k.(string)
		if n, ok := tablePartNumber(key); ok {
			hidden = append(hidden, key)
			parts[key] = v
			if n > lastN {
				last, lastN = key, n
			}
		}
		return true
	})
	for _, key := range hidden {
		if key != last {
			f.Pkg.Delete(key)
		}
	}
	if last != "" {
		// the last part as excelize reads it for AddTable: its id
		f.Pkg.Store(last, []byte(`<table id="`+strconv.Itoa(lastN)+`"></table>`))
	}
	return func() {
		for _, key := range hidden {
			f.Pkg.Store(key, parts[key])
		}
	}
}

// tablePartNumber is N of a table part's name, xl/tables/tableN.xml.
func tablePartNumber(name string) (int, bool) {
	s, ok := strings.CutPrefix(name, "xl/tables/table")
	if !ok {
		return 0, false
	}
	if s, ok = strings.CutSuffix(s, ".xml"); !ok || s == "" || strings.Trim(s, "0123456789") != "" || s[0] == '0' {
		return 0, false
	}
	n, err := strconv.Atoi(s)
	return n, err == nil
}

// scratchRow is the row addTable sets every table's header names on.
const scratchRow = 1

// moveTable changes the range of the table named table, just added, from
// at to to: the ref of the table and of its autofilter in the table's
// part, which excelize keeps (File.Pkg) until it writes the workbook.
func (wb *workbook) moveTable(table, at, to string) error {
	mark := []byte(` name="` + table + `"`)
	var path string
	var data []byte
	wb.f.Pkg.Range(func(k, v any) bool {
		key, _ := k.(string)
		b, _ := v.([]byte)
		if strings.HasPrefix(key, "xl/tables/table") && bytes.Contains(b, mark) {
			path, data = key, b
			return false
		}
		return true
	})
	old := []byte(` ref="` + at + `"`)
	if path == "" || bytes.Count(data, old) != 2 {
		return fmt.Errorf("table %s: no part with the range %s", table, at)
	}
	wb.f.Pkg.Store(path, bytes.ReplaceAll(data, old, []byte(` ref="`+to+`"`)))
	return nil
}

// writePart writes one table of a sheet: its title line (stacked), its
// notes, its header row and its rows (addTable has added its Excel
// table).
func (wb *workbook) writePart(sw *excelize.StreamWriter, p part, widths []float64, lone bool) error {
	t, names := p.table, p.names
	// every row has its height set, so that Excel and LibreOffice break
	// pages alike (LibreOffice's default row is lower than Excel's)
	fixed := excelize.RowOpts{Height: rowHeight}
	if !lone {
		if err := sw.SetRow(cellName(1, p.title), []any{excelize.Cell{StyleID: wb.st.label, Value: t.Title}}, fixed); err != nil {
			return err
		}
	}
	top := p.head - len(p.notes) - 1 // the first notes row
	if lone {
		top = 1
	}
	for i, n := range p.notes {
		if err := sw.SetRow(cellName(1, top+i), []any{excelize.Cell{StyleID: wb.st.note, Value: n}}, fixed); err != nil {
			return err
		}
	}
	cells := make([]any, len(names))
	for i, n := range names {
		cells[i] = excelize.Cell{StyleID: wb.st.header, Value: n}
	}
	if err := sw.SetRow(cellName(1, p.head), cells, excelize.RowOpts{Height: headerHeight(names, widths)}); err != nil {
		return err
	}
	if wb.rowsApart {
		return nil // spliceRows writes them
	}
	return wb.dataRows(p, func(n int, opts excelize.RowOpts, cells []any) error {
		return sw.SetRow(cellName(1, n), cells, opts)
	})
}

// dataRows calls row with each data row of the table p: its number, its
// options and its cells (each nil or a *excelize.Cell, reused from one
// row to the next).
func (wb *workbook) dataRows(p part, row func(n int, opts excelize.RowOpts, cells []any) error) error {
	t, names := p.table, p.names
	rowOpts := excelize.RowOpts{Height: rowHeight}
	if columnIndex(t, NotesColumn) >= 0 {
		// room to write a note by hand on the printed page
		rowOpts = excelize.RowOpts{Height: notesRowHeight}
	}
	dec := p.dec
	numStyle := make([]int, len(names))
	marks := make([]func(string) bool, len(names))
	for i := range numStyle {
		numStyle[i] = wb.st.decimals[dec[i]]
		if i < len(t.Columns) {
			marks[i] = markers[t.Columns[i].Name]
		}
	}
	// one row of cells, reused: each written cell points into it
	cells := make([]any, len(names))
	vals := make([]excelize.Cell, len(names))
	return p.eachRow(func(r int, values []any) error {
		for i := range cells {
			cells[i] = nil
			if i < len(values) && i < len(t.Columns) && wb.setCell(&vals[i], values[i], t.Columns[i].Kind, numStyle[i], marks[i]) {
				cells[i] = &vals[i]
			}
		}
		return row(p.head+1+r, rowOpts, cells)
	})
}

// paperA4 is the paper size of every sheet: 9 is A4 (210 × 297 mm) in
// the OOXML paper codes (1 would be US Letter).
const paperA4 = 9

// printSetup makes a sheet print on A4 landscape, scaled to wide pages
// wide (1, or 2 for a sheet that would shrink below minScale) and as many pages tall as its rows need (tall 0) or one page (tall 1:
// a sheet a little taller than a page is shrunk onto it rather than
// leaving a few rows, or a blank page, on a second), with the header row
// head and
// the first column (the candidate's name) repeated on every page (the
// sheet's _xlnm.Print_Titles), and a page header and footer naming the
// sheet, the report and the page.
func (wb *workbook) printSetup(sheet string, head, wide, tall int, cohort bool) error {
	f := wb.f
	fit := true
	if err := f.SetSheetProps(sheet, &excelize.SheetPropsOptions{FitToPage: &fit}); err != nil {
		return err
	}
	landscape, size := "landscape", paperA4
	if err := f.SetPageLayout(sheet, &excelize.PageLayoutOptions{Orientation: &landscape, Size: &size, FitToWidth: &wide, FitToHeight: &tall}); err != nil {
		return err
	}
	side, edge, hf := 0.4, 0.6, 0.3
	if err := f.SetPageMargins(sheet, &excelize.PageLayoutMarginsOptions{Left: &side, Right: &side, Top: &edge, Bottom: &edge, Header: &hf, Footer: &hf}); err != nil {
		return err
	}
	if q := quote(sheet); head >= 0 {
		titles := q + "$A:$A" // stacked tables: only the first column
		if head > 0 {
			titles = fmt.Sprintf("%s$A:$A,%s$%d:$%d", q, q, head, head)
		}
		if err := f.SetDefinedName(&excelize.DefinedName{Name: "_xlnm.Print_Titles", RefersTo: titles, Scope: sheet}); err != nil {
			return err
		}
	}
	page := []headerSection{{"&L&\"-,Bold\"", sheet}, {"&R", wb.opt.TitleOrDefault()}}
	if cohort {
		// a page of cohort figures says whose they are
		page = slices.Insert(page, 1, headerSection{"&C", wb.cohortLine()})
	}
	return f.SetHeaderFooter(sheet, &excelize.HeaderFooterOptions{
		OddHeader: fitHeader(page...),
		OddFooter: fitHeader(headerSection{"&L", wb.report.Selection}, headerSection{code: "&RPage &P of &N"}),
	})
}

// cohortNames is how many candidates a page header names; a larger
// cohort is counted after them.
const cohortNames = 6

// cohortLine names the candidates of the report for the page header of a
// sheet of cohort figures: "Cohort: Ada, Bo" or "Cohort of 40: Ada, Bo,
// ... and 34 more".
func (wb *workbook) cohortLine() string {
	return wb.report.CohortNames(cohortNames)
}

// The printable area of an A4 landscape page within printSetup's margins
// and its header and footer, in points.
const (
	pageWidth  = (297 - 2*0.4*25.4) / 25.4 * 72
	pageHeight = (210-2*0.6*25.4)/25.4*72 - 24
)

// rowHeight is the height of a row without a set height, in points.
const rowHeight = 15

// sheetHeight is the height of a sheet's rows, in points, as place puts
// them.
func sheetHeight(parts []part, widths []float64) float64 {
	h := 0.0
	for _, p := range parts {
		rows := float64(max(p.rowCount(), 1))
		data := rows * rowHeight
		if columnIndex(p.table, NotesColumn) >= 0 {
			data = rows * notesRowHeight
		}
		h += headerHeight(p.names, widths) + data
		if len(p.notes) > 0 {
			h += float64(len(p.notes)+1) * rowHeight
		}
		if len(parts) > 1 {
			h += 3 * rowHeight // the title line and the blank rows
		}
	}
	return h
}

// minScale is the least a sheet is shrunk to fit the width of a page:
// smaller than this, it is printed two pages wide, the names repeated.
const minScale = 0.45

// sheetWidth is the width of columns of these widths (in characters), in
// points: a character is 7 pixels of Calibri 11, a pixel ¾ point.
func sheetWidth(widths []float64) float64 {
	w := 0.0
	for _, c := range widths {
		w += (c*7 + 5) * 0.75
	}
	return w
}

// pagesWide is how many pages wide a sheet prints: 1, or 2 when one page
// would shrink it below minScale (the Details sheet's many columns).
func pagesWide(widths []float64) int {
	if sheetWidth(widths)*minScale > pageWidth {
		return 2
	}
	return 1
}

// fitsOnePage reports whether a sheet of these column widths (in
// characters) and height (in points), scaled to wide pages wide, is at
// most half a page taller than one page: it is then fitted onto one
// rather than leave a few rows on a second (LibreOffice may add a blank
// page then).
func fitsOnePage(widths []float64, wide int, height float64) bool {
	scale := min(1, float64(wide)*pageWidth/sheetWidth(widths))
	return height*scale <= 1.5*pageHeight
}

// heatmap colours the year columns of the venue × year sheet as a heat
// map, from the palette's heat_low (fewest papers) to heat_high (most);
// the Total and Candidates columns stay plain.
func (wb *workbook) heatmap(t analytics.Table, head int) error {
	first, last := -1, -1 // the year columns: four digits
	for i, c := range t.Columns {
		if len(c.Name) == 4 && strings.Trim(c.Name, "0123456789") == "" {
			if first < 0 {
				first = i
			}
			last = i
		}
	}
	if len(t.Rows) == 0 || first < 0 {
		return nil
	}
	rng := cellName(first+1, head+1) + ":" + cellName(last+1, head+len(t.Rows))
	return wb.f.SetConditionalFormat(HeatSheet, rng, []excelize.ConditionalFormatOptions{{
		Type: "2_color_scale", Criteria: "=", MinType: "min", MaxType: "max",
		MinColor: charts.Color(charts.GroupMark, "heat_low"), MaxColor: charts.Color(charts.GroupMark, "heat_high"),
	}})
}

// dateRanges lists the cells of t's date columns below the header row
// head ("E5:E9 F5:F9"), "" when there are none.
func dateRanges(t analytics.Table, n, head int) string {
	if n == 0 {
		return ""
	}
	var rs []string
	for i, c := range t.Columns {
		if c.Kind == analytics.Date {
			rs = append(rs, cellName(i+1, head+1)+":"+cellName(i+1, head+n))
		}
	}
	return strings.Join(rs, " ")
}

// columnDecimals is how many decimals each Number column shows: the most
// any of its cells needs.
func columnDecimals(t analytics.Table, ncol int) []int {
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
	return dec
}

// headerCap is the most a header's text widens its column, in
// characters: a longer header wraps onto more lines.
const headerCap = 10

// notesRowHeight is the height of a row with a Notes column, in points.
const notesRowHeight = 30

// columnWidths sizes each column to its widest cell and its header (up
// to headerCap, wider headers wrap), within minWidth and maxWidth; the
// Notes column is notesWidth.
func columnWidths(t analytics.Table, names []string, dec []int) []float64 {
	var buf [32]byte
	width := make([]int, len(names))
	for i, n := range names {
		width[i] = headerWidth(n) + 2 // room for the filter button
	}
	for _, row := range t.Rows {
		for i, c := range t.Columns {
			if i < len(row) && i < len(width) {
				width[i] = wider(width[i], row[i], c.Kind, dec[i], buf[:])
			}
		}
	}
	return finishWidths(width, names)
}

// finishWidths are the column widths of cells at most width wide (in
// characters): within minWidth and maxWidth; the Notes column is
// notesWidth.
func finishWidths(width []int, names []string) []float64 {
	out := make([]float64, len(width))
	for i, w := range width {
		out[i] = float64(min(max(w+1, minWidth), maxWidth))
		if names[i] == NotesColumn {
			out[i] = notesWidth
		}
	}
	return out
}

// headerWidth is the width a header asks of its column: all of it up to
// headerCap, and never less than its longest word, so that no word breaks.
func headerWidth(s string) int {
	n := min(textWidth(s), headerCap)
	for _, w := range strings.Fields(s) {
		n = max(n, textWidth(w))
	}
	return n
}

// wrappedLines is how many lines s takes wrapped at width characters,
// breaking between words.
func wrappedLines(s string, width int) int {
	lines, at := 1, 0
	for _, w := range strings.Fields(s) {
		n := textWidth(w)
		switch {
		case at == 0:
			at = n
		case at+1+n <= width:
			at += 1 + n
		default:
			lines, at = lines+1, n
		}
	}
	return lines
}

// headerHeight is the height of a header row, in points: one line per
// line of its most wrapped header.
func headerHeight(names []string, widths []float64) float64 {
	lines := 1
	for i, n := range names {
		lines = max(lines, wrappedLines(n, int(widths[i])-4)) // less the filter button
	}
	return float64(6 + 15*lines)
}

// panes freezes the rows down to the header row head and, with col, the
// first column (the candidate's name).
func panes(head int, col bool) *excelize.Panes {
	top := cellName(1, head+1)
	if col {
		top = cellName(2, head+1)
		return &excelize.Panes{Freeze: true, XSplit: 1, YSplit: head, TopLeftCell: top, ActivePane: "bottomRight",
			Selection: []excelize.Selection{{SQRef: top, ActiveCell: top, Pane: "bottomRight"}}}
	}
	return &excelize.Panes{Freeze: true, YSplit: head, TopLeftCell: top, ActivePane: "bottomLeft",
		Selection: []excelize.Selection{{SQRef: top, ActiveCell: top, Pane: "bottomLeft"}}}
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
	field("Measured to", "each candidate's own CV date (Summary: CV as of, As of from)")
	if r.RunDate.Year != 0 {
		field("Run date", fmt.Sprintf("%s (a CV more than %d months older is marked stale)", r.RunDate, r.StaleMonths()))
	}
	if r.AsOf != 0 {
		field("Cohort charts run to", r.AsOf)
	}
	field("Candidates", len(r.Candidates))
	field("Stages", strings.TrimPrefix(stagesLine(r), "Stages: "))
	field("Headline rate", analytics.HeadlineLabel()+" (the Summary sheet ranks candidates on it, in the cohort and within the stage)")
	field("Data quality", qualityLine(r)+" (Data quality sheet: issues, parser warnings, duplicates)")
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
	for _, name := range wb.sheets {
		var what []string
		for _, s := range wb.written {
			if s.sheetName() == name {
				t := wb.tables[s.name]
				n := wb.rowCount[s.name]
				rows := fmt.Sprintf("%d rows", n)
				if full, ok := wb.cut[s.name]; ok {
					rows = fmt.Sprintf("first %d of %d rows: Excel's row limit", n, full)
				}
				what = append(what, fmt.Sprintf("%s (%s)", t.Title, rows))
			}
		}
		link(name, strings.Join(what, "; "))
	}
	if wb.hasCharts() {
		link(ChartsSheet, "Publications per year (counted types stacked, types not counted as grey lines); fellowships awarded per candidate (bars) with finalist and nominee marks")
	}
	if len(wb.leftOut) > 0 {
		row++
		set(cellName(1, row), "Left out (no rows)", st.label)
		set(cellName(2, row), strings.Join(wb.leftOut, ", "), st.aboutText)
		row++
	}
	if err != nil {
		return err
	}
	if err := wb.printSetup(AboutSheet, -1, 1, 1, false); err != nil {
		return err
	}
	if err := f.SetColWidth(sh, "A", "A", 30); err != nil {
		return err
	}
	return f.SetColWidth(sh, "B", "B", 80)
}

// has reports whether the data sheet name was written (it has rows).
func (wb *workbook) has(name string) bool {
	for _, s := range wb.written {
		if s.name == name {
			return true
		}
	}
	return false
}

// hasCharts reports whether a chart has data: the Charts sheet is left
// out otherwise.
func (wb *workbook) hasCharts() bool { return wb.has("Per Year") || wb.has("Fellowships") }
