package textscan

import (
	"math/bits"
	"strings"
	"unicode/utf8"
)

// Case-insensitive searches that build no lower-cased copy: offsets stay
// those of the text, and ASCII text (most text) needs no allocation.

// IndexFold returns the index of the first occurrence of sub in s,
// ignoring ASCII case, or -1. sub must be lower case. For ASCII s it
// finds what strings.Index(strings.ToLower(s), sub) finds; callers with
// other text lower-case it first (ToLower may change byte offsets there)
// or check LowerFoldSafe.
func IndexFold(s, sub string) int {
	n := len(sub)
	if n == 0 {
		return 0
	}
	lo, up := sub[0], UpperASCII(sub[0])
	// candidates are found with IndexByte, once for each case of the
	// first byte, so that a long text with no match costs two byte
	// scans; nextLo and nextUp are absolute offsets (-1: none left)
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
		if HasPrefixFold(s[i+1:], sub[1:]) {
			return i
		}
		if i == nextLo {
			nextLo = IndexByteFrom(s, lo, i+1)
		} else {
			nextUp = IndexByteFrom(s, up, i+1)
		}
	}
	return -1
}

// IndexFoldFrom is IndexFold searching s from offset from (0 <= from <=
// len(s)); the offset it returns is one of s.
func IndexFoldFrom(s, sub string, from int) int {
	if k := IndexFold(s[from:], sub); k >= 0 {
		return from + k
	}
	return -1
}

// IndexByteFrom is the offset of the first c in s at or after from (0 <=
// from <= len(s)), -1 when there is none.
func IndexByteFrom(s string, c byte, from int) int {
	if j := strings.IndexByte(s[from:], c); j >= 0 {
		return from + j
	}
	return -1
}

// ContainsFold reports whether s holds sub (lower case), ignoring ASCII
// case.
func ContainsFold(s, sub string) bool {
	return IndexFold(s, sub) >= 0
}

// HasPrefixFold reports whether s starts with prefix (lower case),
// ignoring ASCII case.
func HasPrefixFold(s, prefix string) bool {
	if len(s) < len(prefix) {
		return false
	}
	for j := 0; j < len(prefix); j++ {
		if LowerASCII(s[j]) != prefix[j] {
			return false
		}
	}
	return true
}

// HasLowerPrefix reports whether strings.ToLower(s) starts with prefix
// (lower case), lower-casing no more of s than the prefix can come from:
// ToLower maps s rune by rune, each rune (a byte that is no UTF-8 counts
// as one) to one rune of a byte or more, so the prefix's bytes come from
// at most len(prefix) runes of s. ASCII text is compared ignoring case
// with no copy.
func HasLowerPrefix(s, prefix string) bool {
	if IsASCII(s) {
		return HasPrefixFold(s, prefix)
	}
	n := 0 // s[:n] is the first len(prefix) runes of s
	for k := 0; k < len(prefix) && n < len(s); k++ {
		_, w := utf8.DecodeRuneInString(s[n:])
		n += w
	}
	return strings.HasPrefix(strings.ToLower(s[:n]), prefix)
}

// EqualFold reports whether s is w (lower case), ignoring ASCII case.
func EqualFold(s, w string) bool { return len(s) == len(w) && HasPrefixFold(s, w) }

// LowerFoldSafe reports whether an ASCII-case-insensitive search of s
// finds exactly what a search of strings.ToLower(s) finds, for a lower
// case ASCII needle: true unless s holds one of the two runes ToLower
// turns into ASCII letters (U+0130 "İ" -> "i", U+212A Kelvin sign -> "k").
// Offsets may still differ in non-ASCII text: use it for yes/no guards.
func LowerFoldSafe(s string) bool {
	return IsASCII(s) || !strings.Contains(s, "\u0130") && !strings.Contains(s, "\u212a")
}

// RegexpFoldSafe reports whether a (?i) regexp literal of ASCII letters
// can match in s only where ContainsFold finds it: true unless s holds
// one of the two runes that case-fold to ASCII letters (U+017F long s,
// U+212A Kelvin sign).
func RegexpFoldSafe(s string) bool {
	return IsASCII(s) || !strings.Contains(s, "\u017f") && !strings.Contains(s, "\u212a")
}

// ContainsAnyFold reports whether s holds one of subs (each lower case),
// ignoring ASCII case. Two to eight subs are searched for in one pass
// over s (containsAnyFoldScan); one, or more than eight, one at a time.
func ContainsAnyFold(s string, subs ...string) bool {
	if len(subs) >= 2 && len(subs) <= 8 {
		return containsAnyFoldScan(s, subs)
	}
	for _, sub := range subs {
		if IndexFold(s, sub) >= 0 {
			return true
		}
	}
	return false
}

// containsAnyFoldScan is ContainsAnyFold for at most eight subs, in one
// pass over s: two tables say which subs may open at a byte (their first
// byte in either case, as IndexFold's candidates) and which may go on
// with the byte after it (their second byte in either case; any byte for
// a one-byte sub), and a sub is tried only where both bytes allow it. A
// search per sub stops at every candidate of its own first byte, a
// common letter for most words, and reads the text again for each sub.
func containsAnyFoldScan(s string, subs []string) bool {
	var first, second [256]uint8 // bit k: subs[k] may open / go on with this byte
	for k, sub := range subs {
		if sub == "" {
			return true // found at 0, as IndexFold finds it
		}
		bit := uint8(1) << k
		first[sub[0]] |= bit
		first[UpperASCII(sub[0])] |= bit
		if len(sub) == 1 {
			for c := range second {
				second[c] |= bit
			}
			continue
		}
		second[sub[1]] |= bit
		second[UpperASCII(sub[1])] |= bit
	}
	if len(s) == 0 {
		return false
	}
	prev := first[s[0]] // the subs that may open at s[i-1]
	for i := 1; i < len(s); i++ {
		c := s[i]
		if m := prev & second[c]; m != 0 && subsAtFold(s[i:], subs, m) {
			return true
		}
		prev = first[c]
	}
	for m := prev; m != 0; m &= m - 1 { // at the last byte: a one-byte sub
		if len(subs[bits.TrailingZeros8(m)]) == 1 {
			return true
		}
	}
	return false
}

// subsAtFold reports whether rest, the text after a sub's first byte,
// goes on with the rest of one of the subs of mask m (HasPrefixFold).
func subsAtFold(rest string, subs []string, m uint8) bool {
	for ; m != 0; m &= m - 1 {
		if HasPrefixFold(rest, subs[bits.TrailingZeros8(m)][1:]) {
			return true
		}
	}
	return false
}

// ContainsAnyOf is strings.ContainsAny for a small set of runes (valid
// UTF-8, without U+FFFD), searched one rune at a time with the
// vectorised byte search rather than by decoding s rune by rune. A
// rune's encoding opens with a byte that never continues another rune,
// so it is found exactly where decoding s finds the rune.
func ContainsAnyOf(s, set string) bool {
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
