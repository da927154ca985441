package parse

import (
	"unicode"
	"unicode/utf8"
)

// Scanners for the four patterns that strip a name line's affixes: the
// doc word before or after a name ("CV: ", " - Curriculum Vitae") and
// the titles and degrees around it ("Dr. ", ", PhD"). Each pattern reads
// as (?i) does: a letter matches every rune it folds to
// (unicode.SimpleFold: "ſ" for s), \s is an ASCII space, \b an ASCII word
// boundary. Each pattern is anchored at one end, and at each step at most
// one of its alternatives can go on, so a scan finds the one match the
// regexp finds; TestAffixScans holds each to its regexp (the old
// patterns, kept in speed_affix_test.go) on fictional and random text.

// foldEq reports whether the rune r matches want, a lower-case letter
// (or any other rune), as (?i) matches it.
func foldEq(r, want rune) bool {
	if r == want {
		return true
	}
	if r < utf8.RuneSelf && want < utf8.RuneSelf {
		return r|0x20 == want && want >= 'a' && want <= 'z'
	}
	for f := unicode.SimpleFold(want); f != want; f = unicode.SimpleFold(f) {
		if f == r {
			return true
		}
	}
	return false
}

// foldAt returns the end of word in s when s, from i, opens with it (as
// (?i) reads it), or -1.
func foldAt(s string, i int, word string) int {
	for _, w := range word {
		r, n := utf8.DecodeRuneInString(s[i:])
		if n == 0 || !foldEq(r, w) {
			return -1
		}
		i += n
	}
	return i
}

// foldBefore returns the start of word in s when s[:end] ends with it (as
// (?i) reads it), or -1.
func foldBefore(s string, end int, word string) int {
	for j := len(word); j > 0; {
		w, wn := utf8.DecodeLastRuneInString(word[:j])
		r, n := utf8.DecodeLastRuneInString(s[:end])
		if n == 0 || !foldEq(r, w) {
			return -1
		}
		j, end = j-wn, end-n
	}
	return end
}

// spacesBefore is the start of the run of \s that ends at end.
func spacesBefore(s string, end int) int {
	for end > 0 && isRegexpSpace(s[end-1]) {
		end--
	}
	return end
}

// docWords are the doc words but the one in two words (curriculum\s+
// vit(?:ae|æ)): cv, vita and the spellings r[ée]sum[ée] allows.
var docWords = []string{"cv", "vita", "resume", "résumé", "resumé", "résume"}

// docWordEnd is the end of the doc word that opens s (curriculum\s+
// vit(?:ae|æ), cv, r[ée]sum[ée] or vita), or -1.
func docWordEnd(s string) int {
	if i := foldAt(s, 0, "curriculum"); i > 0 {
		j := skipRegexpSpaces(s, i)
		if j == i {
			return -1
		}
		return max(foldAt(s, j, "vitae"), foldAt(s, j, "vitæ"))
	}
	for _, w := range docWords {
		if i := foldAt(s, 0, w); i > 0 {
			return i
		}
	}
	return -1
}

// docWordStart is the start of the doc word that ends s, or -1.
func docWordStart(s string) int {
	for _, w := range []string{"vitae", "vitæ"} {
		if i := foldBefore(s, len(s), w); i >= 0 {
			j := spacesBefore(s, i)
			if j == i {
				return -1
			}
			return foldBefore(s, j, "curriculum")
		}
	}
	for _, w := range docWords {
		if i := foldBefore(s, len(s), w); i >= 0 {
			return i
		}
	}
	return -1
}

// docPrefixLen is the length of reDocPrefix's match at the start of s,
// 0 for none: a doc word, \s*, "of" or "for" as a word or one of
// [:–—|-], \s*.
func docPrefixLen(s string) int {
	i := docWordEnd(s)
	if i < 0 {
		return 0
	}
	i = skipRegexpSpaces(s, i)
	j := -1
	for _, w := range []string{"of", "for"} {
		if e := foldAt(s, i, w); e > 0 && !(e < len(s) && isREWord(s[e])) {
			j = e
		}
	}
	if r, n := utf8.DecodeRuneInString(s[i:]); j < 0 && n > 0 && isDocSep(r) {
		j = i + n
	}
	if j < 0 {
		return 0
	}
	return skipRegexpSpaces(s, j)
}

