package parse

import (
	"reflect"
	"sync"
	"unicode/utf8"
	"unsafe"
)

// The UTF-8 guard's quick check. Nearly every record is valid UTF-8
// through and through, and the reflective walk (utf8guard.go), which
// names what it repairs, spends most of its time on reflection, not on
// the strings. recordValid reads the same strings (those of exported
// fields, the walk's) where they lie in memory, by a plan made once per
// type (guardPlan) of the offsets of a struct's strings, string lists and
// nested structs; only a record it cannot vouch for is walked. The plan
// covers the forms the record is made of (strings, []string, structs and
// pointers to and slices of them, with string kinds of their own); a
// type holding any other form that can hold a string (an interface, a
// map, an array) has no plan, and its record is always walked.

// guardPlan is where the strings of one struct type lie.
type guardPlan struct {
	ok     bool          // every field the walk reads is of a form below
	strs   []uintptr     // offsets of string fields
	lists  []uintptr     // offsets of []string fields
	nested []nestedField // struct, *struct and []struct fields
}

// nestedField is a field of a struct form: the struct inline, a pointer
// to one, or a slice of them (size: the element's size).
type nestedField struct {
	off  uintptr
	form nestedForm
	size uintptr
	plan *guardPlan
}

type nestedForm uint8

const (
	inlineStruct nestedForm = iota
	pointerStruct
	sliceStruct
)

// guardPlans caches planOf by type.
var guardPlans sync.Map // reflect.Type → *guardPlan

// planOf is the plan of the struct type t, made on first use.
func planOf(t reflect.Type) *guardPlan {
	if p, ok := guardPlans.Load(t); ok {
		return p.(*guardPlan)
	}
	p := makePlan(t, map[reflect.Type]bool{})
	guardPlans.Store(t, p)
	return p
}

// makePlan makes the plan of the struct type t; making lists the types
// whose plan is being made, so that a type that holds itself gets none.
func makePlan(t reflect.Type, making map[reflect.Type]bool) *guardPlan {
	if making[t] {
		return &guardPlan{}
	}
	making[t] = true
	defer delete(making, t)
	p := &guardPlan{ok: true}
	for _, gf := range structFields(t) { // the walk's fields
		f := t.Field(gf.index)
		if !p.add(f.Offset, f.Type, making) {
			return &guardPlan{}
		}
	}
	return p
}

// add places the field of type ft at offset off in p, false when it is of
// a form the plan does not cover.
func (p *guardPlan) add(off uintptr, ft reflect.Type, making map[reflect.Type]bool) bool {
	switch {
	case ft.Kind() == reflect.String:
		p.strs = append(p.strs, off)
		return true
	case ft.Kind() == reflect.Slice && ft.Elem().Kind() == reflect.String:
		p.lists = append(p.lists, off)
		return true
	}
	n := nestedField{off: off}
	var st reflect.Type
	switch ft.Kind() {
	case reflect.Struct:
		n.form, st = inlineStruct, ft
	case reflect.Pointer:
		n.form, st = pointerStruct, ft.Elem()
	case reflect.Slice:
		n.form, st, n.size = sliceStruct, ft.Elem(), ft.Elem().Size()
	default:
		return false
	}
	if st.Kind() != reflect.Struct {
		return false
	}
	if n.plan = makePlan(st, making); !n.plan.ok {
		return false
	}
	p.nested = append(p.nested, n)
	return true
}

// recordValid reports whether every string the walk would read in *v (a
// struct) is valid UTF-8, by v's type's plan; false also when the type
// has no plan.
func recordValid[T any](v *T) bool {
	p := planOf(reflect.TypeFor[T]())
	return p.ok && p.valid(unsafe.Pointer(v))
}

// valid reports whether the strings of the struct at base, laid out by
// p, are valid UTF-8.
func (p *guardPlan) valid(base unsafe.Pointer) bool {
	for _, off := range p.strs {
		if !utf8.ValidString(*(*string)(unsafe.Add(base, off))) {
			return false
		}
	}
	for _, off := range p.lists {
		for _, s := range *(*[]string)(unsafe.Add(base, off)) {
			if !utf8.ValidString(s) {
				return false
			}
		}
	}
	for _, n := range p.nested {
		if !n.valid(unsafe.Add(base, n.off)) {
			return false
		}
	}
	return true
}

// valid reports whether the strings of the nested field at at are
// valid UTF-8.
func (n nestedField) valid(at unsafe.Pointer) bool {
	switch n.form {
	case inlineStruct:
		return n.plan.valid(at)
	case pointerStruct:
		q := *(*unsafe.Pointer)(at)
		return q == nil || n.plan.valid(q)
	}
	// a slice's elements lie one after the other from its first
	h := (*sliceHeader)(at)
	for i := range h.len {
		if !n.plan.valid(unsafe.Add(h.data, uintptr(i)*n.size)) {
			return false
		}
	}
	return true
}

// sliceHeader is how a slice of any element type is laid out.
type sliceHeader struct {
	data     unsafe.Pointer
	len, cap int
}
