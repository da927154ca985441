package parse

import "github.com/vitae-cv/vitae/internal/textscan"

// phoneScan is rePhone.FindAllString(t, -1) by a scan. The pattern is
// A? B? C, with A = "\+\s?\d{1,3}[\s.-]?" or "\(\+?\d{1,3}\)\s?", B =
// "\(\d{2,4}\)\s?" and C = "\d{2,4}[\s.-]?\d{3,4}[\s.-]?\d{3,4}", every
// piece ASCII: at each offset the choices are tried in the pattern's
// order (each part's own choices first, greedy ones longest first), the
// first that reaches the end of C is the match, and the search goes on
// after it, as leftmost-first matching does (TestPhoneScan holds it to
// the pattern).
func phoneScan(t string) []string {
	var out []string
	for p := 0; p < len(t); {
		if e, ok := phoneAt(t, p); ok {
			out = append(out, t[p:e])
			p = e
			continue
		}
		p++
	}
	return out
}

// phoneAt is the end of rePhone's match that starts at t[p], if any.
func phoneAt(t string, p int) (int, bool) {
	if c := t[p]; c != '+' && c != '(' && !isDigitByte(c) {
		return 0, false
	}
	var ends [16]int // A's ends, in the order they are tried: at most 2×3×2
	for _, a := range phoneLeadEnds(t, p, ends[:0]) {
		if e, ok := phoneAfterLead(t, a); ok {
			return e, true
		}
	}
	return 0, false
}

// phoneLeadEnds appends the ends of A at t[p] in the order they are
// tried: "+" forms, then bracketed forms, then none (p).
func phoneLeadEnds(t string, p int, ends []int) []int {
	switch t[p] {
	case '+':
		qs, n := phoneOptionalAt(t, p+1, textscan.IsRESpace)
		for _, q := range qs[:n] {
			for k := phoneDigits(t, q, 3); k >= 1; k-- {
				r := q + k
				if r < len(t) && phoneSep(t[r]) {
					ends = append(ends, r+1)
				}
				ends = append(ends, r)
			}
		}
	case '(':
		qs, n := phoneOptionalAt(t, p+1, func(c byte) bool { return c == '+' })
		for _, q := range qs[:n] {
			for k := phoneDigits(t, q, 3); k >= 1; k-- {
				if r := q + k; r < len(t) && t[r] == ')' {
					if r+1 < len(t) && textscan.IsRESpace(t[r+1]) {
						ends = append(ends, r+2)
					}
					ends = append(ends, r+1)
				}
			}
		}
	}
	return append(ends, p)
}

// phoneOptionalAt is where "x?" may end at t[i] in the order it is tried
// (the first n of ends): i+1 when t[i] is an x, then i.
func phoneOptionalAt(t string, i int, is func(byte) bool) (ends [2]int, n int) {
	if i < len(t) && is(t[i]) {
		return [2]int{i + 1, i}, 2
	}
	return [2]int{i}, 1
}

// phoneAfterLead reads B? C at t[a]: B's bracketed area code, longest
// first, then none; the first C that follows is the match.
func phoneAfterLead(t string, a int) (int, bool) {
	if a < len(t) && t[a] == '(' {
		for k := phoneDigits(t, a+1, 4); k >= 2; k-- {
			r := a + 1 + k
			if r >= len(t) || t[r] != ')' {
				continue
			}
			if r+1 < len(t) && textscan.IsRESpace(t[r+1]) {
				if e, ok := phoneCore(t, r+2); ok {
					return e, true
				}
			}
			if e, ok := phoneCore(t, r+1); ok {
				return e, true
			}
		}
	}
	return phoneCore(t, a)
}

// phoneCore is the end of C at t[b]: "\d{2,4}[\s.-]?\d{3,4}[\s.-]?\d{3,4}"
// with its choices tried in order; the last digits run as far as they go.
func phoneCore(t string, b int) (int, bool) {
	for k1 := phoneDigits(t, b, 4); k1 >= 2; k1-- {
		ys, ny := phoneOptionalAt(t, b+k1, phoneSep)
		for _, y := range ys[:ny] {
			for k2 := phoneDigits(t, y, 4); k2 >= 3; k2-- {
				ws, nw := phoneOptionalAt(t, y+k2, phoneSep)
				for _, w := range ws[:nw] {
					if k3 := phoneDigits(t, w, 4); k3 >= 3 {
						return w + k3, true
					}
				}
			}
		}
	}
	return 0, false
}

// phoneDigits is the number of ASCII digits at t[i:], at most most.
func phoneDigits(t string, i, most int) int {
	n := 0
	for i+n < len(t) && n < most && isDigitByte(t[i+n]) {
		n++
	}
	return n
}

// phoneSep is [\s.-].
func phoneSep(c byte) bool { return textscan.IsRESpace(c) || c == '.' || c == '-' }
