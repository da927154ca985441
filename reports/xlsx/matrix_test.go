package xlsx

import (
	"slices"
	"strconv"
	"testing"

	"github.com/xuri/excelize/v2"

	"github.com/vitae-cv/vitae/analytics"
	"github.com/vitae-cv/vitae/analytics/analyticstest"
	"github.com/vitae-cv/vitae/reports"
)

// The workbook has the candidates × top venues sheet, read back: the
// venues as headers, the counts as number cells, the header and the names
// frozen, an Excel table (its autofilter) over the whole matrix.
func TestMatrixSheet(t *testing.T) {
	r := analyticstest.Matrix()
	f := open(t, render(t, r, reports.Options{}))
	if !slices.Contains(f.GetSheetList(), MatrixSheet) {
		t.Fatalf("no %s sheet in %q", MatrixSheet, f.GetSheetList())
	}
	head := headRow(r, MatrixSheet)
	rows, err := f.GetRows(MatrixSheet)
	if err != nil {
		t.Fatal(err)
	}
	want := [][]string{
		{"Candidate", "NeurIPS", "OSDI", "ICML", "SOSP", analytics.MatrixTotal, analytics.MatrixOther, analytics.MatrixCounted},
		{"Iris Vantor", "0", "2", "0", "1", "3", "1", "4"},
		{"Milo Brandt", "3", "0", "1", "0", "4", "0", "4"},
		{"Tessa Orwin", "1", "1", "0", "0", "2", "1", "3"},
	}
	if got := rows[head-1:]; !slices.EqualFunc(got, want, slices.Equal) {
		t.Fatalf("rows from %d = %q, want %q", head, got, want)
	}
	for i := range 3 {
		for j := 2; j <= len(want[0]); j++ {
			cell, _ := excelize.CoordinatesToCellName(j, head+1+i)
			typ, _ := f.GetCellType(MatrixSheet, cell)
			v, _ := f.GetCellValue(MatrixSheet, cell)
			if _, err := strconv.ParseFloat(v, 64); err != nil || typ != excelize.CellTypeNumber && typ != excelize.CellTypeUnset {
				t.Errorf("%s = %q: type %v, want a number cell", cell, v, typ)
			}
		}
	}
	if p, err := f.GetPanes(MatrixSheet); err != nil || !p.Freeze || p.YSplit != head || p.XSplit != 1 {
		t.Errorf("panes %+v (%v): want frozen at row %d and column A", p, err, head)
	}
	tables, err := f.GetTables(MatrixSheet)
	if err != nil || len(tables) != 1 || tables[0].Name != "tbl_venue_matrix" {
		t.Fatalf("tables %+v (%v)", tables, err)
	}
	last, _ := excelize.CoordinatesToCellName(len(want[0]), head+3)
	if rng := tables[0].Range; rng != "A"+strconv.Itoa(head)+":"+last {
		t.Errorf("table range %s, want A%d:%s", rng, head, last)
	}
}
