package lines

// asciiVerdict is what asciiTidy makes of a line: tidy, not tidy, or
// not known from its ASCII bytes alone.
type asciiVerdict int8

const (
	asciiUnknown  asciiVerdict = iota // a byte beyond printable ASCII came first: ask tidyBytes
	asciiTidyLine                     // printable ASCII, no two spaces meet
	asciiUntidy                       // two spaces meet (in the printable ASCII bytes read)
)

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
