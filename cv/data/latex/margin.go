package latex

import "strings"

// marginHeading reports a one-argument definition that sets its argument
// in the left margin, apart from the text: the section heading of the
// res.cls layout and its article imitations, where each section's name
// stands in a wide margin beside the section's first line:
//
//	\newcommand{\margsec}[1]{\par\noindent\hspace*{-1in}\makebox[0.9in][l]{\bfseries #1}}
//	\newcommand{\side}[1]{\par\llap{\textsc{#1}\quad}}
//
// The text is put in the margin by an outdent (a negative \hspace or
// \hskip), \llap, or \marginpar / \marginnote; the definition starts a
// paragraph or sets the argument in bold or small capitals, so that a
// macro that merely hangs a date or a bullet into the margin inside a
// line (\llap{#1\quad} alone) is no heading.
func marginHeading(body string, args int) bool {
	if args != 1 || !strings.Contains(body, "#1") {
		return false
	}
	return inMargin(body) && setApart(body)
}

// inMargin reports a body that places text left of the text block.
func inMargin(body string) bool {
	compact := strings.Join(strings.Fields(body), "")
	for _, w := range []string{`\hspace*{-`, `\hspace{-`, `\hskip-`, `\llap{`, `\llap`, `\marginpar`, `\marginnote`, `\moveleft`} {
		if strings.Contains(compact, w) {
			return true
		}
	}
	return false
}

// setApart reports a body that starts a paragraph or sets its text in
// bold or small capitals: the marks of a heading.
func setApart(body string) bool {
	for _, w := range []string{`\par`, `\bigskip`, `\medskip`, `\vspace`, `\bfseries`, `\textbf`, `\bf `, `\scshape`, `\textsc`, `\MakeUppercase`} {
		if strings.Contains(body, w) {
			return true
		}
	}
	return false
}
