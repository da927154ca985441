package parse

import (
	"math/rand/v2"
	"reflect"
	"testing"

	"github.com/vitae-cv/vitae/cv"
)

// TestRecordValidIsTheWalk holds the quick check to the plain answer
// (invalidStrings, a reflective walk of every exported field) on random
// records: every field that can hold a string filled at random, a few
// strings broken UTF-8, slices of random length, pointers nil or not.
func TestRecordValidIsTheWalk(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 22))
	valid, broken := 0, 0
	for range 3000 {
		c := &cv.CV{}
		fillRandom(rng, reflect.ValueOf(c).Elem(), 0, rng.IntN(2) == 0)
		want := invalidStrings(c) == nil
		if got := recordValid(c); got != want {
			t.Fatalf("recordValid = %v, the walk finds invalid strings %q", got, invalidStrings(c))
		}
		if want {
			valid++
		} else {
			broken++
		}
	}
	if valid < 100 || broken < 100 {
		t.Fatalf("too few of a kind: %d valid, %d broken records", valid, broken)
	}
}

// TestRecordValidWithoutPlan: a type holding a form the plan does not
// cover (an interface, a map) is never vouched for, and one whose only
// broken string is in an unexported field (which the walk does not
// read) is.
func TestRecordValidWithoutPlan(t *testing.T) {
	type withAny struct {
		Name string
		Any  any
	}
	type withMap struct{ M map[string]string }
	type hidden struct {
		Name   string
		hidden string
	}
	if recordValid(&withAny{Name: "ok"}) || recordValid(&withMap{}) {
		t.Error("a type with an interface or a map was vouched for")
	}
	if !recordValid(&hidden{Name: "ok", hidden: "\xff"}) {
		t.Error("an unexported field was read")
	}
	if recordValid(&hidden{Name: "\xff"}) {
		t.Error("a broken exported string was passed")
	}
}

// fillRandom fills v with random values: strings of fictional words,
// one in sixty broken when breaks, slices of up to three elements, pointers set
// half the time.
func fillRandom(rng *rand.Rand, v reflect.Value, depth int, breaks bool) {
	switch v.Kind() {
	case reflect.String:
		words := []string{"", "Ada", "Quill", "Déjà", "“Vu”", "2031"}
		s := words[rng.IntN(len(words))]
		if breaks && rng.IntN(60) == 0 {
			s += []string{"\xff", "\xe2\x80", "\xc3"}[rng.IntN(3)]
		}
		v.SetString(s)
	case reflect.Int, reflect.Int64:
		v.SetInt(int64(rng.IntN(3000)))
	case reflect.Bool:
		v.SetBool(rng.IntN(2) == 0)
	case reflect.Pointer:
		if depth < 4 && rng.IntN(2) == 0 {
			p := reflect.New(v.Type().Elem())
			fillRandom(rng, p.Elem(), depth+1, breaks)
			v.Set(p)
		}
	case reflect.Struct:
		for i := 0; i < v.NumField(); i++ {
			if v.Type().Field(i).IsExported() {
				fillRandom(rng, v.Field(i), depth+1, breaks)
			}
		}
	case reflect.Slice:
		if n := rng.IntN(4); depth < 4 && n > 0 {
			s := reflect.MakeSlice(v.Type(), n, n)
			for i := range n {
				fillRandom(rng, s.Index(i), depth+1, breaks)
			}
			v.Set(s)
		}
	}
}
