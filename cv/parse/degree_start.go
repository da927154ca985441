package parse

import "strings"

// degreeStartLen is the length of the longest key of degreeStarts, and
// degreeStartFirst marks the bytes the keys open with: a word longer, or
// opening with another byte, is no degree's first word.
var degreeStartLen, degreeStartFirst = func() (n int, first [256]bool) {
	for k := range degreeStarts {
		n = max(n, len(k))
		if k != "" {
			first[k[0]] = true
		}
	}
	return n, first
}()

// degreeStartEmpty is degreeStarts[""], read once (the map is made at
// start and never changed); degreeStartKeys has a bit for the (length,
// first byte, last byte) of every key, so that a run with none is no key
// without a look-up.
var degreeStartEmpty, degreeStartKeys = degreeStarts[""], func() (bits [64]uint64) {
	for k := range degreeStarts {
		if k != "" {
			b := degreeKeyBit(len(k), k[0], k[len(k)-1])
			bits[b/64] |= 1 << (b % 64)
		}
	}
	return bits
}()

// degreeKeyBit is the bit of a key of n bytes that opens with first and
// ends with last (a multiplicative hash of the three, 12 bits).
func degreeKeyBit(n int, first, last byte) uint32 {
	return (uint32(n)<<16 | uint32(first)<<8 | uint32(last)) * 0x9E3779B1 >> 20
}

// isDegreeStartFast is isDegreeStart, reading a word that opens with an
// ASCII letter by its bytes: degreeWord trims nothing on its left (no
// letter is in the set it trims) and keeps its run of letters, dots and
// apostrophes, which for ASCII bytes are A-Z, a-z, "." and "'". The run
// is looked up lower-cased on the stack only when its length and first
// letter are those of some key. Any other word, or a run reaching a
// byte beyond ASCII, goes to isDegreeStart (TestIsDegreeStartFast holds
// the two equal).
func isDegreeStartFast(w string) bool {
	if w == "" || !isASCIILetter(w[0]) || degreeStartEmpty {
		return isDegreeStart(w)
	}
	end := 0
	for ; end < len(w); end++ {
		c := w[end]
		if c >= 0x80 {
			return isDegreeStart(w)
		}
		if !isASCIILetter(c) && c != '.' && c != '\'' {
			break
		}
	}
	v := strings.TrimRight(w[:end], ".")
	if len(v) > degreeStartLen || !degreeStartFirst[lowerASCII(v[0])] {
		return false // v opens with the letter w does: never empty
	}
	if b := degreeKeyBit(len(v), lowerASCII(v[0]), lowerASCII(v[len(v)-1])); degreeStartKeys[b/64]&(1<<(b%64)) == 0 {
		return false // no key has its length, first and last letter
	}
	var buf [64]byte
	if len(v) > len(buf) {
		return isDegreeStart(w)
	}
	b := buf[:len(v)]
	for i := range b {
		b[i] = lowerASCII(v[i])
	}
	return degreeStarts[string(b)]
}
