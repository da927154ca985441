package latex

import (
	"strings"

	"github.com/vitae-cv/vitae/cv/data/tex"
)

// structural are the commands the scanner reads itself; a document's
// redefinition of one is ignored.
var structural = map[string]bool{
	"section": true, "section*": true, "subsection": true, "subsection*": true, "cvsection": true,
	"item": true, "cventry": true, "cvitem": true, "input": true, "include": true, "begin": true, "end": true,
}

// builtinEnv are environments read as lists, or skipped, whatever the
// document says of them.
var builtinEnv = map[string]bool{"itemize": true, "enumerate": true, "description": true, "document": true}

var listEnvs = map[string]string{
	"itemize": "-", "itemize*": "-", "compactitem": "-", "cvitems": "-", "outerlist": "-", "innerlist": "-",
	"enumerate": "1.", "enumerate*": "1.", "compactenum": "1.", "description": "-", "etaremune": "1.",
}

var headings = map[string]int{
	"chapter": 2, "chapter*": 2, "section": 2, "section*": 2, "cvsection": 2, "makerubrichead": 2,
	"subsection": 3, "subsection*": 3, "cvsubsection": 3, "subrubric": 2, "subsubsection": 4, "subsubsection*": 4,
}

// fileCommands splice a file in: \input{name} and its kin.
var fileCommands = map[string]bool{"input": true, "include": true, "subfile": true, "makerubric": true, "InputIfFileExists": true}

// command reads the command name (its backslash read).
func (s *scanner) command(name string) {
	if lvl, ok := headings[name]; ok {
		s.space()
		s.optional()
		s.heading(lvl, s.group())
		return
	}
	if fileCommands[name] {
		s.inputFile(s.group())
		return
	}
	if m, ok := s.macros[name]; ok {
		s.useMacro(m)
		return
	}
	if s.title(name) || s.resCommand(name) || s.moderncv(name) || s.header(name) || s.bibliography(name) || s.layout(name) || s.definition(name) {
		return
	}
	if skipped[name] {
		s.optional()
		s.skipArgs()
		return
	}
	s.cur.WriteString("\\" + name)
	if len(name) > 1 && name[len(name)-1] >= 'A' && s.peek() == ' ' {
		s.cur.WriteByte(' ') // the space after a word command separates words
	}
}

// skipped are the commands of the preamble and the page whose
// arguments are no text of the CV.
var skipped = map[string]bool{
	"documentclass": true, "usepackage": true, "RequirePackage": true, "PassOptionsToPackage": true,
	"moderncvstyle": true, "moderncvcolor": true, "moderncvtheme": true, "geometry": true, "hypersetup": true,
	"setlength": true, "definecolor": true, "bibliographystyle": true, "includegraphics": true, "photo": true,
	"title": true, "date": true, "pagestyle": true, "thispagestyle": true, "setcounter": true, "addtocounter": true,
}

