package charts

import (
	"github.com/vitae-cv/vitae/analytics"
	"go/parser"
	"go/token"
	"strconv"
	"strings"
	"testing"
)

// series finds a chart's series by key.
func seriesByKey(t *testing.T, c *Chart, key string) Series {
	t.Helper()
	for _, s := range c.Series {
		if s.Key == key {
			return s
		}
	}
	t.Fatalf("%s: no series %q", c.ID, key)
	return Series{}
}

// TestModelPerYear: the hand-made cohort's papers per year, as data:
// counted types stacked, preprints and patents hatched apart, zeros
// where a year has none, every year 2013..2024.
func TestModelPerYear(t *testing.T) {
	c := PerYear(fictionalReport(t))
	if c.Kind != StackedBars || c.ID != IDPubsPerYear || c.Unit != "papers" {
		t.Errorf("kind %q id %q unit %q", c.Kind, c.ID, c.Unit)
	}
	if got := strings.Join(c.Categories, ","); got != "2013,2014,2015,2016,2017,2018,2019,2020,2021,2022,2023,2024" {
		t.Errorf("categories %s", got)
	}
	var keys []string
	for _, s := range c.Series {
		keys = append(keys, s.Group+":"+s.Key+"/"+s.Stack+"/"+string(s.Style)+"/"+s.Name)
	}
	want := "type:conference/counted//conference;type:journal/counted//journal;" +
		"type:patent/not counted/hatched/patent (not counted);type:preprint/not counted/hatched/preprint (not counted)"
	if got := strings.Join(keys, ";"); got != want {
		t.Errorf("series\n got %s\nwant %s", got, want)
	}
	for key, want := range map[string][]float64{
		"conference": {0, 1, 0, 1, 1, 2, 0, 1, 0, 1, 1, 1},
		"journal":    {1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0},
		"preprint":   {0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0},
		"patent":     {0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0},
	} {
		if got := seriesByKey(t, c, key).Values; !equal(got, want) {
			t.Errorf("%s per year %v, want %v", key, got, want)
		}
	}
	if got := c.Subtitle(); got != "one per paper; grey hatched bars: listed, not counted" {
		t.Errorf("notes %q", got)
	}
	// colours: the meaning's, grey when not counted
	if seriesByKey(t, c, "journal").Color() != "#009E73" || seriesByKey(t, c, "conference").Color() != "#0072B2" {
		t.Error("journal or conference not in the palette's colour")
	}
	if got := seriesByKey(t, c, "preprint").Color(); got != Color(GroupMark, "not_counted") {
		t.Errorf("a type not counted is %s, want the not-counted grey", got)
	}
}

// TestModelAwardsAndFellowships: statuses as keys, counts as values;
// fellowship marks are their own series, never added to the bar.
func TestModelAwardsAndFellowships(t *testing.T) {
	rep := fictionalReport(t)
	a := Awards(rep)
	if got := strings.Join(a.Categories, ","); got != "fellowship" {
		t.Errorf("award categories %s", got)
	}
	for key, n := range map[string]float64{"awarded": 3, "finalist": 3, "nominee": 2} {
		s := seriesByKey(t, a, key)
		if s.Group != GroupStatus || s.Stack != "total" || !equal(s.Values, []float64{n}) {
			t.Errorf("awards %s: %+v", key, s)
		}
	}
	f := Fellowships(rep)
	if f.Kind != BarsWithMarks || strings.Join(f.Categories, "; ") != "Tomas Varga; Mira Okonkwo-Tan; Ana Lindqvist; Kai Brenner" {
		t.Errorf("fellowships %q %v", f.Kind, f.Categories)
	}
	for _, tc := range []struct {
		key, shape, name, color string
		values                  []float64
	}{
		{"awarded", "bar", SeriesAwarded, "#0072B2", []float64{2, 1, 0, 0}},
		{"finalist", "diamond", SeriesFinalist, "#E69F00", []float64{1, 1, 1, 0}},
		{"nominee", "circle", SeriesNominee, "#56B4E9", []float64{2, 0, 0, 0}},
	} {
		s := seriesByKey(t, f, tc.key)
		if s.Shape != tc.shape || s.Name != tc.name || s.Color() != tc.color || !equal(s.Values, tc.values) {
			t.Errorf("fellowships %s: %+v (colour %s), want %s %q %s %v", tc.key, s, s.Color(), tc.shape, tc.name, tc.color, tc.values)
		}
	}
}

