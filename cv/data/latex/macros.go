package latex

import (
	"strconv"
	"strings"
)

// macro is a command or environment the document defines
// (\newcommand, \renewcommand, \def, \newenvironment).
type macro struct {
	args int
	// opt is the default of an optional first argument; hasOpt says
	// there is one.
	opt    string
	hasOpt bool
	body   string // for an environment, its begin code
	end    string // an environment's end code
	// heading is true for a command that sets its text as a section
	// heading: large type or a rule under it (\sectiontitle-like).
	heading bool
}

// substitute puts the arguments in the body's #1…#9.
func substitute(body string, args []string) string {
	if !strings.Contains(body, "#") {
		return body
	}
	var b strings.Builder
	for i := 0; i < len(body); i++ {
		if body[i] == '#' && i+1 < len(body) {
			if body[i+1] == '#' {
				b.WriteByte('#')
				i++
				continue
			}
			if n := int(body[i+1] - '0'); n >= 1 && n <= 9 {
				if n <= len(args) {
					b.WriteString(args[n-1])
				}
				i++
				continue
			}
		}
		b.WriteByte(body[i])
	}
	return b.String()
}

// headingShape reports a definition body that makes a heading: large
// type (\Large and up) or a rule.
func headingShape(body string) bool {
	for _, w := range []string{`\Large`, `\LARGE`, `\huge`, `\Huge`, `\hrule`, `\rule`, `\titlerule`, `\section`} {
		if strings.Contains(body, w) {
			return true
		}
	}
	return false
}

// define reads a \newcommand-like definition after its command name:
// {\name} or \name, [n], [default], {body}.
func (s *scanner) define(env bool) {
	var name string
	s.space()
	if s.peek() == '{' {
		name = strings.TrimSpace(s.group())
	} else if s.peek() == '\\' {
		s.i++
		name = "\\" + s.name()
	}
	name = strings.TrimPrefix(name, "\\")
	m := macro{}
	s.space()
	if o, ok := s.optional(); ok {
		m.args, _ = strconv.Atoi(strings.TrimSpace(o))
		m.args = min(max(m.args, 0), 9)
		s.space()
		if d, ok := s.optional(); ok {
			m.opt, m.hasOpt = d, true
		}
	}
	s.space()
	m.body = s.group()
	if env {
		s.space()
		m.end = s.group()
		if name != "" && !builtinEnv[name] {
			s.envs[name] = m
		}
		return
	}
	m.heading = headingShape(m.body) || marginHeading(m.body, m.args)
	if name != "" && !structural[name] {
		s.macros[name] = m
	}
}

// defineDef reads a plain TeX \def\name#1#2{body}.
func (s *scanner) defineDef() {
	s.space()
	if s.peek() != '\\' {
		return
	}
	s.i++
	name := s.name()
	n := 0
	for s.i < len(s.s) && s.s[s.i] != '{' && n < 20 {
		if s.s[s.i] == '#' {
			n++
		}
		s.i++
	}
	body := s.group()
	if name != "" && !structural[name] {
		s.macros[name] = macro{args: min(n, 9), body: body, heading: headingShape(body) || marginHeading(body, n)}
	}
}
