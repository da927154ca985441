package parse

import (
	"strings"
	"unicode"

	"github.com/vitae-cv/vitae/cv/parse/names"
	"github.com/vitae-cv/vitae/internal/textscan"
)

// nameBreakBytes are the bytes no name line holds (looksLikeName): a
// table read byte by byte, what strings.ContainsAny reads of an ASCII set
// (no rune beyond ASCII, nor a bad byte, is one of them).
var nameBreakBytes = func() (t [256]bool) {
	for _, c := range []byte("@:/|,;()0123456789\t") {
		t[c] = true
	}
	return t
}()

// hasNameBreakByte is strings.ContainsAny(s, "@:/|,;()0123456789\t").
func hasNameBreakByte(s string) bool {
	for i := 0; i < len(s); i++ {
		if nameBreakBytes[s[i]] {
			return true
		}
	}
	return false
}

// isDocumentWord reports whether s, lower-cased, is a name of the
// document rather than of a person ("Curriculum Vitae", "CV"): ASCII s
// is compared ignoring case, with no lower-cased copy.
func isDocumentWord(s string) bool {
	if textscan.IsASCII(s) {
		for _, w := range [...]string{"curriculum vitae", "resume", "cv", "vita"} {
			if textscan.EqualFold(s, w) {
				return true
			}
		}
		return false
	}
	switch strings.ToLower(s) {
	case "curriculum vitae", "curriculum vitæ", "résumé", "resume", "cv", "vita":
		return true
	}
	return false
}

// fieldsOpenAsNames reports whether every field of s (as strings.Fields
// cuts them) opens with a capital, or is a particle ("van", "d'").
func fieldsOpenAsNames(s string) bool {
	for a, b := textscan.NextField(s, 0, ' '); a < b; a, b = textscan.NextField(s, b, ' ') {
		w := s[a:b]
		r, _ := firstRune(w)
		if !unicode.IsUpper(r) && !names.IsParticle(strings.ToLower(w)) && !elidedParticle(w) {
			return false
		}
	}
	return true
}
