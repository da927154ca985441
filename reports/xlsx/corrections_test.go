package xlsx

import (
	"bytes"
	"testing"

	"github.com/xuri/excelize/v2"

	"github.com/vitae-cv/vitae/analytics"
	"github.com/vitae-cv/vitae/analytics/analyticstest"
	"github.com/vitae-cv/vitae/cv/corrections/correctionstest"
	"github.com/vitae-cv/vitae/reports"
)

// openWorkbook writes r and reads the workbook back.
func openWorkbook(t *testing.T, r *analytics.Report) *excelize.File {
	t.Helper()
	var b bytes.Buffer
	if err := Write(&b, r, reports.Options{}); err != nil {
		t.Fatal(err)
	}
	f, err := excelize.OpenReader(&b)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { f.Close() })
	return f
}

// column finds the column headed name on sheet: its cells by row, the
// first cell of each row (the candidate) and its index; -1 when none.
func column(t *testing.T, f *excelize.File, sheet, name string) (rows [][]string, at int) {
	t.Helper()
	rows, err := f.GetRows(sheet)
	if err != nil {
		t.Fatal(err)
	}
	for i, row := range rows {
		for j, c := range row {
			if c == name && i < 5 {
				return rows[i:], j
			}
		}
	}
	return rows, -1
}

// TestCorrectionMarks: the papers and awards sheets have a Corrected
// column when something was corrected, with the mark as text (never a
// formula, though the note looks like one); the data-quality sheet lists
// the stale correction; without corrections there is no such column.
func TestCorrectionMarks(t *testing.T) {
	f := openWorkbook(t, analyticstest.Corrected(t))
	marks := map[string]string{}
	for _, sheet := range []struct{ name, title string }{{"Publications", "Title"}, {"Awards", "Award"}} {
		rows, at := column(t, f, sheet.name, "Corrected")
		_, title := column(t, f, sheet.name, sheet.title)
		if at < 0 || title < 0 {
			t.Fatalf("%s: no Corrected or %s column: %q", sheet.name, sheet.title, rows)
		}
		for _, row := range rows[1:] {
			if len(row) > at && row[at] != "" {
				marks[row[title]] = row[at]
			}
		}
	}
	want := map[string]string{correctionstest.PaperTitle: correctionstest.Mark, correctionstest.AddedAward: "added by hand — confirmed by the issuer"}
	if len(marks) != 2 || marks[correctionstest.PaperTitle] != want[correctionstest.PaperTitle] || marks[correctionstest.AddedAward] != want[correctionstest.AddedAward] {
		t.Errorf("marks %q", marks)
	}
	for _, sheet := range []string{"Publications", "Awards"} {
		rows, _ := f.GetRows(sheet)
		for i := range rows {
			for j := range rows[i] {
				cell, _ := excelize.CoordinatesToCellName(j+1, i+1)
				if fm, _ := f.GetCellFormula(sheet, cell); fm != "" {
					t.Errorf("%s!%s is a formula: %s", sheet, cell, fm)
				}
			}
		}
	}
	rows, _ := f.GetRows(QualitySheet)
	found := false
	for _, row := range rows {
		for _, c := range row {
			found = found || c == correctionstest.Stale
		}
	}
	if !found {
		t.Errorf("the data-quality sheet lacks the stale correction: %q", rows)
	}

	plain := openWorkbook(t, analyticstest.Plain())
	for _, sheet := range []string{"Publications", "Awards"} {
		if _, at := column(t, plain, sheet, "Corrected"); at >= 0 {
			t.Errorf("%s has a Corrected column with nothing corrected", sheet)
		}
	}
}
