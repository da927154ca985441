package analytics

import (
	"reflect"
	"sync"
	"unsafe"
)

// A report of 100,000 candidates holds some six million small strings
// (titles, venues, organisations, labels), each its own heap object as
// the record's decoder made it. The collector marks every one of them in
// every cycle, and its cost at that size is mostly cache misses on those
// objects, not bytes. packStrings copies a candidate's strings into one
// allocation: the same text, one object to mark instead of dozens, and
// the record's own copies are let go with the record.

// packStrings moves every string k holds (its exported fields, through
// structs, slices and pointers) into one byte array made for it. A slice
// of strings is copied before its strings are moved: it may be the
// record's, which others may read. Maps are left as they are.
func packStrings(k *Candidate) {
	v := reflect.ValueOf(k).Elem()
	n := stringBytes(v)
	if n == 0 {
		return
	}
	p := packer{buf: make([]byte, 0, n)}
	p.move(v)
}

// packer appends strings to buf, made with room for all of them, so that
// an append never moves what earlier strings point at.
type packer struct{ buf []byte }

// put is s copied into the packer's array; s itself when it would not
// fit (it always does: the array is sized by stringBytes).
func (p *packer) put(s string) string {
	if s == "" || len(p.buf)+len(s) > cap(p.buf) {
		return s
	}
	at := len(p.buf)
	p.buf = append(p.buf, s...)
	return unsafe.String(&p.buf[at], len(s))
}

// move puts the strings under v, which is settable, in the array.
func (p *packer) move(v reflect.Value) {
	switch v.Kind() {
	case reflect.String:
		v.SetString(p.put(v.String()))
	case reflect.Pointer:
		if !v.IsNil() {
			p.move(v.Elem())
		}
	case reflect.Struct:
		for _, i := range stringFields(v.Type()) {
			p.move(v.Field(i))
		}
	case reflect.Slice:
		if v.Len() == 0 {
			return
		}
		if v.Type().Elem().Kind() == reflect.String {
			c := reflect.MakeSlice(v.Type(), v.Len(), v.Len())
			reflect.Copy(c, v)
			v.Set(c)
		}
		for i := range v.Len() {
			p.move(v.Index(i))
		}
	case reflect.Array:
		for i := range v.Len() {
			p.move(v.Index(i))
		}
	}
}

// stringBytes is the length of all the strings under v that move moves.
func stringBytes(v reflect.Value) int {
	n := 0
	switch v.Kind() {
	case reflect.String:
		n = v.Len()
	case reflect.Pointer:
		if !v.IsNil() {
			n = stringBytes(v.Elem())
		}
	case reflect.Struct:
		for _, i := range stringFields(v.Type()) {
			n += stringBytes(v.Field(i))
		}
	case reflect.Slice, reflect.Array:
		for i := range v.Len() {
			n += stringBytes(v.Index(i))
		}
	}
	return n
}

var plainString = reflect.TypeFor[string]()

// stringFieldsOf caches stringFields by struct type.
var stringFieldsOf sync.Map // reflect.Type -> []int

// stringFields lists the exported fields of the struct type t that can
// hold strings (strings, and structs, pointers, slices and arrays that
// may hold some; not maps), found once per type.
func stringFields(t reflect.Type) []int {
	if f, ok := stringFieldsOf.Load(t); ok {
		return f.([]int)
	}
	var out []int
	for i := range t.NumField() {
		if f := t.Field(i); f.IsExported() && mayHoldString(f.Type, 0) {
			out = append(out, i)
		}
	}
	stringFieldsOf.Store(t, out)
	return out
}

// mayHoldString reports whether a value of type t can hold a string
// that move reaches (depth bounds a type that holds itself). A string of
// a named type (cv.PubType, cv.AwardStatus, Reason...) is a code of a
// closed vocabulary, the vocabulary's own string (cv's shareVocabulary):
// it is left where it is.
func mayHoldString(t reflect.Type, depth int) bool {
	if depth > 8 {
		return false
	}
	switch t.Kind() {
	case reflect.String:
		return t == plainString
	case reflect.Pointer, reflect.Slice, reflect.Array:
		return mayHoldString(t.Elem(), depth+1)
	case reflect.Struct:
		for i := range t.NumField() {
			if f := t.Field(i); f.IsExported() && mayHoldString(f.Type, depth+1) {
				return true
			}
		}
	}
	return false
}
