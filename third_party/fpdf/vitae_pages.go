// Copyright ©2026 The vitae authors. Use of this source code is governed
// by the MIT-style license in the LICENSE file.

package fpdf

// This file is the vitae patch (see PATCH.md): pages compressed when they
// are finished, pooled compressors, aliases replaced once per page, and
// the document streamed to the writer of Output.

import (
	"bytes"
	"crypto/sha256"
	"encoding/binary"
	"fmt"
	"maps"
	"math"
	"slices"
	"strconv"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/klauspost/compress/zlib"
)

// heldPage is a finished page kept compressed: head is a zlib header and
// the deflate blocks of the page's content up to its first alias,
// sync-flushed (byte-aligned, no final block); sum is the Adler-32 of that
// content; tail is the rest, uncompressed, with its aliases still in it.
// A page spilled (SetSpill) has its head and the tail it had then at at
// in the spill, headN and tailN bytes long (at is -1 for a page in
// memory), and what was drawn on it later in the extents more.
type heldPage struct {
	head         []byte
	sum          uint32
	tail         []byte
	at           int64
	headN, tailN int
	more         []spilled
}

// A pool of compressors: a zlib writer allocates about 1 MB of tables,
// which upstream did anew for every page and every stream. (The deflate
// writer of held pages was the document's own; patch 30 replaced it by
// pageDeflate.)
var zlibPool = sync.Pool{New: func() any { w, _ := zlib.NewWriterLevel(nil, zlib.BestSpeed); return w }}

// zlibCompress appends the zlib stream of data (best speed, as upstream)
// to dst; with flush set the stream is only sync-flushed, not closed.
func zlibCompress(dst *bytes.Buffer, data []byte, flush bool) {
	zw := zlibPool.Get().(*zlib.Writer)
	defer zlibPool.Put(zw)
	zw.Reset(dst)
	must(zw.Write(data))
	if flush {
		mustNil(zw.Flush())
	} else {
		mustNil(zw.Close())
	}
	zw.Reset(nil)
}

// zlibHeader is the header of a zlib stream at best speed, as the zlib
// writer writes it (RFC 1950: deflate, 32 KiB window, fastest; check
// bits).
const zlibHeader = "\x78\x01"

// zlibHead appends the zlib header and the sync-flushed deflate blocks of
// data to dst: the bytes zlibCompress with flush writes, without the
// zlib writer's Adler-32 of data, which the caller computes once.
//
// vitae patch 30: the blocks are pageDeflate's (one Huffman code for
// every page), not the flate writer's.
func (f *Fpdf) zlibHead(dst *bytes.Buffer, data []byte) {
	dst.WriteString(zlibHeader)
	if f.pd == nil {
		f.pd = new(pageDeflate)
	}
	f.pd.buf = f.pd.deflate(f.pd.buf[:0], data) // a buffer kept from page to page
	must(dst.Write(f.pd.buf))
}

func mustNil(err error) {
	if err != nil {
		panic(err)
	}
}

// SetCompressFinishedPages makes fpdf compress each page when it is
// finished (when the next page is added) instead of holding every page's
// content uncompressed until Output. It has an effect only with
// compression on. Aliases (AliasNbPages, RegisterAlias) must be set
// before the pages that use them are finished; their replacements may
// still change until Output. Content written to a finished page after
// SetPage is kept after it and drawn over it, as without this option.
func (f *Fpdf) SetCompressFinishedPages(on bool) {
	f.holdPages = on
}

// aliasForms are the strings replaced in page content: every alias as
// written by a core font (UTF-8), then as written by a UTF-8 font
// (UTF-16), as upstream's replaceAliases applies them, but in the order
// of the aliases (upstream: the map's random order).
func (f *Fpdf) aliasForms() (olds, news []string) {
	aliases := slices.Sorted(maps.Keys(f.aliasMap))
	for mode := range 2 {
		for _, alias := range aliases {
			replacement := f.aliasMap[alias]
			if mode == 1 {
				alias = utf8toutf16(alias, false)
				replacement = utf8toutf16(replacement, false)
			}
			olds = append(olds, alias)
			news = append(news, replacement)
		}
	}
	return olds, news
}

