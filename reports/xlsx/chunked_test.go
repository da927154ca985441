package xlsx

import (
	"bytes"
	"reflect"
	"slices"
	"strconv"
	"testing"

	"github.com/vitae-cv/vitae/analytics"
	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/reports"
)

// creditCohort is a report of n fictional candidates with papers whose
// credits need more decimals in later candidates than in the first (the
// widest number is an early whole one), and spans, awards and talks.
func creditCohort(n int) *analytics.Report {
	r := &analytics.Report{}
	for i := range n {
		c := &analytics.Candidate{Name: "Fictive Person " + strconv.Itoa(i), Key: strconv.Itoa(i) + ".md"}
		for j := range 3 + i%4 {
			credit := 1.0
			switch {
			case i == 0 && j == 0:
				credit = 123456
			case i == n-1:
				credit = 0.25
			case i%3 == 1:
				credit = 0.5
			}
			c.Papers = append(c.Papers, analytics.Paper{Title: "Study " + strconv.Itoa(i*10+j), Year: 2000 + j, Type: cv.TypeJournal, Counted: true, Credit: credit})
		}
		c.Spans = append(c.Spans, analytics.Span{Label: "Post " + strconv.Itoa(i), Start: cv.Date{Year: 2010 + i%9}})
		if i%2 == 0 {
			c.Awards = append(c.Awards, cv.Award{Name: "Prize " + strconv.Itoa(i), Year: 2015})
		}
		r.Candidates = append(r.Candidates, c)
	}
	return r
}

// writeChunked writes r's workbook with the list tables made size
// candidates at a time (0: whole).
func writeChunked(t *testing.T, r *analytics.Report, size int) []byte {
	t.Helper()
	defer func(old int) { chunkSize = old }(chunkSize)
	chunkSize = size
	var buf bytes.Buffer
	if err := Write(&buf, r, reports.Options{Date: "2025-01-01"}); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// TestChunkedRowsSameBytes: the workbook whose list tables are made by
// chunks of candidates is byte-identical to the one made from whole
// tables, whatever the chunk size, with the rows written apart or by
// excelize, and with a table cut at the row limit inside a chunk.
func TestChunkedRowsSameBytes(t *testing.T) {
	reports := map[string]*analytics.Report{"test CVs": testReport(t), "credits": creditCohort(23)}
	check := func(label string) {
		for name, r := range reports {
			whole := writeChunked(t, r, 0)
			for _, size := range []int{1, 2, 7, 1000} {
				if got := writeChunked(t, r, size); !bytes.Equal(got, whole) {
					t.Errorf("%s, %s: chunks of %d: the workbook differs from the whole tables' (%d and %d bytes)", label, name, size, len(got), len(whole))
				}
			}
		}
	}
	check("default")
	defer func(old bool) { rowsApartDefault = old }(rowsApartDefault)
	rowsApartDefault = false
	check("rows by excelize")
	rowsApartDefault = true
	defer func(n int) { maxSheetRows = n }(maxSheetRows)
	maxSheetRows = 40 // Publications has more rows: it is cut
	check("cut at 40 rows")
}

// TestMeasureWidthsOfLaterDecimals: a column's decimals, set by a later
// chunk, widen the numbers of an earlier one.
func TestMeasureWidthsOfLaterDecimals(t *testing.T) {
	r := creditCohort(5)
	wb := &workbook{report: r}
	s := sheet{name: "Publications"}
	p := part{sheet: s, chunks: wb.chunkedSource(s)}
	p.table = p.chunks.table.Of(nil)
	p.names = headers(p.table)
	dec, widths := measure(&p)
	credit := columnIndex(p.table, "Credit")
	if dec[credit] != 2 || widths[credit] != float64(len("123456.00")+1) {
		t.Errorf("Credit: %d decimals, width %v; want 2 and %d", dec[credit], widths[credit], len("123456.00")+1)
	}
	whole := r.PublicationsTable()
	wantDec := columnDecimals(whole, len(p.names))
	if want := columnWidths(whole, p.names, wantDec); !slices.Equal(widths, want) || !slices.Equal(dec, wantDec) {
		t.Errorf("measure = %v %v, whole table %v %v", dec, widths, wantDec, want)
	}
}

// TestCohortSheetsByChunks: the sheets of a row per candidate (Summary,
// Details, Ranks, Areas) are made by chunks, and their rows, made a
// chunk at a time, are the whole tables' (compactSummary's for the
// Summary sheet).
func TestCohortSheetsByChunks(t *testing.T) {
	r := testReport(t)
	wb := &workbook{report: r}
	checked := 0
	for _, s := range dataSheets {
		if s.name != SummarySheet && cohortTables[s.name] == "" {
			continue
		}
		checked++
		ch := wb.chunkedSource(s)
		if ch == nil {
			t.Errorf("%s: made whole, not by chunks", s.name)
			continue
		}
		whole := s.source(r)
		got := ch.table.Of(nil)
		for i := 0; i < len(ch.cands); i += 2 {
			got.Rows = append(got.Rows, ch.table.Of(ch.cands[i:min(i+2, len(ch.cands))]).Rows...)
		}
		if len(whole.Rows) == 0 || !reflect.DeepEqual(got, whole) || ch.n != len(whole.Rows) {
			t.Errorf("%s: by chunks of 2, %d rows (count %d), whole %d rows; equal %v", s.name, len(got.Rows), ch.n, len(whole.Rows), reflect.DeepEqual(got, whole))
		}
	}
	if checked != 4 {
		t.Errorf("%d sheets checked, want 4 (Summary, Details, Ranks, Areas)", checked)
	}
}
