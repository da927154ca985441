package eval

import (
	"fmt"
	"math/rand/v2"
	"sort"

	"github.com/vitae-cv/vitae/cv"
)

// Learner is anything that learns from truth to read CVs better. Train
// sees the examples of the other folds (their truth and what the parser
// read) and replaces whatever was learnt before; Apply gives the record
// for a CV the learner has not been trained on. Apply must not change c:
// it returns c itself or a changed copy. It never sees the truth of the
// CV it reads, so a learner cannot leak it; the folds keep each person
// out of its own training.
type Learner interface {
	Name() string
	Train(train []*Example) error
	Apply(c *cv.CV) *cv.CV
}

// Parser is today's parser as a learner: it learns nothing, so its
// k-fold figures are its in-sample ones.
type Parser struct{}

// Name implements Learner.
func (Parser) Name() string { return "parser" }

// Train implements Learner; there is nothing to learn.
func (Parser) Train([]*Example) error { return nil }

// Apply implements Learner: the parser's record as it is.
func (Parser) Apply(c *cv.CV) *cv.CV { return c }

// Folds assigns each group of exs to one of k folds: the groups, sorted,
// are shuffled with seed and dealt in turn. k is cut to the number of
// groups. It returns the fold of each example, by index, and k.
func Folds(exs []*Example, k int, seed uint64) ([]int, int) {
	set := map[string]bool{}
	for _, ex := range exs {
		set[ex.Group] = true
	}
	groups := sortedKeys(set)
	k = max(1, min(k, len(groups)))
	rng := rand.New(rand.NewPCG(seed, 0x6576616c)) // "eval"
	rng.Shuffle(len(groups), func(i, j int) { groups[i], groups[j] = groups[j], groups[i] })
	foldOf := make(map[string]int, len(groups))
	for i, g := range groups {
		foldOf[g] = i % k
	}
	out := make([]int, len(exs))
	for i, ex := range exs {
		out[i] = foldOf[ex.Group]
	}
	return out, k
}

// Predictions are the records to score, by example.
type Predictions map[*Example]*cv.CV

// Get is the prediction for ex (nil for none).
func (p Predictions) Get(ex *Example) *cv.CV { return p[ex] }

// InSample trains l on every example of each family and applies it to
// the same examples: what the figures look like on the CVs a learner (or
// a rule writer) has seen. For Parser it is the parser's records.
func InSample(exs []*Example, l Learner) (Predictions, error) {
	p := Predictions{}
	for _, fam := range byFamily(exs) {
		if err := trainApply(l, fam, fam, p); err != nil {
			return nil, err
		}
	}
	return p, nil
}

// KFold is grouped k-fold cross-validation within each family: for each
// fold, l is trained on the examples of the family's other folds and
// applied to the fold's. No person is ever in its own training set.
func KFold(exs []*Example, l Learner, k int, seed uint64) (Predictions, error) {
	p := Predictions{}
	for _, fam := range byFamily(exs) {
		folds, k := Folds(fam, k, seed)
		for f := range k {
			var train, test []*Example
			for i, ex := range fam {
				if folds[i] == f {
					test = append(test, ex)
				} else {
					train = append(train, ex)
				}
			}
			if err := trainApply(l, train, test, p); err != nil {
				return nil, fmt.Errorf("fold %d of %d: %w", f+1, k, err)
			}
		}
	}
	return p, nil
}

// LeaveOneTemplateOut holds out each template of the family in turn and
// each fold of people within it: l is trained on the other templates'
// examples of the other folds' people and applied to the held-out
// template's examples of the fold's people. Neither the layout nor the
// person tested is ever trained on.
func LeaveOneTemplateOut(exs []*Example, family string, l Learner, k int, seed uint64) (Predictions, error) {
	var fam []*Example
	for _, ex := range exs {
		if ex.Set.Family == family {
			fam = append(fam, ex)
		}
	}
	folds, k := Folds(fam, k, seed)
	p := Predictions{}
	for _, tmpl := range templates(fam) {
		for f := range k {
			var train, test []*Example
			for i, ex := range fam {
				switch {
				case ex.template == tmpl && folds[i] == f:
					test = append(test, ex)
				case ex.template != tmpl && folds[i] != f:
					train = append(train, ex)
				}
			}
			if len(test) == 0 {
				continue
			}
			if err := trainApply(l, train, test, p); err != nil {
				return nil, fmt.Errorf("template %s, fold %d of %d: %w", tmpl, f+1, k, err)
			}
		}
	}
	return p, nil
}

func trainApply(l Learner, train, test []*Example, p Predictions) error {
	if len(test) == 0 {
		return nil
	}
	if err := l.Train(train); err != nil {
		return err
	}
	for _, ex := range test {
		if ex.CV != nil {
			p[ex] = l.Apply(ex.CV)
		}
	}
	return nil
}

func byFamily(exs []*Example) [][]*Example {
	idx := map[string]int{}
	var out [][]*Example
	for _, ex := range exs {
		i, ok := idx[ex.Set.Family]
		if !ok {
			i = len(out)
			idx[ex.Set.Family] = i
			out = append(out, nil)
		}
		out[i] = append(out[i], ex)
	}
	return out
}

func templates(exs []*Example) []string {
	set := map[string]bool{}
	for _, ex := range exs {
		set[ex.template] = true
	}
	out := sortedKeys(set)
	sort.Strings(out)
	return out
}
