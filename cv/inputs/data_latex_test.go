package inputs

import (
	"path/filepath"
	"testing"
)

// TestLaTeXFragmentsInFolder: a LaTeX CV kept as a document and the
// section files it \inputs (the usual layout of a moderncv project). A
// walk reads the document, with its sections, as one CV; a section file
// (no \documentclass) is a piece, never a CV of its own, whether the
// document inputs it or not (a section commented out); named on the
// command line, a fragment is still read.
func TestLaTeXFragmentsInFolder(t *testing.T) {
	dir := t.TempDir()
	writeFile(t, filepath.Join(dir, "cv.tex"), `\documentclass{article}
\begin{document}
\section*{Orla Pennywhistle}
\input{sections/education}
% \input{sections/hobbies}
\end{document}
`)
	writeFile(t, filepath.Join(dir, "sections", "education.tex"), `\section{Education}
\begin{itemize}
\item Ph.D. in Computer Science, Lakeshore University, 2019
\end{itemize}
`)
	writeFile(t, filepath.Join(dir, "sections", "hobbies.tex"), `\section{Hobbies}
Kite building.
`)
	c := (&Files{Paths: []string{dir}}).Collect(nil)
	if len(c.CVs) != 1 || len(c.Failed) != 0 || len(c.Skipped) != 0 {
		t.Fatalf("read %d CVs, failed %v, skipped %v; want the document alone", len(c.CVs), c.Failed, c.Skipped)
	}
	if got := filepath.Base(c.CVs[0].Source); got != "cv.tex" || c.CVs[0].Format != "latex" {
		t.Errorf("read %s as %s", got, c.CVs[0].Format)
	}
	if ed := c.CVs[0].Education; len(ed) != 1 || ed[0].Institution != "Lakeshore University" {
		t.Errorf("the input section was not read into the CV: %+v", ed)
	}
	named := (&Files{Paths: []string{filepath.Join(dir, "sections", "hobbies.tex")}}).Collect(nil)
	if len(named.CVs) != 1 {
		t.Errorf("a fragment named on the command line: %d CVs, failed %v", len(named.CVs), named.Failed)
	}
}

// TestLaTeXShowLines: with Files.Lines, a LaTeX CV comes with the lines
// the parser read (vitae parse --show-lines), roles and all; a format
// read field by field (JSON Resume) has none to show.
func TestLaTeXShowLines(t *testing.T) {
	dir := t.TempDir()
	tex := filepath.Join(dir, "cv.tex")
	writeFile(t, tex, `\documentclass{article}
\begin{document}
\section*{Orla Pennywhistle}
\section{Education}
\begin{itemize}
\item Ph.D. in Computer Science, Lakeshore University, 2019
\end{itemize}
\end{document}
`)
	js := filepath.Join(dir, "quill.json")
	writeFile(t, js, jsonResumeCV)
	c := (&Files{Paths: []string{tex, js}, Lines: true}).Collect(nil)
	if len(c.CVs) != 2 {
		t.Fatalf("read %d CVs, failed %v", len(c.CVs), c.Failed)
	}
	var heading bool
	for _, l := range c.Lines[c.CVs[0]] {
		heading = heading || (l.Role == "heading" && l.Text == "Education")
	}
	if !heading {
		t.Errorf("the LaTeX CV's lines lack the Education heading: %+v", c.Lines[c.CVs[0]])
	}
	if got := c.Lines[c.CVs[1]]; len(got) != 0 {
		t.Errorf("a JSON Resume has lines to show: %+v", got)
	}
}
