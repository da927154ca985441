package parse

import "github.com/vitae-cv/vitae/cv"

// The words for "present" (presentWords) are looked for at the start of
// each ASCII word of a dated text: a scan that tested every byte for a
// word's first letter, then the byte before it, then each word in turn,
// cost a dated text about as much as the search for its years. The scan
// below steps over a word's other bytes with one table look-up each, and
// a word opening with a lead letter is compared with the one or two
// words that open so.

// presentAtWordStarts returns the atoms of the words for "present" in s
// that stand as whole words outside the year atoms years, in order.
func presentAtWordStarts(s string, years []atom) []atom {
	return presentAtWordStartsFrom(s, 0, years)
}

// presentAtWordStartsFrom is presentAtWordStarts for the words of s from
// offset from on, a place where a word may start (0, or after a byte that
// is no ASCII word byte: see wordStartAt).
func presentAtWordStartsFrom(s string, from int, years []atom) []atom {
	var out []atom
	for a := from; a < len(s); a++ {
		c := s[a]
		if !presentScanWordByte[c] {
			continue
		}
		// s[a] opens an ASCII word: the byte before it is none of one
		if presentLead[c] {
			if w := presentWordFrom(s, a); w > 0 && !insideAtom(years, a) {
				out = append(out, atom{start: a, end: a + w, d: cv.Present, present: true})
			}
		}
		for a+1 < len(s) && presentScanWordByte[s[a+1]] {
			a++
		}
	}
	return out
}

// presentWordFrom returns the length of the word for "present" that
// starts at s[a] (a word's first byte, one of presentLead), ASCII case
// ignored and followed by no word byte, or 0: presentWords in their
// order, each tried only when its first letter is s[a]'s.
func presentWordFrom(s string, a int) int {
	switch s[a] | 0x20 {
	case 'p':
		return presentWordIs(s, a, "present")
	case 'n':
		return presentWordIs(s, a, "now")
	case 'c':
		return presentWordIs(s, a, "current")
	case 't':
		if n := presentWordIs(s, a, "today"); n > 0 {
			return n
		}
		return presentWordIs(s, a, "to date")
	case 'o':
		return presentWordIs(s, a, "ongoing")
	}
	return 0
}

// presentWordIs returns len(w) when s holds w at a (ASCII case ignored)
// with no word byte after it, else 0.
func presentWordIs(s string, a int, w string) int {
	if len(s)-a < len(w) || wordByteAt(s, a+len(w)) {
		return 0
	}
	for j := 1; j < len(w); j++ {
		if lowerASCII(s[a+j]) != w[j] {
			return 0
		}
	}
	return len(w)
}

// presentScanWordByte marks the ASCII word bytes (isASCIIWord).
var presentScanWordByte = func() (t [256]bool) {
	for c := range 256 {
		t[c] = isASCIIWord(byte(c))
	}
	return t
}()
