package pdf

import (
	"bytes"
	"fmt"
	"math/rand"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/internal/sample"

	"golang.org/x/image/font/gofont/gomono"

	"github.com/vitae-cv/vitae/analytics"
	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/reports"
)

// testCVs parses every CV of testdata/cvs.
func testCVs(t testing.TB) []*cv.CV {
	t.Helper()
	cvs, err := sample.Load(filepath.Join("..", "..", "testdata", "cvs"))
	if err != nil {
		t.Fatal(err)
	}
	if len(cvs) < 5 {
		t.Fatalf("only %d test CVs", len(cvs))
	}
	return cvs
}

// scriptCVs are in-memory CVs whose names are in Greek and Cyrillic, with
// an en dash and a multiplication sign in a title.
func scriptCVs() []*cv.CV {
	return []*cv.CV{
		{
			Source: "mem/eleni.txt", Name: "Ελένη Καραγιάννη",
			Education: []cv.Education{{Degree: "Διδακτορικό (PhD)", Level: cv.LevelPhD, Institution: "Εθνικό Μετσόβιο Πολυτεχνείο", Start: cv.Date{Year: 2015}, End: cv.Date{Year: 2019}}},
			Positions: []cv.Position{{Title: "Επίκουρη Καθηγήτρια", Organization: "Πανεπιστήμιο Κρήτης", Kind: cv.KindFaculty, Start: cv.Date{Year: 2020}, End: cv.Present}},
			Publications: []cv.Publication{
				{Title: "A 10× Faster Join – Revisited", Authors: []string{"Ελένη Καραγιάννη", "Дмитрий Соколов"}, SelfIndex: 1, Venue: "SIGMOD", Area: "databases", Year: 2021, Type: cv.TypeConference},
				{Title: "Σχεδίαση συστημάτων", Authors: []string{"Ελένη Καραγιάννη"}, SelfIndex: 1, Venue: "VLDB", Year: 2022, Type: cv.TypeConference},
			},
		},
		{
			Source: "mem/dmitry.txt", Name: "Дмитрий Соколов",
			Positions: []cv.Position{{Title: "Научный сотрудник", Organization: "МГУ", Kind: cv.KindResearch, Start: cv.Date{Year: 2018, Month: 9}, End: cv.Present}},
			Publications: []cv.Publication{
				{Title: "Распределённые системы хранения", Authors: []string{"Дмитрий Соколов"}, SelfIndex: 1, Venue: "OSDI", Year: 2020, Type: cv.TypeConference},
			},
			Awards: []cv.Award{{Name: "Стипендия Президента", Year: 2019, Category: cv.CatFellowship, Status: cv.StatusAwarded}},
		},
	}
}

func report(cvs []*cv.CV) *analytics.Report {
	return analytics.Compute(cvs, analytics.Options{}).Finish()
}

func renderBytes(t testing.TB, r *analytics.Report, opt reports.Options) ([]byte, stats) {
	t.Helper()
	var buf bytes.Buffer
	st, err := render(&buf, r, opt)
	if err != nil {
		t.Fatal(err)
	}
	return buf.Bytes(), st
}

// pdfText extracts the text with pdftotext, or skips.
func pdfText(t *testing.T, data []byte, args ...string) string {
	t.Helper()
	if _, err := exec.LookPath("pdftotext"); err != nil {
		t.Skip("pdftotext not installed: text checks skipped")
	}
	dir := t.TempDir()
	path := filepath.Join(dir, "r.pdf")
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command("pdftotext", append(append([]string{"-layout"}, args...), path, "-")...).CombinedOutput()
	if err != nil {
		t.Fatalf("pdftotext: %v\n%s", err, out)
	}
	return string(out)
}

// pageCount uses pdfinfo, or counts page objects.
func pageCount(t *testing.T, data []byte) int {
	t.Helper()
	if _, err := exec.LookPath("pdfinfo"); err == nil {
		path := filepath.Join(t.TempDir(), "r.pdf")
		os.WriteFile(path, data, 0o644)
		out, err := exec.Command("pdfinfo", path).CombinedOutput()
		if err != nil {
			t.Fatalf("pdfinfo: %v\n%s", err, out)
		}
		m := regexp.MustCompile(`(?m)^Pages:\s+(\d+)`).FindSubmatch(out)
		if m == nil {
			t.Fatalf("pdfinfo: no page count in\n%s", out)
		}
		n, _ := strconv.Atoi(string(m[1]))
		return n
	}
	return len(regexp.MustCompile(`/Type /Page\b[^s]`).FindAll(data, -1))
}

