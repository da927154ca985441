package parse

import (
	"strings"
	"unicode/utf8"
)

// phraseSet is a list of lower-case phrases searched as whole words in
// one pass over the text: the phrases are grouped by their first byte,
// so a position whose byte opens no phrase costs one table look-up. The
// parser asked "does this venue text say X" by scanning the text once
// per phrase; a set scans it once for all of them.
type phraseSet struct {
	list    []string   // the phrases, in their order
	byFirst [][]string // phrases by first byte (index into first)
	first   [256]uint8 // first byte -> 1 + index into byFirst; 0: none
	// folded is first with each ASCII capital mapped as its lower case:
	// ASCII text is read through it with no byte lower-cased
	folded [256]uint8
	// wordBits has the bits of the phrases' first words (pubs_phrase_bits.go)
	wordBits [phraseWordBits]uint64
	ascii    bool // every phrase is ASCII: other text is searched by inFold (a23p_phrase.go)
}

// newPhraseSet returns the set of the phrases (lower case, not empty:
// what wordLines gives).
func newPhraseSet(phrases []string) *phraseSet {
	ps := &phraseSet{list: phrases, ascii: allASCII(phrases)}
	for _, ph := range phrases {
		if ph == "" || strings.ToLower(ph) != ph {
			panic("parse: phrase set: empty or not lower case: " + ph)
		}
		c := ph[0]
		if ps.first[c] == 0 {
			ps.byFirst = append(ps.byFirst, nil)
			ps.first[c] = uint8(len(ps.byFirst))
		}
		k := ps.first[c] - 1
		ps.byFirst[k] = append(ps.byFirst[k], ph)
		ps.addPhraseBit(ph)
	}
	ps.folded = ps.first
	for c := 'A'; c <= 'Z'; c++ {
		ps.folded[c] = ps.first[c+'a'-'A'] // no phrase opens with a capital
	}
	return ps
}

// hasWordFold reports whether s contains one of the phrases as whole
// words, ignoring case. It stands in for a case-insensitive alternation
// regexp, which is many times slower on every entry.
func hasWordFold(s string, ps *phraseSet) bool {
	if isASCII(s) {
		return ps.inASCII(s)
	}
	if ps.ascii && lowerFoldSafe(s) {
		return ps.inFold(s) // a23p_phrase.go
	}
	return ps.inLower(strings.ToLower(s))
}

// inASCII is hasWordFold for ASCII text not lower-cased: the phrases are
// found ignoring ASCII case, the word edges are the same in either case.
// A phrase may start only where no word byte stands before it: the rest
// of a word, and the byte after it, are passed over. At a word, the
// phrases are compared only when the word's bit is set (mayOpenAt).
func (ps *phraseSet) inASCII(s string) bool {
	for a := 0; a < len(s); a++ { // no word byte stands before s[a]
		if !isASCIIWordByte(s[a]) {
			if ps.folded[s[a]] != 0 && ps.atASCII(s, a) {
				return true
			}
			continue
		}
		j := a + 1
		for j < len(s) && isASCIIWordByte(s[j]) {
			j++
		}
		if ps.folded[s[a]] != 0 && ps.mayOpenAt(s, a, j) && ps.atASCII(s, a) {
			return true
		}
		a = j // s[j] ends the word: a word byte stands before it
	}
	return false
}

// atASCII reports whether one of the phrases stands as whole words at
// s[a:] in ASCII text, ignoring ASCII case; the caller has seen that no
// word byte stands before s[a].
func (ps *phraseSet) atASCII(s string, a int) bool {
	k := ps.folded[s[a]]
	if k == 0 {
		return false
	}
	for _, ph := range ps.byFirst[k-1] {
		b := a + len(ph)
		if hasPrefixFold(s[a:], ph) && (b == len(s) || !isASCIIWordByte(s[b])) {
			return true
		}
	}
	return false
}

// inLower is hasWordFold for text already lower-cased (any UTF-8): the
// word edges are runes that are no letter or digit.
func (ps *phraseSet) inLower(low string) bool {
	for a := 0; a < len(low); a++ {
		k := ps.first[low[a]]
		if k == 0 {
			continue
		}
		if before, _ := utf8.DecodeLastRuneInString(low[:a]); a > 0 && isWordRune(before) {
			continue
		}
		for _, ph := range ps.byFirst[k-1] {
			if !strings.HasPrefix(low[a:], ph) {
				continue
			}
			b := a + len(ph)
			if after, _ := utf8.DecodeRuneInString(low[b:]); b == len(low) || !isWordRune(after) {
				return true
			}
		}
	}
	return false
}
