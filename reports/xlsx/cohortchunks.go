package xlsx

import (
	"github.com/vitae-cv/vitae/analytics"
)

// The tables of a row per candidate (the Summary and Details sheets, the
// ranks and the papers by area) are made by chunks of candidates too
// (analytics.Report.ChunkedCohort), as the list tables are: at 100,000
// candidates each whole table was some hundred megabytes made and held
// while its sheet was written, beside the others written at once. The
// workbook is the same, byte for byte (TestChunkedRowsSameBytes writes
// it from whole tables and from chunks).

// cohortTables are the sheet tables made by chunks of the cohort table
// analytics names (the Summary sheet's is compactChunks).
var cohortTables = map[string]string{
	DetailsSheet: "summary",
	"Ranks":      "ranks",
	"Areas":      "areas",
}

// cohortSource returns the chunked table the sheet table s shows when
// it is a cohort table made by chunks, nil otherwise.
func (wb *workbook) cohortSource(s sheet) *chunks {
	if s.name == SummarySheet {
		return compactChunks(wb.report)
	}
	name, ok := cohortTables[s.name]
	if !ok {
		return nil
	}
	cc, ok := wb.report.ChunkedCohort(name)
	if !ok {
		return nil
	}
	return &chunks{table: cc.ChunkedTable, cands: cc.Candidates, n: cc.Count(cc.Candidates)}
}

// compactChunks is compactSummary made by chunks: each row of the
// summary table cut to summaryColumns, each column followed by its
// explanations, and an empty Notes cell, in one slice reused.
func compactChunks(r *analytics.Report) *chunks {
	cc, ok := r.ChunkedCohort("summary")
	if !ok {
		return nil
	}
	full := cc.Of(nil)
	head, idx := compactHead(full)
	each := func(cs []*analytics.Candidate, row func([]any)) {
		out, at := make([]any, 0, len(head.Columns)), 0
		cc.Each(cs, func(cells []any) {
			out = out[:0]
			for _, i := range idx {
				out = append(out, cells[i])
				out = append(out, explanations(full.Columns[i].Name, cs[at])...)
			}
			at++
			row(append(out, nil))
		})
	}
	of := func(cs []*analytics.Candidate) analytics.Table {
		t := head
		each(cs, func(row []any) { t.Rows = append(t.Rows, append([]any(nil), row...)) })
		return t
	}
	table := analytics.ChunkedTable{Of: of, Count: cc.Count, Each: each}
	return &chunks{table: table, cands: cc.Candidates, n: cc.Count(cc.Candidates)}
}
