package xlsx

import (
	"slices"
	"strings"
	"testing"

	"github.com/xuri/excelize/v2"

	"github.com/vitae-cv/vitae/analytics"
)

// TestComparisonSheet: with a shortlist the workbook has a Comparison
// sheet after Summary with a column per candidate: figures with their
// cohort ranks, counted papers per year on one year axis (totals equal to
// the counted papers), venues and awards; without one it has none.
func TestComparisonSheet(t *testing.T) {
	if slices.Contains(openWorkbook(t, fixtureReport()).GetSheetList(), CompareSheet) {
		t.Fatal("a Comparison sheet without a shortlist")
	}
	r := fixtureReport()
	if err := r.SetComparison([]string{"bo", "Ada Fictional"}); err != nil {
		t.Fatal(err)
	}
	f := openWorkbook(t, r)
	list := f.GetSheetList()
	if i := slices.Index(list, CompareSheet); i < 0 || list[i-1] != SummarySheet {
		t.Fatalf("sheets %v: want Comparison after Summary", list)
	}
	rows, err := f.GetRows(CompareSheet)
	if err != nil {
		t.Fatal(err)
	}
	find := func(first string) []string {
		for _, row := range rows {
			if len(row) > 0 && row[0] == first {
				return row
			}
		}
		t.Fatalf("no row %q in %q", first, rows)
		return nil
	}
	if h := find("Figure"); !slices.Equal(h, []string{"Figure", "Bo Placeholder", "Bo Placeholder (rank of 2)", "Ada Fictional", "Ada Fictional (rank of 2)"}) {
		t.Errorf("header %q", h)
	}
	if got := find("Papers (credit)"); !slices.Equal(got[1:], []string{"1.0", "2", "4.0", "1"}) {
		t.Errorf("papers %q", got)
	}
	checkCompareFiguresTyped(t, f, r)
	if got := find("total"); !slices.Equal(got[1:], []string{"1", "4"}) {
		t.Errorf("per-year totals %q", got)
	}
	for _, y := range []string{"2016", "2017", "2018", "2019", "2020"} { // one axis: every year, for both
		if got := find(y); len(got) != 3 {
			t.Errorf("year %s: %q", y, got)
		}
	}
	if got := find("2018"); !slices.Equal(got[1:], []string{"1", "1"}) {
		t.Errorf("2018 %q", got)
	}
	all := ""
	for _, row := range rows {
		all += strings.Join(row, "|") + "\n"
	}
	for _, want := range []string{"Counted papers by venue", "Fellowships and awards", "2018 · Example Fellowship (fellowship, finalist)", "Shortlist side by side: Bo Placeholder; Ada Fictional"} {
		if !strings.Contains(all, want) {
			t.Errorf("sheet lacks %q:\n%s", want, all)
		}
	}
}

// checkCompareFiguresTyped: the Comparison sheet writes its key figures
// as numbers (values and ranks in cells typed numeric, with number
// formats), not as "1 (2 of 2)" text, so that a spreadsheet can sort and
// compute on them.
func checkCompareFiguresTyped(t *testing.T, f *excelize.File, r *analytics.Report) {
	t.Helper()
	tbl := r.Comparison.FiguresNumbers()
	rows, _ := f.GetRows(CompareSheet)
	head := -1
	for i, row := range rows {
		if len(row) > 0 && row[0] == "Figure" {
			head = i + 1 // 1-based row of the header
		}
	}
	if head < 0 {
		t.Fatal("no figures header")
	}
	for i, row := range tbl.Rows {
		for j, c := range tbl.Columns {
			cell, _ := excelize.CoordinatesToCellName(j+1, head+i+1)
			raw, err := f.GetCellValue(CompareSheet, cell, excelize.Options{RawCellValue: true})
			if err != nil {
				t.Fatal(err)
			}
			if j > 0 && c.Kind == analytics.Text {
				t.Errorf("column %q is text, want a number", c.Name)
			}
			checkCell(t, f, CompareSheet, cell, raw, row[j], c.Kind)
		}
	}
}
