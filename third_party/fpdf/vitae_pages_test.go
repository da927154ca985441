package fpdf

import (
	"bytes"
	"maps"
	"math"
	"math/rand/v2"
	"os"
	"strconv"
	"strings"
	"testing"
)

// TestFirstAlias: the one-pass scan finds the first alias where
// searching for each alias in turn does, in UTF-8 and UTF-16 forms and
// with braces that start no alias.
func TestFirstAlias(t *testing.T) {
	aliases := []string{"{nb}", "{vitae-missing}", "{vitae-page}"}
	olds := append([]string(nil), aliases...)
	for _, a := range aliases {
		olds = append(olds, utf8toutf16(a, false))
	}
	naive := func(b []byte) int {
		cut := len(b)
		for _, a := range olds {
			if i := bytes.Index(b[:cut], []byte(a)); i >= 0 {
				cut = i
			}
		}
		return cut
	}
	cases := []string{
		"", "no alias here", "{", "{nb", "x{nb}y", "{ {vitae-page} {nb}",
		"BT (" + utf8toutf16("page {vitae-page} of {nb}", false) + ") Tj ET",
		"{n{nb}", "\x00{\x00n\x00b\x00}", "{vitae-missing}{nb}",
	}
	for _, c := range cases {
		if got, want := firstAlias([]byte(c), olds), naive([]byte(c)); got != want {
			t.Errorf("firstAlias(%q) = %d, want %d", c, got, want)
		}
	}
	other := append([]string{"NB"}, olds...) // not all braced: the slow path
	if got := firstAlias([]byte("xxNB{nb}"), other); got != 2 {
		t.Errorf("firstAlias with an unbraced alias = %d, want 2", got)
	}
}

// TestTextOp: Text writes the bytes it wrote through sprintf.
func TestTextOp(t *testing.T) {
	f := New("P", "mm", "A4", "")
	f.AddPage()
	f.SetFont("Helvetica", "", 10)
	f.SetTextColor(10, 20, 30)
	for _, s := range []string{"plain", `a (paren) \ back`, "cr\rx", ""} {
		for _, x := range []float64{0, -0.001, 12.345, 199.995} {
			f.pages[1].Reset()
			f.Text(x, 20, s)
			want := sprintf("q %s BT %.2f %.2f Td (%s) Tj ET Q\n", f.color.text.str, x*f.k, (f.h-20)*f.k, f.escape(s))
			if got := f.pages[1].String(); got != want {
				t.Errorf("Text(%v, %q) wrote %q, want %q", x, s, got, want)
			}
		}
	}
}

// TestFontOp: SetFont writes the bytes it wrote through sprintf.
func TestFontOp(t *testing.T) {
	f := New("P", "mm", "A4", "")
	f.AddPage()
	for _, size := range []float64{7, 8.5, 10.25, 19, 0.004} {
		f.pages[1].Reset()
		f.SetFont("Helvetica", "B", size)
		want := sprintf("BT /F%s %.2f Tf ET\n", f.currentFont.i, f.fontSizePt)
		if got := f.pages[1].String(); got != want {
			t.Errorf("SetFont(%v) wrote %q, want %q", size, got, want)
		}
	}
}

// TestAppendEscaped16: text in UTF-16 is escaped as appendEscaped
// escapes utf8toutf16's result, for ASCII, other scripts, characters
// whose UTF-16 bytes are parentheses or backslashes, and beyond the BMP;
// textOpUTF16 writes the operator that made.
func TestAppendEscaped16(t *testing.T) {
	for _, s := range []string{"", "plain", `a (paren) \ back`, "cr\rx", "\x00\x7f~", "café (é)", "日本語 ✓", "emoji 😀 (x)", "Ω\r\\", "\u0129\u0128\u0529\u2829\u295c", "\xc3\xa9\xef\xbf\xbd"} {
		want := string(appendEscaped(nil, utf8toutf16(s, false)))
		if got := string(appendEscaped16(nil, s)); got != want {
			t.Errorf("appendEscaped16(%q) = %q, want %q", s, got, want)
		}
	}
	f := New("P", "mm", "A4", "")
	f.AddPage()
	f.SetFont("Helvetica", "", 10)
	for _, s := range []string{"plain (x)", "café (é)", "日本"} {
		f.pages[1].Reset()
		f.textOpUTF16(10, 20, s)
		want := sprintf("BT %.2f %.2f Td (%s) Tj ET\n", 10*f.k, (f.h-20)*f.k, f.escape(utf8toutf16(s, false)))
		if got := f.pages[1].String(); got != want {
			t.Errorf("textOpUTF16(%q) wrote %q, want %q", s, got, want)
		}
	}
}

