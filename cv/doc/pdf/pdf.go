// Package pdf reads PDF files into the line model (doc.Doc) with PDFium
// compiled to WebAssembly (go-pdfium's webassembly build, run by wazero
// in-process: no cgo, nothing downloaded at run time).
//
// From every page it takes the characters with their boxes and fonts and
// rebuilds the lines a reader sees: characters grouped by baseline, words
// by gaps, columns side by side kept apart by runs of spaces (as
// pdftotext -layout lays them out, which the parser reads), indentation
// from the page's left text margin, bold spans, font size relative to the
// body text, running headers, footers and page numbers marked as
// repeating, and words hyphenated across a line end joined.
package pdf

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/klippa-app/go-pdfium"
	"github.com/klippa-app/go-pdfium/references"
	"github.com/klippa-app/go-pdfium/requests"

	"github.com/vitae-cv/vitae/cv/doc"
)

// Read reads the PDF in data: every page up to lim.MaxPages (pages past
// it are dropped with a warning) and up to maxChars characters (reading
// stops past them, with a warning), within lim.Timeout and the engine's
// memory cap. Each line carries its page, its line number on the page
// (Src), Indent, Bold, Size, Heading (a short line set clearly larger
// than the body text) and Repeats (running header, footer, page number);
// bold spans are marked **bold** in Text. Doc.Meta comes from the PDF's
// information dictionary.
//
// Errors wrap doc.ErrNoText (pages but no text: a scan),
// doc.ErrEncrypted (a password is needed), doc.ErrCorrupt (not a
// readable PDF) or doc.ErrLimit (too large, time ran out, or the engine
// would need more than its memory cap: "(memory)"). Messages are one line.
func Read(ctx context.Context, data []byte, lim doc.Limits) (d *doc.Doc, err error) {
	defer func() {
		if r := recover(); r != nil { // as before the engine part was split off: no panic escapes
			d, err = nil, fmt.Errorf("%w: the PDF's layout could not be read (%v)", doc.ErrCorrupt, r)
		}
	}()
	lim = lim.OrDefault()
	if int64(len(data)) > lim.MaxBytes {
		return nil, fmt.Errorf("%w: %d bytes, more than the %d a PDF may have", doc.ErrLimit, len(data), lim.MaxBytes)
	}
	ctx, cancel := context.WithTimeout(ctx, lim.Timeout)
	defer cancel()
	pages, meta, warns, err := extract(ctx, data, lim)
	if err != nil {
		return nil, err
	}
	d = build(pages, lim)
	d.Meta = meta
	d.Warnings = append(warns, d.Warnings...)
	if len(d.Lines) == 0 || !hasText(d) {
		return nil, doc.Because(doc.ErrNoText, fmt.Sprintf("no text layer: the PDF is an image; OCR it first (%d page(s), no characters)", d.Pages))
	}
	return d, nil
}

// extract reads the pages of data with the fast engine, and again with
// the interruptible one when the fast engine's memory cap is too small
// for it (see engine.go).
func extract(ctx context.Context, data []byte, lim doc.Limits) ([]page, doc.Meta, []doc.Warning, error) {
	pages, meta, warns, err := extractWith(ctx, fastEngine, data, lim)
	if errors.Is(err, errFastMemory) {
		return extractWith(ctx, safeEngine, data, lim)
	}
	return pages, meta, warns, err
}

// errFastMemory says that the fast engine ran out of its memory.
var errFastMemory = errors.New("more memory than the fast engine has")

