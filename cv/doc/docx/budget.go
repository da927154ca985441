package docx

import (
	"fmt"
	"strings"

	"github.com/vitae-cv/vitae/cv/doc"
)

// Limits on what one paragraph, one table row and the whole document may
// hold, checked as the text is read, so that a small file repeating an
// element millions of times is refused before its lines are built. A
// real CV's paragraph has a few dozen runs and a few hundred bytes.
const (
	// maxParaPieces bounds the runs of text and tabs of a paragraph (line
	// breaks are bounded by the line limit).
	maxParaPieces = 50_000
	// maxParaText bounds the text of a paragraph, in bytes.
	maxParaText = 1 << 20
	// maxDocText bounds the text of the document, in bytes.
	maxDocText = 16 << 20
	// maxRowCells bounds the cells of a table row (Word makes at most 63).
	maxRowCells = 1000
)

// budget counts text s about to be added to paragraph p against the
// limits: the lines the paragraph makes (the line limit, so a paragraph
// of millions of line breaks stops at the limit), its pieces and bytes,
// and the document's bytes. A link's target is counted with each piece
// it covers, as the text written for it repeats it.
func (r *bodyReader) budget(p *paraState, s string) error {
	n := len(s) + len(p.link)
	p.bytes += n
	r.text += n
	if s == "\n" {
		p.breaks++
	} else {
		p.pieces++
		p.breaks += strings.Count(s, "\n")
	}
	switch {
	case r.made+p.breaks+1 > r.maxLines:
		return r.linesError()
	case p.pieces > maxParaPieces:
		return fmt.Errorf("%w: paragraph %d has more than %d text runs and tabs", doc.ErrLimit, p.src, maxParaPieces)
	case p.bytes > maxParaText:
		return fmt.Errorf("%w: paragraph %d has more than %d bytes of text", doc.ErrLimit, p.src, maxParaText)
	case r.text > maxDocText:
		return fmt.Errorf("%w: the document has more than %d bytes of text", doc.ErrLimit, maxDocText)
	}
	return nil
}

// cellsError is the error of a table row with more than maxRowCells cells.
func cellsError() error {
	return fmt.Errorf("%w: a table row has more than %d cells", doc.ErrLimit, maxRowCells)
}
