package parse

import (
	"regexp"
	"testing"
)

// TestPageNoGuard holds endsWithStop to the regexp it replaced (the page
// footer's guard is held to its regexp in cv/doc/markdown).
func TestPageNoGuard(t *testing.T) {
	extra := []string{"Page 2 of 3", "page 2 / 3 ", "2 of 3\t", "Page 2 of 3\u00a0", "Page two", "3", ""}
	in := withCVLines(t, extra)
	for _, c := range extra {
		in = append(in, windows(c, 8)...)
	}
	reStop := regexp.MustCompile(`[.!?]$`)
	for _, s := range append(in, "a.", "a!", "a?", "a.\n", "a. ", "?") {
		if endsWithStop(s) != reStop.MatchString(s) {
			t.Fatalf("endsWithStop(%q) = %v", s, endsWithStop(s))
		}
	}
}
