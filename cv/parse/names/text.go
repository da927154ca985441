package names

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// The text helpers of this file are the parser's (cv/parse), copied so
// that the names pass stands on its own; each is a definition the tests
// hold to the standard library or regexp it stands for.

// firstRune returns the first rune of s and its offset (0, 0 for "").
func firstRune(s string) (rune, int) {
	for i, r := range s {
		return r, i
	}
	return 0, 0
}

// isSpaceByte reports whether c is ASCII white space (unicode.IsSpace).
func isSpaceByte(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v'
}

// spaceAt reports whether white space (unicode.IsSpace) starts at s[i],
// and its length in bytes; a byte that cannot start white space counts
// as one non-space byte. Beyond ASCII, only runes led by the bytes 0xC2,
// 0xE1, 0xE2 and 0xE3 are white space, and those bytes never sit inside
// another rune, so stepping byte by byte elsewhere finds the same runs.
func spaceAt(s string, i int) (bool, int) {
	switch c := s[i]; {
	case c < utf8.RuneSelf:
		return isSpaceByte(c), 1
	case c != 0xC2 && c != 0xE1 && c != 0xE2 && c != 0xE3:
		return false, 1
	}
	r, w := utf8.DecodeRuneInString(s[i:])
	return unicode.IsSpace(r), w
}

// isWordRune reports whether r is a letter or a digit.
func isWordRune(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }

// nextField returns the bounds of the next field of s at or after i, as
// strings.Fields cuts them (at white space), sep counting as white space
// too; a == b when there is none.
// sep is an ASCII byte.
func nextField(s string, i int, sep byte) (a, b int) {
	for i < len(s) {
		if c := s[i]; c < utf8.RuneSelf { // ASCII: no call (sep is ASCII)
			if c != sep && !isSpaceByte(c) {
				break
			}
			i++
			continue
		}
		sp, w := spaceAt(s, i)
		if !sp {
			break
		}
		i += w
	}
	a = i
	for i < len(s) {
		if c := s[i]; c < utf8.RuneSelf {
			if c == sep || isSpaceByte(c) {
				break
			}
			i++
			continue
		}
		sp, w := spaceAt(s, i)
		if sp {
			break
		}
		i += w
	}
	return a, i
}

// fieldCount is len(strings.Fields(s)).
func fieldCount(s string) int {
	n := 0
	for i := 0; ; n++ {
		a, b := nextField(s, i, ' ')
		if a == b {
			return n
		}
		i = b
	}
}

// isYearParen reports whether s opens with a year in brackets: "(2020)".
func isYearParen(s string) bool {
	if len(s) < 6 || s[0] != '(' || s[5] != ')' {
		return false
	}
	for i := 1; i < 5; i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return s[1] == '1' || s[1] == '2'
}

// joinSmallCaps undoes the way PDF text extraction splits small capitals:
// "E DUCATION" and "Jane D OE" become "EDUCATION" and "Jane DOE". Only
// short lines (headings, names) are touched: a lone capital letter (no
// period) followed by a space and a word of two or more capitals.
func joinSmallCaps(t string) string {
	if !mayJoinSmallCaps(t) {
		return t
	}
	f := strings.Fields(t)
	if len(f) < 2 || len(f) > 8 {
		return t
	}
	changed := false
	out := f[:0:0]
	for i := 0; i < len(f); i++ {
		w := f[i]
		if i+1 < len(f) && len(w) == 1 && w[0] >= 'A' && w[0] <= 'Z' && len(f[i+1]) >= 2 && allCapsWord(f[i+1]) {
			out = append(out, w+f[i+1])
			i++
			changed = true
			continue
		}
		out = append(out, w)
	}
	if !changed {
		return t
	}
	return strings.Join(out, " ")
}

// mayJoinSmallCaps is a cheap test before joinSmallCaps splits t: it
// needs a capital letter standing alone before another word (a byte
// beyond ASCII next to it may be a Unicode space).
func mayJoinSmallCaps(t string) bool {
	for i := 0; i+1 < len(t); i++ {
		if c := t[i]; c < 'A' || c > 'Z' {
			continue
		}
		if (i == 0 || isSpaceByte(t[i-1]) || t[i-1] >= utf8.RuneSelf) && (isSpaceByte(t[i+1]) || t[i+1] >= utf8.RuneSelf) {
			return true
		}
	}
	return false
}

// allCapsWord reports whether w has two or more letters and no lower-case one.
func allCapsWord(w string) bool {
	letters := 0
	for _, r := range w {
		if unicode.IsLower(r) {
			return false
		}
		if unicode.IsLetter(r) {
			letters++
		}
	}
	return letters >= 2
}

// replaceSpans returns t with each of the spans (in order, apart) replaced
// by with: what a regexp's ReplaceAllString gives for the matches
// FindAllStringIndex found.
func replaceSpans(t string, spans [][]int, with string) string {
	if len(spans) == 0 {
		return t
	}
	var b strings.Builder
	at := 0
	for _, m := range spans {
		b.WriteString(t[at:m[0]])
		b.WriteString(with)
		at = m[1]
	}
	b.WriteString(t[at:])
	return b.String()
}

// hasEqualMark is containsAnyOf(s, "*∗†+") in one pass: '*' or '+', or
// the three bytes of '∗' (U+2217) or '†' (U+2020), both led by 0xE2.
func hasEqualMark(s string) bool {
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '*', '+':
			return true
		case 0xE2:
			if r := s[i:min(len(s), i+3)]; r == "∗" || r == "†" {
				return true
			}
		}
	}
	return false
}

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

// regexpFoldSafe reports whether a (?i) regexp literal of ASCII letters
// can match in s only where containsFold finds it: true unless s holds
// one of the two runes that case-fold to ASCII letters (U+017F long s,
// U+212A Kelvin sign).
func regexpFoldSafe(s string) bool {
	return isASCII(s) || !strings.Contains(s, "\u017f") && !strings.Contains(s, "\u212a")
}

// isASCII reports whether s is all ASCII.
func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
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

// lowerASCII lower-cases an ASCII letter.
func lowerASCII(c byte) byte {
	if c >= 'A' && c <= 'Z' {
		return c + 'a' - 'A'
	}
	return c
}

// skipRESpace is the offset of the first byte at or after i that is not
// \s (space, \t, \n, \f, \r).
func skipRESpace(s string, i int) int {
	for i < len(s) && isRESpace(s[i]) {
		i++
	}
	return i
}

// isRESpace is the regexp class \s: ASCII white space without \v.
func isRESpace(b byte) bool {
	return b == ' ' || b == '\t' || b == '\n' || b == '\f' || b == '\r'
}

// isREWordByte is the regexp class \w, which \b tests: ASCII letters,
// digits and "_".
func isREWordByte(b byte) bool {
	return isASCIIWordByte(b) || b == '_'
}

func isASCIIWordByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}
