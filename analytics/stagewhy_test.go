package analytics_test

import (
	"testing"

	"github.com/vitae-cv/vitae/analytics"
	"github.com/vitae-cv/vitae/cv"
)

func stageCV(name string, kind cv.PositionKind, title string, phdOngoing bool) *cv.CV {
	c := &cv.CV{Source: name + ".md", Name: name}
	if kind != "" {
		c.Positions = []cv.Position{{Title: title, Organization: "Example Institute", Kind: kind, Start: cv.Date{Year: 2022}, End: cv.Date{Present: true}}}
	}
	if phdOngoing {
		c.Education = []cv.Education{{Level: cv.LevelPhD, Institution: "Example University", Start: cv.Date{Year: 2021}, End: cv.Date{Present: true}}}
	}
	return c
}

// Each candidate carries why the rule gave its stage.
func TestStageWhy(t *testing.T) {
	cases := []struct {
		c     *cv.CV
		stage analytics.Stage
		why   string
	}{
		{stageCV("Ana", cv.KindFaculty, "Assistant Professor", false), analytics.StageFaculty, "faculty: current position “Assistant Professor”"},
		{stageCV("Ben", cv.KindInternship, "Research Intern", true), analytics.StagePhDStudent, "PhD student: PhD in progress at Example University"},
		{stageCV("Cal", cv.KindPostdoc, "Postdoctoral Fellow", false), analytics.StagePostdoc, "postdoc: current position “Postdoctoral Fellow”"},
		{stageCV("Dee", cv.KindResearch, "Staff Scientist", false), analytics.StageOther, "other: current position “Staff Scientist” (research)"},
		{stageCV("Eli", "", "", false), analytics.StageOther, "other: no current position and no PhD in progress"},
	}
	for _, tc := range cases {
		k := analytics.Compute([]*cv.CV{tc.c}, analytics.Options{}).Finish().Candidates[0]
		if k.Stage != tc.stage || k.StageWhy != tc.why || k.StageCorrected {
			t.Errorf("%s: stage %q, why %q, corrected %v; want %q, %q, not corrected", tc.c.Name, k.Stage, k.StageWhy, k.StageCorrected, tc.stage, tc.why)
		}
	}
}

// A stage a correction set wins over the rule, is marked corrected, and
// is the stage the candidate is grouped and selected by.
func TestStageCorrected(t *testing.T) {
	c := stageCV("Fay", cv.KindFaculty, "Assistant Professor", false)
	c.Stage = cv.StagePostdoc
	rep := analytics.Compute([]*cv.CV{c, stageCV("Gus", cv.KindPostdoc, "Postdoc", false)}, analytics.Options{Stage: analytics.StagePostdoc}).Finish()
	if len(rep.Candidates) != 2 {
		t.Fatalf("%d postdocs, want 2 (one by correction)", len(rep.Candidates))
	}
	k := rep.Candidates[0]
	want := "postdoc: set by a correction (the rule gives faculty: current position “Assistant Professor”)"
	if k.Stage != analytics.StagePostdoc || !k.StageCorrected || k.StageWhy != want {
		t.Errorf("stage %q, corrected %v, why %q; want postdoc, corrected, %q", k.Stage, k.StageCorrected, k.StageWhy, want)
	}
	if f := rep.Facts(k); f.StageWhy != want || f.Stage != "postdoc" {
		t.Errorf("Facts: stage %q, why %q", f.Stage, f.StageWhy)
	}
	if k.StageSize != 2 {
		t.Errorf("stage size %d, want 2: ranked among the postdocs", k.StageSize)
	}
}

// The analytics stages are the record's stages, which a correction may set.
func TestStagesAreTheRecordStages(t *testing.T) {
	if len(analytics.Stages) != len(cv.Stages) {
		t.Fatalf("analytics.Stages %v, cv.Stages %v", analytics.Stages, cv.Stages)
	}
	for i, s := range analytics.Stages {
		if string(s) != string(cv.Stages[i]) {
			t.Errorf("stage %d: %q here, %q in the record", i, s, cv.Stages[i])
		}
	}
}
