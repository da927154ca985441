package parse

// A phrase set read ASCII text word by word, and at every word whose
// first byte opens one of its phrases compared the phrases of that byte
// (atASCII): a venue text's words open with the few letters most phrases
// open with. The set keeps, as well, a bit for each (length, first
// byte, last byte) of the first words of its phrases (the bytes of a
// phrase up to its first non-word byte): a phrase can stand at a word of
// the text only if the word is its first word, so a word whose bit is
// clear is passed over with no comparison (TestPhraseBitsAreInASCII
// holds inASCII to the plain scan).

// phraseWordBits is the size of phraseSet.wordBits in 64-bit words:
// 4,096 bits, for sets of a few to some hundreds of phrases.
const phraseWordBits = 64

// phraseWordBit is the bit of a first word of n bytes that opens with
// first and ends with last (lower case): a multiplicative hash of the
// three, 12 bits.
func phraseWordBit(n int, first, last byte) uint32 {
	h := (uint32(n)<<16 | uint32(first)<<8 | uint32(last)) * 0x9E3779B1
	return h >> 20
}

// addPhraseBit sets the bit of the first word of ph (lower case), if ph
// opens with a word byte: a phrase that opens with another byte is
// compared wherever that byte stands, as before.
func (ps *phraseSet) addPhraseBit(ph string) {
	k := 0
	for k < len(ph) && isASCIIWordByte(ph[k]) {
		k++
	}
	if k > 0 {
		b := phraseWordBit(k, ph[0], ph[k-1])
		ps.wordBits[b/64] |= 1 << (b % 64)
	}
}

// mayOpenAt reports whether a phrase may stand at the word s[a:j] of
// ASCII text (its bit is set); false means none does.
func (ps *phraseSet) mayOpenAt(s string, a, j int) bool {
	b := phraseWordBit(j-a, lowerASCII(s[a]), lowerASCII(s[j-1]))
	return ps.wordBits[b/64]&(1<<(b%64)) != 0
}
