package lines

import (
	"math"
	"unicode"
	"unicode/utf8"

	"github.com/vitae-cv/vitae/internal/textscan"
)

// The text helpers of internal/textscan, under the names the scans of
// this package (and of cv/parse, where they were written) call them.

func containsFold(s, sub string) bool               { return textscan.ContainsFold(s, sub) }
func containsAnyFold(s string, subs ...string) bool { return textscan.ContainsAnyFold(s, subs...) }
func containsAnyOf(s, set string) bool              { return textscan.ContainsAnyOf(s, set) }
func hasPrefixFold(s, prefix string) bool           { return textscan.HasPrefixFold(s, prefix) }
func regexpFoldSafe(s string) bool                  { return textscan.RegexpFoldSafe(s) }
func isASCIILetter(c byte) bool                     { return textscan.IsASCIILetter(c) }
func isDigitByte(c byte) bool                       { return textscan.IsDigit(c) }
func isSpaceRE(c byte) bool                         { return textscan.IsRESpace(c) }
func skipSpaceRE(s string, i int) int               { return textscan.SkipRESpace(s, i) }
func skipRESpace(s string, i int) int               { return textscan.SkipRESpace(s, i) }
func lowerASCII(c byte) byte                        { return textscan.LowerASCII(c) }
func firstRune(s string) (rune, int)                { return textscan.FirstRune(s) }
func nextIndexByte(s string, c byte, from int) int  { return textscan.IndexByteFrom(s, c, from) }

// narrow is n as the int32 a line keeps its indent in (beside its heading
// level, so the two share one word of the line), held at the int32 range:
// an indent is the count of a line's leading spaces.
func narrow(n int) int32 {
	return int32(min(max(n, math.MinInt32), math.MaxInt32))
}

func isRESpace(c byte) bool  { return textscan.IsRESpace(c) }
func isWordRune(r rune) bool { return textscan.IsWordRune(r) }

// MarkKind groups list markers: numbers ("1.", "[2]") are one kind, each
// bullet character its own.
func MarkKind(m string) string {
	if m == "" {
		return ""
	}
	r, size := utf8.DecodeRuneInString(m)
	if unicode.IsDigit(r) || r == '[' {
		return "1"
	}
	if r == utf8.RuneError && size == 1 {
		return string(r) // an invalid byte reads as U+FFFD
	}
	return m[:size] // string(r) without a new string
}
