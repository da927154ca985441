package xlsx

import (
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/charts"
	"github.com/vitae-cv/vitae/reports"
)

func TestChartsCountedApart(t *testing.T) {
	r := fixtureReport()
	b := render(t, r, reports.Options{})
	p := parts(t, b)
	c1, c2 := p["xl/charts/chart1.xml"], p["xl/charts/chart2.xml"]
	bar, line := plots(c1)
	// counted types stacked; the preprint a line of its own; no totals
	if len(bar) != 2 || !strings.Contains(c1, `<grouping val="stacked">`) || len(line) != 1 {
		t.Fatalf("per-year chart: bars %q, lines %q", bar, line)
	}
	f := open(t, b)
	name := func(ref string) string {
		sheet, cell, _ := strings.Cut(strings.ReplaceAll(ref, "$", ""), "!")
		v, _ := f.GetCellValue(strings.Trim(strings.ReplaceAll(sheet, "''", "'"), "'"), cell)
		return v
	}
	var names []string
	for _, s := range append(bar, line...) {
		names = append(names, name(s))
	}
	if !slices.Equal(names, []string{"conference", "journal", "preprint (not counted)"}) {
		t.Errorf("per-year series %q", names)
	}
	if !strings.Contains(c1, strings.TrimPrefix(charts.Color(charts.GroupMark, "not_counted"), "#")) {
		t.Error("the not-counted line is not grey")
	}
	// fellowships: bars are awarded only; finalist and nominee are marks
	bar, line = plots(c2)
	names = nil
	for _, s := range append(bar, line...) {
		names = append(names, name(s))
	}
	if len(bar) != 1 || !slices.Equal(names, []string{"Awarded", "Finalist", "Nominee"}) {
		t.Errorf("fellowship series: bars %d, names %q", len(bar), names)
	}
	if strings.Contains(c2, `<grouping val="stacked">`) || !strings.Contains(c2, `<symbol val="diamond">`) {
		t.Errorf("fellowship chart stacks or has no marks:\n%.3000s", c2)
	}
	// the marks' block: Ada 1 finalist, 2 nominee; Bo 1 finalist; zeros blank
	rows, _ := f.GetRows(ChartsSheet)
	var block []string
	for _, row := range rows[marksRow:] {
		block = append(block, strings.Join(row, "|"))
	}
	if want := []string{"Candidate|Finalist|Nominee", "Ada Fictional|1|2", "Bo Placeholder|1"}; !slices.Equal(block, want) {
		t.Errorf("marks block %q, want %q", block, want)
	}
}

// plots returns the series name references of the chart's bar and line
// plots.
func plots(x string) (bar, line []string) {
	names := func(part string) []string {
		var out []string
		for _, m := range regexp.MustCompile(`<ser>.*?<tx><strRef><f>([^<]*)</f>`).FindAllStringSubmatch(part, -1) {
			out = append(out, strings.ReplaceAll(m[1], "&#39;", "'"))
		}
		return out
	}
	if m := regexp.MustCompile(`(?s)<barChart>.*?</barChart>`).FindString(x); m != "" {
		bar = names(m)
	}
	if m := regexp.MustCompile(`(?s)<lineChart>.*?</lineChart>`).FindString(x); m != "" {
		line = names(m)
	}
	return bar, line
}
