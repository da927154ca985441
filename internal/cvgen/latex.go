package cvgen

import (
	"fmt"
	"strings"
)

// tx escapes s for LaTeX and writes the inline marks as commands.
func tx(s string) string {
	s = strings.NewReplacer(`\`, `\textbackslash{}`, "&", `\&`, "%", `\%`, "$", `\$`, "#", `\#`,
		"_", `\_`, "{", `\{`, "}", `\}`, "~", `\textasciitilde{}`, "^", `\textasciicircum{}`).Replace(s)
	return strings.NewReplacer(boldOn, `\textbf{`, boldOff, "}", italicOn, `\textit{`, italicOff, "}").Replace(s)
}

// texSections writes each section through head and item, groups under
// \subsection*.
func texSections(b *strings.Builder, d Doc, head func(string) string, open, close string, item func(Item) string) {
	for _, sec := range d.Sections {
		b.WriteString(head(tx(sec.Heading)))
		if sec.Note != "" {
			b.WriteString("{\\small " + tx(sec.Note) + "}\n\n")
		}
		for _, g := range sec.Groups {
			if g.Heading != "" {
				b.WriteString("\\subsection*{" + tx(g.Heading) + "}\n")
			}
			b.WriteString(open)
			for _, it := range g.Items {
				b.WriteString(item(it))
			}
			b.WriteString(close)
		}
	}
}

// texRunning sets the running header and footer with fancyhdr.
func texRunning(d Doc) string {
	if d.Style.Header == "" {
		return ""
	}
	foot := strings.Replace(tx(d.Style.Footer), "\\%d", `\thepage`, 1)
	return "\\usepackage{fancyhdr}\n\\pagestyle{fancy}\n\\fancyhf{}\n\\fancyhead[R]{\\small " + tx(d.Style.Header) + "}\n\\fancyfoot[C]{" + foot + "}\n"
}

// texModernCV: moderncv, \cventry for dated entries, \cvitem for papers.
func texModernCV(d Doc) []byte {
	var b strings.Builder
	first, last := d.Person.Given, d.Person.Family
	if d.Person.Middle != "" {
		first += " " + d.Person.Middle + "."
	}
	fmt.Fprintf(&b, "\\documentclass[11pt,a4paper]{moderncv}\n\\moderncvstyle[nosymbols]{classic}\n\\moderncvcolor{blue}\n\\usepackage[utf8]{inputenc}\n\\usepackage[T1]{fontenc}\n\\usepackage[scale=0.8]{geometry}\n\\name{%s}{%s}\n\\address{%s}{}{}\n\\email{%s}\n\\begin{document}\n\\makecvtitle\n\n",
		tx(first), tx(last), tx(d.Contact[0]), tx(d.Email))
	texSections(&b, d, func(h string) string { return "\\section{" + h + "}\n" }, "", "", func(it Item) string {
		if it.Dated {
			return "\\cvitem{" + tx(it.When) + "}{" + tx(it.Line(false, d.Style)) + "}\n"
		}
		rest := ""
		if len(it.Parts) > 1 {
			rest = tx(strings.Join(it.Parts[1:], ", "))
		}
		return fmt.Sprintf("\\cventry{%s}{%s}{%s}{}{}{%s}\n", tx(it.When), tx(plain(it.Parts[0])), rest, tx(it.Desc))
	})
	b.WriteString("\n\\end{document}\n")
	return []byte(b.String())
}

func texArticle(d Doc, extra string) string {
	return "\\documentclass[11pt]{article}\n\\usepackage[utf8]{inputenc}\n\\usepackage[T1]{fontenc}\n\\usepackage[margin=0.9in]{geometry}\n\\usepackage{enumitem}\n" +
		texRunning(d) + extra + "\\begin{document}\n"
}