// TestUseRunes: the runes go into the map whether or not the set has
// seen them, the set only ever holds runes of the map, and runes outside
// the set's range (0, beyond the BMP) still reach the map.
func TestUseRunes(t *testing.T) {
	font := fontDefType{usedRunes: map[int]int{}, used: new(runeSet)}
	useRunes(&font, "abca\x00é😀")
	useRunes(&font, "ab")
	want := map[int]int{'a': 'a', 'b': 'b', 'c': 'c', 0: 0, 'é': 'é', '😀': '😀'}
	if !maps.Equal(font.usedRunes, want) {
		t.Errorf("usedRunes = %v, want %v", font.usedRunes, want)
	}
	for r := range 0x10000 {
		if font.used[r>>6]&(1<<(r&63)) != 0 && font.usedRunes[r] != r {
			t.Errorf("set holds %U, not in the map", r)
		}
	}
	plain := fontDefType{usedRunes: map[int]int{}} // a font made elsewhere: no set
	useRunes(&plain, "xy")
	if len(plain.usedRunes) != 2 {
		t.Errorf("without a set: %v", plain.usedRunes)
	}
}

// TestZlibHead: zlibHead writes the zlib header and deflate blocks,
// sync-flushed (ending in an empty stored block), that inflate to the
// content, with the document's one encoder reused from one page to the
// next (patch 30: the blocks are pageDeflate's, no longer the zlib
// writer's, so no longer compared byte for byte with zlibCompress).
func TestZlibHead(t *testing.T) {
	f := New("P", "mm", "A4", "")
	for _, data := range [][]byte{nil, []byte("BT /F1 9.00 Tf ET\n"), bytes.Repeat([]byte("q 0.1 0.2 0.3 rg BT 1 2 Td (x) Tj ET Q\n"), 5000), []byte("BT /F2 7.00 Tf ET\n")} {
		var got bytes.Buffer
		f.zlibHead(&got, data)
		b := got.Bytes()
		if !bytes.HasPrefix(b, []byte(zlibHeader)) || !bytes.HasSuffix(b, []byte{0, 0, 0xff, 0xff}) {
			t.Fatalf("%d bytes: zlibHead wrote %x", len(data), b)
		}
		if back := inflateHead(t, b[len(zlibHeader):]); !bytes.Equal(back, data) {
			t.Errorf("%d bytes: zlibHead's blocks inflate to %d other bytes", len(data), len(back))
		}
	}
}

// TestSetFontKept: a family and style resolved before select the same
// font, style flags and operator as resolving them anew.
func TestSetFontKept(t *testing.T) {
	type state struct {
		family, style, op    string
		underline, strikeout bool
		size                 float64
	}
	set := func(f *Fpdf, family, style string, size float64) state {
		f.pages[1].Reset()
		f.SetFont(family, style, size)
		return state{f.fontFamily, f.fontStyle, f.pages[1].String(), f.underline, f.strikeout, f.fontSizePt}
	}
	calls := []struct {
		family, style string
		size          float64
	}{{"Arial", "BU", 10}, {"Helvetica", "", 0}, {"Times", "ib", 8}, {"", "S", 9}, {"Arial", "BU", 0}, {"Courier", "", 7}, {"Times", "ib", 0}}
	kept := New("P", "mm", "A4", "")
	kept.AddPage()
	for _, c := range calls { // twice: the second time from fontSels
		set(kept, c.family, c.style, c.size)
	}
	for _, c := range calls {
		fresh := New("P", "mm", "A4", "")
		fresh.AddPage()
		fresh.SetFont(kept.fontFamily, kept.fontStyle, kept.fontSizePt) // the same state before
		fresh.underline, fresh.strikeout = kept.underline, kept.strikeout
		fresh.fontSels, fresh.recentSels = nil, [4]recentSel{}
		got, want := set(kept, c.family, c.style, c.size), set(fresh, c.family, c.style, c.size)
		if got != want {
			t.Errorf("SetFont(%q, %q, %v) kept: %+v, anew: %+v", c.family, c.style, c.size, got, want)
		}
	}
	if len(kept.fontSels) != 4 {
		t.Errorf("%d pairs kept, want 4 (the family \"\" is not kept)", len(kept.fontSels))
	}
}

