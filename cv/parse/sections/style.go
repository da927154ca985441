package sections

import (
	"strings"
	"unicode"

	"github.com/vitae-cv/vitae/cv/parse/lines"
	"github.com/vitae-cv/vitae/internal/textscan"
)

// Headings by style. A CV sets all its section headings in one style
// unlike its body text: bold, or larger type, or capitals, at the same
// place on the line. A front end marks a heading only when the style says
// so outright (a Markdown "#", an HTML <h2>, a Word heading style, a PDF
// line far larger than the body); a PDF whose headings are bold at body
// size, or a Word file whose headings are bold paragraphs, marks none.
// Within one CV, short lines that share such a style, each followed by
// body text, and of which most name a known section, are its headings:
// then the others of that style are headings too, even when their words
// name no kind ("Earned Degrees", "Academic Preparation"), and they end
// the section above instead of being read as its content. The kind of
// each is still decided by its words (classify) or by its content.

// styleKey is what a line's style is as far as headings go.
type styleKey struct {
	bold, caps bool
	size       uint16 // relative size, in twentieths
	column     int    // indentation, in steps of three columns
}

// Bounds of a heading by style.
const (
	styleMaxWords   = 8  // a heading is a few words
	styleMaxLen     = 60 // bytes
	styleMinMembers = 3  // a style used this often is a style of the CV
	styleMinKnown   = 2  // members that name a known section
	styleLargeSize  = 105
)

// styleHeadings returns which lines of ls are headings by their style
// (nil when none are). The CV's first line, its owner's name, is none.
func styleHeadings(r Reader, ls []lines.Line) []bool {
	var groups map[styleKey][]int
	nonBlank, first := 0, -1
	for i := range ls {
		if ls[i].Blank {
			continue
		}
		nonBlank++
		if first < 0 {
			first = i
			continue
		}
		if k, ok := styleCandidate(ls, i); ok {
			if groups == nil {
				groups = map[styleKey][]int{}
			}
			groups[k] = append(groups[k], i)
		}
	}
	var out []bool
	for _, members := range groups {
		if !headingStyle(r, ls, members, nonBlank) {
			continue
		}
		if out == nil {
			out = make([]bool, len(ls))
		}
		for _, i := range members {
			out[i] = true
			r.NoteStyle(&ls[i], len(members))
		}
	}
	return out
}

// headingStyle says whether a group of lines sharing a style are the
// CV's headings: used several times, on fewer lines than the rest, and
// the style of most of the headings the CV's words already show (lines
// that look like headings, stand apart and name a known section). A
// style of entry heads (job titles set bold) or of sub-headings (a
// second tier under the sections, as "Journal Articles" under
// "Publications" set in another style) fails the last test: few of its
// lines open a section by their words.
func headingStyle(r Reader, ls []lines.Line, members []int, nonBlank int) bool {
	n := len(members)
	if n < styleMinMembers || 2*n > nonBlank {
		return false
	}
	opens := 0
	for _, i := range members {
		if opensByWords(r, ls, i) {
			opens++
		}
	}
	return opens >= styleMinKnown && 2*opens >= n
}

// opensByWords says whether line i opens a known section by the rules
// that do not look at style: it looks like a heading, stands apart, and
// its words name a known kind.
func opensByWords(r Reader, ls []lines.Line, i int) bool {
	l := &ls[i]
	t, ok := headingCandidate(l)
	if !ok || !(standalone(ls, i) || tightHeading(r, *l, t)) {
		return false
	}
	_, known := r.Classify(t)
	return known
}

// styleCandidate returns line i's style when it may be a heading by
// style: short, one cell, no list marker or heading mark, no digits, a
// capital first, set unlike body text, and with a line after it (a
// heading has content under it, or a sub-heading).
func styleCandidate(ls []lines.Line, i int) (styleKey, bool) {
	l := &ls[i]
	if l.Heading > 0 || l.List != "" || len(l.Cells) != 1 || !(l.Bold || l.Size >= styleLargeSize || mayBeCaps(l.Text)) {
		return styleKey{}, false
	}
	k, ok := styleOf(l)
	if !ok || !shortHeading(headingTitle(l.Text)) {
		return styleKey{}, false
	}
	return k, lines.NextNonBlank(ls, i) >= 0
}

// styleOf is a line's style, and whether it is set unlike body text.
func styleOf(l *lines.Line) (styleKey, bool) {
	k := styleKey{bold: l.Bold, caps: mayBeCaps(l.Text), size: (l.Size + 2) / 5, column: int(l.Indent / 3)}
	return k, k.bold || k.caps || l.Size >= styleLargeSize
}

// shortHeading says whether t reads as a heading's words: a few of
// them, a capital first, no digit, no final period, no address.
func shortHeading(t string) bool {
	if t == "" || len(t) > styleMaxLen || strings.HasSuffix(t, ".") || containsAnyOf(t, "@|") {
		return false
	}
	if n := wordsUpTo(t, styleMaxWords); n == 0 || n > styleMaxWords {
		return false
	}
	for _, r := range t {
		if unicode.IsDigit(r) {
			return false
		}
	}
	first, _ := firstRune(t)
	return unicode.IsUpper(first)
}

// mayBeCaps is a cheap test before capsHeading: a short line.
func mayBeCaps(t string) bool { return len(t) <= styleMaxLen && capsHeading(t) }

// capsHeading says whether t is in capitals: four letters or more, none
// lower-case.
func capsHeading(t string) bool { return textscan.IsCaps(t, 4) }

// wrappedHeading reads a heading wrapped over two lines in a narrow
// column: two lines of the heading style, one right under the other, the
// first naming no section and the two together naming one ("SELECTED" /
// "TALKS"). It returns the joined title.
func wrappedHeading(r Reader, ls []lines.Line, styled []bool, i int) (string, bool) {
	if styled == nil || !styled[i] || i+1 >= len(ls) || !styled[i+1] {
		return "", false
	}
	k1, _ := styleOf(&ls[i])
	if k2, _ := styleOf(&ls[i+1]); k1 != k2 {
		return "", false
	}
	first := headingTitle(ls[i].Text)
	if _, known := r.Classify(first); known {
		return "", false
	}
	t := first + " " + headingTitle(ls[i+1].Text)
	_, known := r.Classify(t)
	return t, known
}
