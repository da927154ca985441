package names

// byteSet is a set of ASCII bytes, tested with one look-up per byte of
// the text (strings.ContainsAny builds its set on every call).
type byteSet [256]bool

// newByteSet returns the set of the bytes of chars (ASCII only).
func newByteSet(chars string) *byteSet {
	var set byteSet
	for i := 0; i < len(chars); i++ {
		if chars[i] >= 0x80 {
			panic("names: byte set of non-ASCII text: " + chars)
		}
		set[chars[i]] = true
	}
	return &set
}

// notInName are the characters no name holds: IsName's test.
var notInName = *newByteSet(":;()[]/0123456789@")

// hasByteOf is strings.ContainsAny(s, chars) for the ASCII chars of set:
// no byte of a multi-byte rune is ASCII, so bytes suffice.
func hasByteOf(s string, set *byteSet) bool {
	for i := 0; i < len(s); i++ {
		if set[s[i]] {
			return true
		}
	}
	return false
}
