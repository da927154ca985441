package pdf

import (
	"context"
	"encoding/binary"
	"errors"
	"math"
	"reflect"

	"github.com/klippa-app/go-pdfium"
	"github.com/klippa-app/go-pdfium/references"
	"github.com/klippa-app/go-pdfium/requests"
	"github.com/tetratelabs/wazero/api"
)

// The characters of a page are read by calling PDFium's text functions
// in the WebAssembly module directly, as go-pdfium's methods do, without
// what those add on each call (finding the function by name in a map, a
// lock, a request and a response allocated, and for a character box a
// malloc and a free inside the module): the out-parameters go to one
// scratch buffer in the module's memory for the whole page. go-pdfium
// keeps loading documents, pages and text pages; rawChars only needs the
// module and the text page's address, which go-pdfium does not export and
// which are found by reflection. Where they cannot be found (another
// go-pdfium), the characters are read through go-pdfium (readGlyph), with
// the same results; TestRawCharsSame holds the two equal.

// rawChars reads the characters of one text page through the module.
type rawChars struct {
	mem     api.Memory
	tp      uint64 // the FPDF_TEXTPAGE
	scratch uint64 // scratchSize bytes of the module's memory
	free    api.Function
	unicode, looseBox, origin,
	fontSize, fontWeight, fontInfo api.Function
	stack [5]uint64
	slow  pdfiumChars // for what the scratch buffer cannot hold
	// lastName is the font name read last
	lastName string
}

// scratchSize is the scratch buffer: a rectangle (4 floats), an origin
// (2 doubles), font flags (an int) and a font name.
const (
	offRect     = 0
	offX        = 16
	offY        = 24
	offFlags    = 32
	offName     = 40
	nameMax     = 256
	scratchSize = offName + nameMax
)

// errNoRaw says that the characters are to be read through go-pdfium.
var errNoRaw = errors.New("no direct access to the PDF engine's text functions")

// implementation is what rawChars uses of go-pdfium's WebAssembly
// implementation: its exported functions, memoised by name, and its
// allocator.
type implementation interface {
	Fn(name string) api.Function
	Malloc(size uint64) (uint64, error)
}

// newRawChars sets up direct reads of text page tp of inst; errNoRaw
// when it cannot. Close frees the scratch buffer.
func newRawChars(inst pdfium.Pdfium, tp references.FPDF_TEXTPAGE) (*rawChars, error) {
	impl, ok := inst.GetImplementation().(implementation)
	im := memoryOf(inst)
	handle, found := textPageAddress(inst, tp)
	if !ok || im.mem == nil || !found {
		return nil, errNoRaw
	}
	r := &rawChars{
		slow:       pdfiumChars{inst, tp},
		mem:        im.mem,
		tp:         handle,
		free:       impl.Fn("free"),
		unicode:    impl.Fn("FPDFText_GetUnicode"),
		looseBox:   impl.Fn("FPDFText_GetLooseCharBox"),
		origin:     impl.Fn("FPDFText_GetCharOrigin"),
		fontSize:   impl.Fn("FPDFText_GetFontSize"),
		fontWeight: impl.Fn("FPDFText_GetFontWeight"),
		fontInfo:   impl.Fn("FPDFText_GetFontInfo"),
	}
	for _, f := range []api.Function{r.free, r.unicode, r.looseBox, r.origin, r.fontSize, r.fontWeight, r.fontInfo} {
		if f == nil {
			return nil, errNoRaw
		}
	}
	p, err := impl.Malloc(scratchSize)
	if err != nil {
		return nil, err
	}
	r.scratch = p
	return r, nil
}

