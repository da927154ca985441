package pdf

import (
	"math/rand/v2"
	"testing"
	"time"

	"github.com/vitae-cv/vitae/cv/doc"
)

// TestBuildRandomLayouts runs the layout passes (furniture, layers,
// columns, margin wraps, leading) on random glyph soups: no panic, and
// every glyph's text comes out at most once.
func TestBuildRandomLayouts(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 11))
	runes := []rune("abcXYZ019 -–—•→.,()")
	for range 300 {
		var pages []page
		for range 1 + r.IntN(3) {
			pg := page{width: 600, height: 800}
			n := r.IntN(400)
			for i := range n {
				x := r.Float64() * 560
				size := []float64{9, 10, 10, 10, 12, 14}[r.IntN(6)]
				base := float64(40+r.IntN(60)*12) + r.Float64()*2
				pg.glyphs = append(pg.glyphs, glyph{
					r: runes[r.IntN(len(runes))], x0: x, x1: x + size/2, base: base,
					size: size, seq: i * (1 + r.IntN(3)), bold: r.IntN(4) == 0, spaceAfter: r.IntN(5) == 0,
				})
			}
			pg.chars = n
			pages = append(pages, pg)
		}
		d := build(pages, doc.Limits{}.OrDefault())
		total, out := 0, 0
		for _, pg := range pages {
			total += len(pg.glyphs)
		}
		for _, l := range d.Lines {
			for _, c := range l.Text {
				if c != ' ' && c != '\f' {
					out++
				}
			}
		}
		if out > total {
			t.Fatalf("%d characters out of %d glyphs", out, total)
		}
	}
}

// TestBuildLongBackwardLine: a baseline of 100,000 glyphs drawn right to
// left, each over the last, is read in time linear in its length.
func TestBuildLongBackwardLine(t *testing.T) {
	const n = 100_000
	pg := page{width: 600, height: 800, chars: n}
	for i := range n {
		x := float64(n-i) * 0.005
		pg.glyphs = append(pg.glyphs, glyph{r: 'a' + rune(i%26), x0: x, x1: x + 5, base: 400, size: 10, seq: i})
	}
	start := time.Now()
	build([]page{pg}, doc.Limits{}.OrDefault())
	if d := time.Since(start); d > 10*time.Second {
		t.Errorf("took %v", d)
	}
}
