package lines

import (
	"math"
	"strings"

	"github.com/vitae-cv/vitae/cv/doc"
	"github.com/vitae-cv/vitae/cv/doc/markdown"
	unorm "golang.org/x/text/unicode/norm"
)

// Typed lines: every input reaches the parser as a Doc read by a front
// end that gives each line its block cues (heading level, list marker
// and depth, indentation, blockquote depth, page, whole-line bold, size
// relative to the body). Markdown and plain text are read by
// cv/doc/markdown, HTML, DOCX and PDF by their own. The parser's lines
// are built from those cues directly; only what travels inside a line's
// Text (bold, italic and link spans, HTML tags, a list marker the front
// end left in the text, table cells) is read from the text.

// FromDoc returns the lines of d (made by TypedDoc), built from its
// typed lines. Line n is the Doc's line n, so a warning's line number
// finds the Doc line it is about. check, when not nil, is called once a
// line: a reader's way to end a long read (it may panic, as cv/parse's
// stopper does when the parse's context ends).
func FromDoc(d *doc.Doc, check func()) []Line {
	ls, _ := typedLines(d.Lines, d.NFC, check, nil, nil)
	return ls
}

// FromDocInto is FromDoc making the lines in buf's array when it has
// room for them (what buf holds is overwritten), so that a reader of
// text after text reuses one array. The lines returned share that
// array: buf must not be given again while they are in use.
func FromDocInto(d *doc.Doc, check func(), buf []Line) []Line {
	ls, _ := typedLines(d.Lines, d.NFC, check, buf, nil)
	return ls
}

// FromDocIntoCells is FromDocInto making the lines' cells in cells's
// array too when it has room for them (cells_pool.go). It returns the
// lines and the array to give again to the next read: the lines' cells
// share it, so it must not be given again while they are in use.
func FromDocIntoCells(d *doc.Doc, check func(), buf []Line, cells []string) ([]Line, []string) {
	return typedLines(d.Lines, d.NFC, check, buf, cells)
}

// TypedDoc is d with typed lines: d itself, or for a Doc made with Text
// alone, a copy of it whose lines the Markdown front end read.
func TypedDoc(d *doc.Doc) *doc.Doc {
	if d.Lines != nil || d.Text == "" {
		return d
	}
	c := *d
	md := markdown.Read(d.Format, d.Text)
	c.Lines, c.NFC = md.Lines, md.NFC
	c.Index()
	return &c
}

// FromText reads a Markdown or plain text as cv/parse does: the
// Markdown front end, then the typed lines.
func FromText(text string) []Line {
	return FromDoc(markdown.Read(doc.Markdown, text), nil)
}

// typedLines builds one line per Doc line (nfc: their texts are in NFC
// already), numbered as the Doc numbers
// its lines (a Line spanning a white run counts as its Span lines, so a
// Markdown line's number is its source line). The whole-text passes that
// concern a text's layout and not its markup run on the lines' texts:
// page furniture at page edges, for a front end that marks its pages by
// a form feed before their first text and leaves the furniture to the
// parser (PDF; the Markdown front end marks its own), and list numbers
// wider than three digits that continue a numbering. The lines are made
// in buf's array when it has room for them, and their cells in cells's
// (the array of cells returned, cells_pool.go).
func typedLines(src []doc.Line, nfc bool, check func(), buf []Line, cells []string) ([]Line, []string) {
	tb := takeTexts() // texts.go
	defer tb.release()
	raw := typedTexts(src, nfc, tb)
	if !nfc && hasFormFeed(raw) {
		for _, i := range markdown.PageFurniture(raw) {
			raw[i] = ""
		}
	}
	b := lineBuilder{wide: wideMarkerLines(src, raw)}
	kept := keptCap(raw, nfc)
	b.out = buf[:0]
	if cap(b.out) < kept {
		b.out = make([]Line, 0, kept)
	}
	b.cells.buf = cellsFor(cells, kept) // cells_pool.go
	first := b.cells.buf
	n := 1
	for i, r := range raw {
		if check != nil {
			check()
		}
		b.addTyped(n, r, src[i])
		n += max(src[i].Span, 1)
	}
	return b.out, first
}

// typedTexts is the text of each line as the parser reads it: in NFC,
// on one line, empty for a running header or footer. nfc says the texts
// are so already (the Markdown front end's: one source line each, a lone
// carriage return kept as the text has it).
//
// The texts are made in tb's array (a fresh one when tb is nil).
func typedTexts(src []doc.Line, nfc bool, tb *textBuf) []string {
	raw := tb.make(len(src))
	for i, l := range src {
		if l.Repeats || l.Text == "" {
			raw[i] = ""
			continue
		}
		t := l.Text
		if !nfc && (strings.IndexByte(t, '\n') >= 0 || strings.IndexByte(t, '\r') >= 0) {
			t = strings.NewReplacer("\n", " ", "\r", " ").Replace(t)
		}
		if !nfc {
			t = unorm.NFC.String(t)
		}
		raw[i] = t
	}
	return raw
}

