package html

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/analytics"
	"github.com/vitae-cv/vitae/charts"
	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/reports"
)

// TestEveryCandidateCharted: every candidate, however late in the
// alphabet, gets the same three charts (as models in the data block,
// drawn when opened); the page holds no per-candidate HTML, the
// cohort timeline says it is cut and pages through the rest
// (data-page), and the data block stays small per candidate.
func TestEveryCandidateCharted(t *testing.T) {
	n := 250
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
	data := chartData(t, page)
	if len(data.Cands) != n {
		t.Fatalf("%d candidates in the data, want %d", len(data.Cands), n)
	}
	for i, c := range data.Cands {
		var ch []json.RawMessage
		if err := json.Unmarshal(c[candCharts], &ch); err != nil || len(ch) != 3 {
			t.Fatalf("candidate %d: charts %s", i+1, c[candCharts])
		}
		for k, m := range ch {
			if string(m) == "0" {
				t.Errorf("candidate %d: chart %d missing", i+1, k)
			}
		}
	}
	if strings.Contains(page, "Charts are drawn for the first") || strings.Contains(page, `<section id="cand-`) {
		t.Error("the page still caps charts or holds candidate sections as HTML")
	}
	i := strings.Index(page, `id="vitae-data">`)
	j := strings.Index(page[i:], "</script>")
	if per := j / n; per > 1500 {
		t.Errorf("%d bytes of data per candidate", per)
	} else {
		t.Logf("%d bytes of data per candidate", per)
	}
	tl := charts.Timeline(rep)
	if tl == nil || !strings.Contains(tl.Subtitle(), fmt.Sprintf("first %d of %d", charts.MaxCohortRows, n)) {
		t.Fatalf("cohort timeline does not say it is cut: %+v", tl)
	}
	if !strings.Contains(page, fmt.Sprintf("first %d of %d", charts.MaxCohortRows, n)) {
		t.Error("the page does not say the cohort timeline is cut")
	}
	if !strings.Contains(page, fmt.Sprintf(`id="%s" class="chart" style="height:`, charts.IDTimeline)) ||
		!strings.Contains(page, fmt.Sprintf(`data-page="%d"`, charts.MaxCohortRows)) {
		t.Error("the cohort timeline does not page")
	}
}
