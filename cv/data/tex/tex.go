// Package tex turns the TeX inside CV data (a BibTeX field, a LaTeX CV's
// line) into plain Unicode text: accents to letters ({\"o} → ö), escaped
// specials to themselves (\& → &), dashes and quotes to their
// characters, formatting commands to their text ({\em x}, \textbf{x} →
// x), links to their text, and every other command dropped with its
// arguments' text kept. The BibTeX reader (cv/data/bibtex) and the LaTeX
// reader (cv/data/latex) share it.
package tex

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// Options say what Text keeps of the markup.
type Options struct {
	// Bold writes bold text (\textbf{x}, {\bf x}) as **x**, the cue the
	// parser reads (doc.Line.Text); otherwise it is plain text.
	Bold bool
}

// maxDepth bounds nested groups; deeper text is read flat.
const maxDepth = 64

// Text converts s, with whitespace runs made one space and the ends
// trimmed. It never fails: an unknown command is dropped and its
// arguments kept, an unbalanced brace is read past.
func Text(s string, opt Options) string {
	c := conv{s: s, opt: opt}
	c.run(0, false)
	return strings.Join(strings.Fields(norm.NFC.String(c.b.String())), " ")
}

type conv struct {
	s   string
	i   int
	opt Options
	b   strings.Builder
}

// run converts up to the "}" closing the current group (inGroup) or the
// end, and consumes that "}".
func (c *conv) run(depth int, inGroup bool) {
	for c.i < len(c.s) {
		ch := c.s[c.i]
		switch ch {
		case '}':
			c.i++
			if inGroup {
				return
			}
		case '{':
			c.i++
			c.group(depth + 1)
		case '\\':
			c.command(depth)
		case '~':
			c.i++
			c.b.WriteByte(' ')
		case '$':
			c.i++ // math shift: its content read as text
		case '^', '_':
			c.i++ // super- and subscripts: the script's text stays
		case '%':
			c.comment()
		case '-':
			c.dash()
		case '`', '\'':
			c.quote(ch)
		default:
			r, n := utf8.DecodeRuneInString(c.s[c.i:])
			c.b.WriteRune(r)
			c.i += n
		}
	}
}

// group converts a braced group; {\em x}, {\bf x} and the like are
// read as their text.
func (c *conv) group(depth int) {
	if depth > maxDepth {
		return
	}
	if c.opt.Bold && (strings.HasPrefix(c.s[c.i:], `\bf `) || strings.HasPrefix(c.s[c.i:], `\bfseries `)) {
		c.i += strings.IndexByte(c.s[c.i:], ' ') + 1
		c.bold(depth, true)
		return
	}
	c.run(depth, true)
}

// bold converts a group or the rest of one as **text**.
func (c *conv) bold(depth int, inGroup bool) {
	inner := conv{s: c.s, i: c.i, opt: c.opt}
	inner.run(depth, inGroup)
	c.i = inner.i
	t := strings.TrimSpace(inner.b.String())
	if t == "" {
		return
	}
	if strings.HasPrefix(t, "**") || strings.HasSuffix(t, "**") {
		c.b.WriteString(t) // already bold inside
		return
	}
	c.b.WriteString("**" + t + "**")
}

func (c *conv) comment() {
	j := strings.IndexByte(c.s[c.i:], '\n')
	if j < 0 {
		c.i = len(c.s)
		return
	}
	c.i += j
}

func (c *conv) dash() {
	switch {
	case strings.HasPrefix(c.s[c.i:], "---"):
		c.b.WriteString("—")
		c.i += 3
	case strings.HasPrefix(c.s[c.i:], "--"):
		c.b.WriteString("–")
		c.i += 2
	default:
		c.b.WriteByte('-')
		c.i++
	}
}

func (c *conv) quote(ch byte) {
	if c.i+1 < len(c.s) && c.s[c.i+1] == ch {
		c.i += 2
		if ch == '`' {
			c.b.WriteString("“")
		} else {
			c.b.WriteString("”")
		}
		return
	}
	c.i++
	c.b.WriteByte(ch) // a single quote stays as written (an apostrophe)
}

// command converts the command at c.i (a backslash).
func (c *conv) command(depth int) {
	c.i++
	if c.i >= len(c.s) {
		return
	}
	ch := c.s[c.i]
	if acc, ok := accents[ch]; ok && !isLetter(ch) {
		c.i++
		c.accent(acc, depth)
		return
	}
	if ch >= utf8.RuneSelf {
		return // a backslash before a letter of another script: the letter stays
	}
	if !isLetter(ch) {
		c.i++
		c.symbol(ch)
		return
	}
	j := c.i
	for j < len(c.s) && isLetter(c.s[j]) {
		j++
	}
	name := c.s[c.i:j]
	c.i = j
	c.named(name, depth)
}

