package analytics_test

import (
	"math"
	"path/filepath"
	"testing"

	"github.com/vitae-cv/vitae/analytics"
	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/cv/parse"
)

// checkTotals asserts that every per-year table of rep adds up to the
// counted total: each candidate's papers per year and "no year", the
// cohort's per-year table (its Counted column, "no year" row included)
// and each row of the venue × year table.
func checkTotals(t *testing.T, what string, rep *analytics.Report) {
	t.Helper()
	near := func(a, b float64, n int) bool { return math.Abs(a-b) <= 0.005*float64(n+1) }
	for _, c := range rep.Candidates {
		byYear := c.Tally().NoYearCredit(rep.Counts)
		for _, y := range c.Years() {
			byYear += c.Tally().ByYear[y]
		}
		byType := c.Tally().NoYearCredit(rep.Counts)
		for _, ts := range c.Tally().YearType {
			for ty, v := range ts {
				if rep.Counts(ty) {
					byType += v
				}
			}
		}
		if !near(byYear, c.Counts.Credit, 0) || !near(byType, c.Counts.Credit, 0) {
			t.Errorf("%s: %s: per year %v, per year and type %v; want the counted total %v", what, c.Name, byYear, byType, c.Counts.Credit)
		}
		reasons := 0
		for _, rc := range c.Tally().NotCountedList() {
			reasons += rc.N
		}
		if reasons != c.Counts.Uncounted || c.Counts.Papers+c.Counts.Uncounted != len(c.Papers) {
			t.Errorf("%s: %s: %d counted + %d not counted (%d by reason) of %d listed", what, c.Name, c.Counts.Papers, c.Counts.Uncounted, reasons, len(c.Papers))
		}
	}
	py := rep.PerYearTable()
	sum := 0.0
	for _, row := range py.Rows {
		sum += row[len(row)-2].(float64) // Counted
	}
	if !near(sum, rep.Cohort.Credit, len(py.Rows)) {
		t.Errorf("%s: the per-year table's Counted column sums to %v, want the counted total %v", what, sum, rep.Cohort.Credit)
	}
	vy := rep.VenueYearTable()
	venues := rep.Cohort.OutsideCatalogue + rep.Cohort.NoVenue
	for _, row := range vy.Rows {
		cells := 0.0
		for _, v := range row[1 : len(row)-1] {
			cells += v.(float64)
		}
		total := row[len(row)-1].(float64)
		venues += total
		if !near(cells, total, len(row)) {
			t.Errorf("%s: venue × year row %v sums to %v, want its total %v", what, row[0], cells, total)
		}
	}
	if !near(venues, rep.Cohort.Credit, len(vy.Rows)) {
		t.Errorf("%s: the venue × year totals and the papers outside the catalogue or without a venue add up to %v, want %v", what, venues, rep.Cohort.Credit)
	}
}

// A fictional cohort, papers without a year included, adds up under full
// and fractional credit and a year window.
func TestTotalsAddUp(t *testing.T) {
	cvs := append(cohort(), policyCV())
	for _, opt := range []analytics.Options{{}, {Fractional: true}, {Since: 2018, Until: 2022}} {
		rep := analytics.Compute(cvs, opt).Finish()
		checkTotals(t, opt.Describe(), rep)
	}
	rep := analytics.Compute(cvs, analytics.Options{}).Finish()
	py := rep.PerYearTable()
	if last := py.Rows[len(py.Rows)-1]; last[0] != analytics.NoYearLabel {
		t.Errorf("per_year's last row is %v, want the %q row", last[0], analytics.NoYearLabel)
	}
}

// The same holds for every candidate of the shared corpus (records as
// the parser reads them), when ../shared is there.
func TestTotalsAddUpOnCorpus(t *testing.T) {
	if testing.Short() {
		t.Skip("parses the corpus")
	}
	dir := filepath.Join("..", "..", "shared", "corpus")
	web, _ := filepath.Glob(filepath.Join(dir, "web", "*"))
	txt, _ := filepath.Glob(filepath.Join(dir, "pdf", "*.txt"))
	paths := append(web, txt...)
	if len(paths) == 0 {
		t.Skipf("no corpus under %s", dir)
	}
	var cvs []*cv.CV
	for _, path := range paths {
		text, err := parse.ReadFile(path, 0)
		if err != nil {
			t.Fatal(err)
		}
		c, err := parse.Parse(path, []byte(text), parse.Options{})
		if err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		cvs = append(cvs, c)
	}
	for _, opt := range []analytics.Options{{}, {Fractional: true}} {
		checkTotals(t, "corpus, "+opt.Describe(), analytics.Compute(cvs, opt).Finish())
	}
}
