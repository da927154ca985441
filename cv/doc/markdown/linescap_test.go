package markdown

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// TestLinesCap: splitLines makes its slice once, of the size it needs:
// linesCap counts the Lines it makes, a run of white lines once (a text
// of blank lines costs one slot), with comments blanked in one text and
// not in the other.
func TestLinesCap(t *testing.T) {
	texts := []string{
		"",
		"\n",
		strings.Repeat("\n", 5000),
		"Ada Quill\n\nEducation\n- PhD, Pebble Institute, 2019\n",
		strings.Repeat("A line of a fictional curriculum vitae, some sixty bytes long.\n", 300),
		strings.Repeat("x\n", 400),
		"Ada Quill\n<!-- a note -->\n\n\n<!--\nhidden\n-->\nEducation\n",
	}
	rng := rand.New(rand.NewPCG(5, 22))
	for range 300 {
		var b strings.Builder
		for range rng.IntN(200) {
			b.WriteString(strings.Repeat("w", rng.IntN(90)))
			b.WriteString([]string{"\n", "\n\n", " \n", "\n\f", "<!-- c -->\n", "\r\n"}[rng.IntN(6)])
		}
		texts = append(texts, b.String())
	}
	for _, text := range texts {
		shown, blanked := text, dropComments(text)
		for _, pair := range [][2]string{{shown, shown}, {shown, blanked}} {
			ls := splitLines(pair[0], pair[1])
			if c := linesCap(pair[0], pair[1]); c != len(ls) || cap(ls) != len(ls) {
				t.Fatalf("linesCap = %d, splitLines made %d Lines in a slice of %d", c, len(ls), cap(ls))
			}
		}
	}
	if c := linesCap(strings.Repeat("\n", 5000), strings.Repeat("\n", 5000)); c != 1 {
		t.Fatalf("linesCap of blank lines = %d, want 1", c)
	}
}
