package words

import (
	"slices"
	"testing"
)

func TestListReadsEntriesWithoutComments(t *testing.T) {
	ls := List("heading")
	if len(ls) == 0 {
		t.Fatal("heading.txt: no entries")
	}
	for _, l := range ls {
		if l == "" || slices.Contains([]byte(l), '#') {
			t.Errorf("entry %q: blank or a comment", l)
		}
	}
	kept := Lines("heading", true)
	if len(kept) != len(ls) {
		t.Errorf("keepCase changed the entry count: %d, %d", len(kept), len(ls))
	}
}

func TestMissingListPanics(t *testing.T) {
	defer func() {
		if recover() == nil {
			t.Error("a missing list did not panic")
		}
	}()
	List("no-such-list")
}
