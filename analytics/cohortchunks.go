package analytics

import (
	"slices"
	"strings"

	"github.com/vitae-cv/vitae/cv"
)

// Chunked cohort tables: the summary, the ranks, the papers by area, the
// venue matrix and the fellowships (a row per candidate) and the career
// timeline (a row per span), made a slice of candidates at a time or a
// row at a time, so that a renderer writes them as they are made and
// lets them go (the HTML report's data block). The rows of consecutive
// slices of ChunkedCohort's Candidates, concatenated, are the whole
// table's rows in its order; the whole tables (SummaryTable, RankTable,
// AreaTable, VenueMatrixTable, FellowshipTable, TimelineTable) are made
// by the same row makers.

// CohortChunks is a cohort table made by chunks of candidates.
type CohortChunks struct {
	ChunkedTable
	// Candidates are the table's candidates in its row order: the
	// report's, but for the fellowships, sorted by fellowships.
	Candidates []*Candidate
}

// rowMaker makes a table's rows one at a time (ChunkedTable.Each).
type rowMaker = func(cs []*Candidate, row func([]any))

// ChunkedCohort returns the table named name ("summary", "ranks",
// "areas", "venue_matrix" with MatrixVenues columns, "fellowships",
// "timeline") made by chunks of its Candidates; false for another name.
func (r *Report) ChunkedCohort(name string) (CohortChunks, bool) {
	var head Table
	var each rowMaker
	cands, count := r.Candidates, func(cs []*Candidate) int { return len(cs) }
	switch name {
	case "summary":
		head, each = Table{Name: "summary", Title: "Candidates", Columns: SummaryColumns()}, summaryEach
	case "ranks":
		head, each = r.ranksRows(r.MetricList())
	case "areas":
		head, each = r.areasRows(r.Cohort.areas())
	case "venue_matrix":
		head, each = r.venueMatrixHead(MatrixVenues).tableRows()
	case "fellowships":
		head, each, cands = fellowshipsHead(), fellowshipsEach, byFellowships(r.Candidates)
	case "timeline":
		head, each = timelineHead(), timelineEach
		count = rowsPer(func(c *Candidate) int { return len(c.Spans) })
	default:
		return CohortChunks{}, false
	}
	return CohortChunks{ChunkedTable{Of: collect(head, each), Count: count, Each: each}, cands}, true
}

// collect makes the table head with the rows each makes for cs, each
// row its own slice.
func collect(head Table, each rowMaker) func(cs []*Candidate) Table {
	return func(cs []*Candidate) Table {
		t := head
		each(cs, func(row []any) { t.Rows = append(t.Rows, slices.Clone(row)) })
		return t
	}
}

// summaryEach makes SummaryTable's rows.
func summaryEach(cs []*Candidate, row func([]any)) {
	var cells []any
	for _, c := range cs {
		cells = AppendSummaryRow(cells[:0], c)
		row(cells)
	}
}

// ranksRows is RankTable's head and rows on the metrics ms (MetricList,
// made once).
func (r *Report) ranksRows(ms []Metric) (Table, rowMaker) {
	spec := []any{"Candidate", Text, "Stage", Text}
	for _, m := range ms {
		spec = append(spec, m.Label, Int, m.Label+" (in stage)", Text)
	}
	head := Table{Name: "ranks", Title: "Rank in the cohort and within the stage (1 = highest)", Columns: cols(spec...)}
	return head, func(cs []*Candidate, row func([]any)) {
		var cells []any
		for _, c := range cs {
			cells = append(cells[:0], c.Name, Label(c.Stage))
			for _, m := range ms {
				cells = append(cells, c.Ranks.Of(m.Name), RankOf(c.StageRanks.Of(m.Name), c.StageSize))
			}
			row(cells)
		}
	}
}

// areasRows is AreaTable's head and rows with the columns of areas (the
// cohort's, made once).
func (r *Report) areasRows(areas []string) (Table, rowMaker) {
	spec := []any{"Candidate", Text}
	for _, a := range areas {
		spec = append(spec, a, Number)
	}
	top := len(r.Options.TopVenues) > 0
	if top {
		spec = append(spec, "Top venues ("+strings.Join(r.Options.TopVenues, ", ")+")", Number)
	}
	head := Table{Name: "areas", Title: "Papers by venue area", Columns: cols(spec...)}
	return head, func(cs []*Candidate, row func([]any)) {
		var cells []any
		for _, c := range cs {
			cells = append(cells[:0], c.Name)
			byArea := c.areaCredits()
			for _, a := range areas {
				cells = append(cells, round2(byArea[a]))
			}
			if top {
				cells = append(cells, c.TopVenuePapers)
			}
			row(cells)
		}
	}
}