// textPageAddress finds the address of text page tp in inst's module:
// go-pdfium keeps it in its unexported map textPageRefs.
func textPageAddress(inst pdfium.Pdfium, tp references.FPDF_TEXTPAGE) (uint64, bool) {
	v := reflect.ValueOf(inst.GetImplementation())
	if v.Kind() != reflect.Pointer || v.IsNil() || v.Elem().Kind() != reflect.Struct {
		return 0, false
	}
	refs := v.Elem().FieldByName("textPageRefs")
	if refs.Kind() != reflect.Map || refs.Type().Key() != reflect.TypeOf(tp) {
		return 0, false
	}
	h := refs.MapIndex(reflect.ValueOf(tp))
	if h.Kind() != reflect.Pointer || h.IsNil() || h.Elem().Kind() != reflect.Struct {
		return 0, false
	}
	p := h.Elem().FieldByName("handle")
	if p.Kind() != reflect.Pointer || p.IsNil() || p.Elem().Kind() != reflect.Uint64 {
		return 0, false
	}
	return p.Elem().Uint(), true
}

// Close frees the scratch buffer.
func (r *rawChars) Close() {
	_ = r.call(r.free, r.scratch) // a failure leaves 296 bytes in an instance that is failing anyway
}

// call calls f with args; the first result stays in r.stack[0].
func (r *rawChars) call(f api.Function, args ...uint64) error {
	n := copy(r.stack[:], args)
	return f.CallWithStack(context.Background(), r.stack[:max(n, 1)])
}

func (r *rawChars) u32(off uint64) (uint32, bool) { return r.mem.ReadUint32Le(uint32(r.scratch + off)) }
func (r *rawChars) f64(off uint64) (float64, bool) {
	v, ok := r.mem.ReadUint64Le(uint32(r.scratch + off))
	return math.Float64frombits(v), ok
}

// errMemory is a read outside the module's memory (it cannot happen with
// a scratch buffer the module gave).
var errMemory = errors.New("the PDF engine's memory could not be read")

// Unicode is FPDFText_GetUnicode.
func (r *rawChars) Unicode(c int) (uint, error) {
	if err := r.call(r.unicode, r.tp, uint64(c)); err != nil {
		return 0, err
	}
	return uint(r.stack[0]), nil
}

// LooseBox is FPDFText_GetLooseCharBox: left, top, right, bottom.
func (r *rawChars) LooseBox(c int) (box [4]float32, err error) {
	if err := r.call(r.looseBox, r.tp, uint64(c), r.scratch+offRect); err != nil {
		return box, err
	}
	if int32(r.stack[0]) == 0 {
		return box, errors.New("could not get loose char box")
	}
	b, ok := r.mem.Read(uint32(r.scratch+offRect), 16)
	if !ok {
		return box, errMemory
	}
	for i := range box {
		box[i] = math.Float32frombits(binary.LittleEndian.Uint32(b[4*i:]))
	}
	return box, nil
}

// Origin is FPDFText_GetCharOrigin.
func (r *rawChars) Origin(c int) (x, y float64, err error) {
	if err := r.call(r.origin, r.tp, uint64(c), r.scratch+offX, r.scratch+offY); err != nil {
		return 0, 0, err
	}
	if int32(r.stack[0]) == 0 {
		return 0, 0, errors.New("could not get char origin")
	}
	x, okx := r.f64(offX)
	y, oky := r.f64(offY)
	if !okx || !oky {
		return 0, 0, errMemory
	}
	return x, y, nil
}

// FontSize is FPDFText_GetFontSize.
func (r *rawChars) FontSize(c int) (float64, error) {
	if err := r.call(r.fontSize, r.tp, uint64(c)); err != nil {
		return 0, err
	}
	return math.Float64frombits(r.stack[0]), nil
}

// FontWeight is FPDFText_GetFontWeight; -1 (unknown) is an error.
func (r *rawChars) FontWeight(c int) (int, error) {
	if err := r.call(r.fontWeight, r.tp, uint64(c)); err != nil {
		return 0, err
	}
	w := int32(r.stack[0])
	if w == -1 {
		return 0, errors.New("could not get font weight")
	}
	return int(w), nil
}

