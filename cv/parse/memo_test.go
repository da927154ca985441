package parse

import (
	"reflect"
	"testing"
)

// TestMemoAgrees holds the memo's answers equal to the functions it
// remembers, asked twice (computed, then remembered) on every sample and
// corpus line, and checks that a caller changing the names it got does not
// change what the next caller gets.
func TestMemoAgrees(t *testing.T) {
	m := newMemo()
	lines := guardLines("Ada Quill, Bo Reyes and Cy Tan. A Title. In Proc. X, 2021.", "May 2019 – now", "2020")
	for round := 0; round < 2; round++ {
		for _, s := range lines {
			if got, want := m.findDates(s), findDates(s); !reflect.DeepEqual(got, want) && (len(got) > 0 || len(want) > 0) {
				t.Fatalf("findDates(%q): memo %v, direct %v", s, got, want)
			}
			n, e := m.authorPrefix(s)
			if wn, we := authorPrefix(s); n != wn || e != we {
				t.Fatalf("authorPrefix(%q): memo %d,%d, direct %d,%d", s, n, e, wn, we)
			}
			names, cut := m.splitAuthorList(s)
			wnames, wcut := splitAuthorList(s)
			if !reflect.DeepEqual(names, wnames) || cut != wcut {
				t.Fatalf("splitAuthorList(%q): memo %q %v, direct %q %v", s, names, cut, wnames, wcut)
			}
			for i := range names {
				names[i] = "changed by a caller"
			}
			k, ok := m.classify(s)
			if wk, wok := classify(s); k != wk || ok != wok {
				t.Fatalf("classify(%q): memo %v %v, direct %v %v", s, k, ok, wk, wok)
			}
			d, rest, ok := m.dateLine(s)
			if wd, wrest, wok := dateLine(s); d != wd || rest != wrest || ok != wok {
				t.Fatalf("dateLine(%q): memo differs", s)
			}
		}
	}
	if len(m.dates) == 0 || len(m.prefix) == 0 || len(m.authors) == 0 || len(m.kinds) == 0 {
		t.Fatal("the memo remembered nothing")
	}
}

// TestMemoNil checks that a nil memo (lines made outside a parse) answers
// without remembering.
func TestMemoNil(t *testing.T) {
	var m *memo
	if ds := m.findDates("2019 – 2021"); len(ds) != 1 || !ds[0].isRange {
		t.Fatalf("nil memo findDates: %v", ds)
	}
	if n, _ := m.authorPrefix("Ada Quill, Bo Reyes. A Title."); n != 2 {
		t.Fatalf("nil memo authorPrefix: %d names", n)
	}
}
