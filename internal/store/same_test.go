package store

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/cv/inputs"
)

// sampleRecords parses testdata's CVs (every format) into records, as
// the cache is handed them.
func sampleRecords(t testing.TB) []*cv.CV {
	t.Helper()
	dirs := []string{filepath.Join(repo, "testdata", "cvs"), filepath.Join(repo, "testdata", "formats")}
	c := (&inputs.Files{Paths: dirs}).Collect(nil)
	if len(c.Failed) > 0 || len(c.CVs) < 14 {
		t.Fatalf("%d records, %d failed", len(c.CVs), len(c.Failed))
	}
	return c.CVs
}

// copyOf is c read back from its JSON: a record equal to c with none of
// its memory.
func copyOf(t *testing.T, c *cv.CV) *cv.CV {
	t.Helper()
	data, err := encode(c)
	if err != nil {
		t.Fatal(err)
	}
	back, err := decode(c.Source, data, cv.RecordOptions{})
	if err != nil {
		t.Fatal(err)
	}
	return back
}

// TestSameJSONAgreesWithEncoding: over the records of testdata and
// thousands of random one-field changes to them, sameJSON is true for
// every record and the record read back from its JSON, never true where
// the two encodings differ, and false for every change that shows in the
// JSON; it may be false where the JSON does not show a change (a date's
// month without its year), but rarely.
func TestSameJSONAgreesWithEncoding(t *testing.T) {
	rng := rand.New(rand.NewPCG(28, 5))
	changes, stricter := 0, 0
	for _, c := range sampleRecords(t) {
		back := copyOf(t, c)
		if !sameJSON(reflect.ValueOf(c).Elem(), reflect.ValueOf(back).Elem()) {
			t.Fatalf("%s: not the same as itself read back", c.Source)
		}
		for range 200 {
			changed := copyOf(t, c)
			what := mutate(rng, reflect.ValueOf(changed).Elem())
			a, _ := encode(c)
			b, _ := encode(changed)
			got := sameJSON(reflect.ValueOf(c).Elem(), reflect.ValueOf(changed).Elem())
			switch {
			case got && !bytes.Equal(a, b):
				t.Fatalf("%s: %s: sameJSON true, encodings differ", c.Source, what)
			case !got && bytes.Equal(a, b):
				stricter++ // a change the JSON does not show (a month without a year)
			case !got:
				changes++
			}
		}
	}
	t.Logf("%d changes showed in the JSON and were told apart; %d did not show and were told apart too", changes, stricter)
	if changes < 1000 || stricter > changes/20 {
		t.Errorf("%d changes showed; %d that did not show were told apart", changes, stricter)
	}
}

// mutate changes one value found by a random walk down v (settable):
// a string, number or flag, a list emptied, made nil or cut, a pointer
// set to nil. It says what it changed.
func mutate(rng *rand.Rand, v reflect.Value) string {
	return mutateWith(rng, v, func(rng *rand.Rand, s string) string {
		return []string{"", "x", strings.ToUpper(s), s + " "}[rng.IntN(4)]
	})
}

// mutateWith is mutate, with text(rng, s) the new text of a string s.
func mutateWith(rng *rand.Rand, v reflect.Value, text func(*rand.Rand, string) string) string {
	path := ""
	for {
		switch v.Kind() {
		case reflect.Struct:
			i := rng.IntN(v.NumField())
			if !v.Type().Field(i).IsExported() {
				return path + ": nothing"
			}
			path += "." + v.Type().Field(i).Name
			v = v.Field(i)
			continue
		case reflect.Pointer:
			if v.IsNil() || rng.IntN(3) == 0 {
				v.SetZero()
				return path + " = nil"
			}
			v = v.Elem()
			continue
		case reflect.Slice:
			switch {
			case v.Len() > 0 && rng.IntN(3) > 0:
				i := rng.IntN(v.Len())
				path += fmt.Sprintf("[%d]", i)
				v = v.Index(i)
				continue
			case rng.IntN(2) == 0:
				v.Set(reflect.MakeSlice(v.Type(), 0, 0))
				return path + " = []"
			case v.Len() > 1:
				v.SetLen(v.Len() - 1)
				return path + " cut"
			}
			v.SetZero()
			return path + " = nil"
		case reflect.String:
			s := text(rng, v.String())
			v.SetString(s)
			return fmt.Sprintf("%s = %q", path, s)
		case reflect.Int:
			v.SetInt([]int64{0, 1, v.Int() + 1}[rng.IntN(3)])
			return fmt.Sprintf("%s = %d", path, v.Int())
		case reflect.Bool:
			v.SetBool(!v.Bool())
			return fmt.Sprintf("%s = %v", path, v.Bool())
		}
		return path + ": nothing"
	}
}