// holdPage compresses page n, finished, and frees its buffer: the
// content up to its first alias is compressed now; the rest waits for the
// aliases' values. Content added to a held page is appended to its tail.
func (f *Fpdf) holdPage(n int) {
	if !f.holdPages || !f.compress || n < 1 || n >= len(f.pages) {
		return
	}
	if f.pages[n] == nil { // held and not drawn on since
		return
	}
	b := f.pages[n].Bytes()
	if h := f.held.get(n); h != nil {
		f.appendHeld(h, b)
		f.held.put(n, h)
		f.pages[n] = nil
		return
	}
	cut := firstAlias(b, f.cutAliases())
	f.scratch.Reset()
	f.zlibHead(&f.scratch, b[:cut])
	// vitae patch 29: the checksum by adlerUpdate, not hash/adler32
	h := &heldPage{sum: adlerUpdate(1, b[:cut]), at: -1}
	if f.spill != nil { // written out from f.scratch and b at once
		h.head, h.tail = f.scratch.Bytes(), b[cut:]
		f.spillPage(h)
	} else {
		h.head, h.tail = bytes.Clone(f.scratch.Bytes()), bytes.Clone(b[cut:])
	}
	f.held.put(n, h)
	f.spare = f.pages[n]
	f.spare.Reset()
	f.pages[n] = nil // SetPage gives it a buffer again
}

// cutAliases are the strings a held page is cut at: every alias, page
// alias and the alias of the number of pages, in both forms; made again
// only after an alias is registered (aliasVersion).
func (f *Fpdf) cutAliases() []string {
	if f.cut.olds != nil && f.cut.version == f.aliasVersion {
		return f.cut.olds
	}
	olds, _ := f.aliasForms()
	if a := f.aliasNbPagesStr; a != "" { // registered at Output
		olds = append(olds, a, utf8toutf16(a, false))
	}
	for _, a := range slices.Sorted(maps.Keys(f.pageAliases)) {
		olds = append(olds, a, utf8toutf16(a, false))
	}
	f.cut.olds, f.cut.version = olds, f.aliasVersion
	return olds
}

// firstAlias is the position in b of the first occurrence of any of
// olds, or len(b). When every alias begins with '{' (in UTF-16: "\x00{"),
// as vitae's do, b is scanned once, from brace to brace.
func firstAlias(b []byte, olds []string) int {
	for _, a := range olds {
		if !strings.HasPrefix(a, "{") && !strings.HasPrefix(a, "\x00{") {
			cut := len(b)
			for _, a := range olds {
				if i := bytes.Index(b[:cut], []byte(a)); i >= 0 {
					cut = i
				}
			}
			return cut
		}
	}
	for i := 0; i < len(b); {
		j := bytes.IndexByte(b[i:], '{')
		if j < 0 {
			break
		}
		i += j
		for _, a := range olds { // UTF-16 forms start a byte earlier
			if a[0] == 0 && i > 0 && bytes.HasPrefix(b[i-1:], []byte(a)) {
				return i - 1
			}
		}
		for _, a := range olds {
			if a[0] == '{' && bytes.HasPrefix(b[i:], []byte(a)) {
				return i
			}
		}
		i++
	}
	return len(b)
}

// newPageBuffer is the buffer of a new page: the last held page's, which
// has grown to a page's size already, or a new one.
func (f *Fpdf) newPageBuffer() *bytes.Buffer {
	if b := f.spare; b != nil {
		f.spare = nil
		return b
	}
	return new(bytes.Buffer)
}

// replaceIn replaces the aliases in b, each over the whole of b in turn,
// as upstream's replaceAliases does; b is copied only where one occurs.
func replaceIn(b []byte, olds, news []string) []byte {
	for i, a := range olds {
		if bytes.Contains(b, []byte(a)) {
			b = bytes.ReplaceAll(b, []byte(a), []byte(news[i]))
		}
	}
	return b
}

