package pdf

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/vitae-cv/vitae/analytics"
	"github.com/vitae-cv/vitae/charts"
	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/reports"
)

// The fictional cohort of these tests: one CV of each stage but "other",
// each with its own date.
//
//   - Ilse Marchetti, PhD student: PhD 2020-09 – 2026-06 (expected), an
//     ongoing research post, CV stated as of 2024-03; a 7+ author paper
//     (place 3), a preprint of 2022 (not counted); fellowships 2 awarded,
//     1 finalist, 2 nominee; a paper award with an honourable mention.
//   - Oskar Lindqvist, faculty: PhD 2010–2015, papers in 2011 and 2013
//     (none in 2012), CV stated as of 2025-01: the newest, so the run date.
//   - Priya Venkataraman-Holt, industry: CV stated as of 2021-06, 43
//     months before the run date: stale.
//   - Tomasz Reyes, postdoc: CV dated 2024-11 by its file.
func fictionalCVs() []*cv.CV {
	asOf := func(y, m int, src string) *cv.AsOf { return &cv.AsOf{Date: cv.Date{Year: y, Month: m}, Source: src} }
	conf := func(title, venue string, year, place int, authors ...string) cv.Publication {
		return cv.Publication{Title: title, Authors: authors, SelfIndex: place, Venue: venue, Year: year, Type: cv.TypeConference, Status: "published"}
	}
	etAl := conf("Sharded Logs for Lazy Readers", "OSDI", 2021, 3, "A. Berg", "B. Chu", "Ilse Marchetti", "D. Ruiz", "E. Sato", "F. Nkemelu", "G. Ortiz")
	etAl.EtAl = true
	fellow := func(name string, year int, st cv.AwardStatus) cv.Award {
		return cv.Award{Name: name, Year: year, Category: cv.CatFellowship, Status: st}
	}
	return []*cv.CV{
		{
			Source: "mem/ilse.txt", Name: "Ilse Marchetti", AsOf: asOf(2024, 3, cv.AsOfStated),
			Education: []cv.Education{{Degree: "PhD in Computer Science", Level: cv.LevelPhD, Institution: "Universität Tessin",
				Start: cv.Date{Year: 2020, Month: 9}, End: cv.Date{Year: 2026, Month: 6}, Expected: true}},
			Positions: []cv.Position{{Title: "Research Assistant", Organization: "Tessin Systems Lab", Kind: cv.KindResearch, Start: cv.Date{Year: 2021, Month: 1}, End: cv.Present}},
			Publications: []cv.Publication{
				etAl,
				conf("Quiet Replicas", "SOSP", 2023, 1, "Ilse Marchetti", "H. Lund"),
				{Title: "Notes on Lazy Compaction", Authors: []string{"Ilse Marchetti"}, SelfIndex: 1, Year: 2022, Type: cv.TypePreprint},
			},
			Awards: []cv.Award{
				fellow("Aurora Graduate Fellowship", 2022, cv.StatusAwarded),
				fellow("Borealis Fellowship", 2023, cv.StatusAwarded),
				fellow("Cirrus Fellowship", 2023, cv.StatusFinalist),
				fellow("Delta Fellowship", 2022, cv.StatusNominee),
				fellow("Estuary Fellowship", 2023, cv.StatusNominee),
				{Name: "Best Paper Award SOSP", Year: 2023, Category: cv.CatPaperAward, Status: cv.StatusHonorableMention},
			},
		},
		{
			Source: "mem/oskar.txt", Name: "Oskar Lindqvist", AsOf: asOf(2025, 1, cv.AsOfStated),
			Education: []cv.Education{{Degree: "PhD", Level: cv.LevelPhD, Institution: "Nordvik University", Start: cv.Date{Year: 2010}, End: cv.Date{Year: 2015}}},
			Positions: []cv.Position{{Title: "Assistant Professor", Organization: "Nordvik University", Kind: cv.KindFaculty, Start: cv.Date{Year: 2018}, End: cv.Present}},
			Publications: []cv.Publication{
				conf("Early Work on Queues", "NSDI", 2011, 1, "Oskar Lindqvist"),
				conf("Later Work on Queues", "NSDI", 2013, 1, "Oskar Lindqvist", "J. Park"),
			},
		},
		{
			Source: "mem/priya.txt", Name: "Priya Venkataraman-Holt", AsOf: asOf(2021, 6, cv.AsOfStated),
			Positions:    []cv.Position{{Title: "Software Engineer", Organization: "Kestrel Data", Kind: cv.KindIndustry, Start: cv.Date{Year: 2019}, End: cv.Present}},
			Publications: []cv.Publication{{Title: "Columnar Tricks", Authors: []string{"Priya Venkataraman-Holt"}, SelfIndex: 1, Venue: "VLDB", Year: 2019, Type: cv.TypeJournal}},
		},
		{
			Source: "mem/tomasz.txt", Name: "Tomasz Reyes", AsOf: asOf(2024, 11, cv.AsOfFile),
			Education:    []cv.Education{{Degree: "PhD", Level: cv.LevelPhD, Institution: "Lisbon Tech", Start: cv.Date{Year: 2017}, End: cv.Date{Year: 2022}}},
			Positions:    []cv.Position{{Title: "Postdoctoral Researcher", Organization: "Lisbon Tech", Kind: cv.KindPostdoc, Start: cv.Date{Year: 2023}, End: cv.Present}},
			Publications: []cv.Publication{conf("Gossip at Scale", "PODC", 2020, 2, "K. Alves", "Tomasz Reyes")},
		},
	}
}

