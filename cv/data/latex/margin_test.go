package latex

import (
	"context"
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/cv/data"
	"github.com/vitae-cv/vitae/cv/doc"
)

func texLines(t *testing.T, src string) []doc.Line {
	t.Helper()
	d, _ := Doc(data.Source{Name: "cv.tex", Data: []byte(src)})
	return d.Lines
}

func findLine(lines []doc.Line, text string) (doc.Line, bool) {
	for _, l := range lines {
		if l.Text == text {
			return l, true
		}
	}
	return doc.Line{}, false
}

// TestMarginHeading: res.cls-like layouts set each section's name in a
// wide left margin with a macro of the document's; the macro's text is a
// section heading, and its outdent leaves no dimension in the text.
func TestMarginHeading(t *testing.T) {
	src := `\documentclass{article}
\newcommand{\margsec}[1]{\par\noindent\hspace*{-1in}\makebox[0.9in][l]{\bfseries #1}}
\newcommand{\side}[1]{\par\llap{\textsc{#1}\quad}}
\newcommand{\when}[1]{\llap{#1\quad}}
\begin{document}
\margsec{Honours}
\begin{itemize}
\item Example Society Prize \hfill 2019
\end{itemize}
\side{Teaching}
\when{2020} Tutor, Introductory Widgets.
\end{document}
`
	lines := texLines(t, src)
	for _, h := range []string{"Honours", "Teaching"} {
		if l, ok := findLine(lines, h); !ok || l.Heading != 2 {
			t.Errorf("%q: want a heading, got %+v (found %v)", h, l, ok)
		}
	}
	for _, l := range lines {
		if strings.Contains(l.Text, "-1in") {
			t.Errorf("a dimension left in the text: %q", l.Text)
		}
		if l.Heading > 0 && strings.Contains(l.Text, "2020") {
			t.Errorf("a date hung in the margin inside a line read as a heading: %q", l.Text)
		}
	}
}

// TestLargeTitle: an article CV without \author sets its owner's name in
// large type at the top; that text is the title (heading 1), in a center,
// a header line with the e-mail after \hfill, or a paracol sidebar whose
// column count is no text.
func TestLargeTitle(t *testing.T) {
	for _, body := range []string{
		`\begin{center}{\LARGE\bfseries Ann Q. Example}\\[4pt] ann@example.org\end{center}`,
		`\noindent\hspace*{-1in}{\Large Ann Q. Example}\hfill ann@example.org\\`,
		`\begin{paracol}{2}
{\Large\bfseries Ann Q. Example}\par\medskip
\texttt{ann@example.org}\par
\switchcolumn
\end{paracol}`,
		`\huge Ann Q. Example\par ann@example.org`,
	} {
		lines := texLines(t, "\\documentclass{article}\n\\begin{document}\n"+body+"\n\\section{Education}\nBSc, Example University, 2010.\n\\end{document}\n")
		if len(lines) == 0 || lines[0].Text != "Ann Q. Example" || lines[0].Heading != 1 {
			t.Errorf("%s:\nfirst line %+v, want the name as heading 1", body, lines)
		}
		if _, ok := findLine(lines, "ann@example.org"); !ok {
			t.Errorf("%s: the e-mail is not a line of its own: %+v", body, lines)
		}
	}
}

// TestLargeNotTitle: large type that is no name (a date, an address), or
// that stands inside a line of text or after the sections began, is no
// title.
func TestLargeNotTitle(t *testing.T) {
	for _, body := range []string{
		`Curriculum vitae of {\Large Ann Example}`,
		`{\Large 2024}`,
		`{\Large ann@example.org}`,
	} {
		lines := texLines(t, "\\documentclass{article}\n\\begin{document}\n"+body+"\n\\end{document}\n")
		for _, l := range lines {
			if l.Heading == 1 {
				t.Errorf("%s: read as a title: %+v", body, l)
			}
		}
	}
	lines := texLines(t, "\\documentclass{article}\n\\author{Ann Example}\n\\begin{document}\n\\maketitle\n{\\Large Research}\n\\end{document}\n")
	if l, ok := findLine(lines, "Research"); !ok || l.Heading == 1 {
		t.Errorf("large type after a \\author title read as a second title: %+v", lines)
	}
}

// TestLargeDocumentTitle: when the large type at the top is the
// document's title ("Curriculum Vitae") and the name follows in smaller
// type, the owner is still the name.
func TestLargeDocumentTitle(t *testing.T) {
	src := "\\documentclass{article}\n\\begin{document}\n\\begin{center}{\\Large Curriculum Vitae}\\\\[6pt]\n{\\large Ann Q. Example}\\\\\nann@example.org\n\\end{center}\n\\section*{Education}\nPh.D. in Widget Science, Example University, 2015.\n\\end{document}\n"
	c, err := Read(context.Background(), data.Source{Name: "cv.tex", Data: []byte(src)}, data.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if c.Name != "Ann Q. Example" {
		t.Errorf("name %q, want Ann Q. Example", c.Name)
	}
}
