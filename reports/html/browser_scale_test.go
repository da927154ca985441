package html

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/vitae-cv/vitae/analytics"
	"github.com/vitae-cv/vitae/charts"
	"github.com/vitae-cv/vitae/internal/browser"
	"github.com/vitae-cv/vitae/internal/sample"
	"github.com/vitae-cv/vitae/reports"
)

// browserN is the cohort size of TestBrowserScale: VITAE_BROWSER_N, or
// 120 (small enough for CI, past a page of the table and past
// charts.MaxCohortRows).
func browserN(t *testing.T) int {
	t.Helper()
	n := 120
	if v := os.Getenv("VITAE_BROWSER_N"); v != "" {
		x, err := strconv.Atoi(v)
		if err != nil || x < 1 {
			t.Fatalf("VITAE_BROWSER_N=%q", v)
		}
		n = x
	}
	return n
}

// generated writes a report of n generated candidates (internal/sample,
// as gencvs makes them) to a file and returns the report and the path.
func generated(t *testing.T, n int) (*analytics.Report, string) {
	t.Helper()
	base, err := sample.Load(filepath.Join("..", "..", "testdata", "cvs"))
	if err != nil {
		t.Fatal(err)
	}
	cvs, err := sample.Clone(base, n)
	if err != nil {
		t.Fatal(err)
	}
	r := report(cvs)
	path := filepath.Join(t.TempDir(), "report.html")
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	w := bufio.NewWriter(f)
	start := time.Now()
	if err := Write(w, r, reports.Options{Title: "Generated cohort", Date: "2025-01-15"}); err != nil {
		t.Fatal(err)
	}
	if err := w.Flush(); err != nil {
		t.Fatal(err)
	}
	if err := f.Close(); err != nil {
		t.Fatal(err)
	}
	fi, _ := os.Stat(path)
	t.Logf("%d candidates: %.2f MB written in %v", n, float64(fi.Size())/1e6, time.Since(start).Round(time.Millisecond))
	return r, path
}

// openPage starts Chromium on path (running init first in the page, when
// set) and waits until the table is usable.
func openPage(t *testing.T, path, init string) *browser.Browser {
	t.Helper()
	bin := browser.Find()
	if bin == "" {
		t.Skip("no Chromium found (chromium, chromium-browser, google-chrome): browser test skipped")
	}
	b, err := browser.Start(bin, 1400, 1000)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(b.Close)
	if init != "" {
		if err := b.OnNewDocument(init); err != nil {
			t.Fatal(err)
		}
	}
	if err := b.Navigate("file://" + path); err != nil {
		t.Fatal(err)
	}
	if err := b.Wait(`performance.getEntriesByName("vitae-usable").length && document.readyState === "complete"`, 60*time.Second); err != nil {
		t.Fatal(err)
	}
	return b
}

// visibleRows are the candidates table's shown rows: [stage heading or
// "", cells' text].
const visibleRows = `Array.from(document.querySelectorAll("#t-summary-table tbody tr")).map(function (tr) {
  return tr.classList.contains("group") ? ["group", tr.textContent] : Array.from(tr.cells).map(function (td) { return td.firstChild ? td.firstChild.textContent : ""; });
})`