func (c *conv) symbol(ch byte) {
	switch ch {
	case ',', ' ', ';', ':', '!', '>', '\n', '\t', '/', '\\':
		c.b.WriteByte(' ')
	case '-', '@':
		// a hyphenation point, an end-of-sentence mark: nothing
	default:
		c.b.WriteByte(ch) // \& \% \$ \_ \# \{ \}
	}
}

func isLetter(ch byte) bool { return ch >= 'a' && ch <= 'z' || ch >= 'A' && ch <= 'Z' }

// named converts a command with a letter name.
func (c *conv) named(name string, depth int) {
	if acc, ok := letterAccents[name]; ok {
		c.skipSpace()
		c.accent(acc, depth)
		return
	}
	if sym, ok := symbols[name]; ok {
		if name != "" && isLetter(name[len(name)-1]) {
			c.skipSpaceOnce()
		}
		if c.i+1 < len(c.s) && c.s[c.i] == '{' && c.s[c.i+1] == '}' {
			c.i += 2
		}
		c.b.WriteString(sym)
		return
	}
	c.formatting(name, depth)
}

// formatting converts a command that sets text in a style or drops it.
func (c *conv) formatting(name string, depth int) {
	if c.i < len(c.s) && c.s[c.i] == '*' {
		c.i++ // a starred form (\hspace*{…}, \vspace*{…}) takes the same arguments
	}
	if c.inline(name, depth) {
		return
	}
	switch {
	case boldCommands[name]:
		c.arg(depth, c.opt.Bold)
	case name == "bf" || name == "bfseries":
		if c.opt.Bold {
			c.bold(depth, true)
		}
	case dropArgs[name] > 0:
		for range dropArgs[name] {
			c.skipArg()
		}
	case name == "href":
		c.skipArg()
		c.arg(depth, false)
	default:
		c.optionalArg()
		c.args(depth)
	}
}

// args converts the braced arguments that follow an unknown command,
// dropping those that are addresses (the link of a \href-like macro).
func (c *conv) args(depth int) {
	for c.i < len(c.s) && c.s[c.i] == '{' {
		start := c.i
		c.skipArg()
		raw := c.s[start+1 : max(c.i-1, start+1)]
		if isAddress(raw) {
			continue
		}
		c.i = start
		c.b.WriteByte(' ')
		c.arg(depth, false)
		c.b.WriteByte(' ')
	}
}

func isAddress(s string) bool {
	s = strings.TrimSpace(s)
	return strings.Contains(s, "://") || strings.HasPrefix(s, "www.") || strings.HasPrefix(s, "mailto:")
}

// arg converts one argument: a braced group or a single token.
func (c *conv) arg(depth int, bold bool) {
	c.skipSpace()
	if c.i >= len(c.s) {
		return
	}
	if c.s[c.i] != '{' {
		r, n := utf8.DecodeRuneInString(c.s[c.i:])
		if r == '\\' {
			c.command(depth)
			return
		}
		c.b.WriteRune(r)
		c.i += n
		return
	}
	c.i++
	if bold {
		c.bold(depth+1, true)
		return
	}
	c.group(depth + 1)
}

// skipArg skips one braced argument (or one character).
func (c *conv) skipArg() {
	c.skipSpace()
	if c.i >= len(c.s) {
		return
	}
	if c.s[c.i] != '{' {
		c.i++
		return
	}
	depth := 0
	for c.i < len(c.s) {
		switch c.s[c.i] {
		case '{':
			depth++
		case '}':
			depth--
			if depth == 0 {
				c.i++
				return
			}
		}
		c.i++
	}
}

// optionalArg skips the optional arguments "[…]" that follow
// (\makebox[w][r]{x} has two).
func (c *conv) optionalArg() {
	for c.i < len(c.s) && c.s[c.i] == '[' {
		j := strings.IndexByte(c.s[c.i:], ']')
		if j < 0 {
			return
		}
		c.i += j + 1
	}
}

func (c *conv) skipSpace() {
	for c.i < len(c.s) && (c.s[c.i] == ' ' || c.s[c.i] == '\t' || c.s[c.i] == '\n' || c.s[c.i] == '\r') {
		c.i++
	}
}

func (c *conv) skipSpaceOnce() {
	if c.i < len(c.s) && c.s[c.i] == ' ' {
		c.i++
	}
}

// accent reads the accented letter (a letter, {x}, \i) and writes it
// with the combining mark acc.
func (c *conv) accent(acc rune, depth int) {
	base := conv{s: c.s, i: c.i, opt: Options{}}
	base.arg(depth, false)
	c.i = base.i
	t := base.b.String()
	if t == "" {
		return
	}
	r, n := utf8.DecodeRuneInString(t)
	if r == 'ı' {
		r = 'i'
	}
	if unicode.IsLetter(r) {
		c.b.WriteRune(r)
		c.b.WriteRune(acc)
		c.b.WriteString(t[n:])
		return
	}
	c.b.WriteString(t)
}
