package analytics

import (
	"reflect"
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/cv"
)

// TestCellsFormatAsColumnsShow: every cell is written as its column shows
// it, an unknown value and a missing cell blank, so that text and CSV
// write the same strings.
func TestCellsFormatAsColumnsShow(t *testing.T) {
	tb := Table{Columns: cols("Name", Text, "Year", Year, "Rate", Number, "N", Int, "As of", Date),
		Rows: [][]any{
			{"Ada Quill", 0, 2.50, 3, cv.Date{Year: 2024, Month: 5}},
			{"Bo Lind", 2019, nil, 0},
			{"Cy Moss"},
		}}
	want := [][]string{
		{"Ada Quill", "", "2.5", "3", "2024-05"},
		{"Bo Lind", "2019", "", "0", ""},
		{"Cy Moss", "", "", "", ""},
	}
	if got := tb.Cells(); !reflect.DeepEqual(got, want) {
		t.Errorf("Cells = %q, want %q", got, want)
	}
	if !Year.Numeric() || !Int.Numeric() || !Number.Numeric() || Text.Numeric() || Date.Numeric() {
		t.Error("Numeric: years, counts and numbers align right; text and dates do not")
	}
}

// TestNonEmptyDropsBlankColumns: a column with only zero or unknown cells
// goes, unless it is the first or named; cells stay under their columns.
func TestNonEmptyDropsBlankColumns(t *testing.T) {
	tb := Table{Name: "per_year", Title: "Per year", Columns: cols("Year", Int, "Counted", Number, "Listed", Number, "journal", Number, "patent", Number, "thesis", Number),
		Rows: [][]any{{0, 0.0, 0.0, 1.0, 0.0, nil}, {2021, 2.0, 3.0, 0.0, 0, 0.0}}}
	got := tb.NonEmpty("Listed")
	var names []string
	for _, c := range got.Columns {
		names = append(names, c.Name)
	}
	if strings.Join(names, ",") != "Year,Counted,Listed,journal" {
		t.Errorf("columns %v, want Year, Counted (a value), Listed (named), journal (a value)", names)
	}
	if !reflect.DeepEqual(got.Rows, [][]any{{0, 0.0, 0.0, 1.0}, {2021, 2.0, 3.0, 0.0}}) || got.Name != "per_year" || got.Title != "Per year" {
		t.Errorf("table %+v", got)
	}
}

// TestStageTables: a table with a Stage column splits into one table per
// stage, in the report's stage order, each titled with its count; one
// without comes back whole.
func TestStageTables(t *testing.T) {
	r := &Report{Stages: []StageCount{{Stage: "postdoc", Label: "postdoc", N: 1}, {Stage: "phd_student", Label: "PhD student", N: 2}}}
	tb := Table{Name: "summary", Title: "Summary", Columns: cols("Candidate", Text, "Stage", Text),
		Rows: [][]any{{"Ada", "PhD student"}, {"Bo", "postdoc"}, {"Cy", "PhD student"}}}
	got := r.StageTables(tb)
	if len(got) != 2 || got[0].Title != "Summary: postdoc (1)" || got[1].Title != "Summary: PhD student (2)" ||
		got[1].Name != "summary_phd_student" || len(got[0].Rows) != 1 || len(got[1].Rows) != 2 || got[1].Rows[1][0] != "Cy" {
		t.Errorf("StageTables = %+v", got)
	}
	plain := Table{Name: "x", Columns: cols("Candidate", Text)}
	if got := r.StageTables(plain); len(got) != 1 || got[0].Name != "x" {
		t.Errorf("a table without stages: %+v", got)
	}
}

// TestNarrowAreas: past n area columns, the credit of the rest is added
// into "other areas"; the committee's top venues stay their own column.
func TestNarrowAreas(t *testing.T) {
	tb := Table{Columns: cols("Candidate", Text, "systems", Number, "theory", Number, "ml", Number, "hci", Number, "Top venues (committee)", Number),
		Rows: [][]any{{"Ada", 2.0, 1.0, 0.335, 0.335, 4.0}}}
	got := narrowAreas(tb, 2)
	var names []string
	for _, c := range got.Columns {
		names = append(names, c.Name)
	}
	if strings.Join(names, ",") != "Candidate,systems,theory,other areas,Top venues (committee)" {
		t.Errorf("columns %v", names)
	}
	if !reflect.DeepEqual(got.Rows, [][]any{{"Ada", 2.0, 1.0, 0.67, 4.0}}) {
		t.Errorf("rows %v, want the other areas added (0.67) and the top venues kept", got.Rows)
	}
	if narrow := narrowAreas(tb, 4); len(narrow.Columns) != len(tb.Columns) {
		t.Errorf("a table that fits gained or lost columns: %v", narrow.Columns)
	}
}

