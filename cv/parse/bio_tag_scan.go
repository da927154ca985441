package parse

import (
	"strings"
	"unicode/utf8"
)

// bioTagParts reads a tag line under the name ("PhD Student @ Org") as
// the regexp
//
//	(?i)^\W*(.{2,40}?\b(?:student|candidate))\s*(?:@|,|\bat\b)\s*(.+)$
//
// did, without running it: tag and rest are its two groups
// (TestBioTagPartsIsTheRegexp holds the scan to the regexp). The
// leading non-word runes are skipped greedily, then given back one by
// one; for each start the shortest tag (two to forty runes before the
// word) whose tail reads is taken.
func bioTagParts(s string) (tag, rest string, ok bool) {
	var buf [16]int
	starts := append(buf[:0], 0)
	for p := 0; p < len(s); {
		r, w := utf8.DecodeRuneInString(s[p:])
		if bioTagWordRune(r) {
			break
		}
		p += w
		starts = append(starts, p)
	}
	for k := len(starts) - 1; k >= 0; k-- {
		if tag, rest, ok := bioTagFrom(s, starts[k]); ok {
			return tag, rest, true
		}
	}
	return "", "", false
}

// bioTagWordRune reports whether r is in (?i)\w: an ASCII letter, digit
// or '_', or one of the two runes case folding adds to that class, the
// long s (U+017F) and the Kelvin sign (U+212A). Their complement is the
// regexp's (?i)\W; its \b still asks ASCII bytes.
func bioTagWordRune(r rune) bool {
	return r < utf8.RuneSelf && isREWordByte(byte(r)) || r == '\u017f' || r == '\u212a'
}

// bioTagFrom is bioTagParts with the tag starting at start: two to forty
// runes other than a newline, then "student" or "candidate" after a word
// boundary, then a tail that bioTagTail reads.
func bioTagFrom(s string, start int) (tag, rest string, ok bool) {
	p := start
	for n := 1; n <= 40 && p < len(s); n++ {
		r, w := utf8.DecodeRuneInString(s[p:])
		if r == '\n' {
			return "", "", false
		}
		p += w
		if n < 2 || p == len(s) || isREWordByte(s[p-1]) == isREWordByte(s[p]) {
			continue // fewer than two runes, or no word boundary at p
		}
		e := bioTagWordEnd(s, p)
		if e < 0 {
			continue
		}
		if rest, ok := bioTagTail(s, e); ok {
			return s[start:e], rest, true
		}
	}
	return "", "", false
}

// bioTagWordEnd returns the end of "student" or "candidate" at p (case
// folded as the regexp folds it: an 's' is also a long s, U+017F), or -1.
func bioTagWordEnd(s string, p int) int {
	if e := bioTagFoldAt(s, p, "student"); e >= 0 {
		return e
	}
	return bioTagFoldAt(s, p, "candidate")
}

// bioTagFoldAt returns the end of the lower-case ASCII word w at s[p:],
// each letter matched in either case and an 's' also by 'ſ', or -1.
func bioTagFoldAt(s string, p int, w string) int {
	for i := 0; i < len(w); i++ {
		switch {
		case p < len(s) && lowerASCII(s[p]) == w[i]:
			p++
		case w[i] == 's' && strings.HasPrefix(s[p:], "ſ"):
			p += len("ſ")
		default:
			return -1
		}
	}
	return p
}

// bioTagTail reads the tail after the tag, from e:
// \s*(?:@|,|\bat\b)\s*(.+)$. Only the greediest first \s* can be
// followed by '@', ',' or "at"; the second gives back one space when
// nothing else follows, and the rest holds no newline.
func bioTagTail(s string, e int) (string, bool) {
	q := bioTagSpaces(s, e)
	switch {
	case q < len(s) && (s[q] == '@' || s[q] == ','):
		q++
	case bioTagAt(s, q):
		q += 2
	default:
		return "", false
	}
	r := bioTagSpaces(s, q)
	if r == len(s) && r > q {
		r-- // (.+) takes the last space
	}
	if r == len(s) || strings.IndexByte(s[r:], '\n') >= 0 {
		return "", false
	}
	return s[r:], true
}

// bioTagAt reports whether the word "at" (either case) stands at q.
func bioTagAt(s string, q int) bool {
	return q+2 <= len(s) && lowerASCII(s[q]) == 'a' && lowerASCII(s[q+1]) == 't' &&
		(q == 0 || !isREWordByte(s[q-1])) && (q+2 == len(s) || !isREWordByte(s[q+2]))
}

// bioTagSpaces returns the end of the run of \s bytes (tab, newline,
// form feed, carriage return, space) at i.
func bioTagSpaces(s string, i int) int {
	for i < len(s) {
		switch s[i] {
		case '\t', '\n', '\f', '\r', ' ':
			i++
		default:
			return i
		}
	}
	return i
}
