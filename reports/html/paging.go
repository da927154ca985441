package html

import (
	"strings"

	"github.com/vitae-cv/vitae/analytics"
	"github.com/vitae-cv/vitae/charts"
	"github.com/vitae-cv/vitae/cv"
)

// Cohort charts with one row per candidate (the fellowships chart, the
// cohort timeline) show charts.MaxCohortRows candidates at a time when
// the cohort is larger: the top candidates by a metric the reader picks
// (a numeric column of the candidates table, the headline rate first),
// with previous and next pages through the rest in that order. Ties keep
// report order (name, then key). The page script draws every page from
// the data block's "paging" entry:
//
//	per      candidates per page (charts.MaxCohortRows)
//	metrics  the candidates table's columns a chart may be ordered by
//	def      the column ordered by at first (the headline rate)
//	charts   [[chart id, kind ("timeline" or "fellowships"), notes]]:
//	         notes is the chart's subtitle past what the page says
//	fkeys    the fellowship statuses of the bar and the marks
//	marks    the most marks drawn per candidate and status
//	fellows  [[candidate index, awarded, finalist, nominee]], for
//	         candidates with any fellowship
//	tl       [[candidate index, spans without dates, 0]]: a candidate
//	         who has spans without dates (the cohort timeline draws the
//	         spans of each candidate's own chart)
type pagedChart struct {
	ID, Kind, Notes string
}

// fellowKeys are the fellowship statuses the chart draws: the bar, then
// the marks (charts.Fellowships).
var fellowKeys = []cv.AwardStatus{cv.StatusAwarded, cv.StatusFinalist, cv.StatusNominee}

// pagedCharts marks the cohort charts of one row per candidate as paged
// when the cohort has more than charts.MaxCohortRows candidates, and
// returns them with the notes of their subtitle the page keeps.
func pagedCharts(p *page, models map[string]*charts.Chart, n int) []pagedChart {
	if n <= charts.MaxCohortRows {
		return nil
	}
	var out []pagedChart
	for i := range p.Charts {
		v := &p.Charts[i]
		kind := map[string]string{charts.IDTimeline: "timeline", charts.IDFellowships: "fellowships"}[v.ID]
		if kind == "" || v.Empty != "" || models[v.ID] == nil {
			continue
		}
		v.Page = charts.MaxCohortRows
		out = append(out, pagedChart{ID: v.ID, Kind: kind, Notes: strings.Join(keptNotes(models[v.ID].Notes), "; ")})
	}
	return out
}

// keptNotes drops the notes a paged chart's page rewrites: which
// candidates are shown (the first note) and how many spans without
// dates they have.
func keptNotes(notes []string) []string {
	var out []string
	for i, n := range notes {
		if i == 0 || strings.HasSuffix(n, " without dates not shown") {
			continue
		}
		out = append(out, n)
	}
	return out
}

// metricColumns are the candidates table's columns a paged chart may be
// ordered by: the numeric ones but the ranks (the headline rate's, which
// orders as the rate does), and the one ordered by at first: the
// headline rate's.
func metricColumns(head []headCell) (cols []int, def int) {
	def = -1
	headline := analytics.HeadlineLabel()
	for i, h := range head {
		if !h.Num || strings.HasPrefix(h.Name, "Rank in ") {
			continue
		}
		cols = append(cols, i)
		if h.Name == headline {
			def = i
		}
	}
	if def < 0 && len(cols) > 0 {
		def = cols[0]
	}
	return cols, def
}

// writePaging writes the data block's "paging" entry (see pagedChart).
func writePaging(d *dataWriter, r *analytics.Report, p *page, head []headCell) {
	cols, def := metricColumns(head)
	chs := make([]any, len(p.paged))
	for i, c := range p.paged {
		chs[i] = []any{d.str(c.ID), d.str(c.Kind), d.str(c.Notes)}
	}
	keys := make([]int, len(fellowKeys))
	for i, k := range fellowKeys {
		keys[i] = d.str(string(k))
	}
	d.raw(`{"per":`)
	d.value(charts.MaxCohortRows)
	d.raw(`,"metrics":`)
	d.value(cols)
	d.raw(`,"def":`)
	d.value(def)
	d.raw(`,"charts":`)
	d.value(chs)
	d.raw(`,"fkeys":`)
	d.value(keys)
	d.raw(`,"marks":`)
	d.value(maxMarks)
	d.raw(`,"fellows":[`)
	first := true
	for i, c := range r.Candidates {
		d.open()
		d.num(i)
		has := false
		for _, k := range fellowKeys {
			x := c.AwardCount(cv.CatFellowship, k)
			d.num(x)
			has = has || x > 0
		}
		d.close()
		if !has {
			d.buf = d.buf[:0]
			continue
		}
		if !first {
			d.raw(",")
		}
		first = false
		d.emit()
	}
	d.raw(`],"tl":[`)
	first = true
	for i, c := range r.Candidates {
		row := cohortTimelineRow(c, i)
		if row == nil {
			continue
		}
		if !first {
			d.raw(",")
		}
		first = false
		d.value(row)
	}
	d.raw("]}")
}

// cohortTimelineRow is candidate c's "tl" entry (see pagedChart), nil
// when every span has a date: the cohort timeline then draws the spans
// of the candidate's own chart (both end ongoing spans where
// analytics' Report.OngoingEnd says). The third element, once the
// spans of an undated CV's cohort rows, is always 0 now that both
// charts place spans alike; it is kept for the page's script.
func cohortTimelineRow(c *analytics.Candidate, i int) []any {
	skipped := c.SpansWithoutStart() // charts places no span without a start year
	if skipped == 0 {
		return nil
	}
	return []any{i, skipped, 0}
}
