package charts

import (
	"math"
	"slices"
	"strconv"

	"github.com/vitae-cv/vitae/analytics"
	"github.com/vitae-cv/vitae/cv"
)

// Builder makes one candidate's charts at a time into storage it reuses,
// for a renderer that is done with a candidate's charts before it asks
// for the next candidate's (the HTML page's data block, written one
// candidate at a time): making each chart anew was a third of what that
// page allocated. Its charts are those of CandidatePerYear,
// CandidateVenues and CandidateTimeline, each valid until the Builder
// makes the next of the same chart. The zero Builder is ready to use; a Builder is not safe
// for concurrent use.
type Builder struct {
	perYear, venues, timeline Chart
	axis                      Axis
	rows                      []ganttRow
	seen                      map[string]int
	kinds                     []bool
	values                    []float64 // the per-year series' values, one after another
	venueValues               []float64
	years                     map[int]string
}

// CandidatePerYear is CandidatePerYear(rep, c), made in b's storage.
func (b *Builder) CandidatePerYear(rep *analytics.Report, c *analytics.Candidate) *Chart {
	tally := c.YearTally()
	notes := append(b.perYear.Notes[:0], "by type")
	return b.perYearChart(&b.perYear, keyID(c, "pubs"), "Publications per year", notes, tally.Years(), rep.TypesIn(tally), rep.Counts,
		func(y int, t cv.PubType) float64 { return tally.YearType[y][t] })
}

// CandidateVenues is CandidateVenues(c), made in b's storage: one
// candidate's counted papers per catalogued venue (the ByVenue of its
// Tally), most first. Papers at venues the catalogue lacks are not bars
// (they are no venue the cohort ranks): a note counts them, and the
// publication list shows each as written.
func (b *Builder) CandidateVenues(c *analytics.Candidate) *Chart {
	vs, byVenue := c.TopVenues(0)
	if len(vs) == 0 {
		return nil
	}
	notes := append(b.venues.Notes[:0], "counted papers")
	if n := c.Counts.OutsideCatalogue; n > 0 {
		notes = append(notes, analytics.FormatNumber(Round2(n))+" more at venues not in the catalogue (see the publications)")
	}
	b.venueValues = b.venueValues[:0]
	for _, v := range vs {
		b.venueValues = append(b.venueValues, Round2(byVenue[v]))
	}
	s := Series{Group: GroupMark, Key: "cohort", Name: "papers", Values: b.venueValues}
	b.venues = Chart{ID: keyID(c, "venues"), Kind: Bars, Title: "Venues", Notes: notes, Categories: vs, Series: append(b.venues.Series[:0], s), Unit: "papers"}
	return &b.venues
}

// CandidateTimeline is CandidateTimeline(rep, c), made in b's storage.
func (b *Builder) CandidateTimeline(rep *analytics.Report, c *analytics.Candidate) *Chart {
	b.rows = b.rows[:0]
	skipped := 0
	end, label := ongoingEnd(rep, c)
	for _, s := range c.Spans {
		r, ok := spanRow(SpanLabel(s), s, end, label)
		if !ok {
			skipped++
			continue
		}
		b.rows = append(b.rows, r)
	}
	if len(b.rows) == 0 {
		return nil
	}
	notes := appendTimelineNotes(b.timeline.Notes[:0], "the CV's date, "+label, skipped)
	ch := b.gantt(&b.timeline, keyID(c, "timeline"), "Career timeline", notes, b.rows, end)
	ch.Axis.AsOf = end
	return ch
}

// perYearChart lays out papers per year by type into c (see perYear).
func (b *Builder) perYearChart(c *Chart, id, title string, notes []string, years []int, types []cv.PubType, counts func(cv.PubType) bool, value func(y int, t cv.PubType) float64) *Chart {
	if len(years) == 0 {
		return nil
	}
	*c = Chart{ID: id, Kind: StackedBars, Title: title, Notes: notes, Categories: b.yearLabels(c.Categories[:0], years), Series: c.Series[:0], Unit: "papers"}
	b.values = b.values[:0]
	apart := false
	for _, t := range types {
		s := Series{Group: GroupType, Key: string(t), Name: analytics.Label(t), Stack: StackCounted, Values: b.floats(len(years))}
		has := false
		for i, y := range years {
			s.Values[i] = Round2(value(y, t))
			has = has || s.Values[i] > 0
		}
		if !has {
			continue
		}
		if !counts(t) {
			s.Name, s.Stack, s.Style, apart = s.Name+NotCounted, StackNotCounted, Hatched, true
		}
		c.Series = append(c.Series, s)
	}
	if apart {
		c.Notes = append(c.Notes, "grey hatched bars: listed, not counted")
	}
	return c
}

// floats is n zeros from b's values, which grow (into a new array, so
// that the slices given before keep theirs) when full.
func (b *Builder) floats(n int) []float64 {
	if len(b.values)+n > cap(b.values) {
		b.values = make([]float64, 0, max(2*cap(b.values), n, 64))
	}
	start := len(b.values)
	b.values = append(b.values, make([]float64, n)...)
	return b.values[start:len(b.values):len(b.values)]
}

// yearLabels appends the years as text, each made once per Builder.
func (b *Builder) yearLabels(dst []string, years []int) []string {
	if b.years == nil {
		b.years = map[int]string{}
	}
	for _, y := range years {
		s, ok := b.years[y]
		if !ok {
			s = strconv.Itoa(y)
			b.years[y] = s
		}
		dst = append(dst, s)
	}
	return dst
}

// gantt lays out a timeline into c: unique row labels (a repeated one
// gets " (2)"), the time axis in whole years (at least to axisEnd), and
// the legend: the kinds drawn, in SpanKinds order, then "expected".
func (b *Builder) gantt(c *Chart, id, title string, notes []string, rows []ganttRow, axisEnd float64) *Chart {
	if len(rows) == 0 {
		return nil
	}
	*c = Chart{ID: id, Kind: Gantt, Title: title, Notes: notes, Unit: "years", Categories: c.Categories[:0], Spans: c.Spans[:0], Series: c.Series[:0]}
	if b.seen == nil {
		b.seen = map[string]int{}
	}
	clear(b.seen)
	b.kinds = append(b.kinds[:0], make([]bool, len(SpanKinds))...)
	lo, hi := math.Inf(1), axisEnd
	expected := false
	for _, r := range rows {
		b.seen[r.cat]++
		cat := r.cat
		if n := b.seen[r.cat]; n > 1 {
			cat = r.cat + " (" + strconv.Itoa(n) + ")"
		}
		c.Categories = append(c.Categories, cat)
		c.Spans = append(c.Spans, r.Span)
		lo, hi = math.Min(lo, r.From), math.Max(hi, r.To)
		if r.Expected {
			expected = true
		} else if k := slices.Index(SpanKinds, r.Kind); k >= 0 {
			b.kinds[k] = true
		}
	}
	b.axis = timeAxis(lo, hi)
	c.Axis = &b.axis
	for i, k := range SpanKinds {
		if b.kinds[i] {
			c.Series = append(c.Series, Series{Group: GroupKind, Key: k, Name: analytics.Label(k)})
		}
	}
	if expected {
		c.Series = append(c.Series, Series{Group: GroupMark, Key: "expected", Name: SeriesExpected, Style: Dashed})
	}
	return c
}
