package lines

// printableASCII reports whether every byte of s is printable ASCII
// (0x20 to 0x7F), eight bytes at a time: a byte beyond ASCII has its top
// bit set, and a byte under 0x20 borrows when 0x20 is taken from it
// (the "has less" test of Bit Twiddling Hacks, exact for any byte). A
// line of such bytes holds none that tidy must look at but the space:
// tidy then asks only whether two spaces meet (TestTidy holds it to
// tidyBytes).
func printableASCII(s string) bool {
	const ones, highs = 0x0101010101010101, 0x8080808080808080
	i := 0
	for ; i+8 <= len(s); i += 8 {
		b := s[i : i+8]
		w := uint64(b[0]) | uint64(b[1])<<8 | uint64(b[2])<<16 | uint64(b[3])<<24 |
			uint64(b[4])<<32 | uint64(b[5])<<40 | uint64(b[6])<<48 | uint64(b[7])<<56
		if w&highs != 0 || (w-0x20*ones)&^w&highs != 0 {
			return false
		}
	}
	for ; i < len(s); i++ {
		if s[i] < 0x20 || s[i] >= 0x80 {
			return false
		}
	}
	return true
}
