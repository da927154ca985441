package seqmodel

import (
	"math"
	"slices"
)

// Example is one sequence (a file's lines, an entry's tokens): the
// indices of each position's features and each position's gold label.
type Example struct {
	Feats [][]int32
	Gold  []int
}

// AdaRate is AdaGrad's step size.
const AdaRate = 0.5

// LogReg fits a per-position multinomial logistic regression over r
// labels and nf features (full-batch AdaGrad from zero weights, L2
// penalty l2, iters steps) and returns the raw weights, feature-major:
// w[f*r+y] is feature f's weight for label y. The examples are summed in
// order, so the weights depend only on them and the options.
func LogReg(exs []Example, nf, r, iters int, l2 float64) []float64 {
	w, g2, grad := make([]float64, nf*r), make([]float64, nf*r), make([]float64, nf*r)
	n := 0
	for _, ex := range exs {
		n += len(ex.Gold)
	}
	p := make([]float64, r)
	for range iters {
		clear(grad)
		for _, ex := range exs {
			addGradient(grad, w, p, ex, r)
		}
		for k := range w {
			gk := grad[k]/float64(max(n, 1)) + l2*w[k]
			g2[k] += gk * gk
			w[k] -= AdaRate * gk / (math.Sqrt(g2[k]) + 1e-8)
		}
	}
	return w
}

// addGradient adds ex's gradient of the negative log likelihood; p is
// scratch of r entries.
func addGradient(grad, w, p []float64, ex Example, r int) {
	for i, fs := range ex.Feats {
		clear(p)
		for _, f := range fs {
			row := w[int(f)*r : int(f)*r+r]
			for y := range r {
				p[y] += row[y]
			}
		}
		Softmax(p)
		p[ex.Gold[i]]--
		for _, f := range fs {
			row := grad[int(f)*r : int(f)*r+r]
			for y := range r {
				row[y] += p[y]
			}
		}
	}
}

// TrainChain fits the regression (LogReg) and counts the transitions
// (Transitions): the chain of a logistic-regression model, weights
// rounded to four decimals, features whose weights all round to zero
// left out.
func TrainChain(feats []string, exs []Example, r, iters int, l2 float64) Chain {
	w := LogReg(exs, len(feats), r, iters, l2)
	var c Chain
	c.Start, c.Trans = Transitions(exs, r)
	c.Features, c.Weights = NonZeroRows(feats, r, func(k int) float64 { return Round4(w[k]) })
	c.BuildIndex()
	return c
}

// NonZeroRows returns the features and their rows of r weights, weight(k)
// giving entry k = feature*r + label, leaving out the rows all zero.
func NonZeroRows(feats []string, r int, weight func(k int) float64) ([]string, [][]float64) {
	var names []string
	var rows [][]float64
	for i, f := range feats {
		row := make([]float64, r)
		nz := false
		for y := range r {
			row[y] = weight(i*r + y)
			nz = nz || row[y] != 0
		}
		if nz {
			names = append(names, f)
			rows = append(rows, row)
		}
	}
	return names, rows
}

// Transitions are the log probabilities of the first label and of each
// label after each, from the gold labels' counts plus one half, rounded
// to four decimals.
func Transitions(exs []Example, r int) (start []float64, trans [][]float64) {
	cnt := make([][]float64, r+1) // row 0: the first position
	for i := range cnt {
		cnt[i] = slices.Repeat([]float64{0.5}, r)
	}
	for _, ex := range exs {
		for i, y := range ex.Gold {
			p := 0
			if i > 0 {
				p = ex.Gold[i-1] + 1
			}
			cnt[p][y]++
		}
	}
	rows := make([][]float64, r+1)
	for p, c := range cnt {
		z := 0.0
		for _, v := range c {
			z += v
		}
		rows[p] = make([]float64, r)
		for y, v := range c {
			rows[p][y] = Round4(math.Log(v / z))
		}
	}
	return rows[0], rows[1:]
}

// Softmax turns scores into probabilities in place.
func Softmax(s []float64) {
	mx := s[Argmax(s)]
	z := 0.0
	for y := range s {
		s[y] = math.Exp(s[y] - mx)
		z += s[y]
	}
	for y := range s {
		s[y] /= z
	}
}

// LogSoftmax turns scores into log probabilities in place.
func LogSoftmax(s []float64) {
	mx := s[Argmax(s)]
	z := 0.0
	for _, v := range s {
		z += math.Exp(v - mx)
	}
	lz := mx + math.Log(z)
	for y := range s {
		s[y] -= lz
	}
}

// Round4 rounds to four decimals (and -0 to 0).
func Round4(v float64) float64 {
	if v = math.Round(v*1e4) / 1e4; v == 0 {
		return 0
	}
	return v
}

// Argmax is the index of xs's largest value, the first on a tie (0 for
// none).
func Argmax(xs []float64) int {
	arg := 0
	for i, x := range xs {
		if x > xs[arg] {
			arg = i
		}
	}
	return arg
}
