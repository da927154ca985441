package lines

import (
	"reflect"
	"testing"

	"github.com/vitae-cv/vitae/cv/doc"
	"github.com/vitae-cv/vitae/cv/doc/markdown"
)

// TestWideNumbersThatAreNoMarkers: a number of four digits that opens a
// line is a list marker only where it continues a list's numbering: a
// run of years ("2021. ...", "2020. ...") and a lone number keep them.
func TestWideNumbersThatAreNoMarkers(t *testing.T) {
	for _, tc := range []struct {
		text string
		want map[int]bool
	}{
		{"2021. Best paper award\n2020. Travel grant\n2019. Fellowship\n", nil},
		{"1. First\n2. Second\n4711. Not the third\n", nil},
		{"[2020] One\n[2019] Two\n", nil},
		{"998. A\n999. B\n1000. C\n", map[int]bool{3: true}},
		{"- 1001) A\n- 1000) B\n\n   999) C\n", map[int]bool{1: true, 2: true}},
		{"<li>1899. A</li>\n<li>1900. B</li>\n", map[int]bool{1: true, 2: true}},
		{"1234567. Seven digits\n1234568. Seven digits\n", nil},
	} {
		d := markdown.Read(doc.Markdown, tc.text)
		if got := wideMarkerLines(d.Lines, typedTexts(d.Lines, d.NFC, nil)); !reflect.DeepEqual(got, tc.want) {
			t.Errorf("%q: %v, want %v", tc.text, got, tc.want)
		}
	}
}
