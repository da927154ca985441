// Package seqmodel is the sequence model shared by the line-role model
// (internal/linerole) and the publication field model
// (internal/fieldmodel): a multinomial logistic regression over sparse
// binary features trained by full-batch AdaGrad with an L2 penalty,
// label transitions as log probabilities counted from the gold label
// sequences, Viterbi decoding, the weight table's deterministic JSON
// form, and the cross-validation helpers both models use (folds by
// group, ratios). Each model keeps its own features, labels, data and
// options; this package knows only label indices and feature indices.
//
// Every sum runs in a fixed order and weights are rounded to four
// decimals, so a trained model's bytes depend only on its examples and
// options.
package seqmodel
