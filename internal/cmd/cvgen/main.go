// Command cvgen writes synthetic CVs with exact truth (package
// internal/cvgen): n invented records, each rendered through every
// chosen template, and the truth file the scorer reads for each.
//
//	go run ./internal/cmd/cvgen -seed 1 -n 200 -templates all -out /tmp/syn
//
// writes /tmp/syn/truth/cv-0001.json … and /tmp/syn/TEMPLATE/cv-0001.EXT
// for each template. -templates takes template names or formats
// separated by commas (markdown, html, text, docx, latex); -list prints
// them. With -pdf, LaTeX sources are compiled to PDF when xelatex or
// pdflatex is on PATH (skipped with a message otherwise).
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
	"os/exec"
	"path/filepath"

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
	out := fs.String("out", "", "write into `DIR` (required unless -list)")
	pdf := fs.Bool("pdf", false, "compile LaTeX sources to PDF when xelatex or pdflatex is on PATH")
	list := fs.Bool("list", false, "list the templates and exit")
	if err := fs.Parse(args); err != nil {
		return err
	}
	tmpls, err := cvgen.Select(*spec)
	if err != nil {
		return err
	}
	if *list {
		for _, t := range tmpls {
			fmt.Fprintf(stdout, "%-18s %-9s %s\n", t.Name, t.Format, t.Ext)
		}
		return nil
	}
	if *out == "" {
		return errors.New("-out DIR is required")
	}
	if *n < 1 {
		return errors.New("-n must be at least 1")
	}
	if err := cvgen.WriteCohort(*out, *seed, *n, tmpls); err != nil {
		return err
	}
	fmt.Fprintf(stdout, "%d records × %d templates in %s\n", *n, len(tmpls), *out)
	if *pdf {
		return compileTeX(*out, tmpls, stdout)
	}
	return nil
}

// compileTeX makes PDFs of the LaTeX templates' sources, next to them.
func compileTeX(dir string, tmpls []cvgen.Template, stdout io.Writer) error {
	engine := ""
	for _, e := range []string{"xelatex", "pdflatex"} {
		if _, err := exec.LookPath(e); err == nil {
			engine = e
			break
		}
	}
	for _, t := range tmpls {
		if t.Format != "latex" {
			continue
		}
		if engine == "" {
			fmt.Fprintf(stdout, "%s: no xelatex or pdflatex on PATH; PDFs skipped, .tex sources kept\n", t.Name)
			continue
		}
		files, err := filepath.Glob(filepath.Join(dir, t.Name, "*.tex"))
		if err != nil {
			return err
		}
		for _, f := range files {
			cmd := exec.Command(engine, "-interaction=nonstopmode", "-halt-on-error", filepath.Base(f))
			cmd.Dir = filepath.Dir(f)
			if b, err := cmd.CombinedOutput(); err != nil {
				return fmt.Errorf("%s %s: %v\n%s", engine, f, err, tail(b))
			}
		}
	}
	return nil
}

func tail(b []byte) []byte {
	if len(b) > 2000 {
		return b[len(b)-2000:]
	}
	return b
}
