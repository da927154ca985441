package pdf

import (
	"math"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// A list item in a narrow side column (a sidebar's education, awards,
// skills) is often too long for it and wraps onto the lines below, set at
// the item's hanging indent (where its text starts after the glyph):
//
//	▷ Doctor of Made-up Studies, Example
//	  State University, September 2018 –
//	  May 2023.
//
// The lines are one item: joinItemWraps puts a wrapped line back on the
// line it continues, so a date or a word broken by the wrap reads whole.
// A line is a wrap when it sits one leading below the item's line before
// it, starts at the item's hanging indent, carries no glyph of its own,
// its first word would not have fitted at the end of the line above (that
// line reaches the column's right edge), the column is a side column
// (narrow), and either the column is justified (its lines that go on
// below end at one edge) or the text is open across the line end (a word
// broken with a hyphen, a date broken after its month or dash). A line
// that stops short of the edge ends its paragraph and is not joined; nor
// is any line of a full-width column, where lines broken by hand (a title
// above its authors) may reach the edge too.
const (
	// wrapSlack is how far (ems) short of its column's right edge a
	// line may stop and still be full: justified text fills it,
	// ragged text leaves less than a word.
	wrapSlack = 0.5
	// flushTol is how close (ems) to the edge a line of a justified
	// column ends.
	flushTol = 0.25
	// minFlushShare is the least share of a column's lines that end at
	// its edge for it to be justified.
	minFlushShare = 0.6
	// maxNarrowShare is the largest share of the page's text width a
	// side column takes.
	maxNarrowShare = 0.5
)

// itemGlyphs are the glyphs that open a list item in print.
const itemGlyphs = "•▪◦●‣∙►▸▹▶▷➢➤→■□◆◇–-*"

// joinItemWraps joins the wrapped lines of a page's list items to the
// line they continue.
func joinItemWraps(lines []pline, m metrics) []pline {
	out := lines[:0:0]
	item := -1 // index in out of the current item's first line
	var glyph, text float64
	cols := &columns{page: lines, m: m, seen: map[[3]int]column{}}
	for _, l := range lines {
		if n := len(out) - 1; item >= 0 && isItemWrap(out[n], l, glyph, text, cols, m) {
			out[n] = appendWrap(out[n], l)
			continue
		}
		if item >= 0 && len(l.words) > 0 && !isItemGlyph(l.words[0].text) && abs(l.x0-text) <= alignTol*max(l.size, 1) {
			out = append(out, l) // a line of the item, not joined: the next may join it
			continue
		}
		item = -1
		if x, ok := itemText(l); ok {
			item, glyph, text = len(out), l.x0, x
		}
		out = append(out, l)
	}
	return out
}

// itemText says whether l opens a list item (a glyph word, then text)
// and where its text starts.
func itemText(l pline) (float64, bool) {
	if l.repeats || len(l.words) < 2 || !isItemGlyph(l.words[0].text) {
		return 0, false
	}
	return l.words[1].x0, true
}

// isItemGlyph says whether t is one item glyph.
func isItemGlyph(t []rune) bool {
	return len(t) == 1 && strings.ContainsRune(itemGlyphs, t[0])
}

// isItemWrap says whether f continues line p of an item whose glyph is
// at x0 and whose text starts at x.
func isItemWrap(p, f pline, x0, x float64, cols *columns, m metrics) bool {
	if f.repeats || f.breakBefore || len(f.words) == 0 || isItemGlyph(f.words[0].text) || hasColumnGap(f) {
		return false
	}
	em := max(f.size, 1)
	d := p.base - f.base // p's baseline is its first line's: count the lines joined
	if d <= 0 || d > wrapLeading*max(m.pitch, f.size)*float64(p.wraps+1) {
		return false
	}
	atText, atGlyph := abs(f.x0-x) <= alignTol*em, abs(f.x0-x0) <= alignTol*em
	last, w := p.words[len(p.words)-1], f.words[0]
	reaches := func(edge float64) bool { return edge > 0 && last.x1+0.3*em+(w.x1-w.x0) > edge-wrapSlack*em }
	if (atText || atGlyph) && brokenDate(last.text, f.words) && reaches(cols.measure(x0, x, em).end) {
		return true // a date broken by the wrap, in any column
	}
	c := cols.measure(x0, x, em)
	if !atText || !c.narrow || !reaches(c.edge) {
		return false
	}
	return c.justified || hyphenOpen(last.text, w.text)
}

// maxColumns bounds the item columns measured on one page: each costs a
// pass over the page's lines.
const maxColumns = 64

// columns measures the item columns of a page, each once.
type columns struct {
	page []pline
	m    metrics
	seen map[[3]int]column
}

// column is what isItemWrap needs to know of an item column: where its
// lines mostly end (end), its edge and whether it is justified
// (rightEdge), whether it is a side column (narrow).
type column struct {
	end, edge         float64
	justified, narrow bool
}

// measure measures the column whose items start at x0 with their text at
// x, in type of em; past maxColumns columns on the page, a zero column
// (nothing joins).
func (c *columns) measure(x0, x, em float64) column {
	k := [3]int{int(math.Round(x0)), int(math.Round(x)), int(math.Round(em * 10))}
	if col, ok := c.seen[k]; ok {
		return col
	}
	if len(c.seen) >= maxColumns {
		return column{}
	}
	col := column{end: columnEnd(c.page, x0, x, em)}
	col.edge, col.justified = rightEdge(c.page, x0, x, em, c.m)
	col.narrow = col.edge > 0 && narrow(c.page, x0, col.edge)
	c.seen[k] = col
	return col
}

// hyphenOpen says whether a word is broken with a hyphen between words a
// and b ("Mathe-" over "matics").
func hyphenOpen(a, b []rune) bool {
	n := len(a)
	return n >= 2 && len(b) > 0 && isHyphen(a[n-1]) && unicode.IsLetter(a[n-2]) && unicode.IsLower(b[0])
}

// brokenDate says whether a date is broken between word a, the last of
// a line, and the words ws of the next: as dateOpen says, or a year over
// the dash that opens its range ("2015" over "– 2019"), or a month broken
// with a hyphen ("2018–Au-" over "gust 2019").
func brokenDate(a []rune, ws []word) bool {
	b := ws[0].text
	switch n := len(a); {
	case n > 0 && unicode.IsDigit(a[n-1]) && startsWithDash(b):
		return true
	case hyphenOpen(a, b) && len(ws) > 1:
		whole := append(append([]rune{}, a[:n-1]...), b...)
		return dateOpen(whole, ws[1].text)
	}
	return dateOpen(a, b)
}

// dateOpen says whether a date is broken between words a and b: a range
// open at a dash over its end ("2018 –" over "May 2023" or "2023"), or a
// month waiting for its year ("September" or "2018–May" over "2023").
func dateOpen(a, b []rune) bool {
	if len(a) == 0 || len(b) == 0 {
		return false
	}
	if !unicode.IsDigit(b[0]) {
		return endsInDash(a) && monthWords[strings.ToLower(strings.TrimRight(string(b), ".,"))]
	}
	if endsInDash(a) {
		return true
	}
	t := string(a)
	if i := strings.LastIndexAny(t, "-–—"); i >= 0 {
		t = t[i:]
		_, w := utf8.DecodeRuneInString(t)
		t = t[w:]
	}
	return monthWords[strings.ToLower(strings.TrimRight(t, ".,"))]
}

// columnEnd is where the lines of a column that start at x0 or x mostly
// end: the upper quartile of their right ends (0 for fewer than
// minFlowLines lines).
func columnEnd(page []pline, x0, x, em float64) float64 {
	var ends []float64
	for _, l := range page {
		if len(l.words) > 0 && !l.repeats && (abs(l.x0-x0) <= alignTol*em || abs(l.x0-x) <= alignTol*em) {
			ends = append(ends, l.words[len(l.words)-1].x1)
		}
	}
	if len(ends) < minFlowLines {
		return 0
	}
	slices.Sort(ends)
	return ends[len(ends)*3/4]
}

// rightEdge is the right edge of the column whose items start at x0 and
// whose text is indented to x, from its lines that go on below at x (the
// lines a paragraph or item does not end on): the x most of them end at
// (within flushTol ems), so a line set too wide for the column (an
// overfull line, a word that could not be broken) does not move it.
// justified says the column is set flush on both sides: at least
// minFlushShare of those lines end at that edge. Only there does a line
// that reaches the edge surely go on below; in ragged text a line broken
// by hand (a title above its authors) may end anywhere, near the edge
// too.
func rightEdge(page []pline, x0, x, em float64, m metrics) (edge float64, justified bool) {
	var ends []float64
	for i := 1; i < len(page); i++ {
		l, next := page[i-1], page[i]
		if len(l.words) == 0 || len(next.words) == 0 || l.repeats || next.repeats || next.breakBefore {
			continue
		}
		d := l.base - next.base
		if d > 0 && d <= wrapLeading*m.pitch && (abs(l.x0-x0) <= alignTol*em || abs(l.x0-x) <= alignTol*em) && abs(next.x0-x) <= alignTol*em {
			ends = append(ends, l.words[len(l.words)-1].x1)
		}
	}
	if len(ends) < minFlowLines {
		return 0, false
	}
	slices.Sort(ends)
	best, lo := 0, 0
	for hi, e := range ends { // the widest run of ends within flushTol ems
		for e-ends[lo] > flushTol*em {
			lo++
		}
		if hi-lo+1 >= best {
			best, edge = hi-lo+1, e
		}
	}
	if float64(best) >= minFlushShare*float64(len(ends)) {
		return edge, true
	}
	return ends[len(ends)*3/4], false
}

// narrow says whether the column from x0 to edge is a side column: less
// than maxNarrowShare of the width the page's text spans. Items wrap in
// most lines there, and a full-width column's lines broken by hand (a
// title above its authors) are left as they are.
func narrow(page []pline, x0, edge float64) bool {
	lo, hi := math.Inf(1), math.Inf(-1)
	for _, l := range page {
		if len(l.words) > 0 && !l.repeats {
			lo, hi = min(lo, l.x0), max(hi, l.words[len(l.words)-1].x1)
		}
	}
	return hi > lo && edge-x0 < maxNarrowShare*(hi-lo)
}

// appendWrap puts f's words after p's, joining a word hyphenated across
// the wrap as joinHyphens does.
func appendWrap(p, f pline) pline {
	ws := make([]word, 0, len(p.words)+len(f.words))
	ws = append(ws, p.words...)
	rest := f.words
	if endsInHyphen(p) && startsWithLetter(rest[0].text) {
		last := &ws[len(ws)-1]
		head := last.text[:len(last.text)-1]
		if !dropHyphen(head, rest[0].text) {
			head = last.text // a real hyphen stays ("data-" over "driven")
		}
		last.text = append(append([]rune{}, head...), rest[0].text...)
		rest = rest[1:]
	}
	p.words = append(ws, rest...)
	p.wraps++
	return p
}
