package xlsx

import (
	"bytes"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/xuri/excelize/v2"

	"github.com/vitae-cv/vitae/analytics"
	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/reports"
)

// manyPapers is a report of one fictional candidate with n papers, built
// straight from analytics values (no parsing, no duplicate search).
func manyPapers(n int) *analytics.Report {
	c := &analytics.Candidate{Name: "Pro Lific", Key: "prolific.md"}
	c.Papers = make([]analytics.Paper, n)
	for i := range c.Papers {
		c.Papers[i] = analytics.Paper{Title: "Paper " + strconv.Itoa(i+1), Year: 2000 + i%25, Type: cv.TypeConference, Counted: true, Credit: 1}
	}
	return &analytics.Report{Candidates: []*analytics.Candidate{c}}
}

// TestRowLimit: a table longer than a sheet (Excel's 1,048,576 rows, lowered
// here to 40) made excelize fail and the writer panic; now the table keeps
// its first rows under a note naming the cut, and About says so too.
func TestRowLimit(t *testing.T) {
	defer func(n int) { maxSheetRows = n }(maxSheetRows)
	maxSheetRows = 40
	var buf bytes.Buffer
	if err := Write(&buf, manyPapers(100), reports.Options{Date: "2025-01-01"}); err != nil {
		t.Fatal(err)
	}
	f := open(t, buf.Bytes())
	rows, err := f.GetRows("Publications")
	if err != nil {
		t.Fatal(err)
	}
	if len(rows) > 40 || len(rows) < 30 {
		t.Fatalf("the Publications sheet has %d rows, want at most 40 and most of them", len(rows))
	}
	want := cutNote(len(rows)-3, 100)
	if rows[0][0] != want {
		t.Errorf("first row %q, want the note %q", rows[0][0], want)
	}
	if got := rows[len(rows)-1][2]; got != "Paper "+strconv.Itoa(len(rows)-3) {
		t.Errorf("last row's title %q", got)
	}
	about, _ := f.GetRows(AboutSheet)
	found := false
	for _, r := range about {
		found = found || (len(r) > 1 && strings.Contains(r[1], "of 100 rows: Excel's row limit"))
	}
	if !found {
		t.Error("the About sheet does not say the Publications table was cut")
	}
}

// TestRowLimitStacked: on a stacked sheet a cut table leaves room for the
// tables under it.
func TestRowLimitStacked(t *testing.T) {
	defer func(n int) { maxSheetRows = n }(maxSheetRows)
	maxSheetRows = 30
	long := analytics.Table{Title: "Long", Columns: []analytics.Column{{Name: "A", Kind: analytics.Text}}}
	for i := range 100 {
		long.Rows = append(long.Rows, []any{strconv.Itoa(i)})
	}
	short := analytics.Table{Title: "Short", Columns: long.Columns, Rows: long.Rows[:3]}
	parts := []part{{sheet: sheet{name: "long"}, table: long}, {sheet: sheet{name: "short"}, table: short}}
	wb := &workbook{tables: map[string]analytics.Table{}, cut: map[string]int{}}
	wb.fitRows(parts)
	if last := place(parts); last > maxSheetRows {
		t.Fatalf("the sheet ends at row %d", last)
	}
	if wb.cut["long"] != 100 || len(parts[0].table.Rows) >= 100 || len(parts[1].table.Rows) < 1 {
		t.Fatalf("cut %v, rows %d and %d", wb.cut, len(parts[0].table.Rows), len(parts[1].table.Rows))
	}
}

// TestRowLimitFull: the real limit, one row past it: about 2 minutes on
// two cores, so it runs only with VITAE_LONG_TESTS=1.
func TestRowLimitFull(t *testing.T) {
	if os.Getenv("VITAE_LONG_TESTS") == "" {
		t.Skip("writes a million rows: set VITAE_LONG_TESTS=1")
	}
	var buf bytes.Buffer
	if err := Write(&buf, manyPapers(excelize.TotalRows), reports.Options{Date: "2025-01-01"}); err != nil {
		t.Fatal(err)
	}
	t.Logf("%d papers: %d bytes", excelize.TotalRows, buf.Len())
}
