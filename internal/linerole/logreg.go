package linerole

import (
	"math"
	"slices"
)

// Training methods.
const (
	// MethodLogReg is a multinomial logistic regression per line (L2,
	// full-batch AdaGrad from zero weights) with role transitions taken
	// from the training lines' counts; decoding adds the lines' log
	// probabilities and the transitions' log probabilities.
	MethodLogReg = "logreg"
	// MethodPerceptron is an averaged structured perceptron: emissions and
	// transitions learnt together.
	MethodPerceptron = "perceptron"
)

// Logistic regression's defaults.
const (
	DefaultL2    = 3e-5
	DefaultIters = 150
	adaRate      = 0.5
)

// trainLogReg fits the per-line regression and counts the transitions.
// Every sum runs in a fixed order, so the weights depend only on the
// docs and the options.
func trainLogReg(feats []string, exs []example, opt TrainOptions) *Model {
	r, nf := len(Roles), len(feats)
	w, g2 := make([]float64, nf*r), make([]float64, nf*r)
	lines := 0
	for _, ex := range exs {
		lines += len(ex.gold)
	}
	grad := make([]float64, nf*r)
	for range opt.Iters {
		clear(grad)
		for _, ex := range exs {
			addGradient(grad, w, ex, r)
		}
		for k := range w {
			gk := grad[k]/float64(lines) + opt.L2*w[k]
			g2[k] += gk * gk
			w[k] -= adaRate * gk / (math.Sqrt(g2[k]) + 1e-8)
		}
	}
	m := &Model{Version: ModelVersion, Method: MethodLogReg, Options: opt.Options, Iters: opt.Iters, L2: opt.L2,
		Roles: slices.Clone(Roles)}
	m.Start, m.Trans = transitions(exs, r)
	for i, f := range feats {
		row := make([]float64, r)
		nz := false
		for y := range r {
			row[y] = round4(w[i*r+y])
			nz = nz || row[y] != 0
		}
		if nz {
			m.Features = append(m.Features, f)
			m.Weights = append(m.Weights, row)
		}
	}
	m.buildIndex()
	return m
}

// addGradient adds ex's gradient of the negative log likelihood.
func addGradient(grad, w []float64, ex example, r int) {
	p := make([]float64, r)
	for i, fs := range ex.feats {
		clear(p)
		for _, f := range fs {
			for y := range r {
				p[y] += w[f*r+y]
			}
		}
		softmax(p)
		p[ex.gold[i]]--
		for _, f := range fs {
			for y := range r {
				grad[f*r+y] += p[y]
			}
		}
	}
}

// softmax turns scores into probabilities in place.
func softmax(s []float64) {
	mx := s[argmax(s)]
	z := 0.0
	for y := range s {
		s[y] = math.Exp(s[y] - mx)
		z += s[y]
	}
	for y := range s {
		s[y] /= z
	}
}

// logSoftmax turns scores into log probabilities in place.
func logSoftmax(s []float64) {
	mx := s[argmax(s)]
	z := 0.0
	for _, v := range s {
		z += math.Exp(v - mx)
	}
	lz := mx + math.Log(z)
	for y := range s {
		s[y] -= lz
	}
}

// transitions are the log probabilities of the first role and of each
// role after each, from the gold roles' counts plus one half.
func transitions(exs []example, r int) (start []float64, trans [][]float64) {
	cnt := make([][]float64, r+1) // row 0: the first line
	for i := range cnt {
		cnt[i] = slices.Repeat([]float64{0.5}, r)
	}
	for _, ex := range exs {
		for i, y := range ex.gold {
			p := 0
			if i > 0 {
				p = ex.gold[i-1] + 1
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
			rows[p][y] = round4(math.Log(v / z))
		}
	}
	return rows[0], rows[1:]
}

// round4 rounds to four decimals (and -0 to 0).
func round4(v float64) float64 {
	if v = math.Round(v*1e4) / 1e4; v == 0 {
		return 0
	}
	return v
}
