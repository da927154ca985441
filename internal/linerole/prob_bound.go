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
	if i < 0 || i >= r.x.n {
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
// They are worked in linear space, each vector scaled to a largest
// weight of one: a bound need not be RoleAt's arithmetic, only far more
// precise than boundMargin.
func (r *Reader) probBounds(i, y, d int) (lo, hi float64) {
	n := r.x.n
	wlo, whi := max(0, i-Window), min(n, i+Window+1) // RoleAt's window
	from, to := max(wlo, i-d), min(whi, i+d+1)       // the lines read
	feats := make([][]string, to-from)
	for j := range feats {
		feats[j] = r.x.features(from + j)
	}
	ch := r.linearChain()
	em := r.m.scores(feats)
	for _, row := range em {
		expScaled(row, row)
	}
	var as, bs [][]float64
	if from == wlo {
		as = [][]float64{ch.forwardFrom(em[:i-from+1], ch.startOf(wlo > 0))}
	} else {
		as = ch.forwardsFromEachRole(em[:i-from+1])
	}
	if to == whi {
		bs = [][]float64{ch.backwardFrom(em[i-from:], ch.ones)}
	} else {
		bs = ch.backwardsFromEachRole(em[i-from:])
	}
	return boundsOver(as, bs, y)
}

// boundsOver are the least and greatest a(y) b(y) / Σ_u a(u) b(u) over
// the pairs of as and bs; 0 and 1 when one is not finite or its sum too
// small to divide by precisely.
func boundsOver(as, bs [][]float64, y int) (lo, hi float64) {
	lo, hi = 1, 0
	for _, a := range as {
		for _, b := range bs {
			z := 0.0
			for u := range a {
				z += a[u] * b[u]
			}
			q := a[y] * b[y] / z
			if !(z > 1e-250) || math.IsNaN(q) || math.IsInf(z, 0) {
				return 0, 1
			}
			lo, hi = min(lo, q), max(hi, q)
		}
	}
	return lo, hi
}

// linearChain is the model's chain in linear space, made once per Reader.
func (r *Reader) linearChain() *linChain {
	if r.lin == nil {
		r.lin = newLinChain(r.m.Start, r.m.Trans)
	}
	return r.lin
}

// linChain is a chain's start and transition weights in linear space,
// each scaled to a largest weight of one.
type linChain struct {
	start, zero, ones []float64
	trans             [][]float64
}

func newLinChain(start []float64, trans [][]float64) *linChain {
	r := len(start)
	cells := make([]float64, r*r)
	for x := range r {
		copy(cells[x*r:], trans[x])
	}
	expScaled(cells, cells) // one scale for the whole matrix
	c := &linChain{start: make([]float64, r), zero: make([]float64, r), ones: make([]float64, r), trans: rows(cells, r)}
	expScaled(c.start, start)
	expScaled(c.zero, make([]float64, r)) // RoleAt's start mid-file: no prior
	for x := range r {
		c.ones[x] = 1
	}
	return c
}

// startOf is the start weights of a window: the model's at the file's
// first line, none mid-file.
func (c *linChain) startOf(mid bool) []float64 {
	if mid {
		return c.zero
	}
	return c.start
}

// expScaled sets out to exp(xs − max xs).
func expScaled(out, xs []float64) {
	hi := math.Inf(-1)
	for _, x := range xs {
		hi = max(hi, x)
	}
	for k, x := range xs {
		out[k] = math.Exp(x - hi)
	}
}

// scaleToOne divides v by its largest weight.
func scaleToOne(v []float64) {
	hi := 0.0
	for _, w := range v {
		hi = max(hi, w)
	}
	if hi > 0 {
		for k := range v {
			v[k] /= hi
		}
	}
}

// forwardFrom is the forward weights at the last of em's lines, v the
// weights of the first's roles before its own (the start weights, or a
// row of the transitions).
func (c *linChain) forwardFrom(em [][]float64, v []float64) []float64 {
	a := make([]float64, len(v))
	for y := range a {
		a[y] = v[y] * em[0][y]
	}
	scaleToOne(a)
	return c.step(em[1:], a)
}

// step carries forward weights a over the lines em.
func (c *linChain) step(em [][]float64, a []float64) []float64 {
	next := make([]float64, len(a))
	for _, row := range em {
		for y := range next {
			s := 0.0
			for x := range a {
				s += a[x] * c.trans[x][y]
			}
			next[y] = s * row[y]
		}
		a, next = next, a
		scaleToOne(a)
	}
	return a
}

// forwardsFromEachRole are forwardFrom of each role of the line before
// em's lines (its weight one, the others' none).
func (c *linChain) forwardsFromEachRole(em [][]float64) [][]float64 {
	out := make([][]float64, len(c.start))
	for x := range out {
		out[x] = c.forwardFrom(em, c.trans[x]) // a row of trans is e_x carried one step
	}
	return out
}

// backwardFrom is the backward weights at the first of em's lines (whose
// own row is not read) from the weights b of the last.
func (c *linChain) backwardFrom(em [][]float64, b []float64) []float64 {
	b = slices.Clone(b)
	next := make([]float64, len(b))
	for j := len(em) - 1; j >= 1; j-- {
		for u := range next {
			s := 0.0
			for z := range b {
				s += c.trans[u][z] * em[j][z] * b[z]
			}
			next[u] = s
		}
		b, next = next, b
		scaleToOne(b)
	}
	return b
}

// backwardsFromEachRole are backwardFrom of each role z of the line after
// em's lines: its last line's weights T(u, z).
func (c *linChain) backwardsFromEachRole(em [][]float64) [][]float64 {
	r := len(c.start)
	out := make([][]float64, r)
	last := make([]float64, r)
	for z := range r {
		for u := range r {
			last[u] = c.trans[u][z]
		}
		out[z] = c.backwardFrom(em, last)
	}
	return out
}
