package charts

import (
	"fmt"

	"github.com/vitae-cv/vitae/analytics"
)

// Chart ids of a side-by-side comparison.
const (
	IDComparePerYear  = "chart-compare-per-year"
	IDCompareTimeline = "chart-compare-timeline"
)

// GroupShortlist colours the candidates of a comparison, keyed "1" to
// "4" in the order they were named.
const GroupShortlist = "shortlist"

// ShortlistColor is the colour of the i-th (0-based) candidate of a
// comparison, the same in every format.
func ShortlistColor(i int) string { return Color(GroupShortlist, fmt.Sprint(i+1)) }

// ComparePerYear is the shortlist's counted papers per year on the
// comparison's one year axis: a bar per candidate in each year, side by
// side (each candidate its own stack); nil when none has a dated paper.
func ComparePerYear(rep *analytics.Report, k *analytics.Comparison) *Chart {
	if k == nil || len(k.Years) == 0 {
		return nil
	}
	c := &Chart{ID: IDComparePerYear, Kind: StackedBars, Title: "Counted papers per year, side by side",
		Notes: []string{credit(rep), "one year axis for all"}, Categories: yearLabels(k.Years), Unit: "papers"}
	for i, name := range k.Names {
		c.Series = append(c.Series, Series{Group: GroupShortlist, Key: fmt.Sprint(i + 1), Name: name, Stack: name, Values: append([]float64(nil), k.PerYear[i]...)})
	}
	return c
}

// CompareTimeline is the shortlist's education and positions on one time
// axis (rows "Candidate · span"), each candidate's ongoing spans ending
// at their own as-of date, as the cohort's Timeline draws them.
func CompareTimeline(rep *analytics.Report, k *analytics.Comparison) *Chart {
	if k == nil {
		return nil
	}
	var rows []ganttRow
	skipped := 0
	for _, c := range k.Candidates {
		end, label := ongoingEnd(rep, c)
		for _, s := range c.Spans {
			r, ok := spanRow(c.Name+" · "+SpanLabel(s), s, end, label)
			if !ok {
				skipped++
				continue
			}
			rows = append(rows, r)
		}
	}
	ch := gantt(IDCompareTimeline, "Career timelines, side by side", timelineNotes("each CV's own date", skipped), rows, 0)
	return ch
}
