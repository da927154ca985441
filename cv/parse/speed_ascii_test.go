package parse

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// isASCIIBytes is isASCII one byte at a time.
func isASCIIBytes(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// TestIsASCIIWords: isASCII, reading eight bytes at a time, answers as
// the byte loop for every length up to 40 with a byte beyond ASCII (or
// none) at every offset.
func TestIsASCIIWords(t *testing.T) {
	for n := 0; n <= 40; n++ {
		base := strings.Repeat("a", n)
		if got := isASCII(base); got != true {
			t.Fatalf("isASCII(%q) = %v", base, got)
		}
		for i := 0; i < n; i++ {
			for _, c := range []byte{0x80, 0xff, 0xc3, 0x7f} {
				b := []byte(base)
				b[i] = c
				s := string(b)
				if got, want := isASCII(s), isASCIIBytes(s); got != want {
					t.Fatalf("isASCII(%q) = %v, want %v", s, got, want)
				}
			}
		}
	}
}
