package pdf

import (
	"regexp"
	"strings"
	"unicode"
)

// Running headers and footers live in a band at the top and bottom of a
// page; edgeBand is its height as a share of the page, and edgeLines the
// most lines at each end of a page that may be such furniture.
const (
	edgeBand  = 0.12
	edgeLines = 3
	// sameSpot is how far apart (points) the same text may sit on two
	// pages and still be the same running header or footer.
	sameSpot = 6.0
)

// rePageNumber matches a bare page number as headers and footers set it:
// "3", "- 3 -", "— 3 —", "Page 3", "Page 3 of 5", "3 / 5", "3 of 5".
var rePageNumber = regexp.MustCompile(`^(?i)[-–—\s]*(?:(?:page|p\.)\s*\d{1,4}(?:\s*(?:/|of)\s*\d{1,4})?|\d{1,3}(?:\s*(?:/|of)\s*\d{1,3})?)[-–—\s]*$`)

// spot is one candidate line of page furniture.
type spot struct {
	page, line int
	key        string
	base       float64
}

// markRepeats marks running headers, footers and page numbers: a line in
// a page's top or bottom band that is a bare page number, or whose text
// (digits aside) appears at the same height on most pages (see
// repeatsOnMostPages). The first
// line of the document is never marked unless it is a page number: it is
// most often the CV owner's name.
func markRepeats(all [][]pline, pages []page) {
	var spots []spot
	byKey := map[string][]int{}
	for p, lines := range all {
		for _, i := range edgeLineIndexes(lines, pages[p].height) {
			l := &all[p][i]
			text := lineText(*l)
			if rePageNumber.MatchString(text) {
				l.repeats = true
				continue
			}
			s := spot{page: p, line: i, key: furnitureKey(text), base: l.base}
			if s.key == "" {
				continue
			}
			byKey[s.key] = append(byKey[s.key], len(spots))
			spots = append(spots, s)
		}
	}
	for _, s := range spots {
		if s.page == 0 && s.line == firstTextLine(all[0]) {
			continue
		}
		if repeatsOnMostPages(s, spots, byKey[s.key], len(all)) {
			all[s.page][s.line].repeats = true
		}
	}
}

// edgeLineIndexes returns the indexes of the lines that may be page
// furniture: up to edgeLines at each end of the page, within the band.
func edgeLineIndexes(lines []pline, height float64) []int {
	var out []int
	if height <= 0 {
		return nil
	}
	band := edgeBand * height
	for i := 0; i < len(lines) && i < edgeLines; i++ {
		if lines[i].base >= height-band {
			out = append(out, i)
		}
	}
	for i := len(lines) - 1; i >= 0 && i >= len(lines)-edgeLines; i-- {
		if lines[i].base <= band && !containsInt(out, i) {
			out = append(out, i)
		}
	}
	return out
}

func containsInt(xs []int, x int) bool {
	for _, v := range xs {
		if v == x {
			return true
		}
	}
	return false
}

// firstTextLine is the index of the first line with words.
func firstTextLine(lines []pline) int {
	for i, l := range lines {
		if len(l.words) > 0 {
			return i
		}
	}
	return -1
}

// lineText is a line's words joined by single spaces.
func lineText(l pline) string {
	var b strings.Builder
	for i, w := range l.words {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(string(w.text))
	}
	return b.String()
}

// furnitureKey is a line's text lowercased with every run of digits as
// one "#" and spacing dropped, so "Jane Roe, CV, page 2" and "... page 3"
// share a key.
func furnitureKey(text string) string {
	var b strings.Builder
	digits := false
	for _, r := range strings.ToLower(text) {
		switch {
		case unicode.IsDigit(r):
			if !digits {
				b.WriteByte('#')
			}
			digits = true
			continue
		case unicode.IsSpace(r):
		default:
			b.WriteRune(r)
		}
		digits = false
	}
	return b.String()
}
