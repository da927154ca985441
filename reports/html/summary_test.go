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

// str resolves a string index of the data block.
func (d dataJSON) str(t *testing.T, raw json.RawMessage) string {
	t.Helper()
	var i int
	if err := json.Unmarshal(raw, &i); err != nil || i < 0 || i >= len(d.S) {
		t.Fatalf("not a string index: %s", raw)
	}
	return d.S[i]
}

// cellText shows a cell of the data block as "text|sort|note|badge".
func (d dataJSON) cellText(t *testing.T, raw json.RawMessage) string {
	t.Helper()
	var num string
	if json.Unmarshal(raw, &num) == nil {
		return num + "|" + num + "||"
	}
	var parts []json.RawMessage
	if json.Unmarshal(raw, &parts) != nil {
		return d.str(t, raw) + "|||"
	}
	sort := string(parts[1])
	if sort == "null" {
		sort = ""
	}
	return d.str(t, parts[0]) + "|" + sort + "|" + d.str(t, parts[2]) + "|" + d.str(t, parts[3])
}

// summaryRow is the candidates-table row of one candidate: column name
// -> cell ("text|sort|note|badge").
func summaryRow(t *testing.T, page, name string) map[string]string {
	t.Helper()
	d := chartData(t, page)
	for _, c := range d.Cands {
		if d.str(t, c[candName]) != name {
			continue
		}
		var cells []json.RawMessage
		if err := json.Unmarshal(c[candSummary], &cells); err != nil {
			t.Fatal(err)
		}
		row := map[string]string{}
		for i, col := range d.Cols {
			row[d.S[int(col[0].(float64))]] = d.cellText(t, cells[i])
		}
		return row
	}
	t.Fatalf("no row for %s in the candidates table", name)
	return nil
}

// TestStagesAndRanks: the candidates table has a Stage column, the
// stages in order (with a filter button each), and ranks on the headline
// rate within the stage (with the percentile) and in the cohort.
func TestStagesAndRanks(t *testing.T) {
	r, page := fictionalPage(t)
	for _, want := range []string{
		`<button type="button" data-stage="phd_student" aria-pressed="false">PhD student (2)</button>`,
		`<button type="button" data-stage="faculty" aria-pressed="false">faculty (1)</button>`,
		"Ranks are on the headline rate, <strong>Papers per year since PhD start</strong>",
	} {
		if !strings.Contains(page, want) {
			t.Errorf("page lacks %q", want)
		}
	}
	d := chartData(t, page)
	var cols []string
	for _, c := range d.Cols {
		cols = append(cols, d.S[int(c[0].(float64))])
	}
	if got := strings.Join(cols, ","); !strings.Contains(got, "Candidate,Stage,") || !strings.Contains(got, ",Rank in stage,Rank in cohort,") {
		t.Errorf("columns %s", got)
	}
	if strings.Index(page, `data-stage="phd_student"`) > strings.Index(page, `data-stage="faculty"`) {
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
	if want := "2 of 2|2|percentile 25|"; c.StageRanks.Of(analytics.Headline) != 2 || row["Rank in stage"] != want {
		t.Errorf("rank in stage: report %d, cell %q, want %q", c.StageRanks.Of(analytics.Headline), row["Rank in stage"], want)
	}
	if row["Stage"] != "PhD student|||" {
		t.Errorf("stage cell %q", row["Stage"])
	}
	if c.PapersPerYear != 0.43 || row["Papers per year since PhD start"] != "0.43|0.43||" {
		t.Errorf("rate %v; cell %q", c.PapersPerYear, row["Papers per year since PhD start"])
	}
	if cr := c.Ranks.Of(analytics.Headline); cr != 2 || row["Rank in cohort"] != "2 of 3|2||" {
		t.Errorf("rank in cohort %d; cell %q", cr, row["Rank in cohort"])
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
	if want := "2019-09|||expected"; row["PhD end"] != want {
		t.Errorf("PhD end %q, want %q", row["PhD end"], want)
	}
	if want := "2019-03||stated in the CV; 63 months old|stale"; row["CV as of"] != want {
		t.Errorf("CV as of %q, want %q", row["CV as of"], want)
	}
	for col, cell := range summaryRow(t, page, "Tomas Varga") {
		if strings.HasSuffix(cell, "|stale") || strings.HasSuffix(cell, "|expected") || strings.HasSuffix(cell, "|ongoing") {
			t.Errorf("a current CV with a finished PhD has a badge: %s %q", col, cell)
		}
	}
	n := indexOf(t, r, "Mira Okonkwo-Tan") + 1
	data := chartData(t, page)
	c := data.Cands[n-1]
	for i, want := range map[int]string{4: "Northfield University, 2013-09 – 2019-09", 5: "expected", 6: "2019-03", 7: "stated in the CV", 2: "PhD student"} {
		if got := data.str(t, c[i]); got != want {
			t.Errorf("field %d: %q, want %q", i, got, want)
		}
	}
	if data.str(t, c[8]) == "" {
		t.Error("no stale note")
	}
	// the candidate's timeline model: [kind, title, subtitle, categories,
	// series, spans [[colour, from, to, when, expected, kind]], axis]
	var ch []json.RawMessage
	if err := json.Unmarshal(c[candCharts], &ch); err != nil {
		t.Fatal(err)
	}
	var tl []json.RawMessage
	if err := json.Unmarshal(ch[2], &tl); err != nil {
		t.Fatal(err)
	}
	var spans [][]json.RawMessage
	if err := json.Unmarshal(tl[5], &spans); err != nil {
		t.Fatal(err)
	}
	found := 0
	for _, sp := range spans {
		var end float64
		json.Unmarshal(sp[2], &end)
		if string(sp[4]) == "1" {
			found++
			if end < 2019.74 || end > 2019.76 {
				t.Errorf("expected PhD bar ends at %v, want 2019.75 (2019-09)", end)
			}
		}
		if data.str(t, sp[5]) == "research" && (end < 2019.24 || end > 2019.26) {
			t.Errorf("ongoing post ends at %v, want 2019.25 (the CV's own 2019-03), not the cohort's %d", end, r.AsOf)
		}
	}
	if found != 1 {
		t.Errorf("%d expected bars, want 1", found)
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
