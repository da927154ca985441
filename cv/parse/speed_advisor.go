package parse

import "strings"

// advisorVerbs are the verbs of reAdvisorClause (speed_advisor_test.go),
// in its order: no two open alike, so at most one goes on at a place.
var advisorVerbs = []string{"advised", "supervised", "mentored", "hosted", "managed"}

// advisorClauseIndex is reAdvisorClause.FindStringIndex(c) by a scan,
// (?i) as the pattern reads it ("ſ" for s, foldAt): at the first comma
// from which it goes on, \s*, a verb, \s+, "by", then a space and at
// least one more rune before the next comma (\s+[^,]+), the comma, and
// \s*. It returns the start and end of the match, ok false for none.
func advisorClauseIndex(c string) (start, end int, ok bool) {
	for p := strings.IndexByte(c, ','); p >= 0; {
		if e := advisorClauseFrom(c, p); e > 0 {
			return p, e, true
		}
		q := strings.IndexByte(c[p+1:], ',')
		if q < 0 {
			break
		}
		p += 1 + q
	}
	return 0, 0, false
}

// advisorClauseFrom is the end of an advisor clause that opens with the
// comma at c[p], 0 when none does.
func advisorClauseFrom(c string, p int) int {
	i := skipRegexpSpaces(c, p+1)
	verb := -1
	for _, w := range advisorVerbs {
		if verb = foldAt(c, i, w); verb > 0 {
			break
		}
	}
	if verb < 0 {
		return 0
	}
	j := skipRegexpSpaces(c, verb)
	if j == verb {
		return 0
	}
	by := foldAt(c, j, "by")
	if by < 0 || by >= len(c) || !isRegexpSpace(c[by]) {
		return 0
	}
	// \s+[^,]+ takes every rune up to the next comma, two at least
	comma := strings.IndexByte(c[by:], ',')
	if comma < 2 {
		return 0
	}
	return skipRegexpSpaces(c, by+comma+1)
}
