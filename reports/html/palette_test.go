package html

import (
	"encoding/json"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/analytics"
	"github.com/vitae-cv/vitae/charts"
	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/reports"
)

// meanings maps a series name, as the page's chart options hold it, to
// the palette colour of its meaning: publication types (counted, or
// grey when not counted), award statuses, fellowship bar and marks,
// timeline kinds, expected ends, the cohort's venues.
func meanings() map[string]string {
	m := map[string]string{
		charts.SeriesAwarded:  charts.Color(charts.GroupStatus, "awarded"),
		charts.SeriesFinalist: charts.Color(charts.GroupStatus, "finalist"),
		charts.SeriesNominee:  charts.Color(charts.GroupStatus, "nominee"),
		charts.SeriesExpected: charts.Color(charts.GroupMark, "expected"),
		"papers":              charts.Color(charts.GroupMark, "cohort"),
		"start":               "transparent", // the Gantt's invisible offset bars
	}
	for _, t := range analytics.PubTypes {
		m[analytics.Label(t)] = charts.Color(charts.GroupType, string(t))
		m[analytics.Label(t)+charts.NotCounted] = charts.Color(charts.GroupMark, "not_counted")
	}
	for _, s := range analytics.AwardStatuses {
		m[analytics.Label(s)] = charts.Color(charts.GroupStatus, string(s))
	}
	for _, k := range charts.SpanKinds {
		m[analytics.Label(k)] = charts.Color(charts.GroupKind, k)
	}
	return m
}

// palettePage renders the fictional sample CVs (testdata/cvs, without
// the hostile ones) plus a hand-made CV with a journal paper, a preprint,
// fellowships of every status and an expected PhD, so that every meaning
// the test checks is drawn.
func palettePage(t *testing.T) dataJSON {
	t.Helper()
	var cvs []*cv.CV
	for _, c := range loadCVs(t) {
		if !strings.Contains(c.Source, "hostile") && !strings.Contains(c.Source, "injection") {
			cvs = append(cvs, c)
		}
	}
	cvs = append(cvs, &cv.CV{Source: "palette.md", Name: "Rosa Palette", AsOf: &cv.AsOf{Date: d(2024, 2), Source: cv.AsOfStated},
		Education: []cv.Education{{Degree: "PhD", Level: cv.LevelPhD, Institution: "Eastbrook University", Start: d(2020, 9), End: d(2025, 6), Expected: true}},
		Positions: []cv.Position{{Title: "Visiting student", Organization: "Westmoor University", Kind: cv.KindVisiting, Start: d(2022, 6), End: d(2022, 9)},
			{Title: "Intern", Organization: "Lakeside Labs", Kind: cv.KindInternship, Start: d(2021, 6), End: d(2021, 9)},
			{Title: "Teaching assistant", Organization: "Eastbrook University", Kind: cv.KindTeaching, Start: d(2020, 9), End: d(2021, 6)}},
		Publications: []cv.Publication{pub("A journal paper", "TOCS", 2022, cv.TypeJournal), pub("A conference paper", "OSDI", 2023, cv.TypeConference),
			pub("A preprint", "", 2023, cv.TypePreprint)},
		Awards: []cv.Award{{Name: "Alpha Fellowship", Year: 2021, Category: cv.CatFellowship, Status: cv.StatusAwarded},
			{Name: "Beta Fellowship", Year: 2022, Category: cv.CatFellowship, Status: cv.StatusFinalist},
			{Name: "Gamma Fellowship", Year: 2023, Category: cv.CatFellowship, Status: cv.StatusNominee}}})
	r := analytics.Compute(cvs, analytics.Options{}).Finish()
	return chartData(t, string(render(t, r, reports.Options{})))
}

func asMap(v any) map[string]any   { m, _ := v.(map[string]any); return m }
func asList(v any) []any           { l, _ := v.([]any); return l }
func colorOf(v any) string         { s, _ := asMap(v)["color"].(string); return s }
func styleOf(v any) map[string]any { return asMap(asMap(v)["itemStyle"]) }

