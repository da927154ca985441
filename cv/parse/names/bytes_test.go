package names

import (
	"strings"
	"testing"
)

// TestHasByteOf holds hasByteOf equal to strings.ContainsAny on every
// sample and corpus line.
func TestHasByteOf(t *testing.T) {
	const chars = ":;()[]/0123456789@"
	for _, s := range cvLines(t, []string{"", "Ada Quill", "A. Quill (MIT)", "é:", "\xff9"}) {
		if got, want := hasByteOf(s, &notInName), strings.ContainsAny(s, chars); got != want {
			t.Fatalf("hasByteOf(%q) = %v, want %v", s, got, want)
		}
	}
}

// TestIsBareName holds IsBareName on stripped text equal to IsName.
func TestIsBareName(t *testing.T) {
	for _, s := range cvLines(t, []string{"Ada Quill*", " Bo Reyes† ", "and Cy Tam", "Quill^{1}", "A. Quill (equal contribution)"}) {
		if got, want := IsBareName(strings.TrimSpace(StripMarks(s))), IsName(s); got != want {
			t.Fatalf("IsBareName(stripped %q) = %v, IsName gives %v", s, got, want)
		}
	}
}
