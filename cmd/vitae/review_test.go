package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/vitae-cv/vitae/internal/browser"
	"github.com/vitae-cv/vitae/internal/review"
)

// reviewInputs are the fictional CVs the review test opens: two Markdown
// CVs of testdata/cvs and the fictional PDF of testdata/formats.
var reviewInputs = []string{"../../testdata/cvs/mixed_postdoc.md", "../../testdata/cvs/resume_style.md", "../../testdata/formats/ferreira.pdf"}

// startReview serves the review app on inputs, writing to corr, until
// the test ends; it returns the URL to open.
func startReview(t *testing.T, corr string, inputs ...string) string {
	t.Helper()
	s, err := review.New(review.Options{Paths: inputs, Corrections: corr})
	if err != nil {
		t.Fatal(err)
	}
	ln, err := s.Listen()
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() { defer close(done); _ = s.Serve(ctx, ln, io.Discard) }()
	t.Cleanup(func() { cancel(); <-done })
	return s.URL(ln.Addr())
}

// reviewBrowser opens the app at url in headless Chromium and waits for
// its queue.
func reviewBrowser(t *testing.T, url string) *browser.Browser {
	t.Helper()
	bin := browser.Find()
	if bin == "" {
		t.Skip("no Chromium found (chromium, chromium-browser, google-chrome): browser test skipped")
	}
	b, err := browser.Start(bin, 1500, 950)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(b.Close)
	if err := b.Navigate(url); err != nil {
		t.Fatal(err)
	}
	if err := b.Wait(`typeof state === "object" && state.queue && state.cur && document.querySelectorAll("#items li").length > 0`, 60*time.Second); err != nil {
		var page string
		_ = b.Eval(`location.href + "\n" + document.documentElement.outerHTML.slice(0, 2000)`, &page)
		t.Fatalf("%v; JavaScript errors %v; page:\n%s", err, b.Errors(), page)
	}
	return b
}

// eval runs expr in the page and fails the test on an error.
func eval(t *testing.T, b *browser.Browser, expr string, out any) {
	t.Helper()
	if err := b.Eval(expr, out); err != nil {
		t.Fatalf("%s: %v", expr, err)
	}
}

// shoot saves a screenshot to $VITAE_REVIEW_SHOTS/name.png when that is set.
func shoot(t *testing.T, b *browser.Browser, name string) {
	if dir := os.Getenv("VITAE_REVIEW_SHOTS"); dir != "" {
		if err := b.Screenshot(filepath.Join(dir, name+".png")); err != nil {
			t.Error(err)
		}
	}
}

// written clicks what selector names (after running before) and waits for
// the app to say the correction was written.
func written(t *testing.T, b *browser.Browser, before, selector string) {
	t.Helper()
	eval(t, b, `document.getElementById("status").textContent = ""; `+before, nil)
	eval(t, b, fmt.Sprintf(`document.querySelector(%q).click()`, selector), nil)
	if err := b.Wait(`document.getElementById("status").textContent !== ""`, 30*time.Second); err != nil {
		t.Fatal(err)
	}
	var status string
	eval(t, b, `document.getElementById("status").textContent`, &status)
	if !strings.HasPrefix(status, "Written") {
		t.Fatalf("after clicking %s the app says %q", selector, status)
	}
	if err := b.Wait(`!document.getElementById("editor").open`, 5*time.Second); err != nil {
		t.Fatal(err)
	}
}

// openCandidate opens the candidate whose input ends in suffix.
func openCandidate(t *testing.T, b *browser.Browser, suffix string) {
	t.Helper()
	eval(t, b, fmt.Sprintf(`openCV(state.queue.items.find(function (i) { return i.source.endsWith(%q); }).id)`, suffix), nil)
	if err := b.Wait(fmt.Sprintf(`state.cur.source.endsWith(%q)`, suffix), 30*time.Second); err != nil {
		t.Fatal(err)
	}
}