// pageStream is the compressed content stream of page n, in f.scratch:
// a held page's head, its tail (with what was added since) with the
// aliases replaced, and the Adler-32 of the whole; any other page is
// compressed whole after the aliases are replaced.
func (f *Fpdf) pageStream(n int, olds, news []string) []byte {
	f.scratch.Reset()
	var rec heldPage
	h := f.held.load(n, &rec)
	if h == nil {
		zlibCompress(&f.scratch, replaceIn(f.pages[n].Bytes(), olds, news), false)
		f.pages[n] = nil
		return f.scratch.Bytes()
	}
	head, spilled := f.unspill(h)
	if f.err != nil {
		return nil
	}
	tail := append(append(f.tailBuf[:0], spilled...), h.tail...)
	if b := f.pages[n]; b != nil {
		tail = append(tail, b.Bytes()...)
	}
	f.tailBuf = tail
	tail = replaceIn(tail, olds, news)
	f.scratch.Write(head)
	if f.pd == nil { // vitae patch 30: the tail by pageDeflate too
		f.pd = new(pageDeflate)
	}
	f.pd.buf = f.pd.deflateFinal(f.pd.buf[:0], tail)
	must(f.scratch.Write(f.pd.buf))
	var sum [4]byte
	binary.BigEndian.PutUint32(sum[:], adlerContinue(h.sum, tail))
	f.scratch.Write(sum[:])
	f.held.put(n, nil)
	f.pages[n] = nil
	return f.scratch.Bytes()
}

// adlerContinue is the Adler-32 of a content whose first part has
// checksum sum and whose rest is p.
func adlerContinue(sum uint32, p []byte) uint32 {
	return adlerUpdate(sum, p) // vitae patch 29
}

// offset is the position in the document of the next byte written.
func (f *Fpdf) offset() int { return f.flushed + f.buffer.Len() }

// drain writes what the document buffer holds to the writer of Output,
// when Output is streaming.
func (f *Fpdf) drain() {
	if f.sink == nil || f.err != nil {
		return
	}
	n, err := f.buffer.WriteTo(f.sink)
	f.flushed += int(n)
	if err != nil {
		f.err = err
	}
}

// usePageSize makes the size and orientation of page n current, as
// drawing on it after SetPage needs: upstream kept those of the last page
// added, so that text drawn on a portrait page after a landscape one was
// placed by the landscape height.
func (f *Fpdf) usePageSize(n int) {
	wPt, hPt := f.defPageSize.Wd*f.k, f.defPageSize.Ht*f.k
	if f.defOrientation != "P" {
		wPt, hPt = hPt, wPt
	}
	if sz, ok := f.pageSizes.get(n); ok {
		wPt, hPt = sz.Wd, sz.Ht
	}
	f.wPt, f.hPt = wPt, hPt
	f.w, f.h = wPt/f.k, hPt/f.k
	f.pageBreakTrigger = f.h - f.bMargin
	f.curOrientation = "P"
	if f.w > f.h {
		f.curOrientation = "L"
	}
	f.curPageSize = SizeType{Wd: min(f.w, f.h), Ht: max(f.w, f.h)}
}

// fontIDs caches utf8FontID: generateFontID marshals the whole font
// definition (some 65,536 glyph widths) to JSON to hash it, which was a
// third of the time of a one-page document.
var fontIDs sync.Map // string -> string

// utf8FontID is generateFontID(def) for a UTF-8 font read from data,
// whose definition follows from its name, type and data.
func utf8FontID(def fontDefType, data []byte) (string, error) {
	sum := sha256.Sum256(data)
	key := def.Tp + "\x00" + def.Name + "\x00" + string(sum[:])
	if id, ok := fontIDs.Load(key); ok {
		return id.(string), nil
	}
	id, err := generateFontID(def)
	if err == nil {
		fontIDs.Store(key, id)
	}
	return id, err
}

