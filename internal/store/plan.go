package store

import (
	"crypto/sha256"
	"encoding/hex"
	"reflect"
	"strconv"
	"strings"
	"sync"

	"github.com/vitae-cv/vitae/cv"
)

// appendRecord is appendJSON for a whole record: the code generated for
// cv.CV's types (keep_gen.go: appendJSON's walk written out field by
// field through a recordWriter, no reflection per field: 40 % less CPU,
// BenchmarkAppendRecord) when the types are still those it was
// generated from, else appendJSON itself. The two agree byte for byte
// and on whether a record reads back (TestGeneratedAgreesWithWalk);
// TestGeneratedIsCurrent fails when keep_gen.go is not what the types
// give now, with a diff (go test ./internal/store -run
// TestGeneratedIsCurrent -update rewrites it).
func appendRecord(dst []byte, c *cv.CV) ([]byte, bool) {
	if generatedCurrent() {
		return appendGenCV(dst, c)
	}
	return appendJSON(dst, typeInfoOf(reflect.TypeFor[cv.CV]()), reflect.ValueOf(c).Elem())
}

// generatedCurrent says whether cv.CV's types are those keep_gen.go was
// generated from, found once.
var generatedCurrent = sync.OnceValue(func() bool {
	return typesFingerprint(reflect.TypeFor[cv.CV]()) == generatedFingerprint
})

// typesFingerprint is the hex SHA-256 of typesDescription(t).
func typesFingerprint(t reflect.Type) string {
	sum := sha256.Sum256([]byte(typesDescription(t)))
	return hex.EncodeToString(sum[:])
}

// typesDescription describes t and the types it holds as far as
// appendJSON's walk depends on them: each type's name, kind and whether
// it encodes, decodes or tests itself for zero; each struct's fields
// with their types and tags. Structs are described once each, in the
// order the walk first meets them.
func typesDescription(t reflect.Type) string {
	var b strings.Builder
	seen := map[reflect.Type]bool{}
	var walk func(t reflect.Type)
	walk = func(t reflect.Type) {
		if seen[t] {
			return
		}
		seen[t] = true
		ti := typeInfoOf(t)
		b.WriteString(t.PkgPath() + "." + t.String() + " " + t.Kind().String())
		b.WriteString(" own=" + strconv.FormatBool(ti.own) + " decodes=" + strconv.FormatBool(ti.decodesItself))
		b.WriteString(" iszero=" + strconv.FormatBool(hasIsZero(t)) + "\n")
		switch t.Kind() {
		case reflect.Struct:
			for i := range t.NumField() {
				f := t.Field(i)
				b.WriteString("\t" + f.Name + " " + f.Type.String() + " " + strconv.Quote(string(f.Tag)) + " exported=" + strconv.FormatBool(f.IsExported()) + " embedded=" + strconv.FormatBool(f.Anonymous) + "\n")
			}
			for i := range t.NumField() {
				walk(t.Field(i).Type)
			}
		case reflect.Slice, reflect.Pointer, reflect.Array, reflect.Map:
			walk(t.Elem())
		}
	}
	walk(t)
	return b.String()
}

// hasIsZero says whether t or *t has the method IsZero() bool, which
// omitzero calls.
func hasIsZero(t reflect.Type) bool {
	isZero := reflect.TypeFor[interface{ IsZero() bool }]()
	return t.Implements(isZero) || reflect.PointerTo(t).Implements(isZero)
}
