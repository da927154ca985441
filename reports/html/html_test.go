package html

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"math/rand"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/vitae-cv/vitae/internal/sample"

	"github.com/vitae-cv/vitae/analytics"
	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/reports"
)

const (
	hostileScript = "</script><script>alert(1)</script>"
	hostileImg    = "<img src=x onerror=alert(1)>"
	hostileFunc   = "__f__alert(1)__f__"
)

// loadCVs reads testdata/cvs plus the hostile CVs (Markdown and JSON).
func loadCVs(t testing.TB) []*cv.CV {
	t.Helper()
	root := filepath.Join("..", "..", "testdata")
	cvs, err := sample.Load(filepath.Join(root, "cvs"), filepath.Join(root, "hostile", "injection.md"))
	if err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(filepath.Join(root, "hostile", "injection.json"))
	if err != nil {
		t.Fatal(err)
	}
	var h cv.CV
	if err := json.Unmarshal(b, &h); err != nil {
		t.Fatal(err)
	}
	cvs = append(cvs, &h)
	if len(cvs) < 5 {
		t.Fatalf("only %d CVs found", len(cvs))
	}
	return cvs
}

func report(cvs []*cv.CV) *analytics.Report {
	return analytics.Compute(cvs, analytics.Options{}).Finish()
}

