package html

import (
	"bytes"
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/analytics"
	"github.com/vitae-cv/vitae/charts"
	"github.com/vitae-cv/vitae/reports"
)

// TestShortlistSection: with a shortlist the page has the "Shortlist
// side by side" section (in the navigation) with the comparison's tables
// and its two charts; without one it has neither, but always the tick
// boxes' script.
func TestShortlistSection(t *testing.T) {
	write := func(r *analytics.Report) string {
		var b bytes.Buffer
		if err := Write(&b, r, reports.Options{}); err != nil {
			t.Fatal(err)
		}
		return b.String()
	}
	plain := write(report(fictional()))
	if strings.Contains(plain, `id="shortlist"`) || strings.Contains(plain, charts.IDComparePerYear) {
		t.Error("a shortlist section without a shortlist")
	}
	if !strings.Contains(plain, "window.vitaeCompare = function") || !strings.Contains(plain, "window.vitaeCompare(D, summary)") {
		t.Error("the tick boxes' script or its hook is missing")
	}
	r := report(fictional())
	names := []string{r.Candidates[0].Name, r.Candidates[1].Name}
	if err := r.SetComparison(names); err != nil {
		t.Fatal(err)
	}
	page := write(r)
	k := r.Comparison
	papers := k.Figure("papers")
	want := []string{`<section id="shortlist"`, `href="#shortlist"`, "Shortlist side by side", `id="t-compare-figures"`, `id="t-compare-per-year"`,
		`id="t-compare-venues"`, `id="` + charts.IDComparePerYear + `"`, `id="` + charts.IDCompareTimeline + `"`,
		">" + analytics.FigureWithRank(papers.Values[0], papers.Ranks[0], k.Cohort) + "<"}
	for _, w := range want {
		if !strings.Contains(page, w) {
			t.Errorf("page lacks %s", w)
		}
	}
}

// TestCompareColours: the tick boxes' view colours its candidates with
// the palette's shortlist group, as the other formats do.
func TestCompareColours(t *testing.T) {
	for i := range analytics.MaxCompare {
		if !strings.Contains(compareJS, `"`+charts.ShortlistColor(i)+`"`) {
			t.Errorf("compare.js lacks shortlist colour %d %s", i+1, charts.ShortlistColor(i))
		}
	}
}