// TestReviewInBrowser opens the review app on fictional CVs, Markdown and
// PDF, as a committee member would: selecting a paper highlights the
// lines it came from (and its boxes on the page image), then a venue is
// edited, a paper removed and a missed award added from a selected line;
// "vitae report" with the corrections file written shows all three.
func TestReviewInBrowser(t *testing.T) {
	if testing.Short() {
		t.Skip("browser test: skipped with -short")
	}
	dir := t.TempDir()
	corr := filepath.Join(dir, "corrections.toml")
	b := reviewBrowser(t, startReview(t, corr, reviewInputs...))
	shoot(t, b, "queue")

	openCandidate(t, b, "ferreira.pdf")
	if err := b.Wait(`document.querySelector(".page img") && document.querySelector(".page img").complete && document.querySelector(".page img").naturalWidth > 0`, 30*time.Second); err != nil {
		t.Fatal(err)
	}
	eval(t, b, `document.querySelector('#record-body ol[data-section="publications"] li.entry').click()`, nil)
	var sel struct {
		Title       string
		Want, Lines []string
		Boxes       int
		Text        string
	}
	eval(t, b, `({title: state.cur.record.publications[0].title, want: state.cur.entry_lines.publications[0],
		lines: [...document.querySelectorAll("#lines .hl")].map(function (n) { return n.dataset.key; }),
		boxes: document.querySelectorAll(".page .box.hl").length,
		text: [...document.querySelectorAll("#lines .hl .text")].map(function (n) { return n.textContent.trim(); }).join(" ")})`, &sel)
	if len(sel.Want) == 0 || strings.Join(sel.Lines, ",") != strings.Join(sel.Want, ",") || sel.Boxes != len(sel.Want) {
		t.Errorf("selecting the first paper highlights lines %v and %d boxes, want lines %v and as many boxes", sel.Lines, sel.Boxes, sel.Want)
	}
	if !strings.Contains(sel.Text, sel.Title) {
		t.Errorf("the highlighted lines %q do not hold the paper's title %q", sel.Text, sel.Title)
	}
	shoot(t, b, "pdf")

	eval(t, b, `document.querySelector('#record-body ol[data-section="publications"] li.entry .edit').click();
		document.querySelector('#editor-fields input[name="venue"]').value = "OSDI"`, nil)
	shoot(t, b, "edit")
	written(t, b, "", "#editor-ok")
	written(t, b, `window.confirm = function () { return true; };`, `#record-body ol[data-section="publications"] li.entry:nth-child(2) .remove`)
	shoot(t, b, "pdf-corrected")

	openCandidate(t, b, "mixed_postdoc.md")
	var line struct{ Key, Text string }
	eval(t, b, `(function () { var l = state.cur.lines.find(function (l) { return l.role === "entry" && /\b(19|20)\d\d\b/.test(l.text) && l.section !== "awards"; });
		return {key: l.key, text: l.text}; })()`, &line)
	eval(t, b, fmt.Sprintf(`document.querySelector('#lines [data-key=%q]').click(); document.getElementById("add-from-lines").click()`, line.Key), nil)
	var prefilled string
	eval(t, b, `document.querySelector('#editor-fields input[name="name"]').value`, &prefilled)
	if prefilled == "" || !strings.Contains(strings.Join(strings.Fields(line.Text), " "), strings.Fields(prefilled)[0]) {
		t.Errorf("the new award's name %q is not taken from the selected line %q", prefilled, line.Text)
	}
	eval(t, b, `document.querySelector('#editor-fields input[name="name"]').value = "Example Review Prize"`, nil)
	written(t, b, "", "#editor-ok")
	shoot(t, b, "added")
	if errs := b.Errors(); len(errs) > 0 {
		t.Errorf("JavaScript errors: %v", errs)
	}

	reportShowsCorrected(t, corr, dir)
}

// reportShowsCorrected runs "vitae report" on the review's inputs with the
// corrections file written in the browser: the venue edited, the paper
// removed and the award added all show as corrected.
func reportShowsCorrected(t *testing.T, corr, dir string) {
	t.Helper()
	text, err := os.ReadFile(corr)
	if err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(string(text), "[[correction]]"); n != 3 {
		t.Fatalf("the corrections file holds %d corrections, want 3:\n%s", n, text)
	}
	out := filepath.Join(dir, "out")
	r := runWith(t, "", append([]string{"report", "--corrections", corr, "--out", out, "--csv", "--text"}, reviewInputs...)...)
	if r.code != 0 {
		t.Fatalf("vitae report: exit %d: %s", r.code, r.stderr)
	}
	csv, err := os.ReadFile(filepath.Join(out, "report.csv"))
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"venue set to OSDI", "”: removed", "“Example Review Prize”: added", ",OSDI,"} {
		if !strings.Contains(string(csv), want) {
			t.Errorf("the report's CSV does not show %q; corrections:\n%s", want, text)
		}
	}
	txt, err := os.ReadFile(filepath.Join(out, "report.txt"))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(txt), "[corrected] Example Review Prize") {
		t.Errorf("the text report does not mark the added award as corrected")
	}
}

