package html

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/analytics"
	"github.com/vitae-cv/vitae/reports"
)

// hostileChanges are changes whose names, papers and run ID are hostile
// text, with papers papers added for the first candidate.
func hostileChanges(papers int) *analytics.Changes {
	prev := &analytics.Snapshot{Format: 1, Candidates: []analytics.SnapCandidate{
		{ID: "name:ann", Name: "Ann " + hostileScript, Awards: []string{"2022 · Blue Fellowship (finalist)"},
			Figures: map[string]float64{"Papers": 2}},
		{ID: "name:bo", Name: "Bo " + hostileImg},
	}}
	cur := &analytics.Snapshot{Format: 1, Candidates: []analytics.SnapCandidate{
		{ID: "name:ann", Name: "Ann " + hostileScript, Awards: []string{"2022 · Blue Fellowship (awarded)"},
			Figures: map[string]float64{"Papers": 3}},
		{ID: "name:cy", Name: "Cy =HYPERLINK(\"http://x\")"},
	}}
	for i := range papers {
		cur.Candidates[0].Papers = append(cur.Candidates[0].Papers, fmt.Sprintf("2023 · Paper %03d %s (SOSP)", i, hostileImg))
	}
	return analytics.Diff(prev, cur, "2026-11-15T0300Z"+hostileScript)
}

var reChangesSection = regexp.MustCompile(`(?s)<section id="changes" class="section">.*?</section>`)

// TestChangesSection: with changes set the page has the section, in the
// nav, with a table per kind, hostile text escaped and a long list
// folded; without, the page has none.
func TestChangesSection(t *testing.T) {
	r := report(loadCVs(t)[:3])
	plain := string(render(t, r, reports.Options{}))
	if strings.Contains(plain, `id="changes"`) || strings.Contains(plain, "Changes since") {
		t.Fatal("a Changes section without changes")
	}
	r.SetChanges(hostileChanges(12))
	page := string(render(t, r, reports.Options{}))
	sec := reChangesSection.FindString(page)
	if sec == "" {
		t.Fatal("no Changes section")
	}
	if !strings.Contains(page, `<li><a href="#changes">Changes since 2026-11-15T0300Z&lt;/script&gt;`) {
		t.Error("the section is not in the nav")
	}
	for _, want := range []string{
		"<h2>Changes since 2026-11-15T0300Z&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;</h2>",
		"Since 2026-11-15T0300Z&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;: 1 candidate added, 1 removed; 12 papers added; 1 award added, 1 removed; 1 figure changed (1 candidate changed).",
		"<caption>Candidates added</caption>", "<caption>Candidates removed</caption>",
		"<caption>Awards added and removed</caption>", "<caption>Figures changed</caption>",
		`<details><summary>Papers added and removed (12)</summary>`,
		"Bo &lt;img src=x onerror=alert(1)&gt;",
		"Cy =HYPERLINK(&#34;http://x&#34;)",
		"2023 · Paper 011 &lt;img src=x onerror=alert(1)&gt; (SOSP)",
		`<td class="num" data-v="2">2</td><td class="num" data-v="3">3</td>`,
	} {
		if !strings.Contains(sec, want) && !strings.Contains(page, want) {
			t.Errorf("missing %q", want)
		}
	}
	for _, bad := range []string{"<script>alert", "<img src=x"} {
		if strings.Contains(sec, bad) {
			t.Errorf("raw %q in the section", bad)
		}
	}
	// a short list stays open
	if strings.Contains(sec, "<summary>Awards added and removed") {
		t.Error("a short list folded")
	}
	// the rest of the page is as without changes
	rest := strings.Replace(page, sec+"\n", "", 1)
	rest = regexp.MustCompile(`\n    <li><a href="#changes">[^\n]*</a></li>`).ReplaceAllString(rest, "")
	if rest != plain {
		t.Error("changes altered the page outside their section and nav item")
	}
}

// TestChangesBrowser opens a report with hostile changes, one list long
// enough to be drawn by the page script, in headless Chromium: the
// section shows, the long table draws, and nothing hostile runs. With
// $VITAE_CHANGES_SCREENSHOT set it also writes a screenshot of the
// section there.
func TestChangesBrowser(t *testing.T) {
	r := report(loadCVs(t)[:3])
	r.SetChanges(hostileChanges(InlineRows + 20))
	page := render(t, r, reports.Options{Title: "Changes test"})
	path := filepath.Join(t.TempDir(), "report.html")
	if err := os.WriteFile(path, page, 0o644); err != nil {
		t.Fatal(err)
	}
	b := openPage(t, path, instrument)
	var got struct {
		Section   bool
		Tables    int
		PaperRows int
		Alerts    []string
		Imgs      int
	}
	// the long list is folded; the page script draws it when opened
	if err := b.Eval(`(function () { var s = document.getElementById("changes"), p = document.getElementById("t-changes-papers");
	  var det = p.closest("details");
	  // the page's toggle listener was added first, so it has run when this one does
	  var opened = new Promise(function (r) { det.addEventListener("toggle", r); });
	  det.open = true;
	  return opened.then(function () { return {Section: !!s && s.offsetHeight > 0, Tables: s.querySelectorAll("table").length,
	    PaperRows: p ? p.querySelectorAll("tbody tr").length : -1,
	    Alerts: __r.alerts, Imgs: document.querySelectorAll("img").length}; }); })()`, &got); err != nil {
		t.Fatal(err)
	}
	// added, removed, awards, figures inline; the papers drawn paged
	if !got.Section || got.Tables != 5 || got.PaperRows != PageSize {
		t.Errorf("section %+v", got)
	}
	if len(got.Alerts) > 0 || got.Imgs != 0 {
		t.Errorf("hostile text ran: %+v", got)
	}
	if errs := b.Errors(); len(errs) > 0 {
		t.Errorf("errors: %q", errs)
	}
	if out := os.Getenv("VITAE_CHANGES_SCREENSHOT"); out != "" {
		shot := strings.Replace(string(page), "</head>", "<style>.section:not(#changes){display:none}details{}</style></head>", 1)
		shotPath := filepath.Join(t.TempDir(), "shot.html")
		if err := os.WriteFile(shotPath, []byte(shot), 0o644); err != nil {
			t.Fatal(err)
		}
		out, _ = filepath.Abs(out)
		runChromium(t, chromium(t), "--window-size=1400,2000", "--screenshot="+out, "file://"+shotPath)
	}
}
