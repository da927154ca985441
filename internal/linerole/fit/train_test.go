package fit

import (
	"bytes"
	"context"
	"github.com/vitae-cv/vitae/internal/linerole"
	"os"
	"path/filepath"
	"slices"
	"sync"
	"testing"
)

// synthDocs are synthetic CVs (fictional people, internal/cvgen) with
// the aligner's labels: training data without ../shared.
var synthDocs = sync.OnceValues(func() ([]Doc, error) {
	return Synthetic(context.Background(), 11, 2)
})

func synth(t *testing.T) []Doc {
	t.Helper()
	docs, err := synthDocs()
	if err != nil {
		t.Fatal(err)
	}
	if len(docs) == 0 {
		t.Fatal("no synthetic CVs")
	}
	return docs
}

func TestTrainIsDeterministic(t *testing.T) {
	for _, opt := range []TrainOptions{{Method: linerole.MethodPerceptron, Epochs: 3, Seed: 5}, {Method: linerole.MethodLogReg, Iters: 30}} {
		t.Run(opt.Method, func(t *testing.T) { deterministic(t, opt) })
	}
}

func deterministic(t *testing.T, opt TrainOptions) {
	docs := synth(t)
	a, err := Train(docs, opt).Marshal()
	if err != nil {
		t.Fatal(err)
	}
	b, err := Train(docs, opt).Marshal()
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(a, b) {
		t.Fatal("two trainings with the same data and seed wrote different bytes")
	}
	// reversed docs: another training order, the same feature names
	rev := slices.Clone(docs)
	slices.Reverse(rev)
	c, err := Train(rev, opt).Marshal()
	if err != nil {
		t.Fatal(err)
	}
	m, err := linerole.Unmarshal(c)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.IsSorted(m.Features) || m.Method != opt.Method {
		t.Errorf("features sorted %v, method %q", slices.IsSorted(m.Features), m.Method)
	}
	if opt.Method == linerole.MethodLogReg && !bytes.Equal(a, c) {
		t.Error("logistic regression's model depends on the order of the files")
	}
}

func TestMarshalRoundTrip(t *testing.T) {
	docs := synth(t)
	m := Train(docs, TrainOptions{Iters: 30})
	b, err := m.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	m2, err := linerole.Unmarshal(b)
	if err != nil {
		t.Fatal(err)
	}
	b2, err := m2.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(b, b2) {
		t.Error("a model read back writes other bytes")
	}
	for _, d := range docs[:3] {
		if p, q := m.Predict(d.Lines(), d.Form), m2.Predict(d.Lines(), d.Form); !slices.Equal(p, q) {
			t.Errorf("%s: the model read back predicts otherwise", d.Key)
		}
	}
}

// TestTrainLearns: trained on synthetic CVs of one seed, the model reads
// those of another seed better than the majority role does.
func TestTrainLearns(t *testing.T) {
	tr := synth(t)
	test, err := Synthetic(context.Background(), 12, 1)
	if err != nil {
		t.Fatal(err)
	}
	for _, method := range []string{linerole.MethodLogReg, linerole.MethodPerceptron} {
		learns(t, tr, test, TrainOptions{Method: method, Seed: 1})
	}
}

func learns(t *testing.T, tr, test []Doc, opt TrainOptions) {
	m := Train(tr, opt)
	maj := MajorityRole(tr)
	pred, base := make([][]string, len(test)), make([][]string, len(test))
	for i, d := range test {
		pred[i] = m.Predict(d.Lines(), d.Form)
		base[i] = slices.Repeat([]string{maj}, len(d.Views))
	}
	acc, accBase := Score(test, pred, nil).Accuracy(true), Score(test, base, nil).Accuracy(true)
	t.Logf("%s: held-out synthetic accuracy without blank lines: model %.3f, majority %.3f", opt.Method, acc, accBase)
	if acc < 0.8 || acc < accBase+0.3 {
		t.Errorf("%s: accuracy %.3f on held-out synthetic CVs; majority %.3f", opt.Method, acc, accBase)
	}
}

const (
	sharedDir = "../../../../shared"
	labelsDir = "../../train/labels"
	modelFile = "../model.json"
)

// TestCommittedModelIsCurrent retrains on the real CVs' labels and
// compares bytes with model.json: a change to the labels, the front ends,
// the features or the training makes it fail until trainlines is run.
func TestCommittedModelIsCurrent(t *testing.T) {
	if _, err := os.Stat(filepath.Join(sharedDir, "corpus")); err != nil {
		t.Skip("no ../shared: the real CVs are needed to retrain")
	}
	docs, err := Load(context.Background(), sharedDir, labelsDir)
	if err != nil {
		t.Fatal(err)
	}
	b, err := Fit(docs).Marshal()
	if err != nil {
		t.Fatal(err)
	}
	committed, err := os.ReadFile(modelFile)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(b, committed) {
		t.Fatalf("internal/linerole/model.json is stale (%d bytes, retrained %d): run go run ./internal/cmd/trainlines", len(committed), len(b))
	}
}
