package main

import (
	"encoding/csv"
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/analytics"
	"github.com/vitae-cv/vitae/internal/cli"
)

// testCVs is the directory of sample CVs, from cmd/vitae.
var testCVs = filepath.Join("..", "..", "testdata", "cvs")

// parsedSample parses testdata/cvs with "vitae parse" and returns the records.
func parsedSample(t *testing.T) (names []string, n int) {
	t.Helper()
	r := runWith(t, "", "parse", testCVs)
	if r.code != 0 {
		t.Fatalf("parse: exit %d\n%s", r.code, r.stderr)
	}
	cvs := decodeArray(t, r.stdout)
	for _, c := range cvs {
		names = append(names, c.Name)
	}
	return names, len(cvs)
}

func TestStatsText(t *testing.T) {
	names, _ := parsedSample(t)
	r := runWith(t, "", "stats", testCVs)
	if r.code != 0 {
		t.Fatalf("exit %d\n%s", r.code, r.stderr)
	}
	for _, want := range []string{
		"Candidates summary", "Candidate", "Stage", "As of", "Papers", "Credit", "Papers/yr", "In stage",
		"Data quality", "In short:", "Papers by venue area",
		"Cohort distribution", "Median", "Rank in the cohort", "Publications per year by type",
		"Top venues", "Awards by category and status", "Fellowships per candidate",
		"Key figures", "Papers per year:", "Venues:", "of", "paper(s) counted",
		"types: conference", "as of",
	} {
		if !strings.Contains(r.stdout, want) {
			t.Errorf("text output lacks %q", want)
		}
	}
	for _, name := range names {
		if !strings.Contains(r.stdout, "== "+name) {
			t.Errorf("text output has no section for %q", name)
		}
	}
	// No line of the cohort tables is much wider than a terminal.
	head, _, _ := strings.Cut(r.stdout, "\n== ")
	for _, line := range strings.Split(head, "\n")[1:] {
		if n := len([]rune(line)); n > 130 {
			t.Errorf("line of %d runes: %q", n, line)
		}
	}
}

// csvTables reads "vitae stats --format csv" output back: title -> rows
// (the header row first).
func csvTables(t *testing.T, data string) map[string][][]string {
	t.Helper()
	rd := csv.NewReader(strings.NewReader(data))
	rd.FieldsPerRecord = -1
	recs, err := rd.ReadAll()
	if err != nil {
		t.Fatalf("CSV does not parse: %v\n%s", err, data)
	}
	tables := map[string][][]string{}
	title := ""
	for _, rec := range recs {
		if len(rec) == 1 && strings.HasPrefix(rec[0], "# ") {
			title = strings.TrimPrefix(rec[0], "# ")
			tables[title] = nil
			continue
		}
		if title == "" {
			t.Fatalf("CSV record before any title: %q", rec)
		}
		tables[title] = append(tables[title], rec)
	}
	return tables
}

func TestStatsCSV(t *testing.T) {
	_, n := parsedSample(t)
	r := runWith(t, "", "stats", "--format", "csv", testCVs)
	if r.code != 0 {
		t.Fatalf("exit %d\n%s", r.code, r.stderr)
	}
	tables := csvTables(t, r.stdout)
	summary, ok := tables["Candidates"]
	if !ok {
		t.Fatalf("no Candidates table; tables: %v", keys(tables))
	}
	if got := len(summary) - 1; got != n {
		t.Errorf("summary has %d rows, want %d (one per CV)", got, n)
	}
	if summary[0][0] != "Candidate" {
		t.Errorf("summary header %q", summary[0])
	}
	for _, title := range []string{"Cohort distribution", "Publications", "Top venues", "Rank in the cohort and within the stage (1 = highest)", "Data quality", "Papers by venue area"} {
		if _, ok := tables[title]; !ok {
			t.Errorf("no table %q; tables: %v", title, keys(tables))
		}
	}
	if ranks := tables["Rank in the cohort and within the stage (1 = highest)"]; len(ranks) != n+1 {
		t.Errorf("rank table has %d rows, want %d", len(ranks)-1, n)
	}
	// Tables are separated by a blank line.
	if !strings.Contains(r.stdout, "\n\n# Cohort distribution\n") {
		t.Errorf("tables not separated by a blank line")
	}
}

func keys(m map[string][][]string) []string {
	var ks []string
	for k := range m {
		ks = append(ks, k)
	}
	return ks
}

