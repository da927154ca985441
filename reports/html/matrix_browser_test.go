package html

import (
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"testing"
	"time"

	"github.com/vitae-cv/vitae/internal/browser"
)

// matrixRows are the matrix table's rows as shown: the cells' text.
const matrixRows = `Array.from(document.querySelectorAll("#t-venue-matrix tbody tr")).map(function (tr) {
  return Array.from(tr.cells).map(function (td) { return td.textContent.trim(); });
})`

// clickHeader clicks the heading named name of the table sel.
func clickHeader(t *testing.T, b *browser.Browser, sel, name string) {
	t.Helper()
	js := `(function () { var th = Array.from(document.querySelectorAll(` + strconv.Quote(sel+" thead th") + `)).find(function (th) { return th.textContent.trim() === ` + strconv.Quote(name) + `; });
	  if (!th) throw new Error("no heading " + ` + strconv.Quote(name) + `); th.click(); return true; })()`
	if err := b.Eval(js, nil); err != nil {
		t.Fatal(err)
	}
}

// column is the values of column col of rows, as numbers.
func column(t *testing.T, rows [][]string, col int) []float64 {
	t.Helper()
	var out []float64
	for _, r := range rows {
		v, err := strconv.ParseFloat(r[col], 64)
		if err != nil {
			t.Fatalf("row %q column %d: %v", r, col, err)
		}
		out = append(out, v)
	}
	return out
}

// TestBrowserMatrix opens a report of generated candidates in headless
// Chromium as a committee member would: clicks a heading of the
// candidates × top venues matrix (ascending, then descending), unticks
// "Group by stage" and sorts the candidates table over the whole cohort
// (no stage headings, one order, "#cohort-order" in the URL), reloads the
// page with that URL (still unticked) and ticks it again (stage headings
// back). VITAE_BROWSER_SHOTS=dir writes screenshots there.
func TestBrowserMatrix(t *testing.T) {
	r, path := generated(t, 24)
	b := openPage(t, path, "")
	shots := os.Getenv("VITAE_BROWSER_SHOTS")
	shot := func(name string) {
		if shots != "" {
			if err := b.Screenshot(filepath.Join(shots, name+".png")); err != nil {
				t.Error(err)
			}
		}
	}

	// the matrix: a row per candidate; sort by the counted papers
	if err := b.Eval(`document.getElementById("venue-matrix").scrollIntoView({block: "start", behavior: "instant"})`, nil); err != nil {
		t.Fatal(err)
	}
	var rows [][]string
	if err := b.Eval(matrixRows, &rows); err != nil {
		t.Fatal(err)
	}
	if len(rows) != len(r.Candidates) {
		t.Fatalf("matrix has %d rows for %d candidates", len(rows), len(r.Candidates))
	}
	last := len(rows[0]) - 1
	shot("matrix-unsorted")
	for _, dir := range []int{1, -1} {
		clickHeader(t, b, "#t-venue-matrix", "Counted papers")
		if err := b.Eval(matrixRows, &rows); err != nil {
			t.Fatal(err)
		}
		got := column(t, rows, last)
		if !slices.IsSortedFunc(got, func(a, b float64) int { return dir * cmpF(a, b) }) {
			t.Errorf("after a click (direction %d) the counted papers read %v", dir, got)
		}
		if dir == 1 && got[0] == got[len(got)-1] {
			t.Errorf("every candidate has %v counted papers: the sort checks nothing", got[0])
		}
	}
	shot("matrix-sorted-desc")

	// the candidates table over the whole cohort
	grouped := `document.querySelectorAll("#t-summary-table tbody tr.group").length`
	var groups int
	if err := b.Eval(grouped, &groups); err != nil || groups < 2 {
		t.Fatalf("%d stage headings (%v) before the toggle, want several", groups, err)
	}
	if err := b.Eval(`document.getElementById("candidates").scrollIntoView({block: "start", behavior: "instant"}); document.getElementById("group-stage").click()`, nil); err != nil {
		t.Fatal(err)
	}
	papers := slices.Index(summaryColumnsShown(r), "Papers")
	clickHeader(t, b, "#t-summary-table", "Papers")
	clickHeader(t, b, "#t-summary-table", "Papers")
	var shown [][]string
	if err := b.Eval(visibleRows, &shown); err != nil {
		t.Fatal(err)
	}
	var hash string
	if err := b.Eval(`location.hash`, &hash); err != nil || hash != "#cohort-order" {
		t.Errorf("hash %q (%v), want #cohort-order", hash, err)
	}
	checkWholeCohort(t, shown, papers, len(r.Candidates))
	shot("cohort-ungrouped-by-papers")

	// the URL keeps the choice
	if err := b.Navigate("file://" + path + "#cohort-order"); err != nil {
		t.Fatal(err)
	}
	if err := b.Wait(`performance.getEntriesByName("vitae-usable").length && document.readyState === "complete"`, 60*time.Second); err != nil {
		t.Fatal(err)
	}
	var checked bool
	if err := b.Eval(`document.getElementById("group-stage").checked`, &checked); err != nil || checked {
		t.Errorf("after a reload with #cohort-order the toggle is ticked (%v)", err)
	}
	if err := b.Eval(grouped, &groups); err != nil || groups != 0 {
		t.Errorf("after a reload with #cohort-order: %d stage headings (%v)", groups, err)
	}
	if err := b.Eval(`document.getElementById("group-stage").click(); location.hash`, &hash); err != nil || hash != "" {
		t.Errorf("ticked again: hash %q (%v), want none", hash, err)
	}
	if err := b.Eval(grouped, &groups); err != nil || groups < 2 {
		t.Errorf("ticked again: %d stage headings (%v)", groups, err)
	}
	if errs := b.Errors(); len(errs) > 0 {
		t.Errorf("JavaScript errors: %q", errs)
	}
}

func cmpF(a, b float64) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// checkWholeCohort checks the candidates table's rows: every candidate,
// no stage heading, the column col descending over all of them.
func checkWholeCohort(t *testing.T, shown [][]string, col, n int) {
	t.Helper()
	if len(shown) != n {
		t.Fatalf("%d rows shown, want the %d candidates and no stage heading", len(shown), n)
	}
	var vals []float64
	for _, row := range shown {
		if row[0] == "group" {
			t.Fatalf("a stage heading with the toggle off: %q", row)
		}
		v, err := strconv.ParseFloat(row[col], 64)
		if err != nil {
			t.Fatalf("row %q: %v", row, err)
		}
		vals = append(vals, v)
	}
	if !slices.IsSortedFunc(vals, func(a, b float64) int { return cmpF(b, a) }) {
		t.Errorf("papers over the whole cohort read %v, want descending", vals)
	}
}
