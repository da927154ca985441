package linerole

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"slices"
	"strings"
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
	for _, opt := range []TrainOptions{{Method: MethodPerceptron, Epochs: 3, Seed: 5}, {Method: MethodLogReg, Iters: 30}} {
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
	m, err := Unmarshal(c)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.IsSorted(m.Features) || m.Method != opt.Method {
		t.Errorf("features sorted %v, method %q", slices.IsSorted(m.Features), m.Method)
	}
	if opt.Method == MethodLogReg && !bytes.Equal(a, c) {
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
	m2, err := Unmarshal(b)
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
		if p, q := m.Predict(d.Views, d.Form), m2.Predict(d.Views, d.Form); !slices.Equal(p, q) {
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
	for _, method := range []string{MethodLogReg, MethodPerceptron} {
		learns(t, tr, test, TrainOptions{Method: method, Seed: 1})
	}
}

func learns(t *testing.T, tr, test []Doc, opt TrainOptions) {
	m := Train(tr, opt)
	maj := MajorityRole(tr)
	pred, base := make([][]string, len(test)), make([][]string, len(test))
	for i, d := range test {
		pred[i] = m.Predict(d.Views, d.Form)
		base[i] = slices.Repeat([]string{maj}, len(d.Views))
	}
	acc, accBase := Score(test, pred, nil).Accuracy(true), Score(test, base, nil).Accuracy(true)
	t.Logf("%s: held-out synthetic accuracy without blank lines: model %.3f, majority %.3f", opt.Method, acc, accBase)
	if acc < 0.8 || acc < accBase+0.3 {
		t.Errorf("%s: accuracy %.3f on held-out synthetic CVs; majority %.3f", opt.Method, acc, accBase)
	}
}

func TestUnmarshalRefusesBadModels(t *testing.T) {
	good, err := Train(synth(t)[:2], TrainOptions{Iters: 5}).Marshal()
	if err != nil {
		t.Fatal(err)
	}
	for name, edit := range map[string]func(string) string{
		"version":   func(s string) string { return strings.Replace(s, `"version":1`, `"version":9`, 1) },
		"roles":     func(s string) string { return strings.Replace(s, `"blank"`, `"empty"`, 1) },
		"unknown":   func(s string) string { return strings.Replace(s, `{"version"`, `{"extra":1,"version"`, 1) },
		"truncated": func(s string) string { return s[:len(s)/2] },
		"unsorted": func(s string) string {
			return strings.Replace(s, "\"features\": [\n \"", "\"features\": [\n \"~", 1)
		},
		"short row": func(s string) string {
			return strings.Replace(s, "\"weights\": [\n [", "\"weights\": [\n [1,", 1)
		},
	} {
		bad := edit(string(good))
		if bad == string(good) {
			t.Fatalf("%s: the edit changed nothing", name)
		}
		if _, err := Unmarshal([]byte(bad)); err == nil {
			t.Errorf("%s: a bad model was read", name)
		} else if strings.Contains(err.Error(), "\n") {
			t.Errorf("%s: error of more than one line: %q", name, err)
		}
	}
	if _, err := Unmarshal(make([]byte, maxModel+1)); err == nil || !strings.Contains(err.Error(), "bytes") {
		t.Errorf("an oversized model: %v", err)
	}
}

func TestDefaultModel(t *testing.T) {
	m, err := Default()
	if err != nil {
		t.Fatal(err)
	}
	if m.Options.ParserCues || m.Method != MethodLogReg {
		t.Errorf("the committed model: method %q, parser cues %v; want logreg on cues and shapes only", m.Method, m.Options.ParserCues)
	}
	vocab := Vocabulary()
	for _, f := range m.Features {
		if _, ok := slices.BinarySearch(vocab, f); !ok {
			t.Errorf("the committed model has feature %q, not in the vocabulary", f)
		}
	}
	got := m.Predict(fictional, "pdf")
	if len(got) != len(fictional) {
		t.Fatalf("%d roles for %d lines", len(got), len(fictional))
	}
	for i, r := range got {
		if !slices.Contains(Roles, r) {
			t.Errorf("line %d: role %q", i+1, r)
		}
	}
	if got[2] != "blank" || got[3] != "heading" {
		t.Errorf("the blank line and the heading read as %q and %q", got[2], got[3])
	}
}

const (
	sharedDir = "../../../shared"
	labelsDir = "../train/labels"
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
	if !bytes.Equal(b, embedded) {
		t.Fatalf("internal/linerole/model.json is stale (%d bytes, retrained %d): run go run ./internal/cmd/trainlines", len(embedded), len(b))
	}
}

// TestBlankIsBlank: a line without a letter or digit is blank and no
// other line is, whatever the weights say.
func TestBlankIsBlank(t *testing.T) {
	m := Train(synth(t)[:2], TrainOptions{Iters: 5})
	for i := range m.Weights {
		for r := range m.Weights[i] {
			m.Weights[i][r] = 0
		}
		m.Weights[i][slices.Index(Roles, "blank")] = 5 // every feature says blank
	}
	got := m.Predict(fictional, "txt")
	for i, v := range fictional {
		if want := len(words(v.Text)) == 0; (got[i] == "blank") != want {
			t.Errorf("line %d (%q): %s", i+1, v.Text, got[i])
		}
	}
}
