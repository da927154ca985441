package fieldmodel

import (
	"math"
	"slices"
)

// Span is a labelled part of an entry's text: byte offsets and a field.
type Span struct {
	Field      string
	Start, End int
}

// Example is one labelled entry: its text and cues, the spans of its
// fields (what no span covers is "other") and its group for
// cross-validation (a source file, or a synthetic citation layout).
type Example struct {
	Group string
	Entry Entry
	Spans []Span
}

// Gold returns the field index of each of toks: the field of the span
// its first byte falls in, else other.
func (ex Example) Gold(toks []Token) []int {
	other := FieldIndex("other")
	out := make([]int, len(toks))
	for i, t := range toks {
		out[i] = other
		for _, s := range ex.Spans {
			if t.Start >= s.Start && t.Start < s.End {
				out[i] = FieldIndex(s.Field)
				break
			}
		}
	}
	return out
}

// TrainOptions set the training.
type TrainOptions struct {
	L2    float64 // the weights' L2 penalty; 0 means DefaultL2
	Iters int     // gradient steps; 0 means DefaultIters
}

// Defaults of the regression.
const (
	DefaultL2    = 1e-5
	DefaultIters = 120
	adaRate      = 0.5
)

func (o TrainOptions) withDefaults() TrainOptions {
	if o.L2 <= 0 {
		o.L2 = DefaultL2
	}
	if o.Iters <= 0 {
		o.Iters = DefaultIters
	}
	return o
}

// example is one entry's features as indices and gold fields.
type example struct {
	feats [][]int32
	gold  []int
}

// featurize indexes the examples' features over the sorted vocabulary.
func featurize(exs []Example, lx *Lexicon) ([]string, []example) {
	vocab := Vocabulary(lx)
	idx := make(map[string]int32, len(vocab))
	for i, f := range vocab {
		idx[f] = int32(i)
	}
	out := make([]example, len(exs))
	for k, ex := range exs {
		toks, fs := Extract(ex.Entry, lx)
		e := example{gold: ex.Gold(toks), feats: make([][]int32, len(toks))}
		for i, tf := range fs {
			for _, f := range tf {
				if j, ok := idx[f]; ok {
					e.feats[i] = append(e.feats[i], j)
				}
			}
		}
		out[k] = e
	}
	return vocab, out
}

// Train fits the per-token regression (full-batch AdaGrad from zero
// weights, sums in a fixed order) and counts the field transitions.
// Weights are rounded to four decimals, so the bytes depend only on the
// examples, the lexicon and the options.
func Train(exs []Example, lx *Lexicon, opt TrainOptions) *Model {
	feats, data := featurize(exs, lx)
	return train(feats, data, opt)
}

// Prepared is examples with their features worked out once, for
// training and scoring on many subsets (cross-validation).
type Prepared struct {
	vocab []string
	data  []example
}

// Prepare works out the examples' features.
func Prepare(exs []Example, lx *Lexicon) *Prepared {
	v, d := featurize(exs, lx)
	return &Prepared{vocab: v, data: d}
}

// Train trains on the prepared examples of the given indices, in order.
func (p *Prepared) Train(idx []int, opt TrainOptions) *Model {
	data := make([]example, len(idx))
	for k, i := range idx {
		data[k] = p.data[i]
	}
	return train(p.vocab, data, opt)
}

func train(feats []string, data []example, opt TrainOptions) *Model {
	opt = opt.withDefaults()
	r, nf := len(Fields), len(feats)
	w, g2, grad := make([]float64, nf*r), make([]float64, nf*r), make([]float64, nf*r)
	tokens := 0
	for _, ex := range data {
		tokens += len(ex.gold)
	}
	p := make([]float64, r)
	for range opt.Iters {
		clear(grad)
		for _, ex := range data {
			addGradient(grad, w, p, ex, r)
		}
		for k := range w {
			gk := grad[k]/float64(max(tokens, 1)) + opt.L2*w[k]
			g2[k] += gk * gk
			w[k] -= adaRate * gk / (math.Sqrt(g2[k]) + 1e-8)
		}
	}
	m := &Model{Version: ModelVersion, Iters: opt.Iters, L2: opt.L2, Fields: slices.Clone(Fields)}
	m.Start, m.Trans = transitions(data, r)
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
func addGradient(grad, w, p []float64, ex example, r int) {
	for i, fs := range ex.feats {
		clear(p)
		for _, f := range fs {
			row := w[int(f)*r : int(f)*r+r]
			for y := range r {
				p[y] += row[y]
			}
		}
		softmax(p)
		p[ex.gold[i]]--
		for _, f := range fs {
			row := grad[int(f)*r : int(f)*r+r]
			for y := range r {
				row[y] += p[y]
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

// transitions are the log probabilities of the first field and of each
// field after each, from the gold fields' counts plus one half.
func transitions(data []example, r int) (start []float64, trans [][]float64) {
	cnt := make([][]float64, r+1) // row 0: the first token
	for i := range cnt {
		cnt[i] = slices.Repeat([]float64{0.5}, r)
	}
	for _, ex := range data {
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
