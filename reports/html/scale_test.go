package html

import (
	"bytes"
	"fmt"
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/analytics"
	"github.com/vitae-cv/vitae/charts"
	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/reports"
)

// TestLargeCohortStaysLight: past MaxChartCandidates the candidate
// sections keep their tables but draw no charts, and cohort charts with a
// row per candidate show at most charts.MaxCohortRows of them.
func TestLargeCohortStaysLight(t *testing.T) {
	n := MaxChartCandidates + 10
	var cvs []*cv.CV
	for i := 0; i < n; i++ {
		cvs = append(cvs, &cv.CV{
			Source:       fmt.Sprintf("c%03d.md", i),
			Name:         fmt.Sprintf("Person %03d", i),
			Publications: []cv.Publication{{Title: "A paper", Authors: []string{"P"}, SelfIndex: 1, Venue: "OSDI", Year: 2020, Type: cv.TypeConference}},
			Awards:       []cv.Award{{Name: "Some Fellowship", Year: 2020, Category: cv.CatFellowship, Status: cv.StatusAwarded}},
			Positions:    []cv.Position{{Title: "Engineer", Kind: cv.KindIndustry, Start: cv.Date{Year: 2019}, End: cv.Present}},
		})
	}
	rep := analytics.Compute(cvs, analytics.Options{}).Finish()
	var buf bytes.Buffer
	if err := Write(&buf, rep, reports.Options{}); err != nil {
		t.Fatal(err)
	}
	page := buf.String()
	if got := strings.Count(page, "Charts are drawn for the first"); got != n-MaxChartCandidates {
		t.Errorf("%d candidate sections without charts, want %d", got, n-MaxChartCandidates)
	}
	// candidate ids are 1-based: the last one with charts is MaxChartCandidates
	if !strings.Contains(page, `{"id":"`+charts.CandPubsID(MaxChartCandidates)+`","option"`) {
		t.Error("the last candidate within the cap has no chart")
	}
	if strings.Contains(page, `{"id":"`+charts.CandPubsID(MaxChartCandidates+1)+`","option"`) {
		t.Error("a candidate past the cap got a chart")
	}
	tl := charts.Timeline(rep)
	if tl == nil || !strings.Contains(tl.Subtitle(), fmt.Sprintf("first %d of %d", charts.MaxCohortRows, n)) {
		t.Fatalf("cohort timeline does not say it is cut: %+v", tl)
	}
	if !strings.Contains(page, fmt.Sprintf("first %d of %d", charts.MaxCohortRows, n)) {
		t.Error("the page does not say the cohort timeline is cut")
	}
}
