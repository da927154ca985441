// Package formats is the table of report formats: each format's name (the
// flag of "vitae report", the key of a job's output.formats), its file
// extension, what it writes (help text) and its writer. "vitae report",
// "vitae run" and the help all read this one table. It also writes a set
// of formats at once (WriteAll) and keeps an output folder from holding
// two runs' reports side by side.
//
// It sits above the renderers (reports/html, xlsx, pdf, csv, text), which
// the reports package cannot import: they import it.
package formats

import (
	"encoding/json"
	"io"
	"slices"
	"strings"

	"github.com/vitae-cv/vitae/analytics"
	"github.com/vitae-cv/vitae/reports"
	"github.com/vitae-cv/vitae/reports/csv"
	"github.com/vitae-cv/vitae/reports/html"
	"github.com/vitae-cv/vitae/reports/pdf"
	"github.com/vitae-cv/vitae/reports/text"
	"github.com/vitae-cv/vitae/reports/xlsx"
)

// WriteFunc writes one report format.
type WriteFunc = func(w io.Writer, r *analytics.Report, opt reports.Options) error

// Format is one report format.
type Format struct {
	// Name is the flag ("--html") and the job's output.formats entry.
	Name string
	// Ext is the file's extension: NAME.Ext.
	Ext string
	// What says what the file holds, for its flag's help.
	What string
	// Doc says it at more length, for the command's help.
	Doc string
	// Write renders the format.
	Write WriteFunc
	// ByDefault: written when no format is asked for.
	ByDefault bool
}

// All are the report formats, in the order they are written.
var All = []Format{
	{"html", "html", "the HTML page", "one self-contained page with interactive charts", html.Write, true},
	{"xlsx", "xlsx", "the Excel workbook", "a workbook: one sheet per table, native charts", xlsx.Write, true},
	{"pdf", "pdf", "the PDF summary", "a cohort summary and one page per candidate", pdf.Write, true},
	{"csv", "csv", "every table as CSV", "every table as CSV (with --csv; as vitae stats -f csv)", csv.Write, false},
	{"text", "txt", "the tables as text, as vitae stats prints them", "the tables for a terminal (with --text; as vitae stats)", text.Write, false},
}

// Names lists the formats' names.
func Names() []string {
	names := make([]string, len(All))
	for i, f := range All {
		names[i] = f.Name
	}
	return names
}

// Chosen lists the formats named, in the table's order, or the default
// ones when none is.
func Chosen(names []string) []Format {
	var some, defaults []Format
	for _, f := range All {
		if slices.Contains(names, f.Name) {
			some = append(some, f)
		}
		if f.ByDefault {
			defaults = append(defaults, f)
		}
	}
	if len(some) == 0 {
		return defaults
	}
	return some
}

// Stats are the output formats of "vitae stats": the text and CSV
// renderers "vitae report" writes too, and the report as JSON.
var Stats = map[string]WriteFunc{"text": text.Write, "csv": csv.Write, "json": WriteJSON}

// StatsNames lists them for messages.
const StatsNames = "text, csv, json"

// statsJSON is the JSON form of "vitae stats": the report and its tables.
type statsJSON struct {
	*analytics.Report
	Tables []analytics.Table `json:"tables"`
}

// WriteJSON writes the whole report and its tables, indented, HTML
// characters as they are.
func WriteJSON(w io.Writer, rep *analytics.Report, _ reports.Options) error {
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	return enc.Encode(statsJSON{Report: rep, Tables: rep.Tables()})
}

// Help is the help of "vitae report": the files it writes (the table)
// and how it writes them (WriteAll, Failed, SweepTemps).
func Help() string {
	return `Reads the CVs (or JSON records written by vitae parse), computes the
analytics once and writes, from the same tables:

` + table() + `
HTML, Excel and PDF by default; --html, --xlsx, --pdf, --csv and --text
pick some. Each file is written to a temporary name and renamed, so a
failed run never leaves a half-written report in place of a good one.
When one format fails and others are written, the earlier run's file of
that format is removed (and said, exit 1), so DIR never holds reports of
two runs side by side; when every format fails, DIR is left as it was.
Temporary files that a killed report left in DIR (.NAME.EXT.N.tmp) are
removed by the next report there, never one a running vitae still writes.

The reports carry a date (shown, and in their metadata): --date, else the
day of $SOURCE_DATE_EPOCH, else today. The same inputs and date give
byte-identical files.`
}

// table is the format table as the help lists it: one line per format,
// "  DIR/NAME.html   one self-contained page ...".
func table() string {
	var b strings.Builder
	for _, f := range All {
		b.WriteString("  DIR/NAME." + f.Ext + strings.Repeat(" ", max(1, 7-len(f.Ext))) + f.Doc + "\n")
	}
	return b.String()
}
