package xlsx

import (
	"bytes"
	"io"
	"math"
	"strings"
	"testing"

	"github.com/xuri/excelize/v2"

	"github.com/vitae-cv/vitae/analytics"
	"github.com/vitae-cv/vitae/internal/sample"
	"github.com/vitae-cv/vitae/reports"
)

// oddTexts are cell texts that excelize escapes or cuts.
var oddTexts = []string{
	"_x0041_ name", "a_x005F_x0041_b", "_x005F_", "_x005f_", "x_xD800_y", "_xZZZZ_", "__x0041__x0042_",
	" leading", "trailing\t", "\nnew line\n", `quotes "and" 'these' & <tags>`, "bad \xff utf8", "ctrl \x01\x1f",
	"emoji 🎓 and ünïcödé", "CJK 日本語", "tab\tin", "cr\rin", "\ufffe not xml",
	strings.Repeat("é", 20000), strings.Repeat("a", 32766) + "🎓tail",
}

// writeBoth writes the workbook of r with the data rows written apart
// and by excelize.
func writeBoth(t *testing.T, r *analytics.Report) (apart, excel []byte) {
	t.Helper()
	defer func(old bool) { rowsApartDefault = old }(rowsApartDefault)
	for _, on := range []bool{true, false} {
		rowsApartDefault = on
		var buf bytes.Buffer
		if err := Write(&buf, r, reports.Options{}); err != nil {
			t.Fatal(err)
		}
		if on {
			apart = buf.Bytes()
		} else {
			excel = buf.Bytes()
		}
	}
	return apart, excel
}

// TestRowsApart: the workbook whose data rows spliceRows writes is
// byte-identical to the one whose rows excelize writes, on the test CVs
// and on a cohort whose names and titles have every kind of odd text.
func TestRowsApart(t *testing.T) {
	cvs, err := sample.Clone(testCVs(t), 3*len(oddTexts))
	if err != nil {
		t.Fatal(err)
	}
	for i, c := range cvs {
		odd := oddTexts[i%len(oddTexts)]
		c.Name = odd + " " + c.Name
		for j := range c.Publications {
			c.Publications[j].Title = odd
		}
		for j := range c.Awards {
			c.Awards[j].Name = odd
		}
	}
	for name, r := range map[string]*analytics.Report{
		"test CVs": testReport(t),
		"odd":      analytics.Compute(cvs, analytics.Options{}).Finish(),
	} {
		apart, excel := writeBoth(t, r)
		if !bytes.Equal(apart, excel) {
			t.Errorf("%s: the workbooks differ (%d and %d bytes)", name, len(apart), len(excel))
		}
	}
}

// excelizeRow is row 1 of a sheet holding cells, its column B of the
// workbook's first style (1), as excelize's stream writer writes it.
func excelizeRow(t *testing.T, cells []any) []byte {
	t.Helper()
	f := excelize.NewFile()
	defer f.Close()
	sw, err := f.NewStreamWriter("Sheet1")
	if err != nil {
		t.Fatal(err)
	}
	wrap, err := f.NewStyle(&excelize.Style{Alignment: &excelize.Alignment{WrapText: true}})
	if err != nil {
		t.Fatal(err)
	}
	if err := sw.SetColStyle(2, 2, wrap); err != nil {
		t.Fatal(err)
	}
	if err := sw.SetRow("A1", cells, excelize.RowOpts{Height: rowHeight}); err != nil {
		t.Fatal(err)
	}
	if err := sw.Flush(); err != nil {
		t.Fatal(err)
	}
	keep := &capture{path: "xl/worksheets/sheet1.xml", raw: true}
	f.SetZipWriter(func(io.Writer) excelize.ZipWriter { return keep })
	if _, err := f.WriteTo(io.Discard); err != nil {
		t.Fatal(err)
	}
	sx, err := splitRows(keep.part.raw.Bytes())
	if err != nil || len(sx.rows) != 1 {
		t.Fatalf("%d rows, %v", len(sx.rows), err)
	}
	return sx.rows[0].xml
}

// FuzzCellText: a row of a text cell, a cell styled by its column, an
// int and a number, written by rowWriter, is the row excelize writes.
func FuzzCellText(f *testing.F) {
	for _, s := range oddTexts {
		f.Add(s, 7, 2.5, 3)
	}
	f.Add("", -1, math.Pi, 0)
	f.Fuzz(func(t *testing.T, s string, n int, x float64, style int) {
		if math.IsNaN(x) || math.IsInf(x, 0) {
			return // setCell leaves such a cell empty
		}
		style = max(0, style%64)
		cells := []any{&excelize.Cell{Value: s, StyleID: style}, &excelize.Cell{Value: "b"}, &excelize.Cell{Value: n}, &excelize.Cell{Value: x, StyleID: 1}}
		if s == "" {
			cells[0] = nil
		}
		rw := &rowWriter{colStyle: []int{0, 1}}
		rw.row(1, rowHeight, cells)
		if want := excelizeRow(t, cells); !bytes.Equal(rw.buf, want) {
			t.Fatalf("%q:\nours     %s\nexcelize %s", s, rw.buf, want)
		}
	})
}
