package pdf

import (
	"cmp"
	"slices"
	"unicode"
)

// word is a run of glyphs with no gap wider than a word space.
type word struct {
	text   []rune
	x0, x1 float64
	size   float64
	bold   bool // every letter or digit of it is bold
	plain  bool // it has no letter or digit (punctuation takes its neighbours' weight)
	// seq0 and seq1 are the first and last places of its glyphs in the
	// page's content order.
	seq0, seq1 int
}

// pline is one rebuilt line of a page: words left to right on one
// baseline.
type pline struct {
	words   []word
	base    float64 // baseline, PDF points from the page bottom
	x0      float64 // left edge of the first word as laid out
	size    float64 // the size most of its glyphs have
	repeats bool
	// margin is the left edge indentation counts from when ownMargin is
	// set (the right one of two column flows); else the page's margin.
	margin      float64
	ownMargin   bool
	breakBefore bool // first line of a column flow: a blank line before it
	// cell is the number of words in the line's margin cell (a date or
	// label left of the content column, margincells.go), 0 for none;
	// cellGap says a column gap follows them (a cell that took wrapped
	// pieces, a cell in display type).
	cell    int
	cellGap bool
	// wraps counts the wrapped lines of a list item joined onto this
	// one (wraps.go).
	wraps int
}

// Tuning, in ems of the font size.
const (
	// lineTol is how far a glyph's baseline may sit from its line's
	// (superscripts and subscripts stay on their line).
	lineTol = 0.45
	// wordGap is the smallest gap that separates two words.
	wordGap = 0.1
	// dupTol is how close two equal glyphs must be to be one glyph drawn
	// twice (fake bold, shadows).
	dupTol = 0.15
	// sameSize is how close two glyphs' sizes are for one to be the
	// other drawn twice.
	sameSize = 0.02
)

// groupLines sorts a page's glyphs into lines, top to bottom, each with
// its words left to right.
func groupLines(gs []glyph) []pline {
	if len(gs) == 0 {
		return nil
	}
	idx := make([]int, len(gs))
	for i := range idx {
		idx[i] = i
	}
	// top to bottom, then content order: stable and deterministic
	slices.SortStableFunc(idx, func(a, b int) int { return cmp.Compare(gs[b].base, gs[a].base) })
	var lines []pline
	start := 0
	for i := 1; i <= len(idx); i++ {
		if i < len(idx) && sameLine(gs[idx[start]], gs[idx[i]]) {
			continue
		}
		for _, lay := range layers(gs, idx[start:i]) {
			lines = append(lines, makeLine(gs, lay))
		}
		start = i
	}
	return lines
}

// sameLine says whether glyph g sits on the line whose first (highest)
// glyph is a.
func sameLine(a, g glyph) bool {
	tol := lineTol * max(a.size, g.size, 1)
	return a.base-g.base <= tol
}

// makeLine builds one line from the glyphs at idx.
func makeLine(gs []glyph, idx []int) pline {
	line := make([]glyph, 0, len(idx))
	for _, i := range idx {
		line = append(line, gs[i])
	}
	slices.SortStableFunc(line, func(a, b glyph) int { return cmp.Compare(a.x0, b.x0) })
	line = composeAccents(dropDoubles(line))
	l := pline{base: dominantBase(line), size: dominantSize(line)}
	l.words = splitWords(line)
	if len(l.words) > 0 {
		l.x0 = l.words[0].x0
	}
	return l
}

// dropDoubles removes a glyph drawn again at (almost) the same place, as
// some PDFs draw bold or shadowed text twice. Neighbours in the content
// are kept: a ligature ("ﬃ") comes as letters sharing one box. A double
// is drawn in the same size: an "S" of a heading that touches the last
// "S" of a line overfull into the gutter is a glyph of its own.
func dropDoubles(line []glyph) []glyph {
	out := line[:0]
	for _, g := range line {
		if n := len(out); n > 0 {
			p := out[n-1]
			if isDouble(p, g) {
				out[n-1].spaceAfter = p.spaceAfter || g.spaceAfter
				continue
			}
		}
		out = append(out, g)
	}
	return out
}

