package eval

import (
	"fmt"
	"testing"

	"github.com/vitae-cv/vitae/cv"
)

// spy is a learner that records, for every record it is applied to, the
// templates and people it was trained on just before.
type spy struct {
	trainedOn map[*cv.CV]seen // by the record applied to
	last      seen
}

type seen struct{ templates, groups, sets map[string]bool }

func (*spy) Name() string { return "spy" }

func (s *spy) Train(train []*Example) error {
	s.last = seen{map[string]bool{}, map[string]bool{}, map[string]bool{}}
	for _, ex := range train {
		s.last.templates[ex.Template()] = true
		s.last.groups[ex.Group] = true
		s.last.sets[ex.Set.Name] = true
	}
	return nil
}

func (s *spy) Apply(c *cv.CV) *cv.CV {
	s.trainedOn[c] = s.last
	return c
}

// formExamples are people in 3 templates, each template in two forms (its
// source and its PDF, as evalcv -pdf makes them): sets t0 and t0-pdf
// share the template t0.
func formExamples(people int) []*Example {
	var exs []*Example
	for tm := range 3 {
		for _, form := range []string{"", "-pdf"} {
			tmpl := fmt.Sprintf("t%d", tm)
			s := &Set{Name: "synthetic/" + tmpl + form, Family: "synthetic", Template: tmpl}
			for p := range people {
				key := fmt.Sprintf("cv-%04d", p)
				tr := Truth{Value: map[string]any{"name": fmt.Sprintf("Person %c", 'A'+p)}}
				exs = append(exs, &Example{Set: s, Key: key, Truth: tr, Group: group("synthetic", tr, key),
					CV: &cv.CV{}, template: tmpl})
			}
		}
	}
	return exs
}

// TestLOTOHoldsOutATemplatesForms: when a template is held out, none of
// its forms (source or PDF) and none of the tested people are trained
// on, every example of both forms is predicted, and training still sees
// the other templates' forms.
func TestLOTOHoldsOutATemplatesForms(t *testing.T) {
	exs := formExamples(6)
	l := &spy{trainedOn: map[*cv.CV]seen{}}
	p, err := LeaveOneTemplateOut(exs, "synthetic", l, 3, 1)
	if err != nil {
		t.Fatal(err)
	}
	if len(l.trainedOn) != len(exs) {
		t.Fatalf("%d records applied to, want %d", len(l.trainedOn), len(exs))
	}
	for _, ex := range exs {
		if p[ex] == nil {
			t.Fatalf("%s/%s: not predicted", ex.Set.Name, ex.Key)
		}
		got := l.trainedOn[ex.CV]
		if got.templates[ex.Template()] {
			t.Errorf("%s/%s: trained on its own template %s (sets %v)", ex.Set.Name, ex.Key, ex.Template(), got.sets)
		}
		if got.groups[ex.Group] {
			t.Errorf("%s/%s: trained on its own person", ex.Set.Name, ex.Key)
		}
		if len(got.templates) != 2 || len(got.sets) != 4 {
			t.Errorf("%s/%s: trained on templates %v, sets %v; want the 2 others in both forms", ex.Set.Name, ex.Key, got.templates, got.sets)
		}
	}
}

// TestLOTOTemplateIsTheGrouping: the spy sees a PDF set whose Template
// names it apart from its source (as if TEMPLATE-pdf were a layout of
// its own) trained on while its source is tested: what the test above
// guards against can be seen.
func TestLOTOTemplateIsTheGrouping(t *testing.T) {
	exs := formExamples(6)
	for _, ex := range exs {
		ex.template = ex.Set.Name // each form its own template
	}
	l := &spy{trainedOn: map[*cv.CV]seen{}}
	if _, err := LeaveOneTemplateOut(exs, "synthetic", l, 3, 1); err != nil {
		t.Fatal(err)
	}
	leaks := 0
	for _, ex := range exs {
		if ex.Set.Name == "synthetic/t0" && l.trainedOn[ex.CV].sets["synthetic/t0-pdf"] {
			leaks++
		}
	}
	if leaks == 0 {
		t.Error("with each form its own template, t0's source was never tested with its PDF in training")
	}
}