// corpusPDF is the largest PDF of the corpus in ../shared, or "" when the
// corpus is absent.
func corpusPDF() string {
	paths, _ := filepath.Glob("../../../shared/corpus/pdf/*.pdf")
	best, size := "", int64(-1)
	for _, p := range paths {
		if info, err := os.Stat(p); err == nil && info.Size() > size {
			best, size = p, info.Size()
		}
	}
	return best
}

// TestReviewCorpusPDF opens a real CV (the corpus's largest PDF, when
// ../shared is there) and checks that selecting a paper boxes the lines it
// came from on the page images.
func TestReviewCorpusPDF(t *testing.T) {
	if testing.Short() {
		t.Skip("browser test: skipped with -short")
	}
	pdf := corpusPDF()
	if pdf == "" {
		t.Skip("../shared/corpus/pdf is absent: corpus PDF test skipped")
	}
	b := reviewBrowser(t, startReview(t, filepath.Join(t.TempDir(), "c.toml"), pdf))
	if err := b.Wait(`document.querySelector(".page img") && document.querySelector(".page img").complete && document.querySelector(".page img").naturalWidth > 0`, 30*time.Second); err != nil {
		t.Fatal(err)
	}
	var got struct {
		Index       int
		Want, Boxes []string
	}
	eval(t, b, `(function () {
		var i = state.cur.entry_lines.publications.findIndex(function (k) { return k.length > 0; });
		if (i < 0) return {index: -1};
		document.querySelectorAll('#record-body ol[data-section="publications"] li.entry')[i].click();
		return {index: i, want: state.cur.entry_lines.publications[i],
			boxes: [...document.querySelectorAll(".page .box.hl")].map(function (n) { return n.dataset.key; })};
	})()`, &got)
	if got.Index < 0 {
		t.Fatal("no paper of the corpus PDF has a source line")
	}
	if len(got.Boxes) == 0 || strings.Join(got.Boxes, ",") != strings.Join(got.Want, ",") {
		t.Errorf("paper %d: boxes %v highlighted, want %v", got.Index+1, got.Boxes, got.Want)
	}
	shoot(t, b, "corpus-pdf")
	if errs := b.Errors(); len(errs) > 0 {
		t.Errorf("JavaScript errors: %v", errs)
	}
}

// TestReviewEscapesCVText: CV text that looks like markup is shown as
// text, never run or parsed as HTML.
func TestReviewEscapesCVText(t *testing.T) {
	if testing.Short() {
		t.Skip("browser test: skipped with -short")
	}
	const evil = `<img src=x onerror="window.pwned=1"></script><script>window.pwned=2</script>`
	rec, _ := json.Marshal(map[string]any{"source": "x.md", "name": "Ivo Example " + evil,
		"publications": []map[string]any{{"title": "A Title " + evil, "authors": []string{evil}, "self_index": 0, "venue_raw": evil, "type": "other", "line": 3}}})
	in := writeFile(t, filepath.Join(t.TempDir(), "evil.jsonl"), string(rec)+"\n")
	b := reviewBrowser(t, startReview(t, filepath.Join(t.TempDir(), "c.toml"), in))
	var got struct {
		Pwned  bool
		Imgs   int
		Shown  bool
		Queued bool
	}
	eval(t, b, fmt.Sprintf(`({pwned: window.pwned !== undefined, imgs: document.querySelectorAll('img[src="x"], #record-body script, #items script').length,
		shown: document.getElementById("record-body").textContent.includes(%q),
		queued: document.getElementById("items").textContent.includes(%q)})`, "A Title "+evil, evil), &got)
	if got.Pwned || got.Imgs > 0 || !got.Shown || !got.Queued {
		t.Errorf("CV text as markup: %+v", got)
	}
}
