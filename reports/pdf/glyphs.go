package pdf

import (
	"bytes"
	"fmt"
	"maps"
	"os"
	"sort"
	"strings"
	"unicode/utf8"

	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goitalic"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/sfnt"
)

// coverage answers which runes a font has a glyph for, caching each rune:
// the runes below smallRunes (Latin, Greek, Cyrillic and more) in an
// array, which every measured string goes through, others in a map.
type coverage struct {
	font  *sfnt.Font
	buf   sfnt.Buffer
	small [smallRunes]uint8 // 0 not looked up, 1 has, 2 lacks
	cache map[rune]bool
	repl  string // what a missing rune prints as
	ascii bool   // the font has every printable ASCII character
}

// smallRunes bounds the runes cached in coverage's array.
const smallRunes = 0x800

func newCoverage(data []byte) (*coverage, error) {
	f, err := sfnt.Parse(data)
	if err != nil {
		return nil, err
	}
	c := &coverage{font: f, cache: map[rune]bool{}}
	c.repl = "?"
	if c.has('□') {
		c.repl = "□"
	}
	c.ascii = true
	for r := rune(0x20); r <= 0x7e; r++ {
		c.ascii = c.ascii && c.has(r)
	}
	return c, nil
}

// has reports whether the font can print r. Runes beyond the Basic
// Multilingual Plane count as missing: the PDF writer handles only
// 16-bit glyph maps.
func (c *coverage) has(r rune) bool {
	if r >= 0 && r < smallRunes {
		if v := c.small[r]; v != 0 {
			return v == 1
		}
		ok := c.lookUp(r)
		c.small[r] = 2
		if ok {
			c.small[r] = 1
		}
		return ok
	}
	if v, ok := c.cache[r]; ok {
		return v
	}
	ok := c.lookUp(r)
	c.cache[r] = ok
	return ok
}

// clone is a coverage of the same font with a cache of its own (a
// parsed sfnt.Font may be shared; its buffer and the caches may not).
func (c *coverage) clone() *coverage {
	return &coverage{font: c.font, small: c.small, cache: maps.Clone(c.cache), repl: c.repl, ascii: c.ascii}
}

// lacks reports whether the font cannot print r.
func (c *coverage) lacks(r rune) bool { return !c.has(r) }

// lookUp asks the font whether it has a glyph for r.
func (c *coverage) lookUp(r rune) bool {
	ok := false
	if r == ' ' {
		ok = true
	} else if r <= 0xFFFF {
		i, err := c.font.GlyphIndex(&c.buf, r)
		ok = err == nil && i != 0
	}
	return ok
}

// loadFonts returns the coverage of each style, the font family name and
// each style's TrueType bytes: the Go fonts, or the one font at path for
// every style.
func loadFonts(path string) (map[string]*coverage, string, map[string][]byte, error) {
	data := map[string][]byte{"": goregular.TTF, "B": gobold.TTF, "I": goitalic.TTF}
	family := "gofont"
	if path != "" {
		b, err := os.ReadFile(path)
		if err != nil {
			return nil, "", nil, fmt.Errorf("pdf: cannot read font file %s: %w", path, err)
		}
		switch {
		case bytes.HasPrefix(b, []byte("OTTO")):
			return nil, "", nil, fmt.Errorf("pdf: font file %s has PostScript (CFF) outlines; use a TrueType (.ttf) font", path)
		case bytes.HasPrefix(b, []byte("ttcf")):
			return nil, "", nil, fmt.Errorf("pdf: font file %s is a font collection (.ttc); use a single TrueType (.ttf) font", path)
		case !bytes.HasPrefix(b, []byte{0, 1, 0, 0}) && !bytes.HasPrefix(b, []byte("true")):
			return nil, "", nil, fmt.Errorf("pdf: font file %s is not a TrueType (.ttf) font", path)
		}
		data = map[string][]byte{"": b, "B": b, "I": b}
		family = "custom"
	}
	cov := map[string]*coverage{}
	for _, s := range []string{"", "B", "I"} {
		c, err := newCoverage(data[s])
		if err != nil {
			return nil, "", nil, fmt.Errorf("pdf: font file %s: %w", fontName(path), err)
		}
		cov[s] = c
	}
	return cov, family, data, nil
}

// cov is the coverage of the current style's font.
func (d *doc) cov() *coverage {
	if c := &d.widths.cur; c.cov != nil && c.style == d.style {
		return c.cov
	}
	d.widths.cur = currentStyle{style: d.style, cov: d.fonts[d.style]}
	return d.widths.cur.cov
}

func (d *doc) replacementFor(style string) string { return d.fonts[style].repl }

