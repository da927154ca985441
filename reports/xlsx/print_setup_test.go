package xlsx

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/xuri/excelize/v2"

	"github.com/vitae-cv/vitae/analytics"
	"github.com/vitae-cv/vitae/charts"
	"github.com/vitae-cv/vitae/reports"
)

var (
	reSeries = regexp.MustCompile(`(?s)<ser>.*?</ser>`)
	reName   = regexp.MustCompile(`<tx><strRef><f>([^<]*)</f>`)
	reColor  = regexp.MustCompile(`<a:srgbClr val="([0-9A-Fa-f]{6})"`)
)

// TestPrintSetup checks the page setup of every sheet in the XML: A4
// landscape fitted to the page width, print titles on the data sheets (the
// header row and the name column), a page header, the heat map's colours
// and the Summary's Notes column.
func TestPrintSetup(t *testing.T) {
	r := testReport(t)
	b := render(t, r, reports.Options{Title: "Print & check"})
	f := open(t, b)
	p := parts(t, b)
	titles := map[string]string{}
	for _, m := range regexp.MustCompile(`<definedName localSheetId="(\d+)" name="_xlnm.Print_Titles">([^<]*)</definedName>`).FindAllStringSubmatch(p["xl/workbook.xml"], -1) {
		titles[m[1]] = strings.ReplaceAll(m[2], "&#39;", "'")
	}
	for i, sheet := range f.GetSheetList() {
		x := sheetXML(t, p, sheet)
		setup := regexp.MustCompile(`<pageSetup [^>]*>`).FindString(x)
		for _, want := range []string{`orientation="landscape"`, `paperSize="9"`, `fitToWidth="`} {
			if !strings.Contains(setup, want) {
				t.Errorf("%s: page setup %q lacks %s", sheet, setup, want)
			}
		}
		if !strings.Contains(x, `<pageSetUpPr fitToPage="true">`) {
			t.Errorf("%s: not fitted to the page", sheet)
		}
		if !strings.Contains(x, "<oddHeader>") || !strings.Contains(x, "Print &amp;&amp; check") || !strings.Contains(x, "&amp;P of &amp;N") {
			t.Errorf("%s: page header and footer lack the title or page numbers:\n%s", sheet, regexp.MustCompile(`<headerFooter>.*</headerFooter>`).FindString(x))
		}
		if sheet == AboutSheet || sheet == ChartsSheet {
			continue
		}
		got := titles[strconv.Itoa(i)]
		if !strings.HasPrefix(got, quote(sheet)+"$A:$A") {
			t.Errorf("%s: print titles %q, want the name column", sheet, got)
		}
	}
	// the header row repeats on the sheets of one table
	if got, want := titles["1"], "'Summary'!$A:$A,'Summary'!$5:$5"; got != want {
		t.Errorf("Summary print titles %q, want %q", got, want)
	}
	// the venue × year heat map runs from heat_low to heat_high over the
	// year columns only
	x := sheetXML(t, p, HeatSheet)
	cf := regexp.MustCompile(`<conditionalFormatting sqref="([A-Z]+)\d+:([A-Z]+)\d+">.*?</conditionalFormatting>`).FindStringSubmatch(x)
	if cf == nil {
		t.Fatalf("no heat map on %s", HeatSheet)
	}
	low, high := strings.TrimPrefix(charts.Color(charts.GroupMark, "heat_low"), "#"), strings.TrimPrefix(charts.Color(charts.GroupMark, "heat_high"), "#")
	if !strings.Contains(cf[0], `<colorScale>`) || !strings.Contains(strings.ToUpper(cf[0]), "FF"+low) || !strings.Contains(strings.ToUpper(cf[0]), "FF"+high) {
		t.Errorf("heat map is not a %s–%s colour scale:\n%s", low, high, cf[0])
	}
	heat := sources(r)[HeatSheet]
	if cf[1] != "C" || cf[2] != colName(columnIndex(heat, "Total")) {
		t.Errorf("heat map over %s:%s, want the year columns C to %s", cf[1], cf[2], colName(columnIndex(heat, "Total")))
	}
	// the Notes column: empty, wide, wrapped
	h, rows := sheetRows(t, f, r, SummarySheet)
	if h[len(h)-1] != NotesColumn {
		t.Fatalf("Summary's last column %q", h[len(h)-1])
	}
	for _, m := range rows {
		if m[NotesColumn] != "" {
			t.Errorf("Notes not empty: %v", m)
		}
	}
	col := colName(len(h))
	if w, _ := f.GetColWidth(SummarySheet, col); w < 40 {
		t.Errorf("Notes column %s is %v wide", col, w)
	}
	if !regexp.MustCompile(`<col min="` + strconv.Itoa(len(h)) + `" max="` + strconv.Itoa(len(h)) + `" width="[0-9.]+" customWidth="1" style="\d+"/>`).MatchString(sheetXML(t, p, SummarySheet)) {
		t.Error("Notes column has no style")
	}
	// one number format per column: every number of a column shares a style
	for _, s := range dataSheets {
		sheet, head, n := locate(r, s.name)
		if sheet == "" {
			continue
		}
		tbl := sources(r)[s.name]
		for j, c := range tbl.Columns {
			if c.Kind != analytics.Number && c.Kind != analytics.Int {
				continue
			}
			styles := map[int]bool{}
			for i := 0; i < n; i++ {
				cell := colName(j+1) + strconv.Itoa(head+1+i)
				if v, _ := f.GetCellValue(sheet, cell); v == "" {
					continue
				}
				id, _ := f.GetCellStyle(sheet, cell)
				styles[id] = true
			}
			if len(styles) > 1 {
				t.Errorf("%s column %s has %d number formats", s.name, c.Name, len(styles))
			}
		}
	}
}

