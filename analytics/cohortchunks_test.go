package analytics_test

import (
	"math/rand/v2"
	"reflect"
	"testing"

	"github.com/vitae-cv/vitae/analytics"
	"github.com/vitae-cv/vitae/analytics/analyticstest"
	"github.com/vitae-cv/vitae/cv"
)

// cohortChunkNames are the tables ChunkedCohort makes, by the name of
// the whole table.
var cohortChunkNames = []string{"summary", "ranks", "areas", "venue_matrix", "fellowships", "timeline"}

// TestChunkedCohortIsWhole holds every cohort table made by chunks
// (ChunkedCohort), in chunks of 1, 2, 3 and all candidates and
// concatenated, equal to the whole table, on the fixture, the sample
// CVs, the matrix cohort and random cohorts drawn from them under the
// determinism tests' options.
func TestChunkedCohortIsWhole(t *testing.T) {
	reports := map[string]*analytics.Report{
		"fixture": report(analytics.Options{}), "plain": analyticstest.Plain(), "corrected": analyticstest.Corrected(t),
		"matrix": analyticstest.Matrix(), "samples": analytics.Compute(everyone(t), analytics.Options{}).Finish(),
	}
	rng := rand.New(rand.NewPCG(28, 8))
	for i, opt := range determinismOptions {
		cvs := everyone(t)
		rng.Shuffle(len(cvs), func(i, j int) { cvs[i], cvs[j] = cvs[j], cvs[i] })
		cvs = cvs[:1+rng.IntN(len(cvs))]
		reports["random "+string(rune('a'+i))] = analytics.Compute(cvs, opt).Finish()
	}
	reports["empty"] = analytics.Compute([]*cv.CV{}, analytics.Options{}).Finish()
	for label, r := range reports {
		for _, name := range cohortChunkNames {
			checkCohortChunks(t, label, r, name)
		}
	}
	if _, ok := report(analytics.Options{}).ChunkedCohort("publications"); ok {
		t.Error("ChunkedCohort returns publications, a table it does not make")
	}
}

// checkCohortChunks holds table name of r made by chunks equal to the
// whole table.
func checkCohortChunks(t *testing.T, label string, r *analytics.Report, name string) {
	t.Helper()
	whole, ok := r.Table(name)
	if name == "ranks" { // not among Tables: the workbook's key figures hold them
		whole, ok = r.RankTable(), true
	}
	ch, chunked := r.ChunkedCohort(name)
	if !ok || !chunked {
		t.Fatalf("%s: table %s: found %v, chunked %v", label, name, ok, chunked)
	}
	if label == "samples" && len(whole.Rows) < 2 {
		t.Errorf("%s: table %s has %d rows: the test proves little", label, name, len(whole.Rows))
	}
	if n := ch.Count(ch.Candidates); n != len(whole.Rows) || len(ch.Candidates) != len(r.Candidates) {
		t.Errorf("%s: %s: Count = %d of %d candidates, want %d rows of %d", label, name, n, len(ch.Candidates), len(whole.Rows), len(r.Candidates))
	}
	checkChunks(t, label+": "+name, ch.ChunkedTable, ch.Candidates, whole, []int{1, 2, 3, len(r.Candidates) + 1})
}

// checkChunks holds ch, made size candidates of cs at a time for each
// size and concatenated, equal to the whole table, and the count of each
// chunk equal to its rows.
func checkChunks(t *testing.T, what string, ch analytics.ChunkedTable, cs []*analytics.Candidate, whole analytics.Table, sizes []int) {
	t.Helper()
	for _, size := range sizes {
		got := ch.Of(nil)
		for i := 0; i < len(cs); i += size {
			part := cs[i:min(i+size, len(cs))]
			c := ch.Of(part)
			if n := ch.Count(part); n != len(c.Rows) {
				t.Errorf("%s: Count of a chunk = %d, rows %d", what, n, len(c.Rows))
			}
			got.Rows = append(got.Rows, c.Rows...)
		}
		if !reflect.DeepEqual(got, whole) {
			t.Errorf("%s in chunks of %d differs from the whole table", what, size)
		}
		checkEach(t, what, ch, cs, whole, size)
	}
}

// checkEach holds the rows Each gives, chunk by chunk, equal to the
// whole table's.
func checkEach(t *testing.T, what string, ch analytics.ChunkedTable, cs []*analytics.Candidate, whole analytics.Table, size int) {
	t.Helper()
	var rows [][]any
	for i := 0; i < len(cs); i += size {
		ch.Each(cs[i:min(i+size, len(cs))], func(row []any) { rows = append(rows, append([]any(nil), row...)) })
	}
	if !reflect.DeepEqual(rows, whole.Rows) && (len(rows) > 0 || len(whole.Rows) > 0) {
		t.Errorf("%s: Each in chunks of %d gives other rows than the whole table", what, size)
	}
}

// TestVenueMatrixRowsAreTheTable holds the matrix's rows (VenueMatrix)
// to its table's (VenueMatrixTable): one source of each row.
func TestVenueMatrixRowsAreTheTable(t *testing.T) {
	for _, r := range []*analytics.Report{analyticstest.Matrix(), analytics.Compute(everyone(t), analytics.Options{}).Finish()} {
		m, tbl := r.VenueMatrix(analytics.MatrixVenues), r.VenueMatrixTable(analytics.MatrixVenues)
		if len(m.Rows) != len(tbl.Rows) || len(m.Rows) != len(r.Candidates) {
			t.Fatalf("matrix rows %d, table rows %d, candidates %d", len(m.Rows), len(tbl.Rows), len(r.Candidates))
		}
		for i, row := range m.Rows {
			cells := append([]any{row.Candidate.Name}, floats(row.At)...)
			cells = append(cells, row.Total, row.Other, row.Counted)
			if !reflect.DeepEqual(cells, tbl.Rows[i]) {
				t.Errorf("row %d: matrix %v, table %v", i, cells, tbl.Rows[i])
			}
		}
	}
}

func floats(xs []float64) []any {
	out := make([]any, len(xs))
	for i, x := range xs {
		out[i] = x
	}
	return out
}
