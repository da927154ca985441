package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/internal/seqmodel"
)

func TestFlagsRefuseMixingEvaluationWithTheModel(t *testing.T) {
	for _, args := range [][]string{
		{"-k", "1"},
		{"-synth", "2"},
		{"-parser-cues"},
		{"-epochs", "3"},
		{"-seed", "9"},
	} {
		if _, err := parseFlags(args); err == nil {
			t.Errorf("%v: accepted", args)
		}
	}
	if _, err := parseFlags([]string{"-synth", "2", "-parser-cues", "-out", ""}); err != nil {
		t.Errorf("evaluation flags without -out: %v", err)
	}
}

func TestRunNamesAMissingCorpus(t *testing.T) {
	err := run([]string{"-corpus", filepath.Join(t.TempDir(), "none"), "-labels", "../../train/labels", "-out", ""}, &bytes.Buffer{})
	if err == nil || !strings.Contains(err.Error(), "none") {
		t.Errorf("missing corpus: %v", err)
	}
}

// TestRunWritesTheCommittedModel runs the command as the README says,
// into a temporary file, and compares it with the committed model.
func TestRunWritesTheCommittedModel(t *testing.T) {
	shared := "../../../../shared"
	if _, err := os.Stat(filepath.Join(shared, "corpus")); err != nil {
		t.Skip("no ../shared")
	}
	if testing.Short() {
		t.Skip("the 2-fold run and the training take seconds")
	}
	out := filepath.Join(t.TempDir(), "model.json")
	var b bytes.Buffer
	if err := run([]string{"-corpus", shared, "-labels", "../../train/labels", "-out", out, "-k", "2"}, &b); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"2-fold cross-validation by person", "macro-F1", "entry_start", "model: logreg trained on all"} {
		if !strings.Contains(b.String(), want) {
			t.Errorf("output lacks %q:\n%s", want, b.String())
		}
	}
	written := func() ([]byte, error) { return os.ReadFile(out) }
	if err := seqmodel.Current("../../linerole/model.json", written); err != nil {
		t.Errorf("%v: trainlines wrote another model; run it and commit model.json", err)
	}
}
