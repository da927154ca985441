package parse

import "strings"

// strongSplit is reStrongSep.Split(s, -1) by one scan: the fields of an
// education line between its strong separators, which are, in the
// regexp's order of preference at a position, a tab; a bar with white
// space (\s) either side; a bar that opens the text, with the white space
// after it; a bar that ends the text, with the white space before it; a
// dash or '·' between two white space bytes; three or more white space
// bytes. Each white-space run is measured once, so the scan is linear.
func strongSplit(s string) []string {
	var out []string
	beg := 0
	runEnd := 0 // when s[i] is white space: the end of its run
	for i := 0; i < len(s); {
		if i >= runEnd && isRESpace(s[i]) {
			runEnd = spaceRunEnd(s, i)
		}
		e := strongSepAt(s, i, runEnd)
		if e < 0 {
			i++
			continue
		}
		out = append(out, s[beg:i])
		beg, i = e, e
	}
	return append(out, s[beg:])
}

// spaceRunEnd is the end of the run of white space (\s) bytes at i.
func spaceRunEnd(s string, i int) int {
	for i < len(s) && isRESpace(s[i]) {
		i++
	}
	return i
}

// strongSepAt is the end of the reStrongSep match that starts at i, or -1
// when none does; runEnd is the end of the white-space run at i (when
// s[i] is white space).
func strongSepAt(s string, i, runEnd int) int {
	c := s[i]
	switch {
	case c == '\t':
		return i + 1
	case c == '|' && i == 0:
		return spaceRunEnd(s, 1) // ^\|\s*
	case c == '|' && i == len(s)-1:
		return len(s) // \s*\|$ with no white space
	case !isRESpace(c):
		return -1
	}
	j := runEnd
	switch {
	case j+1 < len(s) && s[j] == '|' && isRESpace(s[j+1]):
		return spaceRunEnd(s, j+1) // \s+\|\s+
	case j == len(s)-1 && s[j] == '|':
		return len(s) // \s*\|$
	}
	for _, d := range []string{"—", "–", "·"} {
		if k := i + 1 + len(d); k < len(s) && strings.HasPrefix(s[i+1:], d) && isRESpace(s[k]) {
			return k + 1 // \s[—–·]\s
		}
	}
	switch {
	case i+2 < len(s) && s[i+1] == '-' && isRESpace(s[i+2]):
		return i + 3 // \s-\s
	case runEnd-i >= 3:
		return runEnd // \s{3,}
	}
	return -1
}
