package textscan

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Shapes of plain text that say nothing of its content: rules, page
// numbers, a year in brackets.

// IsRule reports whether t is a horizontal rule: at least three of "-",
// "*" or "_" with only \s (IsRESpace) before, between and after them
// ("---", "* * *", " _ _ _"). It is the regexp
// `^\s*(?:[-*_]\s*){3,}$` matched against t.
func IsRule(t string) bool {
	marks := 0
	for i := 0; i < len(t); i++ {
		switch c := t[i]; {
		case c == '-' || c == '*' || c == '_':
			marks++
		case !IsRESpace(c):
			return false
		}
	}
	return marks >= 3
}

// IsPageNumber reports whether s is only a page number: one to three
// digits, perhaps between dashes ("- 4 -"), or "2/6", "1 of 3".
func IsPageNumber(s string) bool {
	s = strings.Trim(strings.TrimSpace(s), "—–-− ")
	if s == "" {
		return false
	}
	if i := strings.Index(s, " of "); i > 0 {
		return AllDigitsN(s[:i], 3) && AllDigitsN(s[i+4:], 3)
	}
	if i := strings.IndexByte(s, '/'); i > 0 {
		return AllDigitsN(s[:i], 3) && AllDigitsN(s[i+1:], 3)
	}
	return AllDigitsN(s, 3)
}

// IsYearParen reports whether s opens with a year of 1000–2999 in
// brackets: "(2020)".
func IsYearParen(s string) bool {
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

// HasNoteMark reports whether s holds one of the marks that point a
// word to a note: '*', '+', '∗' (U+2217) or '†' (U+2020). It is
// strings.ContainsAny(s, "*∗†+") in one pass: the two runes beyond
// ASCII are both led by the byte 0xE2.
func HasNoteMark(s string) bool {
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

// ReplaceSpans returns t with each of the spans (in order, apart)
// replaced by with: what a regexp's ReplaceAllString gives for the
// matches FindAllStringIndex found.
func ReplaceSpans(t string, spans [][]int, with string) string {
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

// IsCaps reports whether s has at least minLetters letters and no
// lower-case one ("ABC-1" has three letters).
func IsCaps(s string, minLetters int) bool {
	letters := 0
	for _, r := range s {
		if unicode.IsLower(r) {
			return false
		}
		if unicode.IsLetter(r) {
			letters++
		}
	}
	return letters >= minLetters
}

// JoinSmallCaps undoes the way PDF text extraction splits small
// capitals: "E XAMPLE" and "Ada Q UILL" become "EXAMPLE" and
// "Ada QUILL". Only short lines (two to eight fields) are touched: a
// lone capital letter (no period) followed by a word of two or more
// letters, none lower case, joins it; the fields of a changed line are
// joined by single spaces.
func JoinSmallCaps(t string) string {
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
		if i+1 < len(f) && len(w) == 1 && w[0] >= 'A' && w[0] <= 'Z' && len(f[i+1]) >= 2 && IsCaps(f[i+1], 2) {
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

// mayJoinSmallCaps is a cheap test before JoinSmallCaps splits t: it
// needs a capital letter standing alone before another word (a byte
// beyond ASCII next to it may be a Unicode space).
func mayJoinSmallCaps(t string) bool {
	for i := 0; i+1 < len(t); i++ {
		if c := t[i]; c < 'A' || c > 'Z' {
			continue
		}
		if (i == 0 || IsSpaceByte(t[i-1]) || t[i-1] >= utf8.RuneSelf) && (IsSpaceByte(t[i+1]) || t[i+1] >= utf8.RuneSelf) {
			return true
		}
	}
	return false
}
