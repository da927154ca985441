package html

import (
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/analytics"
	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/reports"
)

// TestDataQuality: the section is always there, with the one-line
// summary; empty, it says none; stale CVs, failed inputs and parser
// warnings are listed, the warnings in a collapsed list.
func TestDataQuality(t *testing.T) {
	empty := analytics.Compute([]*cv.CV{{Source: "a.md", Name: "Only One", AsOf: &cv.AsOf{Date: d(2024, 1), Source: cv.AsOfStated}}}, analytics.Options{}).Finish()
	sec := section(t, string(render(t, empty, reports.Options{})), "data-quality")
	for _, want := range []string{"<h2>Data quality</h2>", empty.Quality.Summary(), "None: no failed or skipped inputs", "<summary>Parser warnings (0)</summary><p class=\"empty\">None.</p>"} {
		if !strings.Contains(sec, want) {
			t.Errorf("empty quality section lacks %q:\n%s", want, sec)
		}
	}

	r := analytics.Compute(fictional(), analytics.Options{}).Finish()
	r.SetInputs([]analytics.InputIssue{{Path: "broken <cv>.pdf", Why: "no text layer"}}, nil)
	page := string(render(t, r, reports.Options{}))
	sec = section(t, page, "data-quality")
	for _, want := range []string{
		"data quality: 1 input failed, 0 files skipped, 1 parser warning in 1 CV, 1 stale CV",
		"<td>input failed</td><td>broken &lt;cv&gt;.pdf</td><td>no text layer</td>",
		"<td>stale CV</td><td>Mira Okonkwo-Tan</td>",
		"<td>parser warnings</td><td>Tomas Varga</td>",
		"<details><summary>Parser warnings (1)</summary>", "entry without a year",
	} {
		if !strings.Contains(sec, want) {
			t.Errorf("quality section lacks %q", want)
		}
	}
	if strings.Contains(sec, "<details open") {
		t.Error("warnings are not collapsed")
	}
	if !strings.Contains(page, `<a href="#data-quality">Data quality</a>`) {
		t.Error("no link to the data quality section")
	}
	// papers by area, in the overview
	if !strings.Contains(page, `<div class="vt" id="t-areas" data-rows="3"><p class="empty">Papers by venue area: 3 rows`) ||
		!strings.Contains(string(dataBlock(t, page)), `"t-areas"`) {
		t.Error("no papers-by-area table")
	}
}
