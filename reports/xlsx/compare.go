package xlsx

import (
	"fmt"
	"slices"
	"strings"

	"github.com/vitae-cv/vitae/analytics"
)

// CompareSheet is the sheet of the shortlist side by side (vitae report
// --compare): key figures with ranks, counted papers per year on one year
// axis, venues, fellowships and awards, a column per candidate.
const CompareSheet = "Comparison"

// compareSheets are the tables of the Comparison sheet, stacked, from
// analytics' Comparison tables (the report has one when they are made).
var compareSheets = []sheet{
	{"Compared figures", "tbl_compare_figures", true, compareFigures, compareNotes, CompareSheet},
	{"Compared per year", "tbl_compare_per_year", false, compareTable(1), nil, CompareSheet},
	{"Compared venues", "tbl_compare_venues", false, compareTable(2), nil, CompareSheet},
	{"Compared awards", "tbl_compare_awards", false, compareTable(3), nil, CompareSheet},
}

// compareFigures is the comparison's key figures with values and ranks
// in columns of their own, typed as numbers (FiguresNumbers), not the
// "1.5 (2 of 27)" text the other formats draw.
func compareFigures(r *analytics.Report) analytics.Table { return r.Comparison.FiguresNumbers() }

// compareTable is the i-th of the comparison's tables.
func compareTable(i int) func(r *analytics.Report) analytics.Table {
	return func(r *analytics.Report) analytics.Table { return r.Comparison.Tables()[i] }
}

// compareNotes say who is compared and what the ranks are among.
func compareNotes(r *analytics.Report) []string {
	k := r.Comparison
	return []string{
		"Shortlist side by side: " + strings.Join(k.Names, "; "),
		fmt.Sprintf("Each figure with its rank among the %d candidates of the cohort (1 is highest); papers are counted papers (%s).", k.Cohort, r.Selection),
	}
}

// withComparison puts the Comparison sheet after Summary when the
// report compares a shortlist.
func (wb *workbook) withComparison(g [][]sheet) [][]sheet {
	if wb.report.Comparison == nil {
		return g
	}
	at := 1
	for i, s := range g {
		if s[0].sheetName() == SummarySheet {
			at = i + 1
		}
	}
	return slices.Insert(g, min(at, len(g)), compareSheets)
}
