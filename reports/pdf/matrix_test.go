package pdf

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/analytics"
	"github.com/vitae-cv/vitae/analytics/analyticstest"
	"github.com/vitae-cv/vitae/reports"
)

// The cohort pages hold the candidates × top venues matrix, its header
// and a row per candidate with the right numbers.
func TestMatrixSection(t *testing.T) {
	data, st := renderBytes(t, analyticstest.Matrix(), reports.Options{Date: "2025-01-01"})
	text := pdfText(t, data, "-layout", "-f", fmt.Sprint(st.ContentsPages+1), "-l", fmt.Sprint(st.CohortPages))
	_, sec, ok := strings.Cut(text, secMatrix+" (counted papers, credit)")
	if !ok {
		t.Fatalf("no matrix on the cohort pages:\n%s", text)
	}
	for _, want := range [][]string{
		{"Candidate", "NeurIPS", "OSDI", "ICML", "SOSP", "Total", "Other", "Counted"},
		{"Iris", "Vantor", "0", "2", "0", "1", "3", "1", "4"},
		{"Milo", "Brandt", "3", "0", "1", "0", "4", "0", "4"},
		{"Tessa", "Orwin", "1", "1", "0", "0", "2", "1", "3"},
	} {
		if !slices.ContainsFunc(strings.Split(sec, "\n"), func(l string) bool { return slices.Equal(strings.Fields(l), want) }) {
			t.Errorf("no line %q in:\n%s", want, sec)
		}
	}
}

// A matrix wider than the page is split into parts, each under the
// candidates' names, the totals closing the last; every venue is shown
// once.
func TestMatrixParts(t *testing.T) {
	spec := []analytics.Column{{Name: "Candidate", Kind: analytics.Text}}
	for i := range 30 {
		spec = append(spec, analytics.Column{Name: fmt.Sprintf("V%02d", i), Kind: analytics.Number})
	}
	for _, n := range []string{analytics.MatrixTotal, analytics.MatrixOther, analytics.MatrixCounted} {
		spec = append(spec, analytics.Column{Name: n, Kind: analytics.Number})
	}
	row := make([]any, len(spec))
	row[0] = "Ann Example"
	for j := 1; j < len(row); j++ {
		row[j] = float64(j)
	}
	const w = 269.0 // landscape A4 between the margins
	parts := matrixParts(analytics.Table{Columns: spec, Rows: [][]any{row}}, w)
	if len(parts) != 3 {
		t.Fatalf("%d parts, want 3", len(parts))
	}
	seen := 0
	for i, p := range parts {
		sum := 0.0
		for _, x := range p.widths {
			sum += x
		}
		if sum > w+1e-9 || p.table.Columns[0].Name != "Candidate" || p.table.Rows[0][0] != "Ann Example" {
			t.Errorf("part %d: width %.1f of %.0f, columns %v", i, sum, w, p.table.Columns)
		}
		last := p.table.Columns[len(p.table.Columns)-1].Name
		if (i == len(parts)-1) != (last == "Counted") {
			t.Errorf("part %d ends with %q", i, last)
		}
		for j, c := range p.table.Columns {
			if strings.HasPrefix(c.Name, "V") {
				if want := fmt.Sprintf("V%02d", seen); c.Name != want || p.table.Rows[0][j] != float64(seen+1) {
					t.Errorf("part %d column %d = %s (%v), want %s", i, j, c.Name, p.table.Rows[0][j], want)
				}
				seen++
			}
		}
	}
	if seen != 30 {
		t.Errorf("%d venues shown, want 30", seen)
	}
}
