package latex_test

import (
	"os"
	"testing"
	"unicode/utf8"

	"github.com/vitae-cv/vitae/cv/data"
	"github.com/vitae-cv/vitae/cv/data/latex"
)

// FuzzDoc reads any bytes as a LaTeX CV whose \input files are the same
// bytes: it never panics, ends within the bounds, and valid UTF-8 in gives
// valid UTF-8 lines out.
func FuzzDoc(f *testing.F) {
	for _, p := range []string{"testdata/cvs/quill/quill_main.tex", "testdata/cvs/lune/lune_cv.tex", "testdata/cvs/quill/sections/experience.tex"} {
		b, err := os.ReadFile(p)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(b)
	}
	f.Add([]byte(`\newenvironment{e}[1]{\begin{e}{#1}}{}\begin{e}{x}`))
	f.Add([]byte(`\cventry{a}{b}{c}{d}{e}{\cventry{1}{2}{3}{4}{5}{6}}`))
	f.Add([]byte(`\documentclass{res}\begin{document}\begin{resume}\title{a}\begin{position}\begin{format}\title{l}`))
	f.Add([]byte(`\newcommand{\m}[1]{\par\hspace*{-1in}\textbf{#1}}\begin{document}{\Large \m{\m{x}}`))
	f.Fuzz(func(t *testing.T, b []byte) {
		src := data.Source{Name: "cv.tex", Data: b, Open: func(string) ([]byte, error) { return b, nil }}
		d, _ := latex.Doc(src)
		_ = latex.Parts(src)
		if !utf8.Valid(b) {
			return
		}
		for _, l := range d.Lines {
			if !utf8.ValidString(l.Text) {
				t.Fatalf("invalid UTF-8 line %q", l.Text)
			}
		}
	})
}