func squash(s string) string { return strings.Join(strings.Fields(s), " ") }

func TestWriteTestdata(t *testing.T) {
	cvs := append(testCVs(t), scriptCVs()...)
	r := report(cvs)
	data, st := renderBytes(t, r, reports.Options{Title: "Hiring committee – Zürich × Łódź", Date: "2024-05-01"})
	if !bytes.HasPrefix(data, []byte("%PDF-")) {
		t.Fatal("not a PDF")
	}
	if st.Missing != 0 {
		t.Errorf("%d characters missing from the Go fonts; want 0 for Latin, Greek and Cyrillic", st.Missing)
	}
	if n := pageCount(t, data); n != st.Pages {
		t.Errorf("PDF has %d pages, renderer counted %d", n, st.Pages)
	}
	if st.CohortPages < 1 || len(st.CandidatePages) != len(r.Candidates) {
		t.Fatalf("stats %+v", st)
	}
	total := st.CohortPages
	for i, n := range st.CandidatePages {
		if n < 1 {
			t.Errorf("%s has no page", r.Candidates[i].Name)
		}
		total += n
	}
	if total != st.Pages {
		t.Errorf("pages %d != cohort %d + candidates", st.Pages, st.CohortPages)
	}

	text := pdfText(t, data)
	flat := squash(text)
	for _, c := range r.Candidates {
		if !strings.Contains(text, c.Name) {
			t.Errorf("name %q not in the PDF text", c.Name)
		}
	}
	for _, s := range []string{
		"Małgorzata Ebner-Wójcik", "Zürich", "Łódź", "Technische Universität Dresden",
		"Ελένη Καραγιάννη", "Дмитрий Соколов", "Επίκουρη Καθηγήτρια", "Распределённые системы хранения",
		"10× Faster Join – Revisited", "Hiring committee – Zürich × Łódź", "2024-05-01",
		"Cohort summary", "Publications per year", "Fellowships per candidate", "Key figures", "Career timeline",
		"Top venues", "Awards and fellowships", GeneratorNote,
		fmt.Sprintf("page 1 of %d", st.Pages), fmt.Sprintf("page %d of %d", st.Pages, st.Pages),
	} {
		if !strings.Contains(text, s) && !strings.Contains(flat, s) {
			t.Errorf("%q not in the PDF text", s)
		}
	}
	if strings.Contains(text, "could not be shown") {
		t.Error("missing-glyph note printed although no glyph is missing")
	}
	if strings.Contains(text, aliasPages) || strings.Contains(text, aliasMissing) {
		t.Error("an alias was not replaced")
	}

	// each candidate's figures on their own page(s)
	page := st.CohortPages + 1
	for i, c := range r.Candidates {
		pt := squash(pdfText(t, data, "-f", fmt.Sprint(page), "-l", fmt.Sprint(page)))
		if !strings.Contains(pt, c.Name) {
			t.Errorf("page %d: name %q missing", page, c.Name)
		}
		want := fmt.Sprintf("%d paper%s counted · %d not counted · %d first-author", c.Counts.Papers, plural(c.Counts.Papers), c.Counts.Uncounted, c.Counts.FirstAuthor)
		if !strings.Contains(pt, want) {
			t.Errorf("page %d (%s): %q missing", page, c.Name, want)
		}
		rank := fmt.Sprintf("rank %d of %d in cohort", c.Ranks.Of(analytics.Headline), len(r.Candidates))
		if !strings.Contains(pt, rank) {
			t.Errorf("page %d (%s): %q missing", page, c.Name, rank)
		}
		page += st.CandidatePages[i]
	}

	// the cohort table: each candidate's row with stage, paper count and
	// the headline rank in the stage and in the cohort
	cohort := pdfText(t, data, "-f", "1", "-l", fmt.Sprint(st.CohortPages))
	for _, c := range r.Candidates {
		found := false
		for _, line := range strings.Split(cohort, "\n") {
			l := squash(line) + " "
			if strings.Contains(l, c.Name) && strings.Contains(l, " "+analytics.Label(c.Stage)+" ") &&
				strings.Contains(l, fmt.Sprintf(" %d of %d %d %d ", c.StageRanks.Of(analytics.Headline), c.StageSize, c.Ranks.Of(analytics.Headline), c.Counts.Papers)) {
				found = true
			}
		}
		if !found {
			t.Errorf("cohort table: no row for %s (%s) with rank %d of %d in stage, %d in cohort and %d papers", c.Name, c.Stage,
				c.StageRanks.Of(analytics.Headline), c.StageSize, c.Ranks.Of(analytics.Headline), c.Counts.Papers)
		}
	}
}

