// Package termsafe makes text from outside the program (file names, CV
// text) safe to print on a terminal, in a log line or in a CSV cell: no
// escape sequence, other control character or bidirectional override
// reaches the reader as it is, while printable text in any script is kept.
//
// What a terminal would act on is replaced by a visible escape, as Go
// writes it in a string literal: "\x1b" for C0 controls and DEL, "\u009b"
// for C1 controls, "\u202e" for the bidirectional controls and the line
// and paragraph separators, and "\xff" for a byte that is not UTF-8. An
// escape rather than U+FFFD keeps names with different controls different
// on the screen ("a\x1bb" and "a\x07b" would both be "a�b"), and says
// what was there.
//
// Backslashes are kept as they are, so escaping is idempotent: a message
// built from an escaped name and escaped again where it is printed shows
// the name once escaped, never "\\x1b". The price: a name that spells
// the four characters \x1b prints like one holding the escape itself.
package termsafe

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"
)

// String is s with every control character, bidirectional control, line
// or paragraph separator and invalid byte replaced by a visible escape: one
// line, safe for a terminal. String(String(s)) == String(s); s comes back
// as it is when it needs no escape.
func String(s string) string {
	if clean(s) {
		return s
	}
	var b strings.Builder
	b.Grow(len(s) + 8)
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && n == 1:
			fmt.Fprintf(&b, `\x%02x`, s[i])
		case unsafe(r) && r < utf8.RuneSelf:
			fmt.Fprintf(&b, `\x%02x`, r)
		case unsafe(r):
			fmt.Fprintf(&b, `\u%04x`, r)
		default:
			b.WriteString(s[i : i+n])
		}
		i += n
	}
	return b.String()
}

// Text is s as one line of prose for a report or a table cell: white
// space of any kind (tabs, line breaks, the Unicode separators) becomes a
// space, runs of space collapse and the ends are trimmed; then String.
// Unlike String it maps "a\tb" and "a b" to one text.
func Text(s string) string {
	s = strings.Map(func(r rune) rune {
		if unicode.IsSpace(r) || r == '\u2028' || r == '\u2029' {
			return ' '
		}
		return r
	}, s)
	return String(strings.Join(strings.Fields(s), " "))
}

// unsafe says whether a terminal (or a reader's eye) could be misled by r
// printed as it is: C0 and C1 controls, DEL, the bidirectional controls
// (embeddings, overrides, isolates, marks) and the line and paragraph
// separators.
func unsafe(r rune) bool {
	return unicode.IsControl(r) || unicode.Is(unicode.Bidi_Control, r) || r == '\u2028' || r == '\u2029'
}

// clean says whether s needs no escape: valid UTF-8 without an unsafe
// rune (checked byte-wise first, the common case: ASCII).
func clean(s string) bool {
	ascii := true
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c < 0x20 || c == 0x7f {
			return false
		}
		if c >= utf8.RuneSelf {
			ascii = false
		}
	}
	if ascii {
		return true
	}
	return utf8.ValidString(s) && strings.IndexFunc(s, unsafe) < 0
}