// matrixHead is the venue matrix without its rows: the columns and the
// column of each lower-cased venue.
type matrixHead struct {
	VenueMatrix
	col map[string]int
}

// venueMatrixHead picks the venue matrix's columns (see VenueMatrix).
func (r *Report) venueMatrixHead(n int) matrixHead {
	if n <= 0 {
		n = MatrixVenues
	}
	m := VenueMatrix{Venues: r.Options.TopVenues, FromFile: len(r.Options.TopVenues) > 0}
	if !m.FromFile {
		m.Venues, m.Of = r.Cohort.TopVenues(n), len(r.Cohort.ByVenue)
	}
	col := map[string]int{}
	for i, v := range m.Venues {
		if _, dup := col[strings.ToLower(v)]; !dup {
			col[strings.ToLower(v)] = i
		}
	}
	return matrixHead{m, col}
}

// rows are the matrix rows of the candidates cs.
func (h matrixHead) rows(cs []*Candidate) []VenueMatrixRow {
	var out []VenueMatrixRow
	for _, c := range cs {
		out = append(out, matrixRow(c, h.col, len(h.Venues)))
	}
	return out
}

// tableRows is VenueMatrixTable's head and rows.
func (h matrixHead) tableRows() (Table, rowMaker) {
	spec := []any{"Candidate", Text}
	for _, v := range h.Venues {
		spec = append(spec, v, Number)
	}
	spec = append(spec, MatrixTotal, Number, MatrixOther, Number, MatrixCounted, Number)
	head := Table{Name: "venue_matrix", Title: h.Title(), Columns: cols(spec...)}
	return head, func(cs []*Candidate, row func([]any)) {
		var cells []any
		for _, c := range cs {
			m := matrixRow(c, h.col, len(h.Venues))
			cells = append(cells[:0], c.Name)
			for _, v := range m.At {
				cells = append(cells, v)
			}
			row(append(cells, m.Total, m.Other, m.Counted))
		}
	}
}

// fellowshipsHead is FellowshipTable without its rows.
func fellowshipsHead() Table {
	return Table{Name: "fellowships", Title: "Fellowships per candidate", Columns: cols("Candidate", Text, "Awarded", Int, "Finalist", Int, "Nominee", Int, "Fellowships", Text)}
}

// fellowshipsEach makes FellowshipTable's rows for the candidates cs, in
// their order (FellowshipTable's: byFellowships).
func fellowshipsEach(cs []*Candidate, row func([]any)) {
	var names []string
	for _, c := range cs {
		names = names[:0]
		for _, a := range c.Awards {
			if a.Category == cv.CatFellowship {
				n := a.Name
				if a.Status != cv.StatusAwarded {
					n += " (" + Label(a.Status) + ")"
				}
				names = append(names, n)
			}
		}
		row([]any{c.Name, c.AwardCount(cv.CatFellowship, cv.StatusAwarded), c.AwardCount(cv.CatFellowship, cv.StatusFinalist), c.AwardCount(cv.CatFellowship, cv.StatusNominee), strings.Join(names, "; ")})
	}
}

// timelineHead is TimelineTable without its rows.
func timelineHead() Table {
	return Table{Name: "timeline", Title: "Career timeline", Columns: cols("Candidate", Text, "Kind", Text, "What", Text, "Where", Text, "Start", Date, "End", Date, "Ongoing", Text, "Expected end", Text, "Education", Text, "CV as of", Date)}
}

// timelineEach makes TimelineTable's rows for the candidates cs: a row
// per span.
func timelineEach(cs []*Candidate, row func([]any)) {
	var cells []any
	for _, c := range cs {
		for _, s := range c.Spans {
			on, exp, edu := "", "", ""
			end := s.End
			if s.Ongoing {
				on, end = "ongoing", cv.Date{}
			}
			if s.Expected {
				exp = "expected"
			}
			if s.IsEdu {
				edu = "yes"
			}
			cells = append(cells[:0], c.Name, Label(s.Kind), s.Label, s.Org, s.Start, end, on, exp, edu, c.AsOf)
			row(cells)
		}
	}
}