func TestDeterministic(t *testing.T) {
	cvs := append(testCVs(t), scriptCVs()...)
	opt := reports.Options{Title: "Determinism", Date: "2024-01-02"}
	a, _ := renderBytes(t, report(cvs), opt)
	b, _ := renderBytes(t, report(cvs), opt)
	if !bytes.Equal(a, b) {
		t.Fatal("two renders of the same report differ")
	}
	rng := rand.New(rand.NewSource(7))
	for i := 0; i < 3; i++ {
		sh := append([]*cv.CV(nil), cvs...)
		rng.Shuffle(len(sh), func(i, j int) { sh[i], sh[j] = sh[j], sh[i] })
		c, _ := renderBytes(t, report(sh), opt)
		if !bytes.Equal(a, c) {
			t.Fatalf("shuffled input %d gives different bytes", i)
		}
	}
	// no date: the fixed time, still stable
	d1, _ := renderBytes(t, report(cvs), reports.Options{})
	d2, _ := renderBytes(t, report(cvs), reports.Options{})
	if !bytes.Equal(d1, d2) {
		t.Fatal("renders without a date differ")
	}
	if !bytes.Contains(d1, []byte("D:20000101")) {
		t.Error("no fixed creation date in the PDF")
	}
}

func TestMissingGlyphs(t *testing.T) {
	cvs := append(testCVs(t)[:2], cjkCV())
	r := report(cvs)
	var buf bytes.Buffer
	st, err := render(&buf, r, reports.Options{})
	if err != nil {
		t.Fatalf("a name the font lacks must not be an error: %v", err)
	}
	if st.Missing < 7 { // 3 in the table, 3 on the page, 4 in the position ...
		t.Errorf("missing = %d, want the CJK characters counted", st.Missing)
	}
	text := pdfText(t, buf.Bytes())
	if !strings.Contains(text, "□□□") {
		t.Error("the replacement □□□ for 王小明 is not in the text")
	}
	if strings.Contains(text, "王") {
		t.Error("王 printed although the font lacks it")
	}
	for _, s := range []string{
		fmt.Sprintf("%d characters in this report could not be shown in this font", st.Missing),
		"U+5C0F", "U+660E", "U+738B",
		"on this page could not be shown in this font",
		"use --font with a font that covers them",
	} {
		if !strings.Contains(squash(text), s) {
			t.Errorf("%q not in the text", s)
		}
	}

	// without CJK nothing is replaced and no note is printed
	data, st := renderBytes(t, report(testCVs(t)), reports.Options{})
	if st.Missing != 0 {
		t.Errorf("missing = %d for Latin CVs", st.Missing)
	}
	if strings.Contains(pdfText(t, data), "could not be shown") {
		t.Error("note printed without missing characters")
	}
}

func TestFontPath(t *testing.T) {
	dir := t.TempDir()
	mono := filepath.Join(dir, "gomono.ttf")
	if err := os.WriteFile(mono, gomono.TTF, 0o644); err != nil {
		t.Fatal(err)
	}
	r := report(append(testCVs(t), scriptCVs()...))
	data, st := renderBytes(t, r, reports.Options{FontPath: mono})
	if st.Missing != 0 {
		t.Errorf("gomono: %d missing", st.Missing)
	}
	if !bytes.Contains(data, []byte("/BaseFont /utf8custom")) || bytes.Contains(data, []byte("/BaseFont /utf8gofont")) {
		t.Error("the font file is not embedded")
	}
	text := pdfText(t, data)
	for _, s := range []string{"Małgorzata Ebner-Wójcik", "Ελένη Καραγιάννη", "Дмитрий Соколов"} {
		if !strings.Contains(text, s) {
			t.Errorf("%q missing with --font", s)
		}
	}

	missing := filepath.Join(dir, "nope.ttf")
	if err := Write(&bytes.Buffer{}, r, reports.Options{FontPath: missing}); err == nil || !strings.Contains(err.Error(), missing) {
		t.Errorf("missing font: err = %v, want one naming %s", err, missing)
	}
	junk := filepath.Join(dir, "junk.ttf")
	os.WriteFile(junk, []byte("not a font at all"), 0o644)
	if err := Write(&bytes.Buffer{}, r, reports.Options{FontPath: junk}); err == nil || !strings.Contains(err.Error(), junk) {
		t.Errorf("junk font: err = %v, want one naming %s", err, junk)
	}
	if err := Write(&bytes.Buffer{}, r, reports.Options{Date: "2024-13-40"}); err == nil {
		t.Error("bad date accepted")
	}
}

