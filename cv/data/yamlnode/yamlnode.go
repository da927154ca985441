// Package yamlnode reads the YAML of CVs kept as data (RenderCV, bamos/cv
// style, Jekyll _data files) into nodes with their lines, resolving the
// "!include FILE" tag some RenderCV forks add, and gives the few lookups
// the readers share. It uses go.yaml.in/yaml/v3, the maintained
// continuation of gopkg.in/yaml.v3 (YAML 1.2, nodes with line numbers,
// custom tags kept on the node), bounded here in size, depth and
// aliases so that hostile YAML cannot exhaust memory.
package yamlnode

import (
	"bytes"
	"errors"
	"fmt"
	"strings"

	yaml "go.yaml.in/yaml/v3"
)

// MaxDepth bounds nesting (includes count as a level) and MaxNodes the
// nodes of one CV, aliases expanded.
const (
	MaxDepth = 64
	MaxNodes = 1 << 20
)

// ErrTooDeep and ErrTooLarge are the limits' errors.
var (
	ErrTooDeep  = errors.New("YAML nested too deeply")
	ErrTooLarge = errors.New("YAML holds too many nodes")
)

// Parse reads one YAML document (the first of a stream) and returns its
// root node (nil for an empty document). open, when not nil, reads the
// files "!include" tags name; their nodes replace the tag.
func Parse(b []byte, open func(string) ([]byte, error)) (*yaml.Node, error) {
	r := &resolver{open: open}
	return r.parse(b, 0)
}

type resolver struct {
	open  func(string) ([]byte, error)
	nodes int
}

func (r *resolver) parse(b []byte, depth int) (n *yaml.Node, err error) {
	defer func() {
		if p := recover(); p != nil { // the YAML package panics on some inputs
			n, err = nil, fmt.Errorf("bad YAML: %v", p)
		}
	}()
	var doc yaml.Node
	dec := yaml.NewDecoder(bytes.NewReader(b))
	if err := dec.Decode(&doc); err != nil {
		if err.Error() == "EOF" {
			return nil, nil
		}
		return nil, err
	}
	if doc.Kind != yaml.DocumentNode || len(doc.Content) == 0 {
		return nil, nil
	}
	root := doc.Content[0]
	if err := r.walk(root, depth); err != nil {
		return nil, err
	}
	return root, nil
}

// walk counts nodes, expands aliases' counts and resolves includes.
func (r *resolver) walk(n *yaml.Node, depth int) error {
	if depth > MaxDepth {
		return ErrTooDeep
	}
	r.nodes++
	if r.nodes > MaxNodes {
		return ErrTooLarge
	}
	if n.Kind == yaml.ScalarNode && n.Tag == "!include" {
		return r.include(n, depth)
	}
	if n.Kind == yaml.AliasNode && n.Alias != nil {
		return r.walk(n.Alias, depth+1)
	}
	for _, c := range n.Content {
		if err := r.walk(c, depth+1); err != nil {
			return err
		}
	}
	return nil
}

func (r *resolver) include(n *yaml.Node, depth int) error {
	if r.open == nil {
		return fmt.Errorf("line %d: !include %s: no files can be read here", n.Line, n.Value)
	}
	b, err := r.open(strings.TrimSpace(n.Value))
	if err != nil {
		return fmt.Errorf("line %d: !include: %w", n.Line, err)
	}
	inc, err := r.parse(b, depth+1)
	if err != nil {
		return fmt.Errorf("!include %s: %w", n.Value, err)
	}
	if inc == nil {
		*n = yaml.Node{Kind: yaml.SequenceNode, Tag: "!!seq", Line: n.Line}
		return nil
	}
	*n = *inc
	return nil
}

// Includes lists the files "!include" tags of b name, in order, without
// reading them (a folder walk's Parts).
func Includes(b []byte) []string {
	var out []string
	var doc yaml.Node
	func() {
		defer func() { _ = recover() }()
		_ = yaml.NewDecoder(bytes.NewReader(b)).Decode(&doc)
	}()
	var walk func(n *yaml.Node, depth int)
	walk = func(n *yaml.Node, depth int) {
		if depth > MaxDepth || len(out) > 1000 {
			return
		}
		if n.Kind == yaml.ScalarNode && n.Tag == "!include" {
			out = append(out, strings.TrimSpace(n.Value))
		}
		for _, c := range n.Content {
			walk(c, depth+1)
		}
	}
	walk(&doc, 0)
	return out
}

// Key is the value of key in the mapping m, or nil.
func Key(m *yaml.Node, key string) *yaml.Node {
	m = Deref(m)
	if m == nil || m.Kind != yaml.MappingNode {
		return nil
	}
	for i := 0; i+1 < len(m.Content); i += 2 {
		if m.Content[i].Value == key {
			return Deref(m.Content[i+1])
		}
	}
	return nil
}

// Deref follows an alias.
func Deref(n *yaml.Node) *yaml.Node {
	for i := 0; n != nil && n.Kind == yaml.AliasNode && i < MaxDepth; i++ {
		n = n.Alias
	}
	return n
}

// Str is the scalar value of key in m, trimmed; "" when absent, null or
// not a scalar.
func Str(m *yaml.Node, key string) string {
	n := Key(m, key)
	if n == nil || n.Kind != yaml.ScalarNode || n.Tag == "!!null" {
		return ""
	}
	return strings.TrimSpace(n.Value)
}

// Strs are the scalars of the sequence at key in m (a single scalar is
// a list of one).
func Strs(m *yaml.Node, key string) []string {
	return Scalars(Key(m, key))
}

// Scalars are the scalar items of a sequence, or the node itself when it
// is a scalar.
func Scalars(n *yaml.Node) []string {
	n = Deref(n)
	if n == nil {
		return nil
	}
	if n.Kind == yaml.ScalarNode {
		if n.Tag == "!!null" || strings.TrimSpace(n.Value) == "" {
			return nil
		}
		return []string{strings.TrimSpace(n.Value)}
	}
	var out []string
	for _, c := range n.Content {
		if c = Deref(c); c.Kind == yaml.ScalarNode && c.Tag != "!!null" && strings.TrimSpace(c.Value) != "" {
			out = append(out, strings.TrimSpace(c.Value))
		}
	}
	return out
}

// Items are the items of a sequence node (nil for anything else).
func Items(n *yaml.Node) []*yaml.Node {
	n = Deref(n)
	if n == nil || n.Kind != yaml.SequenceNode {
		return nil
	}
	out := make([]*yaml.Node, 0, len(n.Content))
	for _, c := range n.Content {
		out = append(out, Deref(c))
	}
	return out
}

// Pairs are the keys and values of a mapping node, in order.
func Pairs(m *yaml.Node) (keys []string, vals []*yaml.Node) {
	m = Deref(m)
	if m == nil || m.Kind != yaml.MappingNode {
		return nil, nil
	}
	for i := 0; i+1 < len(m.Content); i += 2 {
		keys = append(keys, m.Content[i].Value)
		vals = append(vals, Deref(m.Content[i+1]))
	}
	return keys, vals
}

// Has reports whether the mapping m has every one of keys.
func Has(m *yaml.Node, keys ...string) bool {
	for _, k := range keys {
		if Key(m, k) == nil {
			return false
		}
	}
	return m != nil && m.Kind == yaml.MappingNode
}