// keptCap bounds how many lines typedLines keeps of raw: maxLines, or
// for the Markdown front end's lines (nfc), which hold no run of white
// lines, their number.
func keptCap(raw []string, nfc bool) int {
	if nfc {
		return len(raw)
	}
	return maxLines(raw)
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

// addTyped cleans typed line n (cleanTyped) and appends it, unless it is
// white after a blank line: nothing is said twice by blank lines, and a
// file of them must not cost a line each. An empty heading ("# ##") is
// kept: it is markup, not white. The line keeps its blockquote
// depth; a run of blank lines takes the smallest depth among its lines,
// so that a white line outside the quote between two quoted cards marks
// where the first card ends.
func (b *lineBuilder) addTyped(n int, r string, src doc.Line) {
	k := len(b.out)
	if r, digits, ok := b.raw(n, r, src.Heading > 0); ok {
		// the line is made in its place in b.out, not copied there
		b.out = append(b.out, Line{})
		l := &b.out[len(b.out)-1]
		cleanTypedInto(l, n, r, src, &b.cells, digits)
		b.carryMarker(l)
	}
	switch {
	case len(b.out) > k:
		b.out[k].SetQuote(src.Quote)
	case k > 0 && b.out[k-1].Blank:
		b.out[k-1].SetQuote(min(b.out[k-1].QuoteDepth(), src.Quote))
	}
}

// cleanTyped turns one typed line into the parser's line: the heading
// level, list marker and indentation come from the front end, the inline
// cues from the text, in this order: blank lines, rules and page footers;
// HTML markup (bold, list items, links, italics, then all other tags);
// Markdown images and links; entities and inline math; list markers the
// front end left in the text; emphasis (bold and italic spans, whole-line
// bold or italic); cells (tabs, runs of three spaces, " | "). A list
// item is indented by its depth (two columns a level), as a nested
// Markdown item is; a heading starts at the margin.
//
// digits is the widest list number taken as a marker: 3, or more on a
// line whose number continues a list's numbering (wideMarkerLines).
func cleanTyped(n int, r string, src doc.Line, cells *cellArena, digits int) Line {
	var l Line
	cleanTypedInto(&l, n, r, src, cells, digits)
	return l
}

// cleanTypedInto is cleanTyped making the line in *l, which is zero.
func cleanTypedInto(l *Line, n int, r string, src doc.Line, cells *cellArena, digits int) {
	l.N, l.Indent = n, narrow(min(max(src.Indent, 0), maxTypedIndent)+indentOf(r))
	l.setCues(src)
	r = trimRightSpaceCR(r) // a23c_trim.go
	if isBlankLine(r) {
		l.Blank, l.List = true, ""
		return
	}
	// a plain line's census is empty (a21_plain.go, a23c_census.go)
	c := censusOf(r)
	if c == 0 {
		l.plainCues(r, src, cells, digits)
		return
	}
	l.inlineCues(r, c, src, cells, digits)
}

// inlineCues reads the inline cues of line l's raw text r (trimmed on
// the right, not blank; c its census), in cleanTyped's order, and sets
// its text and cells. A step runs only where the census says its bytes
// may be; one that rewrites the text leaves a census that knows nothing
// (censusAll).
func (l *Line) inlineCues(r string, c census, src doc.Line, cells *cellArena, digits int) {
	if c.has(cTag) { // exact: censusOf read the line to its first '<'
		r, c = l.readHTML(r, cells), censusAll
	}
	if c.has(cBracket) {
		r, c = kept(r, c, l.readMarkdownLinks(r, cells)) // a23c_census.go
	}
	if c.has(cAmp | cDollar) {
		r, c = kept(r, c, decodeInline(r))
	}
	r = l.takeListMarkers(r, digits) // a part of r: c holds for it
	r = l.readEmphasis(r, c, cells)
	l.Bold = l.Bold || src.Bold
	l.splitCells(r, c, cells)
}

// maxTypedIndent bounds a typed line's indentation, as the Markdown
// rendering of a Doc bounds its leading spaces.
const maxTypedIndent = 160

// setCues copies a typed line's layout cues onto l: heading level, list
// marker and depth (a heading carries no list marker), page and size.
func (l *Line) setCues(src doc.Line) {
	l.Page = uint16(min(max(src.Page, 0), math.MaxUint16))
	if src.Size > 0 && src.Size < 100 {
		l.Size = uint16(math.Round(src.Size * 100))
	}
	switch {
	case src.Heading > 0:
		l.Heading, l.Indent = int32(min(src.Heading, 6)), 0
	case src.List != "":
		l.List = src.List
		l.Depth = uint8(min(max(src.Depth, 0), maxListDepth))
		l.Indent = narrow(min(max(src.Indent, 0)+2*max(src.Depth, 0), maxTypedIndent))
	}
}

// relSize is the line's font size relative to the body (1 is body
// size), 0 when its format does not say.
func (l *Line) RelSize() float64 { return float64(l.Size) / 100 }
