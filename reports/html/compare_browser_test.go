package html

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/vitae-cv/vitae/analytics"
	"github.com/vitae-cv/vitae/charts"
	"github.com/vitae-cv/vitae/internal/sample"
	"github.com/vitae-cv/vitae/reports"
)

// TestBrowserCompareTicks opens a report of generated candidates in
// headless Chromium, ticks three candidates in the candidates table and
// checks the side-by-side view: their names, each key figure with its
// rank in the cohort as analytics computed it, and counted papers per
// year on one year axis as analytics' Comparison has them; a fourth tick
// is taken, a fifth refused with a message; no JavaScript error.
// VITAE_BROWSER_SHOTS=dir writes screenshots there.
func TestBrowserCompareTicks(t *testing.T) {
	r, path := generated(t, 12)
	b := openPage(t, path, "")
	shot := func(name string) {
		if dir := os.Getenv("VITAE_BROWSER_SHOTS"); dir != "" {
			if err := b.Screenshot(filepath.Join(dir, name+".png")); err != nil {
				t.Error(err)
			}
		}
	}
	scrollTo := func(id string) {
		b.Eval(`document.getElementById("`+id+`").scrollIntoView({behavior: "instant", block: "start"})`, nil)
		time.Sleep(300 * time.Millisecond) // let the page paint
	}
	var n int
	if err := b.Eval(`document.querySelectorAll("#t-summary input.compare-tick").length`, &n); err != nil || n != min(len(r.Candidates), PageSize) {
		t.Fatalf("%d tick boxes (%v), want one per shown row", n, err)
	}
	tick := func(k int) (idx int) {
		t.Helper()
		if err := b.Eval(fmt.Sprintf(`(function () { var box = document.querySelectorAll("#t-summary input.compare-tick")[%d]; box.click(); return +box.getAttribute("data-cand"); })()`, k), &idx); err != nil {
			t.Fatal(err)
		}
		return idx
	}
	var picked []*analytics.Candidate
	for _, k := range []int{0, 3, 5} {
		picked = append(picked, r.Candidates[tick(k)])
	}
	if err := b.Wait(`!document.getElementById("compare-view").hidden`, 10*time.Second); err != nil {
		t.Fatal(err)
	}
	var title string
	var figs [][]string
	if err := b.Eval(`document.querySelector("#compare-view h2").textContent`, &title); err != nil {
		t.Fatal(err)
	}
	for _, c := range picked {
		if !strings.Contains(title, c.Name) {
			t.Errorf("view title %q lacks %s", title, c.Name)
		}
	}
	if err := b.Eval(`Array.from(document.querySelectorAll("#compare-figures tbody tr")).map(function (tr) { return Array.from(tr.cells).map(function (td) { return td.textContent; }); })`, &figs); err != nil {
		t.Fatal(err)
	}
	k := r.Compare(picked)
	if len(figs) != len(analytics.Metrics) {
		t.Fatalf("%d figure rows, want %d", len(figs), len(analytics.Metrics))
	}
	for i, f := range k.Figures[:len(analytics.Metrics)] {
		want := []string{f.Label}
		for j := range picked {
			want = append(want, analytics.FigureWithRank(f.Values[j], f.Ranks[j], len(r.Candidates)))
		}
		if strings.Join(figs[i], "|") != strings.Join(want, "|") {
			t.Errorf("figure row %q, want %q", figs[i], want)
		}
	}
	var years [][]string
	if err := b.Eval(`Array.from(document.querySelectorAll("#compare-per-year tbody tr")).map(function (tr) { return Array.from(tr.cells).map(function (td) { return td.textContent; }); })`, &years); err != nil {
		t.Fatal(err)
	}
	if len(years) != len(k.Years)+1 {
		t.Fatalf("%d per-year rows, want the %d years of the shared axis and no year", len(years), len(k.Years))
	}
	for y, year := range k.Years {
		want := []string{fmt.Sprint(year)}
		for j := range picked {
			want = append(want, analytics.FormatNumber(k.PerYear[j][y]))
		}
		if strings.Join(years[y], "|") != strings.Join(want, "|") {
			t.Errorf("year row %q, want %q", years[y], want)
		}
	}
	var tl int
	if err := b.Eval(`document.querySelectorAll("#compare-timeline .cmp-tl-row").length`, &tl); err != nil || tl == 0 {
		t.Errorf("timeline rows %d (%v)", tl, err)
	}
	scrollTo("compare-view")
	shot("compare-three")
	scrollTo("compare-timeline")
	shot("compare-three-timeline")

	tick(6) // a fourth
	fifth := tick(8)
	var st struct {
		Checked bool
		Status  string
		Picked  int
	}
	if err := b.Eval(fmt.Sprintf(`({Checked: document.querySelector("#t-summary input.compare-tick[data-cand='%d']").checked,
	  Status: document.getElementById("compare-status").textContent,
	  Picked: document.querySelectorAll("#t-summary input.compare-tick:checked").length})`, fifth), &st); err != nil {
		t.Fatal(err)
	}
	if st.Checked || st.Picked != 4 || !strings.Contains(st.Status, "At most 4 candidates") || !strings.Contains(st.Status, r.Candidates[fifth].Name) {
		t.Errorf("a fifth tick: checked %v, %d ticked, status %q", st.Checked, st.Picked, st.Status)
	}
	scrollTo("compare-status")
	shot("compare-fifth-refused")
	if errs := b.Errors(); len(errs) > 0 {
		t.Errorf("JavaScript errors: %q", errs)
	}
}

