package names

import (
	"unicode/utf8"

	"github.com/vitae-cv/vitae/internal/textscan"
)

// The text helpers the names pass shares with the parser: each is
// textscan's (one copy, tested there against the standard library or the
// regexp it stands for), under the name the pass's code calls it by.

func firstRune(s string) (rune, int)                 { return textscan.FirstRune(s) }
func isWordRune(r rune) bool                         { return textscan.IsWordRune(r) }
func nextField(s string, i int, sep byte) (a, b int) { return textscan.NextField(s, i, sep) }
func fieldCount(s string) int                        { return textscan.FieldCount(s) }
func isYearParen(s string) bool                      { return textscan.IsYearParen(s) }
func joinSmallCaps(t string) string                  { return textscan.JoinSmallCaps(t) }
func regexpFoldSafe(s string) bool                   { return textscan.RegexpFoldSafe(s) }
func hasPrefixFold(s, prefix string) bool            { return textscan.HasPrefixFold(s, prefix) }
func skipRESpace(s string, i int) int                { return textscan.SkipRESpace(s, i) }
func isREWordByte(b byte) bool                       { return textscan.IsREWordByte(b) }

// replaceSpans returns t with each of the spans replaced by with.
func replaceSpans(t string, spans [][]int, with string) string {
	return textscan.ReplaceSpans(t, spans, with)
}

// hasEqualMark reports whether s holds a mark of equal contribution or a
// note after a name: '*', '+', '∗' or '†' (textscan.HasNoteMark).
func hasEqualMark(s string) bool { return textscan.HasNoteMark(s) }

// mayHaveInitialsWord is a cheap test that lets most authors skip
// expandInitials' split: a word of two or three capitals ("PSC",
// initials written together) holds two capitals in a row, so an ASCII
// name with no such pair ("Ada B. Quill") has none to expand. Text
// beyond ASCII is always split.
func mayHaveInitialsWord(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= utf8.RuneSelf {
			return true
		}
		if i > 0 && c >= 'A' && c <= 'Z' && s[i-1] >= 'A' && s[i-1] <= 'Z' {
			return true
		}
	}
	return false
}
