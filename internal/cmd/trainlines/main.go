// Command trainlines trains the line-role model (internal/linerole) on
// the hand-reviewed labels of the real CVs, prints its grouped k-fold
// cross-validation (logistic regression, the committed method, beside the
// perceptron, the majority role and the roles the parser implies), and
// writes the model file.
//
//	go run ./internal/cmd/trainlines                      # k-fold table, writes internal/linerole/model.json
//	go run ./internal/cmd/trainlines -out "" -k 43        # leave one person out, no model written
//	go run ./internal/cmd/trainlines -out "" -synth 4     # add 4 synthetic CVs per template to each training set
//	go run ./internal/cmd/trainlines -out "" -parser-cues # add the parser's section and heading reading as features
package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"slices"
	"time"

	"github.com/vitae-cv/vitae/internal/linerole"
	"github.com/vitae-cv/vitae/internal/linerole/fit"
)

func main() {
	if err := run(os.Args[1:], os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "trainlines:", err)
		os.Exit(1)
	}
}

type config struct {
	shared, labels, out string
	k, epochs, synth    int
	iters               int
	l2                  float64
	seed                uint64
	parserCues, noCV    bool
}

func parseFlags(args []string) (config, error) {
	var c config
	fs := flag.NewFlagSet("trainlines", flag.ContinueOnError)
	fs.StringVar(&c.shared, "corpus", "../shared", "the shared folder of real CVs")
	fs.StringVar(&c.labels, "labels", "internal/train/labels", "the label files")
	fs.StringVar(&c.out, "out", "internal/linerole/model.json", `where to write the model trained on all labels ("" for nowhere)`)
	fs.IntVar(&c.k, "k", 5, "folds of the cross-validation, by person")
	fs.IntVar(&c.epochs, "epochs", fit.DefaultEpochs, "the perceptron's training passes")
	fs.IntVar(&c.iters, "iters", linerole.DefaultIters, "logistic regression's gradient steps")
	fs.Float64Var(&c.l2, "l2", linerole.DefaultL2, "logistic regression's L2 penalty")
	fs.IntVar(&c.synth, "synth", 0, "synthetic CVs per template added to each training set (evaluation only)")
	fs.Uint64Var(&c.seed, "seed", fit.DefaultSeed, "seed of the training order and the folds")
	fs.BoolVar(&c.parserCues, "parser-cues", false, "add the parser's section and heading reading as features (evaluation only)")
	fs.BoolVar(&c.noCV, "no-cv", false, "skip the cross-validation")
	if err := fs.Parse(args); err != nil {
		return c, err
	}
	if c.k < 2 {
		return c, fmt.Errorf("-k %d: need at least 2 folds", c.k)
	}
	if c.out != "" && (c.synth > 0 || c.parserCues || c.epochs != fit.DefaultEpochs || c.seed != fit.DefaultSeed ||
		c.iters != linerole.DefaultIters || c.l2 != linerole.DefaultL2) {
		return c, fmt.Errorf(`-synth, -parser-cues, -epochs, -iters, -l2 and -seed change the evaluation only: use them with -out ""`)
	}
	return c, nil
}

func run(args []string, w io.Writer) error {
	c, err := parseFlags(args)
	if err != nil {
		return err
	}
	ctx := context.Background()
	docs, err := fit.Load(ctx, c.shared, c.labels)
	if err != nil {
		return err
	}
	var extra []fit.Doc
	if c.synth > 0 {
		if extra, err = fit.Synthetic(ctx, c.seed, c.synth); err != nil {
			return err
		}
	}
	writeData(w, docs, extra)
	opt := fit.TrainOptions{Options: linerole.Options{ParserCues: c.parserCues}, Epochs: c.epochs, Seed: c.seed,
		Iters: c.iters, L2: c.l2}
	if !c.noCV {
		crossValidate(w, docs, extra, c.k, opt)
	}
	if c.out == "" {
		return nil
	}
	return writeModel(w, docs, c.out)
}

