package parse

import (
	"unicode"
	"unicode/utf8"
)

// placeRunes counts the commas of s and reports whether its other runes
// are all letters, spaces, dots, apostrophes and hyphens (" .'’-"): the
// rune test of placeShaped, with the ASCII bytes tested by value instead
// of through unicode.IsLetter and a search of the allowed marks.
func placeRunes(s string) (commas int, ok bool) {
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			switch {
			case c == ',':
				commas++
			case isASCIILetter(c) || c == ' ' || c == '.' || c == '\'' || c == '-':
			default:
				return commas, false
			}
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if !unicode.IsLetter(r) && r != '’' {
			return commas, false
		}
		i += size
	}
	return commas, true
}
