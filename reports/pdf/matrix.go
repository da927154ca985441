package pdf

import (
	"fmt"

	"github.com/vitae-cv/vitae/analytics"
)

// secMatrix is the title of the candidates × top venues section.
const secMatrix = "Candidates × top venues"

// Widths of the matrix's columns, mm: the candidate's name, a venue (at
// least; venues share what the page leaves), the three totals.
const (
	matrixNameW  = 42.0
	matrixVenueW = 14.0
	matrixTotalW = 17.0
)

// venueMatrix draws the candidates × top venues matrix
// (analytics.VenueMatrix). Venues that do not fit the page's width go
// into further parts, each under the candidates' names again; the totals
// close the last part.
func (d *doc) venueMatrix() {
	t := d.r.VenueMatrixTable(analytics.MatrixVenues)
	d.markSection(secMatrix, 14)
	d.heading(secMatrix, 14)
	d.setFont("", 8)
	d.color(text2)
	for _, l := range d.wrap(t.Title+". Total adds the venue columns; Other venues holds every other counted paper (other venues, venues outside the catalogue, papers without a venue), so each row adds up to the counted papers.", d.contentW()) {
		d.need(5)
		d.text(margin, d.f.GetY()+3.5, l)
		d.f.SetY(d.f.GetY() + 4.2)
	}
	d.f.SetY(d.f.GetY() + 2)
	parts := matrixParts(t, d.contentW())
	for i, p := range parts {
		if len(parts) > 1 {
			d.subheading(fmt.Sprintf("Part %d of %d: %s", i+1, len(parts), p.label))
		}
		d.drawTable(p.table, p.widths, "No candidates.")
		d.f.SetY(d.f.GetY() + 4)
	}
}

// matrixPart is one part of a matrix too wide for the page.
type matrixPart struct {
	table  analytics.Table
	widths []float64
	label  string // which venues: "venues 1–12 of 30"
}

// matrixParts splits t (Candidate, venues, three totals) into parts that
// fit width w: as many venues a part as fit beside the names and the
// totals at matrixVenueW (the 12 default venues fit a landscape page),
// the totals in the last part.
func matrixParts(t analytics.Table, w float64) []matrixPart {
	nv := len(t.Columns) - 4
	per := max(1, int((w-matrixNameW-3*matrixTotalW)/matrixVenueW))
	var parts []matrixPart
	for from := 0; from < nv || from == 0; from += per {
		to := min(nv, from+per)
		cols := []int{0}
		for j := from; j < to; j++ {
			cols = append(cols, 1+j)
		}
		if to == nv {
			cols = append(cols, nv+1, nv+2, nv+3)
		}
		p := matrixPart{table: pick(t, cols), label: fmt.Sprintf("venues %d–%d of %d", from+1, to, nv)}
		p.widths = matrixWidths(len(cols), to == nv, w)
		parts = append(parts, p)
	}
	return parts
}

// matrixWidths gives the name its width, the totals (the last three
// columns, with totals) theirs, and the venues an equal share of the
// rest (at most twice matrixVenueW).
func matrixWidths(n int, totals bool, w float64) []float64 {
	widths := make([]float64, n)
	widths[0] = matrixNameW
	venues, rest := n-1, w-matrixNameW
	if totals {
		venues -= 3
		rest -= 3 * matrixTotalW
		widths[n-3], widths[n-2], widths[n-1] = matrixTotalW, matrixTotalW, matrixTotalW
	}
	vw := matrixVenueW
	if venues > 0 {
		vw = min(2*matrixVenueW, max(matrixVenueW, rest/float64(venues)))
	}
	for j := 1; j <= venues; j++ {
		widths[j] = vw
	}
	return widths
}

// matrixShort heads the totals short enough for their columns (the note
// above the matrix says what they hold).
var matrixShort = map[string]string{analytics.MatrixTotal: "Total", analytics.MatrixOther: "Other", analytics.MatrixCounted: "Counted"}

// pick is t with the columns cols, in that order, the totals headed
// short.
func pick(t analytics.Table, cols []int) analytics.Table {
	out := analytics.Table{Name: t.Name, Title: t.Title}
	for _, j := range cols {
		c := t.Columns[j]
		if h, ok := matrixShort[c.Name]; ok {
			c.Name = h
		}
		out.Columns = append(out.Columns, c)
	}
	for _, row := range t.Rows {
		r := make([]any, len(cols))
		for k, j := range cols {
			r[k] = row[j]
		}
		out.Rows = append(out.Rows, r)
	}
	return out
}
