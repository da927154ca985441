package html

import (
	"bytes"
	"compress/gzip"
	"encoding/base64"
	"encoding/json"
	"io"
	"regexp"
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/analytics"
	"github.com/vitae-cv/vitae/charts"
	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/reports"
)

// Fictional people only. Okonkwo-Tan's CV says it was last updated in
// 2019-03 and expects her PhD in 2019-09; the others run to 2024, so her
// CV is stale against the run date (2024-06).
func d(y, m int) cv.Date { return cv.Date{Year: y, Month: m} }

func pub(title, venue string, year int, t cv.PubType) cv.Publication {
	return cv.Publication{Title: title, Authors: []string{"A. Author", "B. Author"}, SelfIndex: 1, Venue: venue, Year: year, Type: t, Status: cv.PubPublished}
}

func fictional() []*cv.CV {
	return []*cv.CV{
		{Source: "okonkwo-tan.md", Name: "Mira Okonkwo-Tan", AsOf: &cv.AsOf{Date: d(2019, 3), Source: cv.AsOfStated},
			Education: []cv.Education{
				{Degree: "B.S. in Physics", Level: cv.LevelBachelors, Institution: "Lakeside College", Start: d(2008, 9), End: d(2012, 6)},
				{Degree: "Ph.D. in Computer Science", Level: cv.LevelPhD, Institution: "Northfield University", Start: d(2013, 9), End: d(2019, 9), Expected: true}},
			Positions: []cv.Position{{Title: "Graduate Research Assistant", Organization: "Northfield University", Kind: cv.KindResearch, Start: d(2013, 9), End: cv.Present}},
			Publications: []cv.Publication{pub("Sharded logs", "OSDI", 2014, cv.TypeConference), pub("Lazy replicas", "SOSP", 2016, cv.TypeConference),
				pub("A preprint on queues", "", 2015, cv.TypePreprint),
				{Title: "Big team paper", Authors: []string{"A", "B", "C", "D", "E", "F", "G"}, EtAl: true, SelfIndex: 3, EqualContribution: true, Venue: "NSDI", Year: 2018, Type: cv.TypeConference, Status: cv.PubToAppear}},
			Awards: []cv.Award{{Name: "Northfield Fellowship", Year: 2016, Category: cv.CatFellowship, Status: cv.StatusAwarded},
				{Name: "Best paper", Year: 2016, Category: cv.CatPaperAward, Status: cv.StatusHonorableMention}}},
		{Source: "varga.md", Name: "Tomas Varga", AsOf: &cv.AsOf{Date: d(2024, 6), Source: cv.AsOfStated},
			Education:    []cv.Education{{Degree: "PhD", Level: cv.LevelPhD, Institution: "Eastbrook University", Start: d(2012, 9), End: d(2017, 6)}},
			Positions:    []cv.Position{{Title: "Assistant Professor", Organization: "Eastbrook University", Kind: cv.KindFaculty, Start: d(2021, 1), End: cv.Present}},
			Publications: []cv.Publication{pub("Fast paths", "NSDI", 2018, cv.TypeConference), pub("Any paths", "ATC", 2020, cv.TypeConference)},
			Warnings:     []cv.Warning{{Line: 12, Section: "Publications", Message: "entry without a year", Text: "Some talk"}}},
		{Source: "brenner.md", Name: "Kai Brenner", AsOf: &cv.AsOf{Date: d(2024, 3), Source: cv.AsOfFile},
			Education: []cv.Education{{Degree: "PhD", Level: cv.LevelPhD, Institution: "Eastbrook University", Start: d(2021, 9), End: d(2026, 6), Expected: true}},
			Publications: []cv.Publication{pub("Student paper", "ATC", 2022, cv.TypeConference), pub("Second paper", "NSDI", 2024, cv.TypeConference),
				pub("Third paper", "OSDI", 2024, cv.TypeConference)}},
	}
}

func fictionalPage(t *testing.T) (*analytics.Report, string) {
	t.Helper()
	r := analytics.Compute(fictional(), analytics.Options{}).Finish()
	return r, string(render(t, r, reports.Options{}))
}

// summaryRow is the candidates-table row of one candidate.
func summaryRow(t *testing.T, page, name string) string {
	t.Helper()
	i := strings.Index(page, `<table id="t-summary"`)
	j := strings.Index(page[i:], "</table>")
	for _, row := range strings.Split(page[i:i+j], "<tr>") {
		if strings.Contains(row, ">"+name+"</a>") {
			return row
		}
	}
	t.Fatalf("no row for %s in the candidates table", name)
	return ""
}

