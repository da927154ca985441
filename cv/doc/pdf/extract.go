package pdf

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"unicode/utf16"

	"github.com/klippa-app/go-pdfium"
	perr "github.com/klippa-app/go-pdfium/errors"
	"github.com/klippa-app/go-pdfium/references"
	"github.com/klippa-app/go-pdfium/requests"

	"github.com/vitae-cv/vitae/cv/doc"
)

// glyph is one character on a page with its box (PDF points, y up) and
// font cues.
type glyph struct {
	r          rune
	x0, x1     float64 // left and right of the loose box (origin to advance)
	y0, y1     float64 // bottom and top of the loose box (descent to ascent)
	base       float64 // baseline (the char's origin y)
	size       float64 // font size in points
	bold       bool
	spaceAfter bool // a space character followed it in the content
	seq        int  // its place in the page's content order
}

// page is what one page gives: its glyphs and its size.
type page struct {
	glyphs []glyph
	width  float64
	height float64
	chars  int // the page's characters as PDFium counts them
}

// slowChars makes readPage read characters through go-pdfium's methods
// rather than rawChars (for the test that holds the two equal).
var slowChars = false

// maxCharsPerPage bounds the characters taken from one page (a real CV
// page holds a few thousand).
const maxCharsPerPage = 200_000

// maxChars bounds the characters taken from one file, so that the glyphs
// held for its layout stay within tens of megabytes (about 70 bytes
// each) and the time within the per-file limit, however fast the machine:
// a few kilobytes of form XObjects drawn on 200 pages make 40 million.
// A real CV has a few thousand per page. A variable for the tests.
var maxChars = 1_000_000

// fontBoldFlag is the ForceBold flag of a PDF font descriptor.
const fontBoldFlag = 1 << 18

// openDoc loads the PDF bytes, mapping PDFium's load errors to the doc
// sentinels.
func openDoc(inst pdfium.Pdfium, data []byte) (references.FPDF_DOCUMENT, error) {
	res, err := inst.FPDF_LoadMemDocument(&requests.FPDF_LoadMemDocument{Data: &data})
	switch {
	case err == nil:
		return res.Document, nil
	case errors.Is(err, perr.ErrPassword):
		return "", fmt.Errorf("%w: it needs a password to open", doc.ErrEncrypted)
	case errors.Is(err, perr.ErrSecurity):
		return "", fmt.Errorf("%w: its encryption is of a kind the reader does not support", doc.ErrEncrypted)
	case errors.Is(err, perr.ErrFormat), errors.Is(err, perr.ErrFile):
		return "", fmt.Errorf("%w: not a readable PDF (broken or truncated)", doc.ErrCorrupt)
	}
	return "", fmt.Errorf("%w: the PDF did not open: %v", doc.ErrCorrupt, err)
}

// readMeta reads the document information dictionary.
func readMeta(inst pdfium.Pdfium, d references.FPDF_DOCUMENT) doc.Meta {
	get := func(tag string) string {
		res, err := inst.FPDF_GetMetaText(&requests.FPDF_GetMetaText{Document: d, Tag: tag})
		if err != nil {
			return ""
		}
		return strings.TrimSpace(strings.ToValidUTF8(res.Value, ""))
	}
	return doc.Meta{
		Title:    truncate(get("Title"), 500),
		Author:   truncate(get("Author"), 500),
		Created:  parsePDFDate(get("CreationDate")),
		Modified: parsePDFDate(get("ModDate")),
	}
}

// truncate cuts s to at most n bytes on a rune boundary.
func truncate(s string, n int) string {
	if len(s) <= n {
		return s
	}
	for n > 0 && !utf8RuneStart(s[n]) {
		n--
	}
	return s[:n]
}

func utf8RuneStart(b byte) bool { return b&0xC0 != 0x80 }

