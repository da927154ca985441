package pdf

import "golang.org/x/text/unicode/norm"

// combining maps a spacing accent, as TeX sets one over a letter, to its
// combining mark.
var combining = map[rune]rune{
	'´': '\u0301', '`': '\u0300', '¨': '\u0308', 'ˆ': '\u0302', '˜': '\u0303',
	'¸': '\u0327', 'ˇ': '\u030c', '˘': '\u0306', '˙': '\u0307', '˚': '\u030a',
	'¯': '\u0304', '˝': '\u030b', '˛': '\u0328',
}

// composeAccents puts a spacing accent drawn over (or under) a letter of
// the same line onto that letter: "e" under "´" becomes "é". The line's
// glyphs are sorted left to right; an accent with no letter under its
// middle stays as it is.
func composeAccents(line []glyph) []glyph {
	out := line[:0]
	for i := 0; i < len(line); i++ {
		g := line[i]
		mark, isAccent := combining[g.r]
		if !isAccent {
			out = append(out, g)
			continue
		}
		mid := (g.x0 + g.x1) / 2
		switch {
		case len(out) > 0 && covers(out[len(out)-1], mid):
			out[len(out)-1].r = compose(out[len(out)-1].r, mark)
		case i+1 < len(line) && covers(line[i+1], mid):
			line[i+1].r = compose(line[i+1].r, mark)
		default:
			out = append(out, g)
		}
	}
	return out
}

// covers says whether x lies over glyph g.
func covers(g glyph, x float64) bool { return x >= g.x0 && x <= g.x1 && g.r != ' ' }

// compose returns letter r with mark as one character, or r when Unicode
// has no such character.
func compose(r, mark rune) rune {
	s := norm.NFC.String(string([]rune{r, mark}))
	rs := []rune(s)
	if len(rs) == 1 {
		return rs[0]
	}
	return r
}
