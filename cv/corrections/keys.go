package corrections

import (
	"fmt"
	"slices"

	"github.com/pelletier/go-toml/v2/unstable"
	"github.com/vitae-cv/vitae/internal/tomlmsg"
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
		parts, first := tomlmsg.KeyParts(e)
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
			parts, first := tomlmsg.KeyParts(kv)
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

// maxQuoted is how many characters of a key or value an error quotes.
const maxQuoted = tomlmsg.MaxQuoted

// maxMsg is how many characters of a message about a correction are
// said: a quoted piece and the list of what is wanted.
const maxMsg = 400

// clip is s cut to maxQuoted characters, the last an ellipsis when it
// was longer: the piece of a key or value an error quotes.
func clip(s string) string { return tomlmsg.Quote(s) }

// clipTo is s cut to n characters, the last an ellipsis when it was
// longer.
func clipTo(s string, n int) string { return tomlmsg.Clip(s, n) }

// clipKey is a dotted key path, cut to maxQuoted characters without
// joining the parts past those.
func clipKey(parts []string) string { return tomlmsg.Key(parts) }
