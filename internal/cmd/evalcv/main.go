// Command evalcv measures the parser on every set at once: the seed CVs,
// the real-CV corpus one form at a time (text, pdf, html, docx) and
// synthetic CVs (internal/cvgen) one template at a time. It parses each
// file in-process as "vitae parse" does, scores each set as
// ../shared/eval/score.py does (internal/eval is a port of it) and
// reports, per set and per figure:
//
//   - in-sample: the figures on the CVs themselves;
//
//   - k-fold: grouped k-fold cross-validation within each family, folds
//     grouped by person (a CV's forms, and CVs of one person, stay
//     together), for anything learned (today the parser learns nothing,
//     so it equals in-sample);
//
//   - LOTO: on synthetic CVs, leave one template out: each template is
//     scored by what was learnt from the other templates (and other
//     people).
//
//     go run ./internal/cmd/evalcv                 # everything, text tables
//     go run ./internal/cmd/evalcv -json           # the same as JSON
//     go run ./internal/cmd/evalcv -ci -floor .ci/score-min-evalcv
//     go run ./internal/cmd/evalcv -sets corpus -misses corpus/pdf
//     go run ./internal/cmd/evalcv -sets synthetic -pdf -n 20   # sources and their PDFs
//     go run ./internal/cmd/evalcv -sets synthetic -slice testdata/synthetic
//     go run ./internal/cmd/evalcv -cv 5           # the line-role model cross-validated on the real CVs
//
// -cv K (-learner lines -sets real -k K) scores the parser with a
// line-role model (internal/linerole) trained, for each fold of people,
// on the other folds' hand-reviewed labels (-labels), so no real CV is
// read by a model trained on it, and prints each fold's figures beside
// the pooled ones. Without it every real CV is read with the committed
// model, trained on all of them: in-sample.
//
// -pdf prints each synthetic template through its maker where one is
// installed (internal/cvgen: pdflatex/xelatex, Chromium, LibreOffice) and
// scores the PDFs as the set synthetic/TEMPLATE-pdf beside the source
// form; leave-one-template-out holds a template's forms out together.
// -slice scores the committed PDFs of a cvgen slice against its truth as
// synthetic/TEMPLATE-pdf(slice), needing no maker; -ci scores
// testdata/synthetic when it is there.
//
// It exits 1 when a set cannot be made or a figure is below its floor
// (-floor), 2 on bad flags.
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"

	"github.com/vitae-cv/vitae/internal/cvgen"
	"github.com/vitae-cv/vitae/internal/eval"
)

// ciTemplates are the templates of the -ci run: one for each front end
// beyond plain text (Markdown, HTML, DOCX), the corpus having few HTML
// and DOCX CVs.
const ciTemplates = "md-academicpages,html-dl,docx-table"

// ciSlice is the committed slice of PDFs -ci scores when it is there (run
// from the repository's root): CI measures the PDF front end on made
// layouts with no maker installed.
const ciSlice = "testdata/synthetic"

type config struct {
	shared, sets, formats, templates string
	seed                             uint64
	n, k, jobs                       int
	foldSeed                         uint64
	tex, pdf, json, ci               bool
	slice                            string
	floor, misses, learner           string
	labels                           string // -learner lines: the label files
	cv                               int    // -cv: folds of the line-role model's cross-validation
	// score.py's mode: -records FILE -truth DIR
	records, truth               string
	verbose, perFile, onlyParsed bool
	min                          float64
}

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

