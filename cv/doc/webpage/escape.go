package webpage

import (
	"html"
	"unicode/utf8"
)

// appendEscaped appends a word of page text to b so that the parser's
// Markdown reading gives the word back and reads no markup in it: "*",
// "_", "[", "]" and "\" are backslash-escaped, "<" before a tag-like
// character and "&" before an entity are written as entities, control
// characters are dropped and a non-breaking space becomes a space. At
// the start of a line (lead) a "#" or "-" that would make a heading or
// a bullet and the "." of a leading "12." are escaped too.
func appendEscaped(b, w []byte, lead bool) []byte {
	if plain(w) {
		b = append(b, w...)
		if lead {
			b = escapeLead(b, len(b)-len(w))
		}
		return b
	}
	if !utf8.Valid(w) {
		w = []byte(string([]rune(string(w)))) // invalid bytes become U+FFFD
	}
	start := len(b)
	for i := 0; i < len(w); i++ {
		c := w[i]
		switch {
		case c == '\\' || c == '*' || c == '_' || c == '[' || c == ']':
			b = append(b, '\\', c)
		case c == '<' && i+1 < len(w) && tagStart(w[i+1]):
			b = append(b, "&lt;"...)
		case c == '&' && startsEntity(w[i:]):
			b = append(b, "&amp;"...)
		case c == 0xC2 && i+1 < len(w) && w[i+1] == 0xA0:
			b = append(b, ' ')
			i++
		case c < 0x20 || c == 0x7F:
			// control characters are not text (and the parser uses some)
		default:
			b = append(b, c)
		}
	}
	if lead {
		b = escapeLead(b, start)
	}
	return b
}

// special marks the bytes appendEscaped may change.
var special = func() (t [256]bool) {
	for c := 0; c < 0x20; c++ {
		t[c] = true
	}
	for _, c := range []byte("\\*_[]<&\x7f") {
		t[c] = true
	}
	for c := 0x80; c < 0x100; c++ {
		t[c] = true
	}
	return t
}()

// plain reports whether w is ASCII text appendEscaped leaves as it is.
func plain(w []byte) bool {
	for _, c := range w {
		if special[c] {
			return false
		}
	}
	return true
}

// tagStart reports whether c after "<" would make the parser read a tag
// or a comment.
func tagStart(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '/' || c == '!' || c == '?'
}

// startsEntity reports whether s (starting with "&") begins a character
// reference that HTML unescaping would decode.
func startsEntity(s []byte) bool {
	if len(s) < 2 {
		return false
	}
	end := 1
	for end < len(s) && end < 40 && s[end] != '&' && s[end] != ' ' {
		end++
	}
	frag := string(s[:end])
	return html.UnescapeString(frag) != frag
}

// escapeLead escapes the start of a line's first word, b[start:], where
// the parser would read a heading ("#"), a bullet ("-" alone) or a
// numbered item ("12.").
func escapeLead(b []byte, start int) []byte {
	w := b[start:]
	switch {
	case len(w) == 0:
		return b
	case w[0] == '#':
		return insertAt(b, start, '\\')
	case len(w) == 1 && w[0] == '-':
		return insertAt(b, start, '\\')
	}
	if t, ok := bracketTag(w); ok {
		return append(b[:start], t...)
	}
	n := 0
	for n < len(w) && n < 4 && w[n] >= '0' && w[n] <= '9' {
		n++
	}
	if n >= 1 && n <= 3 && n == len(w)-1 && w[n] == '.' {
		return insertAt(b, start+n, '\\')
	}
	return b
}

// insertAt inserts c into b at i.
func insertAt(b []byte, i int, c byte) []byte {
	b = append(b, 0)
	copy(b[i+1:], b[i:])
	b[i] = c
	return b
}

// bracketTag reads an escaped item number "\\[12\\]" or "\\[J3\\]" standing
// alone at the start of a line and returns it unescaped: a number the
// page shows before an entry is read as the parser reads it in any
// text, as the entry's marker.
func bracketTag(w []byte) ([]byte, bool) {
	if len(w) < 5 || w[0] != '\\' || w[1] != '[' || w[len(w)-2] != '\\' || w[len(w)-1] != ']' {
		return nil, false
	}
	in := w[2 : len(w)-2]
	i := 0
	for i < len(in) && i < 3 && (in[i] >= 'a' && in[i] <= 'z' || in[i] >= 'A' && in[i] <= 'Z') {
		i++
	}
	d := i
	for d < len(in) && d < i+3 && in[d] >= '0' && in[d] <= '9' {
		d++
	}
	if d == i || d != len(in) {
		return nil, false
	}
	out := make([]byte, 0, len(in)+2)
	out = append(out, '[')
	out = append(out, in...)
	return append(out, ']'), true
}
