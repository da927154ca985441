package xlsx

import (
	"archive/zip"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/vitae-cv/vitae/internal/sample"

	"github.com/xuri/excelize/v2"

	"github.com/vitae-cv/vitae/analytics"
	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/cv/parse"
	"github.com/vitae-cv/vitae/reports"
)

var testdata = filepath.Join("..", "..", "testdata")

var (
	cvsOnce sync.Once
	cvsList []*cv.CV
	cvsErr  error
)

// testCVs parses every CV of testdata/cvs (once).
func testCVs(t testing.TB) []*cv.CV {
	t.Helper()
	cvsOnce.Do(func() {
		cvsList, cvsErr = sample.Load(filepath.Join(testdata, "cvs"))
	})
	if cvsErr != nil {
		t.Fatal(cvsErr)
	}
	if len(cvsList) < 5 {
		t.Fatalf("only %d test CVs", len(cvsList))
	}
	return cvsList
}

func testReport(t testing.TB) *analytics.Report {
	return analytics.Compute(testCVs(t), analytics.Options{}).Finish()
}

func render(t testing.TB, r *analytics.Report, opt reports.Options) []byte {
	t.Helper()
	var buf bytes.Buffer
	if err := Write(&buf, r, opt); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func open(t testing.TB, b []byte) *excelize.File {
	t.Helper()
	f, err := excelize.OpenReader(bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { f.Close() })
	return f
}

// parts unzips the workbook.
func parts(t testing.TB, b []byte) map[string]string {
	t.Helper()
	zr, err := zip.NewReader(bytes.NewReader(b), int64(len(b)))
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]string{}
	for _, zf := range zr.File {
		rc, err := zf.Open()
		if err != nil {
			t.Fatal(err)
		}
		data, err := io.ReadAll(rc)
		rc.Close()
		if err != nil {
			t.Fatal(err)
		}
		out[zf.Name] = string(data)
	}
	return out
}

// sheetXML returns the worksheet XML of the named sheet, following the
// workbook's relationships.
func sheetXML(t testing.TB, p map[string]string, sheet string) string {
	t.Helper()
	m := regexp.MustCompile(`<sheet name="` + regexp.QuoteMeta(xmlEscape(sheet)) + `" sheetId="\d+" r:id="(rId\d+)"`).FindStringSubmatch(p["xl/workbook.xml"])
	if m == nil {
		t.Fatalf("sheet %q not in workbook.xml", sheet)
	}
	rel := regexp.MustCompile(`Id="` + m[1] + `"[^>]*Target="([^"]+)"|Target="([^"]+)"[^>]*Id="` + m[1] + `"`).FindStringSubmatch(p["xl/_rels/workbook.xml.rels"])
	if rel == nil {
		t.Fatalf("no relationship %s", m[1])
	}
	target := rel[1] + rel[2]
	target = "xl/" + strings.TrimPrefix(strings.TrimPrefix(target, "/xl/"), "xl/")
	x, ok := p[target]
	if !ok {
		t.Fatalf("no part %s", target)
	}
	return x
}

