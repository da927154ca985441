package docx

import (
	"context"
	"encoding/xml"
	"fmt"
	"io"
	"strings"

	"github.com/vitae-cv/vitae/cv/doc"
)

// titleLevel marks, until the end of the document, a line in the Title
// style (see shiftHeadings).
const titleLevel = -1

// maxFields bounds nested Word fields (HYPERLINK, PAGE, ...).
const maxFields = 16

// maxInstr bounds the instruction text of a field.
const maxInstr = 2048

// bodyReader reads the main document part into lines.
type bodyReader struct {
	t          *tokens
	rc         io.Closer
	st         *styles
	num        *numbering
	links      map[string]string // hyperlink relationship id → target
	fields     []field           // the Word fields open at this point
	fieldsLost int               // fields begun past maxFields, not yet ended
	lines      []doc.Line
	warnings   []doc.Warning
	warned     map[string]bool
	para       int // paragraphs begun so far: the Src of the current one
	made       int // lines made so far, in cells and text boxes too
	text       int // text bytes read so far (see budget)
	maxLines   int
	bodySize   int // the body text size in half-points
	hasTitle   bool
	// paragraphs with text read so far, right-aligned and not: textBox
	// tells a right-aligned box by them
	alignRight, alignOther int
	columns                []column // the columns of the paragraph just read
}

// field is an open Word field (w:fldChar begin … separate … end).
type field struct {
	instr  strings.Builder
	result bool   // past the separator: its text is shown
	linked bool   // the field's result is a link
	saved  string // the link in force when the field began
}

// newBodyReader reads the styles, numbering and relationships of the main
// part and opens it for reading.
func newBodyReader(ctx context.Context, a *archive, main string, maxLines int) (*bodyReader, error) {
	rels, err := a.readRels(ctx, relsPart(main), main)
	if err != nil {
		return nil, err
	}
	r := &bodyReader{links: hyperlinks(rels), warned: map[string]bool{}, maxLines: maxLines}
	if r.st, err = readStyles(ctx, a, partOf(rels, "/styles", "word/styles.xml")); err != nil {
		return nil, err
	}
	if r.num, err = readNumbering(ctx, a, partOf(rels, "/numbering", "word/numbering.xml")); err != nil {
		return nil, err
	}
	r.bodySize = r.st.resolve("", true).r.over(r.st.defaults).size
	if r.bodySize <= 0 {
		r.bodySize = 20 // Word's default: 10 pt
	}
	rc, ok, err := a.open(main)
	if err != nil {
		return nil, err
	}
	if !ok {
		return nil, fmt.Errorf("%w: not a Word .docx file: no %s", doc.ErrCorrupt, main)
	}
	r.rc, r.t = rc, newTokens(ctx, rc, main)
	return r, nil
}

// partOf is the part of the relationship whose type ends in suffix, or
// def when there is none.
func partOf(rels []rel, suffix, def string) string {
	for _, r := range rels {
		if strings.HasSuffix(r.typ, suffix) && !r.external {
			return r.target
		}
	}
	return def
}

// read reads the whole main part into r.lines.
func (r *bodyReader) read() error {
	defer r.rc.Close()
	ls, err := r.blocks()
	if err != nil {
		return err
	}
	r.lines = shiftHeadings(ls, r.hasTitle)
	return nil
}

// shiftHeadings gives Title lines level 1 and, in a document that has a
// Title, puts every other heading one level below it.
func shiftHeadings(ls []doc.Line, hasTitle bool) []doc.Line {
	for i := range ls {
		switch h := ls[i].Heading; {
		case h == titleLevel:
			ls[i].Heading = 1
		case h > 0 && hasTitle:
			ls[i].Heading = min(h+1, 6)
		case h > 6:
			ls[i].Heading = 6
		}
	}
	return ls
}

