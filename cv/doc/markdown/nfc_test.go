package markdown

import (
	"math/rand/v2"
	"strings"
	"testing"

	unorm "golang.org/x/text/unicode/norm"
)

// nfcPieces are ASCII letters and marks, precomposed and decomposed
// letters, combining marks of several classes (in and out of canonical
// order), Hangul jamo and syllables, characters NFC never keeps (U+0340,
// U+0344, U+212B), an Indic nukta pair and bytes that are no UTF-8.
var nfcPieces = []string{
	"a", "e", "E", "o", " ", "\n", "\r\n", ".", "-", "é", "e\u0301", "\u0301", "\u0327", "\u0323\u0307", "\u0307\u0323",
	"\u0340", "\u0344", "\u212b", "Å", "A\u030a", "\u1100", "\u1161", "\u11a8", "\uac00", "\u0915\u093c", "\u0958",
	"\u00e7", "c\u0327", "\u1e0b\u0323", "\u4e2d", "\xff", "\xe2\x82", "\xcc", "ﬁ", "ẞ",
	// the edges of the runs stableRun passes: stable characters, their
	// neighbours, and a stable character with a combining mark after it
	"\u2013", "\u2019", "\u00a0", "\u02ff", "\u2000", "\u2001", "\u2002", "\u206f", "\u2070", "\u0300", "\u00e9\u0323",
}

// TestIsNFC holds isNFC, which asks the normaliser about the runs beyond
// ASCII only, to unorm.NFC.IsNormalString over the whole text: on the
// pieces alone, in pairs, and in 50,000 random joins of them.
func TestIsNFC(t *testing.T) {
	check := func(s string) {
		t.Helper()
		if got, want := isNFC(s), unorm.NFC.IsNormalString(s); got != want {
			t.Fatalf("isNFC(%q) = %v, the normaliser says %v", s, got, want)
		}
	}
	check("")
	check(strings.Repeat("Ada Quill ", 20))
	// runs of more than 30 non-starters, which NFC breaks up (the
	// stream-safe format): one run, and runs an ASCII starter divides
	for _, n := range []int{29, 30, 31, 40} {
		check("a" + strings.Repeat("\u0301", n))
		check("a" + strings.Repeat("\u0316\u0301", n/2) + "b" + strings.Repeat("\u0301", n))
		check("\u0301" + strings.Repeat("\u0300", n) + "x")
	}
	for _, a := range nfcPieces {
		for _, b := range nfcPieces {
			check(a + b)
			check("xxxxxxxxxxxxxxx" + a + "yyyyyyyyyyyy" + b + "z")
		}
	}
	rng := rand.New(rand.NewPCG(4, 15))
	for range 50000 {
		var b strings.Builder
		for range rng.IntN(24) {
			b.WriteString(nfcPieces[rng.IntN(len(nfcPieces))])
		}
		check(b.String())
	}
}

// FuzzIsNFC holds isNFC to unorm.NFC.IsNormalString on any text:
//
//	go test -run '^$' -fuzz FuzzIsNFC ./cv/doc/markdown
func FuzzIsNFC(f *testing.F) {
	for _, p := range nfcPieces {
		f.Add("Ada " + p + " Quill")
	}
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := isNFC(s), unorm.NFC.IsNormalString(s); got != want {
			t.Fatalf("isNFC(%q) = %v, the normaliser says %v", s, got, want)
		}
	})
}
