package parse

import (
	"regexp"
	"strings"

	"github.com/vitae-cv/vitae/internal/textscan"
)

// tailCut removes the tail of a one-line text from the first cue on:
// what the regexp re, of the form `\s*(?:[chars]|\s[-–—]\s|\bword\b|…).*$`,
// removes with ReplaceAllString, found by a scan instead of the regexp's
// try at every offset (the regexp is kept for text holding a newline,
// where `.` stops, and for the test that holds the two equal).
type tailCut struct {
	re     *regexp.Regexp
	chars  string   // single bytes that open the tail
	dashes bool     // a hyphen or dash with a space (\s) on each side opens it
	words  []string // whole words (ASCII, case as written) that open it
}

// cut returns s without its tail: s up to the white space before the
// first cue, or s when it has none.
func (c tailCut) cut(s string) string {
	if strings.IndexByte(s, '\n') >= 0 {
		return c.re.ReplaceAllString(s, "")
	}
	for q := 0; q < len(s); q++ {
		if c.opensAt(s, q) {
			p := q
			for p > 0 && isRESpace(s[p-1]) {
				p--
			}
			return s[:p]
		}
	}
	return s
}

// opensAt reports whether a cue starts at byte q of s.
func (c tailCut) opensAt(s string, q int) bool {
	b := s[q]
	if strings.IndexByte(c.chars, b) >= 0 {
		return true
	}
	if c.dashes && isRESpace(b) {
		rest := s[q+1:]
		for _, d := range []string{"-", "–", "—"} {
			if strings.HasPrefix(rest, d) && len(rest) > len(d) && isRESpace(rest[len(d)]) {
				return true
			}
		}
	}
	if !isREWordByte(b) || q > 0 && isREWordByte(s[q-1]) {
		return false
	}
	for _, w := range c.words {
		if strings.HasPrefix(s[q:], w) && (q+len(w) == len(s) || !isREWordByte(s[q+len(w)])) {
			return true
		}
	}
	return false
}

// isRESpace is the regexp class \s (textscan.IsRESpace).
func isRESpace(b byte) bool { return textscan.IsRESpace(b) }

// isREWordByte is the regexp class \w (textscan.IsREWordByte).
func isREWordByte(b byte) bool { return textscan.IsREWordByte(b) }
