package parse

import (
	"strings"
	"testing"
)

// isHeadLineRef is isHeadLine as it was first written: the place test
// before the bold tests.
func isHeadLineRef(l line) bool {
	if l.Blank || l.Heading > 0 {
		return !l.Blank
	}
	if l.List != "" || isLocationLine(l.Text) {
		return false
	}
	return l.Bold || boldThenDate(l)
}

// TestIsHeadLineOrder holds isHeadLine, which asks the place test last,
// to isHeadLineRef on fictional lines (bold places, bold dates, list
// items, headings) and every line of every sample and corpus CV, each
// read as plain text and as a bold line.
func TestIsHeadLineOrder(t *testing.T) {
	texts := []string{"**Harbourton, Kiteland**", "Harbourton, Kiteland", "**Fabrikam Labs** May 2031 – Aug 2031",
		"- **Lantern Works**", "## Kite Research", "**Research Assistant**", "__Quill Institute__ 2031", "", "**Ada**, 2031"}
	for _, s := range withCVLines(t, nil) {
		if s = strings.TrimSpace(s); s != "" {
			texts = append(texts, s, "**"+s+"**")
		}
	}
	n := 0
	for _, text := range texts {
		for _, l := range toLines(text) {
			n++
			if got, want := isHeadLine(l), isHeadLineRef(l); got != want {
				t.Fatalf("isHeadLine(%q) = %v, isHeadLineRef gives %v", l.MD, got, want)
			}
		}
	}
	t.Logf("%d lines", n)
}