// TestBrowserScale opens a report of generated candidates in headless
// Chromium (VITAE_BROWSER_N sets the size) and checks what a reader does:
// the table shows a page of rows, search and sort work on every row, a
// candidate far down the list (alphabetically last) opens with its
// charts, and no JavaScript error occurs. It logs the time until the
// page is usable (first paint and the table interactive: the later of
// first-contentful-paint and the page's "vitae-usable" mark, from
// navigation start) and the time to draw an opened candidate's charts.
// VITAE_BROWSER_SHOTS=dir writes screenshots there.
func TestBrowserScale(t *testing.T) {
	n := browserN(t)
	r, path := generated(t, n)
	b := openPage(t, path, "")

	var tm struct{ Usable, FCP float64 }
	if err := b.Eval(`({Usable: performance.getEntriesByName("vitae-usable")[0].startTime,
	  FCP: (performance.getEntriesByName("first-contentful-paint")[0] || {startTime: -1}).startTime})`, &tm); err != nil {
		t.Fatal(err)
	}
	t.Logf("usable after %.0f ms (first contentful paint %.0f ms, table interactive %.0f ms)", max(tm.Usable, tm.FCP), tm.FCP, tm.Usable)
	shots := os.Getenv("VITAE_BROWSER_SHOTS")
	shot := func(name string) {
		if shots != "" {
			if err := b.Screenshot(filepath.Join(shots, fmt.Sprintf("%s-%d.png", name, n))); err != nil {
				t.Error(err)
			}
		}
	}
	shot("overview")

	// a hasty reader: a candidate opened at once, before the page has
	// warmed ECharts up (its first drawing is slow)
	var cold float64
	if err := b.Eval(`vitae.open(2, false)`, &cold); err != nil {
		t.Fatal(err)
	}
	t.Logf("candidate 2 opened at once (cold), charts drawn in %.0f ms", cold)
	if err := b.Wait(`performance.getEntriesByName("vitae-warm").length`, 30*time.Second); err != nil {
		t.Error(err)
	}

	// a page of rows, with stage headings
	var rows [][]string
	if err := b.Eval(visibleRows, &rows); err != nil {
		t.Fatal(err)
	}
	data := 0
	for _, row := range rows {
		if row[0] != "group" {
			data++
		}
	}
	if want := min(n, PageSize); data != want {
		t.Errorf("%d rows in the table, want %d", data, want)
	}
	if rows[0][0] != "group" {
		t.Errorf("the table does not start with a stage heading: %q", rows[0])
	}

	// search: a venue, as the Go side counts it
	q := "nsdi"
	want := 0
	for _, c := range r.Candidates {
		hay := strings.ToLower(c.Name + "\n" + analytics.Label(c.Stage))
		for _, p := range c.Papers {
			hay += "\n" + strings.ToLower(p.Venue)
		}
		if strings.Contains(hay, q) {
			want++
		}
	}
	if err := b.Eval(`(function () { var i = document.querySelector("#t-summary input[type=search]"); i.value = "NSDI "; i.dispatchEvent(new Event("input")); })()`, nil); err != nil {
		t.Fatal(err)
	}
	if err := b.Wait(fmt.Sprintf(`document.querySelector("#t-summary .count").textContent === "%d of %d shown"`, want, n), 10*time.Second); err != nil {
		var got string
		b.Eval(`document.querySelector("#t-summary .count").textContent`, &got)
		t.Errorf("search %q: %q, want %d of %d", q, got, want, n)
	}
	b.Eval(`(function () { var i = document.querySelector("#t-summary input[type=search]"); i.value = ""; i.dispatchEvent(new Event("input")); })()`, nil)
	if err := b.Wait(fmt.Sprintf(`document.querySelector("#t-summary .count").textContent === "%d of %d shown"`, n, n), 10*time.Second); err != nil {
		t.Error(err)
	}
	shot("table")

	// sort: Papers, twice (descending), then Candidate (ascending); within
	// each stage heading the rows follow the order
	col := -1
	for i, name := range summaryColumnsShown(r) {
		if name == "Papers" {
			col = i
		}
	}
	if col < 0 {
		t.Fatal("no Papers column")
	}
	click := func(c int) {
		t.Helper()
		if err := b.Eval(fmt.Sprintf(`document.querySelectorAll("#t-summary-table thead th")[%d].click()`, c), nil); err != nil {
			t.Fatal(err)
		}
	}
	click(col)
	click(col)
	if err := b.Eval(visibleRows, &rows); err != nil {
		t.Fatal(err)
	}
	checkOrder(t, rows, func(a, b []string) bool { x, _ := strconv.Atoi(a[col]); y, _ := strconv.Atoi(b[col]); return x >= y }, "Papers descending")
	var top int
	for _, c := range r.Candidates {
		if c.Stage == r.Stages[0].Stage {
			top = max(top, c.Counts.Papers)
		}
	}
	if got, _ := strconv.Atoi(rows[1][col]); got != top {
		t.Errorf("sorted by Papers, descending, the first row has %d, want the stage's most, %d", got, top)
	}
	click(0)
	if err := b.Eval(visibleRows, &rows); err != nil {
		t.Fatal(err)
	}
	var sorted bool
	if err := b.Eval(`(function () { var c = new Intl.Collator(undefined, {numeric: true, sensitivity: "base"}), last = null, ok = true;
	  document.querySelectorAll("#t-summary-table tbody tr").forEach(function (tr) {
	    if (tr.classList.contains("group")) { last = null; return; }
	    var x = tr.cells[0].textContent; if (last !== null && c.compare(last, x) > 0) ok = false; last = x; });
	  return ok; })()`, &sorted); err != nil || !sorted {
		t.Errorf("sorted by Candidate, the names are out of order (%v)", err)
	}

	// open the alphabetically last candidate, far down the list
	last := 0
	for i, c := range r.Candidates {
		if c.Name > r.Candidates[last].Name {
			last = i
		}
	}
	k := last + 1
	var ms float64
	if err := b.Eval(fmt.Sprintf(`Promise.race([vitae.open(%d), new Promise(function (r) { setTimeout(function () { r(-1); }, 15000); })])`, k), &ms); err != nil {
		t.Fatal(err)
	}
	var drawn struct {
		Name           string
		Charts, Drawn  int
		Papers, Awards int
	}
	if err := b.Eval(fmt.Sprintf(`(function () { var s = document.getElementById("cand-%d"); if (!s) return {};
	  var divs = s.querySelectorAll("div.chart");
	  return {Name: s.querySelector("h2").textContent, Charts: divs.length,
	    Drawn: Array.from(divs).filter(function (d) { return d.querySelector("canvas"); }).length,
	    Papers: s.querySelectorAll("table")[2] ? s.querySelectorAll("table")[2].tBodies[0].rows.length : 0}; })()`, k), &drawn); err != nil {
		t.Fatal(err)
	}
	c := r.Candidates[last]
	if ms < 0 {
		t.Errorf("candidate %d: charts not drawn in 15 s (errors: %q)", k, b.Errors())
	}
	t.Logf("candidate %d of %d (%s) opened, charts drawn in %.0f ms", k, n, c.Name, ms)
	if drawn.Name != c.Name || drawn.Charts != 3 || drawn.Drawn != 3 {
		t.Errorf("candidate %d: %+v, want %q with 3 charts drawn", k, drawn, c.Name)
	}
	if want := min(len(c.Papers), PageSize); drawn.Papers != want {
		t.Errorf("candidate %d: %d paper rows, want %d", k, drawn.Papers, want)
	}
	shot("candidate")
	// a second opening, warm (the first may pay for ECharts' first draw)
	if err := b.Eval(fmt.Sprintf(`vitae.open(%d)`, max(1, k-1)), &ms); err != nil {
		t.Fatal(err)
	}
	t.Logf("candidate %d opened next, charts drawn in %.0f ms", max(1, k-1), ms)

	checkPagedCharts(t, b, r, shot)

	// a #anchor opens a candidate too; the previous one's charts are gone
	if err := b.Eval(`location.hash = "#cand-1"`, nil); err != nil {
		t.Fatal(err)
	}
	if err := b.Wait(`document.querySelector("#cand-1 canvas")`, 10*time.Second); err != nil {
		t.Error(err)
	}
	// far charts (the paged cohort charts just looked at) are disposed
	// once the observer reports them far
	if err := b.Wait(`vitae.live() <= 12`, 5*time.Second); err != nil {
		var live int
		b.Eval(`vitae.live()`, &live)
		t.Errorf("%d live charts (%v): far charts are not disposed", live, err)
	}
	if errs := b.Errors(); len(errs) > 0 {
		t.Errorf("JavaScript errors: %q", errs)
	}
}

