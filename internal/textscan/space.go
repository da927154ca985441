package textscan

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// IsSpaceByte reports whether c is ASCII white space as unicode.IsSpace
// sees it: space, \t, \n, \v, \f, \r. The bytes above space, most of
// any text, are let go by the first comparison; \t to \r are one range.
func IsSpaceByte(c byte) bool {
	return c <= ' ' && (c == ' ' || c >= '\t' && c <= '\r')
}

// IsRESpace reports whether c is in the regexp class \s: space, \t, \n,
// \f, \r (ASCII white space without \v), tested as IsSpaceByte is.
func IsRESpace(c byte) bool {
	return c <= ' ' && (c == ' ' || c >= '\t' && c <= '\r' && c != '\v')
}

// SkipRESpace returns the offset of the first byte of s at or after i
// that is not \s (IsRESpace); len(s) when there is none.
func SkipRESpace(s string, i int) int {
	for i < len(s) && IsRESpace(s[i]) {
		i++
	}
	return i
}

// SpaceAt reports whether white space (unicode.IsSpace) starts at s[i],
// and its length in bytes; a byte that cannot start white space counts
// as one non-space byte. Beyond ASCII, only runes led by the bytes 0xC2,
// 0xE1, 0xE2 and 0xE3 are white space, and those bytes never sit inside
// another rune, so stepping byte by byte elsewhere finds the same runs.
func SpaceAt(s string, i int) (bool, int) {
	switch c := s[i]; {
	case c < utf8.RuneSelf:
		return IsSpaceByte(c), 1
	case c != 0xC2 && c != 0xE1 && c != 0xE2 && c != 0xE3:
		return false, 1
	}
	r, w := utf8.DecodeRuneInString(s[i:])
	return unicode.IsSpace(r), w
}

// IsWhite reports whether s holds only white space, as strings.TrimSpace
// sees it, without allocating; "" counts as white.
func IsWhite(s string) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c >= utf8.RuneSelf {
			return strings.TrimSpace(s[i:]) == ""
		} else if !IsSpaceByte(c) {
			return false
		}
	}
	return true
}