func TestEmptyReport(t *testing.T) {
	data, st := renderBytes(t, report(nil), reports.Options{})
	// the contents, the summary and the comparison (which says "No
	// candidates."), the data quality perhaps on a page of its own
	if st.Pages != st.CohortPages || st.ContentsPages != 1 || st.Pages > 4 || len(st.CandidatePages) != 0 || len(data) == 0 {
		t.Errorf("empty report: %+v", st)
	}
	text := squash(pdfText(t, data))
	for _, s := range []string{"No candidates.", "Data quality", "Parser warnings per candidate none", "No dated publications"} {
		if !strings.Contains(text, s) {
			t.Errorf("empty report: %q missing", s)
		}
	}
}

// TestPNG renders pages to PNG when VITAE_PDF_PNG names a folder: a tool
// for looking at the layout, not a check.
func TestPNG(t *testing.T) {
	out := os.Getenv("VITAE_PDF_PNG")
	if out == "" {
		t.Skip("set VITAE_PDF_PNG=dir to write the report and PNG pages")
	}
	r := report(append(testCVs(t), scriptCVs()...))
	data, _ := renderBytes(t, r, reports.Options{Title: "Faculty search 2024 – systems", Date: "2024-05-01"})
	if err := os.WriteFile(filepath.Join(out, "report.pdf"), data, 0o644); err != nil {
		t.Fatal(err)
	}
	res := os.Getenv("VITAE_PDF_PNG_RES")
	if res == "" {
		res = "70"
	}
	if b, err := exec.Command("pdftoppm", "-png", "-r", res, filepath.Join(out, "report.pdf"), filepath.Join(out, "page")).CombinedOutput(); err != nil {
		t.Fatalf("pdftoppm: %v\n%s", err, b)
	}
	// a name the Go fonts lack
	cjk, _ := renderBytes(t, report(append(testCVs(t)[:1], cjkCV())), reports.Options{})
	if err := os.WriteFile(filepath.Join(out, "cjk.pdf"), cjk, 0o644); err != nil {
		t.Fatal(err)
	}
	if b, err := exec.Command("pdftoppm", "-png", "-r", res, filepath.Join(out, "cjk.pdf"), filepath.Join(out, "cjk")).CombinedOutput(); err != nil {
		t.Fatalf("pdftoppm: %v\n%s", err, b)
	}
}

func cjkCV() *cv.CV {
	return &cv.CV{
		Source: "mem/wang.txt", Name: "王小明",
		Positions: []cv.Position{{Title: "Researcher", Organization: "清华大学", Kind: cv.KindResearch, Start: cv.Date{Year: 2020}, End: cv.Present}},
		Publications: []cv.Publication{
			{Title: "Storage at scale", Authors: []string{"王小明"}, SelfIndex: 1, Venue: "OSDI", Year: 2021, Type: cv.TypeConference},
		},
	}
}

// BenchmarkWrite renders cohorts of 1,000 and 10,000 candidates cloned
// from the sample CVs (run the larger one with -benchtime=1x).
func BenchmarkWrite(b *testing.B) {
	for _, n := range []int{1000, 10000} {
		b.Run(fmt.Sprintf("n=%d", n), func(b *testing.B) { benchmarkWrite(b, n) })
	}
}

func benchmarkWrite(b *testing.B, size int) {
	base := testCVs(b)
	var cvs []*cv.CV
	for i := 0; len(cvs) < size; i++ {
		c := *base[i%len(base)]
		c.Source = fmt.Sprintf("bench/%05d-%s", i, c.Source)
		c.Name = fmt.Sprintf("%s %d", c.Name, i)
		cvs = append(cvs, &c)
	}
	r := report(cvs)
	b.ReportAllocs()
	b.ResetTimer()
	var n int
	for b.Loop() {
		var buf bytes.Buffer
		if err := Write(&buf, r, reports.Options{}); err != nil {
			b.Fatal(err)
		}
		n = buf.Len()
	}
	b.ReportMetric(float64(n), "pdf-bytes")
}
