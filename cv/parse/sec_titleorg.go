package parse

import (
	"strings"
	"unicode/utf8"
)

// titleOrgSplit is what reTitleOrg.FindStringSubmatch(s) gives, as the
// two groups and whether it matched:
//
//	^(.+?)\s*(?:,|\s@\s|\s+at\s+|\s+in\s+|\s+with\s+|\s[-–—|]\s)\s*(.+)$
//
// The title is the shortest run of runes (at least one) after which
// spaces, a separator and a non-empty rest follow. Text with a newline
// (which '.' does not cross but \s does) goes to the regexp.
func titleOrgSplit(s string) (title, org string, ok bool) {
	if strings.IndexByte(s, '\n') >= 0 {
		if m := reTitleOrg.FindStringSubmatch(s); m != nil {
			return m[1], m[2], true
		}
		return "", "", false
	}
	if s == "" {
		return "", "", false
	}
	runEnd := -1 // the end of the run of \s that holds the last e looked at
	for e := runeEnd(s, 0); e < len(s); e = runeEnd(s, e) {
		if runEnd < e {
			runEnd = skipSpaceRE(s, e)
		}
		if rest, found := sepAt(s, e, runEnd); found {
			return s[:e], rest, true
		}
	}
	return "", "", false
}

// runeEnd is the offset just past the rune at s[i] (an invalid byte is a
// rune of one byte, as the regexp reads it).
func runeEnd(s string, i int) int {
	if s[i] < utf8.RuneSelf {
		return i + 1
	}
	_, w := utf8.DecodeRuneInString(s[i:])
	return i + w
}

// sepAt matches \s*(?:SEP)\s*(.+)$ at e, where s[e:k] is white space and
// s[k] is not, returning the group. The leading \s* tries all of the run
// first (only ',' can follow it), then all but one (every other separator
// opens with white space and then needs s[k]).
func sepAt(s string, e, k int) (string, bool) {
	if k < len(s) && s[k] == ',' {
		if rest, ok := tailAt(s, k+1); ok {
			return rest, true
		}
	}
	if k == e || k >= len(s) {
		return "", false
	}
	switch {
	case s[k] == '@':
		if k+1 < len(s) && isSpaceRE(s[k+1]) {
			return tailAt(s, k+2)
		}
	case strings.HasPrefix(s[k:], "at"), strings.HasPrefix(s[k:], "in"), strings.HasPrefix(s[k:], "with"):
		w := 2
		if s[k] == 'w' {
			w = 4
		}
		if q := k + w; q < len(s) && isSpaceRE(s[q]) {
			return tailAt(s, q+1) // \s+ then \s*: one space is the \s+'s
		}
	default:
		for _, d := range []string{"-", "–", "—", "|"} {
			if strings.HasPrefix(s[k:], d) {
				if q := k + len(d); q < len(s) && isSpaceRE(s[q]) {
					return tailAt(s, q+1)
				}
			}
		}
	}
	return "", false
}

// tailAt matches \s*(.+)$ at q: the rest from its first non-space byte,
// or, when only white space is left, its last byte ((.+) takes one).
func tailAt(s string, q int) (string, bool) {
	t := skipSpaceRE(s, q)
	switch {
	case t < len(s):
		return s[t:], true
	case q < len(s):
		return s[len(s)-1:], true
	}
	return "", false
}
