package linerole

import (
	"slices"
	"strings"
)

// Prefilters: each reports whether a text holds what one of the feature
// patterns needs before the pattern is run, so that the usual line (no
// year, no page range, no volume, no phone number) costs no regexp. Each
// is a necessary condition of its pattern's match, nothing more:
// TestPrefiltersNeverHideAMatch holds them to the patterns.

// hasYearPair reports whether s holds "19" or "20": reYear and
// reDateRange open with one of them.
func hasYearPair(s string) bool {
	return strings.Contains(s, "19") || strings.Contains(s, "20")
}

// mayPhone reports whether s holds the eight ASCII digits rePhone needs
// at least (\d{2,4}, \d{3}, \d{3,4}; \d is ASCII).
func mayPhone(s string) bool {
	n := 0
	for i := 0; i < len(s); i++ {
		if s[i] >= '0' && s[i] <= '9' {
			if n++; n == 8 {
				return true
			}
		}
	}
	return false
}

// mayPageRange reports whether s holds a dash rePageRange joins its
// numbers with ("-" or "–").
func mayPageRange(s string) bool {
	return strings.IndexByte(s, '-') >= 0 || strings.Contains(s, "–")
}

// volumeWords are reVolume's words: "no" and "pp" are in "volume",
// "issue" and "vol" as written.
var volumeWords = []string{"vol", "pp", "no", "issue"}

// mayVolume reports whether s holds one of reVolume's words in any ASCII
// case, or a long s ("ſ"), which the pattern's case folding reads as an
// "s" (no other rune beyond ASCII folds to a letter of its words).
func mayVolume(s string) bool {
	if strings.Contains(s, "ſ") {
		return true
	}
	for _, w := range volumeWords {
		if containsFoldASCII(s, w) {
			return true
		}
	}
	return false
}

// urlFolds are the runes beyond ASCII that reURL's case folding reads as
// a letter of its words: the Kelvin sign ("k") and the long s ("s").
var urlFolds = []string{"\u212a", "\u017f"}

// containsFoldASCII reports whether s holds sub (lower-case ASCII) in any
// ASCII case; bytes beyond ASCII match only themselves.
func containsFoldASCII(s, sub string) bool {
	for i := 0; i+len(sub) <= len(s); i++ {
		if hasPrefixFoldASCII(s[i:], sub) {
			return true
		}
	}
	return false
}

// hasPrefixFoldASCII reports whether s opens with sub (lower-case ASCII)
// in any ASCII case.
func hasPrefixFoldASCII(s, sub string) bool {
	if len(s) < len(sub) {
		return false
	}
	for j := 0; j < len(sub); j++ {
		if lowerASCII(s[j]) != sub[j] {
			return false
		}
	}
	return true
}

// lowerASCII is c lower-cased when it is an ASCII capital.
func lowerASCII(c byte) byte {
	if c >= 'A' && c <= 'Z' {
		return c + 'a' - 'A'
	}
	return c
}

// lowerASCIIString is s with its ASCII capitals lower-cased and every
// other byte as it is (strings.ToLower also maps runes beyond ASCII, some
// to ASCII letters that a pattern's case folding does not reach).
func lowerASCIIString(s string) string {
	var b strings.Builder
	b.Grow(len(s))
	for i := 0; i < len(s); i++ {
		b.WriteByte(lowerASCII(s[i]))
	}
	return b.String()
}

// degreesByFirst are the degree forms by their first byte.
var degreesByFirst = func() (t [256][]string) {
	for f := range degreeForms {
		t[f[0]] = append(t[f[0]], f)
	}
	for i := range t {
		slices.Sort(t[i])
	}
	return t
}()

// hasDegree reports whether text holds a degree's name as a whole word:
// one pass over the lower-cased text, trying at each place a word can
// start (after a byte that is no word rune) the forms that open with the
// byte there, where searching the text for each form cost one search
// per form (hasDegreeByForm in prefilter_test.go; TestHasDegree holds
// the two equal).
func hasDegree(text string) bool {
	low := " " + strings.ToLower(text) + " "
	for i := 1; i < len(low); i++ {
		forms := degreesByFirst[low[i]]
		if len(forms) == 0 || isWordRune(rune(low[i-1])) {
			continue
		}
		for _, f := range forms {
			if strings.HasPrefix(low[i:], f) && !isWordRune(rune(low[i+len(f)])) {
				return true
			}
		}
	}
	return false
}
