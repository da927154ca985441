package cvgen

import "testing"

func TestJoinParts(t *testing.T) {
	got := joinParts([]string{"A. Doe, et al.", "Title", "Venue"}, ". ")
	if got != "A. Doe, et al. Title. Venue" {
		t.Fatalf("joinParts = %q", got)
	}
}
