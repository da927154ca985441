package xlsx

import "github.com/vitae-cv/vitae/analytics"

// MatrixSheet is the sheet of the candidates × top venues matrix
// (analytics.VenueMatrix): a row per candidate, native numbers, the
// header and the names frozen, an autofilter on every column.
const MatrixSheet = "Candidates × Venues"

// venueMatrix is the matrix with the default number of venue columns.
func venueMatrix(r *analytics.Report) analytics.Table {
	return r.VenueMatrixTable(analytics.MatrixVenues)
}

// matrixNotes says what the columns hold and that each row adds up.
func matrixNotes(r *analytics.Report) []string {
	return []string{
		r.VenueMatrix(analytics.MatrixVenues).Title(),
		"“" + analytics.MatrixTotal + "” adds the venue columns; “" + analytics.MatrixOther + "” holds every other counted paper, so each row adds up to “" + analytics.MatrixCounted + "”.",
	}
}
