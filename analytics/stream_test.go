package analytics_test

import (
	"fmt"
	"slices"
	"testing"

	"github.com/vitae-cv/vitae/analytics"
)

// TestStreamIsTables: every table streamed (by chunks where it can be)
// has the whole table's head and rows, in Tables' order, over a cohort
// longer than a chunk; and each maker's name is its table's.
func TestStreamIsTables(t *testing.T) {
	for _, opt := range []analytics.Options{{}, {Fractional: true, Since: 2015}} {
		rep := analytics.Compute(generate(t, 700), opt).Finish()
		whole := append(rep.Tables(), rep.RankTable())
		makers := append(rep.TableMakers(), analytics.TableMaker{Name: "ranks", Make: rep.RankTable})
		if len(makers) != len(whole) {
			t.Fatalf("%d makers, %d tables", len(makers), len(whole))
		}
		for i, m := range makers {
			want := whole[i]
			if m.Name != want.Name {
				t.Fatalf("maker %d is named %q, its table %q", i, m.Name, want.Name)
			}
			var got analytics.Table
			rep.Stream(m, func(h analytics.Table) { got = h }, func(row []any) { got.Rows = append(got.Rows, slices.Clone(row)) })
			if a, b := fmt.Sprint(got), fmt.Sprint(want); a != b {
				t.Fatalf("%s streamed differs from the table (%d rows, want %d)", m.Name, len(got.Rows), len(want.Rows))
			}
		}
	}
}
