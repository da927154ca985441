package fit

import (
	"bytes"
	"fmt"
	"math"
	"slices"
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/cv/parse"
)

// docsOf makes docs of one line each for the given groups and forms.
func docsOf(groups ...string) []Doc {
	var out []Doc
	for i, g := range groups {
		out = append(out, Doc{Key: fmt.Sprintf("%d", i), Group: g, Form: "txt",
			Views: []parse.LineView{{Text: "x"}}, Roles: []string{"other"}})
	}
	return out
}

func TestFoldsKeepAPersonTogether(t *testing.T) {
	var groups []string
	for i := range 20 {
		g := fmt.Sprintf("corpus%d", i)
		groups = append(groups, g, g) // its pdf and its txt
	}
	docs := docsOf(groups...)
	f := Folds(docs, 5, 1)
	if len(f) != 20 {
		t.Fatalf("%d groups in the folds, want 20", len(f))
	}
	size := map[int]int{}
	for _, k := range f {
		if k < 0 || k >= 5 {
			t.Fatalf("fold %d", k)
		}
		size[k]++
	}
	for k := range 5 {
		if size[k] != 4 {
			t.Errorf("fold %d has %d groups, want 4", k, size[k])
		}
	}
	if g := Folds(docs, 5, 1); fmt.Sprint(g) != fmt.Sprint(f) {
		t.Error("the folds differ from run to run")
	}
	if g := Folds(docs, 5, 2); fmt.Sprint(g) == fmt.Sprint(f) {
		t.Error("another seed gave the same folds")
	}
}

// TestCrossValidateNeverSeesTheScoredPerson: each doc is the only one of
// its role, so a model that never saw its group cannot name its role,
// while a model trained on it would.
func TestCrossValidateNeverSeesTheScoredPerson(t *testing.T) {
	var docs []Doc
	for i, r := range []string{"heading", "contact", "prose", "furniture"} {
		// two files per person, both with the person's one role; every
		// person's line has the same features
		for range 2 {
			docs = append(docs, Doc{Key: fmt.Sprint(i), Group: fmt.Sprint("p", i), Form: "txt",
				Views: []parse.LineView{{Text: "Same Line"}}, Roles: []string{r}})
		}
	}
	model, majority := CrossValidate(docs, nil, 4, TrainOptions{Epochs: 2, Seed: 1})
	for i, d := range docs {
		if model[i][0] == d.Roles[0] {
			t.Errorf("%s: predicted its own role %q: trained on its person", d.Key, d.Roles[0])
		}
		if majority[i][0] == d.Roles[0] {
			t.Errorf("%s: the majority baseline knew its role %q", d.Key, d.Roles[0])
		}
	}
}

func TestScores(t *testing.T) {
	docs := []Doc{{Roles: []string{"blank", "heading", "heading", "entry_start", "other"}}}
	pred := [][]string{{"blank", "heading", "entry_start", "entry_start", "entry_start"}}
	s := Score(docs, pred, nil)
	if s.Lines != 5 {
		t.Fatalf("lines %d", s.Lines)
	}
	near := func(a, b float64) bool { return math.Abs(a-b) < 1e-9 }
	if a := s.Accuracy(false); !near(a, 3.0/5) {
		t.Errorf("accuracy %v, want 0.6", a)
	}
	if a := s.Accuracy(true); !near(a, 2.0/4) {
		t.Errorf("accuracy without blank %v, want 0.5", a)
	}
	p, r, f1, n := s.PRF("entry_start")
	if !near(p, 1.0/3) || !near(r, 1) || !near(f1, 0.5) || n != 1 {
		t.Errorf("entry_start P/R/F1 %v %v %v (%d)", p, r, f1, n)
	}
	p, r, f1, n = s.PRF("heading")
	if !near(p, 1) || !near(r, 0.5) || !near(f1, 2.0/3) || n != 2 {
		t.Errorf("heading P/R/F1 %v %v %v (%d)", p, r, f1, n)
	}
	// blank 1, heading 2/3, entry_start 1/2, other 0: roles with gold lines
	if m := s.MacroF1(false); !near(m, (1+2.0/3+0.5+0)/4) {
		t.Errorf("macro-F1 %v", m)
	}
	if s2 := Score(docs, pred, func(Doc) bool { return false }); s2.Lines != 0 || s2.Accuracy(false) != 0 {
		t.Errorf("nothing kept: %+v", s2)
	}
	var b bytes.Buffer
	WriteRoles(&b, []string{"a"}, []Scores{s})
	if !strings.Contains(b.String(), "heading") || !strings.Contains(b.String(), "0.600") {
		t.Errorf("table:\n%s", b.String())
	}
}

// fictional is a made-up CV's lines as parse.Explain gives them.
var fictional = []parse.LineView{
	{Page: 1, Src: 1, Cue: parse.Cue{Heading: 1, Size: 1.6}, Text: "Quorvath Zelminster", Section: "header"},
	{Page: 1, Src: 2, Text: "quorvath.z@zelminsterlab.example · +12 345 678 9012", Section: "header"},
	{Page: 1, Src: 0, Text: ""},
	{Page: 1, Src: 3, Cue: parse.Cue{Heading: 2, Bold: true}, Text: "Publications", Section: "publications", Title: "Publications"},
	{Page: 1, Src: 4, Cue: parse.Cue{List: "[1]"}, Text: "[1] Q. Zelminster, Brontavia Yulquist, and Ferrimond Oskaby. Glimmering", Section: "publications"},
	{Page: 1, Src: 5, Cue: parse.Cue{Indent: 4}, Text: "In Proc. of the Fictconf 2031, pp. 12–19.", Section: "publications"},
	{Page: 1, Src: 6, Cue: parse.Cue{Italic: true}, Text: "“Ploxiterian Wobblefields”, Journal of Zarnquix, vol. 3, 2029–2030", Section: "publications"},
	{Page: 2, Src: 1, Cue: parse.Cue{Bold: true, Cells: 3, Depth: 2}, Text: "Sept 2028 – present\tZelminster Institute\tVorpal Fellow", Section: "positions"},
	{Page: 2, Src: 2, Cue: parse.Cue{Size: 0.8, Repeats: true}, Text: "Quorvath Zelminster — page 2 of 2"},
	{Page: 2, Src: 3, Text: "I grobble the quintessa of flumperdinks across mirkwobbling skarns, and this is a long line of prose."},
}

func TestMajorityAndParserRoles(t *testing.T) {
	docs := []Doc{{Roles: []string{"prose", "other", "other"}}, {Roles: []string{"prose", "prose"}}}
	if m := MajorityRole(docs); m != "prose" {
		t.Errorf("majority %q", m)
	}
	got := ParserRoles(Doc{Views: fictional})
	want := []string{"contact", "contact", "blank", "heading", "other", "other", "other", "other", "furniture", "other"}
	if !slices.Equal(got, want) {
		t.Errorf("parser roles\n got %v\nwant %v", got, want)
	}
}
