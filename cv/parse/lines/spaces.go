package lines

import (
	"strings"
	"unicode/utf8"

	"github.com/vitae-cv/vitae/internal/textscan"
)

// collapseSpaces is strings.Join(strings.Fields(s), " "): white space
// (as unicode.IsSpace reads it) trimmed and each run made one space. It
// returns s itself when there is nothing to change, and otherwise
// builds the result in one allocation, a word at a time.
func collapseSpaces(s string) string {
	if spacesCollapsed(s) {
		return s
	}
	var b strings.Builder
	b.Grow(len(s))
	for i := 0; i < len(s); {
		j := skipWhite(s, i)
		k := skipWord(s, j)
		if k > j {
			if b.Len() > 0 {
				b.WriteByte(' ')
			}
			b.WriteString(s[j:k])
		}
		i = k
	}
	return b.String()
}

// spacesCollapsed reports whether collapseSpaces would leave s as it is:
// no white space at either end, and only single ' ' inside.
func spacesCollapsed(s string) bool {
	prevSpace := true // a leading space counts as a run
	for i := 0; i < len(s); {
		c := whiteClass[s[i]]
		if c == whiteNo { // most bytes: no call (whiteAt)
			prevSpace = false
			i++
			continue
		}
		sp, w := whiteAt(s, i)
		if sp && (s[i] != ' ' || prevSpace) {
			return false
		}
		prevSpace = sp
		i += w
	}
	return !prevSpace || s == ""
}

// skipWhite is the offset of the first byte at or after i that does not
// start white space (len(s) when none).
func skipWhite(s string, i int) int {
	for i < len(s) {
		switch whiteClass[s[i]] {
		case whiteNo:
			return i
		case whiteYes:
			i++
			continue
		}
		sp, w := textscan.SpaceAt(s, i)
		if !sp {
			return i
		}
		i += w
	}
	return i
}

// skipWord is the offset of the first byte at or after i that starts
// white space (len(s) when none).
func skipWord(s string, i int) int {
	for i < len(s) {
		switch whiteClass[s[i]] {
		case whiteNo:
			i++
			continue
		case whiteYes:
			return i
		}
		sp, w := textscan.SpaceAt(s, i)
		if sp {
			return i
		}
		i += w
	}
	return i
}

// whiteAt is textscan.SpaceAt (whether white space starts at s[i], and
// its length) with its answer for a byte that leads no white space read
// from a table. It is past the inliner's budget: the scans above read the
// table themselves for the bytes that lead no white space (most bytes),
// so that a call is made only for white space and for the lead bytes of
// white space beyond ASCII (0xC2, 0xE1, 0xE2, 0xE3).
func whiteAt(s string, i int) (bool, int) {
	switch whiteClass[s[i]] {
	case whiteNo:
		return false, 1
	case whiteYes:
		return true, 1
	}
	return textscan.SpaceAt(s, i)
}

// The classes of bytes whiteAt tells apart.
const (
	whiteNo   = iota // a byte that starts no white space
	whiteYes         // ASCII white space: ' ', \t, \n, \v, \f, \r
	whiteLead        // a lead byte of white space beyond ASCII: ask SpaceAt
)

// whiteClass is the class of each byte, for whiteAt.
var whiteClass = func() (t [256]byte) {
	for c := range utf8.RuneSelf {
		if textscan.IsSpaceByte(byte(c)) {
			t[c] = whiteYes
		}
	}
	for _, c := range []byte{0xC2, 0xE1, 0xE2, 0xE3} {
		t[c] = whiteLead
	}
	return t
}()
