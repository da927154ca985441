package analytics_test

import (
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/analytics"
	"github.com/vitae-cv/vitae/analytics/analyticstest"
	"github.com/vitae-cv/vitae/cv/corrections/correctionstest"
)

// TestCorrectionMarks: a corrected paper carries its marks into the
// report, the paper and award tables gain a Corrected column, and the
// data-quality section lists the corrections and the stale one; with
// nothing corrected there is no such column.
func TestCorrectionMarks(t *testing.T) {
	r := analyticstest.Corrected(t)
	ada := r.Candidates[0]
	var marked []string
	for _, p := range ada.Papers {
		if m := analytics.CorrectionMark(p.Corrected, p.CorrectionNote); m != "" {
			marked = append(marked, p.Title+": "+m)
		}
	}
	if len(marked) != 1 || marked[0] != correctionstest.PaperTitle+": "+correctionstest.Mark {
		t.Errorf("marked papers %q", marked)
	}
	pubs := r.PublicationsTable()
	last := len(pubs.Columns) - 1
	if pubs.Columns[last].Name != "Corrected" {
		t.Fatalf("columns %v", pubs.Columns)
	}
	got := map[string]any{}
	for _, row := range pubs.Rows {
		got[row[2].(string)] = row[last]
	}
	if got[correctionstest.PaperTitle] != correctionstest.Mark || got["Dense Gadgets"] != "" {
		t.Errorf("Corrected column %v", got)
	}
	aw := r.AwardsTable()
	var awards []string
	for _, row := range aw.Rows {
		awards = append(awards, row[2].(string)+"="+row[len(row)-1].(string))
	}
	if strings.Join(awards, "|") != "Travel Grant=|Example Graduate Fellowship=added by hand — confirmed by the issuer" {
		t.Errorf("awards %q", awards)
	}
	kinds := map[string][]string{}
	for _, row := range r.QualityTable().Rows {
		kinds[row[0].(string)] = append(kinds[row[0].(string)], row[2].(string))
	}
	if len(kinds["corrected by hand"]) != 2 || len(kinds["stale correction"]) != 1 || kinds["stale correction"][0] != correctionstest.Stale {
		t.Errorf("quality rows %q", kinds)
	}
	if !strings.Contains(kinds["corrected by hand"][0], "awards: “Best Poster Award”: removed") {
		t.Errorf("the removal is not listed: %q", kinds["corrected by hand"])
	}
	if s := r.Quality.Summary(); !strings.HasSuffix(s, "2 records corrected by hand, 1 stale correction") {
		t.Errorf("summary %q", s)
	}

	plain := analyticstest.Plain()
	for _, tb := range []analytics.Table{plain.PublicationsTable(), plain.AwardsTable()} {
		if tb.Columns[len(tb.Columns)-1].Name == "Corrected" {
			t.Errorf("%s has a Corrected column with nothing corrected", tb.Name)
		}
	}
	if s := plain.Quality.Summary(); strings.Contains(s, "stale correction") {
		t.Errorf("summary %q", s)
	}
}
