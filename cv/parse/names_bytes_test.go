package parse

import (
	"strings"
	"testing"
)

// TestHasByteOf holds hasByteOf equal to strings.ContainsAny on every
// sample and corpus line.
func TestHasByteOf(t *testing.T) {
	const chars = ":;()[]/0123456789@"
	for _, s := range withCVLines(t, []string{"", "Ada Quill", "A. Quill (MIT)", "é:", "\xff9"}) {
		if got, want := hasByteOf(s, &notInName), strings.ContainsAny(s, chars); got != want {
			t.Fatalf("hasByteOf(%q) = %v, want %v", s, got, want)
		}
	}
}

// TestIsBareName holds isBareName on stripped text equal to isName.
func TestIsBareName(t *testing.T) {
	for _, s := range withCVLines(t, []string{"Ada Quill*", " Bo Reyes† ", "and Cy Tam", "Quill^{1}", "A. Quill (equal contribution)"}) {
		if got, want := isBareName(strings.TrimSpace(stripMarks(s))), isName(s); got != want {
			t.Fatalf("isBareName(stripped %q) = %v, isName gives %v", s, got, want)
		}
	}
}
