package pdf

import (
	"math"
	"slices"
)

// Blocks are told apart by the space between lines: the body text's
// leading (the baseline distance inside a paragraph) is the unit, and a
// line set further below its neighbour than that starts a new block.
const (
	// clusterTol is how far apart (in ems of the body size) two baseline
	// distances may be and still be one spacing: a PDF rounds positions,
	// so one leading comes out as 13.5 and 13.6 points.
	clusterTol = 0.03
	// leadingShare is the least share of the most frequent spacing's
	// count a smaller spacing needs to be the leading.
	leadingShare = 1.0 / 3
)

// spacing is one cluster of baseline distances.
type spacing struct {
	n   int
	sum float64
}

// leading finds the body text's leading among the baseline distances of
// consecutive body-size lines: the smallest spacing used about as often
// as the most frequent one. In a list of wrapped entries separated by
// extra space (a publication list set with a gap between items) the gap
// can be the most frequent distance; the wrap inside an entry is still
// the leading: with entries of two lines at 13.5pt set 27pt apart, the
// leading is 13.5, not 27. Distances are clustered first, as one leading
// is read as several values a tenth of a point apart. Without
// distances the leading is 1.2 times the body size.
func leading(dists []float64, body float64) float64 {
	if len(dists) == 0 {
		return 1.2 * body
	}
	slices.Sort(dists)
	var cs []spacing
	for i, d := range dists {
		if i == 0 || d-dists[i-1] > clusterTol*body {
			cs = append(cs, spacing{})
		}
		cs[len(cs)-1].n++
		cs[len(cs)-1].sum += d
	}
	most := 0
	for _, c := range cs {
		most = max(most, c.n)
	}
	for _, c := range cs {
		if c.n >= 2 && float64(c.n) >= leadingShare*float64(most) {
			return math.Round(c.sum/float64(c.n)*10) / 10
		}
	}
	return 1.2 * body // not reached: the most frequent cluster qualifies
}

// gapAbove is the distance from line a's baseline down to line b's in
// body line pitches, to a hundredth (doc.Line.Gap); 0 when b does not
// sit below a.
func gapAbove(a, b pline, m metrics) float64 {
	if m.pitch <= 0 || a.base <= b.base {
		return 0
	}
	return math.Round((a.base-b.base)/m.pitch*100) / 100
}
