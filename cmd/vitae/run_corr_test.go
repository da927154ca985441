package main

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/xuri/excelize/v2"

	"github.com/vitae-cv/vitae/internal/cli"
)

// TestRunCorrectionsPersist: a committee's corrections are applied on
// every run of a job while the folder changes around them, and each run's
// HTML, workbook, PDF and text mark the corrected paper; a correction
// whose entry does not exist is reported as stale in every run, and
// counted in the manifest.
func TestRunCorrectionsPersist(t *testing.T) {
	dir := t.TempDir()
	apps := filepath.Join(dir, "applications")
	for _, n := range []string{"markdown_headings.md", "numbered_plain.txt"} {
		writeFile(t, filepath.Join(apps, n), sampleCV(t, n))
	}
	const note = "the committee checked the programme"
	writeFile(t, filepath.Join(dir, "corrections.toml"), `[[correction]]
candidate = "Seorin Valdane"
section = "publications"
entry = "Ripple: Asynchronous frontier propagation for heterogeneous graph accelerators"
set = { venue = "MICRO" }
note = "`+note+`"

[[correction]]
candidate = "Seorin Valdane"
section = "publications"
entry = "A Paper This CV Never Listed"
remove = true
`)
	jobPath := writeFile(t, filepath.Join(dir, "job.toml"), `[inputs]
paths = ["applications"]
[output]
dir = "out"
formats = ["html", "xlsx", "pdf", "text"]
[corrections]
file = "corrections.toml"
`)
	out := filepath.Join(dir, "out")
	env := &jobEnv{t: t, now: time.Date(2026, 11, 22, 3, 0, 0, 0, time.UTC)}
	for i := range 3 {
		switch i {
		case 1: // a CV added
			writeFile(t, filepath.Join(apps, "caps_headings.md"), sampleCV(t, "caps_headings.md"))
		case 2: // another CV changed
			writeFile(t, filepath.Join(apps, "numbered_plain.txt"), sampleCV(t, "numbered_plain.txt")+"\n")
		}
		r := env.run("run", jobPath)
		if r.code != cli.OK {
			t.Fatalf("run %d: exit %d\n%s", i+1, r.code, r.stderr)
		}
		run := filepath.Join(out, "runs", latestID(t, out))
		m := readManifestCorrections(t, run)
		if m.Applied != 1 || m.Stale != 1 {
			t.Errorf("run %d manifest corrections: %+v, want 1 applied, 1 stale", i+1, m)
		}
		checkMarked(t, i+1, run, note)
	}
}

type correctionsJSON struct {
	Applied, Stale int
}

func readManifestCorrections(t *testing.T, dir string) correctionsJSON {
	t.Helper()
	var m struct {
		Corrections correctionsJSON `json:"corrections"`
	}
	readJSONFile(t, filepath.Join(dir, "manifest.json"), &m)
	return m.Corrections
}

// checkMarked checks that every format of a run marks the corrected
// paper (its note) and lists the stale correction.
func checkMarked(t *testing.T, n int, run, note string) {
	t.Helper()
	html, err := os.ReadFile(filepath.Join(run, "report.html"))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(html), "corrected: venue") || !strings.Contains(string(html), note) {
		t.Errorf("run %d: the HTML does not mark the corrected paper", n)
	}
	if !strings.Contains(string(html), "A Paper This CV Never Listed") {
		t.Errorf("run %d: the HTML does not list the stale correction", n)
	}
	text, err := os.ReadFile(filepath.Join(run, "report.txt"))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(text), "corrected: venue") || !strings.Contains(string(text), "A Paper This CV Never Listed") {
		t.Errorf("run %d: the text report does not mark the correction or list the stale one", n)
	}
	if !workbookHas(t, filepath.Join(run, "report.xlsx"), "corrected: venue — "+note) {
		t.Errorf("run %d: the workbook has no Corrected cell for the paper", n)
	}
	if bin, err := exec.LookPath("pdftotext"); err == nil {
		b, err := exec.Command(bin, "-layout", filepath.Join(run, "report.pdf"), "-").Output()
		if err != nil {
			t.Fatal(err)
		}
		if s := strings.Join(strings.Fields(string(b)), " "); !strings.Contains(s, "Corrected: venue") {
			t.Errorf("run %d: the PDF does not mark the corrected paper", n)
		}
	}
}

// workbookHas says whether a cell of any sheet holds want.
func workbookHas(t *testing.T, path, want string) bool {
	t.Helper()
	f, err := excelize.OpenFile(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	for _, sh := range f.GetSheetList() {
		rows, _ := f.GetRows(sh)
		for _, r := range rows {
			for _, c := range r {
				if c == want {
					return true
				}
			}
		}
	}
	return false
}

// readJSONFile decodes a JSON file into v.
func readJSONFile(t *testing.T, path string, v any) {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(b, v); err != nil {
		t.Fatalf("%s: %v", path, err)
	}
}

// TestCorrectionsFlag: vitae stats and report take a corrections file
// too (--corrections): the correction is applied before counting, a
// stale one is warned about and listed in the data quality; a file that
// does not read fails naming it.
func TestCorrectionsFlag(t *testing.T) {
	dir := t.TempDir()
	in := writeFile(t, filepath.Join(dir, "jane.md"), goodCV)
	corr := writeFile(t, filepath.Join(dir, "corrections.toml"), `[[correction]]
candidate = "Jane Q. Doe"
section = "publications"
entry = "A Paper Title"
set = { venue = "NSDI" }
note = "checked"

[[correction]]
candidate = "Jane Q. Doe"
section = "awards"
entry = "An Award She Never Listed"
remove = true
`)
	r := runWith(t, "", "stats", "-f", "json", "--corrections", corr, in)
	if r.code != cli.OK {
		t.Fatalf("exit %d\n%s", r.code, r.stderr)
	}
	var got struct {
		Candidates []struct {
			Papers []struct {
				Venue     string   `json:"venue"`
				Corrected []string `json:"corrected"`
			} `json:"papers"`
		} `json:"candidates"`
		Quality struct {
			StaleCorrections []string `json:"stale_corrections"`
		} `json:"data_quality"`
	}
	if err := json.Unmarshal([]byte(r.stdout), &got); err != nil {
		t.Fatal(err)
	}
	if len(got.Candidates) != 1 || len(got.Candidates[0].Papers) != 1 || got.Candidates[0].Papers[0].Venue != "NSDI" || len(got.Candidates[0].Papers[0].Corrected) == 0 {
		t.Errorf("the correction was not applied: %+v", got.Candidates)
	}
	if len(got.Quality.StaleCorrections) != 1 || !strings.Contains(r.stderr, "warning: correction not applied") {
		t.Errorf("stale: %q\n%s", got.Quality.StaleCorrections, r.stderr)
	}
	out := t.TempDir()
	if r := runWith(t, "", "report", "--out", out, "--text", "--corrections", corr, in); r.code != cli.OK {
		t.Fatalf("report: exit %d\n%s", r.code, r.stderr)
	}
	if b, _ := os.ReadFile(filepath.Join(out, "report.txt")); !strings.Contains(string(b), "corrected: venue") {
		t.Error("the text report does not mark the corrected paper")
	}
	bad := writeFile(t, filepath.Join(dir, "bad.toml"), "[[correction]]\ncandidate = 3\n")
	if r := runWith(t, "", "stats", "--corrections", bad, in); r.code != cli.Usage || !strings.Contains(r.stderr, "bad.toml:2") {
		t.Errorf("bad corrections file: exit %d\n%s", r.code, r.stderr)
	}
}
