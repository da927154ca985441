package parse

import (
	"slices"
	"testing"
)

// TestMemoAuthorReads holds the memo's shared author-list answers to the
// plain ones on fictional lists: authorListRead to splitAuthorList, and
// namesListed to isNameList of the split, each asked twice, in either
// order with isAuthorList (the two share one table), and with a nil memo.
func TestMemoAuthorReads(t *testing.T) {
	texts := []string{"Ada Quill, Bo Reyes and Cy Moss", "A. Quill, B. Reyes, et al.", "Quill, A., Reyes, B.",
		"Kite Flying in Strong Winds", "Ada Quill", "Ada Quill*, Bo Reyes†", "", "Lantern Repair, Harbour Press, 2031",
		"A. Quill and B. Reyes. Kite Science. In Proc. Wind, 2031."}
	for _, m := range []*memo{nil, newMemo(), newMemo()} {
		for round := range 2 {
			for i, s := range texts {
				if m != nil && round == 0 && i%2 == 1 {
					m.isAuthorList(s) // the other order: isAuthorList fills the table first
				}
				names, cut := m.authorListRead(s)
				wantNames, wantCut := splitAuthorList(s)
				if !slices.Equal(names, wantNames) || cut != wantCut {
					t.Fatalf("authorListRead(%q) = %q, %v; splitAuthorList gives %q, %v", s, names, cut, wantNames, wantCut)
				}
				if got, want := m.namesListed(s), isNameList(splitAuthors(s)); got != want {
					t.Fatalf("namesListed(%q) = %v, isNameList gives %v", s, got, want)
				}
				if got, want := m.isAuthorList(s), isAuthorList(s); got != want {
					t.Fatalf("isAuthorList(%q) = %v, the plain test gives %v", s, got, want)
				}
			}
		}
	}
}
