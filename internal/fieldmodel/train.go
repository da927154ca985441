package fieldmodel

import (
	"slices"

	"github.com/vitae-cv/vitae/internal/seqmodel"
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
type example = seqmodel.Example

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
		e := example{Gold: ex.Gold(toks), Feats: make([][]int32, len(toks))}
		for i, tf := range fs {
			for _, f := range tf {
				if j, ok := idx[f]; ok {
					e.Feats[i] = append(e.Feats[i], j)
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

// train fits the regression and counts the transitions
// (seqmodel.TrainChain).
func train(feats []string, data []example, opt TrainOptions) *Model {
	opt = opt.withDefaults()
	return &Model{Version: ModelVersion, Iters: opt.Iters, L2: opt.L2, Fields: slices.Clone(Fields),
		Chain: seqmodel.TrainChain(feats, data, len(Fields), opt.Iters, opt.L2)}
}
