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

// TestUpdatedDateGuard holds updatedDate, which skips ASCII text with no
// year, equal to the scan it guards on crafted, sample and corpus lines.
func TestUpdatedDateGuard(t *testing.T) {
	found := 0
	for _, s := range guardLines("Last updated: March 2024", "updated 2019", "Updated:2019", "updated x2019", "updated12019",
		"Last updated 12 Mar 2024", "updated – May '21", "Updated: 03/2024", "updated İ 2020", "last update: 2021-03") {
		d, ok := updatedDate(s)
		wd, wok := updatedDateScan(s)
		if d != wd || ok != wok {
			t.Errorf("updatedDate(%q) = %v %v, scan %v %v", s, d, ok, wd, wok)
		}
		if ok {
			found++
		}
	}
	if found < 3 {
		t.Fatalf("only %d updated lines: the test proves little", found)
	}
}

func FuzzUpdatedDateGuard(f *testing.F) {
	f.Add("Last updated: March 2024")
	f.Add("updated 2019")
	f.Fuzz(func(t *testing.T, s string) {
		d, ok := updatedDate(s)
		if wd, wok := updatedDateScan(s); d != wd || ok != wok {
			t.Fatalf("updatedDate(%q) = %v %v, scan %v %v", s, d, ok, wd, wok)
		}
	})
}

// TestUpdatedDateLengthChange: text whose lower-case form is longer
// (invalid UTF-8, "İ") once made updatedDate slice past its end, and
// Parse panic (found by FuzzUpdatedDateGuard).
func TestUpdatedDateLengthChange(t *testing.T) {
	for _, s := range []string{"\xb0updAted", "\xb0\xb0 updated 2020", "İİİİ updated: 2020"} {
		updatedDate(s)
		if _, err := Parse("x.txt", []byte("Ada Quill\n"+s+"\n"), Options{}); err != nil {
			t.Fatal(err)
		}
	}
}

// TestOwnerIsForgets checks that ownerIs answers for the owner as it
// stands: a form added after a "no" turns it into a "yes".
func TestOwnerIsForgets(t *testing.T) {
	p := &parser{m: newMemo(), owner: newOwner("Ada Quill")}
	p.ownerChanged()
	if !p.ownerIs("A. Quill") || p.ownerIs("Bo Reyes") {
		t.Fatal("ownerIs: wrong answer for the header name")
	}
	p.owner.Add("Bo Reyes")
	p.ownerChanged()
	if !p.ownerIs("Bo Reyes") {
		t.Fatal("ownerIs kept an answer given before the owner changed")
	}
	for _, s := range guardLines() {
		if p.ownerIs(s) != p.owner.Is(s) {
			t.Fatalf("ownerIs(%q) differs from owner.is", s)
		}
	}
}
