package parse

import "strings"

// Scans for the keyed and prefixed position lines, each giving what a
// regexp once gave (the regexps stay in the tests as the oracle).

// countPrefixEnd is where `^\d{1,2}\s?[x×]\s+` ends in s ("3x ", "2× "),
// 0 when s does not open so.
func countPrefixEnd(s string) int {
	i := 0
	for i < len(s) && i < 2 && isDigitByte(s[i]) {
		i++
	}
	if i == 0 {
		return 0
	}
	if i < len(s) && isRESpace(s[i]) {
		i++
	}
	switch {
	case strings.HasPrefix(s[i:], "x"):
		i++
	case strings.HasPrefix(s[i:], "×"):
		i += len("×")
	default:
		return 0
	}
	w := spaceRun(s[i:])
	if w == 0 {
		return 0
	}
	return i + w
}

// titleKeys are the keys of a keyed title line, in the regexp's order.
var titleKeys = []string{"title", "position", "role", "appointment", "rank"}

// keyedTitle is the value of a keyed title line ("Title: ..."), as
// `(?i)^(?:job\s+)?(?:title|position|role|appointment|rank)\s*[:：]\s*(\S.*)$`
// gave it in its group, and whether t is one.
func keyedTitle(t string) (string, bool) {
	if n, ok := foldPrefix(t, "job"); ok {
		if w := spaceRun(t[n:]); w > 0 {
			t = t[n+w:]
		}
	}
	for _, k := range titleKeys {
		n, ok := foldPrefix(t, k)
		if !ok {
			continue
		}
		rest, ok := cutKeyColon(t[n:])
		if !ok {
			return "", false // no other key opens with the same letters
		}
		rest = rest[spaceRun(rest):]
		if rest == "" || strings.IndexByte(rest, '\n') >= 0 {
			return "", false
		}
		return rest, true
	}
	return "", false
}

// cutKeyColon reads `\s*[:：]` at the start of s and returns what
// follows it.
func cutKeyColon(s string) (string, bool) {
	s = s[spaceRun(s):]
	if strings.HasPrefix(s, ":") {
		return s[1:], true
	}
	if strings.HasPrefix(s, "：") {
		return s[len("："):], true
	}
	return "", false
}

// withPersonAt is where `\s+(?:with|under)\s+(?:(?:Dr|Prof|Professor|Drs|Profs)\.?\s)\s*.*$`
// matches in c (the match runs to the end), -1 for nowhere.
func withPersonAt(c string) int {
	for i := 1; i < len(c); i++ {
		if !isRESpace(c[i-1]) || isRESpace(c[i]) {
			continue
		}
		rest := c[i:]
		switch {
		case strings.HasPrefix(rest, "with"):
			rest = rest[len("with"):]
		case strings.HasPrefix(rest, "under"):
			rest = rest[len("under"):]
		default:
			continue
		}
		if honorificTail(rest) {
			start := i - 1
			for start > 0 && isRESpace(c[start-1]) {
				start--
			}
			return start
		}
	}
	return -1
}

// honorifics are the titles withPersonAt reads after "with" or "under".
var honorifics = []string{"Dr", "Prof", "Professor", "Drs", "Profs"}

// honorificTail reads `\s+(?:Dr|Prof|Professor|Drs|Profs)\.?\s\s*.*$` at
// the start of s.
func honorificTail(s string) bool {
	w := spaceRun(s)
	if w == 0 {
		return false
	}
	s = s[w:]
	for _, h := range honorifics {
		if !strings.HasPrefix(s, h) {
			continue
		}
		r := strings.TrimPrefix(s[len(h):], ".")
		if r == "" || !isRESpace(r[0]) {
			if r = s[len(h):]; r == "" || !isRESpace(r[0]) {
				continue // "\.?" taken or not, a white space byte must follow
			}
		}
		r = r[1:]
		if strings.IndexByte(r[spaceRun(r):], '\n') < 0 {
			return true
		}
	}
	return false
}

// contactLabels are the labels of a contact line, in the regexp's order.
var contactLabels = []string{"e-mail", "email", "tel", "phone", "mobile", "cell", "homepage", "web", "website", "url", "address", "github", "linkedin", "fax"}

// contactLabelEnd is where `(?i)^(?:e-?mail|email|tel|phone|mobile|cell|homepage|web|website|url|address|github|linkedin|fax)\.?\s*[:：]\s*`
// ends in t, 0 when t does not open with a label.
func contactLabelEnd(t string) int {
	for _, k := range contactLabels {
		n, ok := foldPrefix(t, k)
		if !ok {
			continue
		}
		if strings.HasPrefix(t[n:], ".") {
			n++
		}
		rest, ok := cutKeyColon(t[n:])
		if !ok {
			continue
		}
		return len(t) - len(rest) + spaceRun(rest)
	}
	return 0
}
