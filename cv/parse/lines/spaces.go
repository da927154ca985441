package lines

import (
	"unicode/utf8"

	"github.com/vitae-cv/vitae/internal/textscan"
)

// collapseSpaces is strings.Join(strings.Fields(s), " "): white space
// (as unicode.IsSpace reads it) trimmed and each run made one space. It
// returns s itself when there is nothing to change, and otherwise
// builds the result in one allocation (collapseOnePass, a21_collapse.go).
func collapseSpaces(s string) string { return collapseOnePass(s) }

// The classes of bytes collapseOnePass tells apart.
const (
	whiteNo   = iota // a byte that starts no white space
	whiteYes         // ASCII white space: ' ', \t, \n, \v, \f, \r
	whiteLead        // a lead byte of white space beyond ASCII: ask SpaceAt
)

// whiteClass is the class of each byte, for collapseOnePass.
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
