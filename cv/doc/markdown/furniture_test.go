package markdown

import (
	"strings"
	"testing"
	"unicode"
)

// furnitureKeyRef is FurnitureKey as it was: the line lower-cased by
// strings.ToLower first.
func furnitureKeyRef(r string) string {
	var b strings.Builder
	space := false
	for _, c := range strings.ToLower(strings.TrimSpace(r)) {
		switch {
		case c >= '0' && c <= '9':
			if !strings.HasSuffix(b.String(), "#") {
				b.WriteByte('#')
			}
			space = false
		case unicode.IsSpace(c):
			if !space {
				b.WriteByte(' ')
			}
			space = true
		default:
			b.WriteRune(c)
			space = false
		}
	}
	return b.String()
}

// TestFurnitureKey holds FurnitureKey (no lower-cased copy) to the
// version that lower-cased the line first, on crafted footers (upper
// case, runes that lower-case to other lengths, bad bytes) and every
// corpus line.
func TestFurnitureKey(t *testing.T) {
	in := []string{"Jane DOE  Page 2 of 3", "  JOSÉ ÜBER — CV  12 ", "\u0130stanbul 2024", "\u212aelvin 3", "\u023a 4", "bad \xff 5", "\u00a0x\u2003 9", "", "  "}
	for _, l := range withSharedLines(t, in) {
		if got, want := FurnitureKey(l), furnitureKeyRef(l); got != want {
			t.Fatalf("FurnitureKey(%q) = %q, want %q", l, got, want)
		}
	}
}

// FuzzFurnitureKey holds FurnitureKey to the reference on any text.
func FuzzFurnitureKey(f *testing.F) {
	f.Add("Jane DOE  Page 2 of 3")
	f.Add("\u0130 \xff 1")
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := FurnitureKey(s), furnitureKeyRef(s); got != want {
			t.Fatalf("FurnitureKey(%q) = %q, want %q", s, got, want)
		}
	})
}
