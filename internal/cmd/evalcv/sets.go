package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/vitae-cv/vitae/cv/read"
	"github.com/vitae-cv/vitae/internal/cvgen"
	"github.com/vitae-cv/vitae/internal/eval"
)

// corpusForms are the corpus's sets, one per form, as .ci/run scores
// them: each form is read by its own front end.
var corpusForms = []struct {
	name, format string
	globs        []string
}{
	{"text", "text", []string{"web/*.md", "pdf/*.txt"}},
	{"pdf", "pdf", []string{"*/*.pdf"}},
	{"html", "html", []string{"*/*.html"}},
	{"docx", "docx", []string{"*/*.docx"}},
}

// seedSet is the seed CVs against ../shared/eval/truth.
func seedSet(shared string) (*eval.Set, error) {
	files, err := filepath.Glob(filepath.Join(shared, "seeds", "*.txt"))
	if err != nil || len(files) == 0 {
		return nil, fmt.Errorf("no seed CVs in %s", filepath.Join(shared, "seeds"))
	}
	return eval.NewSet("seeds", "seeds", "seeds", "text", files, filepath.Join(shared, "eval", "truth"))
}

// realForms are the files of the real-CV set: every real CV once, in the
// form it was given in, each read by its own front end (the PDFs, not
// their pdftotext text).
var realForms = []string{"seeds/*.txt", "corpus/web/*.md", "corpus/*/*.html", "corpus/*/*.pdf", "corpus/*/*.docx"}

// realSet is the 43 real CVs (seeds and corpus) each read directly, as
// issue 22's "done when" measures them: one set, so a person's folds and
// the overall figure span every format.
func realSet(shared string) (*eval.Set, error) {
	var files []string
	for _, g := range realForms {
		m, _ := filepath.Glob(filepath.Join(shared, g))
		files = append(files, m...)
	}
	if len(files) == 0 {
		return nil, fmt.Errorf("no real CVs in %s", shared)
	}
	sort.Strings(files)
	truths := []string{filepath.Join(shared, "eval", "truth"), filepath.Join(shared, "corpus", "truth")}
	return eval.NewSetTruths("real/direct", "real", "real", "mixed", files, truths)
}

// corpusSets is the corpus, one set per form named in forms.
func corpusSets(shared string, forms map[string]bool) ([]*eval.Set, error) {
	dir := filepath.Join(shared, "corpus")
	if _, err := os.Stat(filepath.Join(dir, "truth")); err != nil {
		return nil, fmt.Errorf("no corpus truth in %s", dir)
	}
	var sets []*eval.Set
	for _, f := range corpusForms {
		if !forms[f.name] {
			continue
		}
		var files []string
		for _, g := range f.globs {
			m, _ := filepath.Glob(filepath.Join(dir, g))
			files = append(files, m...)
		}
		if len(files) == 0 {
			continue
		}
		sort.Strings(files)
		s, err := eval.NewSet("corpus/"+f.name, "corpus", f.name, f.format, files, filepath.Join(dir, "truth"))
		if err != nil {
			return nil, err
		}
		sets = append(sets, s)
	}
	return sets, nil
}

// synthetic is a cohort written by internal/cvgen into a temporary folder.
type synthetic struct {
	dir     string
	sets    []*eval.Set
	skipped []string // templates not scored, with why
}

// synthOptions are what makeSynthetic makes beyond the sources.
type synthOptions struct {
	tex  bool // compile the LaTeX sources to PDF (set synthetic/TEMPLATE)
	pdf  bool // print every template that has a maker (set synthetic/TEMPLATE-pdf)
	jobs int
}

// makeSynthetic writes n records of seed through tmpls into a new folder
// under tmp and makes a set of each template vitae reads. LaTeX sources
// are compiled to PDF when opt.tex is set (and a TeX engine is found),
// else read as LaTeX. With opt.pdf each template
// with a maker is also printed to PDF and scored as TEMPLATE-pdf, right
// after its source set (opt.pdf takes the place of opt.tex).
func makeSynthetic(tmp string, seed uint64, n int, tmpls []cvgen.Template, opt synthOptions, progress io.Writer) (*synthetic, error) {
	dir, err := os.MkdirTemp(tmp, "evalcv-")
	if err != nil {
		return nil, err
	}
	syn := &synthetic{dir: dir}
	if err := cvgen.WriteCohort(dir, seed, n, tmpls); err != nil {
		return syn, err
	}
	var pdfs map[string]*eval.Set
	if opt.pdf {
		var skipped []string
		pdfs, skipped, err = pdfSets(dir, tmpls, opt.jobs, progress)
		syn.skipped = append(syn.skipped, skipped...)
		if err != nil {
			return syn, err
		}
	}
	for _, t := range tmpls {
		s, err := syn.sourceSet(t, n, opt, progress)
		if err != nil {
			return syn, err
		}
		if s != nil {
			syn.sets = append(syn.sets, s)
		}
		if p := pdfs[t.Name]; p != nil {
			syn.sets = append(syn.sets, p)
		}
	}
	return syn, nil
}

