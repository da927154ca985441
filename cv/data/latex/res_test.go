package latex

import (
	"context"
	"testing"

	"github.com/vitae-cv/vitae/cv/data"
)

// resCV is a fictional CV in res.cls's idiom: \name and \address in the
// preamble, the body in a resume environment, sections in the margin, a
// format declared once and each job's fields before its position.
const resCV = `\documentclass[margin]{res}
\name{Ann Q. Example}
\address{1 Example Road \\ Exampletown}
\address{ann@example.org}
\begin{document}
\begin{resume}
\section{Education}
Ph.D. in Widget Science, Example University, 2015.
\section{Experience}
\begin{format}
\title{l}\employer{r}\\
\dates{l}\location{r}\\
\body\\
\end{format}
\title{Lecturer} \employer{Example University} \location{Exampletown} \dates{2016--2020}
\begin{position}
Taught introductory widgets.
\end{position}
\title{Research Fellow} \employer{Sample Institute} \dates{2015--2016}
\begin{position}
Studied widgets.
\end{position}
\section{Skills}
\begin{ncolumn}{2}
Widgets & Gadgets \\
\end{ncolumn}
\end{resume}
\end{document}
`

// TestResClass: res.cls's entry fields make one line each, its format
// makes none, and the record has the jobs with their employers.
func TestResClass(t *testing.T) {
	lines := texLines(t, resCV)
	for _, want := range []string{"2016–2020\t**Lecturer**, Example University\tExampletown", "2015–2016\t**Research Fellow**, Sample Institute", "Widgets\tGadgets"} {
		if _, ok := findLine(lines, want); !ok {
			t.Errorf("no line %q in %+v", want, lines)
		}
	}
	for _, l := range lines {
		if l.Text == "l" || l.Text == "r" || l.Text == "l r" || l.Text == "2" {
			t.Errorf("layout read as text: %q", l.Text)
		}
	}
	c, err := Read(context.Background(), data.Source{Name: "cv.tex", Data: []byte(resCV)}, data.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if c.Name != "Ann Q. Example" || len(c.Positions) != 2 {
		t.Fatalf("name %q, positions %+v", c.Name, c.Positions)
	}
	if p := c.Positions[0]; p.Title != "Lecturer" || p.Organization != "Example University" || p.Start.String() != "2016" {
		t.Errorf("first position %+v", p)
	}
}

// TestTitleOutsideRes: in an article, \title in the body is the
// document's title, no entry field.
func TestTitleOutsideRes(t *testing.T) {
	lines := texLines(t, "\\documentclass{article}\n\\begin{document}\n\\title{Curriculum Vitae}\n\\begin{position}\nText.\n\\end{position}\n\\end{document}\n")
	for _, l := range lines {
		if l.Text == "**Curriculum Vitae**" {
			t.Errorf("an article's \\title read as a res.cls field: %+v", lines)
		}
	}
}
