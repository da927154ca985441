package main

import (
	"flag"
	"fmt"
	"strings"

	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/internal/eval"
)

// lineLearnerName is -learner lines: the parser with a line-role model
// trained on the training folds' labels (lineLearner).
const lineLearnerName = "lines"

// cvFlags makes -cv K the line-role model's grouped cross-validation on
// the real CVs: -learner lines with K folds, on the real CVs unless
// -sets names other families.
func cvFlags(c *config, fs *flag.FlagSet) {
	set := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { set[f.Name] = true })
	if !set["sets"] {
		c.sets = "real"
	}
	c.learner, c.k = lineLearnerName, c.cv
}

// newLearner is the learner -learner names.
func newLearner(c *config) (eval.Learner, error) {
	if c.learner == lineLearnerName {
		return newLineLearner(c.shared, c.labels)
	}
	return learners[c.learner](), nil
}

// foldResult is one fold's figures on the real CVs, in-sample and scored
// by the models trained without the fold's people (Fold 0: all folds
// pooled).
type foldResult struct {
	Fold     int     `json:"fold"`
	Files    int     `json:"files"`
	InSample figures `json:"in_sample"`
	KFold    figures `json:"k_fold"`
}

// figures are a report's overall and each of its figures, by name.
type figures struct {
	Overall float64            `json:"overall"`
	Values  map[string]float64 `json:"figures"`
}

func figuresOf(rep *eval.Report) figures {
	f := figures{Overall: rep.Overall, Values: map[string]float64{}}
	for _, x := range rep.Summary {
		f.Values[x.Name] = x.Value
	}
	return f
}

// foldFigures are the figures the fold table shows, beside overall.
var foldFigures = []string{"publications F1", "publications.venue", "publications.self_index", "awards F1",
	"education F1", "positions F1", "name", "talks", "service", "teaching"}

// scoreFolds scores each fold of the real CVs apart, in-sample and
// k-fold, only the fold's files counted, then all folds pooled.
func (res *results) scoreFolds(sets []*eval.Set, exs []*eval.Example, preds map[string]eval.Predictions) error {
	var real *eval.Set
	var fam []*eval.Example
	for _, s := range sets {
		if s.Family == "real" {
			real = s
		}
	}
	for _, ex := range exs {
		if ex.Set == real {
			fam = append(fam, ex)
		}
	}
	if real == nil {
		return nil
	}
	folds, k := eval.Folds(fam, res.K, res.FoldSeed)
	for f := 0; f <= k; f++ {
		in := map[*eval.Example]bool{}
		for i, ex := range fam {
			if f == 0 || folds[i] == f-1 {
				in[ex] = true
			}
		}
		fr := foldResult{Fold: f, Files: len(in)}
		for m, dst := range map[string]*figures{"in-sample": &fr.InSample, "k-fold": &fr.KFold} {
			pred := func(ex *eval.Example) *cv.CV {
				if !in[ex] {
					return nil
				}
				return preds[m].Get(ex)
			}
			rep, err := eval.ScoreSet(real, fam, pred, eval.Options{OnlyParsed: f > 0})
			if err != nil {
				return err
			}
			*dst = figuresOf(rep)
		}
		res.Folds = append(res.Folds, fr)
	}
	return nil
}

// foldTable writes each fold's overall and main figures, in-sample and
// cross-validated, and the pooled row.
func foldTable(b *strings.Builder, res *results) {
	if len(res.Folds) == 0 {
		return
	}
	fmt.Fprintf(b, "real/direct by fold (%s; in-sample → cross-validated)\n", res.Learner)
	fmt.Fprintf(b, "%-7s %5s  %-13s", "fold", "files", "overall")
	for _, n := range foldFigures {
		fmt.Fprintf(b, "  %-13s", strings.TrimPrefix(n, "publications."))
	}
	b.WriteString("\n")
	for _, fr := range res.Folds {
		name := fmt.Sprint(fr.Fold)
		if fr.Fold == 0 {
			name = "pooled"
		}
		fmt.Fprintf(b, "%-7s %5d  %.3f → %.3f", name, fr.Files, fr.InSample.Overall, fr.KFold.Overall)
		for _, n := range foldFigures {
			fmt.Fprintf(b, "  %.3f → %.3f", fr.InSample.Values[n], fr.KFold.Values[n])
		}
		b.WriteString("\n")
	}
	b.WriteString("\n")
}
