package names

import (
	"testing"

	"github.com/vitae-cv/vitae/internal/cvtext"
)

// TestIsNameListOfByIsNameListOf holds IsNameListOfBy, given IsBareName,
// to IsNameListOf on random joins of fictional names, marks and title
// words, lists with and without marks.
func TestIsNameListOfByIsNameListOf(t *testing.T) {
	pieces := []string{"Ada Quill", "Quill, A.", "A. B. Quill", "Bo Reyes", ", ", " and ", "; ", "*", "†", "Kites of Sand: A Study", " 2031", "Zoë Ünal", "et al."}
	asked := 0
	for s := range cvtext.Joins(20, 22, pieces, 5000, 10) {
		l := Split(s)
		n := 0
		count := func(w string) bool { n++; return IsBareName(w) }
		if got, want := IsNameListOfBy(l, count), IsNameListOf(l); got != want {
			t.Fatalf("IsNameListOfBy(%q) = %v, IsNameListOf gives %v", s, got, want)
		}
		asked += n
	}
	if asked < 1000 {
		t.Fatalf("the bare-name test was asked %d times: the test reads too little", asked)
	}
}