// texMargin: a plain article with the years in a left margin column.
func texMargin(d Doc) []byte {
	var b strings.Builder
	b.WriteString(texArticle(d, ""))
	fmt.Fprintf(&b, "\\begin{center}{\\LARGE\\bfseries %s}\\\\[4pt]\n%s \\\\ \\texttt{%s}\\end{center}\n\n", tx(d.Name), tx(d.Contact[0]), tx(d.Email))
	texSections(&b, d, func(h string) string { return "\\section*{" + h + "}\n" },
		"\\begin{tabular}{@{}p{0.17\\textwidth}p{0.78\\textwidth}@{}}\n", "\\end{tabular}\n\n",
		func(it Item) string {
			s := tx(it.When) + " & " + tx(it.Line(false, d.Style))
			if it.Desc != "" {
				s += "\\newline {\\small " + tx(it.Desc) + "}"
			}
			return s + " \\\\[3pt]\n"
		})
	b.WriteString("\\end{document}\n")
	return []byte(b.String())
}

// texSidebar: two columns, contact and short sections in a left sidebar,
// the rest in the main column.
func texSidebar(d Doc) []byte {
	var b strings.Builder
	b.WriteString(texArticle(d, "\\usepackage{paracol}\n\\setcolumnwidth{0.3\\textwidth}\n"))
	fmt.Fprintf(&b, "\\begin{paracol}{2}\n{\\Large\\bfseries %s}\\par\\medskip\n%s\\par\n\\texttt{%s}\\par\\bigskip\n", tx(d.Name), tx(d.Contact[0]), tx(d.Email))
	side, main := Doc{Style: d.Style}, Doc{Style: d.Style}
	for _, sec := range d.Sections {
		if sec.Kind == "education" || sec.Kind == "awards" || sec.Kind == "teaching" {
			side.Sections = append(side.Sections, sec)
		} else {
			main.Sections = append(main.Sections, sec)
		}
	}
	item := func(it Item) string {
		s := "\\item{} " + tx(it.Line(!it.Dated, d.Style))
		if it.Desc != "" {
			s += "\\\\ {\\small " + tx(it.Desc) + "}"
		}
		return s + "\n"
	}
	head := func(h string) string { return "\\subsection*{" + h + "}\n" }
	list := "\\begin{itemize}[leftmargin=*,label={" + texBullet(d.Style.Bullet) + "}]\n"
	texSections(&b, side, head, list, "\\end{itemize}\n", item)
	b.WriteString("\\switchcolumn\n")
	texSections(&b, main, head, list, "\\end{itemize}\n", item)
	b.WriteString("\\end{paracol}\n\\end{document}\n")
	return []byte(b.String())
}

// texRes: res-like, section labels in a wide left margin, entries beside
// them with the date at the end.
func texRes(d Doc) []byte {
	var b strings.Builder
	b.WriteString(texArticle(d, "\\newcommand{\\ressection}[1]{\\par\\noindent\\hspace*{-1.3in}\\makebox[1.2in][l]{\\bfseries #1}}\n\\addtolength{\\oddsidemargin}{1in}\n\\addtolength{\\textwidth}{-1in}\n"))
	fmt.Fprintf(&b, "\\noindent\\hspace*{-1.3in}{\\Large %s}\\hfill %s\\\\\n\\hspace*{-1.3in}%s\n\n", tx(d.Name), tx(d.Email), tx(d.Contact[0]))
	texSections(&b, d, func(h string) string { return "\\ressection{" + h + "}\n" },
		"\\begin{itemize}[leftmargin=0pt,label={}]\n", "\\end{itemize}\n",
		func(it Item) string {
			s := "\\item{} " + tx(it.Line(false, d.Style))
			if it.When != "" && !it.Dated {
				s += " \\hfill " + tx(it.When)
			}
			return s + "\n"
		})
	b.WriteString("\\end{document}\n")
	return []byte(b.String())
}

// texBullets are the style's list glyphs as LaTeX that pdflatex also
// sets.
var texBullets = map[string]string{
	"•": `\textbullet`, "▪": `\rule{0.6ex}{0.6ex}`, "–": `\textendash`, "◦": `$\circ$`,
	"➢": `$\triangleright$`, "*": `$\ast$`, "-": `\textendash`,
}

func texBullet(glyph string) string {
	if b, ok := texBullets[glyph]; ok {
		return b
	}
	return `\textbullet`
}
