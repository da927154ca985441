package names

import "strings"

// The et-al scanner: an author list cut short ("Ada Quill, Bo Reyes, et
// al.", "Ada Quill, …") ends in one of reEtAl's matches, found here
// without the regexp where no rune case-folds to an ASCII letter.

// EtAlSpans returns where s says that an author list goes on: "et al."
// (any case, the periods optional, with a comma and white space before
// it), "…", "..." and "etc." closing s, each opening where a word does;
// each span is [start, end). It is reEtAl.FindAllStringIndex(s, -1).
func EtAlSpans(s string) [][]int {
	if !regexpFoldSafe(s) {
		return reEtAl.FindAllStringIndex(s, -1)
	}
	var out [][]int
	for p := 0; p < len(s); {
		if end := etAlEnd(s, p); end > 0 {
			out = append(out, []int{p, end})
			p = end
			continue
		}
		p++
	}
	return out
}

// etAlEnd is where a match of reEtAl that opens at s[p] ends (its
// alternatives in order), -1 when none opens there.
func etAlEnd(s string, p int) int {
	wordStart := p == 0 || !isREWordByte(s[p-1])
	switch {
	case s[p] == ',':
		if e := etAlAt(s, skipRESpace(s, p+1)); e > 0 {
			return e
		}
	case wordStart:
		if e := etAlAt(s, p); e > 0 {
			return e
		}
	}
	switch {
	case strings.HasPrefix(s[p:], "…"):
		return p + len("…")
	case strings.HasPrefix(s[p:], "..."):
		return p + 3
	case wordStart && hasPrefixFold(s[p:], "etc"):
		if e := p + 3; e == len(s) || e+1 == len(s) && s[e] == '.' {
			return len(s)
		}
	}
	return -1
}

// etAlAt is where "et al" (any case, "." after either word optional, at
// least one \s between) that opens at s[j] ends, -1 when none does; s[j]
// opens a word there (a comma, white space or the start is before it).
func etAlAt(s string, j int) int {
	if !hasPrefixFold(s[j:], "et") {
		return -1
	}
	k := j + 2
	if k < len(s) && s[k] == '.' {
		k++
	}
	a := skipRESpace(s, k)
	if a == k || !hasPrefixFold(s[a:], "al") {
		return -1
	}
	end := a + 2
	if end < len(s) && s[end] == '.' {
		end++
	}
	return end
}
