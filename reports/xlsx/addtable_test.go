package xlsx

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/xuri/excelize/v2"

	"github.com/vitae-cv/vitae/analytics"
	"github.com/vitae-cv/vitae/reports"
)

// samePkg reports the first part that differs between a and b's
// packages, "" when none does.
func samePkg(a, b *excelize.File) string {
	diff := ""
	seen := 0
	a.Pkg.Range(func(k, v any) bool {
		seen++
		w, ok := b.Pkg.Load(k)
		if !ok || !bytes.Equal(v.([]byte), w.([]byte)) {
			diff = k.(string)
			return false
		}
		return true
	})
	b.Pkg.Range(func(any, any) bool { seen--; return true })
	if diff == "" && seen != 0 {
		diff = fmt.Sprintf("(%d parts more in the first)", seen)
	}
	return diff
}

// addTablesBoth adds the same random tables to two new workbooks, with
// excelize's own AddTable (the oracle) and with addTable, and fails at
// the first part or error that differs.
func addTablesBoth(t *testing.T, rng *rand.Rand) {
	t.Helper()
	defer func(old bool) { hideTablesDefault = old }(hideTablesDefault)
	hideTablesDefault = true
	plain, hidden := excelize.NewFile(), excelize.NewFile()
	defer plain.Close()
	defer hidden.Close()
	sheets := []string{"Sheet1"}
	for i := range rng.IntN(4) {
		name := fmt.Sprintf("Data %d", i)
		sheets = append(sheets, name)
		for _, f := range []*excelize.File{plain, hidden} {
			if _, err := f.NewSheet(name); err != nil {
				t.Fatal(err)
			}
		}
	}
	stripes := true
	for i := range 1 + rng.IntN(25) {
		sheet := sheets[rng.IntN(len(sheets))]
		col, row := 1+rng.IntN(5), 1+rng.IntN(50)
		at := cellName(col, row) + ":" + cellName(col+rng.IntN(6), row+1+rng.IntN(30))
		tbl := func() *excelize.Table {
			return &excelize.Table{Range: at, Name: fmt.Sprintf("tbl_%d", i), StyleName: tableStyle, ShowRowStripes: &stripes}
		}
		errPlain, errHidden := plain.AddTable(sheet, tbl()), addTable(hidden, sheet, tbl())
		if fmt.Sprint(errPlain) != fmt.Sprint(errHidden) {
			t.Fatalf("table %d on %s at %s: error %v, want %v", i, sheet, at, errHidden, errPlain)
		}
		if d := samePkg(plain, hidden); d != "" {
			t.Fatalf("table %d on %s at %s: part %s differs", i, sheet, at, d)
		}
	}
	a, errA := plain.WriteToBuffer()
	b, errB := hidden.WriteToBuffer()
	if errA != nil || errB != nil {
		t.Fatal(errA, errB)
	}
	if !bytes.Equal(a.Bytes(), b.Bytes()) {
		t.Fatalf("the workbooks differ (%d and %d bytes)", b.Len(), a.Len())
	}
}

// TestAddTableSameParts holds addTable to excelize's AddTable on random
// workbooks: the same parts after every table, the same workbook.
func TestAddTableSameParts(t *testing.T) {
	rng := rand.New(rand.NewPCG(28, 2))
	for range 60 {
		addTablesBoth(t, rng)
	}
}

// FuzzAddTable is TestAddTableSameParts from a fuzzed seed.
func FuzzAddTable(f *testing.F) {
	f.Add(uint64(1), uint64(2))
	f.Add(uint64(28), uint64(0))
	f.Fuzz(func(t *testing.T, a, b uint64) {
		addTablesBoth(t, rand.New(rand.NewPCG(a, b)))
	})
}

// sameWorkbook fails unless r's workbook is byte-identical with *flag on
// and off.
func sameWorkbook(t *testing.T, what string, r *analytics.Report, opt reports.Options, flag *bool) {
	t.Helper()
	write := func(on bool) []byte {
		defer func(old bool) { *flag = old }(*flag)
		*flag = on
		var buf bytes.Buffer
		if err := Write(&buf, r, opt); err != nil {
			t.Fatal(err)
		}
		return buf.Bytes()
	}
	if a, b := write(false), write(true); !bytes.Equal(a, b) {
		t.Errorf("%s: the workbooks differ (%d and %d bytes)", what, len(b), len(a))
	}
}

// TestAddTableSameWorkbook: the workbooks of the sample CVs and of a
// generated cohort are byte-identical with addTable's hidden parts and
// with excelize's own AddTable.
func TestAddTableSameWorkbook(t *testing.T) {
	sameWorkbook(t, "samples", testReport(t), reports.Options{}, &hideTablesDefault)
	sameWorkbook(t, "cohort", creditCohort(40), reports.Options{Date: "2025-01-01"}, &hideTablesDefault)
}

// TestTableNamesApart: addTable leaves the check that a table's name is
// not taken to this test: the data sheets' tables are named apart.
func TestTableNamesApart(t *testing.T) {
	seen := map[string]bool{}
	for _, s := range dataSheets {
		if seen[s.table] {
			t.Errorf("table name %s twice", s.table)
		}
		seen[s.table] = true
	}
}

func TestTablePartNumber(t *testing.T) {
	for name, want := range map[string]int{"xl/tables/table1.xml": 1, "xl/tables/table19.xml": 19, "xl/tables/table.xml": -1,
		"xl/tables/table01.xml": -1, "xl/tables/tableSingleCells1.xml": -1, "xl/tables/table2.xml.rels": -1, "xl/worksheets/sheet1.xml": -1} {
		n, ok := tablePartNumber(name)
		if !ok {
			n = -1
		}
		if n != want {
			t.Errorf("tablePartNumber(%q) = %d, want %d", name, n, want)
		}
	}
}
