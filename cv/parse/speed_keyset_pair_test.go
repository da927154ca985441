package parse

import (
	"testing"

	"github.com/vitae-cv/vitae/internal/cvtext"
)

// TestKeySetPairFilter: inFold's pair and one-byte filters answer as
// plainInFold on keys of one, two and more bytes, with texts that end on
// a key's first byte, in either case.
func TestKeySetPairFilter(t *testing.T) {
	ks := newKeySet([]string{"q", "lamp oil", "la", "wick", "wx", "z9"})
	pieces := []string{"l", "L", "a", "A", "la", "LA", "lamp", "LAMP ", " oil", "Oil", "w", "W", "wi", "Wick",
		"x", "X", "q", "Q", "z", "Z", "9", " ", "-", "é", "wxy", "quill", "zz"}
	hits := 0
	for s := range cvtext.Joins(22, 47, pieces, 200000, 6) {
		got, want := ks.inFold(s), plainInFold(ks, s)
		if got != want {
			t.Fatalf("inFold(%q) = %v, plainInFold %v", s, got, want)
		}
		if got {
			hits++
		}
	}
	if hits < 1000 {
		t.Fatalf("only %d texts hold a key: too few", hits)
	}
	noShort := newKeySet([]string{"lamp", "wick"})
	for _, s := range []string{"", "l", "L", "xl", "lamp", "a LAMP", "wic", "Wick!"} {
		if got, want := noShort.inFold(s), plainInFold(noShort, s); got != want {
			t.Fatalf("inFold(%q) = %v, plainInFold %v", s, got, want)
		}
	}
}
