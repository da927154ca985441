package parse

import (
	"unicode"
	"unicode/utf8"
)

// findDegree finds what reDegree finds, returning its group's span: the
// first degree form (in degreeOrder, longest first) that stands as a
// whole word, at the first place one does. It tries the forms at the
// start and after each rune that is not a letter, as the regexp's
// (?:^|[^\p{L}]) does, without running the regexp's large alternation
// over every offset.
func findDegree(s string) (start, end int, ok bool) {
	for p := 0; p < len(s); {
		r, w := utf8.DecodeRuneInString(s[p:])
		if p == 0 {
			if e, ok := degreeFormAt(s, 0); ok {
				return 0, e, true
			}
		}
		if !unicode.IsLetter(r) {
			if e, ok := degreeFormAt(s, p+w); ok {
				return p + w, e, true
			}
		}
		p += w
	}
	if len(s) == 0 {
		if e, ok := degreeFormAt(s, 0); ok {
			return 0, e, true
		}
	}
	return 0, 0, false
}

// degreeFormAt returns the end of the first form of degreeOrder that
// matches at offset i of s and is followed by the end of s or a rune
// that is not a letter.
func degreeFormAt(s string, i int) (int, bool) {
	if i < len(s) && s[i] < 0x80 {
		for _, k := range degreeByFirst[s[i]] {
			if e, ok := formFrom(s, i, degreeOrder[k]); ok {
				return e, true
			}
		}
		return 0, false
	}
	for _, f := range degreeOrder {
		if e, ok := formFrom(s, i, f); ok {
			return e, true
		}
	}
	return 0, false
}

// formFrom matches the rest of a form f at offset i of s as the regexp
// does: letters ignoring case (simple folding: "ſ" is an "s" and the
// Kelvin sign a "k"), other bytes as written, a space as an optional
// white space (\s?, tried taken first), then a word end.
func formFrom(s string, i int, f string) (int, bool) {
	for j := 0; j < len(f); j++ {
		c := f[j]
		if c == ' ' {
			if i < len(s) && isRESpace(s[i]) {
				if e, ok := formFrom(s, i+1, f[j+1:]); ok {
					return e, true
				}
			}
			continue
		}
		if i >= len(s) {
			return 0, false
		}
		r, w := utf8.DecodeRuneInString(s[i:])
		if !foldsTo(r, c) {
			return 0, false
		}
		i += w
	}
	if i < len(s) {
		if r, _ := utf8.DecodeRuneInString(s[i:]); unicode.IsLetter(r) {
			return 0, false
		}
	}
	return i, true
}

// foldsTo reports whether rune r matches the ASCII pattern byte c under
// (?i): c itself, its other case, or a rune that folds to it.
func foldsTo(r rune, c byte) bool {
	if r == rune(c) {
		return true
	}
	switch {
	case c >= 'a' && c <= 'z':
		return r == rune(c-'a'+'A') || c == 'k' && r == '\u212a' || c == 's' && r == '\u017f'
	case c >= 'A' && c <= 'Z':
		return r == rune(c-'A'+'a') || c == 'K' && r == '\u212a' || c == 'S' && r == '\u017f'
	}
	return false
}
