package csv

import (
	"bytes"
	stdcsv "encoding/csv"
	"path/filepath"
	"testing"

	"github.com/vitae-cv/vitae/analytics"
	"github.com/vitae-cv/vitae/internal/sample"
	"github.com/vitae-cv/vitae/internal/termsafe"
	"github.com/vitae-cv/vitae/reports"
)

// wholeCSV is the CSV as Write made it before it streamed: every table
// made whole first, written through Table.Cells. The reference Write is
// held to.
func wholeCSV(t *testing.T, r *analytics.Report, opt reports.Options) []byte {
	t.Helper()
	var b bytes.Buffer
	tables := append(r.Tables(), r.RankTable())
	if opt.ByStage {
		tables = append(tables, r.StageTables(r.SummaryTable())...)
	}
	for i, tb := range tables {
		if i > 0 {
			b.WriteString("\n")
		}
		cw := stdcsv.NewWriter(&b)
		_ = cw.Write([]string{"# " + termsafe.Text(tb.Title)})
		header := make([]string, len(tb.Columns))
		for j, col := range tb.Columns {
			header[j] = Safe(termsafe.Text(col.Name))
		}
		_ = cw.Write(header)
		for _, rec := range tb.Cells() {
			for j, col := range tb.Columns {
				if col.Kind == analytics.Text {
					rec[j] = Safe(termsafe.Text(rec[j]))
				}
			}
			_ = cw.Write(rec)
		}
		cw.Flush()
	}
	return b.Bytes()
}

// TestStreamedIsWhole: the streamed CSV of 600 fictional candidates
// (more than two chunks) is byte for byte the whole tables' CSV, with and
// without the tables by stage.
func TestStreamedIsWhole(t *testing.T) {
	base, err := sample.Load(filepath.Join("..", "..", "testdata", "cvs"))
	if err != nil {
		t.Fatal(err)
	}
	cvs, err := sample.Clone(base, 600)
	if err != nil {
		t.Fatal(err)
	}
	r := analytics.Compute(cvs, analytics.Options{}).Finish()
	for _, opt := range []reports.Options{{}, {ByStage: true}} {
		var got bytes.Buffer
		if err := Write(&got, r, opt); err != nil {
			t.Fatal(err)
		}
		if want := wholeCSV(t, r, opt); !bytes.Equal(got.Bytes(), want) {
			t.Fatalf("by stage %v: streamed CSV (%d bytes) differs from the whole tables' (%d bytes)", opt.ByStage, got.Len(), len(want))
		}
	}
}
