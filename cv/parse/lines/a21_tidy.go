package lines

import "unicode/utf8"

// tidyRunes reads s from i to at least end as tidyBytes reads it (a
// rune read whole may take it past end), prevSpace saying whether the
// byte before s[i] is a space. It returns where it stopped, whether
// the byte before is a space, and false when s is not tidy.
func tidyRunes(s string, i, end int, prevSpace bool) (int, bool, bool) {
	for i < end {
		switch tidyClass[s[i]] {
		case tidyOK:
			prevSpace = false
			i++
		case tidySpace:
			if prevSpace {
				return i, false, false
			}
			prevSpace = true
			i++
		case tidyBad:
			return i, false, false
		case tidyLead:
			if whiteRuneAt(s, i) { // a23c_white.go
				return i, false, false
			}
			_, w := utf8.DecodeRuneInString(s[i:])
			prevSpace = false
			i += w
		}
	}
	return i, prevSpace, true
}

// le64 is the first eight bytes of b as a little-endian word (one load).
func le64(b string) uint64 {
	_ = b[7]
	return uint64(b[0]) | uint64(b[1])<<8 | uint64(b[2])<<16 | uint64(b[3])<<24 |
		uint64(b[4])<<32 | uint64(b[5])<<40 | uint64(b[6])<<48 | uint64(b[7])<<56
}
