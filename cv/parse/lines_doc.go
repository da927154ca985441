package parse

import (
	"math"
	"strings"

	"github.com/vitae-cv/vitae/cv/doc"
	unorm "golang.org/x/text/unicode/norm"
)

// Typed lines: a Doc read by a front end that knows the layout (HTML,
// DOCX, PDF) gives each line its cues (heading level, list marker and
// depth, indentation, page, whole-line bold, size relative to the body).
// The parser's lines are built from those cues directly; only what
// travels inside a line's Text (bold, italic and link spans, a list glyph
// a PDF keeps in its text, table cells) is read from the text, as for
// Markdown. A Markdown or plain-text Doc has no typed lines: its source
// is the text, and toLines reads it.

// docLines returns the parser's lines of d: built from d's typed lines
// when it has them, else read from its text by toLines. Line n is the
// Doc's line n, so a warning's line number finds the Doc line it is about.
func docLines(d *doc.Doc, stop *stopper) []line {
	if d.Lines == nil {
		return toLinesUntil(normalText(d.Text), stop)
	}
	return typedLines(d.Lines, stop)
}

// normalText is text in NFC with Windows line ends made Unix ones: text
// saved decomposed (macOS) must read like composed text, or "José" in
// the header never matches "José" in an author list.
func normalText(text string) string {
	return strings.ReplaceAll(unorm.NFC.String(text), "\r\n", "\n")
}

// typedLines builds one line per Doc line. The whole-text passes of
// toLines that concern a text's layout and not its markup run on the
// lines' texts: page furniture at page edges (a PDF's pages are marked by
// a form feed before their first text) and list numbers wider than three
// digits that continue a numbering.
func typedLines(src []doc.Line, stop *stopper) []line {
	raw := typedTexts(src)
	if hasFormFeed(raw) {
		blankPageFurniture(raw)
	}
	b := lineBuilder{wide: wideMarkerLines(strings.Join(raw, "\n"))}
	b.out = make([]line, 0, maxLines(raw))
	b.cells.buf = make([]string, 0, cap(b.out))
	for i, r := range raw {
		stop.check()
		b.addTyped(i+1, r, src[i])
	}
	return b.out
}

// typedTexts is the text of each line as the parser reads it: in NFC, on
// one line, empty for a running header or footer.
func typedTexts(src []doc.Line) []string {
	raw := make([]string, len(src))
	for i, l := range src {
		if l.Repeats || l.Text == "" {
			continue
		}
		t := l.Text
		if strings.ContainsAny(t, "\r\n") {
			t = strings.NewReplacer("\n", " ", "\r", " ").Replace(t)
		}
		raw[i] = unorm.NFC.String(t)
	}
	return raw
}

// hasFormFeed reports whether any text holds a form feed.
func hasFormFeed(raw []string) bool {
	for _, r := range raw {
		if strings.IndexByte(r, '\f') >= 0 {
			return true
		}
	}
	return false
}

// addTyped is add for a typed line: cleaned by cleanTyped, and kept
// unless it is blank after a blank line.
func (b *lineBuilder) addTyped(n int, r string, src doc.Line) {
	if r, digits, ok := b.raw(n, r); ok {
		b.push(cleanTyped(n, r, src, &b.cells, digits))
	}
}

// cleanTyped is cleanLine for a typed line: the heading level, list
// marker and indentation come from the front end, the inline cues from
// the text. A list item is indented by its depth (two columns a level),
// as a nested Markdown item is; a heading starts at the margin.
func cleanTyped(n int, r string, src doc.Line, cells *cellArena, digits int) line {
	l := line{n: n, indent: narrow(min(max(src.Indent, 0), maxTypedIndent) + indentOf(r))}
	l.setCues(src)
	r = strings.TrimRight(r, " \r")
	if isBlankLine(r) {
		l.blank, l.list = true, ""
		return l
	}
	if strings.IndexByte(r, '<') >= 0 {
		r = l.readHTML(r)
	}
	r = l.readMarkdownLinks(r)
	r = decodeInline(r)
	r = l.takeListMarkers(r, digits)
	r = l.readEmphasis(r)
	l.bold = l.bold || src.Bold
	l.splitCells(r, cells)
	return l
}

// maxTypedIndent bounds a typed line's indentation, as the Markdown
// rendering of a Doc bounds its leading spaces.
const maxTypedIndent = 160

// setCues copies a typed line's layout cues onto l: heading level, list
// marker and depth (a heading carries no list marker), page and size.
func (l *line) setCues(src doc.Line) {
	l.page = uint16(min(max(src.Page, 0), math.MaxUint16))
	if src.Size > 0 && src.Size < 100 {
		l.size = uint16(math.Round(src.Size * 100))
	}
	switch {
	case src.Heading > 0:
		l.heading, l.indent = int32(min(src.Heading, 6)), 0
	case src.List != "":
		l.list = src.List
		l.depth = uint8(min(max(src.Depth, 0), maxListDepth))
		l.indent = narrow(min(max(src.Indent, 0)+2*max(src.Depth, 0), maxTypedIndent))
	}
}

// relSize is the line's font size relative to the body (1 is body
// size), 0 when its format does not say.
func (l *line) relSize() float64 { return float64(l.size) / 100 }