// SetShortFontNames names the UTF-8 fonts added afterwards by the order
// they are added in (/F1, /F2, ... in the resources and in every font
// operator) instead of upstream's SHA-1 of the font's definition, 40 hex
// digits written into every font operator of every page (a fifth of
// vitae's page content). Documents that adopt each other's pages
// (AdoptPages) add the same fonts in the same order, so they name them
// alike.
func (f *Fpdf) SetShortFontNames(on bool) {
	f.shortFontNames = on
}

// newFontID is the name of a UTF-8 font being added: its place among
// the document's fonts with SetShortFontNames, else upstream's ID (a
// hash, never a bare number, so the two cannot collide).
func (f *Fpdf) newFontID(def fontDefType, data []byte) string {
	if f.shortFontNames {
		return strconv.Itoa(len(f.fonts) + 1)
	}
	id, _ := utf8FontID(def, data)
	return id
}

// RegisterPageAlias makes every occurrence of alias in the content of a
// page (as written by a core font or, in UTF-16, by a UTF-8 font) be
// replaced at output by fn of the page's number. A page number so written
// does not depend on when or where the page was drawn (see AdoptPages).
// Like RegisterAlias, it must be registered before the pages using it are
// finished; page aliases are replaced before the document's aliases.
func (f *Fpdf) RegisterPageAlias(alias string, fn func(page int) string) {
	if f.pageAliases == nil {
		f.pageAliases = map[string]func(int) string{}
	}
	f.pageAliases[alias] = fn
	f.aliasVersion++
}

// pageAliasForms are the replacements of page n: its page aliases (in
// sorted order, in both forms), then olds and news.
func (f *Fpdf) pageAliasForms(n int, olds, news []string) ([]string, []string) {
	if len(f.pageAliases) == 0 {
		return olds, news
	}
	if f.pageKeys.keys == nil || f.pageKeys.version != f.aliasVersion {
		keys := slices.Sorted(maps.Keys(f.pageAliases))
		f.pageKeys.keys = append(keys, keys...)
		for i, a := range keys {
			f.pageKeys.keys[len(keys)+i] = utf8toutf16(a, false)
		}
		f.pageKeys.version = f.aliasVersion
	}
	po := f.pageKeys.keys // both forms, as the loop below makes the values
	half := len(po) / 2
	pn := make([]string, 0, len(po)+len(news))
	for mode := range 2 {
		for _, a := range po[:half] {
			v := f.pageAliases[a](n)
			if mode == 1 {
				v = utf8toutf16(v, false)
			}
			pn = append(pn, v)
		}
	}
	return append(slices.Clip(po), olds...), append(pn, news...)
}

// TextAt is Text with the x coordinate written as the string x, in
// points: a page alias, say, whose value depends on the page number. It
// does not put the runes of txtStr in the font's subset (see UseRunes
// and UseFontRunes): the aliases in it are not drawn.
func (f *Fpdf) TextAt(x string, y float64, txtStr string) {
	// vitae patch 23: formatted as textOp formats Text's operator
	qForm, lazy := f.colorFlag, f.lazyActive()
	if lazy { // vitae patch 28
		qForm = f.lazyText()
	}
	b := f.opBuf[:0]
	if qForm {
		b = append(b, "q "...)
		b = append(b, f.color.text.str...)
		b = append(b, ' ')
	}
	b = append(b, "BT "...)
	b = append(b, x...)
	b = append(b, ' ')
	b = appendFixed(b, (f.h-y)*f.k, 2)
	b = append(b, " Td ("...)
	if f.isCurrentUTF8 {
		b = appendEscaped16(b, txtStr)
	} else {
		b = appendEscaped(b, txtStr)
	}
	b = append(b, ") Tj ET"...)
	if qForm {
		b = append(b, " Q"...)
	}
	b = append(b, '\n')
	f.opBuf = b
	f.outText(b, lazy)
}

// UseRunes puts the runes of s in the subset of the current UTF-8 font,
// as drawing them would: for text that page aliases put on a page.
func (f *Fpdf) UseRunes(s string) {
	if !f.isCurrentUTF8 {
		return
	}
	useRunes(&f.currentFont, s)
}

