package parse

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"
)

// replaceMatches is re.ReplaceAllString(s, repl), returning s itself,
// with no allocation, when re does not match it: most lines hold none of
// the forms a per-line replacement removes, and ReplaceAllString builds
// a new string even then.
func replaceMatches(re *regexp.Regexp, s, repl string) string {
	if !re.MatchString(s) {
		return s
	}
	return re.ReplaceAllString(s, repl)
}

// stripDocPrefix is reDocPrefix removed from s. The pattern is anchored at
// the start and opens with a doc word ("CV", "Curriculum Vitae",
// "Résumé", "Vita"), whose first letter, in either case, is the only one
// tested here before the regexp runs.
func stripDocPrefix(s string) string {
	if s == "" || strings.IndexByte("cCrRvV", s[0]) < 0 {
		return s
	}
	return replaceMatches(reDocPrefix, s, "")
}

// stripDocSuffix is reDocSuffix removed from s. The pattern is anchored at
// the end, which a doc word ends ("... - CV", "...'s Vita", "... |
// Résumé"): a string whose last letter no doc word ends with, in either
// case, is not searched (an unanchored search tries every offset).
func stripDocSuffix(s string) string {
	r, _ := utf8.DecodeLastRuneInString(s)
	switch unicode.ToLower(r) {
	case 'v', 'a', 'e', 'æ', 'é':
		return replaceMatches(reDocSuffix, s, "")
	}
	return s
}

// dropNicknames is reNickname removed from s. Every nickname the pattern
// knows is bracketed or quoted ("(Annie)", "“Annie”"): a string with no
// opening bracket or quote holds none and is not searched.
func dropNicknames(s string) string {
	if !strings.ContainsAny(s, "(\"“") {
		return s
	}
	return replaceMatches(reNickname, s, "")
}
