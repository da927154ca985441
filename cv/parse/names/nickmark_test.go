package names

import (
	"strings"
	"testing"
)

// TestHasNicknameMark holds the byte scans to the ContainsAny they replace.
func TestHasNicknameMark(t *testing.T) {
	for _, s := range []string{"", "Robert Quill", "Robert (Bob) Quill", `Robert "Bob" Quill`, "Robert “Bob” Quill",
		"Robert ”Bob” Quill", "Ré Quill", "Quill, R.)", "\xe2\x80", "“"} {
		if got, want := hasNicknameMark(s), strings.ContainsAny(s, "(\"“"); got != want {
			t.Errorf("hasNicknameMark(%q) = %v, want %v", s, got, want)
		}
	}
}
