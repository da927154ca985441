package names

import (
	"strings"
	"unicode/utf8"
)

// trimSegment is strings.Trim(trimHardBreak(strings.TrimSpace(p)), " ."):
// one comma-separated segment of an author list, trimmed. A segment is
// most often a name after ", ": ASCII white space before it, a letter
// at each end of it. Then the four trims take only that white space, and
// the segment is cut after it with no trim run (TestTrimSegment holds the
// two to each other); any other segment is trimmed as before.
func trimSegment(p string) string {
	k := 0
	for k < len(p) && isASCIISpace(p[k]) {
		k++
	}
	if k < len(p) && segmentEdge(p[k]) && segmentEdge(p[len(p)-1]) {
		return p[k:]
	}
	return strings.Trim(trimHardBreak(strings.TrimSpace(p)), " .")
}

// segmentEdge reports whether c, at an end of a segment, is trimmed by
// none of trimSegment's trims: an ASCII byte that is no white space, no
// backslash and no period (a byte of a rune beyond ASCII may be a
// space's).
func segmentEdge(c byte) bool {
	return c < utf8.RuneSelf && !isASCIISpace(c) && c != '\\' && c != '.'
}

// trimSpacePlain is strings.TrimSpace(s), s returned as it is when an
// ASCII byte that is no white space stands at each end of it.
func trimSpacePlain(s string) string {
	if s == "" || s[0] < utf8.RuneSelf && !isASCIISpace(s[0]) && s[len(s)-1] < utf8.RuneSelf && !isASCIISpace(s[len(s)-1]) {
		return s
	}
	return strings.TrimSpace(s)
}

// isASCIISpace reports whether c is one of the ASCII bytes
// strings.TrimSpace trims: '\t', '\n', '\v', '\f', '\r' and ' '.
func isASCIISpace(c byte) bool {
	return c == ' ' || c >= '\t' && c <= '\r'
}
