package lines

import (
	"strings"

	"github.com/vitae-cv/vitae/internal/textscan"
)

// isRuleLine is reRule.MatchString(r): r is a horizontal rule
// (textscan.IsRule).
func isRuleLine(r string) bool { return textscan.IsRule(r) }

// strongTagsToStars is reStrongTag.ReplaceAllString(r, "**") for text
// where no rune case-folds to an ASCII letter (see regexpFoldSafe): each
// <b>, </b>, <strong> or </strong> (any case, white space before the ">")
// becomes "**".
func strongTagsToStars(r string) string {
	return replaceTags(r, "**", func(j int) int {
		if j < len(r) && r[j] == '/' {
			j++
		}
		switch {
		case hasPrefixFold(r[j:], "strong"):
			return j + len("strong")
		case hasPrefixFold(r[j:], "b"):
			return j + 1
		}
		return -1
	}, false)
}

// brTagsToSpace is reBr.ReplaceAllString(r, " ") for text where no rune
// case-folds to an ASCII letter: each <br>, <br/> or <br /> (any case)
// becomes a space.
func brTagsToSpace(r string) string {
	return replaceTags(r, " ", func(j int) int {
		if hasPrefixFold(r[j:], "br") {
			return j + 2
		}
		return -1
	}, true)
}

// replaceTags replaces with `with` each tag of r that opens with "<",
// then what name reads from the offset after the "<" (it returns where
// the name ends, -1 when none is there), white space (\s), an optional
// "/" when slash says so, and ">". The tags are found left to right, the
// search going on after each one, as a regexp's ReplaceAllString does.
func replaceTags(r, with string, name func(int) int, slash bool) string {
	var b strings.Builder
	at := 0 // r[:at] is written to b
	for i := strings.IndexByte(r, '<'); i >= 0; i = nextIndexByte(r, '<', i+1) {
		j := name(i + 1)
		if j < 0 {
			continue
		}
		j = skipRESpace(r, j)
		if slash && j < len(r) && r[j] == '/' {
			j++
		}
		if j >= len(r) || r[j] != '>' {
			continue
		}
		if at == 0 {
			b.Grow(len(r))
		}
		b.WriteString(r[at:i])
		b.WriteString(with)
		at = j + 1
		i = j
		if i+1 >= len(r) {
			break
		}
	}
	if at == 0 {
		return r
	}
	b.WriteString(r[at:])
	return b.String()
}