// UseFontRunes is UseRunes for the UTF-8 font of family and style (as
// given to SetFont), current or not; a page alias's function may call it
// at output, before the fonts are written.
func (f *Fpdf) UseFontRunes(family, style, s string) {
	font, ok := f.fonts[fontFamilyEscape(strings.ToLower(family))+strings.ToUpper(style)]
	if !ok || font.Tp != "UTF8" {
		return
	}
	useRunes(&font, s)
}

// pen is the state that AddPageFormat carries from one page to the next.
type pen struct {
	family, style        string
	underline, strikeout bool
	sizePt               float64
	lineWidth            float64
	draw, fill, text     colorType
	colorFlag            bool
}

func (f *Fpdf) savePen() pen {
	return pen{f.fontFamily, f.fontStyle, f.underline, f.strikeout, f.fontSizePt, f.lineWidth,
		f.color.draw, f.color.fill, f.color.text, f.colorFlag}
}

// setPen makes p the state, writing nothing to the page.
func (f *Fpdf) setPen(p pen) {
	f.fontFamily, f.fontStyle, f.underline, f.strikeout = p.family, p.style, p.underline, p.strikeout
	f.fontSizePt, f.fontSize = p.sizePt, p.sizePt/f.k
	if p.family != "" {
		f.currentFont = f.fonts[p.family+p.style]
		f.isCurrentUTF8 = f.currentFont.Tp == "UTF8"
	}
	f.lineWidth = p.lineWidth
	f.color.draw, f.color.fill, f.color.text, f.colorFlag = p.draw, p.fill, p.text, p.colorFlag
}

// FinishPage draws the footer of the current page and ends the page, as
// AddPage does before it begins the next, and keeps the state the next
// page starts from. The next AddPage then begins a page at once; Close
// (Output) only writes the document, so that drawing on earlier pages
// (SetPage) may follow. It is a no-op without a page or after Close.
func (f *Fpdf) FinishPage() {
	if f.err != nil || f.page == 0 || f.state != 2 || f.lastFinished {
		return
	}
	if f.page != len(f.pages)-1 {
		f.lazyLeave() // vitae patch 28
	}
	f.page = len(f.pages) - 1
	p := f.savePen()
	f.inFooter = true
	if f.footerFnc != nil {
		f.footerFnc()
	} else if f.footerFncLpi != nil {
		f.footerFncLpi(false)
	}
	f.inFooter = false
	f.endpage()
	f.setPen(p)
	f.lastFinished = true
}

// Pages are finished pages taken from one document (TakePages) to be
// adopted by another set up like it (AdoptPages), with what they need:
// content (held compressed or not), sizes, page boxes, annotations
// (links to URLs only: internal links stay the source's), the runes used
// in each UTF-8 font so far, and the state the next page starts from.
type Pages struct {
	content   []*bytes.Buffer
	held      []*heldPage
	sizes     []*SizeType
	boxes     []map[string]PageBox
	links     [][]linkType
	attach    [][]annotationAttach
	runes     map[string]map[int]int
	pen       pen
	cap, join int
	dash      []float64
	dashPhase float64
	x, y      float64
}

// Len is the number of pages.
func (p *Pages) Len() int { return len(p.content) }

