package names

import (
	"strings"
	"unicode/utf8"
)

// Infer finds the CV's owner among the authors of lists (every entry's
// author names, cleaned): it clusters the names (see Clusters) and
// chooses the owner's cluster: the one holding most of the names set in
// bold (two or more), else the one whose family name is a word of the
// header name (a garbled header still names the family), else the one in
// the most lists when that is at least half of them and more than any
// other cluster. It returns nil when none is; unsure then reports that
// clusters tie or the best covers too few lists (nothing is guessed).
func Infer(header string, lists [][]string, bolds []string) (c *Cluster, unsure bool) {
	return ownerCluster(Clusters(lists), bolds, header, len(lists))
}

// SharesWord reports whether two names share a word of two or more
// letters (accents and case aside; b's small capitals joined).
func SharesWord(a, b string) bool {
	words := map[string]bool{}
	for _, w := range nameTokens(joinSmallCaps(b)) {
		if utf8.RuneCountInString(w) > 1 {
			words[w] = true
		}
	}
	for _, w := range nameTokens(a) {
		if words[w] {
			return true
		}
	}
	return false
}

// authorKey identifies a name across its forms: the folded family name
// and the first given initial ("quill|a" for "Ada Quill", "A. Quill" and
// "Quill, A."), or a capitalised abbreviation as written ("adq").
func authorKey(a string) string {
	t := nameTokens(a)
	switch {
	case len(t) == 0:
		return ""
	case len(t) == 1:
		if n := utf8.RuneCountInString(t[0]); n >= 2 && n <= 4 && isUpperWord(strings.TrimSpace(StripMarks(a))) {
			return t[0]
		}
		return ""
	}
	fam, given := len(t)-1, 0
	if strings.Contains(a, ",") {
		fam, given = 0, 1 // "Quill, A."
	} else {
		for fam > 0 && utf8.RuneCountInString(t[fam]) == 1 {
			fam-- // "Quill A."
		}
		if fam == 0 {
			given = 1
		}
	}
	r, _ := utf8.DecodeRuneInString(t[given])
	return t[fam] + "|" + string(r)
}
