package names

import "strings"

// IsNameListOfBy is IsNameListOf(l), with bare the test of a trimmed
// name that holds no mark: IsBareName or a caller's remembered answers
// of it (the parser's memo), which must agree with IsBareName.
func IsNameListOfBy(l List, bare func(string) bool) bool {
	if !l.markFree {
		return IsNameList(l.Names)
	}
	return isNameListBy(l.Names, func(s string) bool { return bare(strings.TrimSpace(s)) })
}