// fictional renders the fictional cohort and returns the report, the
// stats, the text of every page (squashed) and the text of the cohort
// pages after the contents, with their layout.
func fictional(t *testing.T) (*analytics.Report, stats, []string, string) {
	t.Helper()
	r := report(fictionalCVs())
	data, st := renderBytes(t, r, reports.Options{Title: "Issue 9 figures"})
	pages := make([]string, st.Pages+1)
	for p := 1; p <= st.Pages; p++ {
		pages[p] = squash(pdfRaw(t, data, p))
	}
	return r, st, pages, pdfText(t, data, "-f", fmt.Sprint(st.ContentsPages+1), "-l", fmt.Sprint(st.CohortPages))
}

// pdfRaw extracts the text of page p in content order (pdftotext -raw):
// the lines of a box stay together.
func pdfRaw(t *testing.T, data []byte, p int) string {
	t.Helper()
	if _, err := exec.LookPath("pdftotext"); err != nil {
		t.Skip("pdftotext not installed: text checks skipped")
	}
	path := filepath.Join(t.TempDir(), "r.pdf")
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command("pdftotext", "-raw", "-f", fmt.Sprint(p), "-l", fmt.Sprint(p), path, "-").CombinedOutput()
	if err != nil {
		t.Fatalf("pdftotext: %v\n%s", err, out)
	}
	return string(out)
}

// candidatePage returns the squashed text of a candidate's pages.
func candidatePage(r *analytics.Report, st stats, pages []string, name string) string {
	p := st.CohortPages + 1
	for i, c := range r.Candidates {
		if c.Name == name {
			return strings.Join(pages[p:p+st.CandidatePages[i]], " ")
		}
		p += st.CandidatePages[i]
	}
	return ""
}

// lineWith returns the first line of text containing s, squashed.
func lineWith(text, s string) string {
	for _, l := range strings.Split(text, "\n") {
		if strings.Contains(l, s) {
			return squash(l)
		}
	}
	return ""
}

func TestCohortTableStageAsOfPhD(t *testing.T) {
	r, _, _, cohort := fictional(t)
	for _, c := range r.Candidates {
		line := lineWith(cohort, c.Name)
		if line == "" {
			t.Fatalf("no row for %s", c.Name)
		}
		for _, want := range []string{
			analytics.Label(c.Stage), c.AsOf.String(), analytics.Label(c.AsOfSource),
			" " + analytics.RankOf(c.StageRanks.Of(analytics.Headline), c.StageSize) + " ",
			fmt.Sprintf(" %d ", c.Ranks.Of(analytics.Headline)),
		} {
			if !strings.Contains(line+" ", want) {
				t.Errorf("row of %s: %q missing in %q", c.Name, want, line)
			}
		}
		if got := strings.Contains(line, "stale"); got != c.Stale {
			t.Errorf("row of %s: stale mark %v, want %v: %q", c.Name, got, c.Stale, line)
		}
	}
	if l := lineWith(cohort, "Ilse Marchetti"); !strings.Contains(l, "expected 2026-06") {
		t.Errorf("the expected PhD is not marked expected: %q", l)
	}
	if l := lineWith(cohort, "Oskar Lindqvist"); !strings.Contains(l, "done 2015") {
		t.Errorf("a finished PhD is not marked done: %q", l)
	}
	// rows grouped by stage, in analytics.Stages order
	var at []int
	for _, n := range []string{"Ilse Marchetti", "Tomasz Reyes", "Oskar Lindqvist", "Priya Venkataraman-Holt"} {
		at = append(at, strings.Index(cohort, n))
	}
	for i := 1; i < len(at); i++ {
		if at[i] < at[i-1] {
			t.Errorf("rows not in stage order (PhD student, postdoc, faculty, industry): %v", at)
		}
	}
	for _, s := range []string{"Papers per year since PhD start", "Stages: PhD student 1 · postdoc 1 · faculty 1 · industry 1", r.Quality.Summary()} {
		if !strings.Contains(squash(cohort), s) {
			t.Errorf("%q not on the cohort pages", s)
		}
	}
}