func xmlEscape(s string) string {
	var b strings.Builder
	for _, r := range s {
		switch r {
		case '&':
			b.WriteString("&amp;")
		case '<':
			b.WriteString("&lt;")
		case '>':
			b.WriteString("&gt;")
		case '"':
			b.WriteString("&#34;")
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

// wantSheets are the sheets of the test CVs' workbook: no duplicates, so
// the Data quality sheet holds the data quality and the warnings.
var wantSheets = []string{
	"About", "Summary", "Details", "Publications", "Venue × Year", "Candidates × Venues", "Areas", "Awards",
	"Timeline", "Talks, service, teaching", "Ranks", "Cohort", "Data quality", "Charts",
}

func TestSheetNames(t *testing.T) {
	f := open(t, render(t, testReport(t), reports.Options{}))
	if got := f.GetSheetList(); !slices.Equal(got, wantSheets) {
		t.Fatalf("sheets\n got %q\nwant %q", got, wantSheets)
	}
	if f.GetActiveSheetIndex() != 0 {
		t.Errorf("active sheet %d, want About (0)", f.GetActiveSheetIndex())
	}
}

// sources are the analytics tables each table of the data sheets must
// show, built here from the report's own tables.
func sources(r *analytics.Report) map[string]analytics.Table {
	full := r.SummaryTable()
	compact := analytics.Table{}
	for _, name := range summaryColumns(analytics.HeadlineLabel()) {
		compact.Columns = append(compact.Columns, full.Columns[slices.IndexFunc(full.Columns, func(c analytics.Column) bool { return c.Name == name })])
	}
	picked := compact.Columns
	compact.Columns = append(explainedColumns(picked), analytics.Column{Name: "Notes", Kind: analytics.Text})
	for ri, row := range full.Rows {
		var out []any
		for _, c := range picked {
			out = append(out, row[slices.IndexFunc(full.Columns, func(x analytics.Column) bool { return x.Name == c.Name })])
			out = append(out, explanations(c.Name, r.Candidates[ri])...)
		}
		compact.Rows = append(compact.Rows, append(out, nil))
	}
	// the venue × year table with each venue's area and candidates
	vy, top := r.VenueYearTable(), r.TopVenuesTable(0)
	heat := analytics.Table{Columns: append(append([]analytics.Column{vy.Columns[0], top.Columns[1]}, vy.Columns[1:]...), top.Columns[3])}
	for i, row := range vy.Rows {
		if top.Rows[i][0] != row[0] {
			panic("top venues and venue × year differ in order")
		}
		heat.Rows = append(heat.Rows, append(append([]any{row[0], top.Rows[i][1]}, row[1:]...), top.Rows[i][3]))
	}
	return map[string]analytics.Table{
		"Summary":             compact,
		"Details":             full,
		"Data quality":        r.QualityTable(),
		"Areas":               r.AreaTable(),
		"Warnings":            r.WarningsTable(),
		"Publications":        r.PublicationsTable(),
		"Venue × Year":        heat,
		"Candidates × Venues": r.VenueMatrixTable(analytics.MatrixVenues),
		"Per Year":            r.PerYearTable(),
		"Awards":              r.AwardsTable(),
		"Fellowships":         r.FellowshipTable(),
		"Timeline":            r.TimelineTable(),
		"Talks":               r.TalksTable(),
		"Service":             r.ServiceTable(),
		"Teaching":            r.TeachingTable(),
		"Ranks":               r.RankTable(),
		"Cohort distribution": r.DistributionTable(),
		"Award Categories":    r.AwardCategoryTable(),
		"Duplicates":          r.MergesTable(),
	}
}

// locate finds the table name in the workbook of r: its sheet, its header
// row and its number of rows; "" for a table left out (no rows).
func locate(r *analytics.Report, name string) (sheet string, head, rows int) {
	groups := map[string][]part{}
	for _, s := range dataSheets {
		t := s.source(r)
		if (len(t.Rows) == 0 || len(r.Candidates) == 0) && s.name != SummarySheet {
			continue
		}
		var notes []string
		if s.notes != nil {
			notes = s.notes(r)
		}
		groups[s.sheetName()] = append(groups[s.sheetName()], part{sheet: s, table: t, notes: notes})
	}
	for sh, ps := range groups {
		place(ps)
		for _, p := range ps {
			if p.sheet.name == name {
				return sh, p.head, len(p.table.Rows)
			}
		}
	}
	return "", 0, 0
}

// headRow is the header row of a table.
func headRow(r *analytics.Report, name string) int {
	_, head, _ := locate(r, name)
	return head
}

func TestSheetsMatchTables(t *testing.T) {
	r := testReport(t)
	f := open(t, render(t, r, reports.Options{}))
	src := sources(r)
	if len(src) != len(dataSheets) {
		t.Fatalf("test covers %d tables, want %d", len(src), len(dataSheets))
	}
	nonEmpty := 0
	for _, s := range dataSheets {
		tbl, ok := src[s.name]
		if !ok {
			t.Fatalf("no source for %s", s.name)
		}
		sheet, head, n := locate(r, s.name)
		if sheet == "" {
			if len(tbl.Rows) > 0 {
				t.Errorf("%s has %d rows and is left out", s.name, len(tbl.Rows))
			}
			continue
		}
		if n != len(tbl.Rows) {
			t.Errorf("%s: %d rows placed, want %d", s.name, n, len(tbl.Rows))
		}
		rows, err := f.GetRows(sheet)
		if err != nil {
			t.Fatal(err)
		}
		if len(rows) < len(tbl.Rows)+head {
			t.Errorf("%s: %d rows, want %d (header at %d + %d)", s.name, len(rows), len(tbl.Rows)+head, head, len(tbl.Rows))
			continue
		}
		rows = rows[head-1:]
		if len(tbl.Rows) > 0 {
			nonEmpty++
		}
		var want []string
		for _, c := range tbl.Columns {
			want = append(want, c.Name)
		}
		if got := rows[0][:min(len(rows[0]), len(want))]; !slices.Equal(got, want) {
			t.Errorf("%s: header\n got %q\nwant %q", s.name, rows[0], want)
		}
		for i, row := range tbl.Rows {
			for j, c := range tbl.Columns {
				cell, _ := excelize.CoordinatesToCellName(j+1, i+head+1)
				raw, err := f.GetCellValue(sheet, cell, excelize.Options{RawCellValue: true})
				if err != nil {
					t.Fatal(err)
				}
				checkCell(t, f, sheet, cell, raw, row[j], c.Kind)
			}
		}
	}
	if nonEmpty < 14 {
		t.Errorf("only %d tables have rows: the test CVs should fill most", nonEmpty)
	}
}

// checkCell compares one cell with its table value: text as text, numbers
// as numeric cells of the same value, years as integers, dates as ISO
// text ("2020", "2020-03") in a text-formatted cell, present as blank.
func checkCell(t *testing.T, f *excelize.File, sheet, cell, raw string, v any, k analytics.Kind) {
	t.Helper()
	typ, err := f.GetCellType(sheet, cell)
	if err != nil {
		t.Fatal(err)
	}
	fail := func(format string, args ...any) {
		t.Helper()
		t.Errorf("%s!%s (%v %v): %s", sheet, cell, k, v, fmt.Sprintf(format, args...))
	}
	isNumeric := typ == excelize.CellTypeNumber || typ == excelize.CellTypeUnset && raw != ""
	if v == nil { // an unknown value is an empty cell
		if raw != "" {
			fail("got %q, want an empty cell", raw)
		}
		return
	}
	if k == analytics.Year && v == analytics.NoYearLabel { // the per-year table's "no year" row
		if raw != analytics.NoYearLabel {
			fail("got %q", raw)
		}
		return
	}
	switch k {
	case analytics.Text:
		if raw != v.(string) {
			fail("got %q", raw)
		}
		if raw != "" && typ != excelize.CellTypeInlineString && typ != excelize.CellTypeSharedString {
			fail("type %v, want a string cell", typ)
		}
	case analytics.Int, analytics.Number, analytics.Year:
		var want float64
		switch x := v.(type) {
		case int:
			want = float64(x)
		case float64:
			want = x
		}
		if k == analytics.Year && want == 0 {
			if raw != "" {
				fail("got %q for year 0, want blank", raw)
			}
			return
		}
		got, err := strconv.ParseFloat(raw, 64)
		if err != nil || got != want || !isNumeric {
			fail("got %q (type %v), want the number %v", raw, typ, want)
		}
		if k == analytics.Number {
			shown, _ := f.GetCellValue(sheet, cell)
			_, frac, _ := strings.Cut(shown, ".")
			if g, _ := strconv.ParseFloat(shown, 64); g != want || len(frac) > 2 {
				fail("shown as %q, want %s with at most 2 decimals", shown, analytics.FormatNumber(want))
			}
		}
	case analytics.Date:
		d := v.(cv.Date)
		switch {
		case d.IsZero() || d.Present:
			if raw != "" {
				fail("got %q, want blank", raw)
			}
		default:
			if raw != d.String() || (typ != excelize.CellTypeInlineString && typ != excelize.CellTypeSharedString) {
				fail("got %q (type %v), want the text %q", raw, typ, d.String())
			}
			id, _ := f.GetCellStyle(sheet, cell)
			if st, _ := f.GetStyle(id); st == nil || st.NumFmt != 49 {
				fail("style %+v, want the text format (49)", st)
			}
		}
	}
}

func TestTablesPanesWidthsStyles(t *testing.T) {
	r := testReport(t)
	f := open(t, render(t, r, reports.Options{}))
	names := map[string]bool{}
	onSheet := map[string]int{}
	for _, s := range dataSheets {
		onSheet[s.sheetName()]++
	}
	for _, s := range dataSheets {
		sheet, head, _ := locate(r, s.name)
		if sheet == "" {
			continue
		}
		tables, err := f.GetTables(sheet)
		if err != nil {
			t.Fatal(err)
		}
		i := slices.IndexFunc(tables, func(tb excelize.Table) bool { return tb.Name == s.table })
		if i < 0 {
			t.Fatalf("%s: no table %s on %s", s.name, s.table, sheet)
		}
		tb := tables[i]
		if names[tb.Name] || tb.StyleName != tableStyle || tb.ShowRowStripes == nil || !*tb.ShowRowStripes {
			t.Errorf("%s: table %+v", s.name, tb)
		}
		names[tb.Name] = true
		src := sources(r)[s.name]
		first, _ := excelize.CoordinatesToCellName(1, head)
		last, _ := excelize.CoordinatesToCellName(len(src.Columns), head+max(len(src.Rows), 1))
		if tb.Range != first+":"+last {
			t.Errorf("%s: table range %s, want %s:%s", s.name, tb.Range, first, last)
		}
		if onSheet[sheet] == 1 {
			data, _ := excelize.CoordinatesToCellName(len(src.Columns), head+len(src.Rows))
			if dim, err := f.GetSheetDimension(sheet); err != nil || dim != "A1:"+data {
				t.Errorf("%s: dimension %q (%v), want A1:%s", s.name, dim, err, data)
			}
			p, err := f.GetPanes(sheet)
			if err != nil {
				t.Fatal(err)
			}
			if !p.Freeze || p.YSplit != head || (s.freezeCol && p.XSplit != 1) {
				t.Errorf("%s: panes %+v, want rows down to the header (%d) frozen", s.name, p, head)
			}
		}
		// header style: bold with a fill and borders, wrapped
		id, err := f.GetCellStyle(sheet, first)
		if err != nil {
			t.Fatal(err)
		}
		st, err := f.GetStyle(id)
		if err != nil {
			t.Fatal(err)
		}
		if st.Font == nil || !st.Font.Bold || st.Fill.Pattern != 1 || len(st.Fill.Color) == 0 || len(st.Border) != 4 || st.Alignment == nil || !st.Alignment.WrapText {
			t.Errorf("%s: header style %+v", s.name, st)
		}
		// widths: at least the header's longest word, at most the cap
		for i, c := range src.Columns {
			col, _ := excelize.ColumnNumberToName(i + 1)
			w, err := f.GetColWidth(sheet, col)
			if err != nil {
				t.Fatal(err)
			}
			if w < float64(headerWidth(c.Name)) || w > maxWidth {
				t.Errorf("%s: column %s (%s) width %v", s.name, col, c.Name, w)
			}
		}
	}
	// the publications' title column fits long titles, up to the cap
	w, _ := f.GetColWidth("Publications", "C")
	if w < 40 {
		t.Errorf("Publications title column width %v, want it to fit the titles", w)
	}
}

func TestDateCells(t *testing.T) {
	r := testReport(t)
	f := open(t, render(t, r, reports.Options{}))
	tbl := sources(r)["Timeline"]
	head := headRow(r, "Timeline")
	start, end, ongoing := columnIndex(tbl, "Start"), columnIndex(tbl, "End"), columnIndex(tbl, "Ongoing")
	var month, year, present bool
	for i, row := range tbl.Rows {
		for _, j := range []int{start, end} {
			d := row[j].(cv.Date)
			cell, _ := excelize.CoordinatesToCellName(j+1, head+1+i)
			raw, _ := f.GetCellValue("Timeline", cell, excelize.Options{RawCellValue: true})
			switch {
			case d.Year != 0 && d.Month != 0:
				month = true
				if raw != fmt.Sprintf("%04d-%02d", d.Year, d.Month) {
					t.Errorf("%s: %v shows %q", cell, d, raw)
				}
			case d.Year != 0:
				year = true
				if raw != strconv.Itoa(d.Year) {
					t.Errorf("%s: %v shows %q, want the bare year", cell, d, raw)
				}
			}
		}
		if row[ongoing] == "ongoing" {
			present = true
			cell, _ := excelize.CoordinatesToCellName(end+1, head+1+i)
			if raw, _ := f.GetCellValue("Timeline", cell); raw != "" {
				t.Errorf("%s: an ongoing end shows %q, want blank", cell, raw)
			}
		}
	}
	if !month || !year || !present {
		t.Errorf("test CVs lack a month date (%v), a year date (%v) or an ongoing post (%v)", month, year, present)
	}
}

func TestAbout(t *testing.T) {
	r := testReport(t)
	f := open(t, render(t, r, reports.Options{Title: "Hiring 2025", Date: "2025-03-04"}))
	rows, err := f.GetRows(AboutSheet)
	if err != nil {
		t.Fatal(err)
	}
	text := fmt.Sprint(rows)
	for _, want := range []string{"Hiring 2025", "2025-03-04", r.Selection, "Candidates " + strconv.Itoa(len(r.Candidates)), "Venue × Year", "Charts"} {
		if !strings.Contains(text, want) {
			t.Errorf("About sheet lacks %q:\n%s", want, text)
		}
	}
	props, err := f.GetDocProps()
	if err != nil {
		t.Fatal(err)
	}
	if props.Title != "Hiring 2025" || props.Creator != "vitae" || props.Created != "2025-03-04T12:00:00Z" || props.Modified != props.Created {
		t.Errorf("doc props %+v", props)
	}
}

func TestCharts(t *testing.T) {
	r := testReport(t)
	b := render(t, r, reports.Options{})
	p := parts(t, b)
	for _, n := range []string{"xl/charts/chart1.xml", "xl/charts/chart2.xml"} {
		if _, ok := p[n]; !ok {
			t.Fatalf("no %s", n)
		}
	}
	if _, ok := p["xl/charts/chart3.xml"]; ok {
		t.Error("more than two charts")
	}
	c1, c2 := p["xl/charts/chart1.xml"], p["xl/charts/chart2.xml"]
	head := strconv.Itoa(headRow(r, "Per Year") + 1)
	if !strings.Contains(c1, `<barDir val="col">`) || !strings.Contains(c1, `<grouping val="stacked">`) || !strings.Contains(c1, "&#39;Cohort&#39;!$A$"+head+":$A$") || !strings.Contains(c1, "Publications per year") || !strings.Contains(c1, ">Year<") {
		t.Errorf("chart1 is not the stacked per-year chart:\n%.2000s", c1)
	}
	// the totals are never a series: they would stack onto the types
	py := sources(r)["Per Year"]
	for _, total := range []string{"Counted", "Listed"} {
		col, _ := excelize.ColumnNumberToName(columnIndex(py, total) + 1)
		if strings.Contains(c1, "&#39;Cohort&#39;!$"+col+"$"+head) {
			t.Errorf("chart1 draws the %s total", total)
		}
	}
	if !strings.Contains(c2, `<barDir val="col">`) || !strings.Contains(c2, "&#39;Awards&#39;!$B$") || strings.Contains(c2, "&#39;Awards&#39;!$C$") || strings.Contains(c2, "&#39;Awards&#39;!$D$") || !strings.Contains(c2, ">Candidate<") {
		t.Errorf("chart2 is not the fellowships chart of awarded bars:\n%.2000s", c2)
	}
	// both charts are on the Charts sheet
	if x := sheetXML(t, p, ChartsSheet); !strings.Contains(x, "<drawing ") {
		t.Error("Charts sheet has no drawing")
	}
}

// hostile strings a CV could carry to become formulas in a spreadsheet.
var hostile = []string{
	`=HYPERLINK("http://evil.example","x")`,
	`+1-2`,
	`-3`,
	`@SUM(A1)`,
	`=1+1`,
	"\t=cmd|' /C calc'!A0",
}

func hostileCV() *cv.CV {
	c := &cv.CV{
		Source: "hostile.md",
		Name:   hostile[0],
		Education: []cv.Education{
			{Degree: hostile[1], Level: cv.LevelPhD, Institution: hostile[2], Start: cv.Date{Year: 2015, Month: 9}, End: cv.Date{Year: 2020}},
		},
		Positions: []cv.Position{{Title: hostile[3], Organization: hostile[4], Kind: cv.KindFaculty, Start: cv.Date{Year: 2020}, End: cv.Present}},
		Awards:    []cv.Award{{Name: hostile[1], Year: 2019, Category: cv.CatFellowship, Status: cv.StatusAwarded, Issuer: hostile[3], Note: hostile[5]}},
	}
	for i, h := range hostile {
		c.Publications = append(c.Publications, cv.Publication{
			Title: h, Authors: []string{hostile[0], "B. Other"}, SelfIndex: 1, VenueRaw: hostile[(i+1)%len(hostile)],
			Year: 2018 + i%3, Type: cv.TypeConference, Status: "published", Awards: []string{hostile[(i+2)%len(hostile)]},
		})
	}
	return c
}

func TestFormulaSafety(t *testing.T) {
	cvs := append(slices.Clone(testCVs(t)), hostileCV())
	// the hostile CV of the other helpers, when it is there
	if text, err := parse.ReadFile(filepath.Join(testdata, "hostile", "injection.md"), 0); err == nil {
		c, err := parse.Parse("injection.md", []byte(text), parse.Options{})
		if err != nil {
			t.Fatal(err)
		}
		cvs = append(cvs, c)
	}
	if data, err := os.ReadFile(filepath.Join(testdata, "hostile", "injection.json")); err == nil {
		var c cv.CV
		if err := json.Unmarshal(data, &c); err != nil {
			t.Fatal(err)
		}
		c.Source = "injection.json"
		cvs = append(cvs, &c)
	}
	r := analytics.Compute(cvs, analytics.Options{}).Finish()
	b := render(t, r, reports.Options{Title: hostile[0]})
	f := open(t, b)
	p := parts(t, b)
	// no formula anywhere in the workbook's sheets
	for name, x := range p {
		if strings.HasPrefix(name, "xl/worksheets/sheet") && (strings.Contains(x, "<f>") || strings.Contains(x, "<f ")) {
			t.Errorf("%s has a formula", name)
		}
	}
	// every hostile text reads back as that text, with no formula
	found := map[string]int{}
	for _, sheet := range f.GetSheetList() {
		rows, err := f.GetRows(sheet, excelize.Options{RawCellValue: true})
		if err != nil {
			t.Fatal(err)
		}
		for i, row := range rows {
			for j, v := range row {
				if !strings.ContainsAny(strings.TrimSpace(v)[:min(1, len(strings.TrimSpace(v)))], "=+-@") {
					continue
				}
				cell, _ := excelize.CoordinatesToCellName(j+1, i+1)
				if fm, err := f.GetCellFormula(sheet, cell); err != nil || fm != "" {
					t.Errorf("%s!%s: formula %q (%v)", sheet, cell, fm, err)
				}
				typ, _ := f.GetCellType(sheet, cell)
				if typ != excelize.CellTypeInlineString && typ != excelize.CellTypeSharedString {
					t.Errorf("%s!%s = %q: type %v, want a string cell", sheet, cell, v, typ)
				}
				if shown, _ := f.GetCellValue(sheet, cell); shown != v {
					t.Errorf("%s!%s: shown %q, stored %q", sheet, cell, shown, v)
				}
				found[v]++
			}
		}
	}
	for _, h := range hostile {
		if found[h] == 0 {
			t.Errorf("hostile text %q is in no cell", h)
		}
	}
	// the raw XML of the publications sheet holds the titles as inline
	// strings
	x := sheetXML(t, p, "Publications")
	for _, h := range hostile[:4] {
		esc := strings.ReplaceAll(strings.ReplaceAll(h, "&", "&amp;"), `"`, "&#34;")
		i := strings.Index(x, ">"+esc+"</t>")
		if i < 0 {
			t.Errorf("Publications XML lacks %q", esc)
			continue
		}
		start := strings.LastIndex(x[:i], "<c ")
		if c := x[start:i]; !strings.Contains(c, `t="inlineStr"`) || strings.Contains(c, "<f") {
			t.Errorf("cell of %q: %s", h, c)
		}
	}
}

func TestDeterministic(t *testing.T) {
	r := testReport(t)
	for _, opt := range []reports.Options{{}, {Title: "T", Date: "2024-02-29"}} {
		a := render(t, r, opt)
		b := render(t, testReport(t), opt)
		if !bytes.Equal(a, b) {
			t.Fatalf("two renders of the same report differ (%+v)", opt)
		}
		zr, err := zip.NewReader(bytes.NewReader(a), int64(len(a)))
		if err != nil {
			t.Fatal(err)
		}
		if zr.File[0].Name != "[Content_Types].xml" {
			t.Errorf("first part %s", zr.File[0].Name)
		}
		for _, zf := range zr.File {
			if !zf.Modified.Equal(opt.Time()) {
				t.Errorf("%s modified %v, want %v", zf.Name, zf.Modified, opt.Time())
			}
		}
	}
	// the input order of the CVs does not matter either
	cvs := slices.Clone(testCVs(t))
	slices.Reverse(cvs)
	a := render(t, testReport(t), reports.Options{})
	b := render(t, analytics.Compute(cvs, analytics.Options{}).Finish(), reports.Options{})
	if !bytes.Equal(a, b) {
		t.Error("reversed CV order gives different bytes")
	}
}

func TestEmptyReport(t *testing.T) {
	r := analytics.Compute(nil, analytics.Options{}).Finish()
	f := open(t, render(t, r, reports.Options{}))
	// every table is empty: left out, but for the Summary's header
	if got := f.GetSheetList(); !slices.Equal(got, []string{AboutSheet, SummarySheet}) {
		t.Fatalf("sheets %q", got)
	}
	rows, _ := f.GetRows("Summary")
	if len(rows) != headRow(r, "Summary") {
		t.Errorf("Summary of no candidates has %d rows", len(rows))
	}
	if err := Write(io.Discard, nil, reports.Options{}); err == nil {
		t.Error("nil report: no error")
	}
	if err := Write(io.Discard, r, reports.Options{Date: "2024-13-01"}); err == nil {
		t.Error("bad date: no error")
	}
}

// TestLibreOffice converts the workbook to PDF with LibreOffice when it
// is installed.
func TestLibreOffice(t *testing.T) {
	if testing.Short() {
		t.Skip("short")
	}
	bin := libreOfficeCalc(t)
	dir := t.TempDir()
	in := filepath.Join(dir, "report.xlsx")
	if err := os.WriteFile(in, render(t, testReport(t), reports.Options{Title: "LibreOffice check"}), 0o644); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 120*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, bin, "--headless", "-env:UserInstallation=file://"+filepath.Join(dir, "profile"),
		"--convert-to", "pdf", "--outdir", dir, in)
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("%s: %v\n%s", bin, err, out)
	}
	st, err := os.Stat(filepath.Join(dir, "report.pdf"))
	if err != nil || st.Size() < 1000 {
		t.Fatalf("no PDF (%v):\n%s", err, out)
	}

	// LibreOffice reads the hostile strings as text: exported to CSV, the
	// Publications sheet holds them verbatim, not evaluated.
	r := analytics.Compute(append(slices.Clone(testCVs(t)), hostileCV()), analytics.Options{}).Finish()
	in = filepath.Join(dir, "hostile.xlsx")
	if err := os.WriteFile(in, render(t, r, reports.Options{}), 0o644); err != nil {
		t.Fatal(err)
	}
	// 44,34,76: comma, double quote, UTF-8; the last token -1 writes every
	// sheet to its own file (LibreOffice 7.2 and later)
	cmd = exec.CommandContext(ctx, bin, "--headless", "-env:UserInstallation=file://"+filepath.Join(dir, "profile"),
		"--convert-to", "csv:Text - txt - csv (StarCalc):44,34,76,1,,0,false,true,false,false,false,-1", "--outdir", dir, in)
	if out, err = cmd.CombinedOutput(); err != nil {
		t.Fatalf("%s: %v\n%s", bin, err, out)
	}
	csv, err := os.ReadFile(filepath.Join(dir, "hostile-Publications.csv"))
	if err != nil {
		t.Skipf("this LibreOffice does not export one CSV per sheet: %v\n%s", err, out)
	}
	for _, h := range hostile {
		if q := strings.ReplaceAll(h, `"`, `""`); !strings.Contains(string(csv), q) {
			t.Errorf("LibreOffice does not show %q as text:\n%s", h, csv)
		}
	}
}

// benchCVs clones the test CVs under new names and sources until there
// are n.
func benchCVs(b *testing.B, n int) []*cv.CV {
	base := testCVs(b)
	out := make([]*cv.CV, 0, n)
	for i := 0; len(out) < n; i++ {
		c := *base[i%len(base)]
		c.Name = fmt.Sprintf("%s %d", c.Name, i)
		c.Source = fmt.Sprintf("bench/%04d/%s", i, c.Source)
		out = append(out, &c)
	}
	return out
}

func BenchmarkWrite(b *testing.B) {
	r := analytics.Compute(benchCVs(b, 1000), analytics.Options{}).Finish()
	var buf bytes.Buffer
	if err := Write(&buf, r, reports.Options{}); err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(buf.Len()))
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		buf.Reset()
		if err := Write(&buf, r, reports.Options{}); err != nil {
			b.Fatal(err)
		}
	}
}

