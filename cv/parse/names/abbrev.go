package names

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// MinAbbrevLines is how many lines of a CV's publications must use the
// owner's initials as an author (see Abbrev.In) before they are read as
// the owner's name.
const MinAbbrevLines = 2

// An Abbrev is a person's capital initials written as a word for them in
// author lists, as some CVs write their owner in every list: "ADQ" for
// "Ada D. Quill".
type Abbrev string

// AbbrevOf returns the capital initials of a name of two to four words
// ("ADQ" for "Ada D. Quill"), or "".
func AbbrevOf(name string) Abbrev {
	t := nameTokens(name)
	if len(t) < 2 || len(t) > 4 {
		return ""
	}
	var b strings.Builder
	for _, w := range t {
		r, _ := utf8.DecodeRuneInString(w)
		b.WriteRune(unicode.ToUpper(r))
	}
	return Abbrev(b.String())
}

// In reports whether a stands as an author in s: as a whole word next to
// a name separator (",", ";", "and", "&") or opening s, or before a
// bracketed year.
func (a Abbrev) In(s string) bool {
	if a == "" {
		return false
	}
	return wordIndex(s, string(a), 0) >= 0
}

// Expand replaces every place where a stands as an author in s (see In)
// by name.
func (a Abbrev) Expand(s, name string) string {
	if a == "" {
		return s
	}
	return replaceWord(s, string(a), name)
}

// wordIndex returns the index of the first occurrence of w in s at or
// after from that stands as an author: a whole word next to a name
// separator (",", ";", "and", "&") or opening the text, or -1.
func wordIndex(s, w string, from int) int {
	for from <= len(s) {
		i := strings.Index(s[from:], w)
		if i < 0 {
			return -1
		}
		i += from
		before, _ := utf8.DecodeLastRuneInString(s[:i])
		after, _ := utf8.DecodeRuneInString(s[i+len(w):])
		whole := (i == 0 || !isWordRune(before)) && (i+len(w) == len(s) || !isWordRune(after))
		if whole && asAuthor(s[:i], s[i+len(w):]) {
			return i
		}
		from = i + len(w)
	}
	return -1
}

// asAuthor reports whether a word between before and after stands in an
// author list: the text before it ends with a name separator or is empty,
// or the text after it starts with one or with a bracketed year.
func asAuthor(before, after string) bool {
	b := strings.TrimRight(before, " ")
	if b == "" || strings.HasSuffix(b, ",") || strings.HasSuffix(b, ";") || strings.HasSuffix(b, " and") || strings.HasSuffix(b, "&") {
		return true
	}
	a := strings.TrimLeft(after, " *∗†")
	return strings.HasPrefix(a, ",") || strings.HasPrefix(a, ";") || strings.HasPrefix(a, "and ") || strings.HasPrefix(a, "& ") || isYearParen(a)
}

// replaceWord replaces every whole-word occurrence of w in s by repl.
func replaceWord(s, w, repl string) string {
	var b strings.Builder
	from := 0
	for {
		i := wordIndex(s, w, from)
		if i < 0 {
			break
		}
		b.WriteString(s[from:i])
		b.WriteString(repl)
		from = i + len(w)
	}
	if from == 0 {
		return s
	}
	b.WriteString(s[from:])
	return b.String()
}