func TestLabelsNotCodes(t *testing.T) {
	r, _, pages, _ := fictional(t)
	all := strings.Join(pages, " ")
	for _, code := range []string{"phd_student", "honorable_mention", "paper_award", "latest item", "to_appear", "_"} {
		if strings.Contains(all, code) {
			t.Errorf("code %q printed", code)
		}
	}
	for _, s := range []string{"PhD student", "postdoc", "faculty", "industry", "honorable mention", "paper award", "stated in the CV", "file metadata"} {
		if !strings.Contains(all, s) {
			t.Errorf("label %q not printed", s)
		}
	}
	if len(r.Candidates) != 4 {
		t.Fatalf("%d candidates", len(r.Candidates))
	}
}

func TestCandidatePageFigures(t *testing.T) {
	r, st, pages, _ := fictional(t)
	ilse := candidatePage(r, st, pages, "Ilse Marchetti")
	for _, s := range []string{
		"PhD, expected: Universität Tessin · 2020-09 – 2026-06 (expected)",
		"Stage: PhD student: PhD in progress at Universität Tessin · CV as of 2024-03 (stated in the CV)",
		"expected 2026-06", // the timeline row
		"this CV's own as-of date (2024-03, stated in the CV)",
		"3/7+", // et al.: at least 7 authors
		"Not counted: preprint",
	} {
		if !strings.Contains(ilse, s) {
			t.Errorf("Ilse's page: %q missing", s)
		}
	}
	if strings.Contains(ilse, "Stale:") {
		t.Error("Ilse's CV (10 months old) is marked stale")
	}
	priya := candidatePage(r, st, pages, "Priya Venkataraman-Holt")
	if !strings.Contains(priya, "Stale: this CV is dated 2021-06, 43 months before the run date 2025-01 (threshold 12 months; --stale-after changes it)") {
		t.Errorf("Priya's stale CV not flagged: %s", priya)
	}
	// the rate says how it is made under the key figures, the stage why
	for _, s := range []string{"Stage: industry: current position “Software Engineer”",
		"Key figures", analytics.HeadlineLabel() + " 0.33 = 1 counted paper / 3 years, 2019–2021, from first paper"} {
		if !strings.Contains(priya, s) {
			t.Errorf("Priya's page: %q missing", s)
		}
	}
	for _, c := range r.Candidates {
		page := candidatePage(r, st, pages, c.Name)
		for _, m := range analytics.Metrics {
			want := fmt.Sprintf("rank %d of %d in cohort %d of %d in stage · %s%%ile", c.Ranks.Of(m.Name), len(r.Candidates),
				c.StageRanks.Of(m.Name), c.StageSize, analytics.FormatNumber(c.StagePercentiles.Of(m.Name)))
			if !strings.Contains(page, want) {
				t.Errorf("%s, %s: %q missing", c.Name, m.Name, want)
			}
		}
	}
}