func TestTextWidth(t *testing.T) {
	for s, want := range map[string]int{"": 0, "abc": 3, "Łódź": 4, "Ελένη": 5, "王小明": 6, "ab\nabcd\nc": 4, "김민준 x": 8} {
		if got := textWidth(s); got != want {
			t.Errorf("textWidth(%q) = %d, want %d", s, got, want)
		}
	}
	for x, want := range map[float64]int{0: 0, 3: 0, 2.5: 1, 0.33: 2, 1.0 / 3: 2, 12.25: 2} {
		if got := decimals(x); got != want {
			t.Errorf("decimals(%v) = %d, want %d", x, got, want)
		}
	}
}

// libreOfficeCalc finds LibreOffice with its spreadsheet module, or skips:
// a Writer-only install (libreoffice-writer-nogui, which the synthetic CV
// factory needs for .docx → PDF) has soffice but cannot load a workbook
// ("source file could not be loaded").
func libreOfficeCalc(t *testing.T) string {
	t.Helper()
	for _, n := range []string{"libreoffice", "soffice"} {
		p, err := exec.LookPath(n)
		if err != nil {
			continue
		}
		real, err := filepath.EvalSymlinks(p)
		if err != nil {
			continue
		}
		// soffice is a script in program/ (or a link to it); Calc's core
		// library sits beside it.
		for _, dir := range []string{filepath.Dir(real), "/usr/lib/libreoffice/program"} {
			if _, err := os.Stat(filepath.Join(dir, "libsclo.so")); err == nil {
				return p
			}
		}
		t.Skipf("LibreOffice (%s) has no Calc module (libsclo.so): install libreoffice-calc", p)
	}
	t.Skip("LibreOffice is not installed (libreoffice/soffice not in PATH)")
	return ""
}
