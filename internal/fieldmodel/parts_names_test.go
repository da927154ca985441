package fieldmodel

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// oldPartFeatures is partInfo.features as it was, each name built from
// its prefix: the oracle of the names made once.
func oldPartFeatures(p partInfo, pre string) []string {
	bucket := func(n int) string {
		switch {
		case n <= 1:
			return "1"
		case n <= 3:
			return "3"
		case n <= 8:
			return "8"
		case n <= 15:
			return "15"
		}
		return "16"
	}
	fs := []string{pre + "len" + bucket(p.words)}
	if p.words > 0 {
		switch share := float64(p.caps) / float64(p.words); {
		case share >= 0.99:
			fs = append(fs, pre+"allcap")
		case share >= 0.6:
			fs = append(fs, pre+"mostcap")
		}
	}
	for _, f := range []struct {
		on   bool
		name string
	}{{p.lower > 0, "lower"}, {p.lower > 2, "lower3"}, {p.initials > 0, "initials"}, {p.initials > 2, "initials3"},
		{p.year, "year"}, {p.quote, "quote"}, {p.and, "and"}, {p.etal, "etal"}} {
		if f.on {
			fs = append(fs, pre+f.name)
		}
	}
	return fs
}

// TestPartFeatureNames holds a part's features to the names built from
// the prefix, on random parts, each count across its bucket edges.
func TestPartFeatureNames(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 8))
	for range 20000 {
		p := partInfo{words: rng.IntN(20), caps: rng.IntN(20), lower: rng.IntN(5), initials: rng.IntN(5),
			year: rng.IntN(2) == 0, quote: rng.IntN(2) == 0, and: rng.IntN(2) == 0, etal: rng.IntN(2) == 0}
		for k, pre := range partPrefixes {
			got, want := p.features(k), oldPartFeatures(p, pre)
			if !slices.Equal(got, want) {
				t.Fatalf("%+v %s: %q, want %q", p, pre, got, want)
			}
			if cap(got) != len(got) {
				t.Fatalf("%+v: %d features in a slice of %d", p, len(got), cap(got))
			}
		}
	}
}
