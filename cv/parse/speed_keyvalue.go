package parse

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Scans for three small anchored patterns of the entry readers, each
// asked of most entry lines: rePlaceCode (a state code, perhaps with a
// ZIP code), reParenTail (a bracket closing a text) and reKeyValue
// ("Key: value"). The patterns are kept in speed_keyvalue_test.go as the
// oracle TestKeyValueScans holds the scans to.

// isPlaceCode is rePlaceCode.MatchString(p): two capitals, perhaps then
// \s+ and five digits, and nothing else.
func isPlaceCode(p string) bool {
	if len(p) < 2 || p[0] < 'A' || p[0] > 'Z' || p[1] < 'A' || p[1] > 'Z' {
		return false
	}
	if len(p) == 2 {
		return true
	}
	i := skipRegexpSpaces(p, 2)
	return i > 2 && i+5 == len(p) && digitsAt(p, i, 5)
}

// parenTailStart is where reParenTail's match in s starts, -1 for none:
// the match is a bracket and what it holds up to the ")" that only \s
// follows, with no ")" inside; the leftmost such match opens at the
// first "(" after the ")" before it (a "(" may stand inside), and takes
// the \s run before that.
func parenTailStart(s string) int {
	e := strings.TrimRight(s, " \t\n\f\r")
	if !strings.HasSuffix(e, ")") {
		return -1
	}
	body := e[:len(e)-1]
	from := strings.LastIndexByte(body, ')') + 1
	open := strings.IndexByte(body[from:], '(')
	if open < 0 {
		return -1
	}
	return spacesBefore(s, from+open)
}

// isKeyValueScan is reKeyValue.MatchString(t): 2 to 30 runes of [\p{L}
// /&.-], \s*, a colon (":" or "："), \s*, and a rune not \s. The runes
// taken may end inside the run of such runes only where the rest of the
// run is spaces (the one rune both the run and \s hold).
func isKeyValueScan(t string) bool {
	i, n, lastSolid := 0, 0, 0 // bytes, runes, runes up to the last non-space
	for i < len(t) {
		r, size := utf8.DecodeRuneInString(t[i:])
		if !isKeyRune(r) {
			break
		}
		i += size
		n++
		if r != ' ' {
			lastSolid = n
		}
	}
	if max(2, lastSolid) > min(30, n) {
		return false
	}
	i = skipRegexpSpaces(t, i)
	switch {
	case strings.HasPrefix(t[i:], ":"):
		i++
	case strings.HasPrefix(t[i:], "："):
		i += len("：")
	default:
		return false
	}
	i = skipRegexpSpaces(t, i)
	return i < len(t)
}

// isKeyRune reports whether r is in reKeyValue's class [\p{L} /&.-].
func isKeyRune(r rune) bool {
	switch r {
	case ' ', '/', '&', '.', '-':
		return true
	}
	if r < utf8.RuneSelf {
		return r|0x20 >= 'a' && r|0x20 <= 'z'
	}
	return unicode.IsLetter(r)
}

// dropParenTail is reParenTail.ReplaceAllString(s, ""): s without the
// bracket that closes it (the pattern, anchored at the end, matches once
// at most).
func dropParenTail(s string) string {
	if i := parenTailStart(s); i >= 0 {
		return s[:i]
	}
	return s
}
