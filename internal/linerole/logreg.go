package linerole

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
