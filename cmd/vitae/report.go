package main

import (
	"bytes"
	"cmp"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"runtime/debug"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/spf13/pflag"
	"golang.org/x/image/font/sfnt"

	"github.com/vitae-cv/vitae/analytics"
	"github.com/vitae-cv/vitae/cv/inputs"
	"github.com/vitae-cv/vitae/internal/cli"
	"github.com/vitae-cv/vitae/reports"
	"github.com/vitae-cv/vitae/reports/csv"
	"github.com/vitae-cv/vitae/reports/html"
	"github.com/vitae-cv/vitae/reports/pdf"
	"github.com/vitae-cv/vitae/reports/text"
	"github.com/vitae-cv/vitae/reports/xlsx"
)

func init() {
	vitae.Register(&cli.Command{
		Name:    "report",
		Summary: "write HTML, Excel and PDF reports (and CSV, text) for a set of CVs",
		Usage:   "--out DIR [flags] PATH...",
		Help: `Reads the CVs (or JSON records written by vitae parse), computes the
analytics once and writes, from the same tables:

  DIR/NAME.html   one self-contained page with interactive charts
  DIR/NAME.xlsx   a workbook: one sheet per table, native charts
  DIR/NAME.pdf    a cohort summary and one page per candidate
  DIR/NAME.csv    every table as CSV (with --csv; as vitae stats -f csv)
  DIR/NAME.txt    the tables for a terminal (with --text; as vitae stats)

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
byte-identical files.`,
		Run: runReport,
	})
}

// renderFunc writes one report format.
type renderFunc = func(w io.Writer, r *analytics.Report, opt reports.Options) error

// renderer is one format of "vitae report": its flag, the file's
// extension, and whether it is written when no format is asked for.
type renderer struct {
	name, ext, what string
	write           renderFunc
	byDefault       bool
}

// renderers are the formats of "vitae report", in the order they are
// written.
var renderers = []renderer{
	{"html", "html", "the HTML page", html.Write, true},
	{"xlsx", "xlsx", "the Excel workbook", xlsx.Write, true},
	{"pdf", "pdf", "the PDF summary", pdf.Write, true},
	{"csv", "csv", "every table as CSV", csv.Write, false},
	{"text", "txt", "the tables as text, as vitae stats prints them", text.Write, false},
}

// reportFlags are the flags of "vitae report"; "vitae run" sets the same
// ones from a job file.
type reportFlags struct {
	out, name, title, font *string
	want                   map[string]*bool
	split                  *bool
	af                     *analysisFlags
}

// addReportFlags defines the flags of "vitae report" on fs.
func addReportFlags(fs *pflag.FlagSet) *reportFlags {
	f := &reportFlags{want: map[string]*bool{}}
	f.out = fs.String("out", "", "write the reports into `DIR` (created if missing)")
	f.name = fs.String("name", "report", "base `NAME` of the report files")
	for _, r := range renderers {
		f.want[r.name] = fs.Bool(r.name, false, "write "+r.what+" (NAME."+r.ext+")")
	}
	f.title = fs.String("title", "", "report `TITLE` (default \""+reports.DefaultTitle+"\")")
	f.split = fs.Bool("pdf-split", false, "write the PDF as a folder NAME-pdf/: cohort.pdf (contents and cohort sections,\nlinking to each candidate) and candidates/NNNNN-NAME.pdf, one per candidate;\nfor cohorts of thousands (implies --pdf)")
	f.font = fs.String("font", "", "TrueType `FILE.ttf` for the PDF (e.g. a CJK font); default: embedded Go fonts")
	f.af = addAnalysisFlags(fs)
	return f
}

// reportPlan is a checked report run: what to read, count and write.
type reportPlan struct {
	out, name string
	ropt      reports.Options
	opt       analytics.Options
	files     *inputs.Files
	rs        []renderer
	split     bool
	jobs      int
}

