// Package tomlmsg holds what the errors of vitae's TOML files (job files,
// corrections files) share: quoting a short piece of the file, however
// long the key or value it names, and the key parts of an expression.
package tomlmsg

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/pelletier/go-toml/v2/unstable"
)

// MaxQuoted is how many characters of a key or value an error quotes.
const MaxQuoted = 64

// Clip is s cut to n characters (runes), the last an ellipsis when it was
// longer. It looks at no more of s than it keeps, so a 400 KB key costs
// what its first n characters cost.
func Clip(s string, n int) string {
	i := 0
	for k := range s {
		if i == n-1 {
			if _, size := utf8.DecodeRuneInString(s[k:]); k+size < len(s) {
				return s[:k] + "…"
			}
			return s
		}
		i++
	}
	return s
}

// Quote is s cut to MaxQuoted characters: the piece of a key or value an
// error quotes.
func Quote(s string) string { return Clip(s, MaxQuoted) }

// Key is a dotted key path as a file writes it, cut to MaxQuoted
// characters without joining the parts past those (a key of 200,000
// parts is not joined into a 400 KB string first). A part holding a
// control character (a line break, an escape) or bytes that are not
// UTF-8 is written quoted, with escapes, as TOML writes such a key: an
// error naming it stays one line and cannot drive a terminal.
func Key(parts []string) string {
	var b strings.Builder
	for i, p := range parts {
		if i > 0 {
			b.WriteByte('.')
		}
		p = Clip(p, MaxQuoted+1)
		if strings.IndexFunc(p, unicode.IsControl) >= 0 || !utf8.ValidString(p) {
			p = strconv.Quote(p)
		}
		b.WriteString(p)
		if b.Len() > 4*MaxQuoted {
			break
		}
	}
	return Quote(b.String())
}

// KeyParts is an expression's key parts and its first key node (nil for
// an expression without a key).
func KeyParts(e *unstable.Node) ([]string, *unstable.Node) {
	var parts []string
	var first *unstable.Node
	it := e.Key()
	for it.Next() {
		n := it.Node()
		if first == nil {
			first = n
		}
		parts = append(parts, string(n.Data))
	}
	return parts, first
}
