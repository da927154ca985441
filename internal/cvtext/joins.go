package cvtext

import (
	"iter"
	"math/rand/v2"
	"strings"
)

// Joins yields n strings, each fewer than most pieces drawn at random
// from pieces and joined, from a generator seeded with seed1 and seed2:
// the random inputs that tests hold a fast path to its plain answer on.
// The same seeds give the same strings.
func Joins(seed1, seed2 uint64, pieces []string, n, most int) iter.Seq[string] {
	return func(yield func(string) bool) {
		rng := rand.New(rand.NewPCG(seed1, seed2))
		for range n {
			var b strings.Builder
			for range rng.IntN(most) {
				b.WriteString(pieces[rng.IntN(len(pieces))])
			}
			if !yield(b.String()) {
				return
			}
		}
	}
}
