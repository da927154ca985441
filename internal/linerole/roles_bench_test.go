package linerole

import (
	"math"
	"math/rand/v2"
	"testing"
)

// BenchmarkRoleAt asks one question of a fresh Reader over a file of
// about a hundred lines (the fictional lines, repeated), as a parse that
// asks the model once does.
func BenchmarkRoleAt(b *testing.B) {
	m, err := Default()
	if err != nil {
		b.Fatal(err)
	}
	var lines []Line
	for len(lines) < 110 {
		lines = append(lines, fictional...)
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, ok := m.Reader(lines, "md").RoleAt(60); !ok {
			b.Fatal("no role")
		}
	}
}

// TestMarginalAtIsMarginalsRow holds marginalAt to marginals' row, bit
// for bit, on random scores and chains.
func TestMarginalAtIsMarginalsRow(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 22))
	for trial := range 200 {
		n, r := 1+rng.IntN(20), 1+rng.IntN(6)
		sc := randRows(rng, n, r)
		trans := randRows(rng, r, r)
		start := randRows(rng, 1, r)[0]
		if trial%5 == 0 {
			sc[rng.IntN(n)][rng.IntN(r)] = barred // a barred role, as blank lines have
		}
		all := marginals(sc, start, trans)
		for k := range n {
			got := marginalAt(sc, start, trans, k)
			for y := range r {
				if math.Float64bits(got[y]) != math.Float64bits(all[k][y]) {
					t.Fatalf("trial %d, row %d of %d, label %d: %v, marginals %v", trial, k, n, y, got[y], all[k][y])
				}
			}
		}
		if marginalAt(sc, start, trans, n) != nil || marginalAt(sc, start, trans, -1) != nil {
			t.Fatal("a row outside the chain")
		}
	}
}

func randRows(rng *rand.Rand, n, r int) [][]float64 {
	out := make([][]float64, n)
	for i := range out {
		out[i] = make([]float64, r)
		for j := range out[i] {
			out[i][j] = rng.NormFloat64() * 3
		}
	}
	return out
}
