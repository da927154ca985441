package parse

import (
	"reflect"
	"testing"
)

// TestA23pLegends holds legends, which finds the marks' lead bytes by
// byte searches, to the rune-at-a-time reading (oldLegends) on every
// sample and corpus line and on fictional lines with the marks in every
// place, next to runes that share their lead bytes; it checks that the
// scan has room for every lead byte.
func TestA23pLegends(t *testing.T) {
	var ll legendLead
	if len(legendLeadBytes) == 0 || len(legendLeadBytes) > len(ll.next) {
		t.Fatalf("%d lead bytes, room for %d", len(legendLeadBytes), len(ll.next))
	}
	lines := []string{"", "*", "**", "+ intern", "# student, * equal contribution", "a*b", "–* equal", "§§ core team",
		"†\xe2\x80 x", "\xe2", "\xc2", "\xc2\xa7 advisee", "Ada Quill⋆, Bo Reyes∗ (∗ equal)", "x – y — z ’ © ⋅ * equal contribution"}
	found := 0
	for _, s := range withCVLines(t, lines) {
		got, want := legends(s), oldLegends(s)
		if !reflect.DeepEqual(got, want) {
			t.Fatalf("legends(%q) = %v, want %v", s, got, want)
		}
		found += len(got)
	}
	if found < 8 {
		t.Fatalf("only %d legends read: the test reads too little", found)
	}
}

// FuzzA23pLegends holds legends to the rune-at-a-time reading on any
// text:
//
//	go test -run '^$' -fuzz FuzzA23pLegends ./cv/parse
func FuzzA23pLegends(f *testing.F) {
	for _, s := range []string{"* equal contribution, † core contributor", "§§ core team", "†\xe2\x80 x", "a*b+c#d"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := legends(s), oldLegends(s); !reflect.DeepEqual(got, want) {
			t.Fatalf("legends(%q) = %v, want %v", s, got, want)
		}
	})
}
