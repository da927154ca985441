package names

import (
	"slices"
	"strings"
	"testing"
	"unicode"
)

// expandInitialsSlow is expandInitials without its first test.
func expandInitialsSlow(author string) []string {
	ws := strings.FieldsFunc(author, func(r rune) bool { return !unicode.IsLetter(r) })
	if !slices.ContainsFunc(ws, isInitialsWord) {
		return nil
	}
	out := make([]string, 0, len(ws)+2)
	for _, w := range ws {
		if isInitialsWord(w) {
			for _, r := range Fold(w) {
				out = append(out, string(r))
			}
			continue
		}
		out = append(out, Fold(w))
	}
	return out
}

// TestExpandInitialsPrecheck: the cheap test before expandInitials'
// split never drops a reading (fictional names).
func TestExpandInitialsPrecheck(t *testing.T) {
	names := []string{"Ada Quill", "Ada B. Quill", "AB Quill", "Quill AB", "A.B. Quill", "ADA QUILL", "Ada QUILL",
		"José Ávila", "ÉB Ávila", "Quill, A.B.", "Quill, AB", "aB cD", "X", "", "ABCD Quill", "Ada-Bea Quill", "QuillAB"}
	for _, n := range names {
		if got, want := expandInitials(n), expandInitialsSlow(n); !slices.Equal(got, want) {
			t.Errorf("expandInitials(%q) = %q, want %q", n, got, want)
		}
	}
}