// TestTopVenuesTitle: the title says how many venues the table leaves out
// and the credit at venues outside the catalogue.
func TestTopVenuesTitle(t *testing.T) {
	r := &Report{Cohort: PaperCounts{ByVenue: map[string]float64{"SOSP": 2, "NSDI": 1, "OSDI": 1}}}
	if got := r.TopVenuesTitle(10); got != "Top venues" {
		t.Errorf("all shown: %q", got)
	}
	r.Cohort.OutsideCatalogue = 1.5
	if got, want := r.TopVenuesTitle(2), "Top venues (2 of 3); 1.5 paper(s) at venues not in the catalogue, not ranked"; got != want {
		t.Errorf("TopVenuesTitle(2) = %q, want %q", got, want)
	}
}

// TestChangeLabels: the changes' heading and what changed per candidate,
// singular and plural.
func TestChangeLabels(t *testing.T) {
	if got := (&Changes{First: true, Since: "x"}).Title(); got != "Changes" {
		t.Errorf("first run: %q", got)
	}
	if got := (&Changes{Since: "2026-11-01T0300Z"}).Title(); got != "Changes since 2026-11-01T0300Z" {
		t.Errorf("Title = %q", got)
	}
	c := CandidateChange{PapersAdded: []string{"a"}, AwardsRemoved: []string{"b", "c"}, Figures: make([]FigureChange, 3)}
	if got, want := c.CountsLabel(), "1 paper added, 2 awards removed, 3 figures changed"; got != want {
		t.Errorf("CountsLabel = %q, want %q", got, want)
	}
	if got := (CandidateChange{}).CountsLabel(); got != "" {
		t.Errorf("nothing changed: %q", got)
	}
}

// factsCandidate is a fictional candidate with a bit of everything.
func factsCandidate() *Candidate {
	return &Candidate{
		Name: "Ada Quill", Stage: "postdoc", AsOf: cv.Date{Year: 2024, Month: 5}, AsOfSource: "stated", Stale: true, AgeMonths: 30,
		PhD:           &PhD{Institution: "Example University", Start: cv.Date{Year: 2015}, End: cv.Date{Year: 2020}},
		YearsToDegree: 5, YearsSincePhD: 4.5,
		Papers: []Paper{
			{Title: "Sparse Widgets", Year: 2021, Venue: "SOSP", Known: true, Counted: true, Credit: 1, Corrected: []string{"venue"}, CorrectionNote: "per the programme"},
			{Title: "Quiet Gadgets", Year: 0, Venue: "Example Workshop on Gadgets", Counted: true, Credit: 0.5},
			{Title: "Loud Gadgets", Year: 2022, Counted: false, Why: "preprint"},
			{Title: "Odd Gadgets", Year: 2022, Counted: false},
			{Title: "Other Preprint", Year: 2023, Counted: false, Why: "preprint"},
		},
		Merged: []Merge{{}},
		Awards: []cv.Award{
			{Name: "Best Paper Award", Note: "runner-up", Issuer: "Example Society", Year: 2021, EndYear: 2022, Category: cv.CatPaperAward, Status: cv.StatusAwarded},
			{Name: "Example Fellowship", Year: 2019, Category: cv.CatFellowship, Status: cv.StatusAwarded, Corrected: []string{"added"}, CorrectionNote: "confirmed"},
		},
		Counts:     PaperCounts{Papers: 2, ByYear: map[int]float64{2021: 1}, ByVenue: map[string]float64{"SOSP": 1}},
		Ranks:      byMetric(map[string]int{"papers": 2}),
		StageRanks: byMetric(map[string]int{"papers": 1}),
		StageSize:  3,
	}
}

