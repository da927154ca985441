package parse

import (
	"math/rand/v2"
	"testing"
)

// TestLineIndexIsTheMap holds lineIndex to the map it replaces (each
// line's number to its index, filled in order) on random runs of line
// numbers, in order with repeats and gaps, and out of order.
func TestLineIndexIsTheMap(t *testing.T) {
	rng := rand.New(rand.NewPCG(4, 21))
	for round := range 3000 {
		ls := make([]line, rng.IntN(12))
		n := rng.IntN(3)
		for i := range ls {
			n += rng.IntN(3) // repeats and gaps
			if round%5 == 0 && rng.IntN(4) == 0 {
				n -= rng.IntN(4) // now and then out of order
			}
			ls[i].N = n
		}
		want := map[int]int{}
		for i, l := range ls {
			want[l.N] = i
		}
		x := newLineIndex(ls)
		for q := -1; q <= n+2; q++ {
			wi, wok := want[q]
			gi, gok := x.of(q)
			if gok != wok || gi != wi {
				t.Fatalf("lines %v: of(%d) = %d %v, want %d %v", numbers(ls), q, gi, gok, wi, wok)
			}
		}
	}
}

func numbers(ls []line) []int {
	out := make([]int, len(ls))
	for i, l := range ls {
		out[i] = l.N
	}
	return out
}
