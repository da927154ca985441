// Package webpage is the HTML front end: it reads an academic homepage or
// an HTML CV (cv.html) into the line model of package doc.
//
// It streams the page through the golang.org/x/net/html tokenizer with an
// explicit, depth-capped stack of open elements (no recursion, no tree),
// and lays the visible text out in lines the way a browser would:
// headings become Heading lines, list items List lines with their marker
// and depth, table rows one line each with cells separated by a tab, a
// definition list's <dt> as the first cell of its <dd>'s first line,
// <br> and block elements end lines, paragraphs and tables are set off by
// blank lines, and so are cards (sibling containers of one element and
// class) of more than one line. Bold and italic runs become **bold** and
// *italic* spans, links stay links ([text](href)), including mailto
// links. What a browser does not show (scripts, styles, comments,
// <head>, hidden elements, navigation) is dropped. The <title> and
// <meta> author and dates go to Doc.Meta.
package webpage

import (
	"context"
	"errors"
	"fmt"
	"unicode/utf8"

	"github.com/vitae-cv/vitae/cv/doc"
	"golang.org/x/net/html"
	"golang.org/x/net/html/charset"
)

// Bounds beyond doc.Limits, far past any real page.
const (
	// maxDepth is how deep the stack of open elements goes; elements
	// nested deeper are read as if they were not there (their text is
	// kept).
	maxDepth = 512
	// maxTokenBytes is the largest single token (a tag or a run of
	// text between tags) the tokenizer buffers.
	maxTokenBytes = 16 << 20
	// maxLineBytes is the longest line produced; a longer run of text is
	// continued on the next line.
	maxLineBytes = 64 << 10
	// checkEvery is how many tokens are read between checks of the
	// context and the time limit.
	checkEvery = 1024
)

// Read reads the HTML page data into a Doc of format doc.HTML.
//
// The cues it produces: Line.Heading for <h1>–<h6>; Line.List ("-" for
// <ul>, "N." for <ol>, counting from start= and value=) and Line.Depth
// for list items, with Line.Indent on an item's continuation lines; one
// line per table row, cells separated by a tab; a <dt> and its <dd>s as
// one unit, the <dt>'s text the first cell of the first <dd>'s first line
// (deflist.go); a blank line between cards of several lines (cards.go);
// **bold** spans for <b>, <strong>, <th> and bold font-weight styles
// (Line.Bold when the whole line is one bold span); *italic* spans for
// <i>, <em>, <cite> and italic styles; [text](href) links (a mailto
// link with no text gives its address). Text characters Markdown would
// read as markup are escaped. Line.Src is the source line the line's
// text starts on.
//
// The encoding is taken from a byte order mark or <meta charset> (a page
// that is valid UTF-8 throughout is read as UTF-8); Windows-1252 is the
// fallback. Errors wrap doc.ErrLimit (size, time, a token too long),
// doc.ErrCorrupt (a page that is not text) or doc.ErrNoText (nothing
// visible), or are ctx's error when ctx ends.
func Read(ctx context.Context, data []byte, lim doc.Limits) (*doc.Doc, error) {
	lim = lim.OrDefault()
	if int64(len(data)) > lim.MaxBytes {
		return nil, fmt.Errorf("%w: the page is %d bytes, over the limit of %d", doc.ErrLimit, len(data), lim.MaxBytes)
	}
	text, err := decode(data)
	if err != nil {
		return nil, err
	}
	ctx, cancel := context.WithTimeoutCause(ctx, lim.Timeout, errTimeout(lim))
	defer cancel()
	r := newReader(text, lim)
	if err := r.run(ctx); err != nil {
		return nil, err
	}
	d := r.result()
	if len(d.Lines) == 0 {
		return nil, doc.Because(doc.ErrNoText, "no text to read: the page shows no text")
	}
	return d, nil
}

// errTimeout is the error a read past the time limit ends with.
func errTimeout(lim doc.Limits) error {
	return fmt.Errorf("%w: reading the page took longer than %v", doc.ErrLimit, lim.Timeout)
}

// decode turns data into UTF-8 text, honouring a byte order mark and a
// <meta charset> in the first 1024 bytes. A page without a byte order
// mark that is valid UTF-8 is read as UTF-8 whatever it declares: such a
// page is UTF-8 mislabelled far more often than Windows-1252 that happens
// to decode as UTF-8.
func decode(data []byte) ([]byte, error) {
	if isBinary(data) {
		return nil, fmt.Errorf("%w: the file holds binary data, not an HTML page", doc.ErrCorrupt)
	}
	enc, name, certain := charset.DetermineEncoding(data, "text/html")
	if name == "utf-8" || (!certain && utf8.Valid(data)) {
		return trimBOM(data), nil
	}
	out, err := enc.NewDecoder().Bytes(data)
	if err != nil {
		return nil, fmt.Errorf("%w: the page's text is not valid %s", doc.ErrCorrupt, name)
	}
	return trimBOM(out), nil
}

// trimBOM drops a UTF-8 byte order mark.
func trimBOM(b []byte) []byte {
	if len(b) >= 3 && b[0] == 0xEF && b[1] == 0xBB && b[2] == 0xBF {
		return b[3:]
	}
	return b
}

// isBinary reports whether the first bytes hold NUL bytes outside a
// UTF-16 byte order mark: an image or archive named .html.
func isBinary(data []byte) bool {
	head := data[:min(len(data), 1024)]
	if len(head) >= 2 && (head[0] == 0xFF && head[1] == 0xFE || head[0] == 0xFE && head[1] == 0xFF) {
		return false
	}
	for _, c := range head {
		if c == 0 {
			return true
		}
	}
	return false
}

// tokenError names a tokenizer error in plain words.
func tokenError(err error) error {
	if errors.Is(err, html.ErrBufferExceeded) {
		return fmt.Errorf("%w: one tag or run of text is longer than %d MiB", doc.ErrLimit, maxTokenBytes>>20)
	}
	return fmt.Errorf("%w: %v", doc.ErrCorrupt, err)
}
