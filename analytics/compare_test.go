package analytics_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/analytics"
)

// The fictional cohort (fixture_test.go): Ada has counted papers in
// 2019, 2020, 2021 (two) and 2022; Chen in 2014, 2016, 2017 and 2019.
func TestCompareSharedAxesAndRanks(t *testing.T) {
	rep := analytics.Compute(cohort(), analytics.Options{}).Finish()
	if err := rep.SetComparison([]string{"ada quill", "CHEN.TXT"}); err != nil {
		t.Fatal(err)
	}
	k := rep.Comparison
	if !slices.Equal(k.Names, []string{"Ada Quill", "Chen Wu"}) || k.Cohort != 4 {
		t.Fatalf("names %q of %d", k.Names, k.Cohort)
	}
	wantYears := []int{2014, 2015, 2016, 2017, 2018, 2019, 2020, 2021, 2022}
	if !slices.Equal(k.Years, wantYears) {
		t.Fatalf("shared year axis %v, want %v", k.Years, wantYears)
	}
	if want := []float64{0, 0, 0, 0, 0, 1, 1, 2, 1}; !slices.Equal(k.PerYear[0], want) {
		t.Errorf("Ada per year %v, want %v", k.PerYear[0], want)
	}
	if want := []float64{1, 0, 1, 1, 0, 1, 0, 0, 0}; !slices.Equal(k.PerYear[1], want) {
		t.Errorf("Chen per year %v, want %v", k.PerYear[1], want)
	}
	if len(k.Venues) != 8 || k.Venues[0] != "OSDI" || !slices.Equal([]float64{k.ByVenue[0][0], k.ByVenue[1][0]}, []float64{1, 1}) {
		t.Errorf("venues %q by venue %v: want 8, OSDI first with one paper each", k.Venues, k.ByVenue)
	}
	papers := k.Figure("papers")
	if papers == nil || !slices.Equal(papers.Values, []float64{5, 4}) || !slices.Equal(papers.Ranks, []int{1, 2}) {
		t.Errorf("papers figure %+v, want 5 (1st) and 4 (2nd)", papers)
	}
	for _, f := range k.Figures {
		for i, c := range k.Candidates {
			if f.Ranks[i] != c.Ranks.Of(f.Metric) {
				t.Errorf("%s: rank %d, the cohort's is %d", f.Metric, f.Ranks[i], c.Ranks.Of(f.Metric))
			}
		}
	}
	if k.Figure("first_author_share") == nil {
		t.Error("no first-author share")
	}
	if len(k.Honours[0]) != 4 || k.Honours[0][0].Year < k.Honours[0][len(k.Honours[0])-1].Year {
		t.Errorf("Ada's honours %+v: want 4, newest first", k.Honours[0])
	}
}

func TestCompareTablesAddUp(t *testing.T) {
	rep := analytics.Compute(cohort(), analytics.Options{}).Finish()
	if err := rep.SetComparison([]string{"bruno", "ada", "chen"}); err != nil {
		t.Fatal(err)
	}
	k := rep.Comparison
	py := k.PerYearTable()
	total := py.Rows[len(py.Rows)-1]
	if total[0] != "total" || py.Rows[len(py.Rows)-2][0] != "no year" {
		t.Fatalf("last rows %v", py.Rows[len(py.Rows)-2:])
	}
	for i, c := range k.Candidates {
		if got := total[i+1].(float64); got != c.Counts.Credit {
			t.Errorf("%s: per-year total %v, counted credit %v", c.Name, got, c.Counts.Credit)
		}
	}
	if k.NoYear[0] != 1 { // Bruno's b3 has no year
		t.Errorf("Bruno's papers without a year %v, want 1", k.NoYear[0])
	}
	fig := k.FiguresTable()
	if len(fig.Columns) != 4 || fig.Rows[2][0] != "Papers (credit)" || fig.Rows[2][2] != "5 (1 of 4)" {
		t.Errorf("figures table %v / %v", fig.Columns, fig.Rows[2])
	}
}

func TestFindCandidatesErrors(t *testing.T) {
	rep := analytics.Compute(cohort(), analytics.Options{}).Finish()
	for _, tc := range []struct {
		names []string
		want  []string // in the error
	}{
		{[]string{"ada"}, []string{"2 to 4", "not 1"}},
		{[]string{"ada", "bruno", "chen", "dana", "ada"}, []string{"not 5"}},
		{[]string{"ada", "Zelda Frost"}, []string{`"Zelda Frost"`, "Ada Quill, ada.txt", "Dana Eze"}},
		{[]string{"ada", "e"}, []string{`"e" could be any of`, "Bruno Vale", "Chen Wu", "Dana Eze"}},
		{[]string{"ada", "Ada Quill"}, []string{"already on the shortlist"}},
		{[]string{"ada", " "}, []string{`" "`}},
	} {
		_, err := rep.FindCandidates(tc.names)
		if err == nil {
			t.Errorf("%q: no error", tc.names)
			continue
		}
		for _, w := range tc.want {
			if !strings.Contains(err.Error(), w) {
				t.Errorf("%q: error %q lacks %q", tc.names, err, w)
			}
		}
	}
}