// plan checks the parsed flags; code is the exit code when ok is false
// (said on stderr).
func (f *reportFlags) plan(e *cli.Env, c *cli.Command, fs *pflag.FlagSet) (p reportPlan, code int, ok bool) {
	fail := func(code int) (reportPlan, int, bool) { return p, code, false }
	if *f.out == "" {
		return fail(e.UsageError(c, "--out DIR is required"))
	}
	if *f.name == "" || strings.ContainsAny(*f.name, `/\`) {
		return fail(e.UsageError(c, "bad --name %q (a file name without folders)", *f.name))
	}
	date, err := reports.DateOf(*f.af.date, e.Getenv, e.Now)
	if err != nil {
		return fail(e.UsageError(c, "%v", err))
	}
	p = reportPlan{out: *f.out, name: *f.name, split: *f.split, jobs: *f.af.jobs,
		ropt: reports.Options{Title: *f.title, Date: date, FontPath: *f.font}}
	if err := checkFont(*f.font); err != nil {
		e.Errorf("--font %v", err)
		return fail(cli.Failure)
	}
	if *f.split && slices.ContainsFunc(renderers, func(r renderer) bool { return *f.want[r.name] }) {
		*f.want["pdf"] = true // --html --pdf-split: both; --pdf-split alone: the defaults
	}
	p.rs = chosen(f.want)
	if p.opt, p.files, code, ok = f.af.options(e, c, fs); !ok {
		return fail(code)
	}
	var paths []string
	for _, r := range p.rs {
		paths = append(paths, filepath.Join(p.out, p.name+"."+r.ext))
	}
	if code, ok := refuseInputAsOutput(e, c, paths, p.files); !ok {
		return fail(code)
	}
	return p, cli.OK, true
}

func runReport(e *cli.Env, c *cli.Command, args []string) int {
	fs := e.FlagSet(c)
	f := addReportFlags(fs)
	if ok, code := e.Parse(c, fs, args); !ok {
		return code
	}
	p, code, ok := f.plan(e, c, fs)
	if !ok {
		return code
	}
	rep, ld, ok := f.af.report(e, p.opt, p.files, "no report written")
	if !ok {
		return cli.Failure
	}
	// Created only now that there is something to write.
	if err := os.MkdirAll(p.out, 0o755); err != nil {
		e.Errorf("cannot create the output folder: %v", err)
		return cli.Failure
	}
	sweepReportTemps(e, p.out, p.name)
	e.Errorf("%s", rep.Quality.Summary())
	read := len(ld.CVs)
	ld.Release() // the report holds what the renderers need
	boundHeap(e.Getenv)
	bad := sayWritten(e, writeReports(p.rs, p.out, p.name, rep, p.ropt, p.jobs, p.split))
	if p := ld.problems(); p != "" {
		e.Errorf("%s; the reports cover the %d CV(s) read", p, read)
	}
	if bad > 0 || ld.failed() > 0 {
		return cli.Failure
	}
	return cli.OK
}

// sayWritten prints the reports written and says the failures; it
// returns how many failed. A folder of reports must never hold two runs'
// files side by side, unmarked: when a format failed but another was
// written, the earlier run's file of the failed format is removed (and
// said). When every format failed, nothing of this run was written and
// the earlier set is left whole.
func sayWritten(e *cli.Env, ws []written) (bad int) {
	some := slices.ContainsFunc(ws, func(w written) bool { return w.err == nil })
	for _, w := range ws {
		if w.err == nil {
			fmt.Fprintln(e.Stdout, w.String())
			continue
		}
		bad++
		removed := ""
		if some {
			removed = removeEarlier(w)
		}
		e.Errorf("%s report: %v%s", w.name, w.err, removed)
	}
	return bad
}

// removeEarlier removes what an earlier run wrote at the path of the
// failed format w (its file, or the split PDF's files) and says so, as
// the end of w's error line.
func removeEarlier(w written) string {
	remove, what := removeStaleFile, "the earlier "+filepath.Base(w.path)
	if w.folder {
		remove, what = removeStaleSplit, "the earlier PDF files in "+filepath.Base(w.path)+string(filepath.Separator)
	}
	n, err := remove(w.path)
	switch {
	case err != nil:
		return fmt.Sprintf("; could not remove %s, which is not this run's: %v", what, err)
	case n > 0:
		return "; removed " + what + ", not to leave it beside this run's reports"
	}
	return ""
}

// removeStaleFile removes the report file at path (the file a link
// there names, as reports.WriteFile would have replaced it); a device, a
// pipe or a folder there is not a report and stays. It returns how many
// files it removed.
func removeStaleFile(path string) (int, error) {
	target, err := filepath.EvalSymlinks(path)
	if errors.Is(err, fs.ErrNotExist) {
		return 0, nil
	} else if err != nil {
		return 0, err
	}
	if info, err := os.Lstat(target); err != nil || !info.Mode().IsRegular() {
		return 0, err
	}
	if err := os.Remove(target); err != nil {
		return 0, err
	}
	return 1, nil
}

// reSplitFile matches the candidates' files of a split PDF, as
// pdf.SplitNames names them: "00042-ana-lopez.pdf".
var reSplitFile = regexp.MustCompile(`^[0-9]{5,}-[a-z0-9-]+\.pdf$`)

// removeStaleSplit removes the files of a split PDF in dir (its cohort
// file and its candidates' files) and the folders they leave empty;
// other files stay. It returns how many files it removed and the first
// error (one line).
func removeStaleSplit(dir string) (int, error) {
	n := 0
	var first error
	rm := func(path string) {
		if info, err := os.Lstat(path); err != nil || !info.Mode().IsRegular() {
			return
		}
		if err := os.Remove(path); err != nil {
			first = cmp.Or(first, err)
			return
		}
		n++
	}
	rm(filepath.Join(dir, pdf.SplitCohortFile))
	cands := filepath.Join(dir, pdf.SplitCandidatesDir)
	entries, err := os.ReadDir(cands)
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		first = err
	}
	for _, e := range entries {
		if reSplitFile.MatchString(e.Name()) {
			rm(filepath.Join(cands, e.Name()))
		}
	}
	os.Remove(cands) // when empty
	os.Remove(dir)
	return n, first
}

// sweepReportTemps removes the temporary files that a killed "vitae
// report" of the same name left in out and in its split PDF's folders
// (reports.SweepTemps: never a live writer's) and says how many it
// removed.
func sweepReportTemps(e *cli.Env, out, name string) {
	ours := func(n string) bool {
		for _, r := range renderers {
			if n == name+"."+r.ext {
				return true
			}
		}
		return false
	}
	split := filepath.Join(out, name+"-pdf")
	n := 0
	for _, d := range []struct {
		dir  string
		want func(string) bool
	}{
		{out, ours},
		{split, func(n string) bool { return n == pdf.SplitCohortFile }},
		{filepath.Join(split, pdf.SplitCandidatesDir), reSplitFile.MatchString},
	} {
		gone, err := reports.SweepTemps(d.dir, d.want, time.Now())
		n += len(gone)
		if err != nil {
			for _, line := range strings.Split(err.Error(), "\n") { // one per file
				e.Errorf("warning: %s", line)
			}
		}
	}
	if n > 0 {
		e.Errorf("removed %d temporary file(s) that an interrupted vitae report left in %s", n, out)
	}
}

// minHeapLimit is the least soft memory limit boundHeap sets.
const minHeapLimit = 1 << 30

// renderGCPercent is the GOGC of the rendering: the heap may grow to
// 2.5 times what is live between collections (under the memory limit)
// rather than twice. Measured on 10,000 generated records (CPU profile):
// at GOGC=175 the collector's own work fell from 2.2 s to 1.4 s and the
// run's CPU by 1.3 s, for a peak of 837 MiB instead of 665.
const renderGCPercent = 150

// boundHeap sets Go's GC percent for the rendering (renderGCPercent,
// unless GOGC is set) and its soft memory limit, unless GOMEMLIMIT does:
// three times the heap the report holds, and at least minHeapLimit.
// Without it the heap may grow to 2.5 times what is live before a
// collection, and three renderers at once make that a lot; with it the
// collector works harder only near the limit, which stays far enough
// above what is live never to make it run all the time.
func boundHeap(getenv func(string) string) {
	if getenv("GOGC") == "" {
		debug.SetGCPercent(renderGCPercent)
	}
	if getenv("GOMEMLIMIT") != "" {
		return
	}
	runtime.GC()
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	debug.SetMemoryLimit(max(minHeapLimit, 3*int64(ms.HeapAlloc)))
}

// written is the outcome of one renderer: the file (or, split, the
// folder), how many files it wrote, and the error, if any.
type written struct {
	name, path string
	folder     bool // path is the split PDF's folder
	files      int
	err        error
}

// String is the "wrote ..." line of a written report.
func (w written) String() string {
	if w.files > 1 {
		return fmt.Sprintf("wrote %s (%d PDF files: %s and one per candidate in %s/)",
			w.path+string(filepath.Separator), w.files, pdf.SplitCohortFile, pdf.SplitCandidatesDir)
	}
	return "wrote " + w.path
}

// writeReports writes the formats rs into dir, at most jobs at once (each
// on its own core), and returns their outcomes in the order of rs. Each
// renderer reads the report and writes its own file, so the bytes do not
// depend on which finishes first.
// With split, the PDF is a folder NAME-pdf of files (pdf.WriteSplit).
func writeReports(rs []renderer, dir, name string, rep *analytics.Report, ropt reports.Options, jobs int, split bool) []written {
	out := make([]written, len(rs))
	slots := make(chan struct{}, max(jobs, 1))
	var wg sync.WaitGroup
	for i, r := range rs {
		folder := split && r.name == "pdf"
		out[i] = written{name: r.name, path: filepath.Join(dir, name+"."+r.ext), folder: folder}
		if folder {
			out[i].path = filepath.Join(dir, name+"-pdf")
		}
		wg.Go(func() {
			slots <- struct{}{}
			defer func() { <-slots }()
			out[i].files, out[i].err = writeOne(r, out[i].path, folder, rep, ropt)
		})
	}
	wg.Wait()
	return out
}

// writeSplit writes the split PDF (a variable for the tests to make it
// fail).
var writeSplit = pdf.WriteSplit

// writeOne writes one format to path, a file, or with folder (the split
// PDF) a folder of files, and returns how many files it wrote.
func writeOne(r renderer, path string, folder bool, rep *analytics.Report, ropt reports.Options) (int, error) {
	if folder {
		paths, err := writeSplit(path, rep, ropt)
		return len(paths), err
	}
	return 1, reports.WriteFile(path, func(w io.Writer) error { return r.write(w, rep, ropt) })
}

// maxFontSize bounds the --font file read: the largest CJK TrueType fonts
// are about 20 MB.
const maxFontSize = 64 << 20

// checkFont checks the --font file before anything is written, as the PDF
// writer will read it: a regular file of at most maxFontSize bytes holding
// one TrueType font (not CFF outlines, not a collection). "" is the
// embedded fonts, always fine.
func checkFont(path string) error {
	if path == "" {
		return nil
	}
	f, err := os.Open(path)
	if err != nil {
		return inputs.PathError(path, err)
	}
	defer f.Close()
	if info, err := f.Stat(); err != nil {
		return inputs.PathError(path, err)
	} else if !info.Mode().IsRegular() {
		return fmt.Errorf("%s: not a regular file (want a .ttf font file)", path)
	}
	data, err := io.ReadAll(io.LimitReader(f, maxFontSize+1))
	switch {
	case err != nil:
		return inputs.PathError(path, err)
	case len(data) > maxFontSize:
		return fmt.Errorf("%s: over %d MiB, too large for a font", path, maxFontSize>>20)
	case !bytes.HasPrefix(data, []byte{0, 1, 0, 0}) && !bytes.HasPrefix(data, []byte("true")):
		return fmt.Errorf("%s: not a TrueType font (want a single .ttf font)", path)
	}
	if _, err := sfnt.Parse(data); err != nil {
		return fmt.Errorf("%s: damaged TrueType font: %v", path, err)
	}
	return nil
}

// chosen lists the renderers asked for, or the default ones.
func chosen(want map[string]*bool) []renderer {
	var some, defaults []renderer
	for _, r := range renderers {
		if *want[r.name] {
			some = append(some, r)
		}
		if r.byDefault {
			defaults = append(defaults, r)
		}
	}
	if len(some) == 0 {
		return defaults
	}
	return some
}