// summaryColumnsShown are the candidates table's column names.
func summaryColumnsShown(r *analytics.Report) []string {
	head := newSummaryRows(r).head
	var out []string
	for _, h := range head {
		out = append(out, h.Name)
	}
	return out
}

// checkOrder checks that rows within each stage heading are in order.
func checkOrder(t *testing.T, rows [][]string, ok func(a, b []string) bool, what string) {
	t.Helper()
	var prev []string
	for _, row := range rows {
		if row[0] == "group" {
			prev = nil
			continue
		}
		if prev != nil && !ok(prev, row) {
			t.Errorf("%s: %q before %q", what, prev[:2], row[:2])
			return
		}
		prev = row
	}
}

// pagedOrder is the order a paged cohort chart shows candidates in,
// computed here: by the candidates table column col's value, highest
// first, blanks last, ties by name (as the report sorts names), then key;
// 1-based report indexes.
func pagedOrder(r *analytics.Report, col int) []int {
	sum := newSummaryRows(r)
	rows := make([][]cell, len(r.Candidates))
	for i, c := range r.Candidates {
		rows[i] = sum.cells(c)
	}
	val := func(i int) (float64, bool) {
		f, err := strconv.ParseFloat(rows[i][col].Sort, 64)
		return f, err == nil && rows[i][col].Sort != ""
	}
	idx := make([]int, len(r.Candidates))
	for i := range idx {
		idx[i] = i
	}
	sort.SliceStable(idx, func(a, b int) bool {
		x, okx := val(idx[a])
		y, oky := val(idx[b])
		if okx != oky {
			return okx
		}
		if okx && x != y {
			return x > y
		}
		ca, cb := r.Candidates[idx[a]], r.Candidates[idx[b]]
		if la, lb := strings.ToLower(ca.Name), strings.ToLower(cb.Name); la != lb {
			return la < lb
		}
		if ca.Name != cb.Name {
			return ca.Name < cb.Name
		}
		return ca.Key < cb.Key
	})
	for i := range idx {
		idx[i]++
	}
	return idx
}

