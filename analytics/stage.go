package analytics

import "github.com/vitae-cv/vitae/cv"

// Stage is where a candidate is in a career, from the current position and
// the degrees. Candidates are compared within their stage as well as
// across the cohort.
type Stage string

// Career stages, in report order.
// They are the record's stages (cv.Stages), which a correction may set.
const (
	StagePhDStudent = Stage(cv.StagePhDStudent)
	StagePostdoc    = Stage(cv.StagePostdoc)
	StageFaculty    = Stage(cv.StageFaculty)
	StageIndustry   = Stage(cv.StageIndustry)
	StageOther      = Stage(cv.StageOther)
)

// Stages lists the stages in report order.
var Stages = []Stage{StagePhDStudent, StagePostdoc, StageFaculty, StageIndustry, StageOther}

// stageOf decides a candidate's stage. A PhD in progress makes a PhD
// student (unless the current post is faculty); otherwise the current
// post decides: faculty, postdoc, industry; anything else (research staff,
// teaching, no current post) is other.
func stageOf(current *cv.Position, phdOngoing bool) Stage {
	kind := cv.PositionKind("")
	if current != nil {
		kind = current.Kind
	}
	switch {
	case kind == cv.KindFaculty:
		return StageFaculty
	case phdOngoing:
		return StagePhDStudent
	case kind == cv.KindPostdoc:
		return StagePostdoc
	case kind == cv.KindIndustry:
		return StageIndustry
	}
	return StageOther
}
