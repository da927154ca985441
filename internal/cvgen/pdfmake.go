package cvgen

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"time"
)

// A Maker prints one template format to PDF with a program on PATH:
// LaTeX through pdflatex (or xelatex), HTML through headless Chromium,
// DOCX through LibreOffice. Makers are optional: FindMaker says whether
// one is installed, and the templates without one are skipped.
type Maker struct {
	Name   string // program name, as found on PATH ("pdflatex")
	Format string // the template format it reads
	Path   string // the program's path
	// args returns the command line that turns src into the PDF
	// work/stem.pdf, run in the empty folder work.
	args func(path, src, work, stem string) []string
}

// SourceDateEpoch is the time TeX stamps into the PDFs it makes (2024-01-01
// UTC), so that one source gives one PDF, byte for byte.
const SourceDateEpoch = "1704067200"

// makerCandidates lists, per format, the programs tried in order.
var makerCandidates = map[string][]Maker{
	"latex": {
		{Name: "pdflatex", Format: "latex", args: texArgs},
		{Name: "xelatex", Format: "latex", args: texArgs},
	},
	"html": {
		{Name: "chromium", Format: "html", args: chromiumArgs},
		{Name: "chromium-browser", Format: "html", args: chromiumArgs},
	},
	"docx": {
		{Name: "libreoffice", Format: "docx", args: officeArgs},
		{Name: "soffice", Format: "docx", args: officeArgs},
	},
}

// MakerNames lists the programs that can print format, in the order
// FindMaker tries them; none for markdown and text.
func MakerNames(format string) []string {
	var names []string
	for _, m := range makerCandidates[format] {
		names = append(names, m.Name)
	}
	return names
}

// FindMaker returns the first maker of format found on PATH.
func FindMaker(format string) (Maker, bool) {
	for _, m := range makerCandidates[format] {
		if p, err := exec.LookPath(m.Name); err == nil {
			m.Path = p
			return m, true
		}
	}
	return Maker{}, false
}

// texArgs: nonstop, stop at the first error, output in the current
// folder (work). pdflatex gets an empty trailer ID; xelatex's driver
// derives it from SOURCE_DATE_EPOCH and the output's name, which is
// why the name is relative: a work folder's random name would change it.
func texArgs(path, src, _, stem string) []string {
	input := `\input{` + filepath.ToSlash(src) + `}`
	if filepath.Base(path) == "pdflatex" {
		input = `\pdftrailerid{}` + input
	}
	return []string{path, "-interaction=nonstopmode", "-halt-on-error", "-no-shell-escape",
		"-jobname=" + stem, input}
}

// chromiumArgs: headless, no network, a fresh profile in work, no page
// header or footer.
func chromiumArgs(path, src, work, stem string) []string {
	return []string{path, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
		"--disable-background-networking", "--disable-component-update", "--disable-sync",
		"--user-data-dir=" + filepath.Join(work, "profile"),
		"--print-to-pdf=" + filepath.Join(work, stem+".pdf"), "--no-pdf-header-footer",
		"file://" + filepath.ToSlash(src)}
}

// officeArgs: headless LibreOffice with a fresh user profile in work, so
// that parallel conversions do not share (and lock) one.
func officeArgs(path, src, work, stem string) []string {
	return []string{path, "-env:UserInstallation=file://" + filepath.ToSlash(filepath.Join(work, "profile")),
		"--headless", "--norestore", "--convert-to", "pdf", "--outdir", work, src}
}

// PDFOptions bounds a run of makers.
type PDFOptions struct {
	Jobs    int           // conversions at once; below 1 means 1
	Timeout time.Duration // per file; 0 means 2 minutes
}

// A PDFResult is one conversion: the source, the PDF written (empty when
// it failed), the maker, and on failure the error and the maker's last
// log lines.
type PDFResult struct {
	Template string
	Src, PDF string
	Maker    string
	Err      error
	Log      string
}

// PDFDir is the folder of template t's PDFs in a cohort folder dir.
func PDFDir(dir string, t Template) string { return filepath.Join(dir, t.Name+"-pdf") }

// pdfJob is one source to print.
type pdfJob struct {
	t     Template
	maker Maker
	src   string
}

// MakePDFs prints every source of each template in tmpls whose format
// has a maker into dir/TEMPLATE-pdf/ID.pdf, opt.Jobs at a time. A failed
// conversion is in the results with its error; it stops nothing.
// missing lists the templates skipped because no maker is installed
// (markdown and text have none and are not listed).
func MakePDFs(dir string, tmpls []Template, opt PDFOptions) (results []PDFResult, missing []string, err error) {
	var jobs []pdfJob
	for _, t := range tmpls {
		if len(makerCandidates[t.Format]) == 0 {
			continue
		}
		m, ok := FindMaker(t.Format)
		if !ok {
			missing = append(missing, t.Name)
			continue
		}
		srcs, err := filepath.Glob(filepath.Join(dir, t.Name, "*"+t.Ext))
		if err != nil {
			return nil, nil, err
		}
		if err := os.MkdirAll(PDFDir(dir, t), 0o755); err != nil {
			return nil, nil, err
		}
		for _, s := range srcs {
			jobs = append(jobs, pdfJob{t: t, maker: m, src: s})
		}
	}
	return runPDFJobs(dir, jobs, opt), missing, nil
}

