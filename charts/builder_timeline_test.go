package charts

import (
	"reflect"
	"testing"

	"github.com/vitae-cv/vitae/analytics"
	"github.com/vitae-cv/vitae/cv"
)

// TestBuilderTimelineVariants: one Builder reused from timeline to
// timeline (as the PDF's candidate pages use it) gives CandidateTimeline's
// chart for every candidate of the fictional cohort and for variants of
// each: every span twice and three times (labels made unique), an
// undated span, a kind no palette knows, an expected end, no dated span
// at all.
func TestBuilderTimelineVariants(t *testing.T) {
	rep := fictionalReport(t)
	var b Builder
	extra := []analytics.Span{
		{Kind: "astronaut", Label: "Orbital research", Start: cv.Date{Year: 2015}},
		{Kind: "phd", Label: "PhD", Start: cv.Date{Year: 2019, Month: 9}, End: cv.Date{Year: 2027}, Expected: true},
		{Kind: "faculty", Label: "Lecturer"}, // no start: not drawn
	}
	checked := 0
	for _, c := range rep.Candidates {
		variants := [][]analytics.Span{
			c.Spans,
			append(append([]analytics.Span{}, c.Spans...), c.Spans...),
			append(append(append([]analytics.Span{}, c.Spans...), c.Spans...), c.Spans...),
			append(append([]analytics.Span{}, c.Spans...), extra...),
			extra[2:],
			nil,
		}
		for i, spans := range variants {
			v := *c
			v.Spans = spans
			want := CandidateTimeline(rep, &v)
			got := b.CandidateTimeline(rep, &v)
			if want == nil || got == nil {
				if want != got {
					t.Fatalf("%s, variant %d: reused %+v, fresh %+v", c.Name, i, got, want)
				}
				continue
			}
			if !reflect.DeepEqual(got, want) {
				t.Fatalf("%s, variant %d:\nreused %+v\nfresh  %+v", c.Name, i, got, want)
			}
			checked++
		}
	}
	if checked < 2*len(rep.Candidates) {
		t.Fatalf("only %d timelines compared", checked)
	}
}
