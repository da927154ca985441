package textscan

import (
	"unicode"
	"unicode/utf8"
)

// Field scans: strings.Fields' cuts without its slice.

// NextField returns the bounds of the next field of s at or after i, as
// strings.Fields cuts them (at white space), sep counting as white space
// too; a == b when there is none. sep is an ASCII byte.
func NextField(s string, i int, sep byte) (a, b int) {
	for i < len(s) {
		if c := s[i]; c < utf8.RuneSelf { // ASCII: no call (sep is ASCII)
			if c != sep && !IsSpaceByte(c) {
				break
			}
			i++
			continue
		}
		sp, w := SpaceAt(s, i)
		if !sp {
			break
		}
		i += w
	}
	a = i
	for i < len(s) {
		if c := s[i]; c < utf8.RuneSelf {
			if c == sep || IsSpaceByte(c) {
				break
			}
			i++
			continue
		}
		sp, w := SpaceAt(s, i)
		if sp {
			break
		}
		i += w
	}
	return a, i
}

// FirstField returns strings.Fields(s)[0] ("" when there is none) and
// whether s has more fields.
func FirstField(s string) (string, bool) {
	a, b := NextField(s, 0, ' ')
	c, d := NextField(s, b, ' ')
	return s[a:b], c < d
}

// FieldCount is len(strings.Fields(s)).
func FieldCount(s string) int {
	n := 0
	for i := 0; ; n++ {
		a, b := NextField(s, i, ' ')
		if a == b {
			return n
		}
		i = b
	}
}

// FirstRune returns the first rune of s and its offset (0, 0 for "").
func FirstRune(s string) (rune, int) {
	for i, r := range s {
		return r, i
	}
	return 0, 0
}

// IsWordRune reports whether r is a letter or a digit. Two blocks CV
// text draws on beyond Latin-1 are answered without the Unicode tables:
// General Punctuation (U+2000-U+206F: dashes, quotes, bullets) holds no
// letter or digit, Latin Extended-A (U+0100-U+017F) only letters
// (TestIsWordRuneEveryRune holds it to the tables for every rune).
func IsWordRune(r rune) bool {
	switch {
	case r >= 0x2000 && r <= 0x206f:
		return false
	case r >= 0x100 && r <= 0x17f:
		return true
	}
	return unicode.IsLetter(r) || unicode.IsDigit(r)
}