// docSuffixStart is where reDocSuffix's match at the end of s starts,
// len(s) for none: \s*, one of [:–—|-] or 's or ’s, \s*, a doc word.
func docSuffixStart(s string) int {
	i := docWordStart(s)
	if i < 0 {
		return len(s)
	}
	i = spacesBefore(s, i)
	r, n := utf8.DecodeLastRuneInString(s[:i])
	switch {
	case n > 0 && isDocSep(r):
		i -= n
	case n > 0 && foldEq(r, 's'):
		q, qn := utf8.DecodeLastRuneInString(s[:i-n])
		if q != '\'' && q != '’' {
			return len(s)
		}
		i -= n + qn
	default:
		return len(s)
	}
	return spacesBefore(s, i)
}

// isDocSep reports whether r is one of [:–—|-].
func isDocSep(r rune) bool {
	switch r {
	case ':', '–', '—', '|', '-':
		return true
	}
	return false
}

// isREWord reports whether c is in \w.
func isREWord(c byte) bool {
	return c == '_' || c >= '0' && c <= '9' || c|0x20 >= 'a' && c|0x20 <= 'z'
}

// nameTitles are reNamePrefix's titles, in its order.
var nameTitles = []string{"dr", "prof", "professor", "mr", "ms", "mrs", "mx"}

// namePrefixLen is the length of reNamePrefix's match at the start of s,
// 0 for none: titles, each with an optional full stop and one space or
// more.
func namePrefixLen(s string) int {
	i := 0
	for {
		next := -1
		for _, w := range nameTitles {
			j := foldAt(s, i, w)
			if j < 0 {
				continue
			}
			if j < len(s) && s[j] == '.' {
				j++
			}
			if k := skipRegexpSpaces(s, j); k > j {
				next = k
				break
			}
		}
		if next < 0 {
			return i
		}
		i = next
	}
}

// nameSuffixStart is where reNameSuffix's match at the end of s starts,
// len(s) for none: an optional comma, one space or more, and a degree or
// generation (degreeStart).
func nameSuffixStart(s string) int {
	best := len(s)
	for _, form := range nameDegrees {
		i := form(s)
		if i < 0 {
			continue
		}
		j := spacesBefore(s, i)
		if j == i {
			continue
		}
		if j > 0 && s[j-1] == ',' {
			j--
		}
		best = min(best, j)
	}
	return best
}

// nameDegrees read, from the end of s backwards, the forms of
// reNameSuffix's alternatives: ph\.?\s?d\.?, m\.?d\.?, m\.?sc?\.?,
// b\.?sc?\.?, jr\.?, sr\.?, mba. Each returns where its form starts, -1
// when s does not end with it. An optional part is taken whenever it is
// there: the part before it is never the same character, so leaving it
// out could not match.
var nameDegrees = []func(string) int{
	func(s string) int { return backSeq(s, "ph", ".", " ", "d", ".") },
	func(s string) int { return backSeq(s, "m", ".", "d", ".") },
	func(s string) int { return backSeq(s, "m", ".", "s", "c", ".") },
	func(s string) int { return backSeq(s, "b", ".", "s", "c", ".") },
	func(s string) int { return backSeq(s, "jr", ".") },
	func(s string) int { return backSeq(s, "sr", ".") },
	func(s string) int { return backSeq(s, "mba") },
}

// backSeq matches parts at the end of s, last part first: the first part
// is required, then "." and "c" (and " ", which stands for one \s) are
// optional and the other parts required. It returns where the match
// starts, or -1.
func backSeq(s string, parts ...string) int {
	end := len(s)
	for k := len(parts) - 1; k >= 0; k-- {
		p := parts[k]
		optional := k > 0 && (p == "." || p == "c" || p == " ")
		var i int
		if p == " " {
			i = -1
			if end > 0 && isRegexpSpace(s[end-1]) {
				i = end - 1
			}
		} else {
			i = foldBefore(s, end, p)
		}
		switch {
		case i >= 0:
			end = i
		case !optional:
			return -1
		}
	}
	return end
}
