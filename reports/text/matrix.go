package text

import "github.com/vitae-cv/vitae/analytics"

// MatrixVenues is how many of the cohort's top venues the text report's
// candidates × top venues matrix shows, so it fits about 120 columns
// (the committee's own top venues, when named, are all shown).
const MatrixVenues = 8

// matrixText is the candidates × top venues matrix for the terminal, its
// last three columns headed short.
func matrixText(rep *analytics.Report) textTable {
	t := rep.VenueMatrixTable(MatrixVenues)
	short := map[string]string{analytics.MatrixTotal: "Total", analytics.MatrixOther: "Other", analytics.MatrixCounted: "Counted"}
	keep := make([]column, len(t.Columns))
	for i, c := range t.Columns {
		h := c.Name
		if s, ok := short[h]; ok {
			h = s
		}
		keep[i] = column{c.Name, h}
	}
	return toText(t, keep)
}
