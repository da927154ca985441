package analytics

import (
	"fmt"
	"strings"
)

// MatrixVenues is how many venues the candidates × top venues matrix has
// as columns when the committee named no top venues: the cohort's venues
// with the most counted papers (credit), ties by name (Cohort.TopVenues).
const MatrixVenues = 12

// VenueMatrix is the candidates × top venues matrix: the counted papers
// (credit) of each candidate at each of Venues, the total at those
// venues, and the rest ("other venues": other catalogued venues, venues
// the catalogue lacks, papers without a venue), so each row adds up to
// the candidate's counted papers.
type VenueMatrix struct {
	// Venues are the columns: Options.TopVenues in the file's order when
	// the committee named them (FromFile), else the cohort's top venues.
	Venues   []string
	FromFile bool
	// Of is how many venues the columns were picked from (the cohort's
	// catalogued venues); 0 when FromFile.
	Of   int
	Rows []VenueMatrixRow // one per candidate, in report order
}

// VenueMatrixRow is one candidate's row of the matrix.
type VenueMatrixRow struct {
	Candidate *Candidate
	At        []float64 // credit at each of VenueMatrix.Venues
	Total     float64   // credit at those venues: the sum of At
	Other     float64   // credit elsewhere
	Counted   float64   // Total + Other: the candidate's counted credit
}

// VenueMatrix computes the candidates × top venues matrix with n columns
// (n <= 0: MatrixVenues), or with the committee's top venues when it
// named some (then n is ignored). A paper is at a named venue as the
// top-venue metric counts it (TopVenuePapers): its venue equals the name,
// case aside.
func (r *Report) VenueMatrix(n int) VenueMatrix {
	h := r.venueMatrixHead(n)
	m := h.VenueMatrix
	m.Rows = h.rows(r.Candidates)
	return m
}

// matrixRow sums a candidate's counted papers into the columns of col
// (a lower-cased venue to its column) and the rest.
func matrixRow(c *Candidate, col map[string]int, n int) VenueMatrixRow {
	row := VenueMatrixRow{Candidate: c, At: make([]float64, n)}
	for _, p := range c.Papers {
		if !p.Counted {
			continue
		}
		if i, ok := col[strings.ToLower(p.Venue)]; ok && p.Venue != "" {
			row.At[i] += p.Credit
			row.Total += p.Credit
		} else {
			row.Other += p.Credit
		}
	}
	for i := range row.At {
		row.At[i] = round2(row.At[i])
	}
	row.Total, row.Other = round2(row.Total), round2(row.Other)
	row.Counted = round2(row.Total + row.Other)
	return row
}

// Matrix column names besides the venues and the candidate.
const (
	MatrixTotal   = "Total at these venues"
	MatrixOther   = "Other venues"
	MatrixCounted = "Counted papers"
)

// Title says what the columns are: "Candidates × top venues (12 of 40
// venues; counted papers, credit)".
func (m VenueMatrix) Title() string {
	switch {
	case m.FromFile:
		return fmt.Sprintf("Candidates × the committee's top venues (%d venues; counted papers, credit)", len(m.Venues))
	case m.Of > len(m.Venues):
		return fmt.Sprintf("Candidates × top venues (the cohort's %d of %d venues; counted papers, credit)", len(m.Venues), m.Of)
	}
	return "Candidates × top venues (counted papers, credit)"
}

// VenueMatrixTable is the matrix as a table (see VenueMatrix): Candidate,
// one column per venue, MatrixTotal, MatrixOther and MatrixCounted.
func (r *Report) VenueMatrixTable(n int) Table {
	return collect(r.venueMatrixHead(n).tableRows())(r.Candidates)
}
