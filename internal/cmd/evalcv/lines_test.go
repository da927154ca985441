package main

import (
	"slices"
	"testing"

	"github.com/vitae-cv/vitae/internal/eval"
	"github.com/vitae-cv/vitae/internal/linerole/fit"
)

// TestLineLearnerTrainsOnTheTrainingPeopleOnly: the label files of a
// person follow the person (a pdf scored directly pulls its text form's
// labels along), and no label file of a person outside the training
// examples is trained on.
func TestLineLearnerTrainsOnTheTrainingPeopleOnly(t *testing.T) {
	l := &lineLearner{docs: []fit.Doc{
		{Key: "1.pdf", Path: "shared/corpus/pdf/1_a.pdf", Group: "corpus1"},
		{Key: "1.txt", Path: "shared/corpus/text/1_a.txt", Group: "corpus1"},
		{Key: "2.pdf", Path: "shared/corpus/pdf/2_b.pdf", Group: "corpus2"},
		{Key: "seed0.txt", Path: "shared/seeds/0_c.txt", Group: "seed0"},
	}}
	train := []*eval.Example{{Path: "shared/corpus/pdf/1_a.pdf"}, {Path: "./shared/seeds/0_c.txt"}}
	var got []string
	for _, d := range l.labelled(train) {
		got = append(got, d.Key)
	}
	if want := []string{"1.pdf", "1.txt", "seed0.txt"}; !slices.Equal(got, want) {
		t.Errorf("trained on %v, want %v", got, want)
	}
	if err := l.Train(nil); err != nil || l.model != nil || l.trained != 0 {
		t.Errorf("no training people: model %v, %d files, %v", l.model != nil, l.trained, err)
	}
}

func TestCVFlagMeasuresTheLineModelOnRealCVs(t *testing.T) {
	c, err := parseFlags([]string{"-cv", "4"}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if c.sets != "real" || c.learner != lineLearnerName || c.k != 4 {
		t.Errorf("-cv 4: sets %q, learner %q, k %d", c.sets, c.learner, c.k)
	}
	if c, err = parseFlags([]string{"-cv", "3", "-sets", "real,seeds"}, nil); err != nil || c.sets != "real,seeds" {
		t.Errorf("-sets beside -cv: %v, %v", c, err)
	}
}
