package xlsx

import (
	"bytes"
	"io"
	"strings"
	"testing"

	"github.com/xuri/excelize/v2"
)

// TestSheetGroups checks that the tables of each sheet follow each other
// in dataSheets: build makes and streams a sheet's tables together, so a
// table put after another sheet's would start its sheet again.
func TestSheetGroups(t *testing.T) {
	seen := map[string]bool{}
	var flat []sheet
	for _, g := range sheetGroups() {
		name := g[0].sheetName()
		if seen[name] {
			t.Errorf("sheet %s comes in two groups", name)
		}
		seen[name] = true
		for _, s := range g {
			if s.sheetName() != name {
				t.Errorf("table %s (sheet %s) in the group of %s", s.name, s.sheetName(), name)
			}
		}
		flat = append(flat, g...)
	}
	if len(flat) != len(dataSheets) {
		t.Fatalf("%d tables in the groups, want %d", len(flat), len(dataSheets))
	}
	for i := range flat {
		if flat[i].name != dataSheets[i].name {
			t.Errorf("table %d is %s, want %s", i, flat[i].name, dataSheets[i].name)
		}
	}
}

// TestMoveTable checks that a table added on row 1 is moved to its header
// row (the table's ref and its autofilter's), and that moving a table
// excelize does not hold is an error, not a silent table on row 1.
func TestMoveTable(t *testing.T) {
	f := excelize.NewFile()
	defer f.Close()
	wb := &workbook{f: f}
	for i, n := range []string{"A", "B"} {
		if err := f.SetCellStr("Sheet1", cellName(i+1, 1), n); err != nil {
			t.Fatal(err)
		}
	}
	if err := f.AddTable("Sheet1", &excelize.Table{Range: "A1:B4", Name: "tbl_x"}); err != nil {
		t.Fatal(err)
	}
	if err := wb.moveTable("tbl_x", "A1:B4", "A20:B23"); err != nil {
		t.Fatal(err)
	}
	tables, err := f.GetTables("Sheet1")
	if err != nil || len(tables) != 1 || tables[0].Range != "A20:B23" {
		t.Fatalf("tables %+v, %v; want tbl_x on A20:B23", tables, err)
	}
	v, _ := f.Pkg.Load("xl/tables/table1.xml")
	if b, _ := v.([]byte); bytes.Count(b, []byte(`ref="A20:B23"`)) != 2 || bytes.Contains(b, []byte("A1:")) {
		t.Errorf("table part %s", b)
	}
	if err := wb.moveTable("tbl_none", "A1:B4", "A20:B23"); err == nil {
		t.Error("moving a table that is not there: no error")
	}
	if err := wb.moveTable("tbl_x", "A1:B4", "A30:B33"); err == nil {
		t.Error("moving a table from a range it is not on: no error")
	}
}

// TestCapture checks that the zip writer of a data sheet's own workbook
// keeps the worksheet part, compressed as a worksheet, and drops the rest.
func TestCapture(t *testing.T) {
	c := &capture{path: "xl/worksheets/sheet2.xml"}
	w, err := c.Create("xl/styles.xml")
	if err != nil || w != io.Discard {
		t.Fatalf("another part: %v, %v; want it dropped", w, err)
	}
	w, err = c.Create(c.path)
	if err != nil || c.part == nil || !c.part.sheet {
		t.Fatalf("the sheet: %v; want a worksheet part", err)
	}
	xml := "<worksheet><sheetData>" + strings.Repeat("<row/>", 100) + "</sheetData><tail/></worksheet>"
	if _, err := io.WriteString(w, xml); err != nil {
		t.Fatal(err)
	}
	if got := c.part.raw.String(); got != "</sheetData><tail/></worksheet>" {
		t.Errorf("held tail %q", got)
	}
	if err := c.Close(); err != nil {
		t.Fatal(err)
	}
}