// checkPagedCharts checks the paged cohort charts (more candidates than
// charts.MaxCohortRows): ordered by the headline rate at first, then by
// Papers as picked in the select, page 2 through the Next button; each
// page's candidates in the order computed in Go, the subtitle saying
// what is shown, the chart drawn with those candidates.
func checkPagedCharts(t *testing.T, b *browser.Browser, r *analytics.Report, shot func(string)) {
	t.Helper()
	n := len(r.Candidates)
	if n <= charts.MaxCohortRows {
		return
	}
	head := newSummaryRows(r).head
	colOf := func(name string) int {
		for i, h := range head {
			if h.Name == name {
				return i
			}
		}
		t.Fatalf("no column %q", name)
		return -1
	}
	type shown struct {
		Page, Col int
		Shown     []int
		Sub       string
		Cats      []string
	}
	get := func(id string) shown {
		t.Helper()
		var got shown
		if err := b.Eval(fmt.Sprintf(`(function () { var p = vitae.paged(%q), node = document.getElementById(%q), ch = window.echarts && echarts.getInstanceByDom(node);
		  p.Sub = node.parentNode.querySelector("figcaption .sub").textContent;
		  p.Cats = ch ? ch.getOption().yAxis[0].data : null; return p; })()`, id, id), &got); err != nil {
			t.Fatal(err)
		}
		return got
	}
	per := charts.MaxCohortRows
	grouped := func(x int) string {
		s := strconv.Itoa(x)
		for i := len(s) - 3; i > 0; i -= 3 {
			s = s[:i] + "," + s[i:]
		}
		return s
	}
	for _, id := range []string{charts.IDFellowships, charts.IDTimeline} {
		def := colOf(analytics.HeadlineLabel())
		got := get(id)
		if want := pagedOrder(r, def)[:per]; got.Col != def || fmt.Sprint(got.Shown) != fmt.Sprint(want) {
			t.Errorf("%s at first: column %d, candidates %v; want column %d, %v", id, got.Col, got.Shown, def, want)
		}
		if want := fmt.Sprintf("top %d by %s, 1–%d of %s;", per, analytics.HeadlineLabel(), per, grouped(n)); !strings.HasPrefix(got.Sub, want) {
			t.Errorf("%s subtitle %q, want it to start %q", id, got.Sub, want)
		}
		col := colOf("Papers")
		if err := b.Eval(fmt.Sprintf(`(function () { var f = document.getElementById(%q).parentNode, sel = f.querySelector(".chart-pager select");
		  sel.value = "%d"; sel.dispatchEvent(new Event("change")); f.scrollIntoView(); })()`, id, col), nil); err != nil {
			t.Fatal(err)
		}
		order := pagedOrder(r, col)
		got = get(id)
		if fmt.Sprint(got.Shown) != fmt.Sprint(order[:per]) {
			t.Errorf("%s by Papers: %v, want %v", id, got.Shown, order[:per])
		}
		if err := b.Eval(fmt.Sprintf(`document.getElementById(%q).parentNode.querySelectorAll(".chart-pager button")[1].click()`, id), nil); err != nil {
			t.Fatal(err)
		}
		// the chart is drawn when in view. A page opened at a #cand-N
		// fragment is scrolled back to it on layout changes until the
		// reader scrolls by hand, which this test cannot do: look at the
		// chart again, as a reader would
		if err := b.Eval(fmt.Sprintf(`document.getElementById(%q).parentNode.scrollIntoView()`, id), nil); err != nil {
			t.Fatal(err)
		}
		if err := b.Wait(fmt.Sprintf(`(function () { var ch = window.echarts && echarts.getInstanceByDom(document.getElementById(%q));
		  return !!ch && ch.getOption().yAxis[0].data.length > 0; })()`, id), 10*time.Second); err != nil {
			t.Errorf("%s: not drawn after scrolling to it: %v", id, err)
		}
		got = get(id)
		to := min(n, 2*per)
		if got.Page != 1 || fmt.Sprint(got.Shown) != fmt.Sprint(order[per:to]) {
			t.Errorf("%s by Papers, page 2: page %d, %v; want %v", id, got.Page, got.Shown, order[per:to])
		}
		if want := fmt.Sprintf("by Papers, %s–%s of %s;", grouped(per+1), grouped(to), grouped(n)); !strings.HasPrefix(got.Sub, want) {
			t.Errorf("%s subtitle %q, want it to start %q", id, got.Sub, want)
		}
		if len(got.Cats) == 0 {
			t.Errorf("%s page 2 not drawn", id)
		} else if first := r.Candidates[order[per]-1].Name; !strings.HasPrefix(got.Cats[0], first) {
			t.Errorf("%s page 2 draws %q first, want %q", id, got.Cats[0], first)
		}
		shot("paged-" + strings.TrimPrefix(id, "chart-"))
	}
}
