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
// knows is bracketed or quoted ("(Annie)", "(“Annie”)", "“Annie”"), and
// its leading spaces may be none, so s holds a match exactly where one of
// those forms opens at a bracket or quote (nicknameAt); the regexp, whose
// unanchored search tries every offset, runs only then.
func dropNicknames(s string) string {
	for i := 0; i < len(s); i++ {
		if nicknameAt(s[i:]) {
			return replaceMatches(reNickname, s, "")
		}
	}
	return s
}

// nicknameAt reports whether s opens with a nickname of reNickname
// without its leading spaces: "(" spaces [quote] letters [quote] spaces
// ")", or a double quote, letters and a closing double quote.
func nicknameAt(s string) bool {
	switch {
	case strings.HasPrefix(s, "("):
		s = strings.TrimLeftFunc(s[1:], unicode.IsSpace)
		s = trimOneOf(s, nickQuotes)
		n := len(s)
		s = strings.TrimLeftFunc(s, unicode.IsLetter)
		if len(s) == n {
			return false
		}
		s = trimOneOf(s, nickQuotes)
		return strings.HasPrefix(strings.TrimLeftFunc(s, unicode.IsSpace), ")")
	case strings.HasPrefix(s, `"`), strings.HasPrefix(s, "“"):
		_, size := utf8.DecodeRuneInString(s)
		s = s[size:]
		n := len(s)
		s = strings.TrimLeftFunc(s, unicode.IsLetter)
		return len(s) < n && (strings.HasPrefix(s, `"`) || strings.HasPrefix(s, "”"))
	}
	return false
}

// nickQuotes are the quotes reNickname allows inside a bracketed nickname.
const nickQuotes = "\"“”'‘’"

// trimOneOf drops one leading rune of s that is in set.
func trimOneOf(s, set string) string {
	r, size := utf8.DecodeRuneInString(s)
	if size > 0 && r != utf8.RuneError && strings.ContainsRune(set, r) {
		return s[size:]
	}
	return s
}
