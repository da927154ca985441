package linerole

import "math"

// marginalAt is marginals(sc, start, trans)[k], computed with the same
// arithmetic in the same order, so bit for bit the same: the forward pass
// over every position (its last row gives the normaliser), the backward
// pass only down to k, and only row k's probabilities. A question about
// one line of a window (Reader.RoleAt) pays about half a backward pass
// and one row instead of all of them.
func marginalAt(sc [][]float64, start []float64, trans [][]float64, k int) []float64 {
	n := len(sc)
	if k < 0 || k >= n {
		return nil
	}
	r := len(start)
	alpha := forward(sc, start, trans)
	beta := make([]float64, r) // beta at position i, from n-1 down to k
	next := make([]float64, r)
	tmp := make([]float64, r)
	for i := n - 2; i >= k; i-- {
		copy(next, beta)
		for x := range r {
			for y := range r {
				tmp[y] = trans[x][y] + sc[i+1][y] + next[y]
			}
			beta[x] = logSumExp(tmp)
		}
	}
	z := logSumExp(alpha[n-1])
	out := make([]float64, r)
	for y := range r {
		out[y] = math.Exp(alpha[k][y] + beta[y] - z)
	}
	return out
}

// forward is the forward pass of marginals: alpha[i][y], the log
// potential of every path that ends at position i in label y.
func forward(sc [][]float64, start []float64, trans [][]float64) [][]float64 {
	n, r := len(sc), len(start)
	alpha := rows(make([]float64, n*r), r)
	tmp := make([]float64, r)
	for y := range r {
		alpha[0][y] = start[y] + sc[0][y]
	}
	for i := 1; i < n; i++ {
		for y := range r {
			for x := range r {
				tmp[x] = alpha[i-1][x] + trans[x][y]
			}
			alpha[i][y] = logSumExp(tmp) + sc[i][y]
		}
	}
	return alpha
}