// extractWith runs a PDFium instance of engine e on data and gives it
// back before the lines are built, closing it if it grew (so that its
// memory and the layout's are not held at once) or failed. The clock is
// looked at between calls into the engine, and the interruptible engine
// is stopped mid-call when it runs out. An engine failure is told as
// what it is: out of memory, out of time, or a damaged file, in one line.
func extractWith(ctx context.Context, e *pdfEngine, data []byte, lim doc.Limits) (pages []page, meta doc.Meta, warns []doc.Warning, err error) {
	inst, err := e.acquire(ctx)
	if err != nil {
		return nil, meta, nil, err
	}
	im := memoryOf(inst)
	im.limit = e.limit()
	if im.lm != nil {
		im.lm.enter()
	}
	killed := make(chan struct{})
	stop := func() bool { return true }
	if e.interruptible {
		stop = context.AfterFunc(ctx, func() {
			defer close(killed)
			_ = inst.Kill() // interrupts PDFium mid-call; the worker is replaced
		})
	}
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("%w: the PDF engine failed on it (%v)", doc.ErrCorrupt, r)
		}
		exhausted := err != nil && im.exhausted()
		if err == nil && ctx.Err() != nil {
			err = ctx.Err() // the last call ended past the deadline
		}
		switch {
		case !stop():
			<-killed
		case err != nil || im.size() > retireAbove:
			_ = inst.Kill() // a fresh instance for the next file; this one's memory goes back
		default:
			_ = inst.Close()
		}
		if im.lm != nil {
			im.lm.leave()
		}
		switch {
		case err == nil:
		case exhausted && !e.interruptible:
			err = errFastMemory
		case exhausted:
			err = fmt.Errorf("%w (memory): the PDF engine would need more than its %d MiB", doc.ErrLimit, e.limit()>>20)
		case ctx.Err() != nil && !errors.Is(err, doc.ErrLimit):
			err = fmt.Errorf("%w: reading took longer than %v", doc.ErrLimit, lim.Timeout)
		default:
			err = firstLine(err)
		}
		if err != nil {
			pages, warns = nil, nil
		}
	}()
	return readAll(ctx, inst, data, lim)
}

// firstLine keeps the first line of an error's message (the engine adds a
// WebAssembly stack trace to a crash), still matching what err matches.
func firstLine(err error) error {
	msg := err.Error()
	i := strings.IndexAny(msg, "\r\n")
	if i < 0 {
		return err
	}
	return &cutError{msg: strings.TrimSpace(msg[:i]), err: err}
}

type cutError struct {
	msg string
	err error
}

func (e *cutError) Error() string { return e.msg }
func (e *cutError) Unwrap() error { return e.err }

// hasText says whether any line of d has text.
func hasText(d *doc.Doc) bool {
	for _, l := range d.Lines {
		if l.Text != "" && l.Text != "\f" {
			return true
		}
	}
	return false
}

// readAll opens the document and takes the glyphs of its pages.
func readAll(ctx context.Context, inst pdfium.Pdfium, data []byte, lim doc.Limits) ([]page, doc.Meta, []doc.Warning, error) {
	var meta doc.Meta
	var warns []doc.Warning
	d, err := openDoc(inst, data)
	if err != nil {
		return nil, meta, nil, err
	}
	defer inst.FPDF_CloseDocument(&requests.FPDF_CloseDocument{Document: d})
	n, err := pageCount(inst, d)
	if err != nil {
		return nil, meta, nil, err
	}
	meta = readMeta(inst, d)
	if n > lim.MaxPages {
		warns = append(warns, doc.Warning{Page: lim.MaxPages + 1, Message: fmt.Sprintf("the PDF has %d pages; read the first %d", n, lim.MaxPages)})
		n = lim.MaxPages
	}
	pages := make([]page, 0, n)
	budget := maxChars
	for i := range n {
		if ctx.Err() != nil {
			return nil, meta, nil, ctx.Err()
		}
		pg, err := readPage(ctx, inst, d, i, budget)
		if err != nil {
			return nil, meta, nil, fmt.Errorf("%w: %v", doc.ErrCorrupt, err)
		}
		pages = append(pages, pg)
		whole := min(pg.chars, maxCharsPerPage)
		taken := min(whole, budget)
		budget -= taken
		if budget == 0 && (taken < whole || i+1 < n) {
			warns = append(warns, doc.Warning{Page: i + 1, Message: fmt.Sprintf("the PDF has more than %d characters; read them up to page %d", maxChars, i+1)})
			break
		}
	}
	return pages, meta, warns, nil
}

// pageCount returns the number of pages; a PDF without pages is corrupt.
func pageCount(inst pdfium.Pdfium, d references.FPDF_DOCUMENT) (int, error) {
	res, err := inst.FPDF_GetPageCount(&requests.FPDF_GetPageCount{Document: d})
	if err != nil {
		return 0, fmt.Errorf("%w: its pages cannot be counted: %v", doc.ErrCorrupt, err)
	}
	if res.PageCount <= 0 {
		return 0, fmt.Errorf("%w: it has no pages", doc.ErrCorrupt)
	}
	return res.PageCount, nil
}
