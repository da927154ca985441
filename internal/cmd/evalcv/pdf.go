package main

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/vitae-cv/vitae/internal/cvgen"
	"github.com/vitae-cv/vitae/internal/eval"
)

// PDF forms of the synthetic templates. With -pdf each template whose
// format has a maker installed (cvgen.FindMaker: pdflatex or xelatex,
// Chromium, LibreOffice) is printed to PDF and scored as its own set,
// synthetic/TEMPLATE-pdf, beside the source form. Both sets carry the
// template's name as their Template, so leave-one-template-out holds a
// layout out in every form at once: the layout is the template, whatever
// printed it.

// pdfSuffix ends the name of a template's PDF set.
const pdfSuffix = "-pdf"

// sliceMark ends the name of a set of the committed slice.
const sliceMark = "(slice)"

// pdfSets prints the sources of tmpls written in dir (cvgen.WriteCohort)
// to PDF, jobs at a time, and returns one set per template that has PDFs,
// by template name. skipped says why each other template, or each PDF
// that failed, is not measured.
func pdfSets(dir string, tmpls []cvgen.Template, jobs int, progress io.Writer) (map[string]*eval.Set, []string, error) {
	var printable []cvgen.Template
	var skipped []string
	for _, t := range tmpls {
		maker, err := cvgen.MakerFor(t)
		if err != nil {
			skipped = append(skipped, t.Name+pdfSuffix+": "+strings.TrimPrefix(err.Error(), t.Name+": "))
			continue
		}
		printable = append(printable, t)
		fmt.Fprintf(progress, "evalcv: printing %s to PDF with %s\n", t.Name, maker)
	}
	if len(printable) == 0 {
		return nil, skipped, nil
	}
	results, missing, err := cvgen.MakePDFs(dir, printable, cvgen.PDFOptions{Jobs: jobs})
	if err != nil {
		return nil, skipped, err
	}
	for _, name := range missing { // gone from PATH since MakerFor looked
		skipped = append(skipped, name+pdfSuffix+": no maker on PATH")
	}
	made := map[string][]string{}
	for _, r := range results {
		if r.Err != nil {
			skipped = append(skipped, fmt.Sprintf("%s%s/%s: %s: %s", r.Template, pdfSuffix,
				filepath.Base(r.Src), r.Maker, oneLine(r.Err.Error(), r.Log)))
			continue
		}
		made[r.Template] = append(made[r.Template], r.PDF)
	}
	fmt.Fprintf(progress, "evalcv: %s\n", strings.Join(cvgen.PDFSummary(results), "; "))
	sets := map[string]*eval.Set{}
	for _, t := range printable {
		if len(made[t.Name]) == 0 {
			continue
		}
		s, err := eval.NewSet("synthetic/"+t.Name+pdfSuffix, "synthetic", t.Name, "pdf", made[t.Name], filepath.Join(dir, "truth"))
		if err != nil {
			return nil, skipped, err
		}
		sets[t.Name] = s
	}
	return sets, skipped, nil
}

// oneLine is err followed by the last line of a maker's log, cut to 200
// bytes: the why of a failed conversion, on one line.
func oneLine(err, log string) string {
	if i := strings.LastIndexByte(log, '\n'); i >= 0 {
		log = log[i+1:]
	}
	if log = strings.TrimSpace(log); log != "" {
		err += ": " + log
	}
	if len(err) > 200 {
		err = err[:200] + "…"
	}
	return err
}

// sliceSets is the committed slice in dir (cvgen.WriteSlice): one set per
// template of its manifest, synthetic/TEMPLATE-pdf(slice), its PDFs
// scored against the slice's truth. The sets are of the synthetic family
// and carry the template's name, so leave-one-template-out holds them
// out with the template's other forms.
func sliceSets(dir string) ([]*eval.Set, error) {
	b, err := os.ReadFile(filepath.Join(dir, cvgen.ManifestName))
	if err != nil {
		return nil, fmt.Errorf("slice %s: %w", dir, err)
	}
	m, err := cvgen.ParseManifest(b)
	if err != nil {
		return nil, fmt.Errorf("slice %s: %w", dir, err)
	}
	var sets []*eval.Set
	for _, name := range m.Templates {
		if !isTemplate(name) {
			return nil, fmt.Errorf("slice %s: the manifest names no template %q", dir, cutText(name))
		}
		files, err := filepath.Glob(filepath.Join(cvgen.PDFDir(dir, cvgen.Template{Name: name}), "*.pdf"))
		if err != nil {
			return nil, err
		}
		if len(files) == 0 {
			return nil, fmt.Errorf("slice %s: no PDF of %s in %s", dir, cutText(name), name+pdfSuffix)
		}
		s, err := eval.NewSet("synthetic/"+name+pdfSuffix+sliceMark, "synthetic", name, "pdf", files, filepath.Join(dir, "truth"))
		if err != nil {
			return nil, err
		}
		sets = append(sets, s)
	}
	return sets, nil
}

func isTemplate(name string) bool {
	for _, t := range cvgen.Templates() {
		if t.Name == name {
			return true
		}
	}
	return false
}
