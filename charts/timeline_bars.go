package charts

import (
	"math"
	"strconv"

	"github.com/vitae-cv/vitae/analytics"
)

// CandidateTimelineBars is CandidateTimeline for a renderer that draws
// the bars and reads nothing else: the same Kind, Unit, Categories,
// Spans, Series and Axis, without the ID, the title and the notes, with
// its slices and map made at their size and the kinds drawn marked in an
// array (the PDF's candidate pages: a chart a candidate, for 100,000
// candidates). TestCandidateTimelineBars holds it to CandidateTimeline.
func CandidateTimelineBars(rep *analytics.Report, c *analytics.Candidate) *Chart {
	dated := 0
	for _, s := range c.Spans {
		if s.Start.Year != 0 {
			dated++
		}
	}
	if dated == 0 {
		return nil
	}
	end, label := ongoingEnd(rep, c)
	ch := &Chart{Kind: Gantt, Unit: "years", Categories: make([]string, 0, dated), Spans: make([]Span, 0, dated)}
	seen := make(map[string]int, dated)
	lo, hi := math.Inf(1), end
	kinds := make([]bool, len(SpanKinds)) // by place in SpanKinds
	expected := false
	for _, s := range c.Spans {
		r, ok := spanRow(SpanLabel(s), s, end, label)
		if !ok {
			continue
		}
		seen[r.cat]++
		cat := r.cat
		if n := seen[r.cat]; n > 1 { // as gantt names a repeated label
			cat = r.cat + " (" + strconv.Itoa(n) + ")"
		}
		ch.Categories = append(ch.Categories, cat)
		ch.Spans = append(ch.Spans, r.Span)
		lo, hi = math.Min(lo, r.From), math.Max(hi, r.To)
		if r.Expected {
			expected = true
		} else if i := spanKindPlace(r.Kind); i >= 0 {
			kinds[i] = true
		}
	}
	axis := timeAxis(lo, hi)
	ch.Axis = &axis
	ch.Axis.AsOf = end
	n := 0
	for _, k := range kinds {
		if k {
			n++
		}
	}
	ch.Series = make([]Series, 0, n+1)
	for i, k := range SpanKinds {
		if kinds[i] {
			ch.Series = append(ch.Series, Series{Group: GroupKind, Key: k, Name: analytics.Label(k)})
		}
	}
	if expected {
		ch.Series = append(ch.Series, Series{Group: GroupMark, Key: "expected", Name: SeriesExpected, Style: Dashed})
	}
	return ch
}

// spanKindPlace is the place of kind k in SpanKinds, or -1.
func spanKindPlace(k string) int {
	for i, s := range SpanKinds {
		if s == k {
			return i
		}
	}
	return -1
}
