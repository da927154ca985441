package parse

import (
	"testing"

	"github.com/vitae-cv/vitae/internal/cvtext"
)

// TestBareNameMemoAgrees holds authorPrefix read with the segments'
// bare-name answers remembered (one memo for every text, as in a parse)
// to authorPrefix with nothing remembered, on random joins of fictional
// names, initials, separators, marks and title words, and checks that
// the memo was asked again about segments it knew.
func TestBareNameMemoAgrees(t *testing.T) {
	pieces := []string{"Ada Quill", "Quill, A.", "A. B. Quill", "Bo Reyes", "Reyes B.", "Cy van Tan", ", ", " and ", " & ", "; ", ". ",
		"*", "†", " (equal contribution)", "et al.", "...", "Kites of Sand", "A Study", " 2031", " (2031)", ": ", "In Proc. X", "é", "Zoë Ünal", " — ", "\xff"}
	m := newMemo()
	asked := 0
	for s := range cvtext.Joins(20, 5, pieces, 20000, 12) {
		n, end := m.authorPrefix(s)
		if wn, wend := authorPrefix(s); n != wn || end != wend {
			t.Fatalf("authorPrefix(%q): with the memo %d,%d, without %d,%d", s, n, end, wn, wend)
		}
		if len(m.prefix) > 5000 {
			asked += len(m.bareNames)
			m.empty()
		}
	}
	if asked < 100 {
		t.Fatalf("the memo remembered %d segments: the test reads too little", asked)
	}
}