// readPage takes the glyphs of page index i (0-based), of its first
// budget characters at most.
func readPage(ctx context.Context, inst pdfium.Pdfium, d references.FPDF_DOCUMENT, i, budget int) (page, error) {
	var pg page
	lp, err := inst.FPDF_LoadPage(&requests.FPDF_LoadPage{Document: d, Index: i})
	if err != nil {
		return pg, fmt.Errorf("page %d did not load: %w", i+1, err)
	}
	defer inst.FPDF_ClosePage(&requests.FPDF_ClosePage{Page: lp.Page})
	ref := requests.Page{ByReference: &lp.Page}
	if w, err := inst.FPDF_GetPageWidth(&requests.FPDF_GetPageWidth{Page: ref}); err == nil {
		pg.width = w.Width
	}
	if h, err := inst.FPDF_GetPageHeight(&requests.FPDF_GetPageHeight{Page: ref}); err == nil {
		pg.height = h.Height
	}
	tp, err := inst.FPDFText_LoadPage(&requests.FPDFText_LoadPage{Page: ref})
	if err != nil {
		return pg, fmt.Errorf("the text of page %d did not load: %w", i+1, err)
	}
	defer inst.FPDFText_ClosePage(&requests.FPDFText_ClosePage{TextPage: tp.TextPage})
	n, err := inst.FPDFText_CountChars(&requests.FPDFText_CountChars{TextPage: tp.TextPage})
	if err != nil {
		return pg, fmt.Errorf("the text of page %d did not load: %w", i+1, err)
	}
	var chars charReader = pdfiumChars{inst, tp.TextPage}
	if raw, err := newRawChars(inst, tp.TextPage); err == nil && !slowChars {
		defer raw.Close()
		chars = raw
	}
	pg.chars = n.Count
	count := min(n.Count, maxCharsPerPage, budget)
	pg.glyphs = make([]glyph, 0, max(count, 0))
	var font fontState
	for c := 0; c < count; c++ {
		if c%512 == 0 && ctx.Err() != nil {
			return pg, ctx.Err()
		}
		g, ok, err := readGlyph(chars, c, &font)
		if err != nil {
			return pg, fmt.Errorf("page %d: %w", i+1, err)
		}
		if !ok || g.r == ' ' || g.r == '\u00a0' {
			font.stale = true // a new word may start in a new font
		}
		switch {
		case !ok:
		case g.r >= 0xDC00 && g.r <= 0xDFFF:
			// the low half of a surrogate pair: complete the glyph before
			if n := len(pg.glyphs); n > 0 && pg.glyphs[n-1].r >= 0xD800 && pg.glyphs[n-1].r <= 0xDBFF {
				pg.glyphs[n-1].r = utf16.DecodeRune(pg.glyphs[n-1].r, g.r)
			}
		case g.r == ' ' || g.r == '\u00a0':
			if len(pg.glyphs) > 0 {
				pg.glyphs[len(pg.glyphs)-1].spaceAfter = true
			}
		default:
			g.seq = c
			pg.glyphs = append(pg.glyphs, g)
		}
	}
	pg.glyphs = slices.DeleteFunc(pg.glyphs, func(g glyph) bool { return g.r >= 0xD800 && g.r <= 0xDFFF })
	return pg, nil
}

// fontState is the font of the glyph read last. Reading a font's size,
// weight and name costs a dozen calls into PDFium, so it is read again
// only where a word starts (after a space or line end) or the glyph box
// changes height (a new size): bold is a cue on words. The baseline of
// the glyphs in between is their box bottom plus the font's descent.
type fontState struct {
	size, height float64
	descent      float64 // from the loose box's bottom up to the baseline
	bold         bool
	stale        bool
	read         bool
}

// readGlyph reads character c of a text page. ok is false for what is no
// printed character (line ends, unmapped glyphs). A space, set or
// generated by PDFium where it sees a word gap, comes back as a space
// with no box: it marks a word break.
func readGlyph(chars charReader, c int, font *fontState) (glyph, bool, error) {
	var g glyph
	u, err := chars.Unicode(c)
	if err != nil {
		return g, false, err
	}
	g.r = rune(u)
	if g.r == 2 {
		g.r = '-' // PDFium's mark for a hyphen at a line end
	}
	if g.r < 0x20 || g.r == 0x7f || g.r > 0x10FFFF || g.r == '\ufffd' || g.r == '\ufffe' || g.r == '\uffff' {
		return g, false, nil
	}
	if g.r == ' ' || g.r == '\u00a0' {
		return g, true, nil
	}
	box, err := chars.LooseBox(c)
	if err != nil {
		return g, false, err
	}
	g.x0, g.x1 = float64(box[0]), float64(box[2])
	g.y0, g.y1 = float64(box[3]), float64(box[1])
	if h := g.y1 - g.y0; !font.read || font.stale || abs(h-font.height) > 0.01*max(h, 1) {
		if err := readFont(chars, c, font); err != nil {
			return g, false, err
		}
		_, oy, err := chars.Origin(c)
		if err != nil {
			return g, false, err
		}
		font.height, font.descent = h, oy-g.y0
	}
	g.size, g.bold = font.size, font.bold
	g.base = g.y0 + font.descent
	return g, true, nil
}

// readFont reads the size and boldness of character c's font.
func readFont(chars charReader, c int, font *fontState) error {
	size, err := chars.FontSize(c)
	if err != nil {
		return err
	}
	font.size = size
	font.bold = isBold(chars, c)
	font.read, font.stale = true, false
	return nil
}

// isBold says whether character c is set in a bold font: a weight of 600
// or more, the font descriptor's ForceBold flag, or a font name that says
// Bold, Black, Heavy or Semibold.
func isBold(chars charReader, c int) bool {
	w, err := chars.FontWeight(c)
	if err == nil && w >= 600 {
		return true
	}
	name, flags, err := chars.FontInfo(c)
	if err != nil {
		return false
	}
	return flags&fontBoldFlag != 0 || boldName(name)
}

// boldName says whether a font name names a bold face ("ABCDEF+Times-Bold",
// "CMBX10", "LMRoman10-Bold", "SourceSansPro-Semibold").
func boldName(name string) bool {
	if i := strings.IndexByte(name, '+'); i >= 0 {
		name = name[i+1:]
	}
	low := strings.ToLower(name)
	for _, w := range []string{"bold", "black", "heavy", "semibold", "demi"} {
		if strings.Contains(low, w) {
			return true
		}
	}
	// TeX's Computer Modern and Latin Modern bold faces: cmbx, cmb, lmbx
	return strings.HasPrefix(low, "cmbx") || strings.HasPrefix(low, "cmb1") || strings.HasPrefix(low, "cmssbx") ||
		strings.HasPrefix(low, "lmbx") || strings.Contains(low, "-bx") || strings.HasPrefix(low, "sfbx")
}