func TestTimelineOwnAsOfAndExpected(t *testing.T) {
	r := report(fictionalCVs())
	var ilse *analytics.Candidate
	for _, c := range r.Candidates {
		if c.Name == "Ilse Marchetti" {
			ilse = c
		}
	}
	if r.AsOf != 2025 {
		t.Fatalf("report as of %d, want 2025 (Oskar's CV)", r.AsOf)
	}
	ch := charts.CandidateTimeline(r, ilse)
	asOf := ch.Axis.AsOf
	if want := 2024 + 3.0/12; asOf != want {
		t.Errorf("Ilse's as-of position %v, want %v (her own 2024-03, not the report's %d)", asOf, want, r.AsOf)
	}
	bars, items := timelineBars(ch)
	var ongoing, expected int
	for _, b := range bars {
		switch {
		case b.span.Ongoing:
			ongoing++
			if b.span.To != asOf {
				t.Errorf("ongoing %q ends at %v, want her as-of %v", b.label, b.span.To, asOf)
			}
		case b.span.Expected:
			expected++
			if want := 2026 + 6.0/12; b.span.To != want || b.span.End != "2026-06" {
				t.Errorf("expected PhD ends at %v (%q), want the expected date %v", b.span.To, b.span.End, want)
			}
		}
	}
	if ongoing != 1 || expected != 1 {
		t.Errorf("%d ongoing and %d expected spans, want 1 and 1", ongoing, expected)
	}
	if last := items[len(items)-1]; last.style != swatchDashed || !strings.Contains(last.label, "expected") {
		t.Errorf("no expected item in the legend: %+v", items)
	}
}

func TestTimelineExtremeYears(t *testing.T) {
	wild := &cv.CV{
		Source: "mem/wild.txt", Name: "Wilma Outlier",
		Education: []cv.Education{{Degree: "PhD", Level: cv.LevelPhD, Start: cv.Date{Year: 1}, End: cv.Date{Year: 9999}, Expected: true}},
		Positions: []cv.Position{
			{Title: "Keeper", Kind: cv.KindOther, Start: cv.Date{Year: 3}, End: cv.Present},
			{Title: "Clerk", Kind: cv.KindOther, Start: cv.Date{Year: 9990}, End: cv.Date{Year: 9995}},
		},
		Publications: []cv.Publication{
			{Title: "Ancient", Authors: []string{"Wilma Outlier"}, SelfIndex: 1, Year: 1, Type: cv.TypeConference},
			{Title: "Future", Authors: []string{"Wilma Outlier"}, SelfIndex: 1, Year: 9999, Type: cv.TypeConference},
		},
	}
	start := time.Now()
	r := report(append(fictionalCVs(), wild))
	_, st := renderBytes(t, r, reports.Options{})
	if el := time.Since(start); el > 20*time.Second {
		t.Errorf("rendering took %v", el)
	}
	if st.Pages < 5 {
		t.Errorf("%d pages", st.Pages)
	}
	for _, c := range r.Candidates {
		ch := charts.CandidateTimeline(r, c)
		if ch == nil {
			continue
		}
		// the chart's axis: whole steps within the four-digit years, so
		// the PDF's tick loop is short
		ax := ch.Axis
		if ax.Step <= 0 || ax.Max <= ax.Min || ax.Min < 0 || ax.Max > analytics.MaxAxisYear+ax.Step || (ax.Max-ax.Min)/ax.Step > 24 {
			t.Errorf("%s: axis %v–%v step %v", c.Name, ax.Min, ax.Max, ax.Step)
		}
	}
}

func TestPerYearCountedApart(t *testing.T) {
	r, _, pages, _ := fictional(t)
	ss, apart := yearSeries(charts.PerYear(r))
	if !apart {
		t.Fatal("the preprint is not apart")
	}
	for _, s := range ss {
		if s.counted != r.Counts(cv.PubType(strings.Fields(s.label)[0])) {
			t.Errorf("series %q counted = %v", s.label, s.counted)
		}
		if !s.counted && !strings.HasSuffix(s.label, "(not counted)") {
			t.Errorf("series %q not labelled not counted", s.label)
		}
	}
	if c, u := yearTotals(ss, 2022); c != 0 || u != 1 {
		t.Errorf("2022: counted %v, apart %v; want 0 and 1 (the preprint)", c, u)
	}
	if c, u := yearTotals(ss, 2021); c != 1 || u != 0 {
		t.Errorf("2021: counted %v, apart %v; want 1 and 0", c, u)
	}
	all := strings.Join(pages, " ")
	if !strings.Contains(all, "preprint (not counted)") || !strings.Contains(all, "Hatched bars beside: listed but not counted") {
		t.Error("the not-counted series is not labelled")
	}
	// the per-year table: every year from 2011 to 2023, 2012 included,
	// with totals that add up
	tab := r.PerYearTable()
	if len(tab.Rows) != 2023-2011+1 {
		t.Fatalf("%d per-year rows", len(tab.Rows))
	}
	for _, row := range tab.Rows {
		cells := make([]string, len(row))
		for j, v := range row {
			cells[j] = analytics.FormatCellKind(v, tab.Columns[j].Kind)
		}
		if want := strings.Join(cells, " "); !strings.Contains(all, want) {
			t.Errorf("per-year row %q not in the PDF", want)
		}
	}
}

