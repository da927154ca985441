package lines

import (
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/internal/cvtext"
)

// spacePieces are the bytes and runes the white-space scans tell apart:
// ASCII white space, white space beyond ASCII and the lead bytes it
// shares with other runes, letters, and broken UTF-8.
var spacePieces = []string{" ", "  ", "\t", "\n", "\v", "\f", "\r", "\u00a0", "\u0085", "\u1680", "\u2003", "\u3000",
	"\u00e9", "\u2013", "\u3042", "\xc2", "\xe2\x80", "\xe3", "\xe1\x9a", "a", "Bo", "x.y", "\x01", "\u200b"}

// TestCollapseSpacesRandom holds collapseSpaces and spacesCollapsed to
// strings.Fields (the plain answer) on random joins of spacePieces.
func TestCollapseSpacesRandom(t *testing.T) {
	for s := range cvtext.Joins(7, 15, spacePieces, 20000, 12) {
		want := strings.Join(strings.Fields(s), " ")
		if got := collapseSpaces(s); got != want {
			t.Fatalf("collapseSpaces(%q) = %q, want %q", s, got, want)
		}
		if spacesCollapsed(s) != (want == s) { // spacesCollapsed: the old scan, a21_collapse_test.go
			t.Fatalf("spacesCollapsed(%q) = %v, want %v", s, !(want == s), want == s)
		}
	}
}
