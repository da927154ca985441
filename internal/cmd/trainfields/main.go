// Command trainfields trains the publication field model
// (internal/fieldmodel) and measures it by grouped cross-validation.
//
// Data: GROBID's labelled citations (../shared/datasets/grobid-citations,
// CC BY 4.0, https://github.com/kermitt2/grobid) and synthetic CV
// entries from internal/cvgen (fictional people). Word classes come from
// the parser's word lists and the venue catalogue (parse.FieldLexicon).
//
//	go run ./internal/cmd/trainfields            # measure, then write the model
//	go run ./internal/cmd/trainfields -cv=false  # write the model only
//	go run ./internal/cmd/trainfields -out ""    # measure only
package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/vitae-cv/vitae/cv/parse"
	"github.com/vitae-cv/vitae/internal/fieldmodel"
	"github.com/vitae-cv/vitae/internal/fieldmodel/sources"
)

func main() {
	shared := flag.String("shared", "../shared", "the shared data folder")
	out := flag.String("out", "internal/fieldmodel/model.json", `model file to write ("" for none)`)
	k := flag.Int("k", 5, "folds of GROBID's source files")
	cv := flag.Bool("cv", true, "cross-validate before training")
	flag.Parse()
	if err := run(os.Stdout, *shared, *out, *k, *cv); err != nil {
		fmt.Fprintln(os.Stderr, "trainfields:", err)
		os.Exit(1)
	}
}

// Data is the training data: GROBID's citations, copies of some of them
// written title first (sources.TitleFirst), and synthetic entries.
func Data(shared string) (grobid, copies, synth []fieldmodel.Example, err error) {
	grobid, err = sources.GROBID(filepath.Join(shared, "datasets", "grobid-citations"))
	return grobid, sources.TitleFirst(grobid), sources.Synthetic(SynthSeed, SynthCVs), err
}

// The synthetic CVs of the committed model.
const (
	SynthSeed = 22
	SynthCVs  = 90
)

// Build trains the committed model's bytes from the data.
func Build(shared string) ([]byte, error) {
	g, c, s, err := Data(shared)
	if err != nil {
		return nil, err
	}
	return fieldmodel.Train(all(g, c, s), parse.FieldLexicon(), fieldmodel.TrainOptions{}).Marshal()
}

func run(w io.Writer, shared, out string, k int, cv bool) error {
	g, c, s, err := Data(shared)
	if err != nil {
		return err
	}
	fmt.Fprintf(w, "data: %d GROBID citations (%d copies title first), %d synthetic entries\n", len(g), len(c), len(s))
	lx := parse.FieldLexicon()
	if cv {
		measure(w, g, c, s, k, lx)
	}
	if out == "" {
		return nil
	}
	b, err := fieldmodel.Train(all(g, c, s), lx, fieldmodel.TrainOptions{}).Marshal()
	if err != nil {
		return err
	}
	return os.WriteFile(out, b, 0o644)
}

// measure writes two cross-validations: GROBID by source file (k folds;
// every synthetic entry in each training set) and synthetic entries
// leaving one citation layout out (every GROBID citation in each training
// set).
func measure(w io.Writer, g, c, s []fieldmodel.Example, k int, lx *fieldmodel.Lexicon) {
	opt := fieldmodel.TrainOptions{}
	fmt.Fprintf(w, "\nGROBID citations, %d folds by source file (a file's title-first copies train only the other folds)\n%s", k, fieldmodel.Header)
	table(w, fieldmodel.CrossValidate(g, all(c, s), fieldmodel.Folds(g, k, 1), k, lx, opt), "fold ")
	fold := map[string]int{"synth:cite0": 0, "synth:cite1": 1, "synth:cite2": 2}
	fmt.Fprintf(w, "\nsynthetic entries, leave one citation layout out (0 authors first, 1 title first, 2 quoted title)\n%s", fieldmodel.Header)
	table(w, fieldmodel.CrossValidate(s, all(g, c), fold, 3, lx, opt), "layout ")
}

// all joins example lists into a new one.
func all(lists ...[]fieldmodel.Example) []fieldmodel.Example {
	var out []fieldmodel.Example
	for _, l := range lists {
		out = append(out, l...)
	}
	return out
}

func table(w io.Writer, folds []*fieldmodel.Score, name string) {
	all := fieldmodel.NewScore()
	for i, sc := range folds {
		sc.WriteRow(w, fmt.Sprintf("%s%d", name, i))
		all.Merge(sc)
	}
	all.WriteRow(w, "all")
}