// TestPalette: every series colour in the page's chart options is the
// palette colour of the series' meaning (charts.Color), item colours
// too (grey hatched bars not counted, expected ends); the heatmap runs
// from heat_low to heat_high; and no chart holds a colour the palette
// does not have.
func TestPalette(t *testing.T) {
	data := palettePage(t)
	want := meanings()
	seen := map[string]string{} // series name -> colour
	for _, c := range data.Charts {
		for _, s := range asList(c.Option["series"]) {
			name, _ := asMap(s)["name"].(string)
			got := colorOf(styleOf(s))
			if name == "papers" && asMap(s)["type"] == "heatmap" {
				continue // coloured by the visual map
			}
			w, ok := want[name]
			if !ok {
				t.Errorf("%s: series %q has no meaning in the palette", c.ID, name)
				continue
			}
			if got != w {
				t.Errorf("%s: series %q is %q, want %q", c.ID, name, got, w)
			}
			seen[name] = got
			for _, item := range asList(asMap(s)["data"]) {
				st := styleOf(item)
				if st == nil {
					continue
				}
				if ic := colorOf(st); ic != w {
					t.Errorf("%s: an item of %q is %q, want %q", c.ID, name, ic, w)
				}
				if strings.HasSuffix(name, charts.NotCounted) && st["decal"] == nil {
					t.Errorf("%s: %q not hatched", c.ID, name)
				}
				if name == charts.SeriesExpected {
					if st["borderType"] != "dashed" || !isPalette(st["borderColor"]) {
						t.Errorf("%s: expected end %v, want dashed in its kind's colour", c.ID, st)
					}
				}
			}
		}
		if vm := asList(c.Option["visualMap"]); len(vm) > 0 {
			got := asList(asMap(asMap(vm[0])["inRange"])["color"])
			if len(got) != 2 || got[0] != charts.Color(charts.GroupMark, "heat_low") || got[1] != charts.Color(charts.GroupMark, "heat_high") {
				t.Errorf("%s: heatmap colours %v", c.ID, got)
			}
			seen["heatmap"] = "yes"
		}
	}
	// the meanings the issue names, with the palette's colours
	for name, hex := range map[string]string{
		"journal": "#009E73", "conference": "#0072B2", "preprint" + charts.NotCounted: "#999999",
		charts.SeriesAwarded: "#0072B2", charts.SeriesFinalist: "#E69F00", charts.SeriesNominee: "#56B4E9",
		"awarded": "#0072B2", "finalist": "#E69F00", "nominee": "#56B4E9",
		"PhD": "#0072B2", "postdoc": "#009E73", "visiting": "#000000", "internship": "#F0E442", "teaching": "#7A7A7A",
		charts.SeriesExpected: charts.Color(charts.GroupMark, "expected"), "papers": charts.Color(charts.GroupMark, "cohort"),
	} {
		if got, ok := seen[name]; !ok {
			t.Errorf("no %q series in the page", name)
		} else if got != hex {
			t.Errorf("%q is %s in the page, want %s", name, got, hex)
		}
	}
	if seen["heatmap"] == "" {
		t.Error("no heatmap in the page")
	}
	var names []string
	for n := range seen {
		names = append(names, n)
	}
	sort.Strings(names)
	t.Logf("series checked: %s", strings.Join(names, ", "))

	// no colour outside the palette, bar the Gantt's invisible offsets,
	// the white hatching and the grid lines
	blob := reColor.FindAllStringSubmatch(string(mustJSON(t, data)), -1)
	for _, m := range blob {
		if c := m[1]; !isPalette(c) && c != "transparent" && c != "rgba(255,255,255,0.6)" && c != "#e4e7ec" {
			t.Errorf("colour %q in the chart options is not the palette's", c)
		}
	}
}

var reColor = regexp.MustCompile(`"(?:color|borderColor)":"([^"]*)"`)

// isPalette reports whether v is a colour of the palette.
func isPalette(v any) bool {
	s, _ := v.(string)
	for _, g := range []string{charts.GroupType, charts.GroupStatus, charts.GroupKind, charts.GroupMark} {
		for _, k := range charts.PaletteKeys(g) {
			if charts.Color(g, k) == s {
				return true
			}
		}
	}
	return false
}

func mustJSON(t *testing.T, v any) []byte {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return b
}
