package csv

import (
	"bytes"
	"slices"
	"testing"

	"github.com/vitae-cv/vitae/analytics"
	"github.com/vitae-cv/vitae/analytics/analyticstest"
	"github.com/vitae-cv/vitae/reports"
)

// The CSV holds the candidates × top venues matrix with every venue of
// the cohort (fewer than analytics.MatrixVenues), total, other, counted.
func TestMatrixCSV(t *testing.T) {
	var b bytes.Buffer
	if err := Write(&b, analyticstest.Matrix(), reports.Options{}); err != nil {
		t.Fatal(err)
	}
	got, _ := tables(t, b.Bytes())
	m := got["Candidates × top venues (counted papers, credit)"]
	want := [][]string{
		{"Candidate", "NeurIPS", "OSDI", "ICML", "SOSP", analytics.MatrixTotal, analytics.MatrixOther, analytics.MatrixCounted},
		{"Iris Vantor", "0", "2", "0", "1", "3", "1", "4"},
		{"Milo Brandt", "3", "0", "1", "0", "4", "0", "4"},
		{"Tessa Orwin", "1", "1", "0", "0", "2", "1", "3"},
	}
	if !slices.EqualFunc(m, want, slices.Equal) {
		t.Errorf("matrix = %q, want %q", m, want)
	}
}
