//go:build unix

package cputime

import "testing"

// TestProcessGrows: spinning for a while uses CPU the count must show.
func TestProcessGrows(t *testing.T) {
	start := Process()
	x := 0
	for i := range 200_000_000 {
		x += i & 3
	}
	if x < 0 || Process() <= start {
		t.Fatalf("CPU time did not grow: %v then %v", start, Process())
	}
}
