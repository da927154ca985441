package parse

import (
	"math"
	"unicode"
	"unicode/utf8"

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
func wordCount(s string) int { return wordsUpTo(s, math.MaxInt-1) }

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
// dict[w] == in, lower-casing each ASCII word in a buffer rather than
// building the list.
func anyWord(s string, dict map[string]bool, in bool) bool {
	if !isASCII(s) {
		return anyWordUnicode(s, dict, in)
	}
	var buf [64]byte
	for i, j := asciiRun(s, 0); i < len(s); i, j = asciiRun(s, j) {
		w := s[i:j]
		if hasUpperASCII(w) {
			b := buf[:0]
			if len(w) > len(buf) {
				b = make([]byte, 0, len(w))
			}
			for k := 0; k < len(w); k++ {
				b = append(b, lowerASCII(w[k]))
			}
			if dict[string(b)] == in {
				return true
			}
		} else if dict[w] == in {
			return true
		}
	}
	return false
}

// anyWordUnicode is anyWord for text beyond ASCII: each word is a run of
// letters and digits, lower-cased rune by rune into a buffer (as
// strings.ToLower does; lower-casing keeps every rune a letter or digit
// or not, so splitting first reads the same words as words()).
func anyWordUnicode(s string, dict map[string]bool, in bool) bool {
	var buf [64]byte
	b := buf[:0]
	for i := 0; i <= len(s); {
		r, size := rune(-1), 1
		if i < len(s) {
			r, size = utf8.DecodeRuneInString(s[i:])
		}
		if r >= 0 && isWordRune(r) {
			b = utf8.AppendRune(b, unicode.ToLower(r))
		} else if len(b) > 0 {
			if dict[string(b)] == in {
				return true
			}
			b = b[:0]
		}
		i += size
	}
	return false
}

func isASCIIWordByte(c byte) bool { return textscan.IsASCIIWordByte(c) }
