package names

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// IsNameToken reports whether w can be one word of a name: a capitalised
// word, an initial ("H.", "J.-P."), or a particle ("van", "de"). The
// particle table is asked only about a word opening with a byte some
// particle opens with, and ASCII bytes are read without decoding runes
// (token_fast.go; TestIsNameTokenFast holds it to isNameTokenRef).
func IsNameToken(w string) bool {
	if w != "" && particleFirst[w[0]] && particles[w] {
		return true
	}
	return nameTokenShape(w)
}

// StripMarks removes the marks CVs put on author names: "*", "†", "+"
// and the like, superscripts written "^{*}" or "^1", and "(equal
// contribution)".
func StripMarks(s string) string {
	if MarkFree(s) { // no "qual" and no mark: the two tests below in one pass
		return s
	}
	if strings.Contains(s, "qual") {
		s = reEqualNote.ReplaceAllString(s, "")
	}
	if !hasMark(s) {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == '^':
			i += superscriptLen(s[i:])
			continue
		case isMarkRune(r):
		default:
			b.WriteString(s[i : i+n])
		}
		i += n
	}
	return b.String()
}

// hasMark reports whether s holds a mark rune or a "^". A byte that
// opens neither (markLead, marks_lead.go) is passed over by one table
// look-up; a lead beyond ASCII is decoded and asked about.
func hasMark(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !markLead[c] {
			continue
		}
		if c < utf8.RuneSelf {
			return true
		}
		if r, _ := utf8.DecodeRuneInString(s[i:]); isMarkRune(r) {
			return true
		}
	}
	return false
}

// markRunes are the characters that mark an author (equal contribution,
// corresponding author, student).
const markRunes = "*∗†‡§#¶✉+¹²³⁴⁵⁶⁷⁸⁹⁰"

// superscriptLen returns the length of a superscript mark at the start of
// s: "^" then "{...}" or a run of digits, commas and marks.
func superscriptLen(s string) int {
	i := 1
	brace := i < len(s) && s[i] == '{'
	if brace {
		i++
	}
	for i < len(s) {
		c := s[i]
		if c >= '0' && c <= '9' || c == ',' || c == '*' {
			i++
			continue
		}
		if strings.HasPrefix(s[i:], "†") {
			i += len("†")
			continue
		}
		break
	}
	if brace && i < len(s) && s[i] == '}' {
		i++
	}
	return i
}

// IsName reports whether s reads as one person's name.
func IsName(s string) bool {
	return IsBareName(strings.TrimSpace(StripMarks(s)))
}

// IsBareName is IsName for text already stripped of marks and trimmed
// (strings.TrimSpace(StripMarks(s))).
func IsBareName(s string) bool {
	s = strings.TrimPrefix(s, "and ")
	s = strings.TrimPrefix(s, "& ")
	if hasByteOf(s, &notInName) {
		t := dropNickname(s) // "Robert (Bob) Quill"
		if t == s || hasByteOf(t, &notInName) {
			return false
		}
		s = t
	}
	// the words, commas counting as spaces
	n, caps := 0, 0
	for i := 0; ; {
		a, b := nextField(s, i, ',')
		if a == b {
			break
		}
		w := s[a:b]
		if n++; n > 5 || !IsNameToken(w) {
			return false
		}
		if r, _ := firstRune(w); unicode.IsUpper(r) {
			caps++
		}
		i = b
	}
	// a single word is a name only with initials glued ("ZhuH") - rare;
	// accept only when it is not a common title word
	return caps > 0 && n > 1
}

// Clean returns a name of an author list as a record holds it: its marks,
// a bracketed tag opening the list ("[KW'31] Quill, A.") and a leading
// "and" removed, and the end dot dropped; equal reports that it carried
// an equal-contribution mark ("*", "∗", "†", "+").
func Clean(a string) (name string, equal bool) {
	return cleanBare(strings.TrimSpace(StripMarks(a))), hasEqualMark(a)
}

// cleanBare is Clean's work on a name with its marks stripped and
// trimmed: a leading tag and "and" off, the end dot dropped.
func cleanBare(a string) string {
	a = dropLeadingTag(a)
	a = strings.TrimPrefix(a, "and ")
	// a dot left before a mark ("Quill, A.∗") goes like any other end dot
	return strings.TrimRight(strings.TrimSpace(a), " .")
}

// maxTagLen bounds the bracketed tag dropLeadingTag removes.
const maxTagLen = 60

// dropLeadingTag removes a bracketed tag that opens an author list and so
// sticks to its first name ("[VENUE'24] Quill, A.", "[J3]: A. Quill").
func dropLeadingTag(a string) string {
	if !strings.HasPrefix(a, "[") {
		return a
	}
	i := strings.IndexByte(a, ']')
	if i < 0 || i > maxTagLen {
		return a
	}
	rest := strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(a[i+1:]), ":"))
	if rest == "" {
		return a
	}
	return strings.TrimSpace(rest)
}
