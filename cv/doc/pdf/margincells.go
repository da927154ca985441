package pdf

import (
	_ "embed"
	"math"
	"slices"
	"strings"
	"unicode"
)

// A date set in a left margin column beside its entry (a "dates | entry"
// CV table, a LaTeX class's dated entries) is often set flush right in
// that column and wraps there over two or three lines:
//
//	September   Assistant Professor, Example State University
//	   2021 –   Taught two made-up courses.
//	  Present
//
// The wrapped pieces belong to the cell on the entry's first line:
// joinMarginCells moves them up, whatever their alignment in the column,
// so the date reads whole beside its entry ("September 2021 – Present").
// A piece joins the cell above while that cell is unfinished: it ends in
// a dash, or in a month or season name that waits for its year
// (words/months.txt) and the piece starts with a digit, or the piece
// starts with a dash ("January 2020" over "– June 2020"). A finished cell
// ("2021 – Present", "2019") takes nothing: the date on the next line is
// the next entry's. A cell set in display type (a name in large letters,
// given name above family name, beside the contact lines) is unfinished
// while the next line holds a piece in the same type.
//
// Geometry decides the rest: the page has a margin column (at least
// minMarginLines lines whose content starts at one x after a cell), the
// piece lies wholly left of that content edge, aligned with the cell
// (left, right or centre), one leading below the cell's last piece, and
// any text beside it starts at the content edge. The end of a cell that
// took pieces is rendered as a column gap (pline.cellGap), so the parser
// reads the date as a cell of its own.
const (
	// minMarginLines is the fewest lines of a page whose content starts
	// at one x after a margin cell for that x to be a margin column.
	minMarginLines = 3
	// cellLeading is the most a piece sits below the cell's last piece,
	// in body leadings (dated entries are set further apart).
	cellLeading = 1.15
	// alignTol is how far (ems) a piece's edges may be from the cell's
	// to count as aligned with it.
	alignTol = 0.5
	// maxMarginEdges bounds the margin columns of one page.
	maxMarginEdges = 8
)

//go:embed words/months.txt
var monthsText string

// monthWords are the month and season names a date cell may end in while
// its year is still to come (words/months.txt).
var monthWords = readWords(monthsText)

//go:embed words/date_ends.txt
var dateEndsText string

// dateEnds are the words that close an open range ("present").
var dateEnds = readWords(dateEndsText)

// cellHolder is the line whose margin cell takes the pieces below it.
type cellHolder struct {
	at      int     // index of the line in the output
	content float64 // the content column's left edge
	last    float64 // baseline of the cell's lowest piece
	// display: a cell in display type beside text, with no margin
	// column on the page: only a piece in the same type continues it.
	display bool
}

// joinMarginCells moves each wrapped piece of a margin cell up into the
// cell on its entry's first line, dropping a line left empty, and marks
// the cells of the page's margin column.
func joinMarginCells(lines []pline, m metrics) []pline {
	edges := marginEdges(lines)
	out := lines[:0:0]
	var h cellHolder
	held := false
	for _, l := range lines {
		if held && !l.repeats && !l.breakBefore {
			if n := cellPiece(out[h.at], l, h, m); n > 0 {
				out[h.at] = insertPiece(out[h.at], l.words[:n])
				h.last = l.base
				if n < len(l.words) {
					out = append(out, part(l, l.words[n:]))
				}
				continue
			}
		}
		if k, ok := displayCell(l, m); ok {
			l.cell, l.cellGap = k, true
			h, held = cellHolder{at: len(out), last: l.base, display: true}, true
		} else if k, x, ok := marginCell(l, edges); ok {
			l.cell, l.cellGap = k, dateCell(l.words[:k])
			h, held = cellHolder{at: len(out), content: x, last: l.base}, true
		} else if !held || l.x0 < h.content-alignTol*max(l.size, 1) {
			held = false
		}
		out = append(out, l)
	}
	return out
}

