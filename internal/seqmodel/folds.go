package seqmodel

import (
	"math/rand/v2"
	"slices"
)

// Folds deals groups (repeats allowed) into k folds in an order drawn
// from seed and stream: fold[g] is group g's fold. Every example of a
// group is in the same fold, so a model is never scored on a group it
// was trained on.
func Folds(groups []string, k int, seed, stream uint64) map[string]int {
	groups = slices.Clone(groups)
	slices.Sort(groups)
	groups = slices.Compact(groups)
	rng := rand.New(rand.NewPCG(seed, stream))
	rng.Shuffle(len(groups), func(i, j int) { groups[i], groups[j] = groups[j], groups[i] })
	out := make(map[string]int, len(groups))
	for i, g := range groups {
		out[g] = i % k
	}
	return out
}

// Ratio is a/b, 0 when b is 0.
func Ratio(a, b int) float64 {
	if b == 0 {
		return 0
	}
	return float64(a) / float64(b)
}
