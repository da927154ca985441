package lines

import (
	"testing"

	"github.com/vitae-cv/vitae/cv/doc"
)

// A LaTeX list labelled with a triangle ($\triangleright$, printed as
// "▷" or "▹") or an en dash (the second level of itemize, a common
// label) is a list like any other: the glyph is its marker.
func TestTriangleBulletsAreMarkers(t *testing.T) {
	d := &doc.Doc{Format: doc.PDF, Lines: []doc.Line{
		{Text: "▷ An outlined triangle before a made-up item"},
		{Text: "▹ A small triangle before another made-up item"},
		{Text: "– An en dash before a third made-up item"},
	}}
	ls := FromDoc(d, nil)
	for i, want := range []string{"▷", "▹", "–"} {
		if ls[i].List != want || ls[i].Text[:3] != "An " && ls[i].Text[:2] != "A " {
			t.Errorf("line %d: marker %q text %q", i, ls[i].List, ls[i].Text)
		}
	}
}
