package eval

import (
	"fmt"
	"slices"
	"testing"
)

// fakeExamples are examples of people with forms in several sets.
func fakeExamples(people, forms int) []*Example {
	var exs []*Example
	for f := range forms {
		s := &Set{Name: fmt.Sprintf("form%d", f), Family: "fam", Template: fmt.Sprintf("t%d", f)}
		for p := range people {
			key := fmt.Sprintf("%02d_person", p)
			tr := Truth{Value: map[string]any{"name": fmt.Sprintf("Person %c", 'A'+p)}}
			exs = append(exs, &Example{Set: s, Key: key, Truth: tr, Group: group("fam", tr, key), template: s.Template})
		}
	}
	return exs
}

func TestFoldsKeepAPersonTogether(t *testing.T) {
	exs := fakeExamples(7, 3)
	folds, k := Folds(exs, 5, 1)
	if k != 5 {
		t.Fatalf("k = %d, want 5", k)
	}
	foldOf := map[string]int{}
	sizes := make([]int, k)
	for i, ex := range exs {
		if f, ok := foldOf[ex.Group]; ok && f != folds[i] {
			t.Errorf("%s in folds %d and %d", ex.Group, f, folds[i])
		}
		foldOf[ex.Group] = folds[i]
		sizes[folds[i]]++
	}
	if len(foldOf) != 7 {
		t.Errorf("%d groups, want 7 (one a person)", len(foldOf))
	}
	for f, n := range sizes {
		if n == 0 {
			t.Errorf("fold %d is empty", f)
		}
	}
	again, _ := Folds(exs, 5, 1)
	if !slices.Equal(folds, again) {
		t.Error("the same seed dealt other folds")
	}
	if _, k := Folds(exs, 50, 1); k != 7 {
		t.Errorf("k = %d for 7 people, want 7", k)
	}
}

// TestGroupIsThePerson: a CV's forms share a group, so do two CVs of one
// person; a truth without a name falls back on the key.
func TestGroupIsThePerson(t *testing.T) {
	a := Truth{Value: map[string]any{"name": "Ada Q. Example"}}
	b := Truth{Value: map[string]any{"name": "ada q example"}}
	if group("corpus", a, "10_x") != group("corpus", b, "20_y") {
		t.Error("two CVs of one person fall in different groups")
	}
	none := Truth{Value: map[string]any{}}
	if group("corpus", none, "10_x") == group("corpus", none, "20_y") {
		t.Error("two nameless CVs share a group")
	}
}

// syntheticExamples parses a small synthetic cohort (invented CVs).
func syntheticExamples(t *testing.T) ([]*Set, []*Example) {
	t.Helper()
	sets := syntheticSets(t, 3, 10, "md-headed,html-table,txt-right")
	exs, err := Parse(sets, 2)
	if err != nil {
		t.Fatal(err)
	}
	for _, ex := range exs {
		if ex.Err != nil {
			t.Fatal(ex.Err)
		}
	}
	return sets, exs
}

// figure scores every set with pred and returns the mean of one figure.
func figure(t *testing.T, sets []*Set, exs []*Example, p Predictions, name string) float64 {
	t.Helper()
	sum := 0.0
	for _, s := range sets {
		rep, err := ScoreSet(s, exs, p.Get, Options{})
		if err != nil {
			t.Fatal(err)
		}
		v, ok := rep.Figure(name)
		if !ok {
			t.Fatalf("%s: no figure %s", s.Name, name)
		}
		sum += v
	}
	return sum / float64(len(sets))
}

func TestParserKFoldEqualsInSample(t *testing.T) {
	sets, exs := syntheticExamples(t)
	in, err := InSample(exs, Parser{})
	if err != nil {
		t.Fatal(err)
	}
	kf, err := KFold(exs, Parser{}, 5, 1)
	if err != nil {
		t.Fatal(err)
	}
	loto, err := LeaveOneTemplateOut(exs, "synthetic", Parser{}, 5, 1)
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range sets {
		a, _ := ScoreSet(s, exs, in.Get, Options{})
		b, _ := ScoreSet(s, exs, kf.Get, Options{})
		c, _ := ScoreSet(s, exs, loto.Get, Options{})
		if !slices.Equal(a.Summary, b.Summary) || !slices.Equal(a.Summary, c.Summary) {
			t.Errorf("%s: the parser learns nothing, yet in-sample %.4f, k-fold %.4f, loto %.4f", s.Name, a.Overall, b.Overall, c.Overall)
		}
	}
}

// TestMemoriserDoesNotLeak: a learner that knows venues only by
// memorising them from its training truth knows them in-sample, and
// loses them under grouped k-fold and leave-one-template-out, where no
// person is trained on itself. Folds dealt by file instead of person let the other templates'
// copies of a CV leak its truth, and the gain comes back.
func TestMemoriserDoesNotLeak(t *testing.T) {
	sets, exs := syntheticExamples(t)
	const fig = "publications.venue"
	parser, _ := InSample(exs, Parser{})
	base := figure(t, sets, exs, parser, fig)

	m := &VenueMemo{}
	in, err := InSample(exs, m)
	if err != nil {
		t.Fatal(err)
	}
	kf, err := KFold(exs, m, 5, 1)
	if err != nil {
		t.Fatal(err)
	}
	loto, err := LeaveOneTemplateOut(exs, "synthetic", m, 5, 1)
	if err != nil {
		t.Fatal(err)
	}
	inV, kfV, lotoV := figure(t, sets, exs, in, fig), figure(t, sets, exs, kf, fig), figure(t, sets, exs, loto, fig)
	t.Logf("%s: parser %.3f; memoriser in-sample %.3f, k-fold %.3f, loto %.3f", fig, base, inV, kfV, lotoV)
	if inV < 0.5 {
		t.Fatalf("the memoriser knows few venues in-sample (%.3f, parser %.3f): the test shows nothing", inV, base)
	}
	if kfV >= inV || lotoV >= inV {
		t.Errorf("k-fold %.3f or loto %.3f not below in-sample %.3f: truth leaks into training", kfV, lotoV, inV)
	}

	// Deal files, not people: a CV's other templates are trained on.
	for _, ex := range exs {
		ex.Group = ex.Set.Name + "/" + ex.Key
	}
	leaky, err := KFold(exs, m, 5, 1)
	if err != nil {
		t.Fatal(err)
	}
	if lv := figure(t, sets, exs, leaky, fig); lv <= kfV {
		t.Errorf("folds by file %.3f not above folds by person %.3f: the grouping is not what keeps truth out", lv, kfV)
	}
}
