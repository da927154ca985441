package lines

import (
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/vitae-cv/vitae/internal/cvtext"
)

// The two scans tidy was made of before tidyWords (round 21), kept as
// the oracles TestTidy holds it to: asciiTidy read the whole line eight
// bytes at a time, and on a byte beyond printable ASCII the line went to
// tidyBytes, a byte at a time from its start.

// asciiTidy reads s, which neither opens nor ends with a space, eight
// bytes at a time, checking that every byte is printable ASCII (0x20 to
// 0x7F: a byte beyond ASCII has its top bit set, and a byte under 0x20
// borrows when 0x20 is taken from it, the "has less" test of Bit
// Twiddling Hacks, exact for any byte) and, in the same pass, looks
// for two spaces that meet (what strings.Contains(s, "  ") found with a
// byte search per space): a byte of the word w is a space when w xor
// eight spaces has a zero byte there, found exactly (with no borrow
// from the byte below, the "determine if a word has a zero byte" test
// of Bit Twiddling Hacks), and two spaces meet when a space's byte has
// a space byte above it in the word, or a word ends with a space and the
// next opens with one. Two spaces make a line untidy whatever follows
// (tidyBytes says so at the first of them), so the scan stops there.
func asciiTidy(s string) asciiVerdict {
	const ones, highs, lows = 0x0101010101010101, 0x8080808080808080, 0x7f7f7f7f7f7f7f7f
	last := uint64(0) // the high bit of the last byte read, set when it is a space
	i := 0
	for ; i+8 <= len(s); i += 8 {
		b := s[i : i+8]
		w := uint64(b[0]) | uint64(b[1])<<8 | uint64(b[2])<<16 | uint64(b[3])<<24 |
			uint64(b[4])<<32 | uint64(b[5])<<40 | uint64(b[6])<<48 | uint64(b[7])<<56
		if w&highs != 0 || (w-0x20*ones)&^w&highs != 0 {
			return asciiUnknown
		}
		x := w ^ 0x20*ones
		sp := ^((x&lows + lows) | x | lows) // the high bit of every space byte
		if sp&(sp>>8) != 0 || last&sp&0x80 != 0 {
			return asciiUntidy
		}
		last = sp >> 56
	}
	prevSpace := last != 0
	for ; i < len(s); i++ {
		c := s[i]
		if c < 0x20 || c >= 0x80 {
			return asciiUnknown
		}
		if c == ' ' && prevSpace {
			return asciiUntidy
		}
		prevSpace = c == ' '
	}
	return asciiTidyLine
}

// tidyBytes is tidy's test of the bytes of s, which neither opens nor
// ends with a space, one at a time.
func tidyBytes(s string) bool {
	for i := 0; i < len(s); i++ {
		switch tidyClass[s[i]] {
		case tidyOK:
		case tidySpace:
			if s[i+1] == ' ' {
				return false // s does not end in ' ': s[i+1] is there
			}
		case tidyBad:
			return false
		case tidyLead:
			// the lead bytes of every white space rune beyond ASCII, of
			// U+200B and of U+FEFF (see spaceAt)
			r, _ := utf8.DecodeRuneInString(s[i:])
			if unicode.IsSpace(r) || r == '\u200b' || r == '\ufeff' {
				return false
			}
		}
	}
	return true
}

// checkTidyWords holds tidy (tidyWords) to tidyEveryByte (tidyBytes)
// and, where asciiTidy decides a line, to it.
func checkTidyWords(t *testing.T, s string) {
	t.Helper()
	want := tidyEveryByte(s)
	if got := tidy(s); got != want {
		t.Fatalf("tidy(%q) = %v, the byte loop says %v", s, got, want)
	}
	if s != "" && s[0] != ' ' && s[len(s)-1] != ' ' {
		if v := asciiTidy(s); v != asciiUnknown && (v == asciiTidyLine) != want {
			t.Fatalf("tidy(%q) = %v, asciiTidy says %v", s, want, v)
		}
	}
}

// TestTidyWords holds tidyWords, which takes up the eight-byte scan again
// after a word with a byte beyond ASCII, to the old scans where the
// switch between the two matters: a rune beyond ASCII (white or not, a
// broken one) at every offset of lines of 30 bytes, with two spaces
// before it, after it, or across the next word's edge; the sample and
// corpus lines; random joins of long pieces.
func TestTidyWords(t *testing.T) {
	for _, r := range []string{"é", "–", "\u00a0", "\u2003", "\u200b", "\ufeff", "\u3000", "\xe2", "\xe2\x80", "\xc2", "\t", "\x01"} {
		for at := 1; at < 29; at++ {
			for gap := 1; gap < 12; gap++ {
				b := []byte(strings.Repeat("q", 30))
				line := string(b[:at]) + r + string(b[at:])
				checkTidyWords(t, line)
				if j := at + len(r) + gap; j+2 < len(line) {
					checkTidyWords(t, line[:j]+"  "+line[j:])
					checkTidyWords(t, line[:j]+" "+line[j:])
				}
				if j := at - gap; j > 0 {
					checkTidyWords(t, line[:j]+"  "+line[j:])
				}
			}
		}
	}
	for _, s := range withCVLines(t, nil) {
		checkTidyWords(t, strings.TrimSpace(s))
	}
	pieces := []string{" ", "  ", "Quill", "Kite Society of Letters", "é", "–", "\u00a0", "\u2003", "\u200b", "\xff", "\xe2\x80", "ab", "\t", "."}
	for s := range cvtext.Joins(21, 3, pieces, 30000, 20) {
		checkTidyWords(t, s)
		checkTidyWords(t, strings.TrimSpace(s))
	}
}

// FuzzTidyWords holds tidy to the old scans on any text:
//
//	go test -run '^$' -fuzz FuzzTidyWords ./cv/parse/lines
func FuzzTidyWords(f *testing.F) {
	for _, s := range tidyCases {
		f.Add(s)
	}
	f.Add("Quill Ashby – Kite  Society")
	f.Fuzz(checkTidyWords)
}