func writeData(w io.Writer, docs, extra []fit.Doc) {
	groups, lines := map[string]bool{}, 0
	for _, d := range docs {
		groups[d.Group] = true
		lines += len(d.Views)
	}
	fmt.Fprintf(w, "data: %d files of %d CVs, %d lines", len(docs), len(groups), lines)
	if len(extra) > 0 {
		n := 0
		for _, d := range extra {
			n += len(d.Views)
		}
		fmt.Fprintf(w, "; +%d synthetic files, %d lines (training only)", len(extra), n)
	}
	fmt.Fprintln(w)
}

// crossValidate prints the k-fold table: logistic regression (the
// committed model's method) and the perceptron beside the majority role
// and the roles the parser implies, then accuracy by form.
func crossValidate(w io.Writer, docs, extra []fit.Doc, k int, opt fit.TrainOptions) {
	start := time.Now()
	opt.Method = linerole.MethodLogReg
	model, majority := fit.CrossValidate(docs, extra, k, opt)
	lrTime := time.Since(start)
	start = time.Now()
	opt.Method = linerole.MethodPerceptron
	perc, _ := fit.CrossValidate(docs, extra, k, opt)
	fmt.Fprintf(w, "%d-fold cross-validation by person (folds' seed %d, parser cues %v): logreg (%d steps, L2 %g) %s, perceptron (%d epochs) %s\n\n",
		k, opt.Seed, opt.ParserCues, opt.Iters, opt.L2, lrTime.Round(time.Millisecond), opt.Epochs, time.Since(start).Round(time.Millisecond))
	parser := make([][]string, len(docs))
	for i, d := range docs {
		parser[i] = fit.ParserRoles(d)
	}
	names := []string{"logreg", "perceptron", "majority", "parser"}
	preds := [][][]string{model, perc, majority, parser}
	all := scoresOf(docs, preds, nil)
	fit.WriteRoles(w, names, all)
	fmt.Fprintln(w, "\nlogreg's confusion (lines):")
	fit.WriteConfusion(w, all[0])
	fmt.Fprintln(w)
	fmt.Fprintf(w, "%-6s %5s %6s", "form", "files", "lines")
	for _, n := range names {
		fmt.Fprintf(w, " | %-23s", n+" acc/nb/mF1")
	}
	fmt.Fprintln(w)
	for _, form := range forms(docs) {
		keep := func(d fit.Doc) bool { return d.Form == form }
		files, lines := 0, 0
		for _, d := range docs {
			if keep(d) {
				files++
				lines += len(d.Views)
			}
		}
		fmt.Fprintf(w, "%-6s %5d %6d", form, files, lines)
		for _, s := range scoresOf(docs, preds, keep) {
			fmt.Fprintf(w, " | %.3f %.3f %.3f       ", s.Accuracy(false), s.Accuracy(true), s.MacroF1(false))
		}
		fmt.Fprintln(w)
	}
	fmt.Fprintln(w)
}

func scoresOf(docs []fit.Doc, preds [][][]string, keep func(fit.Doc) bool) []fit.Scores {
	var out []fit.Scores
	for _, p := range preds {
		out = append(out, fit.Score(docs, p, keep))
	}
	return out
}

func forms(docs []fit.Doc) []string {
	var out []string
	for _, d := range docs {
		out = append(out, d.Form)
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// writeModel trains on every doc and writes the model file.
func writeModel(w io.Writer, docs []fit.Doc, path string) error {
	start := time.Now()
	m := fit.Fit(docs)
	took := time.Since(start)
	b, err := m.Marshal()
	if err != nil {
		return err
	}
	if err := os.WriteFile(path, b, 0o644); err != nil {
		return err
	}
	fmt.Fprintf(w, "model: %s trained on all %d files in %s: %d features, %d bytes, written to %s\n",
		m.Method, len(docs), took.Round(time.Millisecond), len(m.Features), len(b), path)
	return nil
}
