package lines

import "unicode/utf8"

// anyWideNumber read every line's list number (typedListNumber), for a
// number hardly any text has: most lines open with a letter. A raw line
// read for its number (leadingListNumber) has one only when its first
// byte after the leading spaces may open a bullet, an HTML list item, a
// bracket or the digits: mayLeadNumber rules out every other line by
// that one byte.

// mayLeadNumber reports whether leadingListNumber(r) may find a number:
// false when the first byte of r after its leading spaces is an ASCII
// byte that is no digit and opens no ASCII bullet, "<li" nor "[".
func mayLeadNumber(r string) bool {
	i := skipSpaceRE(r, 0)
	if i >= len(r) {
		return false
	}
	switch c := r[i]; {
	case c >= utf8.RuneSelf, isDigitByte(c):
		return true
	case c == '[', c == '<', c == '-', c == '*', c == '+':
		return true
	}
	return false
}

// mayHaveListNumber is mayLeadNumber for typedListNumber(l, r): a
// heading has no number, and a line whose marker is a number (not a
// bullet) is read by its marker.
func mayHaveListNumber(heading int, list, r string) bool {
	switch {
	case heading > 0:
		return false
	case list == "" || isBulletMark(list):
		return mayLeadNumber(r)
	}
	return true
}
