package main

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/vitae-cv/vitae/analytics"
	"github.com/vitae-cv/vitae/reports"
	"github.com/vitae-cv/vitae/reports/html"
	"github.com/vitae-cv/vitae/reports/pdf"
	"github.com/vitae-cv/vitae/reports/xlsx"
)

func init() {
	register(&command{
		name:    "report",
		summary: "write HTML, Excel and PDF reports for a set of CVs",
		usage:   "--out DIR [flags] PATH...",
		help: `Reads the CVs (or JSON records written by vitae parse), computes the
analytics once and writes, from the same tables:

  DIR/NAME.html   one self-contained page with interactive charts
  DIR/NAME.xlsx   a workbook: one sheet per table, native charts
  DIR/NAME.pdf    a cohort summary and one page per candidate

All three by default; --html, --xlsx and --pdf pick some. Each file is
written to a temporary name and renamed, so a failed run never leaves a
half-written report in place of a good one. The same inputs give
byte-identical files: no date is written unless --date is given.`,
		run: runReport,
	})
}

// renderer writes one report format.
type renderer struct {
	ext   string
	write func(w io.Writer, r *analytics.Report, opt reports.Options) error
}

var renderers = map[string]renderer{
	"html": {"html", html.Write},
	"xlsx": {"xlsx", xlsx.Write},
	"pdf":  {"pdf", pdf.Write},
}

func runReport(e *env, c *command, args []string) int {
	fs := e.flagSet(c)
	out := fs.String("out", "", "write the reports into `DIR` (created if missing)")
	name := fs.String("name", "report", "base `NAME` of the report files")
	wantHTML := fs.Bool("html", false, "write the HTML report")
	wantXLSX := fs.Bool("xlsx", false, "write the Excel workbook")
	wantPDF := fs.Bool("pdf", false, "write the PDF summary")
	title := fs.String("title", "", "report `TITLE` (default \""+reports.DefaultTitle+"\")")
	font := fs.String("font", "", "TrueType `FILE.ttf` for the PDF (e.g. a CJK font); default: embedded Go fonts")
	af := addAnalysisFlags(fs)
	if ok, code := e.parseFlags(c, fs, args); !ok {
		return code
	}
	if *out == "" {
		return e.usageError(c, "--out DIR is required")
	}
	if *name == "" || strings.ContainsAny(*name, `/\`) {
		return e.usageError(c, "bad --name %q (a file name without folders)", *name)
	}
	ropt := reports.Options{Title: *title, Date: normalizeDate(*af.date, time.Now), FontPath: *font}
	if err := ropt.Validate(); err != nil {
		return e.usageError(c, "%v", err)
	}
	if *font != "" {
		if _, err := os.Stat(*font); err != nil {
			e.errorf("--font %s: %v", *font, unwrapPathError(err))
			return exitFailure
		}
	}
	formats := []string{}
	for _, f := range []struct {
		on   bool
		name string
	}{{*wantHTML, "html"}, {*wantXLSX, "xlsx"}, {*wantPDF, "pdf"}} {
		if f.on {
			formats = append(formats, f.name)
		}
	}
	if len(formats) == 0 {
		formats = []string{"html", "xlsx", "pdf"}
	}
	opt, lo, code, ok := af.options(e, c, fs)
	if !ok {
		return code
	}
	if err := os.MkdirAll(*out, 0o755); err != nil {
		e.errorf("cannot create the output folder: %v", err)
		return exitFailure
	}

	ld := loadCVs(fs.Args(), lo, e.stderr)
	cvs := ld.cvs
	if len(cvs) == 0 {
		e.errorf("no CV could be read (%s); no report written", ld.problems())
		return exitFailure
	}
	rep := analytics.Compute(cvs, opt).Finish()
	rep.SetInputs(ld.failedList, ld.skippedList)
	e.errorf("%s", rep.Quality.Summary())

	bad := 0
	for _, f := range formats {
		r := renderers[f]
		path := filepath.Join(*out, *name+"."+r.ext)
		err := reports.WriteFile(path, func(w io.Writer) error { return r.write(w, rep, ropt) })
		if err != nil {
			e.errorf("%s report: %v", f, err)
			bad++
			continue
		}
		fmt.Fprintf(e.stdout, "wrote %s\n", path)
	}
	if p := ld.problems(); p != "" {
		e.errorf("%s; the reports cover the %d CV(s) read", p, len(cvs))
	}
	if bad > 0 || ld.failed > 0 {
		return exitFailure
	}
	return exitOK
}
