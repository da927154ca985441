package fpdf

import (
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"
)

// TestTextAtOp: TextAt writes the bytes it wrote through sprintf, in a
// core font and in a UTF-8 font, with and without a text colour apart
// from the fill colour (patch 23).
func TestTextAtOp(t *testing.T) {
	ttf := testTTF(t)
	f := New("P", "mm", "A4", "")
	f.AddUTF8FontFromBytes("u", "", ttf)
	f.AddPage()
	for _, font := range []string{"Helvetica", "u"} {
		f.SetFont(font, "", 7)
		for _, col := range [][3]int{{0, 0, 0}, {120, 126, 133}} {
			f.SetTextColor(col[0], col[1], col[2])
			for _, s := range []string{"page {vitae-page} of {nb}", `a (paren) \ back`, "cr\rx", "café (é)", ""} {
				f.pages[1].Reset()
				f.TextAt("{vitae-page-xp}", 289.5, s)
				txt := f.escape(s)
				if f.isCurrentUTF8 {
					txt = f.escape(utf8toutf16(s, false))
				}
				want := sprintf("BT %s %.2f Td (%s) Tj ET", "{vitae-page-xp}", (f.h-289.5)*f.k, txt)
				if f.colorFlag {
					want = sprintf("q %s %s Q", f.color.text.str, want)
				}
				if got := f.pages[1].String(); got != want+"\n" {
					t.Errorf("TextAt in %s, colour %v, %q wrote %q, want %q", font, col, s, got, want+"\n")
				}
			}
		}
	}
}

// TestDashOp: SetDashPattern writes the operator upstream wrote through
// a bytes.Buffer and strconv.FormatFloat (patch 23).
func TestDashOp(t *testing.T) {
	f := New("P", "mm", "A4", "")
	f.AddPage()
	for _, c := range []struct {
		dash  []float64
		phase float64
	}{{nil, 0}, {[]float64{0.8, 0.8}, 0}, {[]float64{0.5, 0.35, 1.25}, 0.125}, {[]float64{1e8}, -3}} {
		f.pages[1].Reset()
		f.SetDashPattern(c.dash, c.phase)
		var parts []string
		for _, v := range c.dash {
			parts = append(parts, strconv.FormatFloat(v*f.k, 'f', 2, 64))
		}
		want := "[" + strings.Join(parts, " ") + "] " + strconv.FormatFloat(c.phase*f.k, 'f', 2, 64) + " d\n"
		if got := f.pages[1].String(); got != want {
			t.Errorf("SetDashPattern(%v, %v) wrote %q, want %q", c.dash, c.phase, got, want)
		}
	}
}

// TestRecentColors: a colour found among the recent ones is the colour
// rgbColorValue computes, whatever the slots held before, for text,
// fill and draw colours set in turn (patch 23).
func TestRecentColors(t *testing.T) {
	f := New("P", "mm", "A4", "")
	fresh := New("P", "mm", "A4", "")
	for i := range 3000 {
		r, g, b := (i*37)%256, (i*91)%256, (i*53)%256
		if i%3 == 0 { // grey: the short form
			g, b = r, r
		}
		for _, kind := range [][2]string{{"g", "rg"}, {"G", "RG"}} {
			for range 2 { // the second time from the slot or the map
				got := f.rgbColorValue(r, g, b, kind[0], kind[1])
				fresh.colors = nil
				fresh.recentColors = [recentColorSlots]recentColor{}
				if want := fresh.rgbColorValue(r, g, b, kind[0], kind[1]); got != want {
					t.Fatalf("rgbColorValue(%d, %d, %d, %q) = %+v, want %+v", r, g, b, kind, got, want)
				}
			}
		}
	}
}

// TestAppendDigits: appendDigits writes strconv.AppendUint's digits, for
// one and many digits, powers of ten around their edges and the largest
// number (patch 24).
func TestAppendDigits(t *testing.T) {
	ns := []uint64{0, 1, 9, 10, 11, 99, 100, 101, 595, 841, 9999999, 1<<64 - 1}
	for p := uint64(1); p < 1e19; p *= 10 {
		ns = append(ns, p-1, p, p+1)
	}
	for i := uint64(0); i < 200000; i++ {
		ns = append(ns, i*7919)
	}
	for _, n := range ns {
		got := string(appendDigits([]byte("x"), n))
		if want := string(strconv.AppendUint([]byte("x"), n, 10)); got != want {
			t.Fatalf("appendDigits(%d) = %q, want %q", n, got, want)
		}
	}
}

// TestAppendEscaped16Random: the ASCII path of appendEscaped16 and its
// turn to runes at the first byte past ASCII give what escaping
// utf8toutf16's result gives, for random strings of ASCII (escaped
// characters among them), other scripts and invalid bytes (patch 25).
func TestAppendEscaped16Random(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	pieces := []string{"a", "Z", " ", "(", ")", "\\", "\r", "\x00", "\x7f", "é", "中", "😀", "\xff", "\xe2\x80", "\u0129"}
	for range 20000 {
		var b strings.Builder
		for range rng.IntN(16) {
			b.WriteString(pieces[rng.IntN(len(pieces))])
		}
		s := b.String()
		want := string(appendEscaped([]byte("pre"), utf8toutf16(s, false)))
		if got := string(appendEscaped16([]byte("pre"), s)); got != want {
			t.Fatalf("appendEscaped16(%q) = %q, want %q", s, got, want)
		}
	}
}

// TestKeptSelRound: with more family and style pairs than recent slots,
// used in turn and at random, SetFont leaves the state and writes the
// operator that resolving the pair afresh gives (patch 26).
func TestKeptSelRound(t *testing.T) {
	pairs := [][2]string{{"Arial", ""}, {"Arial", "B"}, {"Times", "I"}, {"Courier", "BU"}, {"Helvetica", "S"}, {"Times", "BI"}, {"Courier", ""}}
	kept := New("P", "mm", "A4", "")
	kept.AddPage()
	rng := rand.New(rand.NewPCG(7, 8))
	for i := range 300 {
		p := pairs[i%len(pairs)]
		if i >= 100 {
			p = pairs[rng.IntN(len(pairs))]
		}
		kept.pages[1].Reset()
		kept.SetFont(p[0], p[1], 9)
		fresh := New("P", "mm", "A4", "")
		fresh.AddPage()
		fresh.pages[1].Reset()
		fresh.SetFont(p[0], p[1], 9)
		if kept.pages[1].String() != fresh.pages[1].String() || kept.fontFamily != fresh.fontFamily || kept.fontStyle != fresh.fontStyle ||
			kept.underline != fresh.underline || kept.strikeout != fresh.strikeout || kept.currentFont.Name != fresh.currentFont.Name {
			t.Fatalf("call %d, SetFont(%q, %q): kept %q %q %q, anew %q %q %q", i, p[0], p[1],
				kept.pages[1].String(), kept.fontFamily, kept.fontStyle, fresh.pages[1].String(), fresh.fontFamily, fresh.fontStyle)
		}
	}
}