func TestStatsCSVFormulaEscaping(t *testing.T) {
	dir := t.TempDir()
	evil := strings.Replace(goodCV, "# Jane Q. Doe", `# =HYPERLINK("http://x")`, 1)
	writeFile(t, filepath.Join(dir, "evil.md"), evil)
	// The parser may not take such a line for a name: feed a record too.
	r := runWith(t, "", "parse", filepath.Join(dir, "evil.md"))
	if r.code != 0 {
		t.Fatalf("parse: exit %d\n%s", r.code, r.stderr)
	}
	cvs := decodeArray(t, r.stdout)
	cvs[0].Name = `=HYPERLINK("http://x")`
	cvs[0].Source = "evil.json"
	data, _ := json.Marshal(cvs)
	rec := writeFile(t, filepath.Join(dir, "evil.json"), string(data))

	r = runWith(t, "", "stats", "-f", "csv", rec)
	if r.code != 0 {
		t.Fatalf("exit %d\n%s", r.code, r.stderr)
	}
	tables := csvTables(t, r.stdout)
	summary := tables["Candidates"]
	if len(summary) != 2 {
		t.Fatalf("summary rows: %q", summary)
	}
	if got := summary[1][0]; got != `'=HYPERLINK("http://x")` {
		t.Errorf("name cell %q, want it to start with '=", got)
	}
	for title, rows := range tables {
		for _, row := range rows {
			for _, cell := range row {
				if strings.HasPrefix(cell, "=") {
					t.Errorf("%s: unescaped formula cell %q", title, cell)
				}
			}
		}
	}
	// Numbers are never prefixed.
	if got := summary[1][slices.Index(summary[0], "Papers")]; got != "1" {
		t.Errorf("Papers cell %q, want 1", got)
	}
}

// statsJSONOut is what the tests read of the JSON format.
type statsJSONOut struct {
	Selection  string `json:"selection"`
	AsOf       int    `json:"as_of"`
	Candidates []struct {
		Name   string          `json:"name"`
		Stage  analytics.Stage `json:"stage"`
		Stale  bool            `json:"stale"`
		Counts struct {
			Papers int `json:"papers"`
		} `json:"counts"`
	} `json:"candidates"`
	Tables []struct {
		Name string  `json:"name"`
		Rows [][]any `json:"rows"`
	} `json:"tables"`
}

func decodeStats(t *testing.T, data string) statsJSONOut {
	t.Helper()
	var out statsJSONOut
	if err := json.Unmarshal([]byte(data), &out); err != nil {
		t.Fatalf("stats JSON does not decode: %v\n%.500s", err, data)
	}
	return out
}

func countedPapers(s statsJSONOut) int {
	n := 0
	for _, c := range s.Candidates {
		n += c.Counts.Papers
	}
	return n
}

func TestStatsJSON(t *testing.T) {
	_, n := parsedSample(t)
	r := runWith(t, "", "stats", "--format", "json", testCVs)
	if r.code != 0 {
		t.Fatalf("exit %d\n%s", r.code, r.stderr)
	}
	out := decodeStats(t, r.stdout)
	if len(out.Candidates) != n {
		t.Errorf("%d candidates, want %d", len(out.Candidates), n)
	}
	if out.AsOf == 0 || out.Selection == "" {
		t.Errorf("as_of %d, selection %q", out.AsOf, out.Selection)
	}
	found := false
	for _, tb := range out.Tables {
		if tb.Name == "summary" {
			found = true
			if len(tb.Rows) != n {
				t.Errorf("summary table has %d rows, want %d", len(tb.Rows), n)
			}
		}
	}
	if !found {
		t.Errorf("no summary table in tables")
	}
}

func TestStatsFromParsedJSON(t *testing.T) {
	dir := t.TempDir()
	recs := filepath.Join(dir, "records.json")
	if r := runWith(t, "", "parse", "-o", recs, testCVs); r.code != 0 {
		t.Fatalf("parse: exit %d\n%s", r.code, r.stderr)
	}
	for _, flags := range [][]string{
		{"-f", "json"},
		{"-f", "json", "--credit", "fractional", "--since", "2018"},
		{"-f", "csv"},
		{"-f", "text"},
	} {
		direct := runWith(t, "", append(append([]string{"stats"}, flags...), testCVs)...)
		back := runWith(t, "", append(append([]string{"stats"}, flags...), recs)...)
		if direct.code != 0 || back.code != 0 {
			t.Fatalf("%v: exit %d / %d\n%s%s", flags, direct.code, back.code, direct.stderr, back.stderr)
		}
		if direct.stdout != back.stdout {
			t.Errorf("%v: stats of the records differ from stats of the CVs", flags)
		}
	}
	// JSON Lines on standard input too.
	jl := runWith(t, "", "parse", "-f", "jsonl", testCVs)
	direct := runWith(t, "", "stats", "-f", "json", testCVs)
	back := runWith(t, jl.stdout, "stats", "-f", "json", "-")
	if back.code != 0 || back.stdout != direct.stdout {
		t.Errorf("stats from JSON Lines on stdin differ (exit %d)\n%s", back.code, back.stderr)
	}
}

