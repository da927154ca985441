package xlsx

import (
	"github.com/vitae-cv/vitae/analytics"
)

// The long list tables (every paper, award, span, talk, service role and
// teaching entry of every candidate) are never held whole: their rows are
// made chunkSize candidates at a time (analytics.Report.Chunked), a row
// at a time in one slice reused (ChunkedTable.Each), once to
// measure the columns (widths and decimals, over the rows kept after the
// cut at Excel's row limit) and once to write them, each chunk dropped
// before the next is made. The workbook is byte-identical to the one
// written from whole tables (TestChunkedRowsSameBytes): only the figures
// of the measure are kept between the two passes.

// chunkedTables are the tables made by chunks of candidates: the sheet
// table's name and the analytics table's.
var chunkedTables = map[string]string{
	"Publications": "publications",
	"Awards":       "awards",
	"Timeline":     "timeline",
	"Talks":        "talks",
	"Service":      "service",
	"Teaching":     "teaching",
}

// chunkSize is how many candidates' rows are made at a time; 0 makes
// every table whole (a test compares the two).
var chunkSize = 256

// chunks is a table made by chunks of candidates: its rows are not in
// the part's table, which has only the columns.
type chunks struct {
	table analytics.ChunkedTable
	cands []*analytics.Candidate
	n     int // the rows written: the whole table's, or fewer once cut
}

// chunkedSource returns the chunked table the sheet table s shows, nil
// when it is made whole.
func (wb *workbook) chunkedSource(s sheet) *chunks {
	if chunkSize <= 0 {
		return nil
	}
	name, ok := chunkedTables[s.name]
	if !ok {
		return wb.cohortSource(s)
	}
	ch, ok := wb.report.Chunked(name)
	if !ok {
		return nil
	}
	cands := wb.report.Candidates
	return &chunks{table: ch, cands: cands, n: ch.Count(cands)}
}

// rowCount is the number of data rows of p.
func (p *part) rowCount() int {
	if p.chunks != nil {
		return p.chunks.n
	}
	return len(p.table.Rows)
}

// cutRows keeps the first keep rows of p.
func (p *part) cutRows(keep int) {
	if p.chunks != nil {
		p.chunks.n = keep
		return
	}
	p.table.Rows = p.table.Rows[:keep:keep]
}

// eachRow calls fn with each data row of p, numbered from 0, in order:
// from its table, or made chunk by chunk, stopping at its row count.
func (p *part) eachRow(fn func(r int, row []any) error) error {
	if p.chunks == nil {
		for r, row := range p.table.Rows {
			if err := fn(r, row); err != nil {
				return err
			}
		}
		return nil
	}
	ch, r := p.chunks, 0
	var err error
	take := func(row []any) { // a row made in a slice reused for the next
		if err == nil && r < ch.n {
			err = fn(r, row)
			r++
		}
	}
	for i := 0; i < len(ch.cands) && r < ch.n && err == nil; i += chunkSize {
		ch.table.Each(ch.cands[i:min(i+chunkSize, len(ch.cands))], take)
	}
	return err
}

// measure is the decimals and widths of p's columns (columnDecimals and
// columnWidths), over its rows in one pass: a number's width depends on
// its column's decimals, known only at the end, so the widest number of
// each column is kept for each count of decimals.
func measure(p *part) (dec []int, widths []float64) {
	t, names := p.table, p.names
	var buf [32]byte
	dec = make([]int, len(names))
	width := make([]int, len(names))
	var numWidth [3][]int // by decimals: the widest float of each column
	for d := range numWidth {
		numWidth[d] = make([]int, len(names))
	}
	for i, n := range names {
		width[i] = headerWidth(n) + 2 // room for the filter button
	}
	_ = p.eachRow(func(_ int, row []any) error {
		for i, c := range t.Columns {
			if i >= len(row) || i >= len(width) {
				continue
			}
			x, ok := row[i].(float64)
			if !ok {
				width[i] = wider(width[i], row[i], c.Kind, 0, buf[:])
				continue
			}
			if c.Kind == analytics.Number {
				dec[i] = max(dec[i], decimals(x))
			}
			for d := range numWidth {
				numWidth[d][i] = max(numWidth[d][i], cellWidth(x, c.Kind, d, buf[:]))
			}
		}
		return nil
	})
	for i := range width {
		width[i] = max(width[i], numWidth[dec[i]][i])
	}
	return dec, finishWidths(width, names)
}
