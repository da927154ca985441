package seqmodel

import "sync"

// viterbiBufs is the scratch of one Viterbi call: the best scores and
// back pointers of every position, each row a slice of one backing
// array. Every cell Viterbi reads it has written first in the same call,
// so a reused buffer reads as a new one.
type viterbiBufs struct {
	best  [][]float64
	back  [][]int
	bests []float64
	backs []int
}

// maxPooledCells bounds the scratch kept between calls: a buffer grown
// for one very long sequence is dropped, not held for the process's life.
const maxPooledCells = 1 << 16

var viterbiPool = sync.Pool{New: func() any { return new(viterbiBufs) }}

// getViterbiBufs returns scratch for n positions of r labels.
func getViterbiBufs(n, r int) *viterbiBufs {
	v := viterbiPool.Get().(*viterbiBufs)
	v.best = resize(v.best, n)
	v.back = resize(v.back, n)
	v.bests = resize(v.bests, n*r)
	v.backs = resize(v.backs, n*r)
	return v
}

// putViterbiBufs hands scratch back for the next call, unless it is large.
func putViterbiBufs(v *viterbiBufs) {
	if cap(v.bests) > maxPooledCells || cap(v.best) > maxPooledCells {
		return
	}
	clear(v.best) // no row of a finished call stays reachable through the pool
	clear(v.back)
	viterbiPool.Put(v)
}

// resize returns s with length n, reusing its array when it is big enough.
func resize[T any](s []T, n int) []T {
	if cap(s) < n {
		return make([]T, n)
	}
	return s[:n]
}
