package parse

import "unicode/utf8"

// A venue text with one rune beyond ASCII (a dash, a curly quote, an
// accented name) was lower-cased whole (strings.ToLower, a rune at a
// time and a new string) before a phrase set was searched in it, once
// for each set asked about it: most of what searching such a text cost.
// When every phrase of a set is ASCII, the lower-cased text holds a
// phrase at a place only if the text holds it there ignoring ASCII case,
// unless the text holds one of the two runes ToLower turns into ASCII
// letters (lowerFoldSafe); and ToLower keeps a rune a letter, a digit or
// neither, so the word edges read the same in the text as lower-cased
// (TestA23pPhraseFold holds the two to each other, and checks the runes
// for every code point). inFold searches the text itself.

// allASCII reports whether every phrase is ASCII.
func allASCII(phrases []string) bool {
	for _, ph := range phrases {
		if !isASCII(ph) {
			return false
		}
	}
	return true
}

// inFold is hasWordFold for text that lowerFoldSafe passes, when every
// phrase of the set is ASCII (ps.ascii): inLower(strings.ToLower(s))
// without the lower-cased copy.
func (ps *phraseSet) inFold(s string) bool {
	for a := 0; a < len(s); a++ {
		k := ps.folded[s[a]] // 0 for a byte beyond ASCII: no phrase opens with one
		if k == 0 {
			continue
		}
		if before, _ := utf8.DecodeLastRuneInString(s[:a]); a > 0 && isWordRune(before) {
			continue
		}
		for _, ph := range ps.byFirst[k-1] {
			if !hasPrefixFold(s[a:], ph) {
				continue
			}
			b := a + len(ph)
			if after, _ := utf8.DecodeRuneInString(s[b:]); b == len(s) || !isWordRune(after) {
				return true
			}
		}
	}
	return false
}
