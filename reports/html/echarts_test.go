package html

import (
	"bytes"
	"encoding/json"
	"math"
	"path/filepath"
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/analytics"
	"github.com/vitae-cv/vitae/analytics/analyticstest"
	"github.com/vitae-cv/vitae/charts"
	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/internal/sample"
)

// chartsReport is the report of the chart tests' fictional cohort
// (analyticstest.ChartsCohort), whose ECharts options these tests read.
func chartsReport(t *testing.T) *analytics.Report {
	t.Helper()
	return analytics.Compute(analyticstest.ChartsCohort(), analytics.Options{}).Finish()
}

// option is the part of chart options these tests read.
type option struct {
	Series []struct {
		Name, Type, Stack string
		Data              []struct {
			Name      string
			Value     any
			ItemStyle *struct {
				Color, BorderColor string
				BorderType         string
				Decal              *struct{ Symbol string }
			}
		}
	}
	XAxis []struct{ Data []string }
	YAxis []struct{ Data []string }
}

func options(t *testing.T, c echartsChart) option {
	t.Helper()
	var o option
	if err := json.Unmarshal(marshal(t, c), &o); err != nil {
		t.Fatal(err)
	}
	return o
}

func echartsReport(t *testing.T) *analytics.Report {
	t.Helper()
	cvs, err := sample.Load(filepath.Join("..", "..", "testdata", "cvs"), filepath.Join("..", "..", "testdata", "hostile", "injection.md"))
	if err != nil {
		t.Fatal(err)
	}
	// exact hostile strings, which the Markdown parser would partly strip
	cvs = append(cvs, &cv.CV{Source: "hostile.json", Name: "__f__alert(1)__f__",
		Positions:    []cv.Position{{Title: "</script><script>alert(1)</script>", Kind: cv.KindPostdoc, Start: cv.Date{Year: 2020, Month: 3}, End: cv.Present}},
		Publications: []cv.Publication{{Title: "x", Authors: []string{"__f__alert(1)__f__"}, SelfIndex: 1, VenueRaw: "__f__alert(1)__f__", Year: 2021, Type: cv.TypeConference}}})
	return analytics.Compute(cvs, analytics.Options{}).Finish()
}

