// Package doc is the line model every input format becomes before it is
// parsed: a CV is a list of lines, each with the cues its format knows
// (heading level, list marker and depth, indentation, page, bold, relative
// font size, and whether it repeats on every page).
//
// A front end (Markdown or plain text, HTML, DOCX, PDF) turns an input's
// bytes into a Doc; the parser reads a Doc's lines with their cues
// (cv/parse/lines) and never sees the format. Inline
// cues travel inside Line.Text as Markdown (**bold**, *italic*,
// [text](url)), table cells are separated by a tab, so every front end
// speaks the one markup the parser already reads.
package doc

import (
	"errors"
	"sort"
	"strings"
	"time"
)

// Formats, as recorded in a record's "format" field.
const (
	Markdown = "markdown"
	Text     = "text"
	HTML     = "html"
	DOCX     = "docx"
	PDF      = "pdf"
)

// Line is one line of a document with its layout cues.
type Line struct {
	// Text is the line's text with inline cues as Markdown: **bold**,
	// *italic*, [text](url); table cells are separated by a tab. For
	// Markdown and plain-text input (cv/doc/markdown) it is the source
	// line less its block markup (indentation, blockquote and list
	// markers, heading marks), its inline markup as written.
	Text string
	// Heading is the heading level, 1 (largest) to 6; 0 for body text.
	Heading int
	// List is the list marker ("-", "1.", "[3]"), "" outside lists.
	List string
	// Depth is the list nesting depth, 0 for a top-level item.
	Depth int
	// Indent is the line's distance from the left margin in spaces
	// (PDF: its x position over the width of a space). A list item is
	// drawn at Indent + 2·Depth.
	Indent int
	// Quote is the blockquote depth (Markdown "> " markers), 0 outside
	// quotes. A site generator sets each paper or project apart as a
	// card, and a Markdown card is a blockquote: the depth tells where
	// one card ends and the next begins.
	Quote int
	// Page is the 1-based page the line is on; 0 for formats without pages.
	Page int
	// Src is where the line is in the source, 1-based: the source line for
	// text and HTML, the paragraph for DOCX, the line on its page for PDF.
	Src int
	// Span is how many lines the Line stands for when more than one (0
	// means one): the Markdown front end reads a run of white lines as
	// one white Line, so that a file of them costs no Line each. A Doc's
	// line numbers (LineAt, and the lines a record names) count a Line
	// as Span lines, so they stay the source's.
	Span int
	// Bold says the whole line is set in bold. The parser reads it as a
	// cue (a bold line stands apart; a style its headings may share);
	// front ends that know bold spans also mark them in Text as **bold**.
	Bold bool
	// Repeats marks running headers, footers and page numbers: text that
	// repeats on every page. Such lines are shown by --show-lines but are
	// not read as content.
	Repeats bool
	// Size is the line's font size relative to the body text (1 is body
	// size); 0 when the format does not say.
	Size float64
	// Gap is the vertical space above the line: the distance from the
	// baseline of the line before it (on the same page and in the same
	// column flow) in body line pitches, so 1 is the body text's usual
	// leading and about 2 leaves one empty line's space. 0 when nothing
	// is above it or the format has no geometry (text, Markdown, HTML,
	// DOCX). A line set a little further down than its neighbours (1.3,
	// say) starts a block: an entry, a paragraph, a section.
	Gap float64
}

// Meta is what a file says about itself.
type Meta struct {
	Title    string    `json:"title,omitempty"`
	Author   string    `json:"author,omitempty"`
	Created  time.Time `json:"created,omitzero"`
	Modified time.Time `json:"modified,omitzero"`
}

// Doc is one input read by a front end.
type Doc struct {
	Format string // one of the format constants
	// Lines are the document's lines with their cues.
	Lines []Line
	// Text is the source of a Markdown or plain-text Doc, as given; ""
	// for other formats. A Doc made with Text alone (no Lines) is read
	// by the parser with the Markdown front end (cv/doc/markdown).
	Text string
	// NFC says every Line's Text is in Unicode NFC already (the Markdown
	// front end normalises its whole text once), so the parser need not
	// normalise each line.
	NFC   bool
	Pages int // number of pages (PDF), 0 otherwise
	// starts holds, when a Line spans several lines, the line number of
	// each Line (made by Index).
	starts []int
	Meta   Meta
	// Warnings are things the front end noticed but could read past (an
	// unsupported embedded object, a page cut at the page limit).
	Warnings []Warning
}

// Warning is a front end's note about a place in the input.
type Warning struct {
	Page    int
	Src     int
	Message string
}

// Sentinel errors front ends wrap, so callers can test with errors.Is.
var (
	// ErrNoText: the file has no text to read (a scanned PDF, a page
	// that shows nothing). Front ends say why with Because.
	ErrNoText = errors.New("no text to read")
	// ErrEncrypted: the file is password-protected.
	ErrEncrypted = errors.New("the file is encrypted (password-protected)")
	// ErrCorrupt: the file is not a well-formed file of its format.
	ErrCorrupt = errors.New("the file is damaged or not of its format")
	// ErrLimit: reading the file would pass a limit (pages, size, time).
	ErrLimit = errors.New("the file passes a reading limit")
)

