package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf16"

	"github.com/xuri/excelize/v2"

	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/internal/cli"
)

// recordsOf writes fictional CV records named names (one paper each), as
// "vitae parse --format json" writes them, to path.
func recordsOf(t *testing.T, path string, names ...string) string {
	t.Helper()
	var cvs []*cv.CV
	for i, n := range names {
		cvs = append(cvs, &cv.CV{Source: filepath.Join("in", string(rune('a'+i))+".md"), Name: n,
			Publications: []cv.Publication{{Title: "A paper", Year: 2020, Type: cv.TypeJournal, Venue: "Journal of Examples"}}})
	}
	b, err := json.Marshal(cvs)
	if err != nil {
		t.Fatal(err)
	}
	return writeFile(t, path, string(b))
}

// headerNames are the names and titles that made the workbook's page
// header longer than excelize's limit: a title of 97 characters beside a
// cohort of seven long names, one name of 120 ampersands, and seven names
// in astral-plane letters (two UTF-16 units each).
func headerNames() map[string]struct {
	title string
	names []string
} {
	var plain, astral []string
	for i := range 7 {
		plain = append(plain, "Alexandra Example-"+string(rune('A'+i))+"mple")
		var b strings.Builder
		for k := range 30 {
			b.WriteRune(rune(0x1D400 + (i*7+k)%26)) // Mathematical Bold letters
		}
		astral = append(astral, b.String())
	}
	return map[string]struct {
		title string
		names []string
	}{
		"title of 97":    {strings.Repeat("Tenure-track Assistant Professor ", 3)[:97], plain},
		"name of 120 &":  {"", []string{"Ann " + strings.Repeat("&", 120) + " Example", "Bo Sample"}},
		"7 astral names": {"", astral},
	}
}

// checkWorkbookHeaders opens the workbook at path with excelize and checks
// every sheet's page header and footer against the limit.
func checkWorkbookHeaders(t *testing.T, path string) {
	t.Helper()
	f, err := excelize.OpenFile(path)
	if err != nil {
		t.Fatalf("the workbook does not open: %v", err)
	}
	defer f.Close()
	for _, sheet := range f.GetSheetList() {
		hf, err := f.GetHeaderFooter(sheet)
		if err != nil || hf == nil {
			t.Fatalf("%s: no page header (%v)", sheet, err)
		}
		for _, field := range []string{hf.OddHeader, hf.OddFooter} {
			if n := len(utf16.Encode([]rune(field))); n > excelize.MaxFieldLength {
				t.Errorf("%s: page header of %d UTF-16 units, over %d", sheet, n, excelize.MaxFieldLength)
			}
		}
	}
}

// TestReportLongPageHeader: "vitae report" writes the workbook whatever
// the title and the candidates' names; before the fix each of these
// failed the workbook ("field OddHeader must be less than or equal to
// 255 characters", exit 1, no report.xlsx).
func TestReportLongPageHeader(t *testing.T) {
	for name, a := range headerNames() {
		t.Run(name, func(t *testing.T) {
			dir := t.TempDir()
			in := recordsOf(t, filepath.Join(dir, "records.json"), a.names...)
			out := filepath.Join(dir, "out")
			r := runWith(t, "", "report", "--out", out, "--xlsx", "--title", a.title, in)
			if r.code != cli.OK {
				t.Fatalf("exit %d, want 0:\n%s", r.code, r.stderr)
			}
			checkWorkbookHeaders(t, filepath.Join(out, "report.xlsx"))
		})
	}
}

// TestRunLongPageHeader: "vitae run" publishes a run whose job title and
// candidates' names are longer than a page header holds; before the fix
// it published nothing (exit 4) on every run while such a CV was there,
// though "vitae run --check" said ok.
func TestRunLongPageHeader(t *testing.T) {
	for name, a := range headerNames() {
		t.Run(name, func(t *testing.T) {
			dir := t.TempDir()
			recordsOf(t, filepath.Join(dir, "applications", "records.json"), a.names...)
			title, _ := json.Marshal(a.title) // a TOML basic string
			job := writeFile(t, filepath.Join(dir, "job.toml"), "[inputs]\npaths = [\"applications/records.json\"]\n[output]\ndir = \"reports\"\nformats = [\"xlsx\"]\ntitle = "+string(title)+"\n")
			r := edgeEnv(t).run("run", job)
			if r.code != cli.OK {
				t.Fatalf("exit %d, want 0:\n%s", r.code, r.stderr)
			}
			checkWorkbookHeaders(t, filepath.Join(dir, "reports", "latest", "report.xlsx"))
			if _, err := os.Stat(filepath.Join(dir, "reports", "latest", "manifest.json")); err != nil {
				t.Errorf("no manifest in the published run: %v", err)
			}
		})
	}
}
