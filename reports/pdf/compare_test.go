package pdf

import (
	"fmt"
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/reports"
)

// TestShortlistPage: with a shortlist the cohort part ends with the
// "Shortlist side by side" page, listed in the contents: the candidates'
// names, each figure with its rank in the cohort, the per-year chart,
// the venues and the timelines; without one there is no such page.
func TestShortlistPage(t *testing.T) {
	plain, _ := renderBytes(t, report(fictionalCVs()), reports.Options{})
	if strings.Contains(pdfText(t, plain), secShortlist) {
		t.Fatal("a shortlist page without --compare")
	}
	r := report(fictionalCVs())
	if err := r.SetComparison([]string{"oskar", "Ilse Marchetti", "tomasz.txt"}); err != nil {
		t.Fatal(err)
	}
	data, st := renderBytes(t, r, reports.Options{})
	contents := pdfText(t, data, "-f", "1", "-l", fmt.Sprint(st.ContentsPages))
	if !strings.Contains(contents, secShortlist) {
		t.Errorf("contents lack the shortlist:\n%s", contents)
	}
	page := squash(pdfText(t, data, "-f", fmt.Sprint(st.ContentsPages+1), "-l", fmt.Sprint(st.CohortPages)))
	at := strings.Index(page, secShortlist)
	if at < 0 {
		t.Fatalf("no shortlist page in the cohort part:\n%s", page)
	}
	page = page[at:]
	k := r.Comparison
	papers := k.Figure("papers")
	want := []string{"Oskar Lindqvist · Ilse Marchetti · Tomasz Reyes", "Ranks are among the 4 candidates",
		"Papers (credit) " + strings.Join([]string{
			fmt.Sprintf("%v (%d of 4)", papers.Values[0], papers.Ranks[0]),
			fmt.Sprintf("%v (%d of 4)", papers.Values[1], papers.Ranks[1]),
			fmt.Sprintf("%v (%d of 4)", papers.Values[2], papers.Ranks[2])}, " "),
		"Counted papers per year, side by side (one year axis)", "Counted papers by venue", "SOSP",
		"Fellowships and awards", "2023 · Borealis Fellowship (fellowship, awarded)", "Career timelines, one time axis",
		"Ilse Marchetti · PhD in Computer Science"}
	for _, w := range want {
		if !strings.Contains(page, w) {
			t.Errorf("shortlist page lacks %q:\n%s", w, page)
		}
	}
}