// TestStagesAndRanks: the candidates table has a Stage column, one group
// per stage (with a filter button each), and ranks on the headline rate
// within the stage (with the percentile) and in the cohort.
func TestStagesAndRanks(t *testing.T) {
	r, page := fictionalPage(t)
	for _, want := range []string{
		`<tbody data-stage="phd_student">`, `<tbody data-stage="faculty">`,
		`PhD student · 2 candidates`, `faculty · 1 candidate<`,
		`<button type="button" data-stage="phd_student" aria-pressed="false">PhD student (2)</button>`,
		`<th scope="col">Stage</th>`, `>Rank in stage</th>`, `>Rank in cohort</th>`,
		"Ranks are on the headline rate, <strong>Papers per year since PhD start</strong>",
	} {
		if !strings.Contains(page, want) {
			t.Errorf("page lacks %q", want)
		}
	}
	if strings.Index(page, `data-stage="phd_student">`) > strings.Index(page, `<tbody data-stage="faculty">`) {
		t.Error("stages out of order")
	}
	// By hand: Okonkwo-Tan has 3 counted papers in 2013..2019 (7 years):
	// 0.43; Brenner 3 in 2021..2024: 0.75; Varga 2 in 2012..2024: 0.15.
	// In her stage she is 2 of 2 (percentile 25), in the cohort 2 of 3.
	c := r.Candidates[indexOf(t, r, "Mira Okonkwo-Tan")]
	if c.StageSize != 2 || c.Stage != analytics.StagePhDStudent {
		t.Fatalf("stage %s of %d", c.Stage, c.StageSize)
	}
	row := summaryRow(t, page, "Mira Okonkwo-Tan")
	want := `data-v="2">2 of 2<span class="note">percentile 25</span>`
	if c.StageRanks[analytics.Headline] != 2 || !strings.Contains(row, want) {
		t.Errorf("rank in stage: report %d, row %s", c.StageRanks[analytics.Headline], row)
	}
	if !strings.Contains(row, ">PhD student<") {
		t.Error("no stage in the row")
	}
	if c.PapersPerYear != 0.43 || !strings.Contains(row, `data-v="0.43">0.43<`) {
		t.Errorf("rate %v; row %s", c.PapersPerYear, row)
	}
	if cr := c.Ranks[analytics.Headline]; cr != 2 || !strings.Contains(row, `data-v="2">2 of 3<`) {
		t.Errorf("rank in cohort %d; row %s", cr, row)
	}
}

func indexOf(t *testing.T, r *analytics.Report, name string) int {
	t.Helper()
	for i, c := range r.Candidates {
		if c.Name == name {
			return i
		}
	}
	t.Fatalf("no candidate %q", name)
	return -1
}

// TestExpectedAndStale: an expected PhD end carries an "expected" badge
// in the table and the candidate's section; the CV date shows where it
// came from and a stale badge; the candidate's timeline draws the PhD to
// 2019-09 in the expected series and the ongoing post to 2019-03.
func TestExpectedAndStale(t *testing.T) {
	r, page := fictionalPage(t)
	row := summaryRow(t, page, "Mira Okonkwo-Tan")
	for _, want := range []string{
		`2019-09 <span class="badge expected">expected</span>`,
		`2019-03 <span class="badge stale">stale</span><span class="note">stated in the CV; 63 months old</span>`,
	} {
		if !strings.Contains(row, want) {
			t.Errorf("row lacks %q:\n%s", want, row)
		}
	}
	if row := summaryRow(t, page, "Tomas Varga"); strings.Contains(row, "badge") {
		t.Errorf("a current CV with a finished PhD has a badge: %s", row)
	}
	n := indexOf(t, r, "Mira Okonkwo-Tan") + 1
	sec := section(t, page, candID(n))
	for _, want := range []string{
		`Northfield University, 2013-09 – 2019-09 <span class="badge expected">expected</span>`,
		`2019-03 <span class="note inline">(stated in the CV)</span> <span class="badge stale"`,
		`<dt>Stage</dt><dd>PhD student</dd>`,
	} {
		if !strings.Contains(sec, want) {
			t.Errorf("section lacks %q", want)
		}
	}
	// the candidate's timeline in the page's chart data
	var tl map[string]any
	for _, c := range chartData(t, page).Charts {
		if c.ID == charts.CandTimelineID(n) {
			tl = c.Option
		}
	}
	if tl == nil {
		t.Fatal("no candidate timeline")
	}
	ends := map[string]float64{}
	series := tl["series"].([]any)
	start := series[0].(map[string]any)["data"].([]any)
	for _, s := range series[1:] {
		sm := s.(map[string]any)
		for i, x := range sm["data"].([]any) {
			if v, ok := x.(map[string]any)["value"].(float64); ok {
				ends[sm["name"].(string)+"|"+itoa(i)] = start[i].(map[string]any)["value"].(float64) + v
			}
		}
	}
	found := 0
	for k, end := range ends {
		if strings.HasPrefix(k, charts.SeriesExpected+"|") {
			found++
			if end < 2019.74 || end > 2019.76 {
				t.Errorf("expected PhD bar ends at %v, want 2019.75 (2019-09)", end)
			}
		}
		if strings.HasPrefix(k, "research|") && (end < 2019.24 || end > 2019.26) {
			t.Errorf("ongoing post ends at %v, want 2019.25 (the CV's own 2019-03), not the cohort's %d", end, r.AsOf)
		}
	}
	if found != 1 {
		t.Errorf("%d expected bars, want 1 (%v)", found, ends)
	}
}

