package analytics

import (
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/cv"
)

// The rate's explanation the drawn formats show: the headline label and
// value, then Rate.String; its window; nothing without a rate.
func TestRateWhyAndWindow(t *testing.T) {
	c := &Candidate{CareerYears: 8, PapersPerYear: 1.88,
		Rate: Rate{Value: 1.88, Papers: 15, Years: 8, From: 2018, To: 2025, Basis: BasisPhDStart}}
	want := HeadlineLabel() + " 1.88 = 15 counted papers / 8 years, 2018–2025, from PhD start"
	if got := c.RateWhy(); got != want {
		t.Errorf("RateWhy = %q\nwant      %q", got, want)
	}
	if got := (&Candidate{Rate: Rate{Papers: 2.0 / 3}}).RatePapers(); got != 0.67 {
		t.Errorf("RatePapers = %v, want 0.67", got)
	}
	if got := c.RateWindow(); got != "2018–2025" {
		t.Errorf("RateWindow = %q", got)
	}
	blank := &Candidate{}
	if blank.RateWhy() != "" || blank.RateWindow() != "" {
		t.Errorf("no rate: RateWhy %q, RateWindow %q", blank.RateWhy(), blank.RateWindow())
	}
}

// The stage line says the reason, and a corrected stage says so.
func TestStageLineAndMark(t *testing.T) {
	ruled := &Candidate{Stage: StageFaculty, StageWhy: "faculty: current position “Lecturer”"}
	if got := ruled.StageLine(); got != "Stage: faculty: current position “Lecturer”" || ruled.StageMark() != "" {
		t.Errorf("ruled: line %q, mark %q", got, ruled.StageMark())
	}
	fixed := &Candidate{Stage: StagePostdoc, StageCorrected: true, StageWhy: "postdoc: set by a correction (the rule gives other: no current position and no PhD in progress)"}
	if got := fixed.StageLine(); !strings.HasPrefix(got, "Stage (corrected): postdoc: set by a correction") || fixed.StageMark() != "corrected" {
		t.Errorf("corrected: line %q, mark %q", got, fixed.StageMark())
	}
	if ruled.StageReason() != ruled.StageWhy || fixed.StageReason() != "corrected: "+fixed.StageWhy {
		t.Errorf("StageReason: %q, %q", ruled.StageReason(), fixed.StageReason())
	}
	if got := (&Candidate{Stage: StageOther}).StageLine(); got != "Stage: "+Label(StageOther) {
		t.Errorf("no reason: %q", got)
	}
}

// The stale CVs of the one-line summary say what stale means and how to
// change it, with the report's threshold; the hover names the CV's date,
// the run date and the threshold.
func TestStaleSaysWhy(t *testing.T) {
	old := &cv.CV{Source: "old.md", Name: "Vera Quill", AsOf: &cv.AsOf{Date: cv.Date{Year: 2020, Month: 3}, Source: "updated line"}}
	rep := Compute([]*cv.CV{old}, Options{RunDate: cv.Date{Year: 2026, Month: 11}, StaleAfter: 18}).Finish()
	want := "1 stale CV (dated more than 18 months before the run date; see --stale-after)"
	if got := rep.Quality.Summary(); !strings.Contains(got, want) {
		t.Errorf("Summary = %q, want it to hold %q", got, want)
	}
	c := rep.Candidates[0]
	if got := rep.StaleHover(c); !strings.Contains(got, "dated 2020-03") || !strings.Contains(got, "run date 2026-11") || !strings.Contains(got, "threshold 18 months") || !strings.Contains(got, "--stale-after") {
		t.Errorf("StaleHover = %q", got)
	}
	if got := (Quality{Stale: []string{}}).Summary(); strings.Contains(got, "--stale-after") {
		t.Errorf("no stale CV, yet %q", got)
	}
}