// fix returns s as it will print in the current font: cleaned, in display
// order (visual: right-to-left runs reversed), and every rune the font
// lacks replaced visibly. The replacements are counted for
// the page's note.
func (d *doc) fix(s string) string {
	if printableASCII(s) && d.cov().ascii {
		return s
	}
	s = clean(s)
	if hasRTL(s) {
		if strings.ContainsFunc(s, isArabic) {
			d.pageArabic++
		}
		s = visual(s)
	}
	c := d.cov()
	ok := true
	for _, r := range s {
		if !c.has(r) {
			ok = false
			break
		}
	}
	if ok {
		return s
	}
	var b strings.Builder
	for _, r := range s {
		if c.has(r) {
			b.WriteRune(r)
			continue
		}
		b.WriteString(c.repl)
		d.pageMissing++
		d.totalMissing++
		d.missingRunes[r] = true
	}
	return b.String()
}

// shown is s with missing runes replaced, without counting them: for
// measuring.
func (d *doc) shown(s string) string {
	c := d.cov()
	if c.ascii && printableASCII(s) {
		return s
	}
	if utf8.ValidString(s) && !strings.ContainsFunc(s, c.lacks) {
		return s // as the loop below would build it
	}
	var b strings.Builder
	for _, r := range s {
		if c.has(r) {
			b.WriteRune(r)
		} else {
			b.WriteString(c.repl)
		}
	}
	return b.String()
}

// measure is the printed width of s in the current font, in mm: fpdf's
// GetStringWidth of s as it prints.
func (d *doc) measure(s string) float64 { return d.mm(d.sym(s)) }

// sym is the width of s as it prints in the current font, in symbol
// units (fpdf's GetStringSymbolWidth of shown(clean(s))): for printable
// ASCII the sum of the style's ASCII widths, without building the string
// fpdf would measure.
func (d *doc) sym(s string) int {
	if sym, ok := d.asciiSym(s); ok {
		return sym
	}
	return d.f.GetStringSymbolWidth(d.shown(clean(s)))
}

// widths are the glyph widths (fpdf's symbol units: thousandths of the
// font size) of the printable ASCII characters in each style, looked up
// in fpdf once per document and style.
type widths struct {
	ascii map[string]*[128]int
	cur   currentStyle // the current style's, as last looked up
	cum   []int        // fitASCII's prefix widths, reused
	words []lineWord   // wrapUpTo's words of a line, reused
}

// currentStyle is what measuring text in the current style looks up,
// held for the style it was looked up for: its coverage and its ASCII
// width table (nil until asked for), without a map lookup a string.
type currentStyle struct {
	style string
	cov   *coverage
	table *[128]int
}

// asciiTable is the ASCII width table of the current style, or nil when
// the style's font lacks a printable ASCII character.
func (d *doc) asciiTable() *[128]int {
	if !d.cov().ascii { // d.widths.cur is the current style's
		return nil
	}
	if t := d.widths.cur.table; t != nil {
		return t
	}
	if t := d.widths.ascii[d.style]; t != nil {
		d.widths.cur.table = t
		return t
	}
	t := new([128]int)
	var one [1]byte
	for c := 0x20; c <= 0x7e; c++ {
		one[0] = byte(c)
		t[c] = d.f.GetStringSymbolWidth(string(one[:]))
	}
	if d.widths.ascii == nil {
		d.widths.ascii = map[string]*[128]int{}
	}
	d.widths.ascii[d.style] = t
	d.widths.cur.table = t
	return t
}

// asciiSym is the width of s in symbol units when s is printable ASCII
// and the current font has every such character: the sum of its
// characters' widths, as fpdf adds them up.
func (d *doc) asciiSym(s string) (int, bool) {
	if !printableASCII(s) {
		return 0, false
	}
	t := d.asciiTable()
	if t == nil {
		return 0, false
	}
	sym := 0
	for i := 0; i < len(s); i++ {
		sym += t[s[i]]
	}
	return sym, true
}

// mm is a width in symbol units in mm at the current font size, computed
// as fpdf's GetStringWidth does.
func (d *doc) mm(sym int) float64 {
	_, size := d.f.GetFontSize()
	return float64(sym) * size / 1000
}

// missingIn lists the runes of the report's names, titles and award names
// that the regular font lacks, in order: the cohort page warns about them
// before any page is drawn.
func (d *doc) missingIn() []rune {
	c := d.fonts[""]
	set := map[rune]bool{}
	add := func(s string) {
		for _, r := range clean(s) {
			if !c.has(r) {
				set[r] = true
			}
		}
	}
	add(d.opt.TitleOrDefault())
	for _, k := range d.r.Candidates {
		add(k.Name)
		add(k.Current)
		for _, p := range k.Papers {
			add(p.Title)
			add(p.CorrectionNote)
		}
		for _, a := range k.Awards {
			add(a.Name)
			add(a.CorrectionNote)
		}
	}
	out := make([]rune, 0, len(set))
	for r := range set {
		out = append(out, r)
	}
	sort.Slice(out, func(i, j int) bool { return out[i] < out[j] })
	return out
}