// layout reads the commands that shape lines: breaks, items,
// environments, column fills, links and boxes.
func (s *scanner) layout(name string) bool {
	switch name {
	case "\\", "newline", "par", "linebreak", "cr":
		s.optional()
		s.flush()
	case "item":
		s.startItem()
	case "begin":
		s.begin(s.group())
	case "end":
		s.end(s.group())
	case "href", "url":
		// a link's address is no cell of the line, whatever "&" it holds
		s.cur.WriteString(`\` + name + "{" + strings.ReplaceAll(s.group(), "&", `\&`) + "}")
	case "noentry", "parbox":
		// curve's left-column width, a box's width: no text
		s.optional()
		s.space()
		s.group()
	case "hfill", "hfil", "dotfill":
		s.cur.WriteString(" & ")
	default:
		return false
	}
	return true
}

// startItem starts a list item's line, its optional label first.
func (s *scanner) startItem() {
	s.flush()
	s.item = "-"
	if len(s.lists) > 0 {
		s.item = s.lists[len(s.lists)-1]
	}
	if o, ok := s.optional(); ok {
		s.cur.WriteString(o + " ")
	}
}

// definition reads the commands that define or choose text: macro and
// environment definitions, \ifthenelse, \import.
func (s *scanner) definition(name string) bool {
	switch name {
	case "newcommand", "renewcommand", "providecommand", "newcommand*", "renewcommand*", "providecommand*", "DeclareRobustCommand":
		s.define(false)
	case "newenvironment", "renewenvironment", "newenvironment*":
		s.define(true)
	case "def", "gdef", "edef":
		s.defineDef()
	case "ifthenelse":
		s.ifThenElse()
	case "import", "subimport":
		dir := s.group()
		s.inputFile(strings.TrimSuffix(dir, "/") + "/" + s.group())
	default:
		return false
	}
	return true
}

// skipArgs skips the braced arguments that follow.
func (s *scanner) skipArgs() {
	for {
		save := s.i
		s.space()
		if s.peek() != '{' {
			s.i = save
			return
		}
		s.group()
	}
}

// useMacro expands a command of the document's.
func (s *scanner) useMacro(m macro) {
	var args []string
	if m.hasOpt {
		s.space()
		o, ok := s.optional()
		if !ok {
			o = m.opt
		}
		args = append(args, o)
	}
	n := m.args
	if m.hasOpt {
		n--
	}
	args = append(args, s.args(max(n, 0))...)
	text := substitute(m.body, args)
	if m.heading && tex.Text(s.cur.String(), tex.Options{}) == "" {
		s.heading(2, text)
		return
	}
	s.splice("{" + text + "}")
}

// begin reads \begin{env}.
func (s *scanner) begin(env string) {
	env = strings.TrimSpace(env)
	if m, ok := s.envs[env]; ok {
		s.useMacro(m)
		return
	}
	if s.resEnv(env) {
		return
	}
	switch {
	case listEnvs[env] != "":
		s.flush()
		s.optional()
		s.lists = append(s.lists, listEnvs[env])
	case env == "rubric":
		s.heading(2, s.group())
	case env == "document":
		s.flush()
		s.out = true
		s.emitHeader()
	default:
		s.flush()
		s.optional()
		for range envArgs(env) {
			s.space()
			s.group()
		}
	}
}

// envArgs is how many arguments of an environment are no text: a
// table's width and column spec, a box's width, a column count (paracol's
// \begin{paracol}{2}: a sidebar column beside the main one; res.cls's
// \begin{ncolumn}{3}).
func envArgs(env string) int {
	switch env {
	case "tabularx", "tabular*", "tabulary":
		return 2
	case "tabular", "longtable", "tabu", "array", "minipage", "multicols", "multicols*", "wrapfigure", "thebibliography",
		"paracol", "ncolumn":
		return 1
	}
	return 0
}

// end reads \end{env}.
func (s *scanner) end(env string) {
	env = strings.TrimSpace(env)
	if m, ok := s.envs[env]; ok {
		s.splice("{" + m.end + "}")
		return
	}
	s.flush()
	if listEnvs[env] != "" && len(s.lists) > 0 {
		s.lists = s.lists[:len(s.lists)-1]
	}
	if env == "document" {
		s.i = len(s.s)
	}
}

// ifThenElse takes the branch of \ifthenelse{\equal{a}{b}}{then}{else};
// a test it cannot evaluate takes the then branch.
func (s *scanner) ifThenElse() {
	a := s.args(3)
	for len(a) < 3 {
		a = append(a, "")
	}
	cond := strings.TrimSpace(a[0])
	take := a[1]
	if rest, ok := strings.CutPrefix(cond, `\equal`); ok {
		c := newScanner(rest, nil)
		x := c.args(2)
		if len(x) == 2 && strings.TrimSpace(x[0]) != strings.TrimSpace(x[1]) {
			take = a[2]
		}
	}
	s.splice("{" + take + "}")
}

// inputFile splices in a file named by \input and its kin.
func (s *scanner) inputFile(name string) {
	name = strings.TrimSpace(name)
	if name == "" || s.open == nil {
		return
	}
	s.files++
	if s.files > 200 {
		s.warn("too many \\input files: " + name + " not read")
		return
	}
	b, err := s.open(texFile(name))
	if err != nil {
		if b, err = s.open(name); err != nil {
			s.warn(name + ": not read: " + err.Error())
			return
		}
	}
	s.splice("\n" + StripComments(string(b)) + "\n")
}
