package linerole

import "strings"

// Scanners for the year and page-range patterns, which ask about most
// lines of a citation: each finds what its pattern finds, in one pass
// and without the regexp machine (TestYearScans holds them to reYear
// and rePageRange on fictional lines and random joins).

// yearAt reports whether reYear (\b(19|20)\d\d\b) matches at s[i]: "19"
// or "20" and two ASCII digits, with no ASCII word byte either side (\b
// reads only ASCII letters, digits and "_" as word runes).
func yearAt(s string, i int) bool {
	if i+4 > len(s) || !(s[i] == '1' && s[i+1] == '9' || s[i] == '2' && s[i+1] == '0') {
		return false
	}
	return isDigit(s[i+2]) && isDigit(s[i+3]) &&
		(i == 0 || !isASCIIWord(s[i-1])) && (i+4 == len(s) || !isASCIIWord(s[i+4]))
}

// countYears is len(reYear.FindAllString(s, -1)): the matches, left to
// right, none overlapping.
func countYears(s string) int {
	n := 0
	for i := 0; i+4 <= len(s); i++ {
		if yearAt(s, i) {
			n++
			i += 3
		}
	}
	return n
}

// dropYears is reYear.ReplaceAllString(text, ""); pair says whether text
// holds "19" or "20" (hasYearPair), without which there is no year to
// drop.
func dropYears(text string, pair bool) string {
	if !pair {
		return text
	}
	var b strings.Builder
	last := 0
	for i := 0; i+4 <= len(text); i++ {
		if yearAt(text, i) {
			if last == 0 {
				b.Grow(len(text))
			}
			b.WriteString(text[last:i])
			last = i + 4
			i += 3
		}
	}
	if last == 0 {
		return text
	}
	b.WriteString(text[last:])
	return b.String()
}

// hasPageRange is rePageRange.MatchString(s) (\b\d{1,5}\s*[-–]\s*\d{1,5}\b):
// a run of one to five ASCII digits after no word byte, white space, a
// hyphen or an en dash, white space, and a run of one to five digits
// before no word byte. A run of digits is matched whole or not at all:
// \b keeps a match from starting or ending inside one.
func hasPageRange(s string) bool {
	for p := 0; p < len(s); p++ {
		if !isDigit(s[p]) || p > 0 && isASCIIWord(s[p-1]) {
			continue
		}
		q := digitsEnd(s, p)
		if q-p <= 5 && rangeAfter(s, q) {
			return true
		}
		p = q - 1 // no match starts inside the run
	}
	return false
}

// rangeAfter reports whether s[q:] opens with white space, a dash, white
// space and one to five digits followed by no word byte.
func rangeAfter(s string, q int) bool {
	k := skipRegexpSpace(s, q)
	switch {
	case k < len(s) && s[k] == '-':
		k++
	case strings.HasPrefix(s[k:], "–"):
		k += len("–")
	default:
		return false
	}
	k = skipRegexpSpace(s, k)
	r := digitsEnd(s, k)
	return r > k && r-k <= 5 && (r == len(s) || !isASCIIWord(s[r]))
}

// digitsEnd is the end of the run of ASCII digits at s[i].
func digitsEnd(s string, i int) int {
	for i < len(s) && isDigit(s[i]) {
		i++
	}
	return i
}

// skipRegexpSpace is the end of the run of \s (Go's: tab, newline, form
// feed, carriage return, space) at s[i].
func skipRegexpSpace(s string, i int) int {
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

// isDigit reports whether c is an ASCII digit (\d).
func isDigit(c byte) bool { return c >= '0' && c <= '9' }