// TestAppendFixed: appendFixed writes strconv's 'f' format for every
// precision it takes, on page coordinates, halves and near-halves,
// negative numbers and zeros, and the numbers it leaves to strconv.
func TestAppendFixed(t *testing.T) {
	vals := []float64{0, math.Copysign(0, -1), 0.005, 0.015, 0.125, 0.375, 1.005, 2.675, -0.001, -0.005, -2.675,
		595.28, 841.89, 39.685, 9999999.995, 1e7, 1e300, math.Inf(1), math.Inf(-1), math.NaN(), 1e-9, -1e-9, 0.5, 1.5, 2.5}
	rng := rand.New(rand.NewPCG(1, 2))
	for range 200000 {
		v := rng.Float64() * 900
		switch rng.IntN(4) {
		case 0:
			v = math.Round(v*1000) / 1000 // three decimals: many near halves at two
		case 1:
			v = -v
		case 2:
			v = float64(rng.IntN(100000)) / 200 // exact and inexact halves
		}
		vals = append(vals, v, v*2.834645669) // mm to points, as fpdf scales
	}
	for _, v := range vals {
		for prec := range 7 {
			want := strconv.AppendFloat(nil, v, 'f', prec, 64)
			if got := appendFixed(nil, v, prec); !bytes.Equal(got, want) {
				t.Fatalf("appendFixed(%v, %d) = %s, want %s", v, prec, got, want)
			}
		}
	}
}

// TestShortFontNames: with short names the UTF-8 fonts are /F1, /F2 in
// the order added, in the operators and the resources; without, the
// upstream ID.
func TestShortFontNames(t *testing.T) {
	ttf := testTTF(t)
	for _, short := range []bool{false, true} {
		f := New("P", "mm", "A4", "")
		f.SetShortFontNames(short)
		f.AddUTF8FontFromBytes("a", "", ttf)
		f.AddUTF8FontFromBytes("a", "B", ttf)
		f.AddUTF8FontFromBytes("a", "", ttf) // again: no new font
		f.SetCompression(false)
		f.AddPage()
		f.SetFont("a", "B", 10)
		f.Text(10, 10, "x")
		f.SetFont("a", "", 10)
		f.Text(10, 20, "y")
		var out bytes.Buffer
		if err := f.Output(&out); err != nil {
			t.Fatal(err)
		}
		pdf := out.String()
		id, _ := utf8FontID(f.fonts["a"], ttf)
		want := []string{"BT /F2 10.00 Tf ET", "BT /F1 10.00 Tf ET", "/F1 ", "/F2 "}
		if !short {
			want = []string{"BT /F" + f.fonts["aB"].i + " 10.00 Tf ET", "/F" + id + " "}
			if f.fonts["a"].i != id || len(id) != 40 {
				t.Errorf("upstream ID %q, want %q", f.fonts["a"].i, id)
			}
		}
		for _, w := range want {
			if !strings.Contains(pdf, w) {
				t.Errorf("short=%v: no %q in the PDF", short, w)
			}
		}
		if short && strings.Contains(pdf, "/F3") {
			t.Error("a font added twice got a second name")
		}
	}
}

// testTTF is a TrueType font of the system (the fork keeps no font test
// data), or the test is skipped.
func testTTF(t *testing.T) []byte {
	t.Helper()
	for _, p := range []string{"/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", "/usr/share/fonts/truetype/liberation2/LiberationSans-Regular.ttf"} {
		if b, err := os.ReadFile(p); err == nil {
			return b
		}
	}
	t.Skip("no TrueType font found")
	return nil
}

// TestCellFormatOp: a filled cell with coloured text writes what the
// sprintf formatting wrote.
func TestCellFormatOp(t *testing.T) {
	f := New("P", "mm", "A4", "")
	f.AddPage()
	f.SetFont("Helvetica", "", 9)
	f.SetFillColor(200, 210, 220)
	f.SetTextColor(10, 20, 30)
	for _, x := range []float64{10, 10.005, 33.3333} {
		f.SetXY(x, 40.125)
		f.pages[1].Reset()
		f.CellFormat(25, 5, "a (b)", "", 0, "L", true, 0, "")
		k := f.k
		want := sprintf("%.2f %.2f %.2f %.2f re f q %s BT %.2f %.2f Td (%s)Tj ET Q\n",
			x*k, (f.h-40.125)*k, 25*k, -5*k, f.color.text.str,
			(x+f.cMargin)*k, (f.h-(40.125+.5*5+.3*f.fontSize))*k, f.escape("a (b)"))
		if got := f.pages[1].String(); got != want {
			t.Errorf("CellFormat at x=%v wrote %q, want %q", x, got, want)
		}
	}
}