// isDouble says whether glyph g is glyph p drawn again: the same rune,
// size and place, not its neighbour in the content.
func isDouble(p, g glyph) bool {
	tol := dupTol * max(g.size, 1)
	return p.r == g.r && g.seq-p.seq != 1 && p.seq-g.seq != 1 &&
		abs(p.x0-g.x0) < tol && abs(p.base-g.base) < tol && abs(p.size-g.size) < sameSize*max(g.size, 1)
}

// splitWords cuts a line's glyphs (left to right) into words at spaces,
// at gaps wider than a word space and where the content order jumps
// (streamJump).
func splitWords(line []glyph) []word {
	var words []word
	var cur word
	letters, bolds := 0, 0
	// the words' letters share one array, each word a full slice of it
	// (an append to one never writes into the next)
	runes := make([]rune, 0, len(line))
	flush := func() {
		if n := len(runes); n > 0 && len(cur.text) > 0 {
			cur.text = runes[n-len(cur.text) : n : n]
			cur.bold = letters > 0 && bolds == letters
			cur.plain = letters == 0
			words = append(words, cur)
		}
		cur, letters, bolds = word{}, 0, 0
	}
	for i, g := range line {
		if i > 0 {
			p := line[i-1]
			if p.spaceAfter || g.x0-p.x1 > wordGap*max(p.size, g.size, 1) || streamJump(p, g) || sizeJump(p, g) {
				flush()
			}
		}
		if len(cur.text) == 0 {
			cur.x0, cur.seq0, cur.seq1 = g.x0, g.seq, g.seq
		}
		cur.seq0, cur.seq1 = min(cur.seq0, g.seq), max(cur.seq1, g.seq)
		runes = append(runes, g.r)
		cur.text = runes[len(runes)-len(cur.text)-1:]
		cur.x1 = max(cur.x1, g.x1)
		cur.size = max(cur.size, g.size)
		if unicode.IsLetter(g.r) || unicode.IsDigit(g.r) {
			letters++
			if g.bold {
				bolds++
			}
		}
	}
	flush()
	return words
}

// sizeJump says whether glyphs a and b, side by side, differ in size by
// more than maxSizeRatio: a name in display type whose loose boxes touch
// the contact text beside it is a word of its own ("Exampleton" and
// "Department"); a superscript or small capitals stay in their word.
func sizeJump(a, b glyph) bool {
	lo, hi := min(a.size, b.size), max(a.size, b.size)
	return lo > 0 && hi > maxSizeRatio*lo
}

// maxSizeRatio is the largest ratio of the sizes of two glyphs of one
// word.
const maxSizeRatio = 2

// dominantBase is the baseline most of the line's glyphs sit on (the
// first such, so superscripts do not move the line).
func dominantBase(line []glyph) float64 {
	return mode(line, func(g glyph) float64 { return g.base })
}

// dominantSize is the font size most of the line's glyphs have.
func dominantSize(line []glyph) float64 {
	return mode(line, func(g glyph) float64 { return g.size })
}

// mode returns the most frequent value of f over gs, rounded to a tenth
// of a point; ties go to the smaller value.
func mode(gs []glyph, f func(glyph) float64) float64 {
	counts := map[int]int{}
	countKeys(counts, gs, f)
	return mostCommon(counts)
}

// countKeys counts the glyphs of gs by f, to a tenth, into counts.
func countKeys(counts map[int]int, gs []glyph, f func(glyph) float64) {
	for _, g := range gs {
		counts[int(f(g)*10+0.5)]++
	}
}

// mostCommon is the key counted most often (the smallest of a tie), as a
// value: mode's result.
func mostCommon(counts map[int]int) float64 {
	best, bestN := 0, -1
	for k, n := range counts {
		if n > bestN || n == bestN && k < best {
			best, bestN = k, n
		}
	}
	return float64(best) / 10
}

func abs(x float64) float64 {
	if x < 0 {
		return -x
	}
	return x
}
