package latex

import (
	"strings"

	"github.com/vitae-cv/vitae/cv/data/tex"
	"github.com/vitae-cv/vitae/cv/doc"
)

// Bounds on what one CV may make the reader do: macro expansions and
// files spliced in, and the text they may grow to.
const (
	maxExpansions = 20000
	maxText       = 8 << 20
	// maxCopied bounds the bytes splices copy in all (each copies the
	// text after it), so that time stays linear in the input.
	maxCopied     = 256 << 20
	maxLines      = 50000
	maxDepthFiles = 16
)

// scanner reads a LaTeX source into typed lines. It walks the text once;
// a macro, an environment of the document's or an \input is replaced by
// its text where it stands and read on (s.s grows at s.i).
type scanner struct {
	s string
	i int

	open  func(rel string) ([]byte, error)
	files int

	macros map[string]macro
	envs   map[string]macro
	expand int
	copied int

	out   bool // lines are kept (the body, not the preamble)
	lines []doc.Line
	cur   strings.Builder
	item  string // the list marker of the line being built
	lists []string

	head     header
	headDone bool
	titled   bool              // the name set in large type read as the title
	resume   bool              // res.cls: \title and its kin are entry fields
	res      map[string]string // res.cls's fields of the entry being declared
	bibs     []string
	cites    []string
	citeAll  bool
	bibAt    int // the line before which the publications stand; -1 none
	warnings []doc.Warning
}

// header is what the preamble says of the owner (moderncv's \name,
// \email, …; article's \author; curve's \leftheader).
type header struct {
	name  string
	lines []string // raw TeX: contact lines, a header block
}

func newScanner(text string, open func(string) ([]byte, error)) *scanner {
	return &scanner{s: text, open: open, macros: map[string]macro{}, envs: map[string]macro{}, bibAt: -1}
}

func (s *scanner) peek() byte {
	if s.i < len(s.s) {
		return s.s[s.i]
	}
	return 0
}

func (s *scanner) space() {
	for s.i < len(s.s) && (s.s[s.i] == ' ' || s.s[s.i] == '\t' || s.s[s.i] == '\n' || s.s[s.i] == '\r') {
		s.i++
	}
}

// name reads a command name after its backslash: letters (and a "*"
// after them), or one other character.
func (s *scanner) name() string {
	j := s.i
	for j < len(s.s) && (s.s[j] >= 'a' && s.s[j] <= 'z' || s.s[j] >= 'A' && s.s[j] <= 'Z' || s.s[j] == '@') {
		j++
	}
	if j == s.i && j < len(s.s) {
		j++
	}
	n := s.s[s.i:j]
	s.i = j
	if s.i < len(s.s) && s.s[s.i] == '*' && len(n) > 1 {
		s.i++
		n += "*"
	}
	return n
}

// group reads a braced group's content (balanced), or one token when
// no brace follows; "" at the end.
func (s *scanner) group() string {
	if s.i >= len(s.s) {
		return ""
	}
	if s.s[s.i] != '{' {
		if s.s[s.i] == '\\' {
			start := s.i
			s.i++
			s.name()
			return s.s[start:s.i]
		}
		s.i++
		return s.s[s.i-1 : s.i]
	}
	depth, start := 0, s.i+1
	for s.i < len(s.s) {
		switch s.s[s.i] {
		case '\\':
			s.i++
		case '{':
			depth++
		case '}':
			depth--
			if depth == 0 {
				s.i++
				return s.s[start : s.i-1]
			}
		}
		s.i++
	}
	s.i = len(s.s)
	return s.s[start:]
}

// optional reads an optional argument "[…]" (brackets balanced, braces
// kept), ok false when none follows.
func (s *scanner) optional() (string, bool) {
	if s.peek() != '[' {
		return "", false
	}
	depth, brace, start := 0, 0, s.i+1
	for j := s.i; j < len(s.s); j++ {
		switch s.s[j] {
		case '{':
			brace++
		case '}':
			brace--
		case '[':
			if brace == 0 {
				depth++
			}
		case ']':
			if brace == 0 {
				depth--
				if depth == 0 {
					s.i = j + 1
					return s.s[start:j], true
				}
			}
		}
	}
	return "", false
}

