package xlsx

import (
	"slices"

	"github.com/vitae-cv/vitae/analytics"
)

// ChangesSheet is the sheet of the changes since the previous run (a
// scheduled run's report, analytics.Report.Changes): one row per change,
// after the Summary sheet. A workbook without changes has no such sheet.
const ChangesSheet = "Changes"

// changesSheet is the Changes sheet's one table, under the changes'
// summary line. It is written even without rows ("No changes since
// RUN"), as Summary is.
var changesSheet = sheet{ChangesSheet, "tbl_changes", false, changesTable, changesNotes, ""}

// changesTable is the report's changes, one row per change.
func changesTable(r *analytics.Report) analytics.Table { return r.Changes.Table() }

// changesNotes is the changes' summary line.
func changesNotes(r *analytics.Report) []string { return []string{r.Changes.Summary()} }

// groups are the sheet groups of the workbook: sheetGroups, with the
// Changes sheet after Summary when the report has changes.
func (wb *workbook) groups() [][]sheet {
	g := wb.withComparison(sheetGroups())
	if wb.report.Changes == nil {
		return g
	}
	at := 1 // after Summary
	for i, s := range g {
		if s[0].sheetName() == SummarySheet {
			at = i + 1
		}
	}
	return slices.Insert(g, min(at, len(g)), []sheet{changesSheet})
}
