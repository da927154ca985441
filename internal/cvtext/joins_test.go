package cvtext

import (
	"slices"
	"testing"
)

// TestJoins: n strings of fewer than most pieces each, the same for the
// same seeds and others for others.
func TestJoins(t *testing.T) {
	pieces := []string{"a", "b"}
	a := slices.Collect(Joins(1, 2, pieces, 200, 4))
	if len(a) != 200 || !slices.Equal(a, slices.Collect(Joins(1, 2, pieces, 200, 4))) {
		t.Fatalf("%d strings, or the same seeds gave others", len(a))
	}
	for _, s := range a {
		if len(s) >= 4 {
			t.Fatalf("%q has 4 pieces or more", s)
		}
	}
	if slices.Equal(a, slices.Collect(Joins(2, 1, pieces, 200, 4))) {
		t.Errorf("other seeds gave the same strings")
	}
}
