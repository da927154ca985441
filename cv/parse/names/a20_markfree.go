package names

import (
	"strings"
	"unicode/utf8"
)

// markFreeLead is markLead with 'q' added: the bytes at which
// StripMarks's two tests (a mark, or "qual" for reEqualNote) can start,
// so that one pass over a text answers both (MarkFree).
var markFreeLead = func() (t [256]bool) {
	t = markLead
	t['q'] = true
	return t
}()

// MarkFree reports whether StripMarks leaves s as it is because s holds
// no mark, no "^" and no "qual": !strings.Contains(s, "qual") &&
// !hasMark(s) in one pass (TestMarkFree holds the two equal). What holds
// for s holds for every piece of it and for pieces of it joined by
// spaces, commas or other ASCII punctuation, which is how the author-list
// readers use it: asked once of a list, it spares StripMarks on each of
// its segments and names.
func MarkFree(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !markFreeLead[c] {
			continue
		}
		if c == 'q' {
			if strings.HasPrefix(s[i:], "qual") {
				return false
			}
			continue
		}
		if c < utf8.RuneSelf {
			return false
		}
		if r, _ := utf8.DecodeRuneInString(s[i:]); isMarkRune(r) {
			return false
		}
	}
	return true
}

// stripMarksFree is StripMarks(s) for a piece of a text known to be
// MarkFree (free), which it leaves as it is.
func stripMarksFree(s string, free bool) string {
	if free {
		return s
	}
	return StripMarks(s)
}

// IsNameListOf is IsNameList(l.Names), sparing StripMarks on each name of
// a list whose text was MarkFree (l.markFree).
func IsNameListOf(l List) bool {
	if !l.markFree {
		return IsNameList(l.Names)
	}
	return isNameListBy(l.Names, isNameMarkFree)
}

// isNameMarkFree is IsName for a name known to hold no mark.
func isNameMarkFree(s string) bool { return IsBareName(strings.TrimSpace(s)) }

// CleanOf is Clean(a) for a name of the list l. When l's text was
// MarkFree, a holds no mark, and so no mark of equal contribution (those
// are marks too): it is only trimmed and cleaned, with no scan for marks.
func CleanOf(l List, a string) (name string, equal bool) {
	if !l.markFree {
		return Clean(a)
	}
	return cleanBare(strings.TrimSpace(a)), false
}
