package lines

import (
	"strings"

	"github.com/vitae-cv/vitae/cv/doc"
)

// A plain line is one whose inline cues are none: no byte that opens
// HTML, a link, an entity or math ('<', ']', '&', '$'), no escape, no
// emphasis marker, no cell break or table bar ('\t', '|'), no protected
// byte, no white space but single ' ' (no two spaces meet, no other
// white byte, no white space beyond ASCII), no zero-width space or
// byte-order mark: one whose census is empty (censusOf, a23c_census.go;
// plainLine, which read it for these alone, is kept in a23c_old_test.go).
// Every step of inlineCues leaves such a line as it is but its list
// marker and the spaces at its ends, and its text, cleaned, is itself:
// plainCues gives it its cues without the dozen searches of the line
// those steps make to find that out (most lines of a CV are plain).
// a21_plain_test.go holds plainCues to inlineCues.

// plainCues is inlineCues of a plain line r: its list marker taken, the
// rest trimmed is its Markdown text and its one cell (none: blank).
func (l *Line) plainCues(r string, src doc.Line, cells *cellArena, digits int) {
	r = strings.TrimSpace(l.takeListMarkers(r, digits))
	l.MD = r
	l.Bold = l.Bold || src.Bold
	if r == "" {
		l.Blank = true
		return
	}
	l.Cells = cells.one(r)
	if len(r) < 60 {
		l.Cells[0] = joinSmallCaps(r)
	}
	l.Text = l.Cells[0]
}