func render(t testing.TB, r *analytics.Report, opt reports.Options) []byte {
	t.Helper()
	var buf bytes.Buffer
	if err := Write(&buf, r, opt); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func TestDeterministic(t *testing.T) {
	cvs := loadCVs(t)
	opt := reports.Options{Title: "Faculty search 2025", Date: "2025-01-15"}
	a := render(t, report(cvs), opt)
	b := render(t, report(cvs), opt)
	if !bytes.Equal(a, b) {
		t.Fatal("two renders of the same report differ")
	}
	for seed := int64(1); seed <= 3; seed++ {
		shuffled := append([]*cv.CV(nil), cvs...)
		rand.New(rand.NewSource(seed)).Shuffle(len(shuffled), func(i, j int) { shuffled[i], shuffled[j] = shuffled[j], shuffled[i] })
		if c := render(t, report(shuffled), opt); !bytes.Equal(a, c) {
			t.Fatalf("shuffled input (seed %d) renders differently", seed)
		}
	}
	if !bytes.Contains(a, []byte("2025-01-15")) || !bytes.Contains(a, []byte("Faculty search 2025")) {
		t.Error("title or date missing")
	}
	if bytes.Contains(render(t, report(cvs), reports.Options{}), []byte("2025-01-15")) {
		t.Error("a date shows without opt.Date")
	}
}

var (
	reScript   = regexp.MustCompile(`(?s)<script([^>]*)>(.*?)</script>`)
	reChartDiv = regexp.MustCompile(`<div id="([^"]+)" class="chart"`)
)

func TestEscaping(t *testing.T) {
	cvs := loadCVs(t)
	r := report(cvs)
	page := string(render(t, r, reports.Options{Title: hostileScript + hostileImg}))

	for _, bad := range []string{"<script>alert", hostileImg, "<img src=x", "<img src=\"x\"", "onerror=alert(1)>"} {
		if strings.Contains(page, bad) {
			t.Errorf("raw %q in the page", bad)
		}
	}
	// the only <script> elements are the page's own three (the data
	// block, the page script, ECharts)
	scripts := reScript.FindAllStringSubmatch(page, -1)
	if len(scripts) != 3 {
		t.Errorf("%d script elements, want 3", len(scripts))
	}
	found := false
	for _, s := range scripts {
		if strings.Contains(s[1], `id="vitae-data"`) {
			found = true
			// all CV text is inside JSON strings: the block parses as JSON
			if !json.Valid([]byte(s[2])) {
				t.Fatal("the data block is not JSON")
			}
			if strings.ContainsAny(s[2], "<>\u2028\u2029") {
				t.Error("the data block holds unescaped <, >, U+2028 or U+2029")
			}
			continue
		}
		if strings.Contains(s[2], hostileFunc) || strings.Contains(s[2], "alert(1)") {
			t.Errorf("hostile text in a code script %q", s[1])
		}
	}
	if !found {
		t.Fatal("no data block")
	}
	data := chartData(t, page)
	// hostile strings reached the data as plain strings
	blob := string(dataBlock(t, page))
	for _, s := range []string{hostileFunc, "\\u003c/script\\u003e\\u003cscript\\u003ealert(1)"} {
		if !strings.Contains(blob, s) {
			t.Errorf("the data lacks %q: the hostile CV did not reach it", s)
		}
	}
	strs := map[string]bool{}
	for _, s := range data.S {
		strs[s] = true
	}
	if !strs[hostileFunc] {
		t.Errorf("%s is not a string of the data", hostileFunc)
	}
	// every candidate is in the data, by name
	if len(data.Cands) != len(r.Candidates) {
		t.Fatalf("%d candidates in the data, want %d", len(data.Cands), len(r.Candidates))
	}
	for i, c := range r.Candidates {
		if got := data.str(t, data.Cands[i][candName]); got != c.Name {
			t.Errorf("candidate %d is %q, want %q", i+1, got, c.Name)
		}
	}
	if !strings.Contains(page, "&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;") {
		t.Error("the hostile title is not shown as text")
	}
	// cohort chart divs and chart options match one to one
	divs := reChartDiv.FindAllStringSubmatch(page, -1)
	if len(divs) != len(data.Charts) {
		t.Fatalf("%d chart divs, %d chart options", len(divs), len(data.Charts))
	}
	ids := map[string]bool{}
	for i, d := range divs {
		if d[1] != data.Charts[i].ID {
			t.Errorf("chart %d: div %q, options %q", i, d[1], data.Charts[i].ID)
		}
		if ids[d[1]] {
			t.Errorf("duplicate chart id %q", d[1])
		}
		ids[d[1]] = true
	}
	if len(divs) != 6 {
		t.Errorf("%d cohort charts, want 6", len(divs))
	}
}

func TestEChartsVendored(t *testing.T) {
	page := string(render(t, report(loadCVs(t)), reports.Options{}))
	if strings.Contains(page, "<script src=") || strings.Contains(page, "cdn.") {
		t.Error("the page loads a script from the web")
	}
	if len(echartsJS) < 100_000 || !strings.Contains(page, "echarts") {
		t.Errorf("ECharts not inlined (%d bytes vendored)", len(echartsJS))
	}
	if v := EChartsVersion(); !strings.HasPrefix(v, "5.") {
		t.Errorf("vendored ECharts %q: go-echarts targets ECharts 5", v)
	}
}

func TestBadDate(t *testing.T) {
	if err := Write(&bytes.Buffer{}, report(nil), reports.Options{Date: "15.01.2025"}); err == nil {
		t.Error("bad date accepted")
	}
	if err := Write(&bytes.Buffer{}, report(nil), reports.Options{}); err != nil {
		t.Errorf("empty report: %v", err)
	}
}

// chromium finds a Chromium binary, or skips.
func chromium(t *testing.T) string {
	t.Helper()
	for _, name := range []string{"/usr/bin/chromium", "chromium", "chromium-browser", "google-chrome"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	t.Skip("no Chromium found (looked for chromium, chromium-browser, google-chrome): browser test skipped")
	return ""
}

// instrument records alerts and <img> elements before the page's scripts run.
const instrument = `window.__r = {alerts: []};
window.alert = function (m) { __r.alerts.push(String(m)); };
window.confirm = function (m) { __r.alerts.push("confirm:" + m); return false; };
window.prompt = function (m) { __r.alerts.push("prompt:" + m); return null; };`

func runChromium(t *testing.T, bin string, args ...string) []byte {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	base := []string{"--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking",
		"--disable-component-update", "--disable-sync", "--disable-extensions", "--hide-scrollbars",
		"--user-data-dir=" + t.TempDir(), `--host-resolver-rules=MAP * ~NOTFOUND`}
	cmd := exec.CommandContext(ctx, bin, append(base, args...)...)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("chromium: %v\n%s", err, stderr.String())
	}
	return out
}

// TestBrowser opens the report of the sample and hostile CVs in headless
// Chromium: the cohort charts draw, every candidate opens with their
// section and charts drawn, and no hostile text runs (no alert, no <img>,
// no JavaScript error).
func TestBrowser(t *testing.T) {
	cvs := loadCVs(t)
	r := report(cvs)
	page := render(t, r, reports.Options{Title: hostileScript})
	path := filepath.Join(t.TempDir(), "report.html")
	if err := os.WriteFile(path, page, 0o644); err != nil {
		t.Fatal(err)
	}
	b := openPage(t, path, instrument)
	// the cohort charts, scrolled into view one by one
	var drawn int
	if err := b.Eval(`(function () {
	  var divs = Array.from(document.querySelectorAll("#overview div.chart"));
	  return divs.reduce(function (p, d) { return p.then(function () { d.scrollIntoView({behavior: "instant"});
	    return new Promise(function (r) { setTimeout(r, 150); }); }); }, Promise.resolve()).then(function () {
	    return divs.filter(function (d) { return d.querySelector("canvas"); }).length; }); })()`, &drawn); err != nil {
		t.Fatal(err)
	}
	if drawn != len(reChartDiv.FindAll(page, -1)) {
		t.Errorf("%d cohort charts drawn of %d", drawn, len(reChartDiv.FindAll(page, -1)))
	}
	for i, c := range r.Candidates {
		n := i + 1
		var ms float64
		if err := b.Eval(fmt.Sprintf("vitae.open(%d)", n), &ms); err != nil {
			t.Fatal(err)
		}
		var got struct {
			Name          string
			Charts, Drawn int
		}
		if err := b.Eval(fmt.Sprintf(`(function () { var s = document.getElementById("cand-%d"), divs = s.querySelectorAll("div.chart");
		  return {Name: s.querySelector("h2").textContent, Charts: divs.length,
		    Drawn: Array.from(divs).filter(function (d) { return d.querySelector("canvas"); }).length}; })()`, n), &got); err != nil {
			t.Fatal(err)
		}
		if got.Name != c.Name || got.Charts == 0 || got.Drawn != got.Charts {
			t.Errorf("candidate %d (%q): %+v", n, c.Name, got)
		}
	}
	var res struct {
		Alerts []string
		Imgs   int
	}
	if err := b.Eval(`({Alerts: __r.alerts, Imgs: document.querySelectorAll("img").length})`, &res); err != nil {
		t.Fatal(err)
	}
	if len(res.Alerts) > 0 {
		t.Errorf("alerts ran: %q", res.Alerts)
	}
	if res.Imgs != 0 {
		t.Errorf("an <img> element was injected (%d img elements)", res.Imgs)
	}
	if errs := b.Errors(); len(errs) > 0 {
		t.Errorf("errors: %q", errs)
	}
}

// TestScreenshot writes a screenshot of the report to $VITAE_SCREENSHOT
// (a .png path); VITAE_SCREENSHOT_SIZE sets the window (default
// 1400,2400) and VITAE_SCREENSHOT_SECTION the one section to show
// ("cand-2", opened by its #anchor), VITAE_SCREENSHOT_CHARTS
// the cohort charts to show (ids, comma-separated). The hostile CVs are
// left out unless VITAE_SCREENSHOT_HOSTILE is set.
func TestScreenshot(t *testing.T) {
	out := os.Getenv("VITAE_SCREENSHOT")
	if out == "" {
		t.Skip("set VITAE_SCREENSHOT=path.png to write a screenshot")
	}
	bin := chromium(t)
	out, _ = filepath.Abs(out)
	size := os.Getenv("VITAE_SCREENSHOT_SIZE")
	if size == "" {
		size = "1400,2400"
	}
	cvs := loadCVs(t)
	if os.Getenv("VITAE_SCREENSHOT_HOSTILE") == "" { // the hostile CVs only on request
		kept := cvs[:0]
		for _, c := range cvs {
			if !strings.Contains(c.Source, "hostile") {
				kept = append(kept, c)
			}
		}
		cvs = kept
	}
	page := render(t, report(cvs), reports.Options{Title: "Faculty search: candidate report", Date: "2025-01-15"})
	if sec := os.Getenv("VITAE_SCREENSHOT_SECTION"); sec != "" {
		if !regexp.MustCompile(`^[a-z0-9-]+$`).MatchString(sec) {
			t.Fatalf("bad section id %q", sec)
		}
		style := "<style>.section:not(#" + sec + "){display:none}</style></head>"
		page = bytes.Replace(page, []byte("</head>"), []byte(style), 1)
	}
	if ids := os.Getenv("VITAE_SCREENSHOT_CHARTS"); ids != "" {
		// only these cohort charts: the overview's other cards hidden
		style := "<style>.section:not(#overview),#overview>.card,.top{display:none}"
		for _, id := range strings.Split(ids, ",") {
			if !regexp.MustCompile(`^[a-z0-9-]+$`).MatchString(id) {
				t.Fatalf("bad chart id %q", id)
			}
			style += ".chart-card:not(:has(#" + id + "))"
		}
		style += "{display:none}</style></head>"
		page = bytes.Replace(page, []byte("</head>"), []byte(style), 1)
	}
	path := filepath.Join(t.TempDir(), "report.html")
	if err := os.WriteFile(path, page, 0o644); err != nil {
		t.Fatal(err)
	}
	url := "file://" + path
	if sec := os.Getenv("VITAE_SCREENSHOT_SECTION"); strings.HasPrefix(sec, "cand-") {
		url += "#" + sec // the page builds a candidate's section when opened
	}
	runChromium(t, bin, "--virtual-time-budget=10000", "--screenshot="+out, "--window-size="+size, url)
	if fi, err := os.Stat(out); err != nil || fi.Size() == 0 {
		t.Fatalf("no screenshot written: %v", err)
	}
}
