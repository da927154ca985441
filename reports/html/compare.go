package html

import (
	_ "embed"
	"fmt"
	"strings"

	"github.com/vitae-cv/vitae/analytics"
	"github.com/vitae-cv/vitae/charts"
)

// compareView is the "Shortlist side by side" section of a report made
// with --compare (analytics.Report.Comparison): who, the comparison's
// tables, and its per-year and timeline charts.
type compareView struct {
	Lead   string
	Tables []tableView
	Charts []chartView
}

// compareOf adds the shortlist section to p when r compares one; add is
// build's chart adder. It runs after lazyTables: a long table of the
// section (venues) goes into the data block here.
func (p *page) compareOf(r *analytics.Report, add func(*[]chartView, *charts.Chart, string, bool, string, *tableView) error) error {
	k := r.Comparison
	if k == nil {
		return nil
	}
	v := &compareView{Lead: fmt.Sprintf("%s. Each figure with its rank among the %d candidates of the cohort (1 is highest); papers are counted papers.",
		strings.Join(k.Names, " · "), k.Cohort)}
	for _, t := range k.Tables() {
		tv := tableOf("t-"+strings.ReplaceAll(t.Name, "_", "-"), t, false)
		if tv.Lazy {
			p.lazy = append(p.lazy, tv)
		}
		v.Tables = append(v.Tables, tv)
	}
	if err := add(&v.Charts, charts.ComparePerYear(r, k), charts.IDComparePerYear, true, "No dated counted papers.", nil); err != nil {
		return err
	}
	if err := add(&v.Charts, charts.CompareTimeline(r, k), charts.IDCompareTimeline, true, "No dated education or positions.", nil); err != nil {
		return err
	}
	p.Compare = v
	p.Nav = append(p.Nav[:2:2], append([]navItem{{ID: "shortlist", Label: "Shortlist side by side"}}, p.Nav[2:]...)...)
	return nil
}

// compareHTML is the shortlist section, after the overview.
const compareHTML = `{{define "compare"}}<section id="shortlist" class="section">
  <h2>Shortlist side by side</h2>
  <div class="card">
    <p class="quality-summary">{{.Lead}}</p>
    {{- range .Tables}}{{template "table" .}}{{end}}
  </div>
  <div class="grid">
  {{- range .Charts}}{{template "chart" .}}{{end}}
  </div>
</section>
{{end}}`

// compareJS is the script of the tick boxes (assets/compare.js): it adds
// a tick box to each row of the candidates table and builds the
// side-by-side view of up to MaxCompare ticked candidates from the data
// block. page.js hands it the data (window.vitaeCompare).
//
//go:embed assets/compare.js
var compareJS string
