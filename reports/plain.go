package reports

import (
	"fmt"
	"strings"

	"github.com/vitae-cv/vitae/analytics"
	"github.com/vitae-cv/vitae/internal/termsafe"
)

// Clean makes CV text safe to print on a terminal or in a plain-text
// file, as one line: termsafe.Text (white space folds to one space, other
// control characters and bidirectional overrides are escaped visibly).
func Clean(s string) string { return termsafe.Text(s) }

// Truncate cuts s to n runes, the last an ellipsis when it was longer.
func Truncate(s string, n int) string {
	r := []rune(s)
	if len(r) <= n {
		return s
	}
	return string(r[:n-1]) + "…"
}

// JoinNonEmpty joins the parts that are not blank.
func JoinNonEmpty(sep string, parts ...string) string {
	var out []string
	for _, p := range parts {
		if p = strings.TrimSpace(p); p != "" {
			out = append(out, p)
		}
	}
	return strings.Join(out, sep)
}

// StageTables splits a table with a "Stage" column into one table per
// stage, in stage order, titled "TITLE: STAGE (N)"; a table without one
// comes back whole.
func StageTables(t analytics.Table, stages []analytics.StageCount) []analytics.Table {
	col := -1
	for i, c := range t.Columns {
		if c.Name == "Stage" {
			col = i
		}
	}
	if col < 0 {
		return []analytics.Table{t}
	}
	var out []analytics.Table
	for _, st := range stages {
		g := analytics.Table{Name: t.Name + "_" + string(st.Stage), Title: fmt.Sprintf("%s: %s (%d)", t.Title, st.Label, st.N), Columns: t.Columns}
		for _, row := range t.Rows {
			if row[col] == st.Label {
				g.Rows = append(g.Rows, row)
			}
		}
		out = append(out, g)
	}
	return out
}
