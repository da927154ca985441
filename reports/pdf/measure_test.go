package pdf

import (
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"golang.org/x/image/font/gofont/gomono"
	"golang.org/x/text/unicode/norm"

	"github.com/vitae-cv/vitae/reports"
)

// The measuring as it was before the width tables and the summed lines:
// every string built and measured by fpdf. The tests below hold the new
// measure, wrap and fit to these results.

func (d *doc) oldMeasure(s string) float64 { return d.f.GetStringWidth(d.shown(clean(s))) }

func (d *doc) oldFit(s string, w float64) string {
	s = clean(s)
	if d.oldMeasure(s) <= w {
		return s
	}
	ell := "…"
	if !d.cov().has('…') {
		ell = "..."
	}
	rs := []rune(s)
	lo, hi := 0, len(rs)
	for lo < hi {
		mid := (lo + hi + 1) / 2
		if d.oldMeasure(strings.TrimRight(string(rs[:mid]), " ,;")+ell) <= w {
			lo = mid
		} else {
			hi = mid - 1
		}
	}
	return strings.TrimRight(string(rs[:lo]), " ,;") + ell
}

func (d *doc) oldWrapUpTo(s string, w float64, limit int) []string {
	s = clean(s)
	if s == "" {
		return []string{""}
	}
	var lines []string
	line := ""
	for _, word := range strings.Fields(s) {
		if len(lines) >= limit {
			return lines
		}
		try := word
		if line != "" {
			try = line + " " + word
		}
		if d.oldMeasure(try) <= w {
			line = try
			continue
		}
		if line != "" {
			lines = append(lines, line)
			line = ""
		}
		for d.oldMeasure(word) > w && len(lines) < limit {
			rs := []rune(word)
			lo, hi := 1, len(rs)
			for lo < hi {
				mid := (lo + hi + 1) / 2
				if d.oldMeasure(string(rs[:mid])) <= w {
					lo = mid
				} else {
					hi = mid - 1
				}
			}
			lines = append(lines, string(rs[:lo]))
			word = string(rs[lo:])
		}
		line = word
	}
	if line != "" && len(lines) < limit {
		lines = append(lines, line)
	}
	return lines
}

// measureTexts are strings of every kind the report draws: ASCII, Latin
// with accents (composed and not), Greek, Cyrillic, CJK the Go fonts
// lack, right-to-left, controls and other spaces, invalid UTF-8, long
// words, commas and semicolons where fit cuts, and random mixtures.
func measureTexts() []string {
	texts := []string{
		"", " ", "a", "Faculty search 2024 – systems", "Publications (12 counted, 3 not counted)",
		"Proceedings of the ACM SIGOPS Symposium on Operating Systems Principles, 2021; also in TOCS",
		"José Ramón García-Núñez", "Jose\u0301 Rami\u0301rez", "Ελένη Καραγιάννη · Дмитрий Соколов",
		"王小明 清华大学 存储系统的研究", "مرحبا بالعالم and some Latin", "tab\there\nnew\u00a0line\u2028sep\u3000ideo",
		"ctrl\x01\x7fchars", "bad \xff\xfe utf8 \xe2\x80", "x \u0301y", "emoji 😀 beyond the plane",
		strings.Repeat("W", 300), strings.Repeat("supercalifragilistic", 20) + " tail",
		"a, b; c, ; ;, d,,,; e", "……… … …", "{nb} {vitae-page} (parens) \\back",
	}
	rng := rand.New(rand.NewPCG(12, 13))
	alphabet := []rune("abcdefghij KLMNOP  ,;.-–—·éüçñ ΑβγДжЯ中文字\u0301\u00a0\t…")
	for range 100 {
		n := rng.IntN(120)
		rs := make([]rune, n)
		for i := range rs {
			rs[i] = alphabet[rng.IntN(len(alphabet))]
		}
		texts = append(texts, string(rs))
	}
	return texts
}

// TestMeasureSame: measure, wrap (every line limit) and fit give what
// building and measuring each string gave, in every style and at widths
// from less than a glyph to more than the text, with the Go fonts and
// Go Mono (CJK and emoji take the replacement paths in both).
func TestMeasureSame(t *testing.T) {
	r := report(testCVs(t)[:1])
	mono := filepath.Join(t.TempDir(), "gomono.ttf")
	if err := os.WriteFile(mono, gomono.TTF, 0o644); err != nil {
		t.Fatal(err)
	}
	for _, fontPath := range []string{"", mono} {
		fonts, family, data, err := loadFonts(fontPath)
		if err != nil {
			t.Fatal(err)
		}
		d, err := newDoc(r, reports.Options{FontPath: fontPath}, settings{}, fonts, family, data)
		if err != nil {
			t.Fatal(err)
		}
		for _, style := range []string{"", "B", "I"} {
			for _, size := range []float64{6.5, 19} {
				d.setFont(style, size)
				for _, s := range measureTexts() {
					if got, want := d.measure(s), d.oldMeasure(s); got != want {
						t.Fatalf("measure(%q) = %v, want %v", s, got, want)
					}
					for _, w := range []float64{0.5, 3, 17.3, 40, 120, 400} {
						if got, want := d.fit(s, w), d.oldFit(s, w); got != want {
							t.Fatalf("%s %v fit(%q, %v) = %q, want %q", style, size, s, w, got, want)
						}
						for _, limit := range []int{1, 3, 41} {
							got, want := d.wrapUpTo(s, w, limit), d.oldWrapUpTo(s, w, limit)
							if !slices.Equal(got, want) {
								t.Fatalf("%s %v wrapUpTo(%q, %v, %d) = %q, want %q", style, size, s, w, limit, got, want)
							}
						}
					}
				}
			}
		}
	}
}

// TestSettled: a string settled says clean leaves alone is one the full
// clean (NFC and the space and control rules) leaves alone: every rune
// below U+0300 and of U+2010-U+2027 alone and after a letter, and a
// combining mark is never settled.
func TestSettled(t *testing.T) {
	full := func(s string) string {
		if !norm.NFC.IsNormalString(s) {
			s = norm.NFC.String(s)
		}
		if !strings.ContainsFunc(s, needsClean) {
			return s
		}
		return "changed"
	}
	var runes []rune
	for r := rune(0); r < 0x300; r++ {
		runes = append(runes, r)
	}
	for r := rune(0x2000); r < 0x2030; r++ {
		runes = append(runes, r)
	}
	for _, r := range runes {
		for _, s := range []string{string(r), "e" + string(r), string(r) + "x"} {
			if settled(s) && full(s) != s {
				t.Errorf("settled(%q), but clean makes it %q", s, full(s))
			}
		}
	}
	for _, s := range []string{"e\u0301", "\xff", "a\u00a0b", "x\u2028y", "2022\u20132023 · café"} {
		if settled(s) != (s == "2022\u20132023 · café") {
			t.Errorf("settled(%q) = %v", s, settled(s))
		}
	}
}