func parseFlags(args []string, stderr io.Writer) (*config, error) {
	c := &config{}
	fs := flag.NewFlagSet("evalcv", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.StringVar(&c.shared, "shared", "../shared", "the shared evaluation `DIR` (seeds, eval/truth, corpus)")
	fs.StringVar(&c.sets, "sets", "seeds,corpus,real,synthetic", "families to measure, comma separated (real: the seeds and the corpus in one set, each CV read directly in the form it was given in)")
	fs.StringVar(&c.formats, "formats", "text,pdf,html,docx", "corpus forms, comma separated")
	fs.StringVar(&c.templates, "templates", "all", "synthetic templates or formats, comma separated, or all")
	fs.Uint64Var(&c.seed, "seed", 1, "seed of the synthetic cohort")
	fs.IntVar(&c.n, "n", 40, "synthetic records per template")
	fs.IntVar(&c.k, "k", 5, "folds of the grouped k-fold (cut to the number of people)")
	fs.Uint64Var(&c.foldSeed, "fold-seed", 1, "seed that deals people to folds")
	fs.IntVar(&c.jobs, "j", runtime.NumCPU(), "parse `N` files at once")
	fs.BoolVar(&c.tex, "tex", false, "compile the LaTeX templates to PDF (xelatex or pdflatex) and score them as synthetic/TEMPLATE (-pdf, which prints every template, takes its place)")
	fs.BoolVar(&c.pdf, "pdf", false, "also print each synthetic template to PDF where its maker is installed (pdflatex/xelatex, chromium, libreoffice) and score the PDFs as TEMPLATE-pdf")
	fs.StringVar(&c.slice, "slice", "", "score the committed cvgen slice in `DIR` (MANIFEST.tsv, TEMPLATE-pdf/, truth/) as TEMPLATE-pdf(slice); -ci uses "+ciSlice+" when it is there")
	fs.StringVar(&c.learner, "learner", "parser", "what is measured: parser (today's parser, which learns nothing) or venue-memo (a toy learner that knows venues only by memorising them from training truth, to show what the folds hold out)")
	fs.StringVar(&c.labels, "labels", "internal/train/labels", "with -learner lines: the line-role label `DIR`")
	fs.IntVar(&c.cv, "cv", 0, "grouped cross-validation of the line-role model on the real CVs in `K` folds by person: -sets real -learner lines -k K, and a table per fold")
	fs.BoolVar(&c.json, "json", false, "print JSON instead of tables")
	fs.BoolVar(&c.ci, "ci", false, "the small CI run: the corpus per form, the real CVs read directly, "+ciTemplates+" × 10 records and the slice "+ciSlice+" when it is there")
	fs.StringVar(&c.floor, "floor", "", "fail when a figure is below its floor in `FILE` (lines: SET MEASURE MIN [FIGURE])")
	fs.StringVar(&c.misses, "misses", "", "print score.py -v output (every miss) for the in-sample run of these `SETS`")
	fs.StringVar(&c.records, "records", "", "score.py without Python: score the records in `FILE` (vitae parse --format json; - for standard input) against -truth, print what score.py prints, and exit")
	fs.StringVar(&c.truth, "truth", "", "with -records: the truth `DIR`")
	fs.BoolVar(&c.verbose, "v", false, "with -records: list every miss (score.py -v)")
	fs.BoolVar(&c.perFile, "per-file", false, "with -records: each CV's section F1 (score.py --per-file)")
	fs.BoolVar(&c.onlyParsed, "only-parsed", false, "with -records: score only the truth files that have a record")
	fs.Float64Var(&c.min, "min", -1, "with -records: exit 1 when a figure is below this or a truth file has no record (score.py --min)")
	if err := fs.Parse(args); err != nil {
		return nil, err
	}
	if (c.records == "") != (c.truth == "") {
		return nil, errors.New("-records FILE and -truth DIR go together")
	}
	if fs.NArg() > 0 {
		return nil, fmt.Errorf("unexpected argument %q", fs.Arg(0))
	}
	if c.ci {
		set := map[string]bool{}
		fs.Visit(func(f *flag.Flag) { set[f.Name] = true })
		if !set["sets"] {
			c.sets = "corpus,real,synthetic"
		}
		if !set["templates"] {
			c.templates = ciTemplates
		}
		if !set["n"] {
			c.n = 10
		}
		if _, err := os.Stat(filepath.Join(ciSlice, cvgen.ManifestName)); err == nil && !set["slice"] {
			c.slice = ciSlice
		}
	}
	if c.cv > 0 {
		cvFlags(c, fs)
	}
	if err := known("-sets", c.sets, "seeds", "corpus", "real", "synthetic"); err != nil {
		return nil, err
	}
	if _, ok := learners[c.learner]; !ok && c.learner != lineLearnerName {
		return nil, fmt.Errorf("-learner: no %q (want parser, venue-memo or lines)", cutText(c.learner))
	}
	if err := known("-formats", c.formats, "text", "pdf", "html", "docx"); err != nil {
		return nil, err
	}
	switch {
	case c.n < 1:
		return nil, errors.New("-n must be at least 1")
	case c.k < 1:
		return nil, errors.New("-k must be at least 1")
	case c.jobs < 1:
		return nil, errors.New("-j must be at least 1")
	}
	return c, nil
}

func run(args []string, stdout, stderr io.Writer) int {
	return runWith(args, os.Stdin, stdout, stderr)
}

func runWith(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	c, err := parseFlags(args, stderr)
	if err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		fmt.Fprintln(stderr, "evalcv:", err)
		return 2
	}
	if c.records != "" {
		code, err := scoreRecords(c, stdin, stdout)
		if err != nil {
			fmt.Fprintln(stderr, "evalcv:", err)
		}
		return code
	}
	res, err := measureAll(c, stderr)
	if err != nil {
		fmt.Fprintln(stderr, "evalcv:", err)
		return 1
	}
	var floors *floorCheck
	if c.floor != "" {
		floors, err = checkFloors(c.floor, res)
		if err != nil {
			fmt.Fprintln(stderr, "evalcv:", err)
			return 1
		}
	}
	if c.json {
		err = writeJSON(stdout, res, floors)
	} else {
		err = writeText(stdout, res, floors)
	}
	if err == nil && c.misses != "" {
		err = writeMisses(stdout, res, c.misses)
	}
	if err != nil {
		fmt.Fprintln(stderr, "evalcv:", err)
		return 1
	}
	if floors != nil && len(floors.Below) > 0 {
		fmt.Fprintf(stderr, "evalcv: %d figure(s) below their floor in %s\n", len(floors.Below), c.floor)
		return 1
	}
	return 0
}