// runPDFJobs runs jobs opt.Jobs at a time; the results keep the jobs'
// order.
func runPDFJobs(dir string, jobs []pdfJob, opt PDFOptions) []PDFResult {
	n := max(opt.Jobs, 1)
	timeout := opt.Timeout
	if timeout <= 0 {
		timeout = 2 * time.Minute
	}
	results := make([]PDFResult, len(jobs))
	sem := make(chan struct{}, n)
	var wg sync.WaitGroup
	for i, j := range jobs {
		wg.Add(1)
		sem <- struct{}{}
		go func() {
			defer wg.Done()
			defer func() { <-sem }()
			results[i] = makePDF(j, PDFDir(dir, j.t), timeout)
		}()
	}
	wg.Wait()
	return results
}

// makePDF runs one conversion in a fresh folder beside the output and
// moves the PDF into place, so a failed or cut-off run leaves no PDF.
func makePDF(j pdfJob, outDir string, timeout time.Duration) PDFResult {
	stem := strings.TrimSuffix(filepath.Base(j.src), j.t.Ext)
	r := PDFResult{Template: j.t.Name, Src: j.src, Maker: j.maker.Name}
	src, err := filepath.Abs(j.src)
	if err != nil {
		r.Err = err
		return r
	}
	work, err := os.MkdirTemp(outDir, ".work-"+stem+"-")
	if err != nil {
		r.Err = err
		return r
	}
	defer os.RemoveAll(work)
	log, err := runMaker(j.maker.args(j.maker.Path, src, work, stem), work, timeout)
	if err == nil {
		out := filepath.Join(outDir, stem+".pdf")
		if err = os.Rename(filepath.Join(work, stem+".pdf"), out); err == nil {
			r.PDF = out
		} else {
			err = fmt.Errorf("no PDF written: %w", err)
		}
	}
	if err != nil {
		r.Err = err
		r.Log = lastLines(log, 8)
	}
	return r
}

// runMaker runs argv in dir with the environment that makes the makers
// repeatable, killing its whole process group at the timeout.
func runMaker(argv []string, dir string, timeout time.Duration) ([]byte, error) {
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, argv[0], argv[1:]...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "SOURCE_DATE_EPOCH="+SourceDateEpoch, "FORCE_SOURCE_DATE=1",
		"TZ=UTC", "HOME="+dir)
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	setGroupKill(cmd)
	cmd.WaitDelay = 5 * time.Second
	err := cmd.Run()
	killGroup(cmd)
	if ctx.Err() != nil {
		return out.Bytes(), fmt.Errorf("killed after the %v limit per file", timeout)
	}
	if err != nil {
		return out.Bytes(), fmt.Errorf("%s: %w", filepath.Base(argv[0]), err)
	}
	return out.Bytes(), nil
}

// lastLines returns the last n non-blank lines of log, each cut to 200
// bytes.
func lastLines(log []byte, n int) string {
	var lines []string
	for l := range strings.SplitSeq(string(log), "\n") {
		l = strings.TrimRight(l, "\r ")
		if l == "" {
			continue
		}
		if len(l) > 200 {
			l = l[:200] + "…"
		}
		lines = append(lines, l)
	}
	if len(lines) > n {
		lines = lines[len(lines)-n:]
	}
	return strings.Join(lines, "\n")
}

// PDFSummary counts results per template and maker: "tex-res (pdflatex):
// 20 made, 1 failed".
func PDFSummary(results []PDFResult) []string {
	type count struct {
		maker    string
		ok, fail int
	}
	counts := map[string]*count{}
	for _, r := range results {
		c := counts[r.Template]
		if c == nil {
			c = &count{maker: r.Maker}
			counts[r.Template] = c
		}
		if r.Err == nil {
			c.ok++
		} else {
			c.fail++
		}
	}
	var out []string
	for name, c := range counts {
		out = append(out, fmt.Sprintf("%s (%s): %d made, %d failed", name, c.maker, c.ok, c.fail))
	}
	sort.Strings(out)
	return out
}

// errNoMaker is returned by MakerFor when no program prints a format.
var errNoMaker = errors.New("no maker on PATH")

// MakerFor names the maker a template's PDFs would come from, or says
// why there is none.
func MakerFor(t Template) (string, error) {
	names := MakerNames(t.Format)
	if len(names) == 0 {
		return "", fmt.Errorf("%s: no PDF maker for %s", t.Name, t.Format)
	}
	m, ok := FindMaker(t.Format)
	if !ok {
		return "", fmt.Errorf("%s: %w (tried %s)", t.Name, errNoMaker, strings.Join(names, ", "))
	}
	return m.Name, nil
}