// TakePages removes pages from to the last, which FinishPage finished,
// from f and returns them; f may go on adding pages (their numbers
// continue) but no longer outputs a valid document.
func (f *Fpdf) TakePages(from int) *Pages {
	if f.err != nil || !f.lastFinished || from < 1 {
		if f.err == nil {
			f.err = fmt.Errorf("fpdf: TakePages needs finished pages")
		}
		return nil
	}
	p := &Pages{runes: map[string]map[int]int{}, pen: f.savePen(), cap: f.capStyle, join: f.joinStyle,
		dash: slices.Clone(f.dashArray), dashPhase: f.dashPhase, x: f.x, y: f.y}
	for n := from; n < len(f.pages); n++ {
		p.content = append(p.content, f.pages[n])
		f.pages[n] = nil
		h := f.held.get(n)
		f.held.put(n, nil)
		f.inMemory(h) // the spill stays f's
		p.held = append(p.held, h)
		var sz *SizeType
		if s, ok := f.pageSizes.get(n); ok {
			sz = &s
		}
		p.sizes = append(p.sizes, sz)
		p.boxes = append(p.boxes, f.pageBoxes[n])
		p.links = append(p.links, f.pageLinks[n])
		p.attach = append(p.attach, f.pageAttachments[n])
		delete(f.pageLinks, n)
		delete(f.pageAttachments, n)
	}
	for key, font := range f.fonts {
		if font.Tp == "UTF8" {
			p.runes[key] = maps.Clone(font.usedRunes)
		}
	}
	return p
}

// AdoptPages appends p, taken from a document set up like f (the same
// fonts added in the same order, the same aliases and options), to f,
// whose last page is finished (FinishPage). f then carries on from the
// state p's document had, as if it had drawn them; page aliases are
// replaced at output by f's page numbers.
func (f *Fpdf) AdoptPages(p *Pages) {
	if f.err != nil || p == nil {
		return
	}
	if !f.lastFinished {
		f.err = fmt.Errorf("fpdf: AdoptPages needs a finished last page")
		return
	}
	for i, b := range p.content {
		f.page = len(f.pages)
		f.pages = append(f.pages, b)
		f.spillPage(p.held[i])
		f.held.put(f.page, p.held[i])
		if sz := p.sizes[i]; sz != nil {
			f.pageSizes.set(f.page, *sz)
		}
		if p.boxes[i] != nil {
			f.pageBoxes[f.page] = p.boxes[i]
		}
		if len(p.links[i]) > 0 {
			f.pageLinks[f.page] = p.links[i]
		}
		if len(p.attach[i]) > 0 {
			f.pageAttachments[f.page] = p.attach[i]
		}
	}
	for key, runes := range p.runes {
		if mine, ok := f.fonts[key]; ok && mine.Tp == "UTF8" {
			maps.Copy(mine.usedRunes, runes)
		}
	}
	f.setPen(p.pen)
	f.capStyle, f.joinStyle = p.cap, p.join
	f.dashArray, f.dashPhase = p.dash, p.dashPhase
	f.x, f.y = p.x, p.y
	f.usePageSize(f.page)
	f.state = 1
}

// runeSet is a set of the runes of the Basic Multilingual Plane.
type runeSet [0x10000 / 64]uint64

// useRunes puts the runes of s in font's subset (its usedRunes), as
// upstream's loops over s did, looking each rune up in the font's set
// first: the map is written once per rune, not once per character drawn.
// Runes are only ever added to usedRunes, so the set stays a subset.
func useRunes(font *fontDefType, s string) {
	set := font.used
	for _, r := range s {
		if set != nil && r > 0 && r < 0x10000 {
			bit := uint64(1) << (r & 63)
			if set[r>>6]&bit != 0 {
				continue
			}
			set[r>>6] |= bit
		}
		font.usedRunes[int(r)] = int(r)
	}
}

// textOpUTF16 is textOp for s in a UTF-8 font: s is written in UTF-16,
// as utf8toutf16 converts it, and escaped, straight into the operator.
func (f *Fpdf) textOpUTF16(x, y float64, s string) {
	f.textOp(x, y, s, true)
}

