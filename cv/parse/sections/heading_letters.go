package sections

import (
	"unicode"
	"unicode/utf8"
)

// letterCounts reads t once for what headingCandidate asks of its runes:
// how many are letters, how many of those upper case, and whether one is
// a digit (unicode.IsLetter, IsUpper, IsDigit). An ASCII byte is
// classed by its value; only a rune beyond ASCII is decoded.
func letterCounts(t string) (letters, upper int, digit bool) {
	for i := 0; i < len(t); {
		c := t[i]
		if c < utf8.RuneSelf {
			switch {
			case 'A' <= c && c <= 'Z':
				letters++
				upper++
			case 'a' <= c && c <= 'z':
				letters++
			case '0' <= c && c <= '9':
				digit = true
			}
			i++
			continue
		}
		r, w := utf8.DecodeRuneInString(t[i:])
		switch {
		case unicode.IsDigit(r):
			digit = true
		case unicode.IsLetter(r):
			letters++
			if unicode.IsUpper(r) {
				upper++
			}
		}
		i += w
	}
	return letters, upper, digit
}
