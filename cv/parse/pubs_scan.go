package parse

import (
	"strings"
	"unicode/utf8"
)

// Literal scans that stand in for, or guard, the regexps of publication
// entries on their hot paths; each is held equal to its regexp by
// pubs_scan_test.go (every sample and corpus line, and a fuzz target).

// What every rePaperAward match holds (ASCII case aside): one of
// awardPhrases ("honorable"/"honourable mention", "test-of-time award",
// "spotlight", "oral presentation", "best of"), or one of awardHeads and
// one of awardNouns ("best student paper", "distinguished artifact").
// Asking for both parts of the second form keeps "doctoral", "testing"
// and "best-effort" away from the regexp.
var (
	awardPhrases = []string{"rable mention", "time award", "spotlight", "top picks", "research highlight", "oral presentation", "best of"}
	awardHeads   = []string{"best", "distinguished", "outstanding"}
	awardNouns   = []string{"paper", "artifact", "presentation", "demo", "poster"}
)

// mayHaveAward is a cheap test that lets most text skip rePaperAward,
// found ignoring ASCII case where no rune of s folds to an ASCII letter
// (see regexpFoldSafe).
func mayHaveAward(s string) bool {
	if !regexpFoldSafe(s) {
		return true
	}
	return awardScanner.found(s) // one pass for the three lists (speed_award.go)
}

// year2 finds what reYear2 finds: the first two digits, standing as the
// end of a word, that follow an ASCII letter or an apostrophe ("NSDI
// '24", "IISWC18", "ATC’19"). It returns the two digits.
func year2(s string) (string, bool) {
	for i := 0; i < len(s); i++ {
		n := 0 // the size of the mark before the digits
		switch c := s[i]; {
		case c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '\'':
			n = 1
		case c == 0xe2 && i+2 < len(s) && s[i+1] == 0x80 && (s[i+2] == 0x99 || s[i+2] == 0x98): // ’ ‘
			n = 3
		default:
			continue
		}
		d := i + n
		if d+2 <= len(s) && isDigitByte(s[d]) && isDigitByte(s[d+1]) && (d+2 == len(s) || !isRegexpWordByte(s[d+2])) {
			return s[d : d+2], true
		}
	}
	return "", false
}

// isRegexpWordByte reports whether b is a word byte of regexp's \b:
// [0-9A-Za-z_].
func isRegexpWordByte(b byte) bool {
	return b >= '0' && b <= '9' || b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' || b == '_'
}

// noiseOpen are the words a parenthesised reNoise note opens with
// ("(acceptance rate 20%)", "(IF: 3.1)"; "citation" covers "citations").
var noiseOpen = []string{"acceptance rate", "impact factor", "if", "accepted", "citation"}

// noiseLinks are the link labels reNoise drops in brackets ("[PDF]").
var noiseLinks = []string{"slides", "pdf", "code", "video", "poster", "bib", "bibtex", "link", "paper", "talk",
	"project", "website", "doi"}

// dropNoiseScan is reNoise.ReplaceAllString(s, "") for text where no rune
// folds to an ASCII letter (regexpFoldSafe): each note, with the white
// space before it, is cut. One pass over the bytes that may open a note;
// the next ")" is looked for once for all the notes.
func dropNoiseScan(s string) string {
	out, _ := dropNoiseWork(s)
	return out
}

// dropNoiseWork is dropNoiseScan, also returning how many bytes it
// searched for a ")" (at most about len(s): the growth test).
func dropNoiseWork(s string) (string, int) {
	var out []byte
	last := 0
	closing := closeFinder{s: s}
	for j := 0; j < len(s); j++ {
		if !noiseOpens[s[j]] {
			continue
		}
		end := noiseAt(s, j, &closing)
		if end == 0 {
			continue
		}
		// the match takes the white space before the note with it, back
		// to the end of the last match
		i := j
		for i > last && isRegexpSpace(s[i-1]) {
			i--
		}
		out = append(out, s[last:i]...)
		last, j = end, end-1
	}
	if out == nil && last == 0 {
		return s, closing.work
	}
	return string(append(out, s[last:]...)), closing.work
}

// noiseOpens are the bytes a reNoise note opens with.
var noiseOpens = [256]bool{'(': true, '[': true, 'd': true, 'D': true}

