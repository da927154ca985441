package lines

import (
	"testing"
	"unicode"
	"unicode/utf8"
)

// whiteRuneSlow is what whiteRuneAt replaces: the rune at s[i] decoded
// and looked up.
func whiteRuneSlow(s string, i int) bool {
	c, _ := utf8.DecodeRuneInString(s[i:])
	return unicode.IsSpace(c) || c == '\u200b' || c == '\ufeff'
}

// TestWhiteRuneAt holds whiteRuneAt to the decoding and look-up on every
// text of one, two and three bytes after each lead byte it is asked
// about (and the same with a byte after them), and checks that the lead
// bytes are all those of white space beyond ASCII, U+200B and U+FEFF.
func TestWhiteRuneAt(t *testing.T) {
	leads := []byte{0xC2, 0xE1, 0xE2, 0xE3, 0xEF}
	for _, lead := range leads {
		check := func(s string) {
			for _, x := range []string{s, "a" + s, s + "z", "a" + s + " "} {
				i := 0
				if x[0] == 'a' {
					i = 1
				}
				if got, want := whiteRuneAt(x, i), whiteRuneSlow(x, i); got != want {
					t.Fatalf("whiteRuneAt(%q, %d) = %v, decoding says %v", x, i, got, want)
				}
			}
		}
		check(string([]byte{lead}))
		for b1 := range 256 {
			check(string([]byte{lead, byte(b1)}))
			for b2 := range 256 {
				check(string([]byte{lead, byte(b1), byte(b2)}))
			}
		}
	}
	for c := rune(0x80); c <= unicode.MaxRune; c++ {
		if unicode.IsSpace(c) || c == '\u200b' || c == '\ufeff' {
			var b [4]byte
			utf8.EncodeRune(b[:], c)
			if censusBits[b[0]] != cLead || !whiteRuneAt(string(b[:]), 0) {
				t.Fatalf("U+%04X: its lead byte %#x is not one whiteRuneAt is asked about, or it says no", c, b[0])
			}
		}
	}
}

// FuzzWhiteRuneAt holds whiteRuneAt to the decoding and look-up at each
// lead byte of any text:
//
//	go test -run '^$' -fuzz FuzzWhiteRuneAt ./cv/parse/lines
func FuzzWhiteRuneAt(f *testing.F) {
	f.Add("Kite\u00a0Society\u2003of\u200bLetters – 2019\ufeff")
	f.Fuzz(func(t *testing.T, s string) {
		for i := 0; i < len(s); i++ {
			if censusBits[s[i]] == cLead && whiteRuneAt(s, i) != whiteRuneSlow(s, i) {
				t.Fatalf("whiteRuneAt(%q, %d) = %v, decoding says %v", s, i, whiteRuneAt(s, i), whiteRuneSlow(s, i))
			}
		}
	})
}
