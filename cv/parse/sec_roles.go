package parse

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// This file holds the scans that replace the regular expressions once
// used to read a teaching line (the expressions stay in the tests as
// the oracle): atInst for `\s+at\s+([^,]+(?:,.*)?)$` and roleFor for
// `(?i)^(teaching assistant|ta|instructor|lecturer|tutor|grader|mentor|co-instructor|guest lecturer)\s+(?:for|of|in)\s+(.+)$`.

// atInst is what FindStringSubmatch of `\s+at\s+([^,]+(?:,.*)?)$` gives
// for s: the first "at" that stands after white space and before an
// institution the pattern accepts; nil when none does.
func atInst(s string) []string {
	for i := 0; i+4 <= len(s); {
		j := strings.Index(s[i+1:], "at")
		if j < 0 {
			return nil
		}
		j += i + 1 // s[j:j+2] == "at", j >= 1
		if isRESpace(s[j-1]) {
			if k := instStart(s[j+2:]); k > 0 {
				start := j - 1
				for start > 0 && isRESpace(s[start-1]) {
					start--
				}
				return []string{s[start:], s[j+2+k:]}
			}
		}
		i = j
	}
	return nil
}

// instStart is where the group of `\s+([^,]+(?:,.*)?)$` starts in r
// (greedy white space first, as the regexp takes it), or 0 when r does
// not match.
func instStart(r string) int {
	w := spaceRun(r)
	if w == 0 {
		return 0
	}
	if c := strings.IndexByte(r, ','); c >= 0 && strings.IndexByte(r[c:], '\n') >= 0 {
		return 0 // ".*" after the first comma stops at a new line
	}
	switch {
	case w < len(r) && r[w] != ',':
		return w
	case w >= 2:
		return w - 1 // one white space byte is the group's first
	}
	return 0
}

// spaceRun is the count of \s bytes that open s.
func spaceRun(s string) int {
	n := 0
	for n < len(s) && isRESpace(s[n]) {
		n++
	}
	return n
}

// teachingRoles are the roles roleFor reads before "for", "of" or "in",
// in the order the regexp tried them (lower case ASCII; none is a prefix
// of another followed by white space).
var teachingRoles = []string{"teaching assistant", "ta", "instructor", "lecturer", "tutor", "grader", "mentor", "co-instructor", "guest lecturer"}

// roleFor is what FindStringSubmatch of
// `(?i)^(role)\s+(?:for|of|in)\s+(.+)$` gives for s (the roles are
// teachingRoles): the role as written and the course; nil when s does
// not open so.
func roleFor(s string) []string {
	if strings.Contains(s, "ſ") { // long s case-folds to 's': the rare text keeps the regexp's folding
		return roleForFold(s)
	}
	for _, role := range teachingRoles {
		if len(s) <= len(role) || !strings.EqualFold(s[:len(role)], role) {
			continue
		}
		rest := s[len(role):]
		w := spaceRun(rest)
		if w == 0 {
			continue
		}
		if course, ok := forCourse(rest[w:]); ok {
			return []string{s, s[:len(role)], course}
		}
	}
	return nil
}

// forCourse reads `(?:for|of|in)\s+(.+)$` (the word in any ASCII case)
// at the start of r: the course, the group the regexp gives.
func forCourse(r string) (string, bool) {
	n := 0
	for _, w := range [...]string{"for", "of", "in"} {
		if len(r) > len(w) && strings.EqualFold(r[:len(w)], w) {
			n = len(w)
			break
		}
	}
	if n == 0 {
		return "", false
	}
	r = r[n:]
	w := spaceRun(r)
	if w == 0 {
		return "", false
	}
	rest := r[w:]
	switch {
	case rest != "" && strings.IndexByte(rest, '\n') < 0:
		return rest, true
	case rest == "" && w >= 2 && r[w-1] != '\n':
		return r[w-1:], true // ".+" takes the last white space byte
	}
	return "", false
}

// roleForFold is roleFor under Unicode simple case folding (the regexp's
// (?i)), for text that holds a long s: each role letter is compared by
// its fold orbit.
func roleForFold(s string) []string {
	for _, role := range teachingRoles {
		n, ok := foldPrefix(s, role)
		if !ok || n == len(s) {
			continue
		}
		rest := s[n:]
		w := spaceRun(rest)
		if w == 0 {
			continue
		}
		if course, ok := forCourse(rest[w:]); ok {
			return []string{s, s[:n], course}
		}
	}
	return nil
}

// foldPrefix reports whether s opens with word (ASCII) under simple case
// folding, and the byte length of that opening in s.
func foldPrefix(s, word string) (int, bool) {
	n := 0
	for i := 0; i < len(word); i++ {
		if n >= len(s) {
			return 0, false
		}
		r, size := utf8.DecodeRuneInString(s[n:])
		if !sameFold(r, rune(word[i])) {
			return 0, false
		}
		n += size
	}
	return n, true
}

// sameFold reports whether r and the ASCII c are in one case-fold orbit.
func sameFold(r, c rune) bool {
	if r == c {
		return true
	}
	for f := unicode.SimpleFold(c); f != c; f = unicode.SimpleFold(f) {
		if f == r {
			return true
		}
	}
	return false
}
