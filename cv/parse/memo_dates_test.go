package parse

import (
	"reflect"
	"testing"
)

// TestMemoDateReaders holds the readers that ask the memo for a line's
// dates (cutDateIn, eduDateOf, posFields) to their answers with no memo,
// on fictional lines and every sample and corpus line, each asked twice
// (the dates found, then remembered).
func TestMemoDateReaders(t *testing.T) {
	lines := withCVLines(t, []string{"Kite Engineer, Lantern Works, May 2031 – present", "B.Sc. in Wind Science, 2029",
		"2031–", "Harbour Institute (2028 – 2031)", "present", "Quill Labs | Sept. 2030-", ""})
	m := newMemo()
	for round := range 2 {
		for _, s := range lines {
			r1, d1, o1 := cutDateIn(m, s)
			r2, d2, o2 := cutDate(s)
			if r1 != r2 || !reflect.DeepEqual(d1, d2) || o1 != o2 {
				t.Fatalf("round %d: cutDateIn(%q) = %q %v %v, without a memo %q %v %v", round, s, r1, d1, o1, r2, d2, o2)
			}
			e1, t1 := eduDateOf(m, s)
			e2, t2 := eduDateOf(nil, s)
			if t1 != t2 || !reflect.DeepEqual(e1, e2) {
				t.Fatalf("round %d: eduDateOf(%q) = %v %q, without a memo %v %q", round, s, e1, t1, e2, t2)
			}
			if f1, f2 := posFields(m, s, round == 1), posFields(nil, s, round == 1); !reflect.DeepEqual(f1, f2) {
				t.Fatalf("round %d: posFields(%q) = %+v, without a memo %+v", round, s, f1, f2)
			}
		}
	}
}
