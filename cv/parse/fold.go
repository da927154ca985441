package parse

import (
	"github.com/vitae-cv/vitae/internal/textscan"
)

// Case-insensitive searches that do not build a lower-cased copy: the
// parser asks many "does this line mention X" questions, and for ASCII
// text (most CV text) a copy per question was a large share of its time.

// indexFold is textscan.IndexFold: the first sub (lower case) in s,
// ignoring ASCII case, or -1.
func indexFold(s, sub string) int { return textscan.IndexFold(s, sub) }

// nextIndexByte is the offset of the first c in s at or after from, -1
// when there is none.
func nextIndexByte(s string, c byte, from int) int { return textscan.IndexByteFrom(s, c, from) }

// containsFold reports whether s holds sub (lower case), ignoring ASCII
// case.
func containsFold(s, sub string) bool { return textscan.ContainsFold(s, sub) }

// containsAnyFold reports whether s holds one of subs (each lower case),
// ignoring ASCII case (textscan.ContainsAnyFold).
func containsAnyFold(s string, subs ...string) bool { return textscan.ContainsAnyFold(s, subs...) }

// hasPrefixFold reports whether s starts with prefix (lower case),
// ignoring ASCII case.
func hasPrefixFold(s, prefix string) bool { return textscan.HasPrefixFold(s, prefix) }

// lowerFoldSafe: an ASCII-folding search of s finds what a search of
// strings.ToLower(s) finds (textscan.LowerFoldSafe).
func lowerFoldSafe(s string) bool { return textscan.LowerFoldSafe(s) }

// regexpFoldSafe: a (?i) regexp literal of ASCII letters matches in s
// only where containsFold finds it (textscan.RegexpFoldSafe).
func regexpFoldSafe(s string) bool { return textscan.RegexpFoldSafe(s) }

// containsAnyOf is strings.ContainsAny for a small set of runes
// (textscan.ContainsAnyOf).
func containsAnyOf(s, set string) bool { return textscan.ContainsAnyOf(s, set) }

// hasLowerPrefix is strings.HasPrefix(strings.ToLower(s), prefix) for a
// lower case prefix, lower-casing at most the prefix's length of s
// (textscan.HasLowerPrefix).
func hasLowerPrefix(s, prefix string) bool { return textscan.HasLowerPrefix(s, prefix) }
