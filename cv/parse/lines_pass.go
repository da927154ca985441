package parse

import (
	"github.com/vitae-cv/vitae/cv/doc"
	"github.com/vitae-cv/vitae/cv/parse/lines"
)

// The first pass, typed lines, is cv/parse/lines: a Doc's lines become
// lines.Line values, cleaned text beside the layout cues. The parser
// reads them under its old name, and hangs its memo on each (Line.Ctx,
// read by memOf).

// line is the parser's name for the typed line the lines pass hands on.
type line = lines.Line

// docLines returns the parser's lines of d (made by typedDoc), built
// from its typed lines; stop is checked once a line.
func docLines(d *doc.Doc, stop *stopper) []line {
	if stop == nil {
		return lines.FromDoc(d, nil)
	}
	return lines.FromDoc(d, stop.check)
}

// typedDoc is d with typed lines (lines.TypedDoc).
func typedDoc(d *doc.Doc) *doc.Doc { return lines.TypedDoc(d) }

// stripEmphasis removes Markdown emphasis markers (lines.StripEmphasis).
func stripEmphasis(s string) string { return lines.StripEmphasis(s) }
