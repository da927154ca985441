package parse

import (
	"strings"
	"unicode/utf8"
)

// Scans for the two patterns of dateWrap, which asks them of every pair
// of lines in turn: reDateTail (a line that is wholly a date tail) and
// reOpenDateEnd (a line that ends open in a month or a year and a dash).
// They read as the patterns (kept in speed_datetail_test.go as the
// oracle, which TestDateTailScans holds them to): letters in either case
// and every rune (?i) folds them to ("ſ" for s, foldAt), \s an ASCII
// space, \d an ASCII digit, \b an ASCII word boundary.

// monthForms are the month names and abbreviations monthNames allows.
var monthForms = []string{
	"jan", "january", "feb", "february", "mar", "march", "apr", "april", "may", "jun", "june",
	"jul", "july", "aug", "august", "sep", "sept", "september", "oct", "october", "nov",
	"november", "dec", "december",
}

// presentForms are the words for now a date tail may hold.
var presentForms = []string{"present", "current", "now", "ongoing"}

// isDateTail is reDateTail.MatchString(t): a date item, perhaps a dash and
// a second item, perhaps a note of 1 to 30 runes in brackets, perhaps a
// full stop, and nothing else.
func isDateTail(t string) bool {
	i := dateItemEnd(t, 0)
	if i < 0 {
		return false
	}
	if j := dashAfter(t, i); j > 0 {
		if k := dateItemEnd(t, skipRegexpSpaces(t, j)); k > 0 && tailNoteEnds(t, k) {
			return true
		}
	}
	return tailNoteEnds(t, i)
}

// dashAfter is the end of the dash after \s* at i, -1 when there is none.
func dashAfter(t string, i int) int {
	i = skipRegexpSpaces(t, i)
	r, n := utf8.DecodeRuneInString(t[i:])
	if n > 0 && isDateDash(r) {
		return i + n
	}
	return -1
}

// isDateDash reports whether r is one of [-–—].
func isDateDash(r rune) bool { return r == '-' || r == '–' || r == '—' }

// tailNoteEnds reports whether t from i is a date tail's end: \s*, a
// bracketed note of 1 to 30 runes and no bracket, then an optional full
// stop; or the full stop alone.
func tailNoteEnds(t string, i int) bool {
	if j := skipRegexpSpaces(t, i); j < len(t) && t[j] == '(' {
		k, n := j+1, 0
		for k < len(t) && t[k] != '(' && t[k] != ')' {
			_, size := utf8.DecodeRuneInString(t[k:])
			k += size
			n++
		}
		if n >= 1 && n <= 30 && k < len(t) && t[k] == ')' && stopEnds(t, k+1) {
			return true
		}
	}
	return stopEnds(t, i)
}

// stopEnds reports whether t from i is nothing or a full stop.
func stopEnds(t string, i int) bool {
	return i == len(t) || i+1 == len(t) && t[i] == '.'
}

// dateItemEnd is the end of the date item at t[i:] (a four-digit number,
// perhaps after a month and a full stop and spaces, or a word for now),
// -1 when there is none. Only one form can match at a place: the months
// and the words for now differ before their ends, and a month's longer
// form goes on with a letter where the shorter one needs "." or a space.
func dateItemEnd(t string, i int) int {
	if digitsAt(t, i, 4) {
		return i + 4
	}
	for _, w := range presentForms {
		if e := foldAt(t, i, w); e > 0 {
			return e
		}
	}
	for _, m := range monthForms {
		e := foldAt(t, i, m)
		if e < 0 {
			continue
		}
		if e < len(t) && t[e] == '.' {
			e++
		}
		if j := skipRegexpSpaces(t, e); j > e && digitsAt(t, j, 4) {
			return j + 4
		}
	}
	return -1
}

// digitsAt reports whether t holds n ASCII digits from i.
func digitsAt(t string, i, n int) bool {
	if i+n > len(t) {
		return false
	}
	for _, c := range []byte(t[i : i+n]) {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}

// isOpenDateEnd is reOpenDateEnd.MatchString(t): t ends with a month
// name after a word boundary (perhaps with a full stop), or with a
// four-digit number standing as a word and a dash after \s*. The
// pattern's optional month before the number changes nothing: the
// spaces after it are a word boundary already.
func isOpenDateEnd(t string) bool {
	end := len(t)
	if strings.HasSuffix(t, ".") {
		end--
	}
	for _, m := range monthForms {
		if i := foldBefore(t, end, m); i >= 0 && reBoundary(t, i) {
			return true
		}
	}
	r, n := utf8.DecodeLastRuneInString(t)
	if n == 0 || !isDateDash(r) {
		return false
	}
	i := spacesBefore(t, len(t)-n) - 4
	return i >= 0 && digitsAt(t, i, 4) && !(i > 0 && isREWord(t[i-1]))
}

// reBoundary reports whether \b holds at t[i]: one of the bytes either
// side is in \w and the other not (a "ſ" is not in \w, so \b holds
// before it only after a word byte).
func reBoundary(t string, i int) bool {
	before := i > 0 && isREWord(t[i-1])
	after := i < len(t) && isREWord(t[i])
	return before != after
}

// expectedWords are the words of reExpected, in its order.
var expectedWords = []string{"expected", "anticipated", "est."}

// expectedEnd is the end of reExpected's match at the start of rest, -1
// for none: at most three runes of \W, then "expected", "anticipated"
// or "est." in any case. The words open with a byte in \w, so the runes
// before them are all the runes of \W that open rest. Under (?i), \W
// is the class folded, then negated: "ſ" and the Kelvin sign fold into
// \w, so neither is in it.
func expectedEnd(rest string) int {
	i := 0
	for k := 0; i < len(rest); k++ {
		r, n := utf8.DecodeRuneInString(rest[i:])
		if r < utf8.RuneSelf && isREWord(byte(r)) {
			break
		}
		if r == 'ſ' || r == 'K' {
			return -1 // (?i) folds them into \w: not in \W, and no word opens with them
		}
		if k == 3 {
			return -1
		}
		i += n
	}
	for _, w := range expectedWords {
		if e := foldAt(rest, i, w); e > 0 {
			return e
		}
	}
	return -1
}