func section(t *testing.T, page, id string) string {
	t.Helper()
	i := strings.Index(page, `<section id="`+id+`"`)
	if i < 0 {
		t.Fatalf("no section %s", id)
	}
	j := strings.Index(page[i:], "</section>")
	return page[i : i+j]
}

// dataJSON is the page's data block (see dataWriter), decoded.
type dataJSON struct {
	Charts  []chartJSON         `json:"charts"`
	Trusted map[string]string   `json:"trusted"`
	Cols    [][]any             `json:"cols"`
	Cands   [][]json.RawMessage `json:"cands"`
	S       []string            `json:"s"`
}

// dataBlock is the page's data block as JSON, unpacked when it is gzip
// in base64.
func dataBlock(t *testing.T, page string) []byte {
	t.Helper()
	m := regexp.MustCompile(`(?s)<script type="([^"]*)" id="vitae-data"( data-encoding="gzip\+base64")?>(.*?)</script>`).FindStringSubmatch(page)
	if m == nil {
		t.Fatal("no data block")
	}
	if m[2] == "" {
		if m[1] != "application/json" {
			t.Fatalf("data block of type %q", m[1])
		}
		return []byte(m[3])
	}
	z, err := base64.StdEncoding.DecodeString(m[3])
	if err != nil {
		t.Fatal(err)
	}
	zr, err := gzip.NewReader(bytes.NewReader(z))
	if err != nil {
		t.Fatal(err)
	}
	b, err := io.ReadAll(zr)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// chartData decodes the page's data block.
func chartData(t *testing.T, page string) dataJSON {
	t.Helper()
	var data dataJSON
	if err := json.Unmarshal(dataBlock(t, page), &data); err != nil {
		t.Fatal(err)
	}
	return data
}

// TestDataQuality: the section is always there, with the one-line
// summary; empty, it says none; stale CVs, failed inputs and parser
// warnings are listed, the warnings in a collapsed list.
func TestDataQuality(t *testing.T) {
	empty := analytics.Compute([]*cv.CV{{Source: "a.md", Name: "Only One", AsOf: &cv.AsOf{Date: d(2024, 1), Source: cv.AsOfStated}}}, analytics.Options{}).Finish()
	sec := section(t, string(render(t, empty, reports.Options{})), "data-quality")
	for _, want := range []string{"<h2>Data quality</h2>", empty.Quality.Summary(), "None: no failed or skipped inputs", "<summary>Parser warnings (0)</summary><p class=\"empty\">None.</p>"} {
		if !strings.Contains(sec, want) {
			t.Errorf("empty quality section lacks %q:\n%s", want, sec)
		}
	}

	r := analytics.Compute(fictional(), analytics.Options{}).Finish()
	r.SetInputs([]analytics.InputIssue{{Path: "broken <cv>.pdf", Why: "no text layer"}}, nil)
	page := string(render(t, r, reports.Options{}))
	sec = section(t, page, "data-quality")
	for _, want := range []string{
		"data quality: 1 input failed, 0 files skipped, 1 parser warning in 1 CV, 1 stale CV",
		"<td>input failed</td><td>broken &lt;cv&gt;.pdf</td><td>no text layer</td>",
		"<td>stale CV</td><td>Mira Okonkwo-Tan</td>",
		"<td>parser warnings</td><td>Tomas Varga</td>",
		"<details><summary>Parser warnings (1)</summary>", "entry without a year",
	} {
		if !strings.Contains(sec, want) {
			t.Errorf("quality section lacks %q", want)
		}
	}
	if strings.Contains(sec, "<details open") {
		t.Error("warnings are not collapsed")
	}
	if !strings.Contains(page, `<a href="#data-quality">Data quality</a>`) {
		t.Error("no link to the data quality section")
	}
	// papers by area, in the overview
	if !strings.Contains(page, "<caption>Papers by venue area</caption>") {
		t.Error("no papers-by-area table")
	}
}

// TestLabelsNotCodes: people's labels everywhere, codes nowhere a reader
// sees (the stage filter's data attributes hold codes; they are not
// shown). The et al. paper shows "3/7+*", co-first.
func TestLabelsNotCodes(t *testing.T) {
	_, page := fictionalPage(t)
	shown := regexp.MustCompile(`data-stage="[a-z_]*"`).ReplaceAllString(page, "")
	for _, code := range []string{"honorable_mention", "paper_award", "to_appear", "phd_student", "bachelors", ">phd<", "latest item"} {
		if strings.Contains(shown, code) {
			t.Errorf("the page shows the code %q", code)
		}
	}
	for _, label := range []string{">honorable mention<", ">paper award<", ">to appear<", "bachelor&#39;s", `>3/7&#43;*<span class="note">co-first: counted as first author</span>`} {
		if !strings.Contains(page, label) {
			t.Errorf("the page lacks %q", label)
		}
	}
}
