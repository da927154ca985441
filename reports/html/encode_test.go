package html

import (
	"bufio"
	"bytes"
	"encoding/json"
	"io"
	"math"
	"slices"
	"testing"

	"github.com/vitae-cv/vitae/analytics"
	"github.com/vitae-cv/vitae/cv"
)

// jsonStrings are strings encoding/json writes as they are and strings
// it escapes, for TestAppendString and the fuzz target's seeds.
var jsonStrings = []string{"", "plain", "Über Tiefen – “quoted” ✓ 😀", `a "quote"`, `back\slash`, "tab\there", "line\nbreak",
	"\x00\x01\x1f\x7f", "</script><script>alert(1)</script>", "a & b", "\u2028\u2029", "bad \xff utf-8", "\xe2\x80", "\ufffd"}

// TestAppendString: the data block's strings are written as
// encoding/json writes them, escapes included.
func TestAppendString(t *testing.T) {
	for _, s := range jsonStrings {
		want, _ := json.Marshal(s)
		if got := appendString([]byte("x"), s); string(got) != "x"+string(want) {
			t.Errorf("%q: %s, want %s", s, got, want)
		}
	}
}

// FuzzAppendString: any string is written as encoding/json writes it.
func FuzzAppendString(f *testing.F) {
	for _, s := range jsonStrings {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		want, _ := json.Marshal(s)
		if got := appendString(nil, s); !bytes.Equal(got, want) {
			t.Errorf("%q: %s, want %s", s, got, want)
		}
	})
}

// TestAppendNumberAndRank: numbers and ranks are written as analytics
// writes them (FormatNumber, RankOf).
func TestAppendNumberAndRank(t *testing.T) {
	for _, v := range []float64{0, 1, -1, 2.5, 0.125, 1.005, 99.999, -0.001, 1.0 / 3, 2019.75, 1e15 + 0.5, 1e21, -1e300, math.NaN(), math.Inf(1), math.Inf(-1)} {
		if got, want := string(analytics.AppendNumber([]byte("x"), v)), "x"+analytics.FormatNumber(v); got != want {
			t.Errorf("%v: %q, want %q", v, got, want)
		}
	}
	for _, rn := range [][2]int{{0, 5}, {-1, 5}, {1, 1}, {3, 12}, {100000, 100000}} {
		if got, want := string(appendRank(nil, rn[0], rn[1])), analytics.RankOf(rn[0], rn[1]); got != want {
			t.Errorf("%v: %q, want %q", rn, got, want)
		}
	}
}

// TestTableCell: a table cell written from its value is the cell
// cellOf makes, written by cell, alone and among others (dates are
// looked up once).
func TestTableCell(t *testing.T) {
	values := []any{nil, "text", 0, 7, -3, 2024, 0.0, 2.5, 1.0 / 3, 1.005, 12.0, 1e-7,
		cv.Date{Year: 2020, Month: 3}, cv.Date{Year: 2020}, cv.Present, cv.Date{}, cv.Date{Year: 12345, Month: 100}}
	kinds := []analytics.Kind{analytics.Text, analytics.Int, analytics.Number, analytics.Year, analytics.Date}
	all, allWant := newDataWriter(bufio.NewWriter(io.Discard)), newDataWriter(bufio.NewWriter(io.Discard))
	for range 2 {
		for _, k := range kinds {
			for _, x := range values {
				d := newDataWriter(bufio.NewWriter(io.Discard))
				d.cell(cellOf(x, k))
				e := newDataWriter(bufio.NewWriter(io.Discard))
				e.tableCell(x, k)
				if string(e.buf) != string(d.buf) || !slices.Equal(e.table, d.table) {
					t.Errorf("%#v as %v: %s %q, want %s %q", x, k, e.buf, e.table, d.buf, d.table)
				}
				allWant.cell(cellOf(x, k))
				all.tableCell(x, k)
			}
		}
	}
	if string(all.buf) != string(allWant.buf) || !slices.Equal(all.table, allWant.table) {
		t.Errorf("together: %s %q, want %s %q", all.buf, all.table, allWant.buf, allWant.table)
	}
}

// TestRotate: rotate swaps two adjacent parts of the buffer.
func TestRotate(t *testing.T) {
	d := newDataWriter(bufio.NewWriter(io.Discard))
	d.buf = append(d.buf, "[ab|cde]"...)
	d.rotate(1, 3, 7)
	if string(d.buf) != "[|cdeab]" {
		t.Errorf("rotate: %s", d.buf)
	}
}

// TestFiguresAreKeyFigures: the key figures the data block holds are
// those of analytics' KeyFigures table, as every format shows them.
func TestFiguresAreKeyFigures(t *testing.T) {
	r := report(loadCVs(t))
	for _, c := range r.Candidates {
		d := newDataWriter(bufio.NewWriter(io.Discard))
		d.figures(c, len(r.Candidates))
		var rows [][]int
		decode(t, bytes.TrimSuffix(d.buf, []byte(",")), &rows)
		kf := c.KeyFigures()
		if len(rows) != len(kf.Rows) {
			t.Fatalf("%s: %d figures, want %d", c.Name, len(rows), len(kf.Rows))
		}
		for i, row := range kf.Rows {
			rank, _ := row[2].(int)
			want := []string{analytics.FormatCell(row[0]), analytics.FormatCellKind(row[1], analytics.Number),
				analytics.RankOf(rank, len(r.Candidates)), analytics.FormatCell(row[3]), analytics.FormatCellKind(row[4], analytics.Number)}
			for j, w := range want {
				if got := d.table[rows[i][j]]; got != w {
					t.Errorf("%s, %s, column %d: %q, want %q", c.Name, want[0], j, got, w)
				}
			}
			if headline := analytics.Metrics[i].Name == analytics.Headline; rows[i][5] != b2i(headline) {
				t.Errorf("%s, %s: headline mark %d", c.Name, want[0], rows[i][5])
			}
		}
	}
}

// TestSummaryWrite: a candidate's summary cells written from the
// summary table's row are the cells the candidates table makes
// (summaryRows.cells), written by row: the same bytes and strings.
func TestSummaryWrite(t *testing.T) {
	r := report(loadCVs(t))
	r.Options.Fractional = true // the Credit column too
	sum := newSummaryRows(r)
	table := r.SummaryTable()
	for i, c := range r.Candidates {
		d := newDataWriter(bufio.NewWriter(io.Discard))
		d.row(sum.cells(c))
		e := newDataWriter(bufio.NewWriter(io.Discard))
		sum.write(e, c, table.Rows[i], whyOf(r, c))
		if string(e.buf) != string(d.buf) || !slices.Equal(e.table, d.table) {
			t.Errorf("%s:\n got %s %q\nwant %s %q", c.Name, e.buf, e.table, d.buf, d.table)
		}
	}
}