// sourceSet is template t's set of sources as written in syn.dir (LaTeX
// compiled with -tex), or nil, with why in syn.skipped, when vitae does
// not read them.
func (syn *synthetic) sourceSet(t cvgen.Template, n int, opt synthOptions, progress io.Writer) (*eval.Set, error) {
	ext, format := t.Ext, t.Format
	switch {
	case read.IsCVFile("cv" + t.Ext):
	case t.Format == "latex" && opt.tex && texEngine() != "":
		engine := texEngine()
		fmt.Fprintf(progress, "evalcv: compiling %d %s sources with %s\n", n, t.Name, engine)
		if err := compileTeX(engine, filepath.Join(syn.dir, t.Name), opt.jobs); err != nil {
			syn.skipped = append(syn.skipped, t.Name+": "+err.Error())
			return nil, nil
		}
		ext, format = ".pdf", "pdf"
	case t.Format == "latex" && opt.tex:
		syn.skipped = append(syn.skipped, t.Name+": no xelatex or pdflatex on PATH")
		return nil, nil
	case t.Format == "latex":
		// read as LaTeX (cv/data/latex); -tex scores the compiled PDF instead
	default:
		syn.skipped = append(syn.skipped, t.Name+": vitae does not read "+t.Ext)
		return nil, nil
	}
	files, _ := filepath.Glob(filepath.Join(syn.dir, t.Name, "*"+ext))
	return eval.NewSet("synthetic/"+t.Name, "synthetic", t.Name, format, files, filepath.Join(syn.dir, "truth"))
}

func (s *synthetic) remove() {
	if s != nil && s.dir != "" {
		os.RemoveAll(s.dir)
	}
}

func texEngine() string {
	for _, e := range []string{"xelatex", "pdflatex"} {
		if _, err := exec.LookPath(e); err == nil {
			return e
		}
	}
	return ""
}

// texTimeout bounds one TeX run: a one-page CV takes a second or two.
const texTimeout = 2 * time.Minute

// compileTeX makes ID.pdf of each ID.tex in dir, jobs at a time, and
// removes TeX's other outputs.
func compileTeX(engine, dir string, jobs int) error {
	files, err := filepath.Glob(filepath.Join(dir, "*.tex"))
	if err != nil {
		return err
	}
	next := make(chan string, len(files))
	for _, f := range files {
		next <- f
	}
	close(next)
	errs := make(chan error, len(files))
	var wg sync.WaitGroup
	for range max(1, min(jobs, len(files))) {
		wg.Go(func() {
			for f := range next {
				errs <- runTeX(engine, f)
			}
		})
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		if err != nil {
			return err
		}
	}
	for _, ext := range []string{"*.aux", "*.log", "*.out"} {
		m, _ := filepath.Glob(filepath.Join(dir, ext))
		for _, f := range m {
			os.Remove(f)
		}
	}
	return nil
}

func runTeX(engine, file string) error {
	ctx, cancel := context.WithTimeout(context.Background(), texTimeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, engine, "-interaction=nonstopmode", "-halt-on-error", filepath.Base(file))
	cmd.Dir = filepath.Dir(file)
	if out, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("%s %s: %v: %s", engine, filepath.Base(file), err, texError(out))
	}
	return nil
}

// texError is TeX's first error line ("! ..."), or the last line of its
// output, cut to 200 bytes.
func texError(b []byte) string {
	lines := strings.Split(strings.TrimSpace(string(b)), "\n")
	l := lines[len(lines)-1]
	for _, line := range lines {
		if strings.HasPrefix(line, "! ") {
			l = line
			break
		}
	}
	l = strings.TrimSpace(l)
	if len(l) > 200 {
		l = l[:200] + "…"
	}
	return l
}
