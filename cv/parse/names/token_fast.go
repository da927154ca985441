package names

import (
	"unicode"
	"unicode/utf8"
)

// particleFirst marks the bytes the particles open with: a word opening
// with any other byte is not a particle, and IsNameToken does not hash it
// to ask the table.
var particleFirst = func() (t [256]bool) {
	for w := range particles {
		t[w[0]] = true // wordSet holds no empty word
	}
	return t
}()

// nameTokenShape is IsNameToken for a word that is not a particle: a
// capital first, then letters, and dots, hyphens and apostrophes (a dot
// inside the word only after a capital, "J.-P."). ASCII bytes are read
// as they are; from the first byte beyond ASCII on, runes are decoded
// (nameTokenRunes), carrying whether the letter before was a capital.
func nameTokenShape(w string) bool {
	prevUpper := false
	for i := 0; i < len(w); i++ {
		c := w[i]
		switch {
		case c >= utf8.RuneSelf:
			return nameTokenRunes(w, i, prevUpper)
		case i == 0:
			if c < 'A' || c > 'Z' {
				return false
			}
			prevUpper = true
		case c >= 'A' && c <= 'Z':
			prevUpper = true
		case c >= 'a' && c <= 'z':
			prevUpper = false
		case c == '.':
			if !prevUpper && i != len(w)-1 {
				return false
			}
			prevUpper = false
		case c == '-' || c == '\'':
			prevUpper = false
		default:
			return false
		}
	}
	return true
}

// nameTokenRunes is the rune loop of IsNameToken over w from byte from
// on, prevUpper telling whether the letter before from was a capital.
func nameTokenRunes(w string, from int, prevUpper bool) bool {
	for j, r := range w[from:] {
		i := from + j
		switch {
		case i == 0:
			if !unicode.IsUpper(r) {
				return false
			}
			prevUpper = true
		case unicode.IsLetter(r):
			prevUpper = unicode.IsUpper(r)
		case r == '.':
			if !prevUpper && i != len(w)-1 {
				return false
			}
			prevUpper = false
		case r == '-' || r == '\'' || r == '’':
			prevUpper = false
		default:
			return false
		}
	}
	return true
}
