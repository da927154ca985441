package html

import "github.com/vitae-cv/vitae/analytics"

// The overview's long tables (a row or more per candidate: the
// candidates table in full, the ranks, the venue matrix, the papers by
// area, the fellowships, the career timeline) are not made whole: the
// data block writes each row as analytics makes it, in one reused slice
// (analytics.ChunkedCohort's Each), and keeps none.

// chunkedTable is the table named name made by chunks
// (analytics.ChunkedCohort).
func chunkedTable(r *analytics.Report, name string) analytics.CohortChunks {
	ch, ok := r.ChunkedCohort(name)
	if !ok {
		panic("html: no chunked table " + name) // a programming error: names are this package's
	}
	return ch
}

// lazyChunked is a Lazy table drawn from the data block, its rows made
// by chunks as the block is written (see lazyTable).
func lazyChunked(id string, ch analytics.CohortChunks, linked bool) tableView {
	head := ch.Of(nil)
	v := lazyTable(id, head, linked)
	v.src, v.chunks, v.columns = nil, &ch, head.Columns
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

// tableRows writes a Lazy table's rows: from its table, or as they are
// made.
func (d *dataWriter) tableRows(v tableView) {
	columns := v.lazyColumns()
	n := 0
	write := func(row []any) {
		if n > 0 {
			d.raw(",")
		}
		n++
		d.open()
		for j, x := range row {
			d.tableCell(x, columns[j].Kind)
		}
		d.close()
		d.emit()
	}
	if v.chunks == nil {
		for _, row := range v.src.Rows {
			write(row)
		}
		return
	}
	v.chunks.Each(v.chunks.Candidates, write)
}

// lazyColumns are a Lazy table's columns.
func (v tableView) lazyColumns() []analytics.Column {
	if v.src != nil {
		return v.src.Columns
	}
	return v.columns
}