// noiseAt returns the end of the reNoise note that starts at s[j], or 0.
func noiseAt(s string, j int, closing *closeFinder) int {
	switch s[j] {
	case '(':
		for _, w := range noiseOpen {
			if hasPrefixFold(s[j+1:], w) {
				if k := closing.from(j + 1 + len(w)); k >= 0 {
					return k + 1
				}
				return 0
			}
		}
	case '[':
		for _, w := range noiseLinks {
			if k := j + 1 + len(w); hasPrefixFold(s[j+1:], w) && k < len(s) && s[k] == ']' {
				return k + 1
			}
		}
	case 'd', 'D':
		if (j == 0 || !isRegexpWordByte(s[j-1])) && hasPrefixFold(s[j:], "doi:") {
			k := j + 4
			for k < len(s) && isRegexpSpace(s[k]) {
				k++
			}
			e := k
			for e < len(s) && !isRegexpSpace(s[e]) {
				e++
			}
			if e > k {
				return e
			}
		}
	}
	return 0
}

// closeFinder finds the next ")" at or after a position, remembering its
// last answer: the positions asked grow, so s is searched about once.
type closeFinder struct {
	s      string
	asked  int // the position last asked about (-1: none yet)
	at     int // the first ")" at or after asked, -1 when there is none
	solved bool
	work   int // bytes searched, for the growth test
}

// from returns the index of the first ")" at or after i, or -1.
func (c *closeFinder) from(i int) int {
	if c.solved && c.asked <= i && (c.at < 0 || c.at >= i) {
		return c.at // no ")" between asked and at, so none before at from i
	}
	c.asked, c.solved, c.at = i, true, -1
	k := strings.IndexByte(c.s[i:], ')')
	if k >= 0 {
		c.at = i + k
	}
	c.work += len(c.s) - i
	if k >= 0 {
		c.work -= len(c.s) - c.at - 1
	}
	return c.at
}

// isRegexpSpace reports whether b is white space to regexp's \s:
// [\t\n\f\r ].
func isRegexpSpace(b byte) bool {
	return b == ' ' || b == '\t' || b == '\n' || b == '\f' || b == '\r'
}

// lastYear4 is the last match of reYear4 in s (a year 1950–2099 standing
// as a word), "" when there is none.
func lastYear4(s string) string {
	for i := len(s) - 4; i >= 0; i-- {
		if c := s[i]; (c == '1' || c == '2') && isYearAt(s, i) && !wordByteBefore(s, i) {
			return s[i : i+4]
		}
	}
	return ""
}

// lowerHasPrefix is hasLowerPrefix(s, prefix) lower-casing only the
// first len(prefix) runes of s: strings.ToLower maps rune by rune and
// makes at least a byte of each, so those runes decide the prefix.
func lowerHasPrefix(s, prefix string) bool {
	k := 0
	for n := 0; n < len(prefix) && k < len(s); n++ {
		_, w := utf8.DecodeRuneInString(s[k:])
		k += w
	}
	return hasLowerPrefix(s[:k], prefix)
}

// mayLeadYear reports whether reLeadYear matches s, without the regexp:
// after white space (\s), perhaps '.' or ',', more white space and '(',
// s must go on with 19 or 20 and two digits (what follows is optional).
func mayLeadYear(s string) bool {
	i := skipREspace(s, 0)
	if i < len(s) && (s[i] == '.' || s[i] == ',') {
		i = skipREspace(s, i+1)
	}
	if i < len(s) && s[i] == '(' {
		i++
	}
	return i+4 <= len(s) && (s[i] == '1' && s[i+1] == '9' || s[i] == '2' && s[i+1] == '0') &&
		isDigitByte(s[i+2]) && isDigitByte(s[i+3])
}

// skipREspace returns the index of the first byte from i on that is not
// white space as a regexp's \s reads it (tab, newline, form feed, carriage
// return, space).
func skipREspace(s string, i int) int {
	for i < len(s) && (s[i] == ' ' || s[i] == '\t' || s[i] == '\n' || s[i] == '\f' || s[i] == '\r') {
		i++
	}
	return i
}

// cutSpans returns s without the byte spans [start, end) of a regexp's
// FindAllStringIndex (in order, not overlapping).
func cutSpans(s string, spans [][]int) string {
	var b strings.Builder
	b.Grow(len(s))
	at := 0
	for _, sp := range spans {
		b.WriteString(s[at:sp[0]])
		at = sp[1]
	}
	b.WriteString(s[at:])
	return b.String()
}
