package textscan

import (
	"strings"
	"unicode/utf8"
)

// IsASCII reports whether s is all ASCII: no byte has its top bit set.
// The bytes are or-ed together sixteen, then eight at a time, the last
// eight read again from the end (overlapping what was read, which
// changes nothing), and tested once; a text under eight bytes is read
// four at a time the same way. Most texts asked about are short, and a
// byte loop over their tails cost as much as the words
// (TestIsASCIIWords holds this to the byte loop at every length and
// place).
func IsASCII(s string) bool {
	n := len(s)
	if n < 8 {
		return isASCIIShort(s)
	}
	var acc uint64
	i := 0
	for ; i+16 <= n; i += 16 {
		acc |= le64(s[i:i+8]) | le64(s[i+8:i+16])
	}
	if i+8 <= n {
		acc |= le64(s[i : i+8])
	}
	acc |= le64(s[n-8:])
	return acc&0x8080808080808080 == 0
}

// isASCIIShort is IsASCII for fewer than eight bytes.
func isASCIIShort(s string) bool {
	n := len(s)
	if n >= 4 {
		return (le32(s[:4])|le32(s[n-4:]))&0x80808080 == 0
	}
	var acc byte
	for i := 0; i < n; i++ {
		acc |= s[i]
	}
	return acc < utf8.RuneSelf
}

// le64 is the first eight bytes of b as a little-endian word (one load).
func le64(b string) uint64 {
	_ = b[7]
	return uint64(b[0]) | uint64(b[1])<<8 | uint64(b[2])<<16 | uint64(b[3])<<24 |
		uint64(b[4])<<32 | uint64(b[5])<<40 | uint64(b[6])<<48 | uint64(b[7])<<56
}

// le32 is the first four bytes of b as a little-endian word (one load).
func le32(b string) uint32 {
	_ = b[3]
	return uint32(b[0]) | uint32(b[1])<<8 | uint32(b[2])<<16 | uint32(b[3])<<24
}

// IsASCIILetter reports whether c is an ASCII letter.
func IsASCIILetter(c byte) bool { return byteClass[c]&classLetter != 0 } // bytetables.go

// IsDigit reports whether c is an ASCII digit.
func IsDigit(c byte) bool { return c >= '0' && c <= '9' }

// IsASCIIWordByte reports whether c is an ASCII letter or digit.
func IsASCIIWordByte(c byte) bool {
	return byteClass[c] != 0 // bytetables.go
}

// IsREWordByte reports whether c is in the regexp class \w, which \b
// tests: ASCII letters, digits and "_".
func IsREWordByte(c byte) bool {
	return IsASCIIWordByte(c) || c == '_'
}

// AllDigitsN reports whether s is 1 to n ASCII digits.
func AllDigitsN(s string, n int) bool {
	if s == "" || len(s) > n {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

// LowerASCII lower-cases an ASCII letter; any other byte is returned as
// it is.
func LowerASCII(c byte) byte {
	return lowerByteTable[c] // bytetables.go
}

// UpperASCII upper-cases an ASCII letter; any other byte is returned as
// it is.
func UpperASCII(c byte) byte {
	if c >= 'a' && c <= 'z' {
		return c - ('a' - 'A')
	}
	return c
}

// HasUpperASCII reports whether s holds an ASCII capital letter.
func HasUpperASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 'A' && s[i] <= 'Z' {
			return true
		}
	}
	return false
}

// AppendLowerASCII appends s to dst with its ASCII letters lower-cased.
// With dst a stack buffer's [:0] long enough for s, a map look-up
// m[string(AppendLowerASCII(buf[:0], w))] lower-cases w without
// allocating.
func AppendLowerASCII(dst []byte, s string) []byte {
	for i := 0; i < len(s); i++ {
		dst = append(dst, LowerASCII(s[i]))
	}
	return dst
}

// LowerASCIIString returns s with its ASCII letters lower-cased (s
// itself, not a copy, when it has none upper case); other bytes stay as
// they are, so offsets are those of s.
func LowerASCIIString(s string) string {
	if !HasUpperASCII(s) {
		return s
	}
	var b strings.Builder // one allocation
	b.Grow(len(s))
	for i := 0; i < len(s); i++ {
		b.WriteByte(LowerASCII(s[i]))
	}
	return b.String()
}
