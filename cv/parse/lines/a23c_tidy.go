package lines

// tidyScan is tidy's test of s, which neither opens nor ends with a
// space: eight bytes at a time while no byte of the word is one tidyRunes
// must look at (wordNeedsRunes), a byte at a time (a rune for a byte that
// may lead white space beyond ASCII) through a word that holds one, the
// word scan taken up again after it. Before it (tidyWords, kept with its
// word test asciiWord in a23c_tidy_test.go, which holds this to it) a
// word with any byte beyond ASCII was read a byte at a time, so a line
// with an accent in every other word (a name, a place) was read almost
// wholly so, and the word test was a call of its own a word.
func tidyScan(s string) bool {
	prevSpace := false // the byte before s[i] is a space
	for i := 0; i < len(s); {
		for ; i+8 <= len(s); i += 8 {
			w := le64(s[i : i+8])
			if wordNeedsRunes(w) {
				break
			}
			sp := spaceBytes(w)
			if sp&(sp>>8) != 0 || prevSpace && sp&0x80 != 0 {
				return false // two spaces meet
			}
			prevSpace = sp>>56 != 0
		}
		if i >= len(s) {
			break
		}
		var ok bool
		if i, prevSpace, ok = tidyRunes(s, i, min(i+8, len(s)), prevSpace); !ok {
			return false
		}
	}
	return true
}

// wordNeedsRunes reports whether a byte of the word w (eight bytes of a
// line, its first byte the lowest) is one tidyRunes must look at: under
// 0x20, or one that may lead a white space rune beyond ASCII, U+200B or
// U+FEFF (0xC2, 0xE0 to 0xE3, 0xEF: tidyLead's bytes and 0xE0, which
// leads none of them but makes 0xE0 to 0xE3 one test; reading its word a
// rune at a time is exact). Any other byte beyond ASCII, a rune's lead
// or its continuation, is neither a space nor untidy (tidyClass says
// tidyOK), and a rune a lead in the word opens is read whole by
// tidyRunes, which may end past the word. Each test is the "has less"
// or "has a zero byte" test of Bit Twiddling Hacks, exact for whether
// any byte of the word is so.
func wordNeedsRunes(w uint64) bool {
	const ones, highs = 0x0101010101010101, 0x8080808080808080
	return (w-0x20*ones)&^w&highs != 0 || w&highs != 0 &&
		zeroBytes(w^0xC2*ones)|zeroBytes((w|0x03*ones)^0xE3*ones)|zeroBytes(w^0xEF*ones) != 0
}

// zeroBytes is non-zero when a byte of v is zero: the high bit of the
// lowest zero byte is set (those above it may be set by its borrow).
func zeroBytes(v uint64) uint64 {
	const ones, highs = 0x0101010101010101, 0x8080808080808080
	return (v - ones) &^ v & highs
}

// spaceBytes has the high bit of each byte of w that is a space set, and
// no other bit: w xor eight spaces has a zero byte there, found exactly
// (no borrow from the byte below).
func spaceBytes(w uint64) uint64 {
	const ones, lows = 0x0101010101010101, 0x7f7f7f7f7f7f7f7f
	x := w ^ 0x20*ones
	return ^((x&lows + lows) | x | lows)
}