// textOp writes the operators of Text for the encoded string txt, with
// neither underline nor strike-out, the bytes sprintf wrote ("%.2f" is
// strconv's 'f' format with precision 2) without formatting through fmt.
func (f *Fpdf) textOp(x, y float64, txt string, utf16 bool) {
	qForm, lazy := f.colorFlag, f.lazyActive()
	if lazy { // vitae patch 28
		qForm = f.lazyText()
	}
	b := f.opBuf[:0]
	if qForm {
		b = append(b, "q "...)
		b = append(b, f.color.text.str...)
		b = append(b, ' ')
	}
	b = append(b, "BT "...)
	b = appendFixed(b, x*f.k, 2)
	b = append(b, ' ')
	b = appendFixed(b, (f.h-y)*f.k, 2)
	b = append(b, " Td ("...)
	if utf16 {
		b = appendEscaped16(b, txt)
	} else {
		b = appendEscaped(b, txt)
	}
	b = append(b, ") Tj ET"...)
	if qForm {
		b = append(b, " Q"...)
	}
	b = append(b, '\n')
	f.opBuf = b
	f.outText(b, lazy)
}

// outText writes a text operator b, with fewer operators (lazy) as one of
// known effect.
func (f *Fpdf) outText(b []byte, lazy bool) {
	if lazy {
		f.lazy.quiet = true
		f.outBytes(b)
		f.lazy.quiet = false
		return
	}
	f.outBytes(b)
}

// fontOp writes the operator that selects the current font, as SetFont
// wrote it through sprintf("BT /F%s %.2f Tf ET").
func (f *Fpdf) fontOp() {
	f.opBuf = f.appendFontOp(f.opBuf[:0])
	f.outBytes(f.opBuf)
}

// appendFontOp appends the operator of fontOp to b.
func (f *Fpdf) appendFontOp(b []byte) []byte {
	b = append(b, "BT /F"...)
	b = append(b, f.currentFont.i...)
	b = append(b, ' ')
	b = appendFixed(b, f.fontSizePt, 2)
	return append(b, " Tf ET\n"...)
}

// outBytes is out for a line already ended by a newline.
func (f *Fpdf) outBytes(b []byte) {
	if f.lazy.on && f.state == 2 && !f.lazy.quiet { // vitae patch 28
		f.lazyOther()
	}
	if f.state == 2 {
		must(f.pages[f.page].Write(b))
	} else {
		must(f.buffer.Write(b))
	}
}

// appendEscaped appends s to b escaped as escape does: a backslash
// before each backslash and parenthesis, and "\r" for a carriage return.
func appendEscaped(b []byte, s string) []byte {
	for i := 0; i < len(s); i++ {
		switch c := s[i]; c {
		case '\\', '(', ')':
			b = append(b, '\\', c)
		case '\r':
			b = append(b, '\\', 'r')
		default:
			b = append(b, c)
		}
	}
	return b
}

// appendDigits appends the decimal digits of n, as
// strconv.AppendUint(b, n, 10) does, without its call and copy for the
// short numbers of page content (vitae patch 24).
func appendDigits(b []byte, n uint64) []byte {
	var d [20]byte
	k := len(d)
	for {
		k--
		d[k] = byte('0' + n%10)
		n /= 10
		if n == 0 {
			break
		}
	}
	return append(b, d[k:]...)
}

// appendFixed appends v with prec decimals, the bytes of
// strconv.AppendFloat(b, v, 'f', prec, 64), by integer arithmetic for
// the numbers of page content (below 10^7, prec up to 5) whose rounding
// is clear: v·10^prec computed in float64 is within 2^-22 of its exact
// value below 2^30, so unless it lies within 10^-6 of a half, rounding it
// to the nearest integer is what strconv's exact decimal rounding gives.
// Anything else goes to strconv.
func appendFixed(b []byte, v float64, prec int) []byte {
	a := math.Abs(v)
	if prec < 0 || prec > 5 || !(a < 1e7) {
		return strconv.AppendFloat(b, v, 'f', prec, 64)
	}
	scale := pow10[prec]
	n := a * float64(scale)
	r := math.Floor(n)
	frac := n - r
	if math.Abs(frac-0.5) < 1e-6 {
		return strconv.AppendFloat(b, v, 'f', prec, 64)
	}
	if frac > 0.5 {
		r++
	}
	i := uint64(r)
	if math.Signbit(v) {
		b = append(b, '-')
	}
	if prec == 2 { // most of page content: divisions by constants
		return append(appendDigits(b, i/100), '.', byte('0'+i/10%10), byte('0'+i%10))
	}
	b = appendDigits(b, i/scale)
	if prec == 0 {
		return b
	}
	b = append(b, '.')
	for d := scale / 10; d > 0; d /= 10 {
		b = append(b, byte('0'+i/d%10))
	}
	return b
}

