package sections

import (
	"math"
	"math/bits"

	"github.com/vitae-cv/vitae/internal/textscan"
)

// The section rules (words/sections.txt) indexed by key: classify looks
// each word of a heading up instead of testing every key of every rule
// against every word. A rule is a bit (its place in sectionRules); a
// half of a pair rule ("open+source") is a bit of its own.

// ruleBits is what one word of a heading matches: the rules one of whose
// single keys it matches, and the pair halves.
type ruleBits struct {
	rules, halves uint64
}

// ruleIndex holds the keys of sectionRules: exact keys by text, and the
// keys longer than four letters, which a word also matches by beginning
// with them (HeadingHas), by text again.
type ruleIndex struct {
	exact, prefix map[string]ruleBits
	pairs         []rulePair
	longest       int      // the longest key: no longer prefix is looked up
	heads         headLens // the lengths of the prefix keys by their first five bytes (classify_heads.go)
}

// rulePair is one pair of a rule: the bits of its halves.
type rulePair struct {
	rule                  int
	firstHalf, secondHalf uint64
}

var sectionIndex = newRuleIndex(sectionRules)

// newRuleIndex indexes rules (at most 64, and 64 pair halves).
func newRuleIndex(rules []sectionRule) ruleIndex {
	ix := ruleIndex{exact: map[string]ruleBits{}, prefix: map[string]ruleBits{}}
	add := func(key string, b ruleBits) {
		e := ix.exact[key]
		e.rules, e.halves = e.rules|b.rules, e.halves|b.halves
		ix.exact[key] = e
		ix.longest = max(ix.longest, len(key))
		if len(key) > 4 {
			p := ix.prefix[key]
			p.rules, p.halves = p.rules|b.rules, p.halves|b.halves
			ix.prefix[key] = p
			ix.heads.add(key)
		}
	}
	half := 0
	for r, rule := range rules {
		if r >= 64 {
			panic("parse: more than 64 section rules")
		}
		for _, k := range rule.words {
			add(k, ruleBits{rules: 1 << r})
		}
		for _, pr := range rule.pairs {
			if half+2 > 64 {
				panic("parse: more than 64 section rule pair halves")
			}
			a, b := uint64(1)<<half, uint64(1)<<(half+1)
			half += 2
			add(pr[0], ruleBits{halves: a})
			add(pr[1], ruleBits{halves: b})
			ix.pairs = append(ix.pairs, rulePair{rule: r, firstHalf: a, secondHalf: b})
		}
	}
	return ix
}

// word is what w matches: keys equal to it, and keys longer than four
// letters it begins with. Only prefixes up to the longest key are looked
// up, so a long word costs no more than a short one, and only the
// lengths of keys that open as w does (ix.heads).
func (ix *ruleIndex) word(w string) ruleBits {
	b := ix.exact[w]
	if len(w) <= 5 {
		return b
	}
	lens := ix.heads.lens(w)
	for n := 5; n < len(w) && n <= ix.longest && lens != 0; n++ {
		if lens&lenBit(n) == 0 {
			continue
		}
		if p, ok := ix.prefix[w[:n]]; ok {
			b.rules, b.halves = b.rules|p.rules, b.halves|p.halves
		}
	}
	return b
}

// classify is the first rule any word of ws matches (one of its keys, or
// both halves of one of its pairs, each by some word): sectionRule.matches
// tried rule by rule.
func (ix *ruleIndex) classify(ws []string) (int, bool) {
	var all ruleBits
	for _, w := range ws {
		b := ix.word(w)
		all.rules, all.halves = all.rules|b.rules, all.halves|b.halves
	}
	return ix.rulesOf(all)
}

// classifyText is ix.classify(words(s)) without building the words: the
// rules are an OR over the words, in any order, so each ASCII word is
// looked up as it is read, lower-cased in a buffer on the stack. Text
// beyond ASCII, or with a word longer than the buffer, is read by words.
func (ix *ruleIndex) classifyText(s string) (int, bool) {
	if !isASCII(s) {
		return ix.classify(words(s))
	}
	var all ruleBits
	var buf [32]byte
	for i, j := asciiRun(s, 0); i < len(s); i, j = asciiRun(s, j) {
		if j-i > len(buf) {
			return ix.classify(words(s))
		}
		w := buf[:j-i]
		for k := range w {
			w[k] = lowerASCII(s[i+k])
		}
		b := ix.word(string(w))
		all.rules, all.halves = all.rules|b.rules, all.halves|b.halves
	}
	return ix.rulesOf(all)
}

// rulesOf is the first rule of all, its pairs counted when both halves
// matched (the end of classify).
func (ix *ruleIndex) rulesOf(all ruleBits) (int, bool) {
	for _, pr := range ix.pairs {
		if all.halves&pr.firstHalf != 0 && all.halves&pr.secondHalf != 0 {
			all.rules |= 1 << pr.rule
		}
	}
	if all.rules == 0 {
		return 0, false
	}
	return bits.TrailingZeros64(all.rules), true
}

func words(s string) []string                      { return textscan.Words(s) }
func isASCII(s string) bool                        { return textscan.IsASCII(s) }
func asciiRun(s string, from int) (start, end int) { return textscan.ASCIIRun(s, from) }
func lowerASCII(c byte) byte                       { return textscan.LowerASCII(c) }

func wordsUpTo(s string, limit int) int              { return textscan.WordsUpTo(s, limit) }
func wordCount(s string) int                         { return textscan.WordsUpTo(s, math.MaxInt-1) }
func allWordsIn(s string, dict map[string]bool) bool { return !textscan.AnyWord(s, dict, false) }
func firstRune(s string) (rune, int)                 { return textscan.FirstRune(s) }
func containsAnyOf(s, set string) bool               { return textscan.ContainsAnyOf(s, set) }
func isDigitByte(c byte) bool                        { return textscan.IsDigit(c) }
