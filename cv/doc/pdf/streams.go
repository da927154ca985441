package pdf

import (
	"math"
	"slices"
)

// Two columns drawn one after the other are read one after the other. A
// sidebar set beside the main column (contact details, education and
// awards on the left, positions on the right) is drawn as one flow, then
// the other: every glyph of one side comes before every glyph of the
// other in the page's content order. A label or date column beside its
// entries is drawn row by row (a table), so its content order
// interleaves with the entries' and it stays beside them. Geometry alone
// (flowBlocks) finds independent columns with a clear gutter and both
// sides wide; content order finds them where the gutter is narrow, a
// line overflows into it or the sides are set on one leading.

// splitColumns reads two columns one after the other: the left
// column's lines, then the right's, each against its own left edge.
// Columns are found by geometry (flowBlocks: a clear gutter, both sides
// wide, each with lines of its own) or by content order (streamBlocks);
// the way that finds more lines in two columns is taken, geometry on a
// tie.
func splitColumns(lines []pline, m metrics) []pline {
	flows := func(g float64) [][2]int { return flowBlocks(lines, g, m) }
	streams := func(g float64) [][2]int { return streamBlocks(lines, g) }
	fg, fn := bestCut(gutterCandidates(lines), flows)
	sg, sn := bestCut(streamGutters(lines), streams)
	switch {
	case fn == 0 && sn == 0:
		return lines
	case fn >= sn:
		return cutBlocks(lines, flows(fg), fg, splitBlock)
	}
	return cutBlocks(lines, streams(sg), sg, splitStreamBlock)
}

