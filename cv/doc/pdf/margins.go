package pdf

import "unicode"

// A date or label set in a narrow margin column beside its entry wraps
// inside that column: "Sep 2018 – May" on the entry's line, "2023" on
// the line below, alone or beside the entry's second line. The wrapped
// piece belongs to the margin cell above it, not to the line it sits on:
// joinMarginWraps moves it up, so the date stays whole beside its entry.
// The wrap is told by geometry and one text cue: the piece starts where
// the cell above starts, sits one leading below it, its first word would
// not have fitted before the gutter, it is shorter than the cell (fewer
// words, narrower), and the cell above is left open (it ends with a dash
// or a word, as "May" or "–", not with a year or a closing bracket); a
// piece with text of its own beside it only when the cell ends in a dash.
const (
	// cellGap is the least gap (ems) between a margin cell and the
	// entry beside it: wider than any word space.
	cellGap = 0.75
	// wrapLeading is the most a wrapped piece sits below its cell, in
	// body leadings.
	wrapLeading = 1.3
)

// joinMarginWraps moves each wrapped margin piece of a page up into the
// margin cell it continues, dropping a line left empty.
func joinMarginWraps(lines []pline, m metrics) []pline {
	out := lines[:0:0]
	for _, l := range lines {
		if n := len(out); n > 0 {
			if k, ok := marginWrap(out[n-1], l, m); ok {
				var rest []word
				out[n-1], rest = moveUp(out[n-1], l, k)
				if len(rest) == 0 {
					continue
				}
				l = part(l, rest)
			}
		}
		out = append(out, l)
	}
	return out
}

// marginWrap says whether line f starts with a piece wrapped from the
// margin cell of line p, the first k words of p.
func marginWrap(p, f pline, m metrics) (int, bool) {
	if p.repeats || f.repeats || len(f.words) == 0 || f.breakBefore {
		return 0, false
	}
	em := max(p.size, 1)
	k := cellEnd(p, em)
	if k <= 0 || k >= len(p.words) {
		return 0, false
	}
	d := p.base - f.base
	if d <= 0 || d > wrapLeading*m.pitch || abs(f.x0-p.x0) > 0.5*em {
		return 0, false
	}
	content := p.words[k].x0
	if content-p.x0 > p.words[len(p.words)-1].x1-content {
		return 0, false // a wide text and a narrow column right of it (a date set flush right): no margin
	}
	piece := f.words[0]
	if piece.x1 > content-0.5*em || !openCell(p.words[k-1].text) {
		return 0, false
	}
	fits := p.words[k-1].x1+0.3*em+(piece.x1-piece.x0) < content-0.5*em
	if fits || !shorterThanCell(p, f, k, content) {
		return 0, false
	}
	// beside text of its own, the piece may be the next entry's date
	// ("2023" under "2024 – present"): only a cell ending in a dash is
	// surely unfinished
	if f.words[len(f.words)-1].x1 >= content && !endsInDash(p.words[k-1].text) {
		return 0, false
	}
	return k, true
}

// endsInDash says whether word t ends with a hyphen or dash.
func endsInDash(t []rune) bool {
	if len(t) == 0 {
		return false
	}
	r := t[len(t)-1]
	return r == '-' || r == '–' || r == '—'
}

// shorterThanCell says whether the piece of f in p's margin column has
// fewer words than p's margin cell (its first k words) and is narrower:
// the end of a wrapped cell, not a cell of its own ("Sep 2023 – Aug" under
// "Sep 2025 – now" is the next entry's date).
func shorterThanCell(p, f pline, k int, content float64) bool {
	n, x1 := 0, f.x0
	for _, w := range f.words {
		if w.x1 >= content {
			break
		}
		n, x1 = n+1, w.x1
	}
	return n < k && x1-f.x0 < p.words[k-1].x1-p.words[0].x0
}

// cellEnd is the number of words of p before its first gap wider than
// cellGap ems: its margin cell (0 when it has no such gap).
func cellEnd(p pline, em float64) int {
	for i := 1; i < len(p.words); i++ {
		if p.words[i].x0-p.words[i-1].x1 > cellGap*em {
			return i
		}
	}
	return 0
}

// openCell says whether a cell ending in word t is left open: it ends
// with a dash or a letter, not a digit or closing punctuation.
func openCell(t []rune) bool {
	if len(t) == 0 {
		return false
	}
	return endsInDash(t) || unicode.IsLetter(t[len(t)-1])
}

// moveUp puts the words of f that sit in p's margin column (left of its
// first content word, p.words[k]) after p's margin cell, and returns p
// and the words of f left behind.
func moveUp(p, f pline, k int) (pline, []word) {
	content := p.words[k].x0
	var piece, rest []word
	for _, w := range f.words {
		if w.x1 < content && len(rest) == 0 {
			piece = append(piece, w)
		} else {
			rest = append(rest, w)
		}
	}
	ws := make([]word, 0, len(p.words)+len(piece))
	ws = append(ws, p.words[:k]...)
	ws = append(ws, piece...)
	ws = append(ws, p.words[k:]...)
	p.words = ws
	return p, rest
}
