package lines

import (
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/internal/cvtext"
)

// tidyEveryByte is tidy as it read every byte, whatever the line held.
func tidyEveryByte(s string) bool {
	if s == "" {
		return true
	}
	if s[0] == ' ' || s[len(s)-1] == ' ' {
		return false
	}
	return tidyBytes(s)
}

// printableEveryByte reports, one byte at a time, whether every byte of
// s is printable ASCII (0x20 to 0x7F).
func printableEveryByte(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < 0x20 || s[i] >= 0x80 {
			return false
		}
	}
	return true
}

// checkASCIITidy holds asciiTidy's verdict on s (neither opening nor
// ending with a space) to the byte loop: a line it calls tidy or untidy
// is so, and a printable ASCII line is always decided.
func checkASCIITidy(t *testing.T, s string) {
	t.Helper()
	if s == "" || s[0] == ' ' || s[len(s)-1] == ' ' {
		return
	}
	v, want := asciiTidy(s), tidyEveryByte(s)
	switch {
	case v == asciiTidyLine && !want, v == asciiUntidy && want:
		t.Fatalf("asciiTidy(%q) = %v, the byte loop says tidy %v", s, v, want)
	case v == asciiUnknown && printableEveryByte(s):
		t.Fatalf("asciiTidy(%q) left a printable ASCII line undecided", s)
	}
}

// TestTidy holds tidy, printableASCII and asciiTidy to their byte loops on every
// sample and corpus line, every single byte at every offset of a
// 20-byte line, and random joins of spaces, control bytes and runes
// beyond ASCII.
func TestTidy(t *testing.T) {
	texts := withCVLines(t, []string{"", " ", "a", "a b", "a  b", " a", "a ", "Ada Quill\u00a0PhD", "x\u200by", "\ufeffz", "a\tb"})
	for c := 0; c < 256; c++ {
		for at := range 20 {
			b := []byte(strings.Repeat("q", 20))
			b[at] = byte(c)
			texts = append(texts, string(b))
		}
	}
	pieces := []string{" ", "  ", "a", "Quill", "Kite Society", "  x", "y  ", "\t", "\x01", "\x02", "\x1f", "\x7f", "\u00a0", "\u2003", "\u200b", "\ufeff", "é", "\xff", "\xc2", "."}
	for s := range cvtext.Joins(20, 26, pieces, 20000, 14) {
		texts = append(texts, s)
	}
	for _, s := range texts {
		checkASCIITidy(t, s)
		if got, want := tidy(s), tidyEveryByte(s); got != want {
			t.Fatalf("tidy(%q) = %v, the byte loop says %v", s, got, want)
		}
	}
}
