// Copyright ©2026 The vitae authors. Use of this source code is governed
// by the MIT-style license in the LICENSE file.

package fpdf

// This file is change 28 of the vitae patch (see PATCH.md): fewer
// operators for the same drawing (SetFewerOperators).

// lazyOps is what SetFewerOperators keeps of the current page's content
// stream. Upstream writes a font operator for every SetFont and a fill
// colour for every SetFillColor, and draws text of another colour than
// the fill inside "q <colour> ... Q". With fewer operators, a font is
// written only before text is drawn in it, and only if it is not the
// font last written; a fill colour only before something is filled; and
// text of another colour sets that colour without q and Q, the fill
// colour being written again before the next fill. Any other operator
// (written through out, put, putF64, outbuf: a clip, a transformation,
// RawWriteStr) first gets what upstream would have written by then, and
// the state is unknown after it, so that it sees upstream's state.
type lazyOps struct {
	on    bool // SetFewerOperators
	quiet bool // an operator of known effect is being written

	fontPending bool    // SetFont since the last font operator or other operator
	fontKnown   bool    // the font last written, with no other operator since:
	font        string  // its name
	size        float64 // and size

	fillSet bool   // SetFillColor since the last other operator: upstream's fill colour is color.fill
	have    string // the fill colour last written, with no other operator since ("": unknown)

	buf []byte // the font operator being written
}

// SetFewerOperators makes fpdf write fewer operators for the same
// drawing (see lazyOps): the pages render the same, with less content.
// Off by default; set it before the first page.
func (f *Fpdf) SetFewerOperators(on bool) {
	f.lazy = lazyOps{on: on}
}

// lazyActive tells whether operators are written lazily now: on, and
// drawing on a page.
func (f *Fpdf) lazyActive() bool {
	return f.lazy.on && f.state == 2
}

// lazyOther is called before any operator of unknown effect is written
// to a page: it writes what upstream would have written by then (the
// pending font and fill colour) and forgets what was written.
func (f *Fpdf) lazyOther() {
	if f.lazy.quiet {
		return
	}
	f.lazySync()
	f.lazy.fontKnown, f.lazy.fillSet, f.lazy.have = false, false, ""
}

// lazySync writes the pending font and fill colour.
func (f *Fpdf) lazySync() {
	f.syncFont()
	f.syncFill()
}

// lazyLeave is called before the current page is left (finished, or
// another page made current): the pending operators go to it, in case it
// is drawn on again, and the next page's state is unknown.
func (f *Fpdf) lazyLeave() {
	if !f.lazyActive() {
		return
	}
	f.lazySync()
	f.lazyReset()
}

// lazyReset forgets the state: a new page, or another page made current.
func (f *Fpdf) lazyReset() {
	f.lazy = lazyOps{on: f.lazy.on, buf: f.lazy.buf}
}

// syncFont writes the font operator if SetFont was called since the last
// one and the font or size is not the one last written.
func (f *Fpdf) syncFont() {
	l := &f.lazy
	if !l.fontPending {
		return
	}
	l.fontPending = false
	if l.fontKnown && l.font == f.currentFont.i && l.size == f.fontSizePt {
		return
	}
	l.fontKnown, l.font, l.size = true, f.currentFont.i, f.fontSizePt
	// in a buffer of its own: the operator being written when this is
	// called (outBytes) may be in opBuf
	l.buf = f.appendFontOp(l.buf[:0])
	l.quiet = true
	f.outBytes(l.buf)
	l.quiet = false
}

// syncFill writes the fill colour if it was set since the last other
// operator and is not the one last written.
func (f *Fpdf) syncFill() {
	l := &f.lazy
	if l.fillSet && l.have != f.color.fill.str {
		f.writeFill(f.color.fill.str)
	}
}

// writeFill writes the fill (non-stroking) colour operator s.
func (f *Fpdf) writeFill(s string) {
	l := &f.lazy
	l.have = s
	l.quiet = true
	f.out(s)
	l.quiet = false
}

// lazyText is called before text is drawn with fewer operators: it
// writes the pending font, and the text colour where it differs from
// the fill (or the fill colour, the text's, where it does not). It
// returns whether the text must still be drawn as upstream draws it,
// inside "q <colour> ... Q": when the fill colour is unknown (after an
// operator of unknown effect).
func (f *Fpdf) lazyText() (qForm bool) {
	f.syncFont()
	if !f.colorFlag {
		f.syncFill()
		return false
	}
	if !f.lazy.fillSet {
		return true
	}
	if f.lazy.have != f.color.text.str {
		f.writeFill(f.color.text.str)
	}
	return false
}

// outKnown writes an operator of known effect (a stroke, a line width, a
// colour): it neither needs nor changes the font or fill colour.
func (f *Fpdf) outKnown(s string) {
	q := f.lazy.quiet
	f.lazy.quiet = true
	f.out(s)
	f.lazy.quiet = q
}

// setFill is the fill colour operator of SetFillColor and AddPage: with
// fewer operators it is written when something is filled.
func (f *Fpdf) setFill(s string) {
	if f.lazyActive() {
		f.lazy.fillSet = true
		return
	}
	f.out(s)
}

// fills tells whether the painting operator of styleStr fills.
func fills(styleStr string) bool {
	switch fillDrawOp(styleStr) {
	case "S", "n":
		return false
	}
	return true
}

// lazyCellText is lazyText for CellFormat, whose operators are gathered
// in s: the text colour goes into s, after the cell's fill.
func (f *Fpdf) lazyCellText(s *fmtBuffer) (qForm bool) {
	f.syncFont()
	if !f.colorFlag {
		f.syncFill()
		return false
	}
	if !f.lazy.fillSet {
		return true
	}
	if f.lazy.have != f.color.text.str {
		f.lazy.have = f.color.text.str
		s.WriteString(f.color.text.str + " ")
	}
	return false
}