// blocks reads block content (paragraphs, tables, content controls) up to
// the end of the element whose start was just read; at the top, to the
// end of the part.
func (r *bodyReader) blocks() ([]doc.Line, error) {
	top := r.t.depth
	var out []doc.Line
	var side besides
	for {
		tok, err := r.t.next()
		if err == io.EOF && top == 0 {
			return append(out, side.rest(r.para)...), nil
		}
		if err != nil {
			return nil, err
		}
		switch e := tok.(type) {
		case xml.EndElement:
			if r.t.depth < top {
				return append(out, side.rest(r.para)...), nil
			}
		case xml.StartElement:
			ls, err := r.block(e)
			if err != nil {
				return nil, err
			}
			r.placeColumns(&side, ls)
			out = append(out, ls...)
		}
	}
}

// placeColumns lays the queued columns and those of the paragraph just
// read beside its lines ls: a column that starts on its anchor's line
// there, the others from the next lines on.
func (r *bodyReader) placeColumns(side *besides, ls []doc.Line) {
	cols := r.columns
	r.columns = nil
	for _, c := range cols {
		if c.sameLine {
			side.add(c)
		}
	}
	side.place(ls)
	for _, c := range cols {
		if !c.sameLine {
			side.add(c)
		}
	}
}

// block reads one element met among blocks. A container (w:body, w:sdt,
// w:sdtContent, w:customXml, w:ins, drawing markup) gives nothing: its
// children come next.
func (r *bodyReader) block(e xml.StartElement) ([]doc.Line, error) {
	if e.Name.Space == nsMC && e.Name.Local == "AlternateContent" {
		var out []doc.Line
		err := r.alternate(func() error {
			ls, err := r.blocks()
			out = ls
			return err
		})
		return out, err
	}
	if !inW(e.Name) {
		return nil, nil
	}
	switch e.Name.Local {
	case "p":
		return r.paragraph()
	case "tbl":
		return r.table()
	case "altChunk":
		r.warn("an embedded document (altChunk) is not read")
		return nil, r.t.skip()
	}
	return nil, r.skipIgnored(e)
}

// ignored are the elements whose content is not text shown in the
// document: deleted text, property records, field codes, notes marks.
var ignored = map[string]bool{
	"sectPr": true, "sdtPr": true, "sdtEndPr": true, "del": true, "moveFrom": true,
	"delText": true, "tblPr": true, "tblGrid": true, "trPr": true, "tcPr": true,
	"tblPrEx": true, "rPrChange": true, "pPrChange": true, "fldData": true,
	"footnoteReference": true, "endnoteReference": true, "commentReference": true,
	"annotationRef": true, "sym": true, "object": true, "background": true,
}

// skipIgnored skips e when its content is not read, and otherwise lets
// its children come next.
func (r *bodyReader) skipIgnored(e xml.StartElement) error {
	if ignored[e.Name.Local] {
		return r.t.skip()
	}
	return nil
}

// alternate reads an mc:AlternateContent: the first choice's content by
// read, the other choices and the fallback skipped (Word stores a text
// box twice, as a drawing and as VML).
func (r *bodyReader) alternate(read func() error) error {
	taken := false
	return r.t.elements(func(e xml.StartElement, _ int) error {
		if taken || e.Name.Space != nsMC || (e.Name.Local != "Choice" && e.Name.Local != "Fallback") {
			return r.t.skip()
		}
		taken = true
		return read()
	})
}

// warn adds a warning once per message.
func (r *bodyReader) warn(msg string) {
	if r.warned[msg] {
		return
	}
	r.warned[msg] = true
	r.warnings = append(r.warnings, doc.Warning{Src: r.para, Message: msg})
}

// count counts n more lines made and fails past the line limit.
func (r *bodyReader) count(n int) error {
	r.made += n
	if r.made > r.maxLines {
		return r.linesError()
	}
	return nil
}

func (r *bodyReader) linesError() error {
	return fmt.Errorf("%w: the document has more than %d lines", doc.ErrLimit, r.maxLines)
}
