package parse

import (
	"context"
	"math"
	"slices"
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/cv/doc"
	"github.com/vitae-cv/vitae/cv/doc/markdown"
	"github.com/vitae-cv/vitae/internal/linerole"
	"github.com/vitae-cv/vitae/internal/seqmodel"
)

// mentorCV is a fictional text CV whose talks are followed by a section
// named with words no list holds, in plain type, set apart like the
// CV's other headings; its lines (people, years) read as no section.
const mentorCV = `Orla Pemberwick
orla@kites.example

Education

PhD in Kite Science, University of Windmere, 2030

Talks

Folding kites in strong wind, Kite Society Meeting, Windmere, 2031
Kites and clouds, Breezeton University, Breezeton, 2030
Tails that hold, Kite Conference, Gustford, 2029

Mentees

Ida Renwick, PhD student, Windmere (2029 - 2031)
Bo Stroud, MSc student, Windmere (2028 - 2029)
Lia Moss, BSc student, Windmere (2027)
`

// oneWordModel is a line-role model that reads every one-word line as
// role (with a probability near 1) and every other line as an entry
// start.
func oneWordModel(role string) *linerole.Model {
	r := len(linerole.Roles)
	row := func(name string, w float64) []float64 {
		out := make([]float64, r)
		out[slices.Index(linerole.Roles, name)] = w
		return out
	}
	trans := make([][]float64, r)
	for i := range trans {
		trans[i] = make([]float64, r)
	}
	m := &linerole.Model{Version: linerole.ModelVersion, Method: linerole.MethodLogReg, Roles: slices.Clone(linerole.Roles),
		Chain: seqmodel.Chain{Start: make([]float64, r), Trans: trans,
			Features: []string{"bias", "words:1"}, Weights: [][]float64{row("entry_start", 3), row(role, 12)}}}
	m.BuildIndex()
	return m
}

// TestPlainHeadingOutsideTheListClosesTheSectionAbove: "Mentees", in
// plain type and naming no section, is read as a label of the talks by
// the rules alone, and its people as talks; when the line-role model is
// sure it is a heading, it opens a section of its own (skipped) and the
// talks are the three above it. A model that reads it as a label, or is
// unsure, leaves the rules' reading.
func TestPlainHeadingOutsideTheListClosesTheSectionAbove(t *testing.T) {
	for _, tc := range []struct {
		role  string
		talks int
	}{
		{"heading", 3},
		{"group_label", 6},
	} {
		c, err := Parse("mentor.txt", []byte(mentorCV), Options{LineRoles: oneWordModel(tc.role)})
		if err != nil {
			t.Fatal(err)
		}
		if len(c.Talks) != tc.talks {
			t.Errorf("a model sure of %s: %d talks, want %d", tc.role, len(c.Talks), tc.talks)
		}
	}
	sure := oneWordModel("heading").Label([]linerole.Line{{Text: "Mentees"}}, "txt")
	if p := sure[0].Prob("heading"); p < sureHeading || math.IsNaN(p) {
		t.Fatalf("the test model is not sure: %v", p)
	}
}

// TestExplainShowsTheModelsHeading: --show-lines shows the section the
// parse opened on the model's word, not the rules' reading alone.
func TestExplainShowsTheModelsHeading(t *testing.T) {
	d := markdown.Read(doc.Text, mentorCV)
	views, err := ExplainParse(context.Background(), d, Options{LineRoles: oneWordModel("heading")})
	if err != nil {
		t.Fatal(err)
	}
	for _, v := range views {
		if v.Text == "Mentees" && (v.Title == "" || v.Section != "unknown") {
			t.Errorf("the plain heading reads as section %q, title %q", v.Section, v.Title)
		}
		if strings.HasPrefix(v.Text, "Ida Renwick") && v.Section != "unknown" {
			t.Errorf("a line under it is in section %q", v.Section)
		}
	}
}
