package parse

import (
	"strings"
	"unicode/utf8"
)

// Case-insensitive searches that do not build a lower-cased copy: the
// parser asks many "does this line mention X" questions, and for ASCII
// text (most CV text) a copy per question was a large share of its time.

// indexFold returns the index of the first occurrence of sub in s,
// ignoring ASCII case, or -1. sub must be lower case. For ASCII s it
// finds what strings.Index(strings.ToLower(s), sub) finds; callers with
// other text lower-case it first (ToLower may change byte offsets there).
func indexFold(s, sub string) int {
	n := len(sub)
	if n == 0 {
		return 0
	}
	lo, up := sub[0], sub[0]
	if lo >= 'a' && lo <= 'z' {
		up = lo - ('a' - 'A')
	}
	// candidates are found with IndexByte, once for each case of the
	// first byte; nextLo and nextUp are absolute offsets (-1: none left)
	nextLo, nextUp := strings.IndexByte(s, lo), -1
	if up != lo {
		nextUp = strings.IndexByte(s, up)
	}
	for nextLo >= 0 || nextUp >= 0 {
		i := nextLo
		if i < 0 || nextUp >= 0 && nextUp < i {
			i = nextUp
		}
		if i+n > len(s) {
			return -1
		}
		if hasPrefixFold(s[i+1:], sub[1:]) {
			return i
		}
		if i == nextLo {
			nextLo = nextIndexByte(s, lo, i+1)
		} else {
			nextUp = nextIndexByte(s, up, i+1)
		}
	}
	return -1
}

// nextIndexByte is the offset of the first c in s at or after from, -1
// when there is none.
func nextIndexByte(s string, c byte, from int) int {
	if j := strings.IndexByte(s[from:], c); j >= 0 {
		return from + j
	}
	return -1
}

// containsFold reports whether s holds sub (lower case), ignoring ASCII
// case.
func containsFold(s, sub string) bool {
	return indexFold(s, sub) >= 0
}

// containsAnyFold reports whether s holds one of subs (each lower case),
// ignoring ASCII case.
func containsAnyFold(s string, subs ...string) bool {
	for _, sub := range subs {
		if indexFold(s, sub) >= 0 {
			return true
		}
	}
	return false
}

// hasPrefixFold reports whether s starts with prefix (lower case),
// ignoring ASCII case.
func hasPrefixFold(s, prefix string) bool {
	if len(s) < len(prefix) {
		return false
	}
	for j := 0; j < len(prefix); j++ {
		if lowerASCII(s[j]) != prefix[j] {
			return false
		}
	}
	return true
}

// lowerFoldSafe reports whether an ASCII-case-insensitive search of s
// finds exactly what a search of strings.ToLower(s) finds, for a lower
// case ASCII needle: true unless s holds one of the two runes ToLower
// turns into ASCII letters (U+0130 "İ" -> "i", U+212A Kelvin sign -> "k").
// Offsets may still differ in non-ASCII text: use it for yes/no guards.
func lowerFoldSafe(s string) bool {
	return isASCII(s) || !strings.Contains(s, "\u0130") && !strings.Contains(s, "\u212a")
}

// regexpFoldSafe reports whether a (?i) regexp literal of ASCII letters
// can match in s only where containsFold finds it: true unless s holds
// one of the two runes that case-fold to ASCII letters (U+017F long s,
// U+212A Kelvin sign).
func regexpFoldSafe(s string) bool {
	return isASCII(s) || !strings.Contains(s, "\u017f") && !strings.Contains(s, "\u212a")
}

// containsAnyOf is strings.ContainsAny for a small set of runes (valid
// UTF-8, without U+FFFD), searched one rune at a time with the
// vectorised byte search rather than by decoding s rune by rune. A
// rune's encoding opens with a byte that never continues another rune,
// so it is found exactly where decoding s finds the rune.
func containsAnyOf(s, set string) bool {
	for i := 0; i < len(set); {
		_, n := utf8.DecodeRuneInString(set[i:])
		if n == 1 {
			if strings.IndexByte(s, set[i]) >= 0 {
				return true
			}
		} else if strings.Contains(s, set[i:i+n]) {
			return true
		}
		i += n
	}
	return false
}

// hasLowerPrefix is strings.HasPrefix(strings.ToLower(s), prefix) for a
// lower case ASCII prefix, without the copy when s is ASCII.
func hasLowerPrefix(s, prefix string) bool {
	if isASCII(s) {
		return hasPrefixFold(s, prefix)
	}
	return strings.HasPrefix(strings.ToLower(s), prefix)
}
