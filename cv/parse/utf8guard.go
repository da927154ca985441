package parse

import (
	"fmt"
	"reflect"
	"strconv"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/vitae-cv/vitae/cv"
)

// cutBytes returns s cut to at most n bytes, never inside a UTF-8
// character: a cut that would fall inside one backs off to its first
// byte ("… Pipelines”" cut at a byte of ” keeps "… Pipelines"). Fields
// are bounded by bytes (bounded work, bounded records); the cut must not
// make a valid string invalid.
func cutBytes(s string, n int) string {
	if len(s) <= n {
		return s
	}
	if n <= 0 {
		return ""
	}
	for i := n; i >= 0 && i > n-utf8.UTFMax; i-- {
		if utf8.RuneStart(s[i]) {
			return s[:i]
		}
	}
	return s[:n] // not UTF-8 around the cut: the guard below repairs it
}

// repairUTF8 makes every string of c valid UTF-8, replacing each
// invalid byte sequence with U+FFFD, and warns once for each string it
// repaired, naming the field as the JSON record names it
// ("internal: invalid UTF-8 repaired in publications[3].venue_raw").
//
// The input of a parse is valid UTF-8 (Decode makes it so), so an
// invalid string in the record is a pass's defect: a string cut inside a
// character, or sliced at an offset computed on another string whose
// byte lengths differ (a lower-cased or normalised copy). The guard
// keeps such a defect harmless (a record written as JSON, compared or
// shown stays well formed) and visible (the warning), in one place at
// the end of the parse. It walks the record's exported fields by
// reflection so that a field added later is covered without a change
// here; the walk does no allocation unless it finds something to repair.
func repairUTF8(c *cv.CV) {
	if c == nil || recordValid(c) { // utf8guard_plan.go: the quick check
		return
	}
	var buf [8]pathStep
	g := utf8Guard{path: buf[:0]}
	g.walk(reflect.ValueOf(c).Elem())
	for _, field := range g.repaired {
		c.Warnings = append(c.Warnings, cv.Warning{Message: "internal: invalid UTF-8 repaired in " + field})
	}
}

// utf8Guard is one walk of a record: the path to the value being
// walked, and the fields repaired so far.
type utf8Guard struct {
	path     []pathStep
	repaired []string
}

// pathStep is one step of the path to a value: a struct field by its
// JSON name, or an element of a slice (index >= 0).
type pathStep struct {
	name  string
	index int
}

// walk repairs every string reachable from v.
func (g *utf8Guard) walk(v reflect.Value) {
	switch v.Kind() {
	case reflect.String:
		g.repairString(v)
	case reflect.Pointer, reflect.Interface:
		if !v.IsNil() {
			g.walk(v.Elem())
		}
	case reflect.Struct:
		g.walkStruct(v)
	case reflect.Slice, reflect.Array:
		if !holdsStrings(v.Type().Elem()) {
			return
		}
		str := v.Type().Elem().Kind() == reflect.String
		for i := 0; i < v.Len(); i++ {
			if str && utf8.ValidString(v.Index(i).String()) {
				continue
			}
			g.path = append(g.path, pathStep{index: i})
			g.walk(v.Index(i))
			g.path = g.path[:len(g.path)-1]
		}
	case reflect.Map:
		g.walkMap(v)
	}
}

// walkStruct walks the exported fields of the struct v that can hold a
// string.
func (g *utf8Guard) walkStruct(v reflect.Value) {
	for _, f := range structFields(v.Type()) {
		fv := v.Field(f.index)
		if fv.Kind() == reflect.String && utf8.ValidString(fv.String()) {
			continue // the common case, without a step on the path
		}
		g.path = append(g.path, pathStep{name: f.name, index: -1})
		g.walk(fv)
		g.path = g.path[:len(g.path)-1]
	}
}

// guardField is an exported field of a struct that can hold a string:
// its index and its JSON name.
type guardField struct {
	index int
	name  string
}

// guardFields caches structFields by type: reading a type's fields by
// reflection allocates, and a record has few types and many values.
var guardFields sync.Map // reflect.Type → []guardField

// structFields is the exported fields of the struct type t that can hold
// a string, in order.
func structFields(t reflect.Type) []guardField {
	if fs, ok := guardFields.Load(t); ok {
		return fs.([]guardField)
	}
	var fs []guardField
	for i := 0; i < t.NumField(); i++ {
		if f := t.Field(i); f.IsExported() && holdsStrings(f.Type) {
			fs = append(fs, guardField{index: i, name: jsonName(f)})
		}
	}
	guardFields.Store(t, fs)
	return fs
}

// holdsStrings reports whether a value of type t can hold a string: a
// number or a bool cannot (a recursive type is taken to).
func holdsStrings(t reflect.Type) bool {
	switch t.Kind() {
	case reflect.String, reflect.Struct, reflect.Interface, reflect.Map:
		return true
	case reflect.Pointer, reflect.Slice, reflect.Array:
		return holdsStrings(t.Elem())
	}
	return false
}

// walkMap repairs the string values of the map v (the record has no
// maps today; a key is left alone, as it cannot be set in place).
func (g *utf8Guard) walkMap(v reflect.Value) {
	if v.Type().Elem().Kind() != reflect.String {
		return
	}
	for _, k := range v.MapKeys() {
		s := v.MapIndex(k).String()
		if !utf8.ValidString(s) {
			v.SetMapIndex(k, reflect.ValueOf(strings.ToValidUTF8(s, "\uFFFD")).Convert(v.Type().Elem()))
			g.repaired = append(g.repaired, g.name()+"["+fmt.Sprint(k.Interface())+"]")
		}
	}
}

// repairString repairs the string v when it is not valid UTF-8.
func (g *utf8Guard) repairString(v reflect.Value) {
	s := v.String()
	if utf8.ValidString(s) || !v.CanSet() {
		return
	}
	v.SetString(strings.ToValidUTF8(s, "\uFFFD"))
	g.repaired = append(g.repaired, g.name())
}

// name is the current path as the JSON record names it:
// "publications[3].venue_raw", "contact.emails[0]".
func (g *utf8Guard) name() string {
	var b strings.Builder
	for _, s := range g.path {
		if s.index >= 0 {
			b.WriteString("[" + strconv.Itoa(s.index) + "]")
			continue
		}
		if b.Len() > 0 {
			b.WriteByte('.')
		}
		b.WriteString(s.name)
	}
	return b.String()
}

// jsonName is the name the JSON record gives the field f.
func jsonName(f reflect.StructField) string {
	name, _, _ := strings.Cut(f.Tag.Get("json"), ",")
	if name == "" || name == "-" {
		return f.Name
	}
	return name
}
