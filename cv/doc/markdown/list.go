package markdown

import (
	"strings"
	"unicode/utf8"

	"github.com/vitae-cv/vitae/cv/doc"
	"github.com/vitae-cv/vitae/internal/textscan"
)

// BulletMarks are the bullets that open a list item. Triangles count in
// their filled and outline forms (▸ ▹ ▶ ▷): LaTeX lists often take
// $\triangleright$ as their label. The private-use runes are the bullets
// of the Symbol and Wingdings fonts (U+F0B7, U+F0A7, U+F0D8, U+F076,
// U+F0FC), as text taken from PDF and Word files carries them; a list
// records them as "•".
const BulletMarks = "-–*•+▪◦●·‣⁃■◆►▸▹▶▷➢\uf0b7\uf0a7\uf0d8\uf076\uf0fc"

// listMarker reads the list marker that opens t (t opens with no space;
// a tab before a marker makes none, as the parser has always read it):
// a bullet and white space ("- ", "• "), a number of one to three digits
// and "." or ")" and white space ("3. "), or a bracketed tag of up to
// three letters and one to three digits ("[12]", "[J3] "). It returns
// the marker and where the item's text starts. A marker is left in the
// text (false) where the text alone cannot settle it: nothing follows it
// (it belongs to the next line), the bracket opens a link ("[12](…)"),
// or an HTML list item follows (the parser reads the tag as the marker).
// readBlock also leaves one whose item would be blank ("1. ---").
func listMarker(t string) (string, int, bool) {
	if t == "" {
		return "", 0, false
	}
	if first, _ := utf8.DecodeRuneInString(t); first != '[' && !isDigit(t[0]) && !strings.ContainsRune(BulletMarks, first) {
		return "", 0, false // a tab before the marker, or none
	}
	m, ok := bulletAt(t)
	if !ok {
		m, ok = numberAt(t, 3)
	}
	if !ok {
		m, ok = bracketAt(t, 3)
		if ok && m[3] < len(t) && t[m[3]] == '(' {
			return "", 0, false
		}
	}
	if !ok || m[1] >= len(t) || hasPrefixFold(t[m[1]:], "<li") {
		return "", 0, false
	}
	mark := t[m[2]:m[3]]
	if b, _ := utf8.DecodeRuneInString(mark); b >= 0xE000 && b <= 0xF8FF {
		mark = "•" // a font's private bullet glyph
	}
	return mark, m[1], true
}

// The markers, as {0, end of the marker and the spaces after it, marker
// start, marker end} and whether there is one.

// bulletAt reads spaces, a bullet, at least one white space.
func bulletAt(r string) ([4]int, bool) { return textscan.BulletAt(r, BulletMarks) }

// numberAt reads spaces, one to digits digits and '.' or ')', at least
// one white space.
func numberAt(r string, digits int) ([4]int, bool) { return textscan.NumberAt(r, digits) }

// bracketAt reads spaces, '[', up to three ASCII letters, one to digits
// digits, ']', spaces.
func bracketAt(r string, digits int) ([4]int, bool) { return textscan.BracketAt(r, digits) }

// nesting places list items in their lists: an item whose marker stands
// at or right of the text column of an open item is nested in it
// (CommonMark's rule), so its Depth is one more. A heading closes every
// list; a line of text after a white line closes the items whose text
// column it stands left of; a line of text right under an item is its
// continuation (lazy or indented) and closes none.
type nesting struct {
	open      []int // the text column of each open item, outermost first
	prevWhite bool  // the line before was white
}

// close closes every open list.
func (n *nesting) close() { n.open = n.open[:0] }

// place sets l's Depth (a list item's; content is its text column) and
// closes what l ends. A list item's Indent becomes its column less two
// columns a level, so that Indent + 2·Depth, as the Doc renders it, is
// where its marker stands.
func (n *nesting) place(l *doc.Line, content int) {
	white := isWhiteLine(*l)
	prevWhite := n.prevWhite
	n.prevWhite = white
	switch {
	case white:
	case l.Heading > 0:
		n.close()
	case l.List != "":
		col := l.Indent
		n.popLeftOf(col)
		l.Depth = len(n.open)
		l.Indent = max(col-2*l.Depth, 0)
		if len(n.open) < maxDepth {
			n.open = append(n.open, content)
		}
	case prevWhite:
		n.popLeftOf(l.Indent)
	}
}

// maxDepth bounds the lists held open (deeper items read as this deep).
const maxDepth = 64

// popLeftOf closes the items whose text column is right of col.
func (n *nesting) popLeftOf(col int) {
	for len(n.open) > 0 && col < n.open[len(n.open)-1] {
		n.open = n.open[:len(n.open)-1]
	}
}