// FontInfo is FPDFText_GetFontInfo: the font's name and flags; a name
// longer than the scratch buffer holds is asked of go-pdfium.
func (r *rawChars) FontInfo(c int) (name string, flags int, err error) {
	name, flags, ok, err := r.fontInfoRaw(c)
	if !ok {
		return r.slow.FontInfo(c)
	}
	return name, flags, err
}

// fontInfoRaw is FontInfo when ok is true.
func (r *rawChars) fontInfoRaw(c int) (name string, flags int, ok bool, err error) {
	if err := r.call(r.fontInfo, r.tp, uint64(c), r.scratch+offName, nameMax, r.scratch+offFlags); err != nil {
		return "", 0, false, err
	}
	size := int32(r.stack[0])
	switch {
	case size == 0:
		return "", 0, true, errors.New("could not get font name")
	case size < 0 || size > nameMax:
		return "", 0, false, nil
	}
	b, okb := r.mem.Read(uint32(r.scratch+offName), uint32(size-1)) // without the NUL
	f, okf := r.u32(offFlags)
	if !okb || !okf {
		return "", 0, true, errMemory
	}
	if string(b) != r.lastName { // no string made for the same font again
		r.lastName = string(b)
	}
	return r.lastName, int(int32(f)), true, nil
}

// charReader reads the characters of a text page: rawChars, or
// pdfiumChars through go-pdfium's methods.
type charReader interface {
	Unicode(c int) (uint, error)
	LooseBox(c int) ([4]float32, error) // left, top, right, bottom
	Origin(c int) (x, y float64, err error)
	FontSize(c int) (float64, error)
	FontWeight(c int) (int, error)
	FontInfo(c int) (name string, flags int, err error)
}

// pdfiumChars reads the characters of text page tp through go-pdfium.
type pdfiumChars struct {
	inst pdfium.Pdfium
	tp   references.FPDF_TEXTPAGE
}

func (p pdfiumChars) Unicode(c int) (uint, error) {
	u, err := p.inst.FPDFText_GetUnicode(&requests.FPDFText_GetUnicode{TextPage: p.tp, Index: c})
	if err != nil {
		return 0, err
	}
	return u.Unicode, nil
}

func (p pdfiumChars) LooseBox(c int) ([4]float32, error) {
	b, err := p.inst.FPDFText_GetLooseCharBox(&requests.FPDFText_GetLooseCharBox{TextPage: p.tp, Index: c})
	if err != nil {
		return [4]float32{}, err
	}
	return [4]float32{b.Rect.Left, b.Rect.Top, b.Rect.Right, b.Rect.Bottom}, nil
}

func (p pdfiumChars) Origin(c int) (float64, float64, error) {
	o, err := p.inst.FPDFText_GetCharOrigin(&requests.FPDFText_GetCharOrigin{TextPage: p.tp, Index: c})
	if err != nil {
		return 0, 0, err
	}
	return o.X, o.Y, nil
}

func (p pdfiumChars) FontSize(c int) (float64, error) {
	fs, err := p.inst.FPDFText_GetFontSize(&requests.FPDFText_GetFontSize{TextPage: p.tp, Index: c})
	if err != nil {
		return 0, err
	}
	return fs.FontSize, nil
}

func (p pdfiumChars) FontWeight(c int) (int, error) {
	w, err := p.inst.FPDFText_GetFontWeight(&requests.FPDFText_GetFontWeight{TextPage: p.tp, Index: c})
	if err != nil {
		return 0, err
	}
	return w.FontWeight, nil
}

func (p pdfiumChars) FontInfo(c int) (string, int, error) {
	fi, err := p.inst.FPDFText_GetFontInfo(&requests.FPDFText_GetFontInfo{TextPage: p.tp, Index: c})
	if err != nil {
		return "", 0, err
	}
	return fi.FontName, fi.Flags, nil
}
