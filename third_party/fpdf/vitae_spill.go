// Copyright ©2026 The vitae authors. Use of this source code is governed
// by the MIT-style license in the LICENSE file.

package fpdf

// This file is the vitae patch (see PATCH.md, change 21): finished pages
// spilled to a file as they are held, so that the document's memory does
// not grow with its pages, and read back one at a time at Output.

import (
	"bufio"
	"fmt"
	"io"
	"math"
)

// Spill is where a document's finished pages go (SetSpill): written in
// order, read back at Output by position. An *os.File is one.
type Spill interface {
	io.Writer
	io.ReaderAt
}

// spillBuffer is the size of the buffer in front of a spill: pages of a
// few kilobytes are written to it in large pieces.
const spillBuffer = 256 << 10

// spill is the state of a document's spill.
type spill struct {
	to  Spill
	w   *bufio.Writer // in front of to; flushed before a read
	end int64         // bytes written to w so far
	buf []byte        // a page read back
	r   *bufio.Reader // reads on from at, as pages are read in order
	at  int64         // where r reads next
}

// SetSpill makes a document that compresses its finished pages
// (SetCompressFinishedPages) write each of them to s as soon as it is
// held, compressed head and uncompressed tail, and keep only where it
// is: its memory then no longer grows with its pages. Output reads each
// page back when it writes it; the document's bytes are the same. Pages
// adopted (AdoptPages) are spilled as they are adopted. s is the
// caller's to create and remove; it must be set before the first page is
// finished and must not be written by anyone else until Output returns.
func (f *Fpdf) SetSpill(s Spill) {
	if s == nil {
		f.spill = nil
		return
	}
	f.spill = &spill{to: s, w: bufio.NewWriterSize(s, spillBuffer)}
}

// HeldBytes is the number of bytes of finished pages that the document
// holds in memory: their compressed heads and uncompressed tails, and
// the content of pages not yet held. With SetSpill it stays within a
// page or two however many pages there are.
func (f *Fpdf) HeldBytes() int {
	n := 0
	n += f.held.inMemory()
	for _, b := range f.pages {
		if b != nil {
			n += b.Len()
		}
	}
	if f.spill != nil {
		n += f.spill.w.Buffered()
	}
	return n
}

// Spilled is the number of bytes written to the spill (SetSpill) so far.
func (f *Fpdf) Spilled() int64 {
	if f.spill == nil {
		return 0
	}
	return f.spill.end
}

// spilled is a stretch of the spill: n bytes at at.
type spilled struct {
	at int64
	n  int
}

// leavePage holds again what was drawn on page n, held before, since
// SetPage made it current: SetPage is leaving it for another page. (With
// a spill, the contents pages vitae fills last do not stay in memory.)
func (f *Fpdf) leavePage(n int) {
	if n > 0 && f.held.has(n) && n < len(f.pages) && f.pages[n] != nil {
		f.holdPage(n)
	}
}

// appendHeld adds b, drawn on the held page h since, to its tail: to the
// spill, as a stretch of it, when h is spilled, else to h.tail.
func (f *Fpdf) appendHeld(h *heldPage, b []byte) {
	s := f.spill
	if s == nil || h.at < 0 {
		h.tail = append(h.tail, b...)
		return
	}
	if len(b) == 0 || f.err != nil {
		return
	}
	at := s.end
	n, err := s.w.Write(b)
	s.end += int64(n)
	if err != nil {
		f.err = fmt.Errorf("fpdf: spilling a page: %w", err)
		return
	}
	h.more = append(h.more, spilled{at, len(b)})
}

// spillPage writes the head and tail that h holds in memory to the spill
// and keeps their place instead. A page spilled already, or a document
// without a spill, is left as it is.
func (f *Fpdf) spillPage(h *heldPage) {
	s := f.spill
	if s == nil || h == nil || h.at >= 0 || f.err != nil {
		return
	}
	h.at, h.headN, h.tailN = s.end, len(h.head), len(h.tail)
	for _, b := range [][]byte{h.head, h.tail} {
		n, err := s.w.Write(b)
		s.end += int64(n)
		if err != nil {
			f.err = fmt.Errorf("fpdf: spilling a page: %w", err)
			return
		}
	}
	h.head, h.tail = nil, nil
}

// unspill reads what h spilled back: its head and its tail as spilled
// (the tail it had when it was spilled, then what was drawn on it later;
// what was added in memory before it was spilled is in that tail). The
// bytes are f.spill.buf's, valid until the next read. A page never
// spilled gives its head and no tail.
func (f *Fpdf) unspill(h *heldPage) (head, tail []byte) {
	if h.at < 0 {
		return h.head, nil
	}
	s := f.spill
	if s == nil { // cannot happen: only a spill sets at
		f.err = fmt.Errorf("fpdf: a spilled page without a spill")
		return nil, nil
	}
	if err := s.w.Flush(); err != nil {
		f.err = fmt.Errorf("fpdf: spilling a page: %w", err)
		return nil, nil
	}
	n := h.headN + h.tailN
	for _, e := range h.more {
		n += e.n
	}
	if cap(s.buf) < n {
		s.buf = make([]byte, n)
	}
	b := s.buf[:n]
	err := s.readOn(b[:h.headN+h.tailN], h.at)
	for i, e := 0, h.headN+h.tailN; i < len(h.more) && err == nil; i++ { // elsewhere in the spill
		_, err = s.to.ReadAt(b[e:e+h.more[i].n], h.more[i].at)
		e += h.more[i].n
	}
	if err != nil {
		f.err = fmt.Errorf("fpdf: reading a spilled page back: %w", err)
		return nil, nil
	}
	return b[:h.headN], b[h.headN:]
}

// readOn fills b from the spill at at, through a buffer that reads on
// from where the last read ended: Output reads the pages in the order
// they were spilled.
func (s *spill) readOn(b []byte, at int64) error {
	if s.r == nil || s.at != at {
		from := io.NewSectionReader(s.to, at, math.MaxInt64-at)
		if s.r == nil {
			s.r = bufio.NewReaderSize(from, spillBuffer)
		} else {
			s.r.Reset(from)
		}
		s.at = at
	}
	s.at += int64(len(b))
	_, err := io.ReadFull(s.r, b)
	return err
}

// inMemory reads a spilled page back into h, for pages taken from a
// document with a spill (TakePages) to another.
func (f *Fpdf) inMemory(h *heldPage) {
	if h == nil || h.at < 0 {
		return
	}
	head, tail := f.unspill(h)
	h.head = append([]byte(nil), head...)
	h.tail = append(append([]byte(nil), tail...), h.tail...)
	h.at, h.headN, h.tailN, h.more = -1, 0, 0, nil
}

// outLine is out for bytes: b and a newline.
func (f *Fpdf) outLine(b []byte) {
	if f.lazy.on && f.state == 2 && !f.lazy.quiet { // vitae patch 28
		f.lazyOther()
	}
	if f.state == 2 {
		must(f.pages[f.page].Write(b))
		must(f.pages[f.page].WriteString("\n"))
		return
	}
	must(f.buffer.Write(b))
	must(f.buffer.WriteString("\n"))
}
