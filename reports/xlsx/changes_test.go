package xlsx

import (
	"slices"
	"strings"
	"testing"

	"github.com/xuri/excelize/v2"

	"github.com/vitae-cv/vitae/analytics"
	"github.com/vitae-cv/vitae/reports"
)

// hostileChanges are changes whose names, papers and awards are hostile
// text (formulas, markup).
func hostileChanges() *analytics.Changes {
	prev := &analytics.Snapshot{Format: 1, Candidates: []analytics.SnapCandidate{
		{ID: "name:ann", Name: "=HYPERLINK(\"http://x\",\"Ann\")", Awards: []string{"2022 · +Blue Fellowship (finalist)"},
			Figures: map[string]float64{"Papers": 2}},
		{ID: "name:bo", Name: "@Bo <script>alert(1)</script>"},
	}}
	cur := &analytics.Snapshot{Format: 1, Candidates: []analytics.SnapCandidate{
		{ID: "name:ann", Name: "=HYPERLINK(\"http://x\",\"Ann\")", Awards: []string{"2022 · +Blue Fellowship (awarded)"},
			Papers:  []string{"=1+1"},
			Figures: map[string]float64{"Papers": 3, "Rank in cohort": 1}},
		{ID: "name:cy", Name: "-Cy Moss"},
	}}
	return analytics.Diff(prev, cur, "2026-11-15T0300Z")
}

// TestChangesSheet reads the Changes sheet back: after Summary, the
// summary line, then one row per change, hostile text as plain strings
// and the figures as numbers. Without changes the workbook has no such
// sheet.
func TestChangesSheet(t *testing.T) {
	r := testReport(t)
	if got := open(t, render(t, r, reports.Options{})).GetSheetList(); slices.Contains(got, ChangesSheet) {
		t.Fatalf("a Changes sheet without changes: %q", got)
	}
	r.SetChanges(hostileChanges())
	b := render(t, r, reports.Options{})
	f := open(t, b)
	sheets := f.GetSheetList()
	if want := slices.Insert(slices.Clone(wantSheets), 2, ChangesSheet); !slices.Equal(sheets, want) {
		t.Fatalf("sheets %q, want %q", sheets, want)
	}
	rows, err := f.GetRows(ChangesSheet, excelize.Options{RawCellValue: true})
	if err != nil {
		t.Fatal(err)
	}
	want := [][]string{
		{"Since 2026-11-15T0300Z: 1 candidate added, 1 removed; 1 paper added; 1 award added, 1 removed; 2 figures changed (1 candidate changed)."},
		nil,
		{"Candidate", "Kind", "What", "Old", "New"},
		{"-Cy Moss", "added candidate", "name:cy"},
		{"@Bo <script>alert(1)</script>", "removed candidate", "name:bo"},
		{`=HYPERLINK("http://x","Ann")`, "paper added", "=1+1"},
		{`=HYPERLINK("http://x","Ann")`, "award added", "2022 · +Blue Fellowship (awarded)"},
		{`=HYPERLINK("http://x","Ann")`, "award removed", "2022 · +Blue Fellowship (finalist)"},
		{`=HYPERLINK("http://x","Ann")`, "figure", "Papers", "2", "3"},
		{`=HYPERLINK("http://x","Ann")`, "figure", "Rank in cohort", "", "1"},
	}
	if len(rows) != len(want) {
		t.Fatalf("%d rows, want %d: %q", len(rows), len(want), rows)
	}
	for i := range want {
		if !slices.Equal(rows[i], want[i]) {
			t.Errorf("row %d: %q, want %q", i+1, rows[i], want[i])
		}
	}
	// no formula: every text cell is a string cell, the figures numbers
	p := parts(t, b)
	if x := sheetXML(t, p, ChangesSheet); strings.Contains(x, "<f>") || strings.Contains(x, "<f ") {
		t.Error("the Changes sheet has a formula")
	}
	for i, row := range rows[3:] {
		for j := range row {
			cell, _ := excelize.CoordinatesToCellName(j+1, i+4)
			typ, _ := f.GetCellType(ChangesSheet, cell)
			wantType := excelize.CellTypeInlineString
			if j >= 3 {
				wantType = excelize.CellTypeUnset // a number
			}
			if row[j] != "" && typ != wantType && !(wantType == excelize.CellTypeInlineString && typ == excelize.CellTypeSharedString) {
				t.Errorf("%s = %q: type %v", cell, row[j], typ)
			}
			if fm, _ := f.GetCellFormula(ChangesSheet, cell); fm != "" {
				t.Errorf("%s: formula %q", cell, fm)
			}
		}
	}
	// the About sheet lists the sheet
	about, _ := f.GetRows(AboutSheet)
	listed := false
	for _, row := range about {
		listed = listed || slices.Contains(row, "Changes since 2026-11-15T0300Z (7 rows)")
	}
	if !listed {
		t.Errorf("About does not list the Changes sheet: %q", about)
	}
}

// TestChangesSheetEmpty: a run with nothing changed (and a first run)
// still has the sheet, with its summary line and no rows.
func TestChangesSheetEmpty(t *testing.T) {
	for _, ch := range []*analytics.Changes{
		analytics.Diff(&analytics.Snapshot{Format: 1}, &analytics.Snapshot{Format: 1}, "r1"),
		analytics.Diff(nil, &analytics.Snapshot{Format: 1}, ""),
	} {
		r := testReport(t)
		r.SetChanges(ch)
		f := open(t, render(t, r, reports.Options{}))
		rows, err := f.GetRows(ChangesSheet)
		if err != nil {
			t.Fatal(err)
		}
		if len(rows) != 3 || rows[0][0] != ch.Summary() {
			t.Errorf("rows %q", rows)
		}
	}
}
