package lineview

import "testing"

func TestWhere(t *testing.T) {
	for _, tc := range []struct {
		v    LineView
		want string
	}{
		{LineView{Src: 12}, "12"},
		{LineView{Page: 2, Src: 7}, "p2:7"},
	} {
		if got := tc.v.Where(); got != tc.want {
			t.Errorf("Where(%+v) = %q, want %q", tc.v, got, tc.want)
		}
	}
}

func TestCueString(t *testing.T) {
	c := Cue{Heading: 2, Bold: true, List: "-", Depth: 1, Indent: 4, Cells: 3, Size: 1.4, Repeats: true}
	if got, want := c.String(), "h2 bold list:- depth:1 indent:4 cells:3 size:1.40 repeats"; got != want {
		t.Errorf("String = %q, want %q", got, want)
	}
	if got := (Cue{Cells: 1}).String(); got != "" {
		t.Errorf("one cell: %q, want no cue", got)
	}
}