// TestBrowserShortlistSection opens a report made with a shortlist: the
// "Shortlist side by side" section shows its tables and draws its two
// charts (ECharts canvases), with no JavaScript error.
func TestBrowserShortlistSection(t *testing.T) {
	base, err := sample.Load(filepath.Join("..", "..", "testdata", "cvs"))
	if err != nil {
		t.Fatal(err)
	}
	r := report(base)
	if err := r.SetComparison([]string{r.Candidates[1].Name, r.Candidates[4].Name, r.Candidates[7].Name}); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "report.html")
	var buf bytes.Buffer
	if err := Write(&buf, r, reports.Options{Title: "Shortlist", Date: "2025-01-15"}); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	b := openPage(t, path, "")
	b.Eval(`document.getElementById("shortlist").scrollIntoView({behavior: "instant", block: "start"})`, nil)
	for _, id := range []string{charts.IDComparePerYear, charts.IDCompareTimeline} {
		b.Eval(`document.getElementById("`+id+`").scrollIntoView({behavior: "instant", block: "center"})`, nil)
		if err := b.Wait(`!!document.querySelector("#`+id+` canvas")`, 20*time.Second); err != nil {
			t.Errorf("%s not drawn: %v", id, err)
		}
	}
	var head []string
	if err := b.Eval(`Array.from(document.querySelectorAll("#t-compare-figures thead th")).map(function (th) { return th.textContent; })`, &head); err != nil {
		t.Fatal(err)
	}
	if strings.Join(head, "|") != "Figure|"+strings.Join(r.Comparison.Names, "|") {
		t.Errorf("figures head %q", head)
	}
	if dir := os.Getenv("VITAE_BROWSER_SHOTS"); dir != "" {
		for _, id := range []string{"shortlist", charts.IDComparePerYear, charts.IDCompareTimeline} {
			b.Eval(`document.getElementById("`+id+`").scrollIntoView({behavior: "instant", block: "start"})`, nil)
			time.Sleep(500 * time.Millisecond)
			if err := b.Screenshot(filepath.Join(dir, "html-"+id+".png")); err != nil {
				t.Error(err)
			}
		}
	}
	if errs := b.Errors(); len(errs) > 0 {
		t.Errorf("JavaScript errors: %q", errs)
	}
}
