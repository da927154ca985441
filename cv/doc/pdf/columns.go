package pdf

import (
	"math"
	"slices"
)

// Two text columns that flow independently (a sidebar, a two-column list
// of talks) must be read one after the other; columns whose lines share
// baselines (a left-hand label column of years or section names, dates
// set flush right) stay side by side on one line, as pdftotext -layout
// sets them and the parser reads them.
const (
	// minFlowLines is the fewest lines a two-column block spans.
	minFlowLines = 4
	// minAlone is the fewest lines each side of a block must have with no
	// line of the other side on its baseline for the sides to be
	// independent flows.
	minAlone = 2
	// minSideShare is the least share of a block's width each side must
	// fill: a narrow side is a label or date column, not a text column.
	minSideShare = 0.3
	// maxGutters bounds the gutter positions tried on one page.
	maxGutters = 64
)

// bestCut returns the gutter among cands whose blocks hold the most
// lines, and that number (0: none); the leftmost of a tie.
func bestCut(cands []float64, blocks func(g float64) [][2]int) (float64, int) {
	best, bestN := 0.0, 0
	for _, g := range cands {
		n := 0
		for _, b := range blocks(g) {
			n += b[1] - b[0]
		}
		if n > bestN {
			best, bestN = g, n
		}
	}
	return best, bestN
}

// cutBlocks reorders the blocks of lines with split, the rest as it is.
func cutBlocks(lines []pline, blocks [][2]int, g float64, split func([]pline, float64) []pline) []pline {
	var out []pline
	prev := 0
	for _, b := range blocks {
		out = append(out, lines[prev:b[0]]...)
		out = append(out, split(lines[b[0]:b[1]], g)...)
		prev = b[1]
	}
	return append(out, lines[prev:]...)
}

// gutterCandidates are the middles of the column gaps on the page's
// lines, each once, left to right.
func gutterCandidates(lines []pline) []float64 {
	var out []float64
	for _, l := range lines {
		for i := 1; i < len(l.words); i++ {
			a, b := l.words[i-1], l.words[i]
			if b.x0-a.x1 > colGap*max(a.size, b.size, 1) {
				out = append(out, math.Round((a.x1+b.x0)/2))
			}
		}
	}
	slices.Sort(out)
	out = slices.Compact(out)
	if len(out) > maxGutters {
		out = out[:maxGutters]
	}
	return out
}

// flowBlocks returns the [start, end) runs of lines that no word crosses
// at x = g and whose two sides flow independently.
func flowBlocks(lines []pline, g float64, m metrics) [][2]int {
	var out [][2]int
	start := 0
	for i := 0; i <= len(lines); i++ {
		if i < len(lines) && !crosses(lines[i], g) {
			continue
		}
		end := blockEnd(lines[start:i], g, m) + start
		if end-start >= minFlowLines && independent(lines[start:end], g) {
			out = append(out, [2]int{start, end})
		}
		start = i + 1
	}
	return out
}

// blockEnd trims a run of lines to where its right column ends, keeping
// the left-only lines just after it that still follow at the line pitch
// in body type (the longer left column's tail), but not a heading or a
// line past a paragraph break (what follows both columns).
func blockEnd(run []pline, g float64, m metrics) int {
	end := 0
	for i, l := range run {
		if _, right := sides(l, g); right {
			end = i + 1
		}
	}
	for end > 0 && end < len(run) {
		l, prev := run[end], run[end-1]
		if prev.base-l.base > 1.45*m.pitch || abs(l.size-m.body) > 0.1*m.body {
			break
		}
		end++
	}
	return end
}

// crosses says whether a word of l spans x = g.
func crosses(l pline, g float64) bool {
	for _, w := range l.words {
		if w.x0 < g && w.x1 > g {
			return true
		}
	}
	return false
}

// independent says whether each side of the block has at least minAlone
// lines with nothing on the other side, and is a text column as wide as
// minSideShare of the block.
func independent(block []pline, g float64) bool {
	leftAlone, rightAlone := 0, 0
	lx0, lx1, rx0, rx1 := math.Inf(1), math.Inf(-1), math.Inf(1), math.Inf(-1)
	for _, l := range block {
		for _, w := range l.words {
			if w.x1 <= g {
				lx0, lx1 = min(lx0, w.x0), max(lx1, w.x1)
			} else {
				rx0, rx1 = min(rx0, w.x0), max(rx1, w.x1)
			}
		}
	}
	width := rx1 - lx0
	if width <= 0 || lx1-lx0 < minSideShare*width || rx1-rx0 < minSideShare*width {
		return false
	}
	for _, l := range block {
		left, right := sides(l, g)
		switch {
		case left && !right:
			leftAlone++
		case right && !left:
			rightAlone++
		}
	}
	return leftAlone >= minAlone && rightAlone >= minAlone
}

// sides says whether l has words left and right of x = g.
func sides(l pline, g float64) (left, right bool) {
	for _, w := range l.words {
		if w.x1 <= g {
			left = true
		} else {
			right = true
		}
	}
	return left, right
}

// splitBlock cuts each line of a block at x = g and returns the left
// halves, then the right halves, the right set against its own edge.
// A word is on the left when it ends by g.
func splitBlock(block []pline, g float64) []pline {
	return splitBlockBy(block, func(w word) bool { return w.x1 <= g })
}

// splitBlockBy cuts each line of a block into the words left says are on
// the left and the others, and returns the left halves, then the right
// halves, the right set against its own edge (its first word's x).
func splitBlockBy(block []pline, left func(word) bool) []pline {
	var ls, rs []pline
	edge := math.Inf(1)
	for _, l := range block {
		var lw, rw []word
		for _, w := range l.words {
			if left(w) {
				lw = append(lw, w)
			} else {
				rw = append(rw, w)
			}
		}
		if len(lw) > 0 {
			ls = append(ls, part(l, lw))
		}
		if len(rw) > 0 {
			rs = append(rs, part(l, rw))
			edge = min(edge, rw[0].x0)
		}
	}
	for i := range rs {
		rs[i].margin, rs[i].ownMargin = edge, true
	}
	if len(rs) > 0 {
		rs[0].breakBefore = true
	}
	return append(ls, rs...)
}

// part is line l with only the words ws.
func part(l pline, ws []word) pline {
	p := l
	p.words = ws
	p.x0 = ws[0].x0
	return p
}