// TestModelTimeline: one span per row, kinds as keys (the legend in
// SpanKinds order, then "expected"), expected ends dashed, whole-year
// axis.
func TestModelTimeline(t *testing.T) {
	rep := fictionalReport(t)
	c := CandidateTimeline(rep, cand(t, rep, "Mira Okonkwo-Tan"))
	if c.Kind != Gantt || len(c.Spans) != len(c.Categories) || len(c.Spans) != 3 {
		t.Fatalf("kind %q, %d spans, %d rows", c.Kind, len(c.Spans), len(c.Categories))
	}
	var legend []string
	for _, s := range c.Series {
		legend = append(legend, s.Group+":"+s.Key)
	}
	if got := strings.Join(legend, ","); got != "kind:bachelors,kind:research,mark:expected" {
		t.Errorf("legend %s", got)
	}
	got := map[string]Span{}
	for i, s := range c.Spans {
		got[c.Categories[i]] = s
	}
	phd := got["Ph.D. in Computer Science, Northfield University"]
	if phd.Kind != "phd" || !phd.Expected || !near(phd.To, 2019.75) || !strings.HasSuffix(phd.When, "(expected)") {
		t.Errorf("expected PhD %+v", phd)
	}
	if ra := got["Graduate Research Assistant, Northfield University"]; ra.Kind != "research" || !near(ra.To, 2019.25) || ra.Expected {
		t.Errorf("ongoing post %+v, want research to 2019.25", ra)
	}
	if SpanColor(phd) != Color(GroupKind, "phd") || seriesByKey(t, c, "expected").Color() != Color(GroupMark, "expected") {
		t.Error("span colours are not the palette's")
	}
	if c.Axis == nil || c.Axis.Min != 2008 || c.Axis.Max != 2020 || c.Axis.Step != 1 {
		t.Errorf("axis %+v, want 2008..2020 by 1", c.Axis)
	}
	// the cohort's: every kind drawn is in the legend, once
	co := Timeline(rep)
	in := map[string]int{}
	for _, s := range co.Series {
		in[s.Key]++
	}
	for _, s := range co.Spans {
		k := s.Kind
		if s.Expected {
			k = "expected"
		}
		if in[k] != 1 {
			t.Errorf("span kind %s in the legend %d times", k, in[k])
		}
	}
}

// TestModelOrderAndVenues: Model gives the cohort charts in report
// order; the venue charts are in the cohort colour; the heatmap's cells
// are rows × columns.
func TestModelOrderAndVenues(t *testing.T) {
	rep := fictionalReport(t)
	var ids []string
	for _, c := range Model(rep, 3) {
		ids = append(ids, c.ID)
	}
	if got := strings.Join(ids, ","); got != strings.Join([]string{IDPubsPerYear, IDTopVenues, IDVenueYear, IDAwards, IDFellowships, IDTimeline}, ",") {
		t.Errorf("model order %s", got)
	}
	tv := TopVenues(rep, 3)
	if len(tv.Categories) != 3 || tv.Series[0].Color() != Color(GroupMark, "cohort") || tv.Series[0].Values[0] < tv.Series[0].Values[2] {
		t.Errorf("top venues %+v", tv)
	}
	h := VenueYear(rep)
	if len(h.Cells) != len(h.Categories) || len(h.Cells[0]) != len(h.Columns) || h.Kind != Heatmap {
		t.Errorf("heatmap %d rows × %d columns, %d cells", len(h.Categories), len(h.Columns), len(h.Cells))
	}
	osdi := -1
	for i, v := range h.Categories {
		if v == "OSDI" {
			osdi = i
		}
	}
	if osdi < 0 || h.Cells[osdi][2014-2013] != 1 || h.Cells[osdi][2018-2013] != 1 || h.Cells[osdi][2019-2013] != 0 {
		t.Errorf("OSDI row %v", h.Cells)
	}
}

// TestModelHasNoRendererTypes: the model's file imports no drawing
// library, so every renderer can use it.
func TestModelHasNoRendererTypes(t *testing.T) {
	f, err := parser.ParseFile(token.NewFileSet(), "model.go", nil, parser.ImportsOnly)
	if err != nil {
		t.Fatal(err)
	}
	for _, im := range f.Imports {
		p, _ := strconv.Unquote(im.Path.Value)
		if !strings.HasPrefix(p, "github.com/vitae-cv/vitae/") && strings.Contains(p, ".") {
			t.Errorf("model.go imports %s", p)
		}
	}
}

// TestEmpty: an empty report draws no chart.
func TestEmpty(t *testing.T) {
	rep := analytics.Compute(nil, analytics.Options{}).Finish()
	if PerYear(rep) != nil || VenueYear(rep) != nil || TopVenues(rep, 5) != nil || Awards(rep) != nil ||
		Fellowships(rep) != nil || Timeline(rep) != nil || len(Model(rep, 5)) != 0 {
		t.Error("an empty report gives a chart")
	}
}
