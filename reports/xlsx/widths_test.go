package xlsx

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/analytics"
)

// randomCellText joins pieces of narrow, wide and full-width text, line
// breaks and spaces: what column widths are measured on.
func randomCellText(r *rand.Rand) string {
	pieces := []string{"a", "Quill", " ", "\n", "é", "研究", "한국", "ひら", "カタ", "ＡＢ", "—", "𝔸", "Workshop on Examples", "\t"}
	var b strings.Builder
	for range r.IntN(40) {
		b.WriteString(pieces[r.IntN(len(pieces))])
	}
	return b.String()
}

// TestWiderSkipsOnlyWhatCannotWiden: widths measured with the shortcuts
// (wider) are the widths of measuring every cell, on random text.
func TestWiderSkipsOnlyWhatCannotWiden(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 28))
	var buf [32]byte
	for trial := range 3000 {
		plain, fast := 0, 0
		for range r.IntN(30) {
			s := randomCellText(r)
			if w := textWidth(s); w > len(s) {
				t.Fatalf("%q: width %d over its %d bytes", s, w, len(s))
			}
			plain = max(plain, cellWidth(s, analytics.Text, 0, buf[:]))
			fast = wider(fast, s, analytics.Text, 0, buf[:])
		}
		names := []string{"Title"}
		if a, b := finishWidths([]int{plain}, names), finishWidths([]int{fast}, names); !slices.Equal(a, b) {
			t.Fatalf("trial %d: width %v with shortcuts, %v measuring every cell", trial, b, a)
		}
	}
}