// TestSameJSONOmitted: fields left out of both encodings are the same
// whatever they hold; nil and empty lists that the JSON always carries
// differ (null against []).
func TestSameJSONOmitted(t *testing.T) {
	type inner struct {
		A string `json:"a,omitempty"`
		B int    `json:"-"`
		c int
	}
	type rec struct {
		List  []string `json:"list"`
		Opt   []string `json:"opt,omitempty"`
		Date  cv.Date  `json:"date,omitzero"`
		In    *inner   `json:"in,omitempty"`
		Inner inner    `json:"inner"`
	}
	for _, tc := range []struct {
		a, b rec
		want bool
	}{
		{rec{List: []string{}}, rec{List: []string{}}, true},
		{rec{List: nil}, rec{List: []string{}}, false},
		{rec{List: []string{}, Opt: nil}, rec{List: []string{}, Opt: []string{}}, true},
		{rec{List: []string{}, Inner: inner{B: 1, c: 2}}, rec{List: []string{}}, true},
		{rec{List: []string{}, Date: cv.Date{Year: 2020}}, rec{List: []string{}}, false},
		{rec{List: []string{}, In: &inner{}}, rec{List: []string{}}, false},
		{rec{List: []string{}, In: &inner{A: "x"}}, rec{List: []string{}, In: &inner{A: "x", B: 3}}, true},
	} {
		if got := sameJSON(reflect.ValueOf(tc.a), reflect.ValueOf(tc.b)); got != tc.want {
			t.Errorf("%+v and %+v: %v, want %v", tc.a, tc.b, got, tc.want)
		}
		a, _ := jsonOf(tc.a)
		b, _ := jsonOf(tc.b)
		if tc.want && a != b {
			t.Errorf("the test is wrong: %s and %s", a, b)
		}
	}
}

func jsonOf(v any) (string, error) {
	var buf bytes.Buffer
	err := json.NewEncoder(&buf).Encode(v)
	return buf.String(), err
}

// encode is c as one JSON line, as cv.WriteJSONL writes it.
func encode(c *cv.CV) ([]byte, error) {
	var buf bytes.Buffer
	err := cv.WriteJSONL(&buf, []*cv.CV{c})
	return buf.Bytes(), err
}

// sameJSON says whether a and b, two values of one type, encode to the
// same JSON (encoding/json, as cv.WriteJSONL writes records), by
// comparing their fields as the encoder sees them instead of encoding
// either: fields the encoder skips (unexported, tagged "-") are not
// compared, and a field left out by omitempty or omitzero on both sides
// is equal whatever it holds. It is never true where the encodings
// differ; it may be false where they agree (two strings with different
// invalid UTF-8, which both encode as U+FFFD; a value of a kind no record
// holds, such as a map). Put checked records with it before keep; the
// tests keep it as a second, independent view of the encoding.
func sameJSON(a, b reflect.Value) bool {
	if a.Type() != b.Type() {
		return false
	}
	return same(typeInfoOf(a.Type()), a, b)
}

// same is sameJSON for two values of the type ti describes.
func same(ti *typeInfo, a, b reflect.Value) bool {
	if ti.own {
		// its own MarshalJSON or MarshalText (cv.Date): equal values
		// encode alike; values that cannot be compared are not the same
		return ti.comparable && a.Equal(b)
	}
	switch ti.kind {
	case reflect.Struct:
		return !ti.opaque && sameFields(ti.fields, a, b)
	case reflect.Slice:
		if a.IsNil() != b.IsNil() || a.Len() != b.Len() {
			return false // nil is null, an empty slice []
		}
		for i := range a.Len() {
			if !same(ti.elem, a.Index(i), b.Index(i)) {
				return false
			}
		}
		return true
	case reflect.Pointer:
		if a.IsNil() || b.IsNil() {
			return a.IsNil() == b.IsNil()
		}
		return same(ti.elem, a.Elem(), b.Elem())
	case reflect.String:
		return a.String() == b.String()
	case reflect.Bool:
		return a.Bool() == b.Bool()
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return a.Int() == b.Int()
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return a.Uint() == b.Uint()
	case reflect.Float32, reflect.Float64:
		return a.Float() == b.Float()
	}
	return false
}

// sameFields compares two structs field by field: a field is the same
// when it is left out of both encodings, or written in both and the
// same.
func sameFields(fields []jsonField, a, b reflect.Value) bool {
	for _, f := range fields {
		fa, fb := a.Field(f.index), b.Field(f.index)
		eq := same(f.info, fa, fb)
		switch {
		case !f.omitEmpty && !f.omitZero:
			if !eq {
				return false
			}
		case eq:
			// equal values are both empty or both not; both zero or
			// both not where equal means equal in every part
			if f.omitZero && !f.info.zeroSafe && f.omitted(fa) != f.omitted(fb) {
				return false
			}
		case !f.omitted(fa) || !f.omitted(fb):
			return false
		}
	}
	return true
}