// streamGutters are the middles of the gaps between neighbouring words
// drawn far apart in the content order, each once, left to right.
func streamGutters(lines []pline) []float64 {
	var out []float64
	for _, l := range lines {
		for i := 1; i < len(l.words); i++ {
			a, b := l.words[i-1], l.words[i]
			if b.x0 >= a.x1 && (b.seq0-a.seq1 > maxSeqStep || a.seq0-b.seq1 > maxSeqStep) {
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

// streamBlocks returns the [start, end) runs of lines none of which is
// one flow across x = g and whose two sides were drawn one after the
// other. A word that starts left of g and runs past it (a sidebar line
// overflowing into the gutter) stays on the left.
func streamBlocks(lines []pline, g float64) [][2]int {
	var out [][2]int
	start := 0
	for i := 0; i <= len(lines); i++ {
		if i < len(lines) && !spansFlow(lines[i], g) {
			continue
		}
		if from, end, ok := streamExtent(lines[start:i], g); ok {
			out = append(out, [2]int{start + from, start + end})
		}
		start = i + 1
	}
	return out
}

// maxLead is the most lines above two flows (a page's running header,
// a name line drawn first) that may be left out of them.
const maxLead = 3

// streamExtent returns the lines [from, end) of run that hold two flows
// drawn one after the other, side by side: from the first line, or a few
// lines down when the lines above were drawn with neither flow, to the
// last line that keeps the two sides' content orders apart (a paragraph
// of the first flow that runs on below the second still belongs to it).
func streamExtent(run []pline, g float64) (from, end int, ok bool) {
	for from = 0; from <= maxLead && len(run)-from >= minFlowLines; from++ {
		end = apartUntil(run[from:], g) + from
		b := run[from:end]
		if len(b) >= minFlowLines && aloneOnBothSides(b, g) && besideEachOther(b, g) && wideSides(b, g) {
			return from, end, true
		}
	}
	return 0, 0, false
}

// apartUntil is the number of lines from the top of run over which every
// word starting left of x = g comes before every word starting right of
// it in the content order, or every one after.
func apartUntil(run []pline, g float64) int {
	lmin, lmax, rmin, rmax := math.MaxInt, math.MinInt, math.MaxInt, math.MinInt
	for i, l := range run {
		a, b, c, d := lmin, lmax, rmin, rmax
		left := leftWords(l, g)
		for j, w := range l.words {
			if left[j] {
				a, b = min(a, w.seq0), max(b, w.seq1)
			} else {
				c, d = min(c, w.seq0), max(d, w.seq1)
			}
		}
		if a != math.MaxInt && c != math.MaxInt && b >= c && d >= a {
			return i
		}
		lmin, lmax, rmin, rmax = a, b, c, d
	}
	return len(run)
}

// aloneOnBothSides says whether each side of the block has at least
// minAlone lines with words (letters or digits) on that side and nothing
// on the other, set between the other side's first and last lines: two
// flows with their own line breaks, not a label column whose every line
// sits beside an entry's line (lines above the entries, a heading or a
// contact line, are not beside them), nor a column of bullets or arrows
// drawn apart from the text they mark.
func aloneOnBothSides(block []pline, g float64) bool {
	ltop, lbot, rtop, rbot := sideExtents(block, g)
	leftAlone, rightAlone := 0, 0
	for _, l := range block {
		left, right := textSides(l, g)
		lany, rany := startSides(l, g)
		switch {
		case left && !rany && l.base <= rtop && l.base >= rbot:
			leftAlone++
		case right && !lany && l.base <= ltop && l.base >= lbot:
			rightAlone++
		}
	}
	return leftAlone >= minAlone && rightAlone >= minAlone
}

// sideExtents are the highest and lowest baselines of the lines with
// words starting left of x = g, then of those with words right of it.
func sideExtents(block []pline, g float64) (ltop, lbot, rtop, rbot float64) {
	ltop, lbot, rtop, rbot = math.Inf(-1), math.Inf(1), math.Inf(-1), math.Inf(1)
	for _, l := range block {
		left, right := startSides(l, g)
		if left {
			ltop, lbot = max(ltop, l.base), min(lbot, l.base)
		}
		if right {
			rtop, rbot = max(rtop, l.base), min(rbot, l.base)
		}
	}
	return ltop, lbot, rtop, rbot
}

// textSides says whether l has words with a letter or digit starting
// left and right of x = g.
func textSides(l pline, g float64) (left, right bool) {
	for _, w := range l.words {
		if w.plain {
			continue
		}
		if w.x0 < g {
			left = true
		} else {
			right = true
		}
	}
	return left, right
}

// besideEachOther says whether the two sides of the block sit beside each
// other: their vertical extents overlap by half the shorter one at least.
// Lines that start left of g followed by lines that start right of it
// are one column with two indents, not two columns.
func besideEachOther(block []pline, g float64) bool {
	ltop, lbot, rtop, rbot := sideExtents(block, g)
	overlap := min(ltop, rtop) - max(lbot, rbot)
	shorter := min(ltop-lbot, rtop-rbot)
	return shorter > 0 && overlap >= shorter/2
}

// spansFlow says whether line l runs across x = g in one flow: a word
// starting left of g followed by one starting right of it and drawn
// next in the content.
func spansFlow(l pline, g float64) bool {
	for i := 1; i < len(l.words); i++ {
		a, b := l.words[i-1], l.words[i]
		if a.x0 < g && b.x0 >= g && !(b.seq0-a.seq1 > maxSeqStep || a.seq0-b.seq1 > maxSeqStep) {
			return true
		}
	}
	return false
}

// startSides says whether l has words starting left and right of x = g.
func startSides(l pline, g float64) (left, right bool) {
	for _, w := range l.words {
		if w.x0 < g {
			left = true
		} else {
			right = true
		}
	}
	return left, right
}

// splitStreamBlock cuts each line of a block at x = g by where its words
// start and returns the left halves, then the right halves, the right
// set against its own edge.
func splitStreamBlock(block []pline, g float64) []pline {
	left := map[int]bool{} // by seq0: a page's words have distinct places
	for _, l := range block {
		for j, in := range leftWords(l, g) {
			left[l.words[j].seq0] = in
		}
	}
	out := splitBlockBy(block, func(w word) bool { return left[w.seq0] })
	for i := range out {
		out[i].words = rejoinWords(out[i].words)
	}
	return out
}

// rejoinWords joins the neighbours of a line that are one word cut by a
// glyph of the other flow drawn over it: the second comes next in the
// content order and starts where the first ends.
func rejoinWords(ws []word) []word {
	out := ws[:0]
	for _, w := range ws {
		if n := len(out); n > 0 {
			p := &out[n-1]
			if w.seq0 == p.seq1+1 && abs(w.x0-p.x1) <= wordGap*max(p.size, w.size, 1) {
				p.text = append(p.text[:len(p.text):len(p.text)], w.text...)
				p.x1, p.seq1 = max(p.x1, w.x1), w.seq1
				p.bold, p.plain = p.bold && w.bold, p.plain && w.plain
				continue
			}
		}
		out = append(out, w)
	}
	return out
}

// leftWords says of each word of l whether it is in the left flow: it
// starts left of x = g, or it comes next in the content order after the
// last word of the left flow before it (an address or a full stop too
// wide for a narrow column, running on past g and broken there by a
// glyph of the right flow drawn over it: "name@example.ed", "◦", "u").
func leftWords(l pline, g float64) []bool {
	out := make([]bool, len(l.words))
	last := -1
	for i, w := range l.words {
		switch {
		case w.x0 < g:
			out[i] = true
		case last >= 0:
			step := w.seq0 - l.words[last].seq1
			out[i] = step >= 1 && step <= maxSeqStep
		}
		if out[i] {
			last = i
		}
	}
	return out
}

// wideSides says whether each side of the block fills minSideShare of
// its width at least: a narrow side is a label or date column (which a
// browser may paint in a pass of its own, after or before the text, on
// baselines of its own), not a text column.
func wideSides(block []pline, g float64) bool {
	lx0, lx1, rx0, rx1 := math.Inf(1), math.Inf(-1), math.Inf(1), math.Inf(-1)
	for _, l := range block {
		for _, w := range l.words {
			if w.x0 < g {
				lx0, lx1 = min(lx0, w.x0), max(lx1, w.x1)
			} else {
				rx0, rx1 = min(rx0, w.x0), max(rx1, w.x1)
			}
		}
	}
	width := rx1 - lx0
	return width > 0 && lx1-lx0 >= minSideShare*width && rx1-rx0 >= minSideShare*width
}
