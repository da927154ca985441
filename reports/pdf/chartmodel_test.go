package pdf

import (
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/reports"
)

// TestUndatedSpansListed: spans without a start date are listed under
// the timeline, also when no span has a date and there is no chart (the
// list used to hang off the chart, and went with it).
func TestUndatedSpansListed(t *testing.T) {
	cvs := []*cv.CV{{Source: "mem/undated.txt", Name: "Nadia Undated",
		Positions:    []cv.Position{{Title: "Lab Manager", Organization: "Fernhill Institute", Kind: cv.KindResearch}},
		Publications: []cv.Publication{{Title: "A dated paper", Authors: []string{"Nadia Undated"}, SelfIndex: 1, Year: 2020, Type: cv.TypeConference}},
	}}
	r := report(cvs)
	data, st := renderBytes(t, r, reports.Options{})
	var all strings.Builder
	for p := 1; p <= st.Pages; p++ {
		all.WriteString(squash(pdfRaw(t, data, p)))
	}
	for _, want := range []string{"No dated education or positions.", "Without a start date: Lab Manager, Fernhill Institute"} {
		if !strings.Contains(all.String(), want) {
			t.Errorf("%q missing from the candidate's page", want)
		}
	}
}