// args reads n mandatory arguments, stopping early when no group follows
// (a command written with fewer).
func (s *scanner) args(n int) []string {
	out := make([]string, 0, n)
	for range n {
		save := s.i
		s.space()
		if s.peek() != '{' {
			s.i = save
			break
		}
		out = append(out, s.group())
	}
	return out
}

// splice replaces the text from s.i on with text followed by the rest.
func (s *scanner) splice(text string) bool {
	s.expand++
	s.copied += len(s.s) - s.i + len(text)
	if s.expand > maxExpansions || len(s.s)-s.i+len(text) > maxText || s.copied > maxCopied {
		s.warn("macro expansion stopped: the document expands past the reader's bounds")
		return false
	}
	s.s = text + s.s[s.i:]
	s.i = 0
	return true
}

func (s *scanner) warn(msg string) {
	if len(s.warnings) < 50 {
		s.warnings = append(s.warnings, doc.Warning{Src: len(s.lines) + 1, Message: msg})
	}
}

// flush ends the line being built: its raw TeX split into cells at "&"
// (a table's columns, an \hfill), each cell made text with bold kept.
func (s *scanner) flush() {
	raw := s.cur.String()
	s.cur.Reset()
	marker := s.item
	s.item = ""
	if !s.out || len(s.lines) >= maxLines {
		return
	}
	var cells []string
	for _, c := range splitCells(raw) {
		if t := tex.Text(c, tex.Options{Bold: true}); t != "" && t != "**" {
			cells = append(cells, t)
		}
	}
	if len(cells) == 0 {
		if marker != "" {
			s.item = marker // an \item whose text comes after a break
		}
		return
	}
	l := doc.Line{Text: strings.Join(cells, "\t"), Src: len(s.lines) + 1}
	if marker != "" {
		l.List, l.Depth = marker, max(len(s.lists)-1, 0)
	} else if len(s.lists) > 0 {
		// a line inside a list item (after "\\"): set in at the item's text
		l.Indent = 3 * len(s.lists)
	}
	s.lines = append(s.lines, l)
}

// heading adds a heading line.
func (s *scanner) heading(level int, raw string) {
	s.flush()
	if !s.out {
		return
	}
	t := strings.ReplaceAll(tex.Text(raw, tex.Options{}), "*", "")
	if t = strings.TrimSpace(t); t != "" {
		s.lines = append(s.lines, doc.Line{Text: t, Heading: level, Src: len(s.lines) + 1})
	}
}

// line adds a finished line of cells (raw TeX each).
func (s *scanner) line(cells ...string) {
	s.flush()
	s.cur.WriteString(strings.Join(cells, " & "))
	s.flush()
}

// splitCells splits raw TeX at its unescaped "&" (a table's column, an
// \hfill), inside a group too: text writes a literal "&" as "\&".
func splitCells(raw string) []string {
	var out []string
	start := 0
	for i := 0; i < len(raw); i++ {
		switch raw[i] {
		case '\\':
			i++
		case '&':
			out = append(out, raw[start:i])
			start = i + 1
		}
	}
	return append(out, raw[start:])
}

// run reads the text to its end.
func (s *scanner) run() {
	for s.i < len(s.s) {
		c := s.s[s.i]
		switch {
		case c == '\\':
			s.i++
			s.command(s.name())
		case c == '\n':
			s.i++
			if s.blankLineAhead() {
				s.flush()
			} else {
				s.cur.WriteByte(' ')
			}
		default:
			j := s.i + 1
			for j < len(s.s) && s.s[j] != '\\' && s.s[j] != '\n' {
				j++
			}
			s.cur.WriteString(s.s[s.i:j])
			s.i = j
		}
	}
	s.flush()
}

// blankLineAhead reports, just past a newline, a line of white space
// only (a paragraph's end), and moves past it.
func (s *scanner) blankLineAhead() bool {
	j := s.i
	for j < len(s.s) && (s.s[j] == ' ' || s.s[j] == '\t' || s.s[j] == '\r') {
		j++
	}
	if j < len(s.s) && s.s[j] == '\n' {
		s.i = j + 1
		return true
	}
	return false
}
