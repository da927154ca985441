package parse

import (
	"strings"

	"github.com/vitae-cv/vitae/cv/parse/names"
)

// markFreeText is names.MarkFree: s holds no mark stripMarks would take
// out, and neither does any piece of it.
func markFreeText(s string) bool { return names.MarkFree(s) }

// trimLeadEllipsis is strings.TrimLeft(s, ".… "), which authorPrefix asks
// of every segment of a list: the cutset holds a rune beyond ASCII, so
// the library decodes and searches for each rune; this reads the bytes
// (TestTrimLeadEllipsis holds the two equal).
func trimLeadEllipsis(s string) string {
	for len(s) > 0 {
		switch {
		case s[0] == '.' || s[0] == ' ':
			s = s[1:]
		case strings.HasPrefix(s, "…"):
			s = s[len("…"):]
		default:
			return s
		}
	}
	return s
}

// stripMarksIn is stripMarks(s) for a piece of a text: when the text was
// markFreeText (free), s is left as it is.
func stripMarksIn(s string, free bool) string {
	if free {
		return s
	}
	return stripMarks(s)
}
