package textscan

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Words splits s into lower-case words of letters and digits.
func Words(s string) []string {
	// ASCII text (most CV text): one lower-cased copy at most, and the
	// slice sized by a first count
	n := 0
	inWord, upper := false, false
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= utf8.RuneSelf {
			return wordsUnicode(s)
		}
		w := IsASCIIWordByte(c)
		if w && !inWord {
			n++
		}
		inWord = w
		upper = upper || c >= 'A' && c <= 'Z'
	}
	if n == 0 {
		return nil
	}
	if upper {
		s = LowerASCIIString(s) // s is ASCII: what strings.ToLower gives
	}
	out := make([]string, 0, n)
	start := -1
	for i := 0; i <= len(s); i++ {
		w := i < len(s) && IsASCIIWordByte(s[i])
		switch {
		case w && start < 0:
			start = i
		case !w && start >= 0:
			out = append(out, s[start:i])
			start = -1
		}
	}
	return out
}

// wordsUnicode is Words for text beyond ASCII: the runs of letters and
// digits of strings.ToLower(s), in a slice sized by wordRuns first
// (lower-casing keeps a rune a letter or digit or not, and a bad byte,
// which ToLower makes U+FFFD, is neither before or after).
func wordsUnicode(s string) []string {
	n := wordRuns(s)
	if n == 0 {
		return nil
	}
	low := strings.ToLower(s)
	out := make([]string, 0, n)
	start := -1
	for i := 0; i < len(low); {
		r, w := utf8.DecodeRuneInString(low[i:])
		if IsWordRune(r) {
			if start < 0 {
				start = i
			}
		} else if start >= 0 {
			out = append(out, low[start:i])
			start = -1
		}
		i += w
	}
	if start >= 0 {
		out = append(out, low[start:])
	}
	return out
}

// wordRuns counts the runs of letters and digits of s (len(Words(s)):
// lower-casing never turns a letter or digit into anything else, nor
// anything else into one).
func wordRuns(s string) int {
	n, in := 0, false
	for i := 0; i < len(s); {
		var w bool
		if c := s[i]; c < utf8.RuneSelf {
			w = IsASCIIWordByte(c)
			i++
		} else {
			r, size := utf8.DecodeRuneInString(s[i:])
			w = IsWordRune(r)
			i += size
		}
		if w && !in {
			n++
		}
		in = w
	}
	return n
}

// ASCIIRun returns the first run of ASCII letters and digits of s at or
// after byte from, as s[start:end]; start is len(s) when there is none.
// Bytes beyond ASCII end runs.
func ASCIIRun(s string, from int) (start, end int) {
	start = from
	for start < len(s) && !IsASCIIWordByte(s[start]) {
		start++
	}
	end = start
	for end < len(s) && IsASCIIWordByte(s[end]) {
		end++
	}
	return start, end
}

// WordsUpTo is min(len(Words(s)), limit+1): it counts the runs of letters
// and digits of s, stopping at the first word past limit, so a long line
// asked "more than four words?" is read only as far as its fifth word.
func WordsUpTo(s string, limit int) int {
	if limit < 0 {
		return 0
	}
	n := 0
	for i := 0; i < len(s); {
		if c := s[i]; c < utf8.RuneSelf {
			if !asciiWordByte[c] {
				i++
				continue
			}
		} else if r, size := utf8.DecodeRuneInString(s[i:]); !IsWordRune(r) {
			i += size
			continue
		}
		if n++; n > limit {
			return n
		}
		i = wordRunEnd(s, i)
	}
	return n
}

// wordRunEnd returns the end of the run of word runes (ASCII word bytes
// or IsWordRune) at i: WordsUpTo steps over a word's bytes in this tight
// loop, one table look-up each, rather than asking each whether a word
// starts there.
func wordRunEnd(s string, i int) int {
	for i < len(s) {
		if c := s[i]; c < utf8.RuneSelf {
			if !asciiWordByte[c] {
				return i
			}
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if !IsWordRune(r) {
			return i
		}
		i += size
	}
	return i
}

// asciiWordByte is IsASCIIWordByte as a table, for the hottest scans
// (WordsUpTo reads every byte of most lines several times a parse).
var asciiWordByte = func() (t [utf8.RuneSelf]bool) {
	for c := range t {
		t[c] = IsASCIIWordByte(byte(c))
	}
	return t
}()

// AnyWord reports whether s has a word w (as Words reads them) with
// dict[w] == in, lower-casing each ASCII word in a buffer rather than
// building the list.
func AnyWord(s string, dict map[string]bool, in bool) bool {
	if !IsASCII(s) {
		return anyWordUnicode(s, dict, in)
	}
	var buf [64]byte
	for i, j := ASCIIRun(s, 0); i < len(s); i, j = ASCIIRun(s, j) {
		w := s[i:j]
		if HasUpperASCII(w) {
			b := buf[:0]
			if len(w) > len(buf) {
				b = make([]byte, 0, len(w))
			}
			for k := 0; k < len(w); k++ {
				b = append(b, LowerASCII(w[k]))
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

// anyWordUnicode is AnyWord for text beyond ASCII: each word is a run of
// letters and digits, lower-cased rune by rune into a buffer (as
// strings.ToLower does; lower-casing keeps every rune a letter or digit
// or not, so splitting first reads the same words as Words).
func anyWordUnicode(s string, dict map[string]bool, in bool) bool {
	var buf [64]byte
	b := buf[:0]
	for i := 0; i <= len(s); {
		r, size := rune(-1), 1
		if i < len(s) {
			r, size = utf8.DecodeRuneInString(s[i:])
		}
		if r >= 0 && IsWordRune(r) {
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
