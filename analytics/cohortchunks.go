package analytics

import (
	"strings"

	"github.com/vitae-cv/vitae/cv"
)

// Chunked cohort tables with a row per candidate: the summary, the ranks,
// the papers by area, the venue matrix and the fellowships, made a slice
// of candidates at a time, so that a renderer writes them as they are
// made and lets them go (the HTML report's data block). The rows of
// consecutive slices of ChunkedCohort's Candidates, concatenated, are the
// whole table's rows in its order; the whole tables (SummaryTable,
// RankTable, AreaTable, VenueMatrixTable, FellowshipTable) are made by
// the same row makers.

// CohortChunks is a cohort table with a row per candidate made by chunks.
type CohortChunks struct {
	ChunkedTable
	// Candidates are the table's candidates in its row order: the
	// report's, but for the fellowships, sorted by fellowships.
	Candidates []*Candidate
}

// ChunkedCohort returns the table named name ("summary", "ranks",
// "areas", "venue_matrix" with MatrixVenues columns, "fellowships") made
// by chunks of its Candidates; false for another name.
func (r *Report) ChunkedCohort(name string) (CohortChunks, bool) {
	var of func(cs []*Candidate) Table
	cands := r.Candidates
	switch name {
	case "summary":
		of = summaryOf
	case "ranks":
		of = r.ranksOf(r.MetricList())
	case "areas":
		of = r.areasOf(r.Cohort.areas())
	case "venue_matrix":
		m := r.venueMatrixHead(MatrixVenues)
		of = func(cs []*Candidate) Table { return m.table(cs) }
	case "fellowships":
		of, cands = fellowshipsOf, byFellowships(r.Candidates)
	default:
		return CohortChunks{}, false
	}
	return CohortChunks{ChunkedTable{Of: of, Count: func(cs []*Candidate) int { return len(cs) }}, cands}, true
}

// summaryOf is SummaryTable's rows for the candidates cs.
func summaryOf(cs []*Candidate) Table {
	t := Table{Name: "summary", Title: "Candidates", Columns: SummaryColumns()}
	for _, c := range cs {
		t.Rows = append(t.Rows, summaryRow(c))
	}
	return t
}

// ranksOf makes RankTable's rows for candidates on the metrics ms
// (MetricList, made once).
func (r *Report) ranksOf(ms []Metric) func(cs []*Candidate) Table {
	spec := []any{"Candidate", Text, "Stage", Text}
	for _, m := range ms {
		spec = append(spec, m.Label, Int, m.Label+" (in stage)", Text)
	}
	columns := cols(spec...)
	return func(cs []*Candidate) Table {
		t := Table{Name: "ranks", Title: "Rank in the cohort and within the stage (1 = highest)", Columns: columns}
		for _, c := range cs {
			row := make([]any, 0, 2+2*len(ms))
			row = append(row, c.Name, Label(c.Stage))
			for _, m := range ms {
				row = append(row, c.Ranks.Of(m.Name), RankOf(c.StageRanks.Of(m.Name), c.StageSize))
			}
			t.Rows = append(t.Rows, row)
		}
		return t
	}
}

// areasOf makes AreaTable's rows for candidates, with the columns of
// areas (the cohort's, made once).
func (r *Report) areasOf(areas []string) func(cs []*Candidate) Table {
	spec := []any{"Candidate", Text}
	for _, a := range areas {
		spec = append(spec, a, Number)
	}
	top := len(r.Options.TopVenues) > 0
	if top {
		spec = append(spec, "Top venues ("+strings.Join(r.Options.TopVenues, ", ")+")", Number)
	}
	columns := cols(spec...)
	return func(cs []*Candidate) Table {
		t := Table{Name: "areas", Title: "Papers by venue area", Columns: columns}
		for _, c := range cs {
			row := make([]any, 0, 2+len(areas))
			row = append(row, c.Name)
			byArea := c.areaCredits()
			for _, a := range areas {
				row = append(row, round2(byArea[a]))
			}
			if top {
				row = append(row, c.TopVenuePapers)
			}
			t.Rows = append(t.Rows, row)
		}
		return t
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

// table is VenueMatrixTable's rows for the candidates cs.
func (h matrixHead) table(cs []*Candidate) Table {
	spec := []any{"Candidate", Text}
	for _, v := range h.Venues {
		spec = append(spec, v, Number)
	}
	spec = append(spec, MatrixTotal, Number, MatrixOther, Number, MatrixCounted, Number)
	t := Table{Name: "venue_matrix", Title: h.Title(), Columns: cols(spec...)}
	for _, c := range cs {
		row := matrixRow(c, h.col, len(h.Venues))
		cells := make([]any, 0, 4+len(row.At))
		cells = append(cells, c.Name)
		for _, v := range row.At {
			cells = append(cells, v)
		}
		t.Rows = append(t.Rows, append(cells, row.Total, row.Other, row.Counted))
	}
	return t
}

// fellowshipsOf is FellowshipTable's rows for the candidates cs, in
// their order (FellowshipTable's: byFellowships).
func fellowshipsOf(cs []*Candidate) Table {
	t := Table{Name: "fellowships", Title: "Fellowships per candidate", Columns: cols("Candidate", Text, "Awarded", Int, "Finalist", Int, "Nominee", Int, "Fellowships", Text)}
	for _, c := range cs {
		var names []string
		for _, a := range c.Awards {
			if a.Category == cv.CatFellowship {
				n := a.Name
				if a.Status != cv.StatusAwarded {
					n += " (" + Label(a.Status) + ")"
				}
				names = append(names, n)
			}
		}
		t.Rows = append(t.Rows, []any{c.Name, c.AwardCount(cv.CatFellowship, cv.StatusAwarded), c.AwardCount(cv.CatFellowship, cv.StatusFinalist), c.AwardCount(cv.CatFellowship, cv.StatusNominee), strings.Join(names, "; ")})
	}
	return t
}
