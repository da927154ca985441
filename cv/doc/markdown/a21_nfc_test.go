package markdown

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// nextNonASCIIBytes is nextNonASCII a byte at a time: the oracle.
func nextNonASCIIBytes(text string, i int) int {
	for ; i < len(text); i++ {
		if text[i] >= utf8.RuneSelf {
			return i
		}
	}
	return i
}

// TestNextNonASCIIBlocks holds nextNonASCII, which passes over blocks of
// 32 ASCII bytes at once (asciiBlocks), to the byte loop: a byte beyond
// ASCII at every offset of texts of every length up to 100, asked from
// every start, and the sample texts of this package's tests.
func TestNextNonASCIIBlocks(t *testing.T) {
	check := func(s string) {
		t.Helper()
		for i := 0; i <= len(s); i++ {
			if got, want := nextNonASCII(s, i), nextNonASCIIBytes(s, i); got != want {
				t.Fatalf("nextNonASCII(%q, %d) = %d, the byte loop says %d", s, i, got, want)
			}
		}
	}
	for n := 0; n <= 100; n++ {
		base := strings.Repeat("q", n)
		check(base)
		for at := 0; at < n; at++ {
			check(base[:at] + "\xc3" + base[at+1:])
			check(base[:at] + "\x80" + base[at+1:])
		}
	}
	for _, p := range nfcPieces {
		check(strings.Repeat("Ada Quill of Kites ", 3) + p + strings.Repeat("x", 40) + p)
	}
}

// FuzzNextNonASCII holds nextNonASCII to the byte loop on any text, from
// every start:
//
//	go test -run '^$' -fuzz FuzzNextNonASCII ./cv/doc/markdown
func FuzzNextNonASCII(f *testing.F) {
	f.Add(strings.Repeat("Kite ", 10) + "é")
	f.Fuzz(func(t *testing.T, s string) {
		for i := 0; i <= len(s); i++ {
			if got, want := nextNonASCII(s, i), nextNonASCIIBytes(s, i); got != want {
				t.Fatalf("nextNonASCII(%q, %d) = %d, the byte loop says %d", s, i, got, want)
			}
		}
	})
}