// TestFacts: a candidate's facts as the text report writes them.
func TestFacts(t *testing.T) {
	c := factsCandidate()
	r := &Report{Candidates: []*Candidate{c, {}, {}, {}}}
	f := r.Facts(c)
	if f.Stage != "postdoc" || f.AsOf != "2024-05 ("+Label("stated")+"); STALE: 30 months old" {
		t.Errorf("stage %q, as of %q", f.Stage, f.AsOf)
	}
	if want := (&PhDFacts{Institution: "Example University", Dates: cv.Span(cv.Date{Year: 2015}, cv.Date{Year: 2020}), Figures: []string{"years to degree 5", "years since 4.5"}}); !reflect.DeepEqual(f.PhD, want) {
		t.Errorf("PhD %+v, want %+v", f.PhD, want)
	}
	if !reflect.DeepEqual(f.Years, []string{"2021: 1", "no year: 1"}) {
		t.Errorf("years %q", f.Years)
	}
	if !reflect.DeepEqual(f.Venues, []Tally{{"SOSP", "1"}}) || !reflect.DeepEqual(f.Outside, []Tally{{"Example Workshop on Gadgets", "0.5"}}) {
		t.Errorf("venues %v, outside %v", f.Venues, f.Outside)
	}
	if want := "2 of 5 paper(s) counted; not counted: no reason given (1), preprint (2); 1 duplicate(s) merged"; f.Counted != want {
		t.Errorf("counted %q, want %q", f.Counted, want)
	}
	if want := []AwardFacts{
		{"2021–2022", Label(cv.CatPaperAward), Label(cv.StatusAwarded), "Best Paper Award (runner-up), Example Society"},
		{"2019", Label(cv.CatFellowship), Label(cv.StatusAwarded), "[corrected] Example Fellowship"},
	}; !reflect.DeepEqual(f.Awards, want) {
		t.Errorf("awards %q, want %q", f.Awards, want)
	}
	if want := []string{"paper “Sparse Widgets”: corrected: venue — per the programme", "award “Example Fellowship”: added by hand — confirmed"}; !reflect.DeepEqual(f.Corrected, want) {
		t.Errorf("corrected %q, want %q", f.Corrected, want)
	}
	if got := c.RankLabel("papers"); got != "2 (1 of 3)" {
		t.Errorf("RankLabel = %q", got)
	}
}

// TestFactsKeyFigures: ranks in the key figures read "RANK of N" out of the
// report's candidates (unranked stays 0) and percentiles "P%".
func TestFactsKeyFigures(t *testing.T) {
	c := factsCandidate()
	c.StagePercentiles = byMetric(map[string]float64{"papers": 87.5})
	f := (&Report{Candidates: []*Candidate{c, {}, {}, {}}}).Facts(c)
	rows := map[string][]string{}
	for _, row := range f.KeyFigures.Cells() {
		rows[row[0]] = row
	}
	var papers string
	for _, m := range Metrics {
		if m.Name == "papers" {
			papers = m.Label
		}
	}
	if got := rows[papers]; len(got) != 5 || got[2] != "2 of 4" || got[3] != "1 of 3" || got[4] != "87.5%" {
		t.Errorf("papers row %q, want rank 2 of 4, stage 1 of 3, 87.5%%", got)
	}
	for name, row := range rows {
		if name != papers && (row[2] != "0" || row[4] != "0%") {
			t.Errorf("unranked %q: %q", name, row)
		}
	}
	if f.PhD == nil || (&Report{}).Facts(&Candidate{}).PhD != nil {
		t.Error("PhD facts: nil exactly when the candidate has no PhD")
	}
}

// TestQualitySummaryParts: the phrases of the data-quality line, singular
// and plural, the stale corrections only when there are some; Summary is
// them joined.
func TestQualitySummaryParts(t *testing.T) {
	q := Quality{Failed: make([]InputIssue, 1), Skipped: make([]InputIssue, 2),
		Warnings: []CandidateWarnings{{N: 2}, {N: 3}}, Stale: []string{"x"}, staleAfter: 12}
	want := []string{"1 input failed", "2 files skipped", "5 parser warnings in 2 CVs", "1 stale CV (dated more than 12 months before the run date; see --stale-after)",
		"0 possible duplicate people", "0 records corrected by hand"}
	if got := q.SummaryParts(); !reflect.DeepEqual(got, want) {
		t.Errorf("SummaryParts = %q, want %q", got, want)
	}
	q.StaleCorrections = []string{"c"}
	if got := q.SummaryParts(); got[len(got)-1] != "1 stale correction" {
		t.Errorf("with a stale correction: %q", got)
	}
	if got := q.Summary(); got != "data quality: "+strings.Join(q.SummaryParts(), ", ") {
		t.Errorf("Summary = %q", got)
	}
}
