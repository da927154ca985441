package xlsx

import (
	"fmt"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/internal/golden"
	"github.com/vitae-cv/vitae/reports"
)

// dump writes every sheet as shown, one row a line, and each chart's
// plots and series, for the golden file.
func dump(t *testing.T, b []byte) string {
	f := open(t, b)
	var out strings.Builder
	for _, sheet := range f.GetSheetList() {
		fmt.Fprintf(&out, "== %s\n", sheet)
		rows, err := f.GetRows(sheet)
		if err != nil {
			t.Fatal(err)
		}
		for _, row := range rows {
			fmt.Fprintln(&out, strings.Join(row, " | "))
		}
	}
	p := parts(t, b)
	for i := 1; ; i++ {
		x, ok := p[fmt.Sprintf("xl/charts/chart%d.xml", i)]
		if !ok {
			break
		}
		bar, line := plots(x)
		g := regexp.MustCompile(`<grouping val="(\w+)">`).FindStringSubmatch(x)
		fmt.Fprintf(&out, "== chart %d\nbars (%s): %s\nlines: %s\n", i, g[1], strings.Join(bar, ", "), strings.Join(line, ", "))
	}
	return out.String()
}

func TestGolden(t *testing.T) {
	got := dump(t, render(t, fixtureReport(), reports.Options{Title: "Fixture", Date: "2024-06-01"}))
	golden.Check(t, filepath.Join("testdata", "fixture.golden"), []byte(got))
}
