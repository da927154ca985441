package analytics

import (
	"bytes"
	"io"
	"testing"
)

// FuzzDiff: snapshots read from disk (a run folder may be edited or
// damaged) never make ReadSnapshot, Diff or the changes' text panic; a
// snapshot diffed with itself has no change.
func FuzzDiff(f *testing.F) {
	f.Add([]byte(`{"format":1,"candidates":[{"id":"name:a b","name":"A B","papers":["2020 · T (V)"],"figures":{"Papers":1}}]}`),
		[]byte(`{"format":1,"candidates":[{"id":"name:a b","name":"A B","papers":["2021 · T (V)"],"awards":["x"],"figures":{"Papers":2}},{"id":"z"}]}`))
	f.Add([]byte(`{"format":1,"candidates":[{"id":"b"},{"id":"a"}]}`), []byte(`{"format":1}`))
	f.Fuzz(func(t *testing.T, a, b []byte) {
		sa, err := ReadSnapshot(bytes.NewReader(a))
		if err != nil {
			return
		}
		sb, err := ReadSnapshot(bytes.NewReader(b))
		if err != nil {
			return
		}
		ch := Diff(sa, sb, "prev")
		if err := ch.WriteText(io.Discard); err != nil {
			t.Fatal(err)
		}
		_ = ch.Table()
		if same := Diff(sa, sa, "prev"); !same.Empty() {
			t.Errorf("a snapshot diffed with itself has changes: %+v", same)
		}
	})
}
