package analytics_test

import (
	"reflect"
	"testing"

	"github.com/vitae-cv/vitae/analytics"
)

// matrixRows maps each candidate's name to its row: the venues, then
// total, other and counted.
func matrixRows(m analytics.VenueMatrix) map[string][]float64 {
	out := map[string][]float64{}
	for _, r := range m.Rows {
		out[r.Candidate.Name] = append(append([]float64(nil), r.At...), r.Total, r.Other, r.Counted)
	}
	return out
}

// The cohort's top venues: OSDI (3 papers), then the venues of one paper
// by name (EuroSys, HotOS, ...).
func TestVenueMatrixCohortColumns(t *testing.T) {
	rep := report(analytics.Options{})
	m := rep.VenueMatrix(3)
	if want := []string{"OSDI", "EuroSys", "HotOS"}; !reflect.DeepEqual(m.Venues, want) {
		t.Fatalf("columns = %v, want %v", m.Venues, want)
	}
	if m.FromFile || m.Of != 9 {
		t.Errorf("FromFile %v, Of %d; want false, 9", m.FromFile, m.Of)
	}
	want := map[string][]float64{
		"Ada Quill":  {1, 0, 1, 2, 3, 5},
		"Bruno Vale": {1, 1, 0, 2, 1, 3},
		"Chen Wu":    {1, 0, 0, 1, 3, 4},
		"Dana Eze":   {0, 0, 0, 0, 1, 1},
	}
	if got := matrixRows(m); !reflect.DeepEqual(got, want) {
		t.Errorf("rows = %v, want %v", got, want)
	}
	if got := len(rep.VenueMatrix(0).Venues); got != 9 {
		t.Errorf("default columns = %d, want all 9 venues (fewer than MatrixVenues)", got)
	}
}

// Each row adds up: the venues to the total, the total and the rest to
// the candidate's counted papers, with fractional credit too.
func TestVenueMatrixRowsSum(t *testing.T) {
	for _, opt := range []analytics.Options{{}, {Fractional: true}} {
		rep := report(opt)
		for _, row := range rep.VenueMatrix(2).Rows {
			sum := 0.0
			for _, v := range row.At {
				sum += v
			}
			if !approx(sum, row.Total) || !approx(row.Total+row.Other, row.Counted) || !approx(row.Counted, row.Candidate.Counts.Credit) {
				t.Errorf("fractional %v, %s: at %v sum %v, total %v, other %v, counted %v, credit %v",
					opt.Fractional, row.Candidate.Name, row.At, sum, row.Total, row.Other, row.Counted, row.Candidate.Counts.Credit)
			}
		}
	}
}

func approx(a, b float64) bool { return a-b < 0.011 && b-a < 0.011 }

// The committee's top venues are the columns, in the file's order, matched
// regardless of case, and the total is the top-venue metric.
func TestVenueMatrixTopVenuesFile(t *testing.T) {
	rep := report(analytics.Options{TopVenues: []string{"SOSP", "osdi", "NeurIPS"}})
	m := rep.VenueMatrix(1)
	if want := []string{"SOSP", "osdi", "NeurIPS"}; !reflect.DeepEqual(m.Venues, want) || !m.FromFile {
		t.Fatalf("columns = %v (from file %v), want %v", m.Venues, m.FromFile, want)
	}
	rows := matrixRows(m)
	if want := []float64{1, 1, 1, 3, 1, 4}; !reflect.DeepEqual(rows["Chen Wu"], want) {
		t.Errorf("Chen Wu = %v, want %v", rows["Chen Wu"], want)
	}
	for _, row := range m.Rows {
		if row.Total != row.Candidate.TopVenuePapers {
			t.Errorf("%s: total %v, top-venue papers %v", row.Candidate.Name, row.Total, row.Candidate.TopVenuePapers)
		}
	}
}

// The table is among the report's tables, columns named, one row per
// candidate.
func TestVenueMatrixTable(t *testing.T) {
	rep := report(analytics.Options{})
	tb, ok := rep.Table("venue_matrix")
	if !ok {
		t.Fatal("no venue_matrix table in Tables()")
	}
	var names []string
	for _, c := range tb.Columns {
		names = append(names, c.Name)
	}
	want := []string{"Candidate", "OSDI", "EuroSys", "HotOS", "ICML", "NSDI", "NeurIPS", "SIGMOD", "SOSP", "TOCS",
		analytics.MatrixTotal, analytics.MatrixOther, analytics.MatrixCounted}
	if !reflect.DeepEqual(names, want) {
		t.Errorf("columns = %v, want %v", names, want)
	}
	if len(tb.Rows) != len(rep.Candidates) {
		t.Fatalf("%d rows for %d candidates", len(tb.Rows), len(rep.Candidates))
	}
	for i, row := range tb.Rows {
		if row[0] != rep.Candidates[i].Name || row[len(row)-1] != rep.Candidates[i].Counts.Credit {
			t.Errorf("row %d = %v, want %s with %v counted", i, row, rep.Candidates[i].Name, rep.Candidates[i].Counts.Credit)
		}
	}
}