func TestFellowshipsAwardedOnly(t *testing.T) {
	r := report(fictionalCVs())
	rs, _ := fellowRows(charts.FellowshipsUpTo(r, 0))
	if len(rs) != 1 {
		t.Fatalf("fellowship rows %+v, want Ilse only", rs)
	}
	if got, want := rs[0], (fellowRow{"Ilse Marchetti", 2, 1, 2}); got != want {
		t.Errorf("got %+v, want %+v", got, want)
	}
	// order: awarded, then finalist, then name (the FellowshipTable's)
	cvs := fictionalCVs()
	cvs[1].Awards = []cv.Award{{Name: "Fjord Fellowship", Year: 2012, Category: cv.CatFellowship, Status: cv.StatusFinalist}}
	cvs[3].Awards = []cv.Award{
		{Name: "Glacier Fellowship", Year: 2019, Category: cv.CatFellowship, Status: cv.StatusAwarded},
		{Name: "Harbor Fellowship", Year: 2020, Category: cv.CatFellowship, Status: cv.StatusAwarded},
		{Name: "Inlet Fellowship", Year: 2020, Category: cv.CatFellowship, Status: cv.StatusNominee},
	}
	var names []string
	rs, _ = fellowRows(charts.FellowshipsUpTo(report(cvs), 0))
	for _, r := range rs {
		names = append(names, r.name)
	}
	if got, want := strings.Join(names, ", "), "Ilse Marchetti, Tomasz Reyes, Oskar Lindqvist"; got != want {
		t.Errorf("order %q, want %q", got, want)
	}
}

func TestDataQualitySection(t *testing.T) {
	r := report(fictionalCVs())
	r.SetInputs([]analytics.InputIssue{{Path: "cvs/broken.docx", Why: "not a zip file"}}, []analytics.InputIssue{{Path: "cvs/photo.jpg", Why: "images are not read"}})
	data, st := renderBytes(t, r, reports.Options{})
	cohort := squash(pdfText(t, data, "-f", "1", "-l", fmt.Sprint(st.CohortPages)))
	for _, s := range []string{
		"Data quality", r.Quality.Summary(), "1 input failed", "input failed cvs/broken.docx not a zip file",
		"file skipped cvs/photo.jpg images are not read", "stale CV Priya Venkataraman-Holt",
		"Parser warnings per candidate none",
	} {
		if !strings.Contains(cohort, s) {
			t.Errorf("%q not in the data quality section", s)
		}
	}

	// nothing to report: "none" under each heading
	one := report(fictionalCVs()[1:2])
	data, st = renderBytes(t, one, reports.Options{})
	cohort = squash(pdfText(t, data, "-f", "1", "-l", fmt.Sprint(st.CohortPages)))
	for _, s := range []string{"Data quality", "Inputs, stale CVs, possible duplicates, corrections none", "Parser warnings per candidate none"} {
		if !strings.Contains(cohort, s) {
			t.Errorf("empty data quality: %q missing", s)
		}
	}

	// warnings: counted per candidate and listed
	cvs := fictionalCVs()
	cvs[2].Warnings = []cv.Warning{{Line: 12, Section: "Publications", Message: "entry without a year", Text: "Columnar Tricks, VLDB"}}
	data, st = renderBytes(t, report(cvs), reports.Options{})
	cohort = squash(pdfText(t, data, "-f", "1", "-l", fmt.Sprint(st.CohortPages)))
	for _, s := range []string{"Parser warnings per candidate Candidate Warnings Priya Venkataraman-Holt 1", "entry without a year"} {
		if !strings.Contains(cohort, s) {
			t.Errorf("warnings: %q missing", s)
		}
	}
}