// colName is the letter of column n (1-based).
func colName(n int) string {
	c, _ := excelize.ColumnNumberToName(n)
	return c
}

// TestPrintedPages prints the workbook of five fictional CVs with
// LibreOffice (when it and pdftotext are installed): at most 15 pages,
// and every page shows a candidate's name or is the About page.
func TestPrintedPages(t *testing.T) {
	if testing.Short() {
		t.Skip("short")
	}
	bin := libreOfficeCalc(t)
	pdftotext, err := exec.LookPath("pdftotext")
	if err != nil {
		t.Skip("pdftotext is not installed")
	}
	cvs := testCVs(t)[:5]
	r := analytics.Compute(cvs, analytics.Options{}).Finish()
	dir := t.TempDir()
	in := filepath.Join(dir, "report.xlsx")
	if err := os.WriteFile(in, render(t, r, reports.Options{Title: "Print check"}), 0o644); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 180*time.Second)
	defer cancel()
	out, err := exec.CommandContext(ctx, bin, "--headless", "-env:UserInstallation=file://"+filepath.Join(dir, "profile"),
		"--convert-to", "pdf", "--outdir", dir, in).CombinedOutput()
	if err != nil {
		t.Fatalf("%s: %v\n%s", bin, err, out)
	}
	text, err := exec.CommandContext(ctx, pdftotext, "-layout", filepath.Join(dir, "report.pdf"), "-").Output()
	if err != nil {
		t.Fatalf("pdftotext: %v", err)
	}
	pages := strings.Split(strings.TrimRight(string(text), "\f\n"), "\f")
	if len(pages) > 16 || len(pages) < 8 {
		t.Errorf("%d printed pages, want 8 to 16", len(pages))
	}
	for i, page := range pages {
		if i == 0 && strings.HasPrefix(strings.TrimSpace(page), AboutSheet) {
			continue
		}
		named := false
		for _, c := range r.Candidates {
			named = named || strings.Contains(page, c.Name)
		}
		if !named {
			t.Errorf("page %d shows no candidate's name:\n%.400s", i+1, page)
		}
	}
	t.Logf("%d pages", len(pages))
}

// TestColumnsInOrder checks that every sheet lists its <col> elements in
// column order, as Excel requires.
func TestColumnsInOrder(t *testing.T) {
	b := render(t, testReport(t), reports.Options{})
	for name, x := range parts(t, b) {
		if !strings.HasPrefix(name, "xl/worksheets/sheet") {
			continue
		}
		last := 0
		for _, m := range regexp.MustCompile(`<col min="(\d+)" max="(\d+)"`).FindAllStringSubmatch(x, -1) {
			lo, _ := strconv.Atoi(m[1])
			hi, _ := strconv.Atoi(m[2])
			if lo <= last || hi < lo {
				t.Errorf("%s: column %d-%d after %d", name, lo, hi, last)
				break
			}
			last = hi
		}
	}
}
