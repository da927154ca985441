package names

import (
	"testing"
	"unicode/utf8"

	"github.com/vitae-cv/vitae/internal/cvtext"
)

// hasMarkRef is hasMark as it was first written: a switch on every byte,
// the lead bytes of the marks beyond ASCII written out.
func hasMarkRef(s string) bool {
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '*', '#', '+', '^':
			return true
		case 0xC2, 0xE2:
			r, _ := utf8.DecodeRuneInString(s[i:])
			if isMarkRune(r) {
				return true
			}
		}
	}
	return false
}

// TestHasMarkLead holds hasMark, which passes over bytes by markLead, to
// hasMarkRef on fictional names and 50,000 random joins of every mark,
// runes sharing their first bytes, cut runes and bad UTF-8.
func TestHasMarkLead(t *testing.T) {
	texts := []string{"", "Ada Quill", "Ada Quill*", "Quill^1", "Bo Reyes†", "Ann Lee¹", "Cy Moss ✉", "José",
		"Ł", "\xe2\x80", "\xc2", "A\xe2\x80\xa0", "§"}
	pieces := []string{"Ada", " ", ",", "^", "é", "Ł", "–", "—", "’", "©", "°", "ä", "\xe2", "\xc2", "\xe2\x80", "\xff"}
	for _, r := range markRunes {
		pieces = append(pieces, string(r))
	}
	for s := range cvtext.Joins(5, 17, pieces, 50000, 6) {
		texts = append(texts, s)
	}
	for _, s := range texts {
		if got, want := hasMark(s), hasMarkRef(s); got != want {
			t.Fatalf("hasMark(%q) = %v, hasMarkRef gives %v", s, got, want)
		}
	}
}
