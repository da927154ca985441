package lines

import (
	"strings"
	"unsafe"
)

// A line's census says which of the bytes and byte patterns the steps of
// inlineCues search for it holds, read in one pass (censusOf) where each
// step made a search of its own: before it, a line with a bold title
// was searched for '<', ']', '&', '$', '\\', '\x01', '\x02', '*', '_',
// "__", '\t' and for three spaces or " | " (spaceCues), one search after
// another, to find most of them absent. A step whose bytes the census
// says are absent skips its search. The census holds for the text it was
// read from and for every part of it (a trimmed text, the text after a
// list marker): a byte absent from a text is absent from its parts. A
// step that may rewrite the text (HTML, links, entities and math,
// escapes) makes the census censusAll, which says every byte may be
// there: each later step then searches as before. A plain line (a21_plain.go)
// is one whose census is empty.
type census uint16

const (
	cTag       census = 1 << iota // '<'
	cBracket                      // ']'
	cAmp                          // '&'
	cDollar                       // '$'
	cBackslash                    // '\\'
	cStar                         // '*'
	cUnder                        // '_'
	cTab                          // '\t'
	cBar                          // '|'
	cProtect                      // '\x01' or '\x02'
	cBreak                        // '\n', '\v', '\f' or '\r'
	cTwoSpaces                    // two spaces meet
	cWhiteRune                    // white space beyond ASCII, U+200B or U+FEFF
	cLead                         // (censusOf's own) a byte that may lead a cWhiteRune rune

	censusAll = cLead - 1 // not known: every byte may be there
)

// censusBits is the census bit of each byte (cLead for the bytes that
// may lead white space beyond ASCII, U+200B or U+FEFF).
var censusBits = func() (t [256]census) {
	for _, b := range []struct {
		bytes string
		bit   census
	}{{"<", cTag}, {"]", cBracket}, {"&", cAmp}, {"$", cDollar}, {`\`, cBackslash}, {"*", cStar}, {"_", cUnder},
		{"\t", cTab}, {"|", cBar}, {"\x01\x02", cProtect}, {"\n\v\f\r", cBreak}, {"\xc2\xe1\xe2\xe3\xef", cLead}} {
		for i := range len(b.bytes) {
			t[b.bytes[i]] = b.bit
		}
	}
	return t
}()

// censusOf reads the census of r, eight bytes at a time (a table look-up
// a byte, a test of the word for two spaces, as plainLine reads a line),
// the runes a byte of the word may lead decoded (leadRunes). A line with
// '<' is read no further: its census is censusAll, as it would be once
// its HTML is read (a line with HTML is mostly rewritten by it), so the
// rest of it is not read for nothing.
func censusOf(r string) census {
	var c census
	last := false // the byte before r[i] is a space
	i := 0
	for ; i+8 <= len(r); i += 8 {
		b := r[i : i+8]
		k := censusBits[b[0]] | censusBits[b[1]] | censusBits[b[2]] | censusBits[b[3]] |
			censusBits[b[4]] | censusBits[b[5]] | censusBits[b[6]] | censusBits[b[7]]
		if k&(cLead|cTag) != 0 {
			if k&cTag != 0 {
				return censusAll // HTML is read first and may rewrite the line
			}
			k = k&^cLead | leadRunes(r, i, i+8)
		}
		sp := spaceBytes(le64(b)) // a23c_tidy.go
		if sp&(sp>>8) != 0 || last && sp&0x80 != 0 {
			k |= cTwoSpaces
		}
		c |= k
		last = sp>>56 != 0
	}
	return c | censusTail(r, i, last)
}

// censusTail is censusOf's reading of r from i (fewer than eight bytes)
// a byte at a time, last saying whether the byte before r[i] is a space.
func censusTail(r string, i int, last bool) census {
	var c census
	for ; i < len(r); i++ {
		k := censusBits[r[i]]
		switch k {
		case cTag:
			return censusAll
		case cLead:
			k = leadRunes(r, i, i+1)
		}
		if r[i] == ' ' && last {
			k |= cTwoSpaces
		}
		c |= k
		last = r[i] == ' '
	}
	return c
}

// leadRunes is cWhiteRune when a rune that a byte of r[i:end] leads (read
// whole, past end if it runs on) is white space beyond ASCII, U+200B or
// U+FEFF, as plainBytes tells them.
func leadRunes(r string, i, end int) census {
	for ; i < end; i++ {
		if censusBits[r[i]] != cLead {
			continue
		}
		if whiteRuneAt(r, i) { // a23c_white.go
			return cWhiteRune
		}
	}
	return 0
}

// has reports whether the census says any of bits may be there.
func (c census) has(bits census) bool { return c&bits != 0 }

// hasEither reports whether s holds the byte a or the byte b: what
// containsAnyOf(s, string([]byte{a, b})) says of two ASCII bytes, without
// reading the set rune by rune.
func hasEither(s string, a, b byte) bool {
	return strings.IndexByte(s, a) >= 0 || strings.IndexByte(s, b) >= 0
}

// cleanCell is cleanText(StripEmphasis(s)) of a text s that neither
// opens nor ends with white space, its census c saying which of the two
// may change it: no marker, no StripEmphasis; no marker and none of the
// bytes tidy looks for (two spaces meeting, \x01 or \x02, ASCII white
// space but ' ', white space beyond ASCII, U+200B, U+FEFF), s is tidy and
// cleanText gives it back, so it is not read at all.
func cleanCell(s string, c census) string {
	switch {
	case !c.has(cStar | cUnder | tidyBits):
		return s
	case !c.has(cStar | cUnder):
		return cleanText(s)
	}
	return cleanText(StripEmphasis(s))
}

// kept is the text a step made of r and the census that holds for it: c
// when the step gave r back as it is (the same bytes in the same place),
// else censusAll.
func kept(r string, c census, made string) (string, census) {
	if len(made) == len(r) && unsafe.StringData(made) == unsafe.StringData(r) {
		return made, c
	}
	return made, censusAll
}

// tidyBits are the census bits of the bytes tidy looks for beyond a space
// at either end: a text whose census has none is tidy unless it opens or
// ends with a space.
const tidyBits = cTwoSpaces | cProtect | cTab | cBreak | cWhiteRune

// cleanBoldSpan is cleanText(StripEmphasis(b)) of a bold span b of a line
// whose census is c (appendBoldSpans: the text between two pairs of one
// marker, none of that marker inside). On a line with one kind of marker
// alone the span holds none, so StripEmphasis gives it back; with none of
// tidyBits either, cleanText gives it back unless a space opens or ends
// it.
func cleanBoldSpan(b string, c census) string {
	switch {
	case c.has(cStar) && c.has(cUnder):
		return cleanText(StripEmphasis(b))
	case !c.has(tidyBits) && b != "" && b[0] != ' ' && b[len(b)-1] != ' ':
		return b
	}
	return cleanText(b)
}