// learners are the learners -learner names.
var learners = map[string]func() eval.Learner{
	"parser":     func() eval.Learner { return eval.Parser{} },
	"venue-memo": func() eval.Learner { return &eval.VenueMemo{} },
}

// results is one run: what was measured and how.
type results struct {
	Learner  string
	K        int
	FoldSeed uint64
	Seed     uint64
	N        int
	Skipped  []string // sets or templates not measured, with why
	Slice    string   // the slice folder scored, if any
	Sets     []*setResult
	Folds    []foldResult // -cv: each fold's figures on the real CVs
	families map[string]bool
	perFold  bool
}

// setResult is one set's reports, by measure.
type setResult struct {
	Set     *eval.Set
	Failed  []string
	Reports map[string]*eval.Report
}

// Measures, in the order they are shown.
var measures = []string{"in-sample", "k-fold", "loto"}

func measureAll(c *config, progress io.Writer) (*results, error) {
	want := listSet(c.sets)
	l, err := newLearner(c)
	if err != nil {
		return nil, err
	}
	res := &results{Learner: l.Name(), K: c.k, FoldSeed: c.foldSeed, Seed: c.seed, N: c.n, families: want, perFold: c.cv > 0}
	var sets []*eval.Set
	if want["seeds"] {
		s, err := seedSet(c.shared)
		if err != nil {
			res.Skipped = append(res.Skipped, "seeds: "+err.Error())
		} else {
			sets = append(sets, s)
		}
	}
	if want["corpus"] {
		cs, err := corpusSets(c.shared, listSet(c.formats))
		if err != nil {
			res.Skipped = append(res.Skipped, "corpus: "+err.Error())
		}
		sets = append(sets, cs...)
	}
	if want["real"] {
		s, err := realSet(c.shared)
		if err != nil {
			res.Skipped = append(res.Skipped, "real: "+err.Error())
		} else {
			sets = append(sets, s)
		}
	}
	if want["synthetic"] {
		tmpls, err := cvgen.Select(c.templates)
		if err != nil {
			return nil, err
		}
		opt := synthOptions{tex: c.tex, pdf: c.pdf, jobs: c.jobs}
		syn, err := makeSynthetic("", c.seed, c.n, tmpls, opt, progress)
		defer syn.remove()
		if err != nil {
			return nil, err
		}
		sets = append(sets, syn.sets...)
		res.Skipped = append(res.Skipped, syn.skipped...)
	}
	if c.slice != "" {
		ss, err := sliceSets(c.slice)
		if err != nil {
			return nil, err
		}
		sets = append(sets, ss...)
		res.Slice = c.slice
		want["synthetic"] = true
	}
	if len(sets) == 0 {
		return nil, fmt.Errorf("no set to measure (-sets %s, -shared %s)", c.sets, c.shared)
	}
	exs, err := eval.Parse(sets, c.jobs)
	if err != nil {
		return nil, err
	}
	return res, res.score(sets, exs, l)
}

// score runs every measure with l and scores each set.
func (res *results) score(sets []*eval.Set, exs []*eval.Example, l eval.Learner) error {
	preds := map[string]eval.Predictions{}
	var err error
	if preds["in-sample"], err = eval.InSample(exs, l); err != nil {
		return err
	}
	if preds["k-fold"], err = eval.KFold(exs, l, res.K, res.FoldSeed); err != nil {
		return err
	}
	if preds["loto"], err = eval.LeaveOneTemplateOut(exs, "synthetic", l, res.K, res.FoldSeed); err != nil {
		return err
	}
	if res.perFold {
		if err := res.scoreFolds(sets, exs, preds); err != nil {
			return err
		}
	}
	for _, s := range sets {
		sr := &setResult{Set: s, Reports: map[string]*eval.Report{}}
		for _, ex := range exs {
			if ex.Set == s && ex.Err != nil {
				sr.Failed = append(sr.Failed, ex.Err.Error())
			}
		}
		for _, m := range measures {
			if m == "loto" && s.Family != "synthetic" {
				continue
			}
			rep, err := eval.ScoreSet(s, exs, preds[m].Get, eval.Options{Verbose: true})
			if err != nil {
				return err
			}
			sr.Reports[m] = rep
		}
		res.Sets = append(res.Sets, sr)
	}
	return nil
}

// known checks that every name of the list spec is one of names.
func known(flagName, spec string, names ...string) error {
	for s := range listSet(spec) {
		if !slices.Contains(names, s) {
			return fmt.Errorf("%s: no %q (want %s)", flagName, cutText(s), strings.Join(names, ", "))
		}
	}
	return nil
}

func listSet(spec string) map[string]bool {
	m := map[string]bool{}
	for s := range strings.SplitSeq(spec, ",") {
		if s = strings.TrimSpace(s); s != "" {
			m[s] = true
		}
	}
	return m
}
