package fit

import (
	"math/rand/v2"
	"slices"

	"github.com/vitae-cv/vitae/cv/parse"
	"github.com/vitae-cv/vitae/internal/linerole"
	"github.com/vitae-cv/vitae/internal/seqmodel"
)

// Doc is one labelled file: its lines as parse.Explain reads them, its
// form, the group it belongs to (one person's CV in every form) and the
// role of each line.
type Doc struct {
	Key   string // "30.pdf", "seed000.txt", "synth:..."
	Path  string // the CV file read ("" for a synthetic CV)
	Group string // files of one person share it
	Form  string
	Views []parse.LineView
	Roles []string
}

// Lines are the doc's lines as the model reads them.
func (d Doc) Lines() []linerole.Line { return parse.RoleLines(d.Views) }

// TrainOptions set the training.
type TrainOptions struct {
	linerole.Options
	Method string  // linerole.MethodLogReg ("" too) or linerole.MethodPerceptron
	Epochs int     // perceptron: passes over the files; 0 means DefaultEpochs
	Seed   uint64  // perceptron: the order of the files in each pass
	L2     float64 // logreg: the weights' L2 penalty; 0 means linerole.DefaultL2
	Iters  int     // logreg: gradient steps; 0 means linerole.DefaultIters
}

// withDefaults fills the options left zero.
func (o TrainOptions) withDefaults() TrainOptions {
	if o.Method == "" {
		o.Method = linerole.MethodLogReg
	}
	if o.Method == linerole.MethodPerceptron {
		o.L2, o.Iters = 0, 0
		if o.Epochs <= 0 {
			o.Epochs = DefaultEpochs
		}
		return o
	}
	o.Epochs, o.Seed = 0, 0
	if o.L2 <= 0 {
		o.L2 = linerole.DefaultL2
	}
	if o.Iters <= 0 {
		o.Iters = linerole.DefaultIters
	}
	return o
}

// DefaultEpochs is the number of training passes unless set.
const DefaultEpochs = 12

// example is one file's features and gold roles as indices.
type example = seqmodel.Example

// Train fits a model of the docs' line roles by opt.Method (logistic
// regression unless told otherwise). Weights are rounded to four
// decimals and features sorted, so the model's bytes depend only on the
// docs and the options.
func Train(docs []Doc, opt TrainOptions) *linerole.Model {
	opt = opt.withDefaults()
	feats, exs := featurize(docs, opt.Options)
	if opt.Method == linerole.MethodLogReg {
		return trainLogReg(feats, exs, opt)
	}
	return trainPerceptron(feats, exs, opt)
}

// trainPerceptron fits an averaged structured perceptron (Collins 2002)
// over the lines with first-order transitions: each pass visits the
// files in an order drawn from the seed, decodes each with the current
// weights and moves weight from the decoded roles' features and
// transitions to the gold ones'. The averaged weights are exact (integer
// sums) before rounding.
func trainPerceptron(feats []string, exs []example, opt TrainOptions) *linerole.Model {
	p := newPerceptron(len(feats), len(linerole.Roles))
	rng := rand.New(rand.NewPCG(opt.Seed, 0x6c696e65726f6c65))
	order := make([]int, len(exs))
	for e := range opt.Epochs {
		for i := range order {
			order[i] = i
		}
		if e > 0 {
			rng.Shuffle(len(order), func(i, j int) { order[i], order[j] = order[j], order[i] })
		}
		for _, i := range order {
			p.learn(exs[i])
		}
	}
	return p.model(feats, opt)
}

// featurize indexes the docs' features (sorted names) and roles.
func featurize(docs []Doc, opt linerole.Options) ([]string, []example) {
	all := make([][][]string, len(docs))
	seen := map[string]bool{}
	for d, doc := range docs {
		all[d] = linerole.Extract(doc.Lines(), doc.Form, opt)
		for _, fs := range all[d] {
			for _, f := range fs {
				seen[f] = true
			}
		}
	}
	names := make([]string, 0, len(seen))
	for f := range seen {
		names = append(names, f)
	}
	slices.Sort(names)
	index := make(map[string]int32, len(names))
	for i, f := range names {
		index[f] = int32(i)
	}
	exs := make([]example, len(docs))
	for d, doc := range docs {
		ex := example{Feats: make([][]int32, len(doc.Views)), Gold: make([]int, len(doc.Views))}
		for i, fs := range all[d] {
			for _, f := range fs {
				ex.Feats[i] = append(ex.Feats[i], index[f])
			}
			ex.Gold[i] = roleIndex(doc.Roles[i])
		}
		exs[d] = ex
	}
	return names, exs
}

