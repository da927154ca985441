package charts

import (
	"strings"
	"testing"
)

// TestCompareCharts: the per-year chart has one bar series per candidate
// on the comparison's year axis, in the shortlist's colours; the
// timeline has every dated span of the shortlist and no one else's.
func TestCompareCharts(t *testing.T) {
	rep := fictionalReport(t)
	if err := rep.SetComparison([]string{rep.Candidates[0].Name, rep.Candidates[1].Name}); err != nil {
		t.Fatal(err)
	}
	k := rep.Comparison
	py := ComparePerYear(rep, k)
	if py == nil || len(py.Series) != 2 || len(py.Categories) != len(k.Years) {
		t.Fatalf("per year %+v", py)
	}
	for i, s := range py.Series {
		if s.Name != k.Names[i] || s.Color() != ShortlistColor(i) || s.Stack == py.Series[1-i].Stack {
			t.Errorf("series %d: %+v", i, s)
		}
		sum := 0.0
		for _, v := range s.Values {
			sum += v
		}
		if sum+k.NoYear[i] != k.Candidates[i].Counts.Credit {
			t.Errorf("%s: %v in the bars + %v without a year, counted %v", s.Name, sum, k.NoYear[i], k.Candidates[i].Counts.Credit)
		}
	}
	if ShortlistColor(0) == ShortlistColor(1) || ShortlistColor(2) == ShortlistColor(3) {
		t.Error("shortlist colours repeat")
	}
	tl := CompareTimeline(rep, k)
	want := 0
	for _, c := range k.Candidates {
		for _, s := range c.Spans {
			if s.Start.Year > 0 {
				want++
			}
		}
	}
	if tl == nil || len(tl.Spans) != want {
		t.Fatalf("timeline: %v rows, want %d", tl, want)
	}
	for _, cat := range tl.Categories {
		if !strings.HasPrefix(cat, k.Names[0]+" · ") && !strings.HasPrefix(cat, k.Names[1]+" · ") {
			t.Errorf("timeline row %q is not the shortlist's", cat)
		}
	}
}
