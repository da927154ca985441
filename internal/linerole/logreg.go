package linerole

import (
	"slices"

	"github.com/vitae-cv/vitae/internal/seqmodel"
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
)

// trainLogReg fits the per-line regression and counts the transitions
// (seqmodel.TrainChain). Every sum runs in a fixed order, so the weights
// depend only on the docs and the options.
func trainLogReg(feats []string, exs []example, opt TrainOptions) *Model {
	return &Model{Version: ModelVersion, Method: MethodLogReg, Options: opt.Options, Iters: opt.Iters, L2: opt.L2,
		Roles: slices.Clone(Roles), Chain: seqmodel.TrainChain(feats, exs, len(Roles), opt.Iters, opt.L2)}
}