// Because returns an error whose message is msg alone and which matches
// sentinel with errors.Is: for a reason that says it all in its own words
// ("no text layer: the PDF is an image; OCR it first").
func Because(sentinel error, msg string) error { return &reason{sentinel, msg} }

type reason struct {
	sentinel error
	msg      string
}

func (r *reason) Error() string { return r.msg }
func (r *reason) Unwrap() error { return r.sentinel }

// Limits bound the work a front end does on one input. The zero value
// means the defaults below.
type Limits struct {
	MaxBytes    int64 // largest input file, in bytes
	MaxPages    int   // PDF pages read; pages past it are dropped with a warning
	MaxLines    int   // lines produced (text and Markdown too: read.Doc cuts them)
	MaxExpanded int64 // DOCX: total uncompressed bytes read from the zip
	// Timeout is the wall time per file of each stage: the front end
	// reading it, then the parser (inputs.Files stops a parse that
	// passes it, see parse.ParseDocContext).
	Timeout time.Duration
}

// Default limits: far beyond any real CV, small enough that a hostile file
// cannot take the machine down.
const (
	DefaultMaxBytes    = 64 << 20
	DefaultMaxPages    = 200
	DefaultMaxLines    = 200_000
	DefaultMaxExpanded = 64 << 20
	DefaultTimeout     = 60 * time.Second
)

// OrDefault returns l with zero fields set to their defaults.
func (l Limits) OrDefault() Limits {
	if l.MaxBytes <= 0 {
		l.MaxBytes = DefaultMaxBytes
	}
	if l.MaxPages <= 0 {
		l.MaxPages = DefaultMaxPages
	}
	if l.MaxLines <= 0 {
		l.MaxLines = DefaultMaxLines
	}
	if l.MaxExpanded <= 0 {
		l.MaxExpanded = DefaultMaxExpanded
	}
	if l.Timeout <= 0 {
		l.Timeout = DefaultTimeout
	}
	return l
}

// LineAt returns the Line that holds line n (1-based) of d and true, or
// false past its end. Line n is d.Lines[n-1] unless a Line before it
// spans several lines (see Line.Span and Index).
func (d *Doc) LineAt(n int) (Line, bool) {
	if d.starts == nil {
		if n < 1 || n > len(d.Lines) {
			return Line{}, false
		}
		return d.Lines[n-1], true
	}
	last := d.starts[len(d.starts)-1] + max(d.Lines[len(d.Lines)-1].Span, 1) - 1
	if n < 1 || n > last {
		return Line{}, false
	}
	i := sort.SearchInts(d.starts, n+1) - 1 // the last Line starting at or before n
	return d.Lines[i], true
}

// Index makes LineAt count each Line as Span lines. A front end that
// sets Span calls it once the Doc's lines are made (and again if they
// change); without it LineAt takes line n to be Lines[n-1].
func (d *Doc) Index() { d.starts = lineStarts(d.Lines) }

// lineStarts is the line number of each Line when one spans several
// lines, else nil: line n is then Lines[n-1].
func lineStarts(ls []Line) []int {
	spans := false
	for _, l := range ls {
		spans = spans || l.Span > 1
	}
	if !spans {
		return nil
	}
	starts := make([]int, len(ls))
	n := 1
	for i, l := range ls {
		starts[i] = n
		n += max(l.Span, 1)
	}
	return starts
}

// Markdown renders d as Markdown (to show or save a Doc; the parser reads
// the typed lines themselves), one output line per line of d, so that
// line n of the result is LineAt(n). A repeating
// line (running header or footer) becomes an empty line. A Markdown or
// plain-text Doc comes back as written.
func (d *Doc) Markdown() string {
	if d.Lines == nil || d.Text != "" {
		return d.Text
	}
	var b strings.Builder
	for i, l := range d.Lines {
		if i > 0 {
			b.WriteByte('\n')
		}
		writeLine(&b, l)
		for range max(l.Span, 1) - 1 {
			b.WriteByte('\n') // the lines a Line spans
		}
	}
	return b.String()
}

// maxIndent bounds the spaces written for one line's indentation.
const maxIndent = 160

func writeLine(b *strings.Builder, l Line) {
	text := strings.NewReplacer("\n", " ", "\r", " ").Replace(l.Text)
	if l.Quote > 0 && !l.Repeats {
		b.WriteString(strings.Repeat("> ", min(l.Quote, maxIndent)))
	}
	switch {
	case l.Repeats:
		return
	case strings.TrimSpace(text) == "":
		b.WriteString(text) // a form feed marks a page break in text
		return
	case l.Heading > 0:
		b.WriteString(strings.Repeat("#", min(l.Heading, 6)))
		b.WriteByte(' ')
	case l.List != "":
		b.WriteString(strings.Repeat(" ", min(l.Indent+2*l.Depth, maxIndent)))
		b.WriteString(l.List)
		b.WriteByte(' ')
	default:
		b.WriteString(strings.Repeat(" ", min(l.Indent, maxIndent)))
	}
	b.WriteString(text)
}
