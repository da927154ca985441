package markdown

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/vitae-cv/vitae/cv/doc"
	"github.com/vitae-cv/vitae/internal/textscan"
)

// Pages. Text converted from PDF (pdftotext) starts each new page with a
// form feed, and keeps each page's running header and footer. A line's
// Page counts the form feeds up to it (from 1); the running headers and
// footers are marked Repeats. Form feeds are taken out of the text.

// markPages sets each line's page and marks the page furniture.
func markPages(ls []doc.Line) {
	raw := make([]string, len(ls))
	page := 1
	for i := range ls {
		raw[i] = ls[i].Text
		page += strings.Count(raw[i], "\f")
		ls[i].Page = page
	}
	for _, i := range PageFurniture(raw) {
		ls[i].Repeats = true
	}
	for i := range ls {
		ls[i].Text = raw[i]
	}
}

// PageFurniture finds the running headers and footers of lines split into
// pages by form feeds (a form feed starts each new page), taking the form
// feeds out of raw. They are a page number alone ("2", "2/5", "2 of 5",
// "—2—"), and any line at the top of a page that recurs at other page
// tops, or at the foot of a page that recurs at other page feet, once its
// digits are ignored ("Jane Doe  May 2, 2024  3"). A line that ends one
// page and one like it that opens the next ("Example Prize 2021" /
// "Example Prize 2019") are a list running on across the break, not
// furniture. The very first line of the text is the CV's own top and is
// kept. It returns the furniture's indexes, in order.
func PageFurniture(raw []string) []int {
	edges := pageEdges(raw)
	counts := map[pageEdgeKey]int{}
	for _, e := range edges {
		counts[pageEdgeKey{FurnitureKey(raw[e.i]), e.top}]++
	}
	top := firstNonBlank(raw)
	var out []int
	done := make(map[int]bool)
	for _, e := range edges {
		if e.i == top || raw[e.i] == "" || done[e.i] {
			continue
		}
		if isPageNumber(raw[e.i]) || counts[pageEdgeKey{FurnitureKey(raw[e.i]), e.top}] >= 2 {
			done[e.i] = true
			out = append(out, e.i)
		}
	}
	return out
}

// pageEdges takes the form feeds out of raw and returns the first and
// last non-blank line of every page.
func pageEdges(raw []string) []pageEdge {
	var edges []pageEdge
	first, last := -1, -1
	for i, r := range raw {
		if strings.IndexByte(r, '\f') >= 0 {
			raw[i] = strings.ReplaceAll(r, "\f", "")
			if last >= 0 {
				edges = append(edges, pageEdge{last, false})
			}
			first, last = -1, -1
		}
		if strings.TrimSpace(raw[i]) == "" {
			continue
		}
		if first < 0 {
			first = i
			edges = append(edges, pageEdge{i, true})
		}
		last = i
	}
	if last >= 0 {
		edges = append(edges, pageEdge{last, false})
	}
	return edges
}

// pageEdge is a line at a page's top (the first non-blank) or foot (the
// last).
type pageEdge struct {
	i   int
	top bool
}

// pageEdgeKey is a page edge line's furniture key and which edge it is at.
type pageEdgeKey struct {
	key string
	top bool
}

func firstNonBlank(raw []string) int {
	for i, r := range raw {
		if strings.TrimSpace(r) != "" {
			return i
		}
	}
	return -1
}

// FurnitureKey is a line lower-cased, with its digits and spacing
// ignored, so that the same footer on pages 2 and 3 gives the same key.
func FurnitureKey(r string) string {
	t := strings.TrimSpace(r)
	var b strings.Builder
	b.Grow(len(t))
	space := false
	for _, c := range t {
		// rune by rune, as strings.ToLower lower-cases (a bad byte reads
		// as U+FFFD, which ToLower writes too), without a lower-cased copy
		if c >= 'A' && c <= 'Z' {
			c += 'a' - 'A'
		} else if c >= utf8.RuneSelf {
			c = unicode.ToLower(c)
		}
		switch {
		case c >= '0' && c <= '9':
			if !strings.HasSuffix(b.String(), "#") {
				b.WriteByte('#')
			}
			space = false
		case unicode.IsSpace(c):
			if !space {
				b.WriteByte(' ')
			}
			space = true
		default:
			b.WriteRune(c)
			space = false
		}
	}
	return b.String()
}

// isPageNumber reports whether s is only a page number: "4", "- 4 -",
// "2/6", "1 of 3" (textscan.IsPageNumber).
func isPageNumber(s string) bool { return textscan.IsPageNumber(s) }

var rePageNo = regexp.MustCompile(`(?i)(?:^|\s)(?:page\s+)?\d{1,3}\s*(?:of|/)\s*\d{1,3}\s*$`)

// IsPageFooter reports whether a line is a page footer or header left by
// a PDF conversion ("Jane Doe — Curriculum Vitae    Page 2 of 3"): it
// says "page" and ends in "2 of 3" or "2/3".
func IsPageFooter(t string) bool {
	if len(t) > 120 || !endsWithDigit(t) || indexFoldASCII(t, "page") < 0 {
		return false
	}
	return rePageNo.MatchString(t)
}

// endsWithDigit reports whether the last byte of t before any trailing
// white space (\s) is an ASCII digit.
func endsWithDigit(t string) bool {
	e := len(t)
	for e > 0 && isSpaceRE(t[e-1]) {
		e--
	}
	return e > 0 && isDigit(t[e-1])
}
