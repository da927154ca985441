package parse

import (
	"strings"
	"unicode/utf8"
)

// sentenceBreak returns the offset of the first period in s that ends a
// word of two letters or more with a lower-case letter in it ("Gantt. The
// title"), which no name has inside; -1 when there is none. The periods
// followed by a space are found by strings.Index, not byte by byte
// (TestSentenceBreakIndex holds it to the byte loop).
func sentenceBreak(s string) int {
	for i := 2; i+1 < len(s); i++ {
		k := strings.Index(s[i:], ". ")
		if k < 0 {
			return -1
		}
		i += k
		w := s[strings.LastIndexByte(s[:i], ' ')+1 : i]
		if len(w) >= 2 && notAllUpper(w) {
			return i
		}
	}
	return -1
}

// bareSegment is strings.TrimSpace(stripMarks(trim)), an author
// segment's bare text: a segment is trimmed already, and holds no mark
// as a rule, so the text stripMarks gives back is trimmed only when an
// end of it is not a plain ASCII byte other than white space.
func bareSegment(trim string) string {
	b := stripMarks(trim)
	if b == "" || plainEdge(b[0]) && plainEdge(b[len(b)-1]) {
		return b
	}
	return strings.TrimSpace(b)
}

// plainEdge reports whether c, the first or last byte of a text, keeps
// strings.TrimSpace from trimming at that end: an ASCII byte that is no
// white space (the bytes of a rune beyond ASCII may be a space's).
func plainEdge(c byte) bool {
	return c < utf8.RuneSelf && c != ' ' && (c < '\t' || c > '\r')
}
