package markdown

import (
	"slices"
	"testing"
)

// A list that runs on across a page break puts two lines alike (digits
// aside) at the foot of one page and the top of the next: content, not a
// running header or footer. A line repeated at two page feet (or two
// page tops) is.
func TestPageBreakListNotFurniture(t *testing.T) {
	for _, c := range []struct{ in, want []string }{{
		in:   []string{"Jane Example", "Awards", "Harbor Medal 2022", "Lantern Prize 2021", "\fLantern Prize 2019", "Harbor Medal 2017"},
		want: []string{"Jane Example", "Awards", "Harbor Medal 2022", "Lantern Prize 2021", "Lantern Prize 2019", "Harbor Medal 2017"},
	}, {
		in:   []string{"Jane Example", "Awards", "Harbor Medal 2022", "Jane Example, CV 1", "\fLantern Prize 2019", "Jane Example, CV 2"},
		want: []string{"Jane Example", "Awards", "Harbor Medal 2022", "", "Lantern Prize 2019", ""},
	}} {
		raw := slices.Clone(c.in)
		for _, i := range PageFurniture(raw) {
			raw[i] = ""
		}
		if !slices.Equal(raw, c.want) {
			t.Errorf("PageFurniture(%q)\n got %q\nwant %q", c.in, raw, c.want)
		}
	}
}
