package pdf

import (
	"context"
	"fmt"
	"math"

	"github.com/klippa-app/go-pdfium"
	"github.com/klippa-app/go-pdfium/requests"

	"github.com/vitae-cv/vitae/cv/doc"
)

// PageView is one page as the review app ("vitae review") shows it: its
// size and where each of its lines is, so that a line of the Doc (Page,
// Src) can be boxed on the page's image (RenderPage).
type PageView struct {
	Width, Height float64 // in PDF points
	// Lines are the boxes of the page's lines, in Src order (Lines[i] is
	// the line whose Src is i+1).
	Lines []Box
}

// Box is a line's place on its page, in fractions of the page's width
// and height from the top left corner (0 to 1), so that it scales with
// the image it is drawn on.
type Box struct {
	X0, Y0, X1, Y1 float64
}

// ReadLayout is Read, and also where each line of the Doc is on its page
// (the boxes of the lines as Read rebuilt them: a line joined from
// wrapped pieces reaches down over them). The PDF is read once.
func ReadLayout(ctx context.Context, data []byte, lim doc.Limits) (d *doc.Doc, views []PageView, err error) {
	defer func() {
		if r := recover(); r != nil {
			d, views, err = nil, nil, fmt.Errorf("%w: the PDF's layout could not be read (%v)", doc.ErrCorrupt, r)
		}
	}()
	lim = lim.OrDefault()
	if int64(len(data)) > lim.MaxBytes {
		return nil, nil, fmt.Errorf("%w: %d bytes, more than the %d a PDF may have", doc.ErrLimit, len(data), lim.MaxBytes)
	}
	ctx, cancel := context.WithTimeout(ctx, lim.Timeout)
	defer cancel()
	pages, meta, warns, err := extract(ctx, data, lim)
	if err != nil {
		return nil, nil, err
	}
	all, m := layout(pages)
	views = layoutViews(all, pages, m)
	d = buildLines(all, len(pages), m, lim)
	d.Meta = meta
	d.Warnings = append(warns, d.Warnings...)
	if len(d.Lines) == 0 || !hasText(d) {
		return nil, nil, doc.Because(doc.ErrNoText, fmt.Sprintf("no text layer: the PDF is an image; OCR it first (%d page(s), no characters)", d.Pages))
	}
	return d, views, nil
}

// layoutViews boxes each line of the laid-out pages (build numbers the
// lines of a page 1, 2, … in this order: appendPage).
func layoutViews(all [][]pline, pages []page, m metrics) []PageView {
	views := make([]PageView, len(pages))
	for i, lines := range all {
		w, h := pages[i].width, pages[i].height
		v := PageView{Width: w, Height: h, Lines: make([]Box, len(lines))}
		for j, l := range lines {
			v.Lines[j] = lineBox(l, w, h, m)
		}
		views[i] = v
	}
	return views
}

// lineBox is the box of one line on a page w by h points.
func lineBox(l pline, w, h float64, m metrics) Box {
	if len(l.words) == 0 || w <= 0 || h <= 0 {
		return Box{}
	}
	x0, x1 := math.Inf(1), math.Inf(-1)
	for _, wd := range l.words {
		x0, x1 = min(x0, wd.x0), max(x1, wd.x1)
	}
	size := max(l.size, 1)
	top := l.base + 0.9*size
	bottom := l.base - 0.3*size - float64(l.wraps)*max(m.pitch, size*1.1)
	clamp := func(v float64) float64 { return math.Round(min(max(v, 0), 1)*10000) / 10000 }
	return Box{X0: clamp(x0 / w), X1: clamp(x1 / w), Y0: clamp((h - top) / h), Y1: clamp((h - bottom) / h)}
}

// RenderPage draws page n (1-based) of the PDF in data as a PNG image at
// dpi dots per inch (at most 300), with the engine Read uses, within
// lim.Timeout and the engine's memory cap.
func RenderPage(ctx context.Context, data []byte, n, dpi int, lim doc.Limits) (png []byte, err error) {
	lim = lim.OrDefault()
	if dpi <= 0 || dpi > 300 {
		return nil, fmt.Errorf("a page is drawn at 1 to 300 dpi, not %d", dpi)
	}
	if int64(len(data)) > lim.MaxBytes {
		return nil, fmt.Errorf("%w: %d bytes, more than the %d a PDF may have", doc.ErrLimit, len(data), lim.MaxBytes)
	}
	ctx, cancel := context.WithTimeout(ctx, lim.Timeout)
	defer cancel()
	return renderGuarded(ctx, data, n, dpi)
}

// renderGuarded runs renderWith on an instance of the pool as extract
// runs a read: the instance's memory marked busy while guest code may run
// in it (a kill mid-call must not unmap it under PDFium), killed when the
// time runs out (then waited for, never killed twice), and closed, or
// killed when the drawing failed, before it goes back.
func renderGuarded(ctx context.Context, data []byte, n, dpi int) (png []byte, err error) {
	inst, err := acquire(ctx)
	if err != nil {
		return nil, err
	}
	im := memoryOf(inst)
	if im.lm != nil {
		im.lm.enter()
	}
	killed := make(chan struct{})
	stop := context.AfterFunc(ctx, func() {
		defer close(killed)
		_ = inst.Kill()
	})
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("%w: the PDF engine failed on it (%v)", doc.ErrCorrupt, r)
		}
		switch {
		case !stop():
			<-killed
			png, err = nil, fmt.Errorf("%w: the page was not drawn in time (or no longer wanted)", doc.ErrLimit)
		case err != nil || im.size() > retireAbove:
			_ = inst.Kill()
		default:
			_ = inst.Close()
		}
		if im.lm != nil {
			im.lm.leave()
		}
	}()
	return renderWith(inst, data, n, dpi)
}

// renderWith draws page n on an instance of the engine.
func renderWith(inst pdfium.Pdfium, data []byte, n, dpi int) ([]byte, error) {
	d, err := openDoc(inst, data)
	if err != nil {
		return nil, err
	}
	defer inst.FPDF_CloseDocument(&requests.FPDF_CloseDocument{Document: d})
	count, err := pageCount(inst, d)
	if err != nil {
		return nil, err
	}
	if n < 1 || n > count {
		return nil, fmt.Errorf("the PDF has no page %d (it has %d)", n, count)
	}
	res, err := inst.RenderToFile(&requests.RenderToFile{
		RenderPageInDPI: &requests.RenderPageInDPI{
			Page: requests.Page{ByIndex: &requests.PageByIndex{Document: d, Index: n - 1}},
			DPI:  dpi,
		},
		OutputFormat: requests.RenderToFileOutputFormatPNG,
		OutputTarget: requests.RenderToFileOutputTargetBytes,
	})
	if err != nil {
		return nil, fmt.Errorf("%w: page %d could not be drawn: %v", doc.ErrCorrupt, n, firstLine(err))
	}
	if res.ImageBytes == nil {
		return nil, fmt.Errorf("%w: page %d could not be drawn", doc.ErrCorrupt, n)
	}
	return *res.ImageBytes, nil
}
