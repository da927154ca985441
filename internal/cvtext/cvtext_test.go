package cvtext

import "testing"

// TestLines: the given texts come first, then the sample CVs' lines
// (testdata/cvs holds ten); a root with no CVs adds nothing.
func TestLines(t *testing.T) {
	got := Lines("../..", []string{"first"})
	if got[0] != "first" || len(got) < 200 {
		t.Fatalf("%d lines from the samples, first %q", len(got), got[0])
	}
	if n := len(Lines(t.TempDir(), nil)); n != 0 {
		t.Errorf("a root without CVs gave %d lines", n)
	}
}
