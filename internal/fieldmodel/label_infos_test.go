package fieldmodel

import (
	"reflect"
	"testing"

	"github.com/vitae-cv/vitae/cv/venue"
)

// TestPrepareInReusedInfos holds prepareIn, which fills the tokens'
// infos into Label's pooled scratch, to prepare with a new array: the
// same extraction, whatever longer or shorter entry used the scratch
// before (a stale info would show as a feature), with the catalogue's
// marks read.
func TestPrepareInReusedInfos(t *testing.T) {
	lx := NewLexicon(map[string][]string{"org": {"university"}}, venue.Default())
	entries := append(fictionalEntries, Entry{Text: "Quill A. Kites. In NSDI 2031 and SOSP, JMLR."})
	for _, order := range [][]int{{0, 1, 2, 3, 4, 5}, {5, 4, 3, 2, 1, 0}, {2, 5, 0, 4, 1, 3}} {
		ib := getInfoBuf()
		for _, i := range order {
			e := entries[i]
			if got, want := prepareIn(e, lx, ib), prepare(e, lx); !reflect.DeepEqual(got, want) {
				t.Fatalf("%q: prepareIn on reused infos differs from prepare", e.Text)
			}
		}
		putInfoBuf(ib)
	}
}

// TestCatMarkIsKindName holds catMark to "cat:" + kindName for every
// kind the catalogue holds and one it does not.
func TestCatMarkIsKindName(t *testing.T) {
	kinds := map[venue.Kind]bool{"": true, "symposium": true}
	for _, v := range venue.Default().All() {
		kinds[v.Kind] = true
	}
	for k := range kinds {
		if got, want := catMark(k), "cat:"+kindName(k); got != want {
			t.Errorf("catMark(%q) = %q, want %q", k, got, want)
		}
	}
}
