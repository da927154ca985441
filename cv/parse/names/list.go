package names

import "strings"

// IsList reports whether text reads as a list of names: most of the
// names Split finds in it are names (see IsNameList).
func IsList(text string) bool {
	return MayBeList(text) && IsNameList(Split(text).Names)
}

// MayBeList is IsList's first test, cheap to ask before a split: a long
// text with no comma, "and" or "&" is no list of names.
func MayBeList(text string) bool {
	return strings.Count(text, ",") > 0 || strings.Contains(text, " and ") || strings.Contains(text, "&") || fieldCount(text) <= 5
}

// IsNameList reports whether most of the segments of a split author list
// are names, and none is a title or venue among them.
func IsNameList(as []string) bool { return isNameListBy(as, IsName) }

// isNameListBy is IsNameList with isName the test of one name.
func isNameListBy(as []string, isName func(string) bool) bool {
	if len(as) == 0 {
		return false
	}
	n := 0
	for _, a := range as {
		if isName(a) {
			n++
		} else if fieldCount(a) > 4 || strings.ContainsAny(a, ":?!") {
			return false // a title or venue among the names
		}
	}
	if len(as) == 1 {
		// one "name" of three or more capitalised words and no initial
		// is more likely a short title ("Towards Carbon-Aware Training
		// Schedulers", "Private Query Sets")
		return n == 1 && (fieldCount(as[0]) <= 2 || strings.Contains(as[0], "."))
	}
	return n*4 >= len(as)*3 && n >= 2
}
