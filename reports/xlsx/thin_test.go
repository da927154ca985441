package xlsx

import (
	"archive/zip"
	"bytes"
	"testing"

	"github.com/vitae-cv/vitae/analytics"
	"github.com/vitae-cv/vitae/internal/sample"
	"github.com/vitae-cv/vitae/reports"
)

// TestThinOwnSameWorkbook: the workbooks of the sample CVs, of generated
// cohorts and of cohorts cloned from the samples are byte-identical
// whether ownSheet's workbooks are opened from ownTemplate or made by
// excelize.NewFile.
func TestThinOwnSameWorkbook(t *testing.T) {
	sameWorkbook(t, "samples", testReport(t), reports.Options{}, &thinOwnDefault)
	sameWorkbook(t, "samples dated", testReport(t), reports.Options{Date: "2025-01-01", Title: "Fictive & <committee>"}, &thinOwnDefault)
	for _, n := range []int{0, 1, 7, 40} {
		sameWorkbook(t, "cohort", creditCohort(n), reports.Options{Date: "2025-01-01"}, &thinOwnDefault)
	}
	for _, n := range []int{3, 25} {
		cvs, err := sample.Clone(testCVs(t), n)
		if err != nil {
			t.Fatal(err)
		}
		sameWorkbook(t, "clones", analytics.Compute(cvs, analytics.Options{}).Finish(), reports.Options{}, &thinOwnDefault)
	}
}

// FuzzThinOwn is TestThinOwnSameWorkbook on a fuzzed cohort: n generated
// records or, odd, n cloned samples.
func FuzzThinOwn(f *testing.F) {
	f.Add(uint8(4))
	f.Add(uint8(13))
	f.Fuzz(func(t *testing.T, n uint8) {
		if n%2 == 0 {
			sameWorkbook(t, "cohort", creditCohort(int(n)), reports.Options{}, &thinOwnDefault)
			return
		}
		cvs, err := sample.Clone(testCVs(t), int(n))
		if err != nil {
			t.Fatal(err)
		}
		sameWorkbook(t, "clones", analytics.Compute(cvs, analytics.Options{}).Finish(), reports.Options{}, &thinOwnDefault)
	})
}

// TestOwnTemplate: the template is a package of stored parts, without
// the theme, that excelize opens into a workbook of one sheet, Sheet1,
// with no theme.
func TestOwnTemplate(t *testing.T) {
	tmpl := ownTemplate()
	if tmpl == nil {
		t.Fatal("no template")
	}
	zr, err := zip.NewReader(bytes.NewReader(tmpl), int64(len(tmpl)))
	if err != nil {
		t.Fatal(err)
	}
	names := map[string]bool{}
	for _, f := range zr.File {
		names[f.Name] = true
		if f.Method != zip.Store {
			t.Errorf("%s compressed", f.Name)
		}
	}
	if names[themePart] || !names["xl/styles.xml"] || !names["xl/workbook.xml"] || !names["xl/worksheets/sheet1.xml"] {
		t.Errorf("template parts: %v", names)
	}
	f := newOwnFile()
	defer f.Close()
	if f.Theme != nil || f.GetSheetList()[0] != "Sheet1" || len(f.GetSheetList()) != 1 {
		t.Errorf("opened: theme %v, sheets %v", f.Theme != nil, f.GetSheetList())
	}
}