// marginCell returns the words of l's margin cell and the content edge
// after it, when l's text starts in the margin column of one of the
// page's edges and goes on at that edge.
func marginCell(l pline, edges []float64) (int, float64, bool) {
	if l.repeats {
		return 0, 0, false
	}
	em := max(l.size, 1)
	for _, e := range edges {
		k := 0
		for k < len(l.words) && l.words[k].x1 < e-0.3*em {
			k++
		}
		if k == 0 || k == len(l.words) || math.Abs(l.words[k].x0-e) > alignTol*em {
			continue
		}
		if e-l.x0 <= l.words[len(l.words)-1].x1-e { // a narrow cell, a wide text right of it
			return k, l.words[k].x0, true
		}
	}
	return 0, 0, false
}

// marginEdges are the content edges at least minMarginLines lines of the
// page start at after a narrow cell: the page's margin columns.
func marginEdges(lines []pline) []float64 {
	counts := map[int]int{}
	for _, l := range lines {
		if l.repeats || len(l.words) < 2 {
			continue
		}
		k := cellEnd(l, max(l.size, 1))
		if k <= 0 || k >= len(l.words) {
			continue
		}
		counts[int(math.Round(l.words[k].x0))]++
	}
	var edges []float64
	for x, n := range counts {
		near := n + counts[x-1] + counts[x+1]
		if near >= minMarginLines && n >= counts[x-1] && n >= counts[x+1] {
			edges = append(edges, float64(x))
		}
	}
	slices.Sort(edges)               // the map's order is random: the output must not be
	if len(edges) > maxMarginEdges { // each costs a look on every line: keep the most used
		slices.SortStableFunc(edges, func(a, b float64) int { return counts[int(b)] - counts[int(a)] })
		edges = edges[:maxMarginEdges]
		slices.Sort(edges)
	}
	return edges
}

// cellPiece is the number of words that open line f and continue the
// margin cell of line p (0: none).
func cellPiece(p, f pline, h cellHolder, m metrics) int {
	if len(f.words) == 0 || p.cell <= 0 {
		return 0
	}
	d := h.last - f.base
	if d <= 0 || d > cellLeading*max(m.pitch, f.size, f.words[0].size) {
		return 0
	}
	if h.display {
		return displayPiece(p, f, m)
	}
	em := max(p.size, 1)
	n := 0
	for n < len(f.words) && f.words[n].x1 < h.content-0.3*em {
		n++
	}
	if n == 0 || n < len(f.words) && f.words[n].x0 < h.content-alignTol*em {
		return 0
	}
	cell, piece := p.words[:p.cell], f.words[:n]
	if !alignedWith(cell, piece, em) || !unfinished(cell[len(cell)-1], piece[0]) {
		return 0
	}
	return n
}

// displayPiece is the number of words that open line f in the display
// type of p's cell, set flush left under it and parted from any text
// beside them by a cell gap (0: none).
func displayPiece(p, f pline, m metrics) int {
	last := p.words[p.cell-1]
	n := displayRun(f.words, last, m)
	if n == 0 || !endsCell(f.words, n, m) {
		return 0
	}
	if math.Abs(f.words[0].x0-p.words[0].x0) > alignTol*last.size {
		return 0
	}
	return n
}

// alignedWith says whether the piece lines up with the cell: left edges,
// right edges or middles within alignTol ems.
func alignedWith(cell, piece []word, em float64) bool {
	c0, c1 := cell[0].x0, cell[len(cell)-1].x1
	p0, p1 := piece[0].x0, piece[len(piece)-1].x1
	tol := alignTol * em
	return math.Abs(c0-p0) <= tol || math.Abs(c1-p1) <= tol || math.Abs((c0+c1)-(p0+p1)) <= 2*tol
}

// unfinished says whether a date cell ending in word last goes on with a
// piece starting with word first.
func unfinished(last, first word) bool {
	switch {
	case endsInDash(last.text) || startsWithDash(first.text):
		return true
	case len(first.text) > 0 && unicode.IsDigit(first.text[0]):
		return monthWords[strings.ToLower(strings.TrimRight(string(last.text), ".,"))]
	}
	return false
}

