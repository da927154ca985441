package lines

// whiteRuneAt reports whether the rune at s[i], whose byte is one that may
// lead white space beyond ASCII, U+200B or U+FEFF (0xC2, 0xE1, 0xE2,
// 0xE3, 0xEF), is one of them: what unicode.IsSpace(r) || r == '\u200b'
// || r == '\ufeff' says of the rune utf8.DecodeRuneInString(s[i:])
// decodes, read from its bytes. Those runes are U+0085 and U+00A0 (C2 85,
// C2 A0), U+1680 (E1 9A 80), U+2000 to U+200B (E2 80 80 to E2 80 8B),
// U+2028, U+2029, U+202F (E2 80 A8, A9, AF), U+205F (E2 81 9F), U+3000
// (E3 80 80) and U+FEFF (EF BB BF); each is valid UTF-8, so its bytes
// decode to it and no other bytes do. The decoding and the look-up in
// the white space table cost a line with dashes and quotes beyond ASCII
// a call of each per rune. a23c_white_test.go holds it to them on every
// pair and triple of bytes after each lead byte.
func whiteRuneAt(s string, i int) bool {
	rest := s[i:]
	switch {
	case len(rest) < 2:
		return false
	case rest[0] == 0xC2:
		return rest[1] == 0x85 || rest[1] == 0xA0
	case len(rest) < 3:
		return false
	}
	return whiteTriple(rest[0], rest[1], rest[2])
}

// whiteTriple is whiteRuneAt of the three bytes b0 b1 b2, b0 not 0xC2.
func whiteTriple(b0, b1, b2 byte) bool {
	switch b0 {
	case 0xE1:
		return b1 == 0x9A && b2 == 0x80
	case 0xE2:
		return b1 == 0x80 && whiteAfterE280(b2) || b1 == 0x81 && b2 == 0x9F
	case 0xE3:
		return b1 == 0x80 && b2 == 0x80
	case 0xEF:
		return b1 == 0xBB && b2 == 0xBF
	}
	return false
}

// whiteAfterE280 reports whether E2 80 b is white space or U+200B:
// U+2000 to U+200B, U+2028, U+2029, U+202F.
func whiteAfterE280(b byte) bool {
	return b >= 0x80 && b <= 0x8B || b == 0xA8 || b == 0xA9 || b == 0xAF
}
