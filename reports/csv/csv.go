// Package csv writes an analytics report as CSV for spreadsheets: every
// table of the report, each after a line "# TITLE" and followed by a blank
// line. Titles are the only one-field records (quoted when they hold a
// comma, as any CSV field). It is "vitae stats -f csv"
// and "vitae report --csv".
package csv

import (
	"bytes"
	stdcsv "encoding/csv"
	"io"
	"strings"

	"github.com/vitae-cv/vitae/analytics"
	"github.com/vitae-cv/vitae/internal/termsafe"
	"github.com/vitae-cv/vitae/reports"
)

// Write writes every table of r, then the rank table and, with
// opt.ByStage, the candidates summary split by career stage. Cells are
// written as analytics formats them (Table.Cells); a text cell is one line
// with its control characters escaped (internal/termsafe: a CSV is read
// on terminals too), and one that a spreadsheet would take for a formula
// is defused (see Safe).
func Write(w io.Writer, r *analytics.Report, opt reports.Options) error {
	var b bytes.Buffer
	tables := append(r.Tables(), r.RankTable())
	if opt.ByStage {
		tables = append(tables, r.StageTables(r.SummaryTable())...)
	}
	for i, t := range tables {
		if i > 0 {
			b.WriteString("\n")
		}
		if err := writeTable(&b, t); err != nil {
			return err
		}
	}
	_, err := w.Write(b.Bytes())
	return err
}

// writeTable writes "# TITLE", the header and the rows of t. The title is
// a CSV record of its own, quoted when it holds a comma.
func writeTable(b *bytes.Buffer, t analytics.Table) error {
	cw := stdcsv.NewWriter(b)
	if err := cw.Write([]string{"# " + termsafe.Text(t.Title)}); err != nil {
		return err
	}
	header := make([]string, len(t.Columns))
	for j, col := range t.Columns {
		header[j] = Safe(termsafe.Text(col.Name)) // an area's name, from a record
	}
	if err := cw.Write(header); err != nil {
		return err
	}
	for _, rec := range t.Cells() {
		for j, col := range t.Columns {
			if col.Kind == analytics.Text {
				rec[j] = Safe(termsafe.Text(rec[j]))
			}
		}
		if err := cw.Write(rec); err != nil {
			return err
		}
	}
	cw.Flush()
	return cw.Error()
}

// Safe keeps spreadsheets from reading CV text as a formula: a text cell
// that starts with = + - @, a tab or a carriage return gets a leading
// single quote.
func Safe(s string) string {
	if s != "" && strings.ContainsRune("=+-@\t\r", rune(s[0])) {
		return "'" + s
	}
	return s
}