func marshal(t *testing.T, c echartsChart) []byte {
	t.Helper()
	c.Validate()
	b, err := json.Marshal(c.JSON())
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func TestCharts(t *testing.T) {
	rep := echartsReport(t)
	cases := []struct {
		id string
		c  echartsChart
	}{
		{charts.IDPubsPerYear, echartsOf(charts.PerYear(rep))},
		{charts.IDVenueYear, echartsOf(charts.VenueYear(rep))},
		{charts.IDTopVenues, echartsOf(charts.TopVenues(rep, 10))},
		{charts.IDAwards, echartsOf(charts.Awards(rep))},
		{charts.IDFellowships, echartsOf(charts.Fellowships(rep))},
		{charts.IDTimeline, echartsOf(charts.Timeline(rep))},
	}
	for _, tc := range cases {
		if tc.c == nil {
			t.Errorf("%s: nil chart", tc.id)
			continue
		}
		if got := echartsInit(tc.c).ChartID; got != tc.id {
			t.Errorf("chart id %q, want %q", got, tc.id)
		}
		if title, _ := echartsTitles(tc.c); title == "" {
			t.Errorf("%s: no title", tc.id)
		}
		a := marshal(t, tc.c)
		if !bytes.Equal(a, marshal(t, tc.c)) {
			t.Errorf("%s: options change between calls", tc.id)
		}
	}
	for _, c := range rep.Candidates {
		for _, ch := range []echartsChart{echartsOf(charts.CandidatePerYear(rep, c)), echartsOf(charts.CandidateVenues(c)), echartsOf(charts.CandidateTimeline(rep, c))} {
			if ch == nil {
				continue
			}
			id := echartsInit(ch).ChartID
			if !strings.HasPrefix(id, "cand-") || strings.ContainsAny(id, " <>\"'") {
				t.Errorf("candidate chart id %q", id)
			}
			marshal(t, ch)
		}
	}
}

func TestTimelineIsGantt(t *testing.T) {
	rep := echartsReport(t)
	var opt struct {
		Series []struct {
			Name, Stack string
			Data        []struct {
				Value any
			}
		}
		YAxis []struct{ Data []string }
	}
	if err := json.Unmarshal(marshal(t, echartsOf(charts.Timeline(rep))), &opt); err != nil {
		t.Fatal(err)
	}
	if len(opt.Series) < 2 || opt.Series[0].Name != "start" {
		t.Fatalf("want an offset series then one per kind, got %d series", len(opt.Series))
	}
	rows := len(opt.YAxis[0].Data)
	for _, s := range opt.Series {
		if s.Stack != "span" || len(s.Data) != rows {
			t.Errorf("series %q: stack %q, %d values for %d rows", s.Name, s.Stack, len(s.Data), rows)
		}
	}
	// every row has exactly one visible bar
	for i := 0; i < rows; i++ {
		n := 0
		for _, s := range opt.Series[1:] {
			if v, ok := s.Data[i].Value.(float64); ok && v > 0 {
				n++
			}
		}
		if n != 1 {
			t.Errorf("row %q: %d visible bars", opt.YAxis[0].Data[i], n)
		}
	}
	// ongoing spans end at the candidate's own as-of date
	var hostile *analytics.Candidate
	for _, c := range rep.Candidates {
		if c.Source == "hostile.json" {
			hostile = c
		}
	}
	end, _ := rep.OngoingEnd(hostile)
	want := analytics.AxisEnd(end)
	found := false
	for i, cat := range opt.YAxis[0].Data {
		if strings.HasPrefix(cat, "__f__alert(1)__f__ · ") {
			found = true
			start := opt.Series[0].Data[i].Value.(float64)
			for _, s := range opt.Series[1:] {
				if v, ok := s.Data[i].Value.(float64); ok {
					if end := start + v; end < want-0.01 || end > want+0.01 {
						t.Errorf("ongoing span ends at %v, want %v (%s)", end, want, hostile.AsOf)
					}
				}
			}
		}
	}
	if !found {
		t.Error("hostile candidate's span missing from the timeline")
	}
}

func TestEmpty(t *testing.T) {
	rep := analytics.Compute(nil, analytics.Options{}).Finish()
	if charts.PerYear(rep) != nil || charts.VenueYear(rep) != nil || charts.TopVenues(rep, 5) != nil || charts.Awards(rep) != nil ||
		charts.Fellowships(rep) != nil || charts.Timeline(rep) != nil || len(charts.Model(rep, 5)) != 0 || echartsOf(nil) != nil {
		t.Error("an empty report gives a chart")
	}
}

// TestPerYearUncountedApart: types the report does not count are their
// own grey, hatched series "… (not counted)" in a stack of their own;
// the year axis runs through years without papers (2019).
func TestPerYearUncountedApart(t *testing.T) {
	rep := chartsReport(t)
	o := options(t, echartsOf(charts.PerYear(rep)))
	want := []string{}
	for y := 2013; y <= 2024; y++ {
		want = append(want, itoa(y))
	}
	if got := strings.Join(o.XAxis[0].Data, ","); got != strings.Join(want, ",") {
		t.Errorf("years %s, want %s", got, strings.Join(want, ","))
	}
	apart := map[string]bool{}
	for _, s := range o.Series {
		counted := !strings.HasSuffix(s.Name, charts.NotCounted)
		switch {
		case counted && s.Stack != "counted":
			t.Errorf("counted series %q in stack %q", s.Name, s.Stack)
		case !counted && s.Stack != "not counted":
			t.Errorf("uncounted series %q in stack %q: stacked with counted ones", s.Name, s.Stack)
		case !counted:
			apart[s.Name] = true
			for i, x := range s.Data {
				if x.Value != "-" && (x.ItemStyle == nil || x.ItemStyle.Decal == nil) {
					t.Errorf("%s %s: not hatched", s.Name, want[i])
				}
			}
		}
	}
	if !apart["preprint (not counted)"] || !apart["patent (not counted)"] || len(apart) != 2 {
		t.Errorf("uncounted series %v, want preprint and patent", apart)
	}
	// the preprint is 2015's only uncounted paper, the patent 2021's
	for _, s := range o.Series {
		if s.Name == "preprint (not counted)" && s.Data[2015-2013].Value != 1.0 {
			t.Errorf("preprints in 2015: %v", s.Data[2015-2013].Value)
		}
		if s.Name == "conference" && s.Data[2018-2013].Value != 2.0 {
			t.Errorf("conference papers in 2018: %v", s.Data[2018-2013].Value)
		}
	}

	// one candidate: the same rule, years 2014..2016 continuous
	co := options(t, echartsOf(charts.CandidatePerYear(rep, chartsCand(t, rep, "Mira Okonkwo-Tan"))))
	if got := strings.Join(co.XAxis[0].Data, ","); got != "2014,2015,2016" {
		t.Errorf("candidate years %s", got)
	}
	names := []string{}
	for _, s := range co.Series {
		names = append(names, s.Name+"/"+s.Stack)
	}
	if got := strings.Join(names, ";"); got != "conference/counted;preprint (not counted)/not counted" {
		t.Errorf("candidate series %s", got)
	}
}

func itoa(n int) string { b, _ := json.Marshal(n); return string(b) }

// TestHeatmapContinuousYears: the venue × year heatmap has a column for
// every year, 2019 (no paper) included.
func TestHeatmapContinuousYears(t *testing.T) {
	o := options(t, echartsOf(charts.VenueYear(chartsReport(t))))
	ys := o.XAxis[0].Data
	if len(ys) != 12 || ys[0] != "2013" || ys[len(ys)-1] != "2024" || ys[6] != "2019" {
		t.Errorf("heatmap years %v", ys)
	}
}

// TestFellowshipsAwardedOnly: the bar is awarded fellowships only, in
// FellowshipTable order; finalist places and nominations are scatter
// marks, one each (at 1, 2, ...), never stacked onto the bar.
func TestFellowshipsAwardedOnly(t *testing.T) {
	rep := chartsReport(t)
	o := options(t, echartsOf(charts.Fellowships(rep)))
	if got := strings.Join(o.YAxis[0].Data, "; "); got != "Tomas Varga; Mira Okonkwo-Tan; Ana Lindqvist; Kai Brenner" {
		t.Errorf("order %s", got)
	}
	if len(o.Series) != 3 {
		t.Fatalf("%d series", len(o.Series))
	}
	bar, fin, nom := o.Series[0], o.Series[1], o.Series[2]
	if bar.Name != charts.SeriesAwarded || bar.Type != "bar" || bar.Stack != "" {
		t.Errorf("bar series %q type %q stack %q", bar.Name, bar.Type, bar.Stack)
	}
	var got []float64
	for _, x := range bar.Data {
		got = append(got, x.Value.(float64))
	}
	if want := []float64{2, 1, 0, 0}; !equal(got, want) {
		t.Errorf("awarded bars %v, want %v", got, want)
	}
	marks := func(s string, data []struct {
		Name      string
		Value     any
		ItemStyle *struct {
			Color, BorderColor string
			BorderType         string
			Decal              *struct{ Symbol string }
		}
	}) string {
		var out []string
		for _, x := range data {
			v := x.Value.([]any)
			out = append(out, analytics.FormatNumber(v[0].(float64))+"@"+o.YAxis[0].Data[int(v[1].(float64))])
		}
		return s + ": " + strings.Join(out, ", ")
	}
	if fin.Type != "scatter" || nom.Type != "scatter" || fin.Stack != "" || nom.Stack != "" {
		t.Errorf("marks are %s/%s stacked %q/%q", fin.Type, nom.Type, fin.Stack, nom.Stack)
	}
	if got := marks(fin.Name, fin.Data); got != charts.SeriesFinalist+": 1@Tomas Varga, 1@Mira Okonkwo-Tan, 1@Ana Lindqvist" {
		t.Errorf("finalist marks %s", got)
	}
	if got := marks(nom.Name, nom.Data); got != charts.SeriesNominee+": 1@Tomas Varga, 2@Tomas Varga" {
		t.Errorf("nominee marks %s", got)
	}
}

func equal(a, b []float64) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// readGantt reads a Gantt chart back: each row's visible bar, its series,
// start and end.
type ganttBar struct {
	series, name string
	from, to     float64
	style        *struct {
		Color, BorderColor string
		BorderType         string
		Decal              *struct{ Symbol string }
	}
}

func readGantt(t *testing.T, o option) map[string]ganttBar {
	t.Helper()
	out := map[string]ganttBar{}
	for i, cat := range o.YAxis[0].Data {
		from := o.Series[0].Data[i].Value.(float64)
		for _, s := range o.Series[1:] {
			if v, ok := s.Data[i].Value.(float64); ok {
				out[cat] = ganttBar{series: s.Name, name: s.Data[i].Name, from: from, to: from + v, style: s.Data[i].ItemStyle}
			}
		}
	}
	return out
}

func near(a, b float64) bool { return math.Abs(a-b) < 0.01 }

// TestTimelineExpectedAndOwnAsOf: an expected PhD end is drawn to the
// expected date (2019-09 ends at 2019.75) in the expected series, lighter
// and dashed, and says "expected"; an ongoing span ends at the
// candidate's own date (2019-03 ends at 2019.25), not the cohort's 2024.
// Both in the candidate's timeline and the cohort's.
func TestTimelineExpectedAndOwnAsOf(t *testing.T) {
	rep := chartsReport(t)
	if rep.AsOf != 2024 {
		t.Fatalf("cohort as of %d", rep.AsOf)
	}
	c := chartsCand(t, rep, "Mira Okonkwo-Tan")
	for _, tc := range []struct {
		name   string
		o      option
		prefix string
	}{
		{"candidate", options(t, echartsOf(charts.CandidateTimeline(rep, c))), ""},
		{"cohort", options(t, echartsOf(charts.Timeline(rep))), "Mira Okonkwo-Tan · "},
	} {
		b := readGantt(t, tc.o)
		phd, ok := b[tc.prefix+"Ph.D. in Computer Science, Northfield University"]
		if !ok {
			t.Fatalf("%s: no PhD row in %v", tc.name, tc.o.YAxis[0].Data)
		}
		if phd.series != charts.SeriesExpected || !near(phd.from, 2013+8.0/12) || !near(phd.to, 2019.75) {
			t.Errorf("%s: PhD in %q from %v to %v, want expected to 2019.75", tc.name, phd.series, phd.from, phd.to)
		}
		if phd.style == nil || phd.style.BorderType != "dashed" || phd.style.Color != charts.Color(charts.GroupMark, "expected") || phd.style.BorderColor != charts.Color(charts.GroupKind, "phd") {
			t.Errorf("%s: expected PhD not drawn in the expected colour, dashed in the PhD's: %+v", tc.name, phd.style)
		}
		if !strings.Contains(phd.name, "2019-09 (expected)") {
			t.Errorf("%s: tooltip %q does not say expected", tc.name, phd.name)
		}
		ra := b[tc.prefix+"Graduate Research Assistant, Northfield University"]
		if ra.series != "research" || !near(ra.to, 2019.25) {
			t.Errorf("%s: ongoing post in %q ends at %v, want 2019.25 (the CV's own date)", tc.name, ra.series, ra.to)
		}
		if ba := b[tc.prefix+"B.S. in Physics, Lakeside College"]; ba.series != "bachelor's" {
			t.Errorf("%s: bachelor's degree in series %q (want the label, not the code)", tc.name, ba.series)
		}
	}
	// the faculty member's ongoing post runs to his own 2024-06
	b := readGantt(t, options(t, echartsOf(charts.Timeline(rep))))
	if f := b["Tomas Varga · Assistant Professor, Eastbrook University"]; !near(f.to, 2024.5) {
		t.Errorf("ongoing faculty post ends at %v, want 2024.5", f.to)
	}
}

func chartsCand(t *testing.T, rep *analytics.Report, name string) *analytics.Candidate {
	t.Helper()
	for _, c := range rep.Candidates {
		if c.Name == name {
			return c
		}
	}
	t.Fatalf("no candidate %q", name)
	return nil
}
