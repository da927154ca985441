package analytics

import (
	"strings"

	"github.com/vitae-cv/vitae/cv"
)

// The stage rule (stageOf), said per candidate: the current position is
// the one that ends "present" and started last (an internship only when
// there is no other). A faculty post makes faculty; else a PhD in
// progress makes a PhD student; else a postdoc post makes a postdoc, an
// industry post industry; anything else (research staff, teaching,
// visiting, no current post) is other. A stage set by a correction
// (cv.CV.Stage) wins, and is marked corrected.

// stageWhy says why the rule gave stage st: "faculty: current position
// “Assistant Professor”".
func stageWhy(st Stage, current *cv.Position, phd *PhD) string {
	label := Label(st)
	pos := ""
	if current != nil {
		pos = "current position “" + strings.TrimSpace(current.Title) + "”"
	}
	switch {
	case st == StagePhDStudent:
		return label + ": PhD in progress" + phdAt(phd)
	case current == nil:
		return label + ": no current position and no PhD in progress"
	case st == StageOther && current.Kind != "":
		return label + ": " + pos + " (" + Label(current.Kind) + ")"
	}
	return label + ": " + pos
}

// phdAt is " at INSTITUTION", or "" when the CV does not say.
func phdAt(phd *PhD) string {
	if phd == nil || strings.TrimSpace(phd.Institution) == "" {
		return ""
	}
	return " at " + strings.TrimSpace(phd.Institution)
}

// setStage gives k its stage: the one a correction set on the record,
// marked corrected, else the rule's (stageOf), with why.
func (k *Candidate) setStage(c *cv.CV, current *cv.Position) {
	ruled := stageOf(current, k.PhD != nil && k.PhD.Expected)
	k.Stage, k.StageWhy = ruled, stageWhy(ruled, current, k.PhD)
	if c.Stage == "" {
		return
	}
	k.Stage, k.StageCorrected = Stage(c.Stage), true
	k.StageWhy = Label(k.Stage) + ": set by a correction (the rule gives " + k.StageWhy + ")"
}
