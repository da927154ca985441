// Package csv writes an analytics report as CSV for spreadsheets: every
// table of the report, each after a line "# TITLE" and followed by a blank
// line. Titles are the only one-field records (quoted when they hold a
// comma, as any CSV field). It is "vitae stats -f csv"
// and "vitae report --csv".
package csv

import (
	"bufio"
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
// is defused (see Safe). Tables are written as they are made, the long
// ones a chunk of candidates at a time (analytics' Stream): none is held
// whole.
func Write(w io.Writer, r *analytics.Report, opt reports.Options) error {
	bw := bufio.NewWriterSize(w, 1<<16)
	cw := stdcsv.NewWriter(bw)
	makers := append(r.TableMakers(), analytics.TableMaker{Name: "ranks", Make: r.RankTable})
	if opt.ByStage {
		for _, t := range r.StageTables(r.SummaryTable()) {
			makers = append(makers, analytics.TableMaker{Name: t.Name, Make: func() analytics.Table { return t }})
		}
	}
	for i, m := range makers {
		if i > 0 {
			cw.Flush()
			bw.WriteString("\n")
		}
		if err := writeTable(cw, r, m); err != nil {
			return err
		}
	}
	cw.Flush()
	if err := cw.Error(); err != nil {
		return err
	}
	return bw.Flush()
}

// writeTable writes "# TITLE", the header and the rows of m's table. The
// title is a CSV record of its own, quoted when it holds a comma.
func writeTable(cw *stdcsv.Writer, r *analytics.Report, m analytics.TableMaker) error {
	var cols []analytics.Column
	var cells []string
	head := func(t analytics.Table) {
		cols = t.Columns
		cells = make([]string, len(cols))
		_ = cw.Write([]string{"# " + termsafe.Text(t.Title)})
		header := make([]string, len(cols))
		for j, col := range cols {
			header[j] = Safe(termsafe.Text(col.Name)) // an area's name, from a record
		}
		_ = cw.Write(header)
	}
	row := func(x []any) {
		for j, col := range cols {
			cells[j] = ""
			if j < len(x) {
				cells[j] = analytics.FormatCellKind(x[j], col.Kind)
			}
			if col.Kind == analytics.Text {
				cells[j] = Safe(termsafe.Text(cells[j]))
			}
		}
		_ = cw.Write(cells)
	}
	// a stage table is made whole (its maker returns it): Stream asks
	// ChunkedCohort and Chunked by name, and the stage tables' names
	// ("summary_phd_student", ...) are neither's
	r.Stream(m, head, row)
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
