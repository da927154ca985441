package parse

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// stripDocPrefix is reDocPrefix (speed_affix_test.go) removed from s, by
// a scan (docPrefixLen). The pattern is anchored at the start and opens
// with a doc word ("CV", "Curriculum Vitae", "Résumé", "Vita"), whose
// first letter, in either case, is tested before the scan.
func stripDocPrefix(s string) string {
	if s == "" || strings.IndexByte("cCrRvV", s[0]) < 0 {
		return s
	}
	return s[docPrefixLen(s):] // speed_affix.go
}

// stripDocSuffix is reDocSuffix (speed_affix_test.go) removed from s, by
// a scan (docSuffixStart). The pattern is anchored at the end, which a
// doc word ends ("... - CV", "...'s Vita", "... | Résumé"): a string
// whose last letter no doc word ends with, in either case, is not
// scanned.
func stripDocSuffix(s string) string {
	r, _ := utf8.DecodeLastRuneInString(s)
	switch unicode.ToLower(r) {
	case 'v', 'a', 'e', 'æ', 'é':
		return s[:docSuffixStart(s)] // speed_affix.go
	}
	return s
}

// dropNicknames is reNickname.ReplaceAllString(s, "") by a scan: the
// unanchored regexp tried every offset of every header line. Every
// nickname the pattern knows is bracketed or quoted ("(Annie)",
// "(“Annie”)", "“Annie”"), and nicknameLen reads exactly one such form
// where it opens. A match of the whole pattern is that form with the run
// of white space (\s: ASCII) before it, back to the end of the previous
// match: the leftmost match starts there, because from any earlier
// offset the spaces \s* takes end at no nickname. The forms never match
// empty and never overlap, so the matches are cut in order. s itself is
// returned, with no allocation, when it holds no nickname.
func dropNicknames(s string) string {
	var b strings.Builder
	last := 0 // where the previous match ended: the search goes on there
	for i := 0; i < len(s); i++ {
		if !nickOpen[s[i]] {
			continue // no form opens here (most bytes): nicknameLen is 0
		}
		n := nicknameLen(s[i:])
		if n == 0 {
			continue
		}
		start := i
		for start > last && isRegexpSpace(s[start-1]) {
			start--
		}
		b.WriteString(s[last:start])
		last = i + n
		i = last - 1
	}
	if last == 0 {
		return s
	}
	b.WriteString(s[last:])
	return b.String()
}

// nicknameLen is the length of the nickname of reNickname that opens s,
// without its leading spaces: "(" \s* [quote] letters [quote] \s* ")",
// or a double quote, letters and a closing double quote; 0 when s opens
// with none. Each part of the pattern can end in one place only (the
// quotes, spaces and bracket are no letters), so the regexp's
// backtracking finds no other match. Only ASCII bytes and the lead byte
// of “ open a form, and no byte inside a valid UTF-8 rune is one of them,
// so a scan by bytes tries the offsets the regexp tries.
func nicknameLen(s string) int {
	switch {
	case strings.HasPrefix(s, "("):
		i := skipRegexpSpaces(s, 1)
		i += quoteLen(s[i:], nickQuotes)
		n := lettersLen(s[i:])
		if n == 0 {
			return 0
		}
		i += n
		i += quoteLen(s[i:], nickQuotes)
		i = skipRegexpSpaces(s, i)
		if i < len(s) && s[i] == ')' {
			return i + 1
		}
	case strings.HasPrefix(s, `"`), strings.HasPrefix(s, "“"):
		i := quoteLen(s, `"“`)
		n := lettersLen(s[i:])
		if n == 0 {
			return 0
		}
		i += n
		if q := quoteLen(s[i:], `"”`); q > 0 {
			return i + q
		}
	}
	return 0
}

// nickOpen marks the bytes a nickname form opens with (nicknameLen): a
// bracket, a double quote and the lead byte of “.
var nickOpen = [256]bool{'(': true, '"': true, 0xE2: true}

// nickQuotes are the quotes reNickname allows inside a bracketed nickname.
const nickQuotes = "\"“”'‘’"

// skipRegexpSpaces is the offset of the first byte of s from i on that
// \s does not match.
func skipRegexpSpaces(s string, i int) int {
	for i < len(s) && isRegexpSpace(s[i]) {
		i++
	}
	return i
}

// quoteLen is the length of the rune of set that opens s, 0 when s opens
// with none.
func quoteLen(s, set string) int {
	r, size := utf8.DecodeRuneInString(s)
	if size > 0 && r != utf8.RuneError && strings.ContainsRune(set, r) {
		return size
	}
	return 0
}

// lettersLen is the length of the run of letters (\p{L}) that opens s.
func lettersLen(s string) int {
	i := 0
	for i < len(s) {
		r, size := utf8.DecodeRuneInString(s[i:])
		if !unicode.IsLetter(r) {
			break
		}
		i += size
	}
	return i
}

// stripNamePrefix is reNamePrefix (speed_affix_test.go) removed from s,
// by a scan (namePrefixLen). The pattern is anchored at the start and
// opens with a title ("Dr", "Prof", "Mr", "Ms", "Mx"), whose first
// letter, in either case, is tested before the scan: no other rune folds
// to d, p or m.
func stripNamePrefix(s string) string {
	if s == "" || strings.IndexByte("dDpPmM", s[0]) < 0 {
		return s
	}
	return s[namePrefixLen(s):] // speed_affix.go
}

// stripNameSuffix is reNameSuffix (speed_affix_test.go) removed from s,
// by a scan (nameSuffixStart). The pattern is anchored at the end, which
// a degree or generation ends ("PhD", "Ph.D.", "MSc", "Jr.", "MBA"): a
// string whose last rune none of them ends with, in either case ('ſ'
// folds to s), is not scanned.
func stripNameSuffix(s string) string {
	r, _ := utf8.DecodeLastRuneInString(s)
	switch r {
	case 'd', 'D', '.', 'c', 'C', 's', 'S', 'ſ', 'r', 'R', 'a', 'A':
		return s[:nameSuffixStart(s)] // speed_affix.go
	}
	return s
}

// mayObfuscateEmail reports whether t holds "at]", "at)" or "AT]", the
// guard before reObfuscated: found from the closing brackets, which are
// rare, where three searches for the words went through t's every 'a'.
func mayObfuscateEmail(t string) bool {
	for i := 2; i < len(t); i++ {
		switch t[i] {
		case ']':
			if w := t[i-2 : i]; w == "at" || w == "AT" {
				return true
			}
		case ')':
			if t[i-2:i] == "at" {
				return true
			}
		}
	}
	return false
}
