package parse

import (
	"sync"

	"github.com/vitae-cv/vitae/cv/doc"
	"github.com/vitae-cv/vitae/cv/doc/markdown"
	"github.com/vitae-cv/vitae/cv/parse/lines"
)

// The two arrays of lines a text's parse makes first, the Markdown front
// end's doc.Line values and the parser's lines (112 bytes a line, the
// parse's largest allocations after the text), are made in arrays kept
// from an earlier parse when one is free: a batch of CVs then asks the
// allocator for a sixth fewer bytes. So is the array the lines' cells
// are cut from (16 bytes a line). A Doc's parse (ParseDocContext)
// reuses the parser's lines and cells only: the Doc is its caller's. A
// record holds strings only, never a line nor a line's cells, so the
// arrays are free again once the parse has made its record (parseUntil,
// ParseDocContext).

// lineBufs are the line arrays of one parse.
type lineBufs struct {
	doc   []doc.Line
	lines []line
	cells []string // the lines' cells (lines.FromDocIntoCells)
}

// maxPooledLines bounds the arrays kept for the next parse: a CV of a
// few thousand lines reuses them, a huge text's are left to the collector.
const maxPooledLines = 8192

var lineBufPool = sync.Pool{New: func() any { return new(lineBufs) }}

// takeLineBufs returns line arrays free for one parse.
func takeLineBufs() *lineBufs { return lineBufPool.Get().(*lineBufs) }

// read makes the typed lines of a text (the Markdown front end) and the
// parser's lines of them in b's arrays, keeping the arrays they end in;
// stop is checked once a line.
func (b *lineBufs) read(data string, stop *stopper) (*doc.Doc, []line) {
	d := markdown.ReadInto(doc.Markdown, data, b.doc)
	b.doc = d.Lines
	stop.check()
	return d, b.docLines(d, stop)
}

// docLines makes the parser's lines of d (typed) in b's lines array,
// keeping the array they end in; stop is checked once a line.
func (b *lineBufs) docLines(d *doc.Doc, stop *stopper) []line {
	var check func()
	if stop != nil {
		check = stop.check
	}
	b.lines, b.cells = lines.FromDocIntoCells(d, check, b.lines, b.cells)
	return b.lines
}

// release gives b's arrays to the next parse, emptied (so that they hold
// on to no text), unless they are too large to keep. Nothing may use
// them after.
func (b *lineBufs) release() {
	if cap(b.doc) > maxPooledLines || cap(b.lines) > maxPooledLines || cap(b.cells) > maxPooledLines {
		return
	}
	clear(b.doc[:cap(b.doc)])
	clear(b.lines[:cap(b.lines)])
	clear(b.cells[:cap(b.cells)])
	b.doc, b.lines, b.cells = b.doc[:0], b.lines[:0], b.cells[:0]
	lineBufPool.Put(b)
}
