package latex_test

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/cv/data"
	"github.com/vitae-cv/vitae/cv/data/datatest"
	"github.com/vitae-cv/vitae/cv/data/latex"
	"github.com/vitae-cv/vitae/cv/doc"
	"github.com/vitae-cv/vitae/internal/golden"
)

// source is a test CV's entry file with an Open bounded to its folder.
func source(t testing.TB, path string) data.Source {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	dir := filepath.Dir(path)
	return data.Source{Name: path, Data: b, Open: func(rel string) ([]byte, error) {
		if !filepath.IsLocal(rel) {
			return nil, fmt.Errorf("%s: outside the CV's folder", rel)
		}
		return os.ReadFile(filepath.Join(dir, rel))
	}}
}

// entries are the test CVs: testdata/cvs/NAME/ENTRY.tex, the one .tex
// file directly in each folder.
func entries(t testing.TB) []string {
	files, _ := filepath.Glob("testdata/cvs/*/*.tex")
	if len(files) == 0 {
		t.Fatal("no test CVs")
	}
	return files
}

// writeLines renders a Doc's lines one a line: heading level, list
// marker and depth, indent, text.
func writeLines(d *doc.Doc) []byte {
	var b bytes.Buffer
	for _, l := range d.Lines {
		fmt.Fprintf(&b, "h%d %-2s d%d i%d | %s\n", l.Heading, l.List, l.Depth, l.Indent, l.Text)
	}
	return b.Bytes()
}

// TestGolden compares each test CV's typed lines and record with
// testdata/golden/NAME.lines and NAME.json (rewritten with -update).
func TestGolden(t *testing.T) {
	var inputs []string
	for _, e := range entries(t) {
		name := filepath.Base(filepath.Dir(e))
		inputs = append(inputs, name)
		src := source(t, e)
		d, _ := latex.Doc(src)
		golden.Check(t, filepath.Join("testdata/golden", name+".lines"), writeLines(d))
		c, err := latex.Format.Read(context.Background(), src, data.Options{})
		if err != nil {
			t.Fatalf("%s: %v", e, err)
		}
		var buf bytes.Buffer
		if err := cv.WriteJSON(&buf, []*cv.CV{c}); err != nil {
			t.Fatal(err)
		}
		golden.Check(t, filepath.Join("testdata/golden", name+".json"), buf.Bytes())
	}
	goldens, _ := filepath.Glob("testdata/golden/*.json")
	golden.CheckPairs(t, inputs, func(n string) string { return filepath.Join("testdata/golden", n+".json") }, goldens)
}

// TestTruth scores the test CVs with the project's scorer against
// testdata/truth: every figure must be 1.000.
func TestTruth(t *testing.T) {
	var cvs []*cv.CV
	for _, e := range entries(t) {
		c, err := latex.Format.Read(context.Background(), source(t, e), data.Options{})
		if err != nil {
			t.Fatal(err)
		}
		cvs = append(cvs, c)
	}
	datatest.ScoreAll(t, cvs, "testdata/truth")
}

func TestParts(t *testing.T) {
	got := latex.Parts(source(t, "testdata/cvs/quill/quill_main.tex"))
	want := []string{"pubs.bib", "sections/education.tex", "sections/experience.tex"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("Parts = %q, want %q (the commented-out \\input left out)", got, want)
	}
}

func TestSniff(t *testing.T) {
	for _, c := range []struct {
		name, head string
		want       bool
	}{
		{"cv.tex", "", true},
		{"cv", `\documentclass{article}\begin{document}x\end{document}`, true},
		{"cv.md", `\documentclass{article}\begin{document}`, false},
		{"notes.txt", `\section{x}`, false},
	} {
		if got := latex.Sniff(c.name, []byte(c.head)); got != c.want {
			t.Errorf("Sniff(%q) = %v, want %v", c.name, got, c.want)
		}
	}
}

// TestBounded: a macro that doubles itself, a file that inputs itself and
// an \input the folder refuses all end, quickly, with a warning.
func TestBounded(t *testing.T) {
	for _, text := range []string{
		`\def\a{\a\a}\begin{document}\a\end{document}`,
		`\newcommand{\b}[1]{#1#1#1#1\b{#1}}\begin{document}\b{x}\end{document}`,
		`\begin{document}\input{self}\end{document}`,
		`\begin{document}\input{../../etc/passwd}\end{document}`,
	} {
		src := data.Source{Name: "cv.tex", Data: []byte(text), Open: func(rel string) ([]byte, error) {
			if rel == "self.tex" {
				return []byte(`again \input{self}`), nil
			}
			return nil, errors.New("outside the CV's folder")
		}}
		start := time.Now()
		d, _ := latex.Doc(src)
		if el := time.Since(start); el > 5*time.Second {
			t.Errorf("%q took %v", text, el)
		}
		if len(d.Warnings) == 0 {
			t.Errorf("%q: no warning", text)
		}
	}
}

// TestCitedOnly: without \nocite{*} only the keys cited are read.
func TestCitedOnly(t *testing.T) {
	files := map[string]string{"refs.bib": `@article{a, title={Cited Paper on Sand}, author={Quill, Ada}, journal={Communications of the ACM}, year=2020}
@article{b, title={Uncited Paper on Rocks}, author={Quill, Ada}, journal={Communications of the ACM}, year=2021}`}
	src := data.Source{Name: "cv.tex", Data: []byte(`\documentclass{article}\begin{document}
\section{Publications}
\nocite{a}
\bibliography{refs}
\end{document}`), Open: func(rel string) ([]byte, error) {
		if s, ok := files[rel]; ok {
			return []byte(s), nil
		}
		return nil, os.ErrNotExist
	}}
	c, err := latex.Read(context.Background(), src, data.Options{Owner: "Ada Quill"})
	if err != nil {
		t.Fatal(err)
	}
	var titles []string
	for _, p := range c.Publications {
		titles = append(titles, p.Title)
	}
	if strings.Join(titles, "|") != "Cited Paper on Sand" {
		t.Errorf("publications %q, want the cited one only", titles)
	}
}

// TestBlocks: \iffalse … \fi and comment environments are dropped, an
// unclosed one drops the rest.
func TestBlocks(t *testing.T) {
	got := latex.StripComments("a \\iffalse b \\fi c \\begin{comment} d \\end{comment} e % f\ng \\iffalse h")
	if got != "a  c  e g " {
		t.Errorf("StripComments = %q", got)
	}
}

// TestLargeDocument: a large document full of macro uses is read in
// time linear in its size (splices copy a bounded amount in all).
func TestLargeDocument(t *testing.T) {
	var b strings.Builder
	b.WriteString(`\newcommand{\x}[1]{\textbf{#1}}\begin{document}` + "\n")
	for i := range 40000 {
		fmt.Fprintf(&b, "\\x{item %d} some words of a line to make it long enough\n\n", i)
	}
	start := time.Now()
	d, _ := latex.Doc(data.Source{Name: "big.tex", Data: []byte(b.String())})
	if el := time.Since(start); el > 10*time.Second {
		t.Errorf("%d bytes took %v", b.Len(), el)
	}
	if len(d.Lines) < 1000 {
		t.Errorf("%d lines", len(d.Lines))
	}
	t.Logf("%d bytes, %d lines, %v", b.Len(), len(d.Lines), time.Since(start))
}
