// Command cvgen writes synthetic CVs with exact truth (package
// internal/cvgen): n invented records, each rendered through every
// chosen template, and the truth file the scorer reads for each.
//
//	go run ./internal/cmd/cvgen -seed 1 -n 200 -templates all -out /tmp/syn
//
// writes /tmp/syn/truth/cv-0001.json … and /tmp/syn/TEMPLATE/cv-0001.EXT
// for each template. -templates takes template names or formats
// separated by commas (markdown, html, text, docx, latex); -list prints
// them with their PDF makers. With -pdf, each template whose maker is on
// PATH is also printed to DIR/TEMPLATE-pdf/cv-0001.pdf …: LaTeX through
// pdflatex (or xelatex), HTML through headless Chromium, DOCX through
// LibreOffice; -j conversions at once, each cut at -timeout. A failed
// conversion is reported with the maker's last log lines and skipped.
//
//	go run ./internal/cmd/cvgen -seed 1 -n 10 -templates tex-moderncv,tex-sidebar,docx-headings -slice testdata/synthetic
//
// writes a committed slice: the PDFs, the truth and a manifest of the
// sources' hashes, which a test checks against the generator.
//
// scripts/cvgen-eval.sh parses each template's folder with vitae and
// scores it against the truth.
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"runtime"
	"strings"
	"time"

	"github.com/vitae-cv/vitae/internal/cvgen"
)

func main() {
	if err := run(os.Args[1:], os.Stdout, os.Stderr); err != nil {
		fmt.Fprintln(os.Stderr, "cvgen:", err)
		os.Exit(1)
	}
}

func run(args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("cvgen", flag.ContinueOnError)
	fs.SetOutput(stderr)
	seed := fs.Uint64("seed", 1, "seed of the cohort; the same seed gives the same bytes")
	n := fs.Int("n", 20, "number of records")
	spec := fs.String("templates", "all", "templates or formats, comma separated, or all")
	out := fs.String("out", "", "write into `DIR` (required unless -list or -slice)")
	pdf := fs.Bool("pdf", false, "print each template that has a maker on PATH to PDF, in DIR/TEMPLATE-pdf/")
	jobs := fs.Int("j", runtime.NumCPU(), "PDF conversions at once")
	timeout := fs.Duration("timeout", 2*time.Minute, "limit per PDF conversion")
	slice := fs.String("slice", "", "write the PDFs, truth and manifest of a committed slice into `DIR` (no sources)")
	list := fs.Bool("list", false, "list the templates and their PDF makers, and exit")
	if err := fs.Parse(args); err != nil {
		return err
	}
	tmpls, err := cvgen.Select(*spec)
	if err != nil {
		return err
	}
	if *list {
		listTemplates(stdout, tmpls)
		return nil
	}
	if *n < 1 {
		return errors.New("-n must be at least 1")
	}
	opt := cvgen.PDFOptions{Jobs: *jobs, Timeout: *timeout}
	if *slice != "" {
		if err := cvgen.WriteSlice(*slice, *seed, *n, tmpls, opt); err != nil {
			return err
		}
		fmt.Fprintf(stdout, "slice of %d records × %d templates in %s\n", *n, len(tmpls), *slice)
		return nil
	}
	if *out == "" {
		return errors.New("-out DIR is required")
	}
	if err := cvgen.WriteCohort(*out, *seed, *n, tmpls); err != nil {
		return err
	}
	fmt.Fprintf(stdout, "%d records × %d templates in %s\n", *n, len(tmpls), *out)
	if *pdf {
		return makePDFs(*out, tmpls, opt, stdout, stderr)
	}
	return nil
}

// listTemplates prints name, format, extension and PDF maker ("-" for
// none, "none installed" where the maker is missing).
func listTemplates(w io.Writer, tmpls []cvgen.Template) {
	for _, t := range tmpls {
		maker := "-"
		if len(cvgen.MakerNames(t.Format)) > 0 {
			maker = "none-installed"
			if m, ok := cvgen.FindMaker(t.Format); ok {
				maker = m.Name
			}
		}
		fmt.Fprintf(w, "%-18s %-9s %-6s %s\n", t.Name, t.Format, t.Ext, maker)
	}
}

// makePDFs prints the cohort in dir to PDF, reports each failure (file,
// maker, last log lines) on stderr and a count per template on stdout.
// Failures and missing makers are not errors.
func makePDFs(dir string, tmpls []cvgen.Template, opt cvgen.PDFOptions, stdout, stderr io.Writer) error {
	results, missing, err := cvgen.MakePDFs(dir, tmpls, opt)
	if err != nil {
		return err
	}
	for _, name := range missing {
		t, _ := cvgen.Select(name)
		fmt.Fprintf(stdout, "%s: no PDF maker on PATH (tried %s); PDFs skipped\n", name, strings.Join(cvgen.MakerNames(t[0].Format), ", "))
	}
	for _, r := range results {
		if r.Err != nil {
			fmt.Fprintf(stderr, "cvgen: %s: %s failed: %v\n%s\n", r.Src, r.Maker, r.Err, indent(r.Log))
		}
	}
	for _, line := range cvgen.PDFSummary(results) {
		fmt.Fprintln(stdout, line)
	}
	return nil
}

func indent(s string) string {
	if s == "" {
		return "    (no output)"
	}
	return "    " + strings.ReplaceAll(s, "\n", "\n    ")
}
