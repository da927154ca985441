package docx

import (
	"encoding/xml"
	"regexp"
	"strconv"
	"strings"

	"github.com/vitae-cv/vitae/cv/doc"
)

// nsWP is the namespace of a drawing's placement in a document
// (wp:anchor, wp:inline).
const nsWP = "http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing"

// emuPerPoint converts drawing offsets (English Metric Units) to points.
const emuPerPoint = 12700

// anchor is where a floating drawing sits: vertically from the top of its
// anchor paragraph (or line), in EMU, when known.
type anchor struct {
	floating bool
	placed   bool // positionV is relative to the paragraph or line
	offset   int  // positionV offset, in EMU
}

// column is a floating text box set right-aligned beside the body text,
// its first line holding a year: the way many Word CVs place dates. Its
// lines become the last cells of the body lines beside it.
type column struct {
	cells    []string
	bold     []bool
	sameLine bool // it starts on its anchor paragraph's first line
}

// readPositionV reads a wp:positionV whose start was just read into a.
func (r *bodyReader) readPositionV(a *anchor, e xml.StartElement) error {
	rel := attr(e, "relativeFrom")
	a.placed = rel == "paragraph" || rel == "line"
	top := r.t.depth
	for r.t.depth >= top {
		tok, err := r.t.next()
		if err != nil {
			return err
		}
		if se, ok := tok.(xml.StartElement); ok && se.Name.Local == "posOffset" {
			v, err := r.t.text()
			if err != nil {
				return err
			}
			n, err := strconv.Atoi(strings.TrimSpace(v))
			a.offset = n
			a.placed = a.placed && err == nil
		}
	}
	return nil
}

// textBox reads a w:txbxContent whose start was just read, into the
// paragraph's lines after it or, for a right-aligned floating box whose
// place is known, into a column beside the following lines.
func (r *bodyReader) textBox(p *paraState) error {
	right, other := r.alignRight, r.alignOther
	ls, err := r.blocks()
	if err != nil {
		return err
	}
	a := p.anchor
	if !a.floating || !a.placed || r.alignOther > other || r.alignRight == right {
		p.after = append(p.after, ls...)
		return nil
	}
	c := column{sameLine: a.offset < r.lineHeight()/2}
	for _, l := range ls {
		if t := strings.TrimSpace(l.Text); t != "" {
			c.cells = append(c.cells, t)
			c.bold = append(c.bold, l.Bold)
		}
	}
	if len(c.cells) == 0 || !hasYear(c.cells[0]) {
		p.after = append(p.after, ls...)
		return nil
	}
	p.columns = append(p.columns, c)
	return nil
}

// reYear finds a year (1900–2099) standing as a number of its own.
var reYear = regexp.MustCompile(`(?:^|[^0-9])(?:19|20)[0-9]{2}(?:$|[^0-9])`)

// hasYear reports whether s holds a year: a box of dates or of "place,
// year" lines, not a block of contact details.
func hasYear(s string) bool { return reYear.MatchString(s) }

// lineHeight is the height of a line of body text, in EMU (1.2 times the
// font size).
func (r *bodyReader) lineHeight() int {
	return r.bodySize * emuPerPoint * 6 / 10 // bodySize is in half-points
}

// countAlignment counts a paragraph with text as right-aligned or not:
// textBox tells a right-aligned box by it.
func (r *bodyReader) countAlignment(jc string, hasText bool) {
	switch {
	case !hasText:
	case jc == "right" || jc == "end":
		r.alignRight++
	default:
		r.alignOther++
	}
}

// besides lays pending column cells beside lines: each body line with text
// (not a heading) takes the next cell as its last cell.
type besides struct {
	cells []string
	bold  []bool
}

// add queues a column's cells.
func (b *besides) add(c column) {
	b.cells = append(b.cells, c.cells...)
	b.bold = append(b.bold, c.bold...)
}

// place gives the lines ls the queued cells, in order.
func (b *besides) place(ls []doc.Line) {
	for i := range ls {
		if len(b.cells) == 0 {
			return
		}
		l := &ls[i]
		if l.Heading != 0 || strings.TrimSpace(l.Text) == "" {
			continue
		}
		l.Text += "\t" + b.cells[0]
		l.Bold = l.Bold && b.bold[0]
		b.cells, b.bold = b.cells[1:], b.bold[1:]
	}
}

// rest returns the cells no line took, as lines of their own.
func (b *besides) rest(src int) []doc.Line {
	var out []doc.Line
	for i, c := range b.cells {
		out = append(out, doc.Line{Text: c, Src: src, Bold: b.bold[i]})
	}
	b.cells, b.bold = nil, nil
	return out
}
