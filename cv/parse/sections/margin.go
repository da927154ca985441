package sections

import "github.com/vitae-cv/vitae/cv/parse/lines"

// Headings that hang in a left margin. Some CV classes set every section
// name at the left margin and indent the whole body well to its right:
//
//	Awards
//	                 Made-up Prize for Kites, 2031
//	Writings         Authors marked with * are students.
//	                 A. Lune and B. Fenn, "Paper Kites," Kite Journal, 2030.
//
// A heading with nothing beside it stands on its own line; one that the
// author followed by a note or a first entry shares its line with that
// content, in a cell of its own. SplitMargin cuts such lines when
// the CV does this twice; hangingHeadings lets one such line count when
// the CV's other headings show the convention: two or more lines at the
// margin, alone on their line, each naming a section, while nearly every
// other line is indented by at least hangIndent columns.

const (
	// hangIndent is the least indentation (columns) of a body set to the
	// right of a margin that holds the headings.
	hangIndent = 8
	// hangShare is the least share of the body's lines so indented.
	hangShare = 0.8
)

// hangingHeadings reports whether ls sets its headings alone at the left
// margin, out of a body indented to their right.
func hangingHeadings(ls []lines.Line) bool {
	heads, body, indented := 0, 0, 0
	for i := range ls {
		l := &ls[i]
		switch {
		case l.Blank:
		case marginHeadLine(l):
			heads++
		case len(l.Cells) > 1 && l.Indent <= 2:
			// a margin cell beside content: neither a heading alone
			// nor an indented body line
		default:
			body++
			if l.Indent >= hangIndent {
				indented++
			}
		}
	}
	return heads >= 2 && body > 0 && float64(indented) >= hangShare*float64(body)
}

// marginHeadLine reports whether l is a heading alone at the left margin:
// one cell in heading words that names a section.
func marginHeadLine(l *lines.Line) bool {
	if l.Indent > 2 || len(l.Cells) != 1 || l.List != "" {
		return false
	}
	if !headingVocabulary(l.Cells[0]) {
		return false
	}
	_, ok := Classify(l.Cells[0])
	return ok
}
