package bibtex

import (
	"fmt"
	"strings"
)

// Entry is one BibTeX entry as written: its type (lower case), its
// citation key and its fields, names lower case and values with @string
// macros expanded and "#" concatenations joined, still in TeX (see Text).
type Entry struct {
	Type   string
	Key    string
	Fields map[string]string
	// Order is the field names in the order written.
	Order []string
	// Line is the 1-based line of the entry's "@".
	Line int
}

// Field is the entry's field name, "" when absent.
func (e Entry) Field(name string) string { return e.Fields[name] }

// Problem is something in the file the reader read past: an entry cut
// short, an unknown macro, junk where a field was expected.
type Problem struct {
	Line    int
	Message string
}

// maxValue bounds one field's value: macros that double themselves
// ("@string{a = a # a}") stop growing there.
const maxValue = 1 << 20

// maxEntries bounds the entries read from one file; a publication list
// far longer than any CV's is cut with a problem.
const maxEntries = 20000

// months are the macros every BibTeX style defines.
var months = map[string]string{"jan": "January", "feb": "February", "mar": "March", "apr": "April", "may": "May", "jun": "June",
	"jul": "July", "aug": "August", "sep": "September", "oct": "October", "nov": "November", "dec": "December"}

// Parse reads the entries of a .bib file. It never fails: text outside
// entries is a comment (as BibTeX reads it), @comment and @preamble are
// skipped, an entry that breaks off is kept with the fields read so far,
// and each thing read past is a Problem. Time and memory are linear in
// the input.
func Parse(data []byte) ([]Entry, []Problem) {
	p := &parser{s: string(data), line: 1, macros: map[string]string{}}
	for k, v := range months {
		p.macros[k] = v
	}
	var out []Entry
	for p.skipTo('@') {
		if len(out) >= maxEntries {
			p.problem("more than %d entries: the rest is not read", maxEntries)
			break
		}
		if e, ok := p.entry(); ok {
			out = append(out, e)
		}
	}
	return out, p.problems
}

type parser struct {
	s        string
	i        int
	line     int
	macros   map[string]string
	problems []Problem
}

func (p *parser) problem(format string, args ...any) {
	if len(p.problems) < 100 {
		p.problems = append(p.problems, Problem{Line: p.line, Message: fmt.Sprintf(format, args...)})
	}
}

// advance moves past n bytes, counting lines.
func (p *parser) advance(n int) {
	end := min(p.i+n, len(p.s))
	p.line += strings.Count(p.s[p.i:end], "\n")
	p.i = end
}

// skipTo moves to the next c, past it; false at the end.
func (p *parser) skipTo(c byte) bool {
	j := strings.IndexByte(p.s[p.i:], c)
	if j < 0 {
		p.advance(len(p.s) - p.i)
		return false
	}
	p.advance(j + 1)
	return true
}

func (p *parser) space() {
	for p.i < len(p.s) {
		switch p.s[p.i] {
		case ' ', '\t', '\r':
			p.i++
		case '\n':
			p.i++
			p.line++
		case '%':
			// a TeX comment inside an entry (biber reads it as one)
			j := strings.IndexByte(p.s[p.i:], '\n')
			if j < 0 {
				p.i = len(p.s)
				return
			}
			p.i += j
		default:
			return
		}
	}
}

func (p *parser) peek() byte {
	if p.i < len(p.s) {
		return p.s[p.i]
	}
	return 0
}

func isIdent(c byte) bool {
	return c > ' ' && c < 0x7f && !strings.ContainsRune("{}()\",=#%@'", rune(c)) || c >= 0x80
}

func (p *parser) ident() string {
	j := p.i
	for j < len(p.s) && isIdent(p.s[j]) {
		j++
	}
	id := p.s[p.i:j]
	p.i = j
	return id
}

// entry reads what follows an "@": a typed entry, a macro, a preamble or
// a comment; ok is false for all but a typed entry.
func (p *parser) entry() (Entry, bool) {
	at := p.line
	p.space()
	typ := strings.ToLower(p.ident())
	p.space()
	open := p.peek()
	if typ == "" || open != '{' && open != '(' {
		return Entry{}, false // an "@" in the text between entries
	}
	closer := byte('}')
	if open == '(' {
		closer = ')'
	}
	p.i++
	switch typ {
	case "comment":
		p.skipGroup(closer)
		return Entry{}, false
	case "preamble":
		p.space()
		p.value(closer)
		p.close(closer)
		return Entry{}, false
	case "string":
		p.fields(closer, &Entry{Fields: map[string]string{}}, true)
		return Entry{}, false
	}
	e := Entry{Type: typ, Fields: map[string]string{}, Line: at}
	p.space()
	e.Key = strings.TrimSpace(p.key(closer))
	p.fields(closer, &e, false)
	return e, true
}

