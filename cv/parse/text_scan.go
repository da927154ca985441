package parse

import "unicode/utf8"

// Field scans of the readers of entries, without strings.Fields' slice.

// nextField returns the bounds of the next field of s at or after i, as
// strings.Fields cuts them (at white space), sep counting as white space
// too; a == b when there is none.
// sep is an ASCII byte.
func nextField(s string, i int, sep byte) (a, b int) {
	for i < len(s) {
		if c := s[i]; c < utf8.RuneSelf { // ASCII: no call (sep is ASCII)
			if c != sep && !isSpaceByte(c) {
				break
			}
			i++
			continue
		}
		sp, w := spaceAt(s, i)
		if !sp {
			break
		}
		i += w
	}
	a = i
	for i < len(s) {
		if c := s[i]; c < utf8.RuneSelf {
			if c == sep || isSpaceByte(c) {
				break
			}
			i++
			continue
		}
		sp, w := spaceAt(s, i)
		if sp {
			break
		}
		i += w
	}
	return a, i
}

// firstField returns strings.Fields(s)[0] ("" when there is none) and
// whether s has more fields.
func firstField(s string) (string, bool) {
	a, b := nextField(s, 0, ' ')
	c, d := nextField(s, b, ' ')
	return s[a:b], c < d
}

// fieldCount is len(strings.Fields(s)).
func fieldCount(s string) int {
	n := 0
	for i := 0; ; n++ {
		a, b := nextField(s, i, ' ')
		if a == b {
			return n
		}
		i = b
	}
}

// isYearParen reports whether s opens with a year in brackets: "(2020)".
func isYearParen(s string) bool {
	if len(s) < 6 || s[0] != '(' || s[5] != ')' {
		return false
	}
	for i := 1; i < 5; i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return s[1] == '1' || s[1] == '2'
}
