package html

import "github.com/vitae-cv/vitae/analytics"

// The overview's long tables (a row or more per candidate: the
// candidates table in full, the ranks, the venue matrix, the papers by
// area, the fellowships, the career timeline) are not made whole: the
// data block writes their rows as analytics makes them, ChunkCandidates
// candidates at a time, and lets each chunk go (analytics.ChunkedCohort,
// Report.Chunked).

// ChunkCandidates is how many candidates' rows of a long table are made
// at a time.
const ChunkCandidates = 256

// chunkedTable is the table named name made by chunks: ChunkedCohort's
// tables, else Chunked's (a list per candidate, in report order).
func chunkedTable(r *analytics.Report, name string) analytics.CohortChunks {
	if ch, ok := r.ChunkedCohort(name); ok {
		return ch
	}
	ch, ok := r.Chunked(name)
	if !ok {
		panic("html: no chunked table " + name) // a programming error: names are this package's
	}
	return analytics.CohortChunks{ChunkedTable: ch, Candidates: r.Candidates}
}

// lazyChunked is a Lazy table drawn from the data block, its rows made
// by chunks as the block is written (see lazyTable).
func lazyChunked(id string, ch analytics.CohortChunks, linked bool) tableView {
	v := lazyTable(id, ch.Of(nil), linked)
	v.src, v.chunks = nil, &ch
	v.NRows = ch.Count(ch.Candidates)
	return v
}

// chunkedOf is tableOf for a table made by chunks: written in the page
// (made whole) up to InlineRows rows, else Lazy and made by chunks.
func chunkedOf(id string, ch analytics.CohortChunks, sortable bool) tableView {
	if ch.Count(ch.Candidates) > InlineRows {
		return lazyChunked(id, ch, false)
	}
	return tableOf(id, ch.Of(ch.Candidates), sortable)
}

// tableRows writes a Lazy table's rows: from its table, or chunk by
// chunk.
func (d *dataWriter) tableRows(v tableView) {
	if v.chunks == nil {
		d.rows(*v.src, 0)
		return
	}
	cs, n := v.chunks.Candidates, 0
	for i := 0; i < len(cs) && d.err == nil; i += ChunkCandidates {
		t := v.chunks.Of(cs[i:min(i+ChunkCandidates, len(cs))])
		d.rows(t, n)
		n += len(t.Rows)
	}
}

// rows writes the rows of t, the first preceded by a comma when n rows
// came before them.
func (d *dataWriter) rows(t analytics.Table, n int) {
	for i, row := range t.Rows {
		if n+i > 0 {
			d.raw(",")
		}
		d.open()
		for j, x := range row {
			d.tableCell(x, t.Columns[j].Kind)
		}
		d.close()
		d.emit()
	}
}
