package seqmodel

import (
	"slices"
	"testing"
)

// TestViterbiReusesScratch: a call after a longer and a shorter one reads
// as a first call; scratch reused leaves no score of another call behind.
func TestViterbiReusesScratch(t *testing.T) {
	trans := [][]float64{{0, -3}, {-1, 0}}
	start := []float64{0, 0}
	short := [][]float64{{1, 0}, {0, 2}, {2, 0}}
	long := make([][]float64, 40)
	for i := range long {
		long[i] = []float64{float64(i % 3), float64(i % 5)}
	}
	first := Viterbi(short, start, trans)
	firstLong := Viterbi(long, start, trans)
	for range 3 {
		if got := Viterbi(short, start, trans); !slices.Equal(got, first) {
			t.Fatalf("short after reuse %v, first %v", got, first)
		}
		if got := Viterbi(long, start, trans); !slices.Equal(got, firstLong) {
			t.Fatalf("long after reuse %v, first %v", got, firstLong)
		}
	}
	if n := testing.AllocsPerRun(20, func() { Viterbi(short, start, trans) }); n > 1 {
		t.Errorf("Viterbi: %v allocations a call, want the path only", n)
	}
}
