package analytics_test

import (
	"testing"

	"github.com/vitae-cv/vitae/analytics"
	"github.com/vitae-cv/vitae/analytics/analyticstest"
)

// TestChunkedIsWhole holds every chunked table, made one and two
// candidates at a time and concatenated, equal to the whole table, and
// its counts equal to the rows made.
func TestChunkedIsWhole(t *testing.T) {
	reports := map[string]*analytics.Report{
		"fixture": report(analytics.Options{}), "plain": analyticstest.Plain(), "corrected": analyticstest.Corrected(t),
	}
	for label, r := range reports {
		for _, name := range []string{"publications", "awards", "timeline", "talks", "service", "teaching"} {
			whole, ok := r.Table(name)
			ch, chunked := r.Chunked(name)
			if !ok || !chunked {
				t.Fatalf("%s: table %s: found %v, chunked %v", label, name, ok, chunked)
			}
			if len(whole.Rows) == 0 && label == "fixture" {
				t.Errorf("%s: table %s has no rows: the test proves nothing", label, name)
			}
			if n := ch.Count(r.Candidates); n != len(whole.Rows) {
				t.Errorf("%s: %s: Count = %d, want %d", label, name, n, len(whole.Rows))
			}
			checkChunks(t, label+": "+name, ch, r.Candidates, whole, []int{1, 2, len(r.Candidates) + 1})
		}
	}
	if _, ok := report(analytics.Options{}).Chunked("summary"); ok {
		t.Error("summary is not a list per candidate, yet Chunked returns it")
	}
}

// TestListRowsReuseOneSlice: the list tables' Each gives every row of a
// chunk in one slice, not a slice per row (the workbook reads each long
// table twice, and each row made was garbage).
func TestListRowsReuseOneSlice(t *testing.T) {
	r := report(analytics.Options{})
	for _, name := range []string{"publications", "awards", "timeline", "talks", "service", "teaching"} {
		ch, _ := r.Chunked(name)
		rows, arrays := 0, map[*any]bool{}
		ch.Each(r.Candidates, func(row []any) {
			rows++
			arrays[&row[:cap(row)][0]] = true
		})
		if rows < 2 {
			t.Fatalf("%s: %d rows: the test proves nothing", name, rows)
		}
		if len(arrays) > 2 { // one, or two if the first row's slice grew
			t.Errorf("%s: %d rows in %d slices", name, rows, len(arrays))
		}
	}
}
