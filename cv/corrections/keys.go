package corrections

import (
	"fmt"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/pelletier/go-toml/v2/unstable"
)

// correctionKeys are the keys a [[correction]] takes.
var correctionKeys = []string{"candidate", "section", "entry", "set", "remove", "add", "note"}

// unknownKeyError is the first key of data that no correction takes, said
// at its line; nil when there is none or the text does not parse (the
// decoder then says why). It is one pass over the text: the TOML
// library's strict mode says every unknown key with the whole text split
// into lines, which took 20 s for 20,000 unknown keys.
func unknownKeyError(name string, data []byte) error {
	var p unstable.Parser
	p.Reset(data)
	var table []string
	for p.NextExpression() {
		e := p.Expression()
		parts, first := keyParts(e)
		if first == nil {
			continue
		}
		path := parts
		if e.Kind == unstable.KeyValue {
			path = append(slices.Clip(table), parts...)
		} else {
			table = parts
		}
		if bad := unknownIn(path, e); bad != nil {
			row := p.Shape(first.Raw).Start.Line
			return fmt.Errorf("%s:%d: unknown key %q (a correction takes candidate, section, entry, set, remove, add and note)", name, row, clipKey(bad))
		}
	}
	return nil
}

// unknownIn is the key path of the first key in e (set at path) that no
// correction takes, or nil. The fields under set and add are checked
// later, by name (see Check).
func unknownIn(path []string, e *unstable.Node) []string {
	if !knownPath(path) {
		return path
	}
	if e.Kind != unstable.KeyValue || len(path) != 1 {
		return nil
	}
	return unknownInValue(path, e.Value())
}

// unknownInValue looks into a correction written inline: correction =
// [{...}], or a table's keys as an inline table.
func unknownInValue(path []string, v *unstable.Node) []string {
	switch v.Kind {
	case unstable.Array:
		for it := v.Children(); it.Next(); {
			if n := it.Node(); n.Kind == unstable.InlineTable {
				if bad := unknownInValue(path, n); bad != nil {
					return bad
				}
			}
		}
	case unstable.InlineTable:
		for it := v.Children(); it.Next(); {
			kv := it.Node()
			parts, first := keyParts(kv)
			if first == nil {
				continue
			}
			if inner := append(slices.Clip(path), parts...); !knownPath(inner) {
				return inner
			}
		}
	}
	return nil
}

// knownPath says whether a correction takes the key path: correction,
// correction.KEY, and anything under correction.set and correction.add.
func knownPath(path []string) bool {
	switch {
	case len(path) == 0 || path[0] != "correction":
		return false
	case len(path) == 1:
		return true
	}
	return slices.Contains(correctionKeys, path[1])
}

// keyParts is an expression's key parts and its first key node.
func keyParts(e *unstable.Node) ([]string, *unstable.Node) {
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

// maxQuoted is how many characters of a key or value an error quotes.
const maxQuoted = 64

// maxMsg is how many characters of a message about a correction are
// said: a quoted piece and the list of what is wanted.
const maxMsg = 400

// clip is s cut to maxQuoted characters, the last an ellipsis when it was
// longer: the piece of a key or value an error quotes.
func clip(s string) string { return clipTo(s, maxQuoted) }

// clipTo is s cut to n characters (runes), the last an ellipsis when it
// was longer. It looks at no more of s than it keeps.
func clipTo(s string, n int) string {
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

// clipKey is a dotted key path, cut to maxQuoted characters without
// joining the parts past those.
func clipKey(parts []string) string {
	var b strings.Builder
	for i, p := range parts {
		if i > 0 {
			b.WriteByte('.')
		}
		b.WriteString(clipTo(p, maxQuoted+1))
		if b.Len() > 4*maxQuoted {
			break
		}
	}
	return clip(b.String())
}
