package parse

import (
	"math"

	"github.com/vitae-cv/vitae/internal/textscan"
)

// The words of a text, as the section, entry and field passes read them
// (lower-cased runs of letters and digits), and the word-set tests on them.

// equalFoldASCII reports whether s is w (lower case) ignoring ASCII case.
func equalFoldASCII(s, w string) bool { return textscan.EqualFold(s, w) }

func isWordRune(r rune) bool { return textscan.IsWordRune(r) }

// words splits s into lower-case words of letters and digits
// (textscan.Words).
func words(s string) []string { return textscan.Words(s) }

// asciiRun returns the first run of ASCII letters and digits of s at or
// after byte from (textscan.ASCIIRun).
func asciiRun(s string, from int) (start, end int) { return textscan.ASCIIRun(s, from) }

// wordCount is len(words(s)) without building the words: the runs of
// letters and digits (lower-casing, which words does first, never turns
// a letter or digit into anything else, nor anything else into one).
func wordCount(s string) int {
	if isASCII(s) {
		return asciiWordCount(s) // speed_words.go
	}
	return wordsUpTo(s, math.MaxInt-1)
}

// hasWord reports whether one of the words of s (as words() reads them)
// is in dict, without building the list of words.
func hasWord(s string, dict map[string]bool) bool {
	return anyWord(s, dict, true)
}

// allWordsIn reports whether every word of s (as words() reads them) is
// in dict.
func allWordsIn(s string, dict map[string]bool) bool {
	return !anyWord(s, dict, false)
}

// anyWord reports whether s has a word w (as words() reads them) with
// dict[w] == in (textscan.AnyWord).
func anyWord(s string, dict map[string]bool, in bool) bool { return textscan.AnyWord(s, dict, in) }

func isASCIIWordByte(c byte) bool { return textscan.IsASCIIWordByte(c) }