// key reads the citation key up to the comma after it.
func (p *parser) key(closer byte) string {
	j := p.i
	for j < len(p.s) && p.s[j] != ',' && p.s[j] != closer && p.s[j] != '\n' && p.s[j] != '=' {
		j++
	}
	k := p.s[p.i:j]
	if j < len(p.s) && p.s[j] == '=' {
		return "" // no key: the first field follows
	}
	p.i = j
	if p.peek() == ',' {
		p.i++
	}
	return k
}

// fields reads "name = value" pairs up to closer. A macro definition
// (@string) stores them as macros.
func (p *parser) fields(closer byte, e *Entry, macro bool) {
	for {
		p.space()
		c := p.peek()
		switch {
		case c == 0:
			p.problem("entry %q is not closed", e.Key)
			return
		case c == closer:
			p.i++
			return
		case c == ',':
			p.i++
			continue
		case c == '@':
			p.problem("entry %q is not closed before the next entry", e.Key)
			return
		}
		name := strings.ToLower(p.ident())
		p.space()
		if name == "" || p.peek() != '=' {
			p.problem("junk in entry %q", e.Key)
			if !p.recover(closer) {
				return
			}
			continue
		}
		p.i++
		p.space()
		v := p.value(closer)
		if macro {
			p.macros[name] = v
			continue
		}
		if _, dup := e.Fields[name]; !dup {
			e.Order = append(e.Order, name)
			e.Fields[name] = v
		}
	}
}

// recover skips to the next comma or the entry's end at depth 0; false
// when the entry ended.
func (p *parser) recover(closer byte) bool {
	for p.i < len(p.s) {
		switch c := p.s[p.i]; c {
		case ',':
			p.i++
			return true
		case '{':
			p.i++
			p.skipGroup('}')
		case '@':
			return false
		case '\n':
			p.line++
			p.i++
		default:
			p.i++
			if c == closer {
				return false
			}
		}
	}
	return false
}

// value reads one field value: parts joined by "#", each a braced or
// quoted string, a number or a macro name.
func (p *parser) value(closer byte) string {
	var b strings.Builder
	for {
		p.space()
		switch c := p.peek(); {
		case c == '{':
			p.i++
			b.WriteString(p.braced())
		case c == '"':
			p.i++
			b.WriteString(p.quoted())
		case isIdent(c):
			id := p.ident()
			if v, ok := p.macros[strings.ToLower(id)]; ok {
				b.WriteString(v)
			} else if isNumber(id) {
				b.WriteString(id)
			} else {
				p.problem("unknown macro %q", id)
				b.WriteString(id)
			}
		default:
			return b.String()
		}
		p.space()
		if p.peek() != '#' {
			return b.String()
		}
		p.i++
		if b.Len() > maxValue {
			p.problem("a value over %d bytes is cut", maxValue)
			v := b.String()[:maxValue]
			p.skipConcat()
			return v
		}
	}
}

// skipConcat reads past the rest of a value's "#" parts.
func (p *parser) skipConcat() {
	for {
		p.space()
		switch c := p.peek(); {
		case c == '{':
			p.i++
			p.braced()
		case c == '"':
			p.i++
			p.quoted()
		case isIdent(c):
			p.ident()
		default:
			return
		}
		p.space()
		if p.peek() != '#' {
			return
		}
		p.i++
	}
}

func isNumber(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return s != ""
}

// braced reads up to the "}" that closes an opened "{", braces inside
// kept.
func (p *parser) braced() string {
	start, depth := p.i, 1
	for p.i < len(p.s) {
		switch p.s[p.i] {
		case '{':
			depth++
		case '}':
			depth--
			if depth == 0 {
				return p.upTo(start, 1)
			}
		}
		p.i++
	}
	v := p.upTo(start, 0)
	p.problem("a brace is not closed")
	return v
}

// quoted reads up to the '"' at brace depth 0 that closes an opened one.
func (p *parser) quoted() string {
	start, depth := p.i, 0
	for p.i < len(p.s) {
		switch p.s[p.i] {
		case '\\':
			p.i++
		case '{':
			depth++
		case '}':
			depth = max(depth-1, 0)
		case '"':
			if depth == 0 {
				return p.upTo(start, 1)
			}
		}
		p.i++
	}
	v := p.upTo(start, 0)
	p.problem("a quote is not closed")
	return v
}

// upTo returns the text from start to the parser's place (at most the
// end), counting its lines, and steps past more bytes (a closer).
func (p *parser) upTo(start, past int) string {
	p.i = min(p.i, len(p.s))
	v := p.s[start:p.i]
	p.line += strings.Count(v, "\n")
	p.i += past
	return v
}

func (p *parser) close(closer byte) {
	p.space()
	if p.peek() == closer {
		p.i++
	}
}

// skipGroup skips to the closer of a group already opened, braces
// balanced.
func (p *parser) skipGroup(closer byte) {
	depth := 0
	for p.i < len(p.s) {
		c := p.s[p.i]
		p.i++
		switch {
		case c == '\n':
			p.line++
		case c == '{':
			depth++
		case c == closer && depth == 0:
			return
		case c == '}':
			depth = max(depth-1, 0)
		}
	}
}
