package cvgen

import "math/rand/v2"

// rng is the one source of choices: a PCG seeded from (seed, stream), so
// a record or a render is the same whatever else was drawn before it.
type rng struct{ r *rand.Rand }

func newRNG(seed, stream uint64) *rng {
	return &rng{rand.New(rand.NewPCG(seed, stream))}
}

// intn returns a number in [0, n).
func (g *rng) intn(n int) int { return g.r.IntN(n) }

// between returns a number in [lo, hi].
func (g *rng) between(lo, hi int) int { return lo + g.r.IntN(hi-lo+1) }

// chance is true with probability p.
func (g *rng) chance(p float64) bool { return g.r.Float64() < p }

// pick returns one element of s.
func pick[T any](g *rng, s []T) T { return s[g.intn(len(s))] }

// shuffle permutes s in place.
func shuffle[T any](g *rng, s []T) {
	g.r.Shuffle(len(s), func(i, j int) { s[i], s[j] = s[j], s[i] })
}
