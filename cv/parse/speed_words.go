package parse

import (
	"strings"
	"unicode/utf8"
)

// paddedWords is " " + strings.Join(words(s), " ") + " ": the
// lower-case words of s, one space between them and one at each end,
// so that a phrase is found as whole words by searching for it with a
// space on each side. An ASCII text is written in one allocation (the
// words' bytes lower-cased as they are copied); other text goes through
// words.
func paddedWords(s string) string {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return " " + strings.Join(words(s), " ") + " "
		}
	}
	var b strings.Builder
	b.Grow(len(s) + 2)
	b.WriteByte(' ')
	for i := 0; i < len(s); {
		for i < len(s) && !isASCIIWordByte(s[i]) {
			i++
		}
		if i == len(s) {
			break
		}
		if b.Len() > 1 {
			b.WriteByte(' ')
		}
		for ; i < len(s) && isASCIIWordByte(s[i]); i++ {
			b.WriteByte(lowerASCII(s[i]))
		}
	}
	b.WriteByte(' ')
	return b.String()
}

// asciiWordCount is wordCount for an ASCII text: the runs of ASCII
// letters and digits, counted without a branch on each byte (a word
// starts where a word byte follows a byte that is none); the word bytes
// are a table of 0s and 1s.
func asciiWordCount(s string) int {
	n, prev := 0, uint8(0)
	for i := 0; i < len(s); i++ {
		w := asciiWordBit[s[i]]
		n += int(w &^ prev)
		prev = w
	}
	return n
}

// asciiWordBit is 1 for the ASCII letters and digits, 0 for every other
// byte.
var asciiWordBit = func() (t [256]uint8) {
	for c := range 128 {
		if isASCIIWordByte(byte(c)) {
			t[c] = 1
		}
	}
	return t
}()

// mayHoldWordOf is a guard for hasWord(s, set) where set holds exactly
// the words keys (lower-case ASCII): a word of s lower-cased is one of
// them only where s holds it, ignoring ASCII case, unless s holds a
// rune ToLower turns into an ASCII letter (then it says yes). One pass
// over s (containsAnyFold) instead of a lookup per word.
func mayHoldWordOf(s string, keys []string) bool {
	return !lowerFoldSafe(s) || containsAnyFold(s, keys...)
}

// mayHoldNickname is a guard for reNickname: each of its forms opens
// with a bracket or a double quote after the spaces it takes ("(",
// '"', "“"), so a name with none of them holds no nickname.
func mayHoldNickname(name string) bool {
	return containsAnyOf(name, "(\"“")
}

// hasPaddedWord is strings.Contains(t, " "+k+" ") without making the
// padded key: some k in t with a space either side. Every place k stands
// is tried, so a k that overlaps itself is found too.
func hasPaddedWord(t, k string) bool {
	for i := 0; i < len(t); {
		j := strings.Index(t[i:], k)
		if j < 0 {
			return false
		}
		j += i
		if j > 0 && t[j-1] == ' ' && j+len(k) < len(t) && t[j+len(k)] == ' ' {
			return true
		}
		i = j + 1
	}
	return false
}
