package store

import (
	"encoding"
	"encoding/json"
	"reflect"
	"strings"
	"sync"
)

// typeInfo is what appendJSON (and sameJSON, in the tests) needs to
// know of a type, found once.
type typeInfo struct {
	kind reflect.Kind
	own  bool // it encodes itself (MarshalJSON, MarshalText)
	// decodesItself says that it decodes itself (UnmarshalJSON,
	// UnmarshalText), as cv.PubStatus does (see readsBack).
	decodesItself bool
	comparable    bool
	// zeroSafe says that two values same says are the same are equal in
	// every part, so both zero or both not (omitzero).
	zeroSafe bool
	elem     *typeInfo   // a slice's elements, a pointer's target
	fields   []jsonField // a struct's fields the encoder writes
	// opaque says that a struct embeds an unexported type, whose fields
	// the encoder writes but reflection cannot read: never the same.
	opaque bool
	// unwritable says that appendJSON does not write a struct as
	// encoding/json does: it embeds a type (whose fields encoding/json
	// writes as its own), or a field's name or options are more than a
	// plain name and omitempty or omitzero.
	unwritable bool
}

// jsonField is a struct field the JSON encoder writes.
type jsonField struct {
	index               int
	info                *typeInfo
	omitEmpty, omitZero bool
	key                 string // its name quoted and a colon, as written: "name":
}

// omitted says whether the encoder leaves out the field holding v.
func (f jsonField) omitted(v reflect.Value) bool {
	if f.omitEmpty && isEmpty(v) {
		return true
	}
	if !f.omitZero {
		return false
	}
	if v.Kind() == reflect.Struct && v.CanAddr() {
		// through a pointer: no copy of the value in an interface
		if z, ok := v.Addr().Interface().(interface{ IsZero() bool }); ok {
			return z.IsZero()
		}
	} else if z, ok := v.Interface().(interface{ IsZero() bool }); ok {
		return z.IsZero()
	}
	return v.IsZero()
}

// isEmpty is encoding/json's "empty value" of omitempty.
func isEmpty(v reflect.Value) bool {
	switch v.Kind() {
	case reflect.Array, reflect.Map, reflect.Slice, reflect.String:
		return v.Len() == 0
	case reflect.Bool, reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr,
		reflect.Float32, reflect.Float64, reflect.Interface, reflect.Pointer:
		return v.IsZero()
	}
	return false
}

// typeInfos caches typeInfoOf; building holds the types being described
// (a type may hold itself through a pointer or a slice) while buildMu is
// held.
var (
	typeInfos sync.Map // reflect.Type -> *typeInfo
	buildMu   sync.Mutex
	building  = map[reflect.Type]*typeInfo{}
)

// typeInfoOf describes t, once per type.
func typeInfoOf(t reflect.Type) *typeInfo {
	if ti, ok := typeInfos.Load(t); ok {
		return ti.(*typeInfo)
	}
	buildMu.Lock()
	defer buildMu.Unlock()
	ti := describe(t)
	for bt, bi := range building {
		typeInfos.Store(bt, bi)
	}
	clear(building)
	return ti
}

// describe builds the typeInfo of t and of the types it holds; buildMu
// is held.
func describe(t reflect.Type) *typeInfo {
	if ti, ok := typeInfos.Load(t); ok {
		return ti.(*typeInfo)
	}
	if ti, ok := building[t]; ok {
		return ti
	}
	ti := &typeInfo{kind: t.Kind(), own: hasOwnEncoding(t), decodesItself: hasOwnDecoding(t), comparable: t.Comparable()}
	building[t] = ti
	switch {
	case ti.own:
		ti.zeroSafe = ti.comparable
	case ti.kind == reflect.Struct:
		ti.fields, ti.opaque, ti.unwritable = jsonFields(t)
	case ti.kind == reflect.Slice, ti.kind == reflect.Pointer:
		ti.elem = describe(t.Elem())
	default:
		ti.zeroSafe = ti.kind >= reflect.Bool && ti.kind <= reflect.Float64 || ti.kind == reflect.String
	}
	return ti
}

// jsonFields lists the fields of the struct type t that the encoder
// writes, with their omit options and keys; opaque is true when t embeds
// an unexported type, unwritable when appendJSON cannot write t (see
// typeInfo). buildMu is held.
func jsonFields(t reflect.Type) (out []jsonField, opaque, unwritable bool) {
	for i := range t.NumField() {
		sf := t.Field(i)
		tag := sf.Tag.Get("json")
		if tag == "-" {
			continue
		}
		if !sf.IsExported() {
			opaque = opaque || sf.Anonymous
			continue
		}
		f := jsonField{index: i, info: describe(sf.Type)}
		name, opts, _ := strings.Cut(tag, ",")
		if name == "" {
			name = sf.Name
		}
		unwritable = unwritable || sf.Anonymous || !plainName(name)
		f.key = `"` + name + `":`
		if opts != "" && !sf.Anonymous {
			for o := range strings.SplitSeq(opts, ",") {
				f.omitEmpty = f.omitEmpty || o == "omitempty"
				f.omitZero = f.omitZero || o == "omitzero"
				unwritable = unwritable || o != "omitempty" && o != "omitzero"
			}
		}
		out = append(out, f)
	}
	return out, opaque, unwritable
}

// plainName says whether name is ASCII letters, digits and underscores:
// a JSON key written as it is, which encoding/json takes as it is.
func plainName(name string) bool {
	for i := 0; i < len(name); i++ {
		c := name[i]
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_') {
			return false
		}
	}
	return name != ""
}

var (
	jsonMarshaler   = reflect.TypeFor[json.Marshaler]()
	textMarshaler   = reflect.TypeFor[encoding.TextMarshaler]()
	jsonUnmarshaler = reflect.TypeFor[json.Unmarshaler]()
	textUnmarshaler = reflect.TypeFor[encoding.TextUnmarshaler]()
)

// hasOwnEncoding says whether values of t (or pointers to them) encode
// themselves.
func hasOwnEncoding(t reflect.Type) bool {
	p := reflect.PointerTo(t)
	return t.Implements(jsonMarshaler) || t.Implements(textMarshaler) || p.Implements(jsonMarshaler) || p.Implements(textMarshaler)
}

// hasOwnDecoding says whether values of t (or pointers to them) decode
// themselves.
func hasOwnDecoding(t reflect.Type) bool {
	p := reflect.PointerTo(t)
	return t.Implements(jsonUnmarshaler) || t.Implements(textUnmarshaler) || p.Implements(jsonUnmarshaler) || p.Implements(textUnmarshaler)
}
