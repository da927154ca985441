package markdown

import (
	"strings"
	"unicode/utf8"

	"github.com/vitae-cv/vitae/cv/doc"
	"github.com/vitae-cv/vitae/internal/textscan"
)

// readBlock reads the block cues of one line, whose Text is the source
// line (comments, hidden elements and form feeds already out), in the
// order a Markdown reader meets them: blockquote markers, template
// markup, indentation, then a heading or a list marker. Text becomes
// what is left (trailing spaces kept: they are the parser's to read, a
// list number followed by one is a marker). It returns the column where
// a list item's text starts (0 for any other line), which nests the
// items below it.
func readBlock(l *doc.Line) int {
	t := l.Text
	if mayQuote(t) {
		t, l.Quote = quoteMarkers(t)
	}
	if strings.IndexByte(t, '{') >= 0 {
		d := DropTemplateMarkup(t)
		if isWhite(d) && !isWhite(t) {
			// a line of markup alone stays as written: it is no white
			// line (a blank run goes on past a white line, not past it)
			l.Text = t
			return 0
		}
		t = d
	}
	k := leadingSpaces(t) // a white line keeps its spaces as its indentation
	l.Indent, l.Text = k, t[k:]
	body := trimRightSpaceCR(l.Text)
	if isBlank(body) {
		return 0
	}
	if k == 0 {
		if level, text, ok := atxHeading(body); ok {
			l.Heading, l.Text = level, text
			l.Bold = wholeBold(text)
			return 0
		}
	}
	content := 0
	if m, at, ok := listMarker(body); ok && !isBlank(body[at:]) {
		l.List, l.Text, body = m, l.Text[at:], body[at:]
		content = k + contentOffset(m, at)
	}
	l.Bold = wholeBold(body)
	return content
}

// contentOffset is how far right of its marker's column a list item's
// text starts, at spaces after marker: the marker's width and the spaces
// after it, or one space when there are five or more (the item's text
// then opens indented, as CommonMark reads it).
func contentOffset(marker string, at int) int {
	w := utf8.RuneCountInString(marker)
	if sp := at - len(marker); sp < 5 {
		return w + sp
	}
	return w + 1
}

// trimRightSpaceCR is strings.TrimRight(t, " \r").
func trimRightSpaceCR(t string) string {
	e := len(t)
	for e > 0 && (t[e-1] == ' ' || t[e-1] == '\r') {
		e--
	}
	return t[:e]
}

// leadingSpaces counts the spaces that open t. A tab is not counted: it
// stays in Text, where the parser reads it as indentation (four columns)
// and a list marker after it is no marker, as a tab-indented line has
// always been read.
func leadingSpaces(t string) int {
	k := 0
	for k < len(t) && t[k] == ' ' {
		k++
	}
	return k
}

// isBlank reports whether a line (its leading spaces taken off) holds no
// content: white space, a horizontal rule ("---", "* * *") or a page
// footer ("Page 2 of 3").
func isBlank(t string) bool {
	if isWhite(t) {
		return true
	}
	if c := t[0]; (c == '-' || c == '*' || c == '_' || c <= ' ') && isRule(t) {
		return true
	}
	return endsWithDigit(t) && IsPageFooter(strings.TrimSpace(t))
}

// isRule reports whether t is a horizontal rule: at least three of "-",
// "*" or "_" with only white space before, between and after them.
func isRule(t string) bool { return textscan.IsRule(t) }

// isWhite reports whether r holds only white space (as strings.TrimSpace
// sees it); empty counts as white.
func isWhite(r string) bool { return textscan.IsWhite(r) }

// isSpaceRE is the regexp class \s: space, \t, \n, \f, \r.
func isSpaceRE(c byte) bool { return textscan.IsRESpace(c) }

// wholeBold reports whether t is one bold span ("**Teaching**"). A line
// whose inline markup (an HTML tag, an entity, an escape) could change
// what is bold once read is left to the parser, which reads the inline
// cues.
func wholeBold(t string) bool {
	return len(t) > 4 && strings.HasPrefix(t, "**") && strings.HasSuffix(t, "**") &&
		!strings.Contains(t[2:len(t)-2], "**") && !strings.ContainsAny(t, "<&\\")
}

// atxHeading reads an ATX heading: "## Title", with an optional closing
// run of '#'. It returns the level and the title.
func atxHeading(r string) (int, string, bool) {
	n := 0
	for n < len(r) && r[n] == '#' {
		n++
	}
	if n == 0 || n > 6 || n == len(r) || (r[n] != ' ' && r[n] != '\t') {
		return 0, "", false
	}
	text := strings.TrimSpace(r[n:])
	if t := strings.TrimRight(text, "#"); t != text && (t == "" || t[len(t)-1] == ' ' || t[len(t)-1] == '\t') {
		text = strings.TrimSpace(t)
	}
	return n, text, true
}

// setextHeading reads line i as the underline of a setext heading: a
// line of three or more "=" (level 1) or "-" (level 2), at most three
// spaces in, under a single line of text that stands apart (after a
// white line or at the top). The line above becomes the heading and the
// underline, markup alone, is emptied. It reports whether it found one.
// A paragraph of several lines over "---" is left alone: in a CV that is
// text over a rule.
func setextHeading(ls []doc.Line, i int) bool {
	if i == 0 || ls[i].Quote != 0 || ls[i].Indent > 3 || ls[i].List != "" || ls[i].Heading != 0 {
		return false
	}
	level := underline(ls[i].Text)
	if level == 0 || !setextTitle(ls[i-1]) || i >= 2 && !isWhiteLine(ls[i-2]) {
		return false
	}
	ls[i-1].Heading, ls[i-1].Indent = level, 0
	ls[i].Text = ""
	return true
}

// underline is the level of a setext underline ("===" 1, "---" 2), 0
// when t is none.
func underline(t string) int {
	if t == "" || t[0] != '=' && t[0] != '-' {
		return 0
	}
	t = strings.TrimRight(t, " \t\r")
	if len(t) < 3 || strings.Trim(t, t[:1]) != "" {
		return 0
	}
	switch t[0] {
	case '=':
		return 1
	case '-':
		return 2
	}
	return 0
}

// setextTitle reports whether l can be the text of a setext heading: a
// line of text, not a list item or heading, at most three spaces in.
func setextTitle(l doc.Line) bool {
	return l.Heading == 0 && l.List == "" && l.Quote == 0 && !l.Repeats && l.Indent <= 3 &&
		!isWhite(l.Text) && !isBlank(l.Text) && strings.IndexByte(l.Text, '\t') < 0
}

// isWhiteLine reports whether a line shows nothing: white, blanked, or a
// running header or footer.
func isWhiteLine(l doc.Line) bool { return l.Repeats || isWhite(l.Text) }

// DropTemplateMarkup removes site-template markup that is not content:
// Liquid tags and output ("{% if … %}", "{{ site.x }}") and kramdown
// attribute lists ("{: .class}").
func DropTemplateMarkup(r string) string {
	for _, pair := range [][2]string{{"{%", "%}"}, {"{{", "}}"}, {"{:", "}"}} {
		for guard := 0; guard < 64; guard++ {
			i := strings.Index(r, pair[0])
			if i < 0 {
				break
			}
			j := strings.Index(r[i+len(pair[0]):], pair[1])
			if j < 0 {
				break
			}
			r = r[:i] + r[i+len(pair[0])+j+len(pair[1]):]
		}
	}
	return r
}
