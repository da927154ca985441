package main

import (
	"bytes"
	"context"
	"fmt"
	"path/filepath"

	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/cv/inputs"
	"github.com/vitae-cv/vitae/cv/parse"
	"github.com/vitae-cv/vitae/cv/venue"
	"github.com/vitae-cv/vitae/internal/eval"
	"github.com/vitae-cv/vitae/internal/linerole"
	"github.com/vitae-cv/vitae/internal/linerole/fit"
)

// lineLearner is the parser with a line-role model (internal/linerole)
// trained on the hand-reviewed labels (internal/train/labels) of the
// training examples' people only: Train fits a model on the label files
// of the people in its examples, Apply parses the CV again with it. A
// person whose CVs are scored is never in the labels the model was
// trained on, so its k-fold figures are the parser's on unseen CVs. The
// labels are matched to examples by the CV file read, and every label
// file of a person (a CV's pdf and text forms) follows its person.
//
// When the training labels are all of them (in-sample on the real CVs),
// the model is the committed one and Apply keeps the record parsed with
// it; a family without labels (synthetic CVs) is parsed with the
// committed model, trained on none of its people.
type lineLearner struct {
	docs      []fit.Doc
	committed []byte // the committed model's bytes
	venues    *venue.Catalog
	model     *linerole.Model // nil: the record as parsed (committed model)
	trained   int             // label files of the last training
}

// newLineLearner loads the label files of labels for the CVs of shared.
func newLineLearner(shared, labels string) (*lineLearner, error) {
	docs, err := fit.Load(context.Background(), shared, labels)
	if err != nil {
		return nil, fmt.Errorf("-learner lines: %w", err)
	}
	m, err := linerole.Default()
	if err != nil {
		return nil, err
	}
	b, err := m.Marshal()
	if err != nil {
		return nil, err
	}
	cat, err := inputs.Venues("")
	if err != nil {
		return nil, err
	}
	return &lineLearner{docs: docs, committed: b, venues: cat}, nil
}

// Name implements eval.Learner.
func (*lineLearner) Name() string { return "lines" }

// Train implements eval.Learner: a line-role model, the committed
// model's recipe (fit.Fit), on the label files of the people of train.
func (l *lineLearner) Train(train []*eval.Example) error {
	docs := l.labelled(train)
	l.model, l.trained = nil, len(docs)
	if len(docs) == 0 {
		return nil
	}
	m := fit.Fit(docs)
	b, err := m.Marshal()
	if err != nil {
		return err
	}
	if !bytes.Equal(b, l.committed) {
		l.model = m
	}
	return nil
}

// labelled is the label files of the people of exs: those of the files
// exs read and every other file of their label groups.
func (l *lineLearner) labelled(exs []*eval.Example) []fit.Doc {
	paths := map[string]bool{}
	for _, ex := range exs {
		paths[filepath.Clean(ex.Path)] = true
	}
	groups := map[string]bool{}
	for _, d := range l.docs {
		if paths[filepath.Clean(d.Path)] {
			groups[d.Group] = true
		}
	}
	var out []fit.Doc
	for _, d := range l.docs {
		if groups[d.Group] {
			out = append(out, d)
		}
	}
	return out
}

// Apply implements eval.Learner: the CV parsed again with the trained
// model (the record as it was when the model is the committed one). A
// file that no longer parses gives no record.
func (l *lineLearner) Apply(c *cv.CV) *cv.CV {
	if l.model == nil {
		return c
	}
	files := &inputs.Files{Paths: []string{c.Source}, Jobs: 1,
		Parse: parse.Options{Venues: l.venues, LineRoles: l.model}}
	got := files.Collect(nil)
	if len(got.CVs) != 1 {
		return nil
	}
	return got.CVs[0]
}
