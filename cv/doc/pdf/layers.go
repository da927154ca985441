package pdf

import (
	"cmp"
	"math"
	"slices"
)

// Text drawn over text: a heading set in the left margin that runs into
// the first line of its section, or a sidebar's line that overflows into
// the main column, shares a baseline with other text whose boxes it
// overlaps. Sorted left to right as one line, the two strings interleave
// letter by letter ("SeEnlteriecs..."). Each is a run in the page's
// content order (the order the PDF draws them in), so a line whose runs
// overlap in x is cut into one line per layer, in content order.
const (
	// minLayerRun is the fewest glyphs a run needs to be a layer of its
	// own; a shorter run (an accent, a footnote mark) joins the layer it
	// sits on.
	minLayerRun = 4
	// layerOverlap is how far (ems) two runs must overlap to be layers.
	layerOverlap = 1.0
	// maxRuns bounds the runs looked at on one line: text drawn over
	// text is two or three strings, not hundreds (a line drawn glyph by
	// glyph right to left is read as it is).
	maxRuns = 32
)

// glyphRun is a run of glyphs in content order whose left edges do not
// move back: ord[from:to] with their horizontal extent.
type glyphRun struct {
	from, to int
	x0, x1   float64
}

// layers splits a line's glyphs (idx into gs) into the layers drawn over
// each other: one group, idx itself, for an ordinary line.
func layers(gs []glyph, idx []int) [][]int {
	ord := slices.Clone(idx)
	slices.SortStableFunc(ord, func(a, b int) int { return cmp.Compare(gs[a].seq, gs[b].seq) })
	runs := contentRuns(gs, ord)
	if len(runs) < 2 || len(runs) > maxRuns {
		return [][]int{idx}
	}
	var lays [][]glyphRun
	for _, r := range runs {
		lays = place(gs, ord, lays, r)
	}
	if len(lays) < 2 {
		return [][]int{idx}
	}
	out := make([][]int, len(lays))
	for i, lay := range lays {
		for _, r := range lay {
			out[i] = append(out[i], ord[r.from:r.to]...)
		}
	}
	return out
}

// contentRuns cuts ord (glyphs in content order) where the next glyph
// starts half an em or more left of the one before.
func contentRuns(gs []glyph, ord []int) []glyphRun {
	var runs []glyphRun
	for i, k := range ord {
		g := gs[k]
		if i == 0 || g.x0 < gs[ord[i-1]].x0-0.5*max(g.size, 1) {
			runs = append(runs, glyphRun{from: i, x0: g.x0, x1: g.x1})
		}
		r := &runs[len(runs)-1]
		r.to = i + 1
		r.x0, r.x1 = min(r.x0, g.x0), max(r.x1, g.x1)
	}
	return runs
}

// place puts run r into the first layer it does not overlap, or into the
// layer it overlaps when it is short or draws the same letters again (fake
// bold, a shadow: dropDoubles removes those), or into a new layer.
func place(gs []glyph, ord []int, lays [][]glyphRun, r glyphRun) [][]glyphRun {
	em := max(gs[ord[r.from]].size, 1)
	short := r.to-r.from < minLayerRun
	for i, lay := range lays {
		o := overlapping(lay, r, layerOverlap*em)
		if o == nil || short || redraws(gs, ord, *o, r) {
			lays[i] = append(lays[i], r)
			return lays
		}
	}
	return append(lays, []glyphRun{r})
}

// overlapping returns the run of lay that overlaps r by more than tol.
func overlapping(lay []glyphRun, r glyphRun, tol float64) *glyphRun {
	for i, o := range lay {
		if min(o.x1, r.x1)-max(o.x0, r.x0) > tol {
			return &lay[i]
		}
	}
	return nil
}

// redraws says whether most glyphs of run r repeat a glyph of run o (the
// same letter at about the same place). Glyphs are bucketed by letter and
// position, so the cost is linear in the runs' lengths.
func redraws(gs []glyph, ord []int, o, r glyphRun) bool {
	type spot struct {
		r rune
		x int
	}
	cell := func(g glyph) float64 { return dupTol * max(g.size, 1) }
	at := make(map[spot]bool, o.to-o.from)
	for _, j := range ord[o.from:o.to] {
		h := gs[j]
		at[spot{h.r, int(math.Floor(h.x0 / cell(h)))}] = true
	}
	same := 0
	for _, k := range ord[r.from:r.to] {
		g := gs[k]
		x := int(math.Floor(g.x0 / cell(g)))
		if at[spot{g.r, x - 1}] || at[spot{g.r, x}] || at[spot{g.r, x + 1}] {
			same++
		}
	}
	return 2*same > r.to-r.from
}

// maxSeqStep is the most a glyph's place in the content order may move
// from its left neighbour's inside one word: the letters of a word are
// drawn one after the other (a line end between them adds two generated
// characters, a character outside the Basic Multilingual Plane one).
const maxSeqStep = 3

// streamJump says whether glyphs p and g, neighbours left to right, were
// drawn far apart in the content: two text flows that touch on the page
// (a sidebar's line ending where the main column's first glyph starts)
// are two words, however small the space between them. Right-to-left
// text steps back one place a letter and stays one word.
func streamJump(p, g glyph) bool {
	d := g.seq - p.seq
	return d > maxSeqStep || d < -maxSeqStep
}
