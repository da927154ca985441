package lines

import (
	"unicode"
	"unicode/utf8"
)

// tidyWords is tidy's test of s, which neither opens nor ends with a
// space: eight bytes at a time while they are printable ASCII (asciiWord),
// and a byte at a time (or a rune, for a byte that may lead white space
// beyond ASCII) through a word that holds another byte, the word scan
// taken up again after it. Before it, a line with one byte beyond ASCII
// (an accent, a dash) was read a byte at a time from its start
// (asciiTidy, then tidyBytes: both kept in a21_tidy_test.go, which holds
// this to them).
func tidyWords(s string) bool {
	prevSpace := false // the byte before s[i] is a space
	for i := 0; i < len(s); {
		if i+8 <= len(s) {
			switch v, last := asciiWord(le64(s[i:i+8]), prevSpace); v {
			case asciiTidyLine:
				prevSpace = last
				i += 8
				continue
			case asciiUntidy:
				return false
			}
		}
		var ok bool
		if i, prevSpace, ok = tidyRunes(s, i, min(i+8, len(s)), prevSpace); !ok {
			return false
		}
	}
	return true
}

// asciiWord is asciiTidy's test of one word w of eight bytes (its first
// byte the lowest), prevSpace saying whether the byte before it is a
// space: unknown when a byte is not printable ASCII, untidy when two
// spaces meet, and whether its last byte is a space.
func asciiWord(w uint64, prevSpace bool) (asciiVerdict, bool) {
	const ones, highs, lows = 0x0101010101010101, 0x8080808080808080, 0x7f7f7f7f7f7f7f7f
	if w&highs != 0 || (w-0x20*ones)&^w&highs != 0 {
		return asciiUnknown, false
	}
	x := w ^ 0x20*ones
	sp := ^((x&lows + lows) | x | lows) // the high bit of every space byte
	if sp&(sp>>8) != 0 || prevSpace && sp&0x80 != 0 {
		return asciiUntidy, false
	}
	return asciiTidyLine, sp>>56 != 0
}

// tidyRunes reads s from i to at least end as tidyBytes reads it (a
// rune read whole may take it past end), prevSpace saying whether the
// byte before s[i] is a space. It returns where it stopped, whether
// the byte before is a space, and false when s is not tidy.
func tidyRunes(s string, i, end int, prevSpace bool) (int, bool, bool) {
	for i < end {
		switch tidyClass[s[i]] {
		case tidyOK:
			prevSpace = false
			i++
		case tidySpace:
			if prevSpace {
				return i, false, false
			}
			prevSpace = true
			i++
		case tidyBad:
			return i, false, false
		case tidyLead:
			r, w := utf8.DecodeRuneInString(s[i:])
			if unicode.IsSpace(r) || r == '\u200b' || r == '\ufeff' {
				return i, false, false
			}
			prevSpace = false
			i += w
		}
	}
	return i, prevSpace, true
}

// le64 is the first eight bytes of b as a little-endian word (one load).
func le64(b string) uint64 {
	_ = b[7]
	return uint64(b[0]) | uint64(b[1])<<8 | uint64(b[2])<<16 | uint64(b[3])<<24 |
		uint64(b[4])<<32 | uint64(b[5])<<40 | uint64(b[6])<<48 | uint64(b[7])<<56
}
