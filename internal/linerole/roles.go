package linerole

import (
	"math"
	"slices"

	"github.com/vitae-cv/vitae/internal/seqmodel"
)

// Role is the model's reading of one line: the role on the most likely
// sequence of roles (Viterbi) and the probability of each role given the
// whole file (forward-backward marginals), so a caller can weigh the
// model's word beside its own evidence rather than take it as a verdict.
type Role struct {
	Name string    // the role on the most likely path
	P    []float64 // probability of each role, in Roles order
}

// Prob is the probability that the line has role name (0 for a name not
// among Roles).
func (r Role) Prob(name string) float64 {
	if i := slices.Index(Roles, name); i >= 0 && i < len(r.P) {
		return r.P[i]
	}
	return 0
}

// Label reads the roles of lines, those of a file of the given form (md,
// html, txt, pdf, docx) as the parser reads them (parse.RoleLines). It
// costs one feature extraction, one Viterbi pass and one
// forward-backward pass, each linear in the lines.
func (m *Model) Label(lines []Line, form string) []Role {
	sc := m.scores(Extract(lines, form, m.Options))
	path := m.decode(sc)
	marg := marginals(sc, m.Start, m.Trans)
	out := make([]Role, len(lines))
	for i := range out {
		out[i] = Role{Name: m.Roles[path[i]], P: marg[i]}
	}
	return out
}

// marginals is each position's probability of each label under the
// chain: forward-backward in log space, the scores read as log
// potentials (log probabilities for logistic regression).
func marginals(sc [][]float64, start []float64, trans [][]float64) [][]float64 {
	n := len(sc)
	if n == 0 {
		return nil
	}
	r := len(start)
	alpha := forward(sc, start, trans)
	cells := make([]float64, 2*n*r)
	beta, out := rows(cells[:n*r], r), rows(cells[n*r:], r)
	tmp := make([]float64, r)
	for i := n - 2; i >= 0; i-- {
		for x := range r {
			for y := range r {
				tmp[y] = trans[x][y] + sc[i+1][y] + beta[i+1][y]
			}
			beta[i][x] = logSumExp(tmp)
		}
	}
	z := logSumExp(alpha[n-1])
	for i := range n {
		for y := range r {
			out[i][y] = math.Exp(alpha[i][y] + beta[i][y] - z)
		}
	}
	return out
}

// rows cuts cells into rows of r.
func rows(cells []float64, r int) [][]float64 {
	out := make([][]float64, len(cells)/r)
	for i := range out {
		out[i] = cells[i*r : (i+1)*r : (i+1)*r]
	}
	return out
}

// logSumExp is log Σ exp(x), computed from the largest x.
func logSumExp(xs []float64) float64 {
	hi := math.Inf(-1)
	for _, x := range xs {
		hi = max(hi, x)
	}
	if math.IsInf(hi, -1) {
		return hi
	}
	s := 0.0
	for _, x := range xs {
		s += math.Exp(x - hi)
	}
	return hi + math.Log(s)
}

// Window is how many lines on each side of a line Reader.RoleAt reads
// with it: the roles of lines further away barely move a line's
// probabilities, and reading them costs time linear in the file.
const Window = 8

// Reader reads the roles of one file's lines one line at a time, each
// over the lines within Window of it, making each line's features once:
// a caller that asks about a few lines does not pay for the whole file.
type Reader struct {
	m   *Model
	x   *extractor
	lin *linChain // the chain in linear space, for ProbAtLeast's bounds
}

// Reader returns a Reader of lines, those of a file of the given form.
func (m *Model) Reader(lines []Line, form string) *Reader {
	return &Reader{m: m, x: newExtractor(lines, form, m.Options)}
}

// RoleAt is line i's role (Label's, read over the lines within Window
// of it; the same as Label's when the file is no longer than the
// window); false for a line the file does not have.
func (r *Reader) RoleAt(i int) (Role, bool) {
	n := r.x.n
	if i < 0 || i >= n {
		return Role{}, false
	}
	lo, hi := max(0, i-Window), min(n, i+Window+1)
	feats := make([][]string, hi-lo)
	for j := range feats {
		feats[j] = r.x.features(lo + j)
	}
	sc := r.m.scores(feats)
	start := r.m.Start
	if lo > 0 {
		start = make([]float64, len(r.m.Start)) // mid-file: no first-line prior
	}
	path := seqmodel.Viterbi(sc, start, r.m.Trans)
	return Role{Name: r.m.Roles[path[i-lo]], P: marginalAt(sc, start, r.m.Trans, i-lo)}, true
}
