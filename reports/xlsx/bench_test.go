package xlsx

import (
	"bytes"
	"io"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/xuri/excelize/v2"

	"github.com/vitae-cv/vitae/analytics"
	"github.com/vitae-cv/vitae/internal/cputime"
	"github.com/vitae-cv/vitae/internal/sample"
	"github.com/vitae-cv/vitae/reports"
)

// cohortReport is the report of a generated cohort of n records, cloned
// from the test CVs as internal/cmd/gencvs does.
func cohortReport(b *testing.B, n int) *analytics.Report {
	b.Helper()
	cvs, err := sample.Clone(testCVs(b), n)
	if err != nil {
		b.Fatal(err)
	}
	return analytics.Compute(cvs, analytics.Options{}).Finish()
}

// benchmarkCohort times Write of a generated cohort of n records to
// io.Discard (the bytes counted, not kept).
func benchmarkCohort(b *testing.B, n int) {
	r := cohortReport(b, n)
	var buf bytes.Buffer
	if err := Write(&buf, r, reports.Options{}); err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(buf.Len()))
	buf = bytes.Buffer{}
	b.ReportAllocs()
	b.ResetTimer()
	cpu := cputime.Process()
	for b.Loop() {
		if err := Write(io.Discard, r, reports.Options{}); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric((cputime.Process()-cpu).Seconds()/float64(b.N), "cpu-s/op")
}

// BenchmarkWrite10k writes the workbook of 10,000 generated records
// (go test -bench Write10k -benchtime 3x).
func BenchmarkWrite10k(b *testing.B) { benchmarkCohort(b, 10000) }

// scaleN is the cohort of TestScale: XLSX_SCALE_N records, 1,000 unless
// set (XLSX_SCALE_N=10000 go test -run Scale ./reports/xlsx).
func scaleN(t *testing.T) int {
	if s := os.Getenv("XLSX_SCALE_N"); s != "" {
		n, err := strconv.Atoi(s)
		if err != nil || n < 1 {
			t.Fatalf("XLSX_SCALE_N=%q: not a count", s)
		}
		return n
	}
	return 1000
}

// TestScale writes the workbook of a generated cohort twice (the same
// bytes), reads it back with excelize and checks that every table covers
// its header and all its rows, that each table's last row is the table's
// last row, and that no cell of any sheet is a formula.
func TestScale(t *testing.T) {
	if testing.Short() {
		t.Skip("a large cohort: not with -short")
	}
	cvs, err := sample.Clone(testCVs(t), scaleN(t))
	if err != nil {
		t.Fatal(err)
	}
	r := analytics.Compute(cvs, analytics.Options{}).Finish()
	opt := reports.Options{Title: "Scale", Date: "2024-06-01"}
	b := render(t, r, opt)
	if again := render(t, r, opt); !bytes.Equal(b, again) {
		t.Fatal("two writes of the same report differ")
	}
	f := open(t, b)
	for _, s := range dataSheets {
		tb := s.source(r)
		if len(tb.Rows) == 0 {
			continue
		}
		checkTable(t, f, s, tb)
	}
	for name, x := range parts(t, b) {
		if strings.HasPrefix(name, "xl/worksheets/sheet") && strings.Contains(x, "<f>") {
			t.Errorf("%s has a formula", name)
		}
	}
}

// checkTable finds the Excel table of s on its sheet and checks its range
// against the table's rows and the first cell of its last row.
func checkTable(t *testing.T, f *excelize.File, s sheet, tb analytics.Table) {
	t.Helper()
	tables, err := f.GetTables(s.sheetName())
	if err != nil {
		t.Fatal(err)
	}
	for _, x := range tables {
		if x.Name != s.table {
			continue
		}
		c1, r1, err := excelize.CellNameToCoordinates(strings.Split(x.Range, ":")[0])
		if err != nil {
			t.Fatal(err)
		}
		_, r2, err := excelize.CellNameToCoordinates(strings.Split(x.Range, ":")[1])
		if err != nil {
			t.Fatal(err)
		}
		head, err := f.GetCellValue(s.sheetName(), cellName(c1, r1))
		if err != nil {
			t.Fatal(err)
		}
		if want := headers(tb)[0]; head != want {
			t.Errorf("%s: table %s starts on %q, want its header %q", s.sheetName(), x.Range, head, want)
		}
		if got := r2 - r1; got != len(tb.Rows) {
			t.Errorf("%s: table %s covers %d rows, want %d", s.sheetName(), x.Range, got, len(tb.Rows))
		}
		last := tb.Rows[len(tb.Rows)-1][0]
		got, err := f.GetCellValue(s.sheetName(), cellName(c1, r2))
		if err != nil {
			t.Fatal(err)
		}
		if want := analytics.FormatCell(last); got != want {
			t.Errorf("%s: last row of %s starts %q, want %q", s.sheetName(), s.table, got, want)
		}
		return
	}
	t.Errorf("%s: no table %s", s.sheetName(), s.table)
}

// BenchmarkWrite10 writes the workbook of 10 generated records: what is
// left is the workbook's fixed cost (styles, theme, the parts of every
// sheet), the start-up of a small run.
func BenchmarkWrite10(b *testing.B) { benchmarkCohort(b, 10) }
