package venue

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/vitae-cv/vitae/internal/cvtext"
)

// asciiWordRef is asciiWord as it was before its table of lower-cased
// word bytes (wordLower): the oracle of TestA23pASCIIWord.
func (c *Catalog) asciiWordRef(text string, i int) (start, end int, id int32) {
	h := uint32(2166136261)
	for j := i; ; j++ {
		if j < len(text) {
			ch := text[j]
			if ch >= utf8.RuneSelf || j-i == 64 {
				return i, -1, -1
			}
			if wordBytes[ch] || ch == '&' && j+1 < len(text) && joinsAt(text, j+1) {
				if ch >= 'A' && ch <= 'Z' {
					ch += 'a' - 'A'
				}
				h = (h ^ uint32(ch)) * 16777619
				continue
			}
			if ch == '&' && j+1 < len(text) && text[j+1] >= utf8.RuneSelf {
				return i, -1, -1
			}
		}
		if c.vocabBits[h/64%vocabBitWords]&(1<<(h%64)) == 0 {
			return i, j, -1
		}
		return i, j, c.vocabIDFold(text[i:j], h)
	}
}

// checkA23pASCIIWord fails when asciiWord differs from asciiWordRef at
// any word byte of s; it returns how many words had an id.
func checkA23pASCIIWord(t *testing.T, c *Catalog, s string) int {
	t.Helper()
	known := 0
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf || !wordBytes[s[i]] {
			continue
		}
		a, b, id := c.asciiWord(s, i)
		ra, rb, rid := c.asciiWordRef(s, i)
		if a != ra || b != rb || id != rid {
			t.Fatalf("asciiWord(%q, %d) = %d, %d, %d; want %d, %d, %d", s, i, a, b, id, ra, rb, rid)
		}
		if id >= 0 {
			known++
		}
	}
	return known
}

// a23pWordPieces are fictional pieces of venue texts: catalogue words in
// every case, "&" joins, digits, marks, words of 63 to 65 bytes, and runes
// and bytes beyond ASCII.
var a23pWordPieces = []string{" ", "&", "S&P", "a&", "&b", "IEEE", "ieee", "Conference", "CONFERENCE", "on", "of",
	"Pebble", "Learning", "Symposium", "J.", "12", "(3)", "'19", "37th", "-", ".", ",", "é", "Ü", "\xff", "\xe2\x80",
	strings.Repeat("a", 63), strings.Repeat("B", 64), strings.Repeat("c", 65), "_", "@", "Z", "z", "0", "9"}

// TestA23pASCIIWord holds asciiWord to the code it replaced at every word
// byte of crafted texts, the benchmark's venue texts and random joins.
func TestA23pASCIIWord(t *testing.T) {
	c := Default()
	c.ready()
	texts := append([]string{"", "&", "a&", "&b", "S&P", "s&é", "Ünal&Co", "x\xffy", "a&\xff", strings.Repeat("a", 64) + " of",
		strings.Repeat("C", 63) + "&D", strings.Repeat("D", 64), "AZaz09@[`{", "Conference on Pebble Learning"}, benchVenueTexts...)
	known := 0
	for _, s := range texts {
		known += checkA23pASCIIWord(t, c, s)
	}
	for s := range cvtext.Joins(23, 7, a23pWordPieces, 20000, 10) {
		known += checkA23pASCIIWord(t, c, s)
	}
	if known < 20000 {
		t.Fatalf("only %d words with an id: the test reads too little", known)
	}
}

// FuzzA23pASCIIWord holds asciiWord to the code it replaced on any text:
//
//	go test -run '^$' -fuzz FuzzA23pASCIIWord ./cv/venue
func FuzzA23pASCIIWord(f *testing.F) {
	for _, s := range []string{"IEEE S&P'19", "Conference on Pebble Learning", "s&é", strings.Repeat("a", 64) + " of"} {
		f.Add(s)
	}
	c := Default()
	c.ready()
	f.Fuzz(func(t *testing.T, s string) {
		checkA23pASCIIWord(t, c, s)
	})
}
