package linerole

import (
	"math"
	"slices"
)

// A question "is line i's probability of role y at least p?" is most
// often decided by the line and a few lines around it: the lines further
// off move its probabilities only as far as the chain lets them.
// ProbAtLeast bounds the probability from the lines within d of line i
// (d = 0, then a few more), and reads the whole window (RoleAt) only
// when the bounds leave the question open.
//
// The bound. RoleAt's probability of y at position k of its window is
// p(y) = a(y) b(y) / Σ_u a(u) b(u), a the forward and b the backward
// potentials at k. Past the lines read, what the rest of the window
// contributes is a vector v of positive weights on the roles of line
// k−d−1 (its forward potentials) and one w on the roles of line k+d+1
// (its scores times its backward potentials): a(u) = Σ_x v(x) F(x,u) and
// b(u) = Σ_z G(u,z) w(z), F and G the chain's products over the lines
// read. p(y) is then a ratio of two forms linear in v and in w with a
// positive denominator, whose least and greatest values over all v and w
// are taken where each is one role: v = e_x, w = e_z. The bounds are the
// least and greatest p(y) over the R×R pairs (x, z). At the window's ends
// there is nothing to bound: its first line has the start weights, its
// last line no backward term.

// boundMargin is how far from the threshold a bound must be to decide a
// question: far beyond the rounding of either computation (both a few
// ulps of numbers near one), so a decided question gets RoleAt's answer.
const boundMargin = 1e-6

// boundReach are the numbers of lines on each side of the asked line the
// bounds are tried with, in turn, before the whole window is read.
var boundReach = []int{0, 1, 4}

// ProbAtLeast reports whether RoleAt(i).Prob(role) >= p, false for a line
// the file does not have: the same answer, decided from the lines near
// line i when the bounds on its probability (above) are clear of p.
func (r *Reader) ProbAtLeast(i int, role string, p float64) bool {
	if i < 0 || i >= len(r.x.views) {
		return false
	}
	y := slices.Index(r.m.Roles, role)
	if y < 0 {
		return false
	}
	for _, d := range boundReach {
		lo, hi := r.probBounds(i, y, d)
		switch {
		case hi < p-boundMargin:
			return false
		case lo >= p+boundMargin:
			return true
		}
	}
	got, ok := r.RoleAt(i)
	return ok && got.P[y] >= p
}

// probBounds are bounds on line i's probability of role y as RoleAt reads
// it, from the lines within d of it (0 and 1 when they are not finite).
func (r *Reader) probBounds(i, y, d int) (lo, hi float64) {
	n := len(r.x.views)
	wlo, whi := max(0, i-Window), min(n, i+Window+1) // RoleAt's window
	from, to := max(wlo, i-d), min(whi, i+d+1)       // the lines read
	feats := make([][]string, to-from)
	for j := range feats {
		feats[j] = r.x.features(from + j)
	}
	sc := r.m.scores(feats)
	var start []float64
	if from == wlo {
		start = r.m.Start
		if wlo > 0 {
			start = make([]float64, len(r.m.Start))
		}
	}
	as := forwardsAt(sc[:i-from+1], start, r.m.Trans)
	bs := backwardsAt(sc[i-from:], to == whi, r.m.Trans)
	lo, hi = 1, 0
	s := make([]float64, len(r.m.Roles))
	for _, a := range as {
		for _, b := range bs {
			q := probOf(a, b, y, s)
			lo, hi = min(lo, q), max(hi, q)
		}
	}
	if math.IsNaN(lo) || math.IsNaN(hi) {
		return 0, 1
	}
	return lo, hi
}

// forwardsAt are the forward log potentials at the last of sc's lines:
// one vector from start when the lines begin the window, else one for
// each role x of the line before them (its weight one, the others'
// nothing).
func forwardsAt(sc [][]float64, start []float64, trans [][]float64) [][]float64 {
	r := len(trans)
	var out [][]float64
	if start != nil {
		return [][]float64{forward(sc, start, trans)[len(sc)-1]}
	}
	for x := range r {
		out = append(out, forward(sc, trans[x], trans)[len(sc)-1])
	}
	return out
}

// backwardsAt are the backward log potentials at the first of sc's lines
// (sc's first row is that line's, not read): zero when the lines end the
// window, else one vector for each role z of the line after them.
func backwardsAt(sc [][]float64, end bool, trans [][]float64) [][]float64 {
	r := len(trans)
	if end {
		return [][]float64{backward(sc, make([]float64, r), trans)}
	}
	var out [][]float64
	for z := range r {
		last := make([]float64, r)
		for u := range r {
			last[u] = trans[u][z]
		}
		out = append(out, backward(sc, last, trans))
	}
	return out
}

// backward is the backward pass from the last of sc's lines, whose
// backward log potentials are last, down to the first.
func backward(sc [][]float64, last []float64, trans [][]float64) []float64 {
	r := len(trans)
	beta := slices.Clone(last)
	next := make([]float64, r)
	tmp := make([]float64, r)
	for i := len(sc) - 2; i >= 0; i-- {
		copy(next, beta)
		for x := range r {
			for z := range r {
				tmp[z] = trans[x][z] + sc[i+1][z] + next[z]
			}
			beta[x] = logSumExp(tmp)
		}
	}
	return beta
}

// probOf is exp(a(y) + b(y)) / Σ_u exp(a(u) + b(u)), made in s.
func probOf(a, b []float64, y int, s []float64) float64 {
	for u := range a {
		s[u] = a[u] + b[u]
	}
	return math.Exp(s[y] - logSumExp(s))
}