func TestStatsYearWindow(t *testing.T) {
	all := decodeStats(t, runWith(t, "", "stats", "-f", "json", testCVs).stdout)
	since := decodeStats(t, runWith(t, "", "stats", "-f", "json", "--since", "2020", testCVs).stdout)
	until := decodeStats(t, runWith(t, "", "stats", "-f", "json", "--until", "2019", testCVs).stdout)
	a, s, u := countedPapers(all), countedPapers(since), countedPapers(until)
	if s == 0 || u == 0 || s >= a || u >= a {
		t.Errorf("counted papers: all %d, since 2020 %d, until 2019 %d", a, s, u)
	}
	if s+u > a {
		t.Errorf("since 2020 (%d) + until 2019 (%d) > all (%d)", s, u, a)
	}
	if !strings.Contains(since.Selection, "2020") {
		t.Errorf("selection %q does not name the year", since.Selection)
	}
	pre := decodeStats(t, runWith(t, "", "stats", "-f", "json", "--include-preprints", testCVs).stdout)
	if countedPapers(pre) <= a {
		t.Errorf("--include-preprints counts %d papers, not more than %d", countedPapers(pre), a)
	}
	only := decodeStats(t, runWith(t, "", "stats", "-f", "json", "--types", "journal", testCVs).stdout)
	if n := countedPapers(only); n == 0 || n >= a {
		t.Errorf("--types journal counts %d papers of %d", n, a)
	}
	frac := decodeStats(t, runWith(t, "", "stats", "-f", "json", "--venues-only", "socc,OSDI", "--area", "systems", testCVs).stdout)
	if n := countedPapers(frac); n == 0 || n >= a {
		t.Errorf("--venues-only socc,OSDI counts %d papers of %d", n, a)
	}
}

func TestStatsUsageErrors(t *testing.T) {
	for _, args := range [][]string{
		{"stats", "--types", "conference,poster", testCVs},
		{"stats", "--types", ",", testCVs},
		{"stats", "--credit", "half", testCVs},
		{"stats", "--format", "xlsx", testCVs},
		{"stats", "--since", "2020", "--until", "2010", testCVs},
		{"stats", "--since", "-1", testCVs},
		{"stats", "--area", "astrology", testCVs},
		{"stats", "--venues-only", "NOSUCHVENUE", testCVs},
		{"stats", "--jobs", "0", testCVs},
		{"stats"},
	} {
		r := runWith(t, "", args...)
		if r.code != cli.Usage || r.stdout != "" || !strings.Contains(r.stderr, "usage: vitae stats") {
			t.Errorf("%v: exit %d, stdout %q, stderr %q", args, r.code, r.stdout, r.stderr)
		}
	}
}

func TestStatsFailures(t *testing.T) {
	dir := cvDir(t) // two good CVs, an empty and a binary one
	r := runWith(t, "", "stats", "-f", "json", dir)
	if r.code != cli.Failure {
		t.Errorf("exit %d, want 1", r.code)
	}
	if out := decodeStats(t, r.stdout); len(out.Candidates) != 2 {
		t.Errorf("%d candidates, want the 2 readable CVs", len(out.Candidates))
	}
	if !strings.Contains(r.stderr, "a_empty.md") || !strings.Contains(r.stderr, "2 input(s) failed") {
		t.Errorf("stderr:\n%s", r.stderr)
	}

	r = runWith(t, "", "stats", filepath.Join(dir, "a_empty.md"), filepath.Join(dir, "missing.md"))
	if r.code != cli.Failure || r.stdout != "" || !strings.Contains(r.stderr, "no CV could be read") {
		t.Errorf("no readable CV: exit %d, stdout %q, stderr %q", r.code, r.stdout, r.stderr)
	}

	out := filepath.Join(t.TempDir(), "stats.csv")
	r = runWith(t, "", "stats", "-f", "csv", "-o", out, testCVs)
	if r.code != 0 || r.stdout != "" {
		t.Errorf("-o: exit %d, stdout %q\n%s", r.code, r.stdout, r.stderr)
	}
	data, err := os.ReadFile(out)
	if err != nil || !strings.HasPrefix(string(data), "# Candidates\n") {
		t.Errorf("-o file: %v\n%.200s", err, data)
	}
}
