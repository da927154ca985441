package names

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// TestIsMarkRune holds isMarkRune to strings.ContainsRune(markRunes, r)
// for every rune up to U+FFFF, the replacement rune, a rune beyond the
// plane and a negative one.
func TestIsMarkRune(t *testing.T) {
	marks := 0
	for r := rune(-1); r <= 0xFFFF; r++ {
		if got, want := isMarkRune(r), strings.ContainsRune(markRunes, r); got != want {
			t.Fatalf("isMarkRune(%U) = %v, ContainsRune says %v", r, got, want)
		}
		if isMarkRune(r) {
			marks++
		}
	}
	for _, r := range []rune{utf8.RuneError, 0x1F600, utf8.MaxRune, utf8.MaxRune + 1} {
		if got, want := isMarkRune(r), strings.ContainsRune(markRunes, r); got != want {
			t.Fatalf("isMarkRune(%U) = %v, ContainsRune says %v", r, got, want)
		}
	}
	if marks != utf8.RuneCountInString(markRunes) {
		t.Fatalf("%d mark runes found, markRunes has %d", marks, utf8.RuneCountInString(markRunes))
	}
}
