package parse

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// minAbbrevLines is how many lines of the publications sections must use
// the owner's initials as a word before they are read as the owner's name.
const minAbbrevLines = 2

// expandOwnerAbbrev handles CVs that write their owner as capital initials
// in every author list ("ADQ" for "Ada D. Quill"): when the initials of
// the header name stand as a word in two or more lines of the
// publications sections, they are replaced there by the header name, so
// the author lists read as lists of names and the owner is found in them.
func (p *parser) expandOwnerAbbrev(secs []section) {
	abbrev := ownerAbbrev(p.cv.Name)
	if abbrev == "" {
		return
	}
	n := 0
	for _, s := range secs {
		if s.kind != secPublications {
			continue
		}
		for _, l := range s.lines {
			if hasWholeWord(l.text, abbrev) {
				n++
			}
		}
	}
	if n < minAbbrevLines {
		return
	}
	name := strings.Join(strings.Fields(p.cv.Name), " ")
	for _, s := range secs {
		if s.kind != secPublications {
			continue
		}
		for i := range s.lines {
			l := &s.lines[i]
			if !hasWholeWord(l.text, abbrev) {
				continue
			}
			l.text = replaceWord(l.text, abbrev, name)
			l.md = replaceWord(l.md, abbrev, name)
			for j := range l.cells {
				l.cells[j] = replaceWord(l.cells[j], abbrev, name)
			}
		}
	}
}

// ownerAbbrev returns the capital initials of a name of two to four words
// ("ADQ"), or "".
func ownerAbbrev(name string) string {
	t := nameTokens(name)
	if len(t) < 2 || len(t) > 4 {
		return ""
	}
	var b strings.Builder
	for _, w := range t {
		r, _ := utf8.DecodeRuneInString(w)
		b.WriteRune(unicode.ToUpper(r))
	}
	return b.String()
}

// hasWord reports whether w occurs in s as a whole word.
func hasWholeWord(s, w string) bool {
	return wordIndex(s, w, 0) >= 0
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