func roleIndex(r string) int {
	if i := slices.Index(linerole.Roles, r); i >= 0 {
		return i
	}
	return slices.Index(linerole.Roles, "other")
}

// perceptron holds the current weights w and, for averaging, u: the sum
// of each update times the step it was made at.
type perceptron struct {
	r      int
	w, u   []int64 // feature × role
	tw, tu []int64 // (role+1) × role; row 0 is the start
	step   int64
}

func newPerceptron(nf, r int) *perceptron {
	return &perceptron{r: r, w: make([]int64, nf*r), u: make([]int64, nf*r),
		tw: make([]int64, (r+1)*r), tu: make([]int64, (r+1)*r), step: 1}
}

// learn decodes ex and, where it is wrong, updates toward the gold roles.
func (p *perceptron) learn(ex example) {
	pred := seqmodel.Viterbi(p.scores(ex), p.start(), p.trans())
	for i, y := range ex.Gold {
		if pred[i] != y {
			for _, f := range ex.Feats[i] {
				p.bump(p.w, p.u, int(f)*p.r+y, 1)
				p.bump(p.w, p.u, int(f)*p.r+pred[i], -1)
			}
		}
		gp, pp := 0, 0 // row of the previous role: 0 is the start
		if i > 0 {
			gp, pp = ex.Gold[i-1]+1, pred[i-1]+1
		}
		if gp != pp || y != pred[i] {
			p.bump(p.tw, p.tu, gp*p.r+y, 1)
			p.bump(p.tw, p.tu, pp*p.r+pred[i], -1)
		}
	}
	p.step++
}

func (p *perceptron) bump(w, u []int64, k int, d int64) {
	w[k] += d
	u[k] += d * p.step
}

func (p *perceptron) scores(ex example) [][]float64 {
	out := make([][]float64, len(ex.Feats))
	for i, fs := range ex.Feats {
		s := make([]float64, p.r)
		for _, f := range fs {
			for y := range p.r {
				s[y] += float64(p.w[int(f)*p.r+y])
			}
		}
		out[i] = s
	}
	return out
}

func (p *perceptron) start() []float64 {
	out := make([]float64, p.r)
	for y := range p.r {
		out[y] = float64(p.tw[y])
	}
	return out
}

func (p *perceptron) trans() [][]float64 {
	out := make([][]float64, p.r)
	for x := range p.r {
		out[x] = make([]float64, p.r)
		for y := range p.r {
			out[x][y] = float64(p.tw[(x+1)*p.r+y])
		}
	}
	return out
}

// avg is the averaged weight at k: w - u/step, rounded.
func (p *perceptron) avg(w, u []int64, k int) float64 {
	v := float64(w[k]) - float64(u[k])/float64(p.step)
	return seqmodel.Round4(v)
}

// model is the averaged weights as a linerole.Model, features whose weights are
// all zero left out.
func (p *perceptron) model(feats []string, opt TrainOptions) *linerole.Model {
	m := &linerole.Model{Version: linerole.ModelVersion, Method: linerole.MethodPerceptron, Options: opt.Options, Epochs: opt.Epochs, Seed: opt.Seed,
		Roles: slices.Clone(linerole.Roles)}
	m.Start, m.Trans = make([]float64, p.r), make([][]float64, p.r)
	for y := range p.r {
		m.Start[y] = p.avg(p.tw, p.tu, y)
	}
	for x := range p.r {
		m.Trans[x] = make([]float64, p.r)
		for y := range p.r {
			m.Trans[x][y] = p.avg(p.tw, p.tu, (x+1)*p.r+y)
		}
	}
	m.Features, m.Weights = seqmodel.NonZeroRows(feats, p.r, func(k int) float64 { return p.avg(p.w, p.u, k) })
	m.BuildIndex()
	return m
}

// DefaultSeed is the perceptron's seed and the folds' seed.
const DefaultSeed = 1

// Fit trains the committed model's way: logistic regression with the
// default features, penalty and steps, on docs (the real CVs' labels,
// Load).
func Fit(docs []Doc) *linerole.Model {
	return Train(docs, TrainOptions{Method: linerole.MethodLogReg})
}

// trainLogReg fits the per-line regression and counts the transitions
// (seqmodel.TrainChain). Every sum runs in a fixed order, so the weights
// depend only on the docs and the options.
func trainLogReg(feats []string, exs []example, opt TrainOptions) *linerole.Model {
	return &linerole.Model{Version: linerole.ModelVersion, Method: linerole.MethodLogReg, Options: opt.Options, Iters: opt.Iters, L2: opt.L2,
		Roles: slices.Clone(linerole.Roles), Chain: seqmodel.TrainChain(feats, exs, len(linerole.Roles), opt.Iters, opt.L2)}
}
