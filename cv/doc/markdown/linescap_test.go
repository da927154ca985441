package markdown

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// TestLinesCap holds splitLines' first capacity to its two bounds: never
// more slots than the length guess gave (a text of blank lines stays
// cheap), and room for every Line whenever that guess had room.
func TestLinesCap(t *testing.T) {
	texts := []string{
		"",
		"\n",
		strings.Repeat("\n", 5000),
		"Ada Quill\n\nEducation\n- PhD, Pebble Institute, 2019\n",
		strings.Repeat("A line of a fictional curriculum vitae, some sixty bytes long.\n", 300),
		strings.Repeat("x\n", 400),
	}
	rng := rand.New(rand.NewPCG(5, 22))
	for range 300 {
		var b strings.Builder
		for range rng.IntN(200) {
			b.WriteString(strings.Repeat("w", rng.IntN(90)))
			b.WriteString([]string{"\n", "\n\n", " \n", "\n\f"}[rng.IntN(4)])
		}
		texts = append(texts, b.String())
	}
	for _, text := range texts {
		c := linesCap(text)
		old := len(text)/linesPerByte + 16
		if c > old {
			t.Fatalf("linesCap = %d, more than the length guess %d", c, old)
		}
		if n := len(splitLines(text, text)); n > c && n <= old {
			t.Fatalf("linesCap = %d for %d Lines the guess %d had room for", c, n, old)
		}
	}
}