// sameDisplay says whether words a and b are set in one display type:
// clearly larger than the body text, in the same size.
func sameDisplay(a, b word, m metrics) bool {
	return display(a, m) && display(b, m) && math.Abs(a.size-b.size) < sameSize*a.size
}

// display says whether w is set in display type: clearly larger than the
// body text.
func display(w word, m metrics) bool { return w.size >= headingSize*m.body }

// displayCell returns the words of l's first cell when it is set in
// display type, all in one size, and the line ends there or goes on in
// body type or past a cell gap.
func displayCell(l pline, m metrics) (int, bool) {
	if l.repeats || len(l.words) == 0 || !display(l.words[0], m) {
		return 0, false
	}
	k := displayRun(l.words, l.words[0], m)
	letters := 0
	for _, w := range l.words[:k] {
		letters += len(w.text)
	}
	return k, letters >= 2 && endsCell(l.words, k, m) // an icon glyph is no cell

}

// endsCell says whether a display cell of the first k words of ws ends
// there: at the line's end, where body type follows (the change of type
// parts them even where their boxes touch), or at a cell gap.
func endsCell(ws []word, k int, m metrics) bool {
	return k == len(ws) || !display(ws[k], m) || cellGapAfter(ws, k)
}

// displayRun is the number of words of ws, from the first, set in the
// display type of word w.
func displayRun(ws []word, w word, m metrics) int {
	k := 0
	for k < len(ws) && sameDisplay(w, ws[k], m) {
		k++
	}
	return k
}

// cellGapAfter says whether the gap after ws[k-1] parts a cell from the
// text beside it: wider than cellGap ems of the larger type.
func cellGapAfter(ws []word, k int) bool {
	a, b := ws[k-1], ws[k]
	return b.x0-a.x1 > cellGap*max(a.size, b.size, 1)
}

// startsWithDash says whether word t opens with a hyphen or dash.
func startsWithDash(t []rune) bool {
	return len(t) > 0 && (t[0] == '-' || t[0] == '–' || t[0] == '—')
}

// insertPiece puts the piece after p's margin cell, which grows by it.
func insertPiece(p pline, piece []word) pline {
	ws := make([]word, 0, len(p.words)+len(piece))
	ws = append(ws, p.words[:p.cell]...)
	if last := ws[len(ws)-1].text; len(last) >= 3 && isHyphen(last[len(last)-1]) && dropHyphen(last[:len(last)-1], piece[0].text) {
		// a name hyphenated in its cell ("Exam-" over "pleton")
		w := ws[len(ws)-1]
		w.text = append(append([]rune{}, last[:len(last)-1]...), piece[0].text...)
		ws[len(ws)-1], piece = w, piece[1:]
	}
	ws = append(ws, piece...)
	ws = append(ws, p.words[p.cell:]...)
	p.words = ws
	p.cell += len(piece)
	p.cellGap = p.cellGap || dateCell(ws[:p.cell])
	return p
}

// dateCell says whether a margin cell is a date: years, month and season
// names, dashes and the words that close a range, and a year among them
// ("2019", "Sep 2018 – May 2023", "2021 – present"). A column gap after
// it lets the parser read the date apart from the entry beside it, even
// where the column leaves less than an em between them.
func dateCell(ws []word) bool {
	year := false
	for _, w := range ws {
		t := strings.ToLower(strings.Trim(string(w.text), ".,;:()"))
		switch {
		case isYear(t):
			year = true
		case monthWords[t] || dateEnds[t] || t == "" || t == "-" || t == "–" || t == "—":
		default:
			return false
		}
	}
	return year
}

// isYear says whether t is a year, alone or with its month ("2019",
// "2019-09", "09/2019").
func isYear(t string) bool {
	digits := 0
	for _, r := range t {
		switch {
		case unicode.IsDigit(r):
			digits++
		case r != '-' && r != '/' && r != '–':
			return false
		}
	}
	return digits >= 4
}