// appendNums2 appends vs with two decimals each (appendFixed), separated
// by spaces: what "%.2f %.2f ..." formats.
func appendNums2(b []byte, vs ...float64) []byte {
	for i, v := range vs {
		if i > 0 {
			b = append(b, ' ')
		}
		b = appendFixed(b, v, 2)
	}
	return b
}

// pow10 are the scales of appendFixed.
var pow10 = [...]uint64{1, 10, 100, 1000, 10000, 100000}

// appendEscaped16 is appendEscaped(b, utf8toutf16(s, false)) without
// the string between: each character's two bytes as utf8toutf16 makes
// them (malformed UTF-8 read as U+FFFD, never past the string's end),
// each escaped.
func appendEscaped16(b []byte, s string) []byte {
	b = slices.Grow(b, 2*len(s))
	for i := 0; i < len(s); i++ { // vitae patch 25: ASCII without decoding
		c := s[i]
		switch {
		case c >= utf8.RuneSelf:
			return appendEscaped16Runes(b, s[i:])
		case c == '\\' || c == '(' || c == ')':
			b = append(b, 0, '\\', c)
		case c == '\r':
			b = append(b, 0, '\\', 'r')
		default:
			b = append(b, 0, c)
		}
	}
	return b
}

// appendEscaped16Runes is appendEscaped16 rune by rune.
func appendEscaped16Runes(b []byte, s string) []byte {
	for _, r := range s { // a byte that is not UTF-8 decodes as U+FFFD
		if r > 0xFFFF {
			r = utf8.RuneError // one 16-bit code a character: none past the BMP
		}
		b = appendEscapedByte(appendEscapedByte(b, byte(r>>8)), byte(r))
	}
	return b
}

// appendEscapedByte appends c as appendEscaped escapes it.
func appendEscapedByte(b []byte, c byte) []byte {
	switch c {
	case '\\', '(', ')':
		return append(b, '\\', c)
	case '\r':
		return append(b, '\\', 'r')
	}
	return append(b, c)
}

// colorKey is what rgbColorValue's result follows from.
type colorKey struct {
	r, g, b          int
	grayStr, fullStr string
}

// recentColor is a result of rgbColorValue held in Fpdf.recentColors:
// looked up there first, the colours a page sets over and over are
// found without hashing the key's strings (vitae patch 23).
type recentColor struct {
	key colorKey
	clr colorType
	ok  bool
}

// recentColorSlots is the number of rgbColorValue results held by slot.
const recentColorSlots = 64

// slot is where the result for k is held among the recent colours: any
// function of k would do (a collision only sends the lookup to the map).
func (k colorKey) slot() int {
	h := uint(k.r)*31 + uint(k.g)*7 + uint(k.b)
	if k.fullStr != "" {
		h += uint(k.fullStr[0]) * 13
	}
	return int(h % recentColorSlots)
}

// recentSel is an entry of fontSels held in Fpdf.recentSels.
type recentSel struct {
	in  [2]string
	sel fontSel
	ok  bool
}

// keptSel is fontSels[in], looked for first among the last entries used
// (vitae patch 26): a document switches between a few fonts, and
// comparing their names costs less than hashing them. An entry of
// fontSels never changes once made, so a copy of it stays right.
func (f *Fpdf) keptSel(in [2]string) (fontSel, bool) {
	for i := range f.recentSels {
		if r := &f.recentSels[i]; r.ok && r.in == in {
			return r.sel, true
		}
	}
	sel, ok := f.fontSels[in]
	if ok {
		f.recentSels[f.recentSelNext] = recentSel{in: in, sel: sel, ok: true}
		f.recentSelNext = (f.recentSelNext + 1) % len(f.recentSels)
	}
	return sel, ok
}
