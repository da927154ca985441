package lines

import "strings"

// keep returns a copy of s from the arena (nil: allocated), its capacity
// clipped so that appending to it never writes into the arena; nil for
// an empty s. Span texts gathered on the stack are kept here, one slice
// of the arena's for a line's spans instead of one allocation each.
func (a *cellArena) keep(s []string) []string {
	if len(s) == 0 {
		return nil
	}
	if a == nil {
		return append([]string(nil), s...)
	}
	if cap(a.buf)-len(a.buf) < len(s) {
		a.buf = make([]string, 0, max(256, len(s)))
	}
	start := len(a.buf)
	a.buf = append(a.buf, s...)
	return a.buf[start:len(a.buf):len(a.buf)]
}

// appendBoldSpans is boldSpans appending to dst: the texts of the bold
// spans of r, left to right.
func appendBoldSpans(dst []string, r string) []string {
	marks := newMarkScan(r)
	for i := marks.next(0); i >= 0 && i+1 < len(r); i = marks.next(i) {
		c := r[i]
		if r[i+1] == c {
			j := strings.IndexByte(r[i+2:], c) + i + 2 // the first marker after the opening pair
			if j > i+2 && j+1 < len(r) && r[j+1] == c {
				dst = append(dst, r[i+2:j])
				i = j + 2
				continue
			}
		}
		i++
	}
	return dst
}

// appendItalicSpans is italicSpans appending to dst.
func appendItalicSpans(dst []string, s string) []string {
	var pb [8][2]int // on the stack for the usual line
	for _, pr := range appendEmphasisPairs(pb[:0], s) {
		if t := cleanText(StripEmphasis(s[pr[0]+1 : pr[1]])); t != "" {
			dst = append(dst, t)
		}
	}
	return dst
}

// boldSpans returns the texts of the bold spans of r, "**text**" or
// "__text__" with no marker character inside, left to right: what
// reBoldSpan finds (a scanner, as the regexp backtracks).
func boldSpans(r string) []string { return appendBoldSpans(nil, r) }
