package pdf

import (
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/analytics"
	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/reports"
)

// TestStageCorrectedOnThePage: a stage a correction set is marked
// corrected in the candidate page's header line, with what the rule
// would give; the rule's stage says its reason.
func TestStageCorrectedOnThePage(t *testing.T) {
	fixed := &cv.CV{Source: "fay.md", Name: "Fay Lindqvist", Stage: cv.StagePostdoc,
		Positions: []cv.Position{{Title: "Lecturer in Widgets", Organization: "Example Institute", Kind: cv.KindFaculty, Start: cv.Date{Year: 2022}, End: cv.Date{Present: true}}}}
	ruled := &cv.CV{Source: "gus.md", Name: "Gus Amberley",
		Positions: []cv.Position{{Title: "Research Fellow", Organization: "Example Institute", Kind: cv.KindPostdoc, Start: cv.Date{Year: 2023}, End: cv.Date{Present: true}}}}
	rep := analytics.Compute([]*cv.CV{fixed, ruled}, analytics.Options{}).Finish()
	data, _ := renderBytes(t, rep, reports.Options{})
	got := squashAll(t, data)
	for _, want := range []string{
		"Stage (corrected): postdoc: set by a correction (the rule gives faculty: current position “Lecturer in Widgets”)",
		"Stage: postdoc: current position “Research Fellow”",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("the PDF lacks %q:\n%s", want, got)
		}
	}
}
