package markdown

// asciiBlocks is the offset of the first block of 32 bytes of text at or
// after i (blocks counted from i) that holds a byte beyond ASCII, or of
// the last bytes that make no whole block: the four words of a block
// are or-ed together and tested once, where nextNonASCII's eight-byte
// loop tested each word (it reads on from here). Most of a CV is ASCII,
// and the whole text is read so before its lines are cut.
func asciiBlocks(text string, i int) int {
	for ; i+32 <= len(text); i += 32 {
		b := text[i : i+32]
		if (word(b[0:8])|word(b[8:16])|word(b[16:24])|word(b[24:32]))&0x8080808080808080 != 0 {
			break
		}
	}
	return i
}

// word is the first eight bytes of b as a little-endian word (one load).
func word(b string) uint64 {
	_ = b[7]
	return uint64(b[0]) | uint64(b[1])<<8 | uint64(b[2])<<16 | uint64(b[3])<<24 |
		uint64(b[4])<<32 | uint64(b[5])<<40 | uint64(b[6])<<48 | uint64(b[7])<<56
}
