package parse

// tagFirstWord is the first word of a tag's text, words cut at spaces,
// apostrophes and hyphens: strings.FieldsFunc(s, isTagWordSep)[0], and
// false when there is none, without the slice of all the words
// (TestTagFirstWord holds the two equal).
func tagFirstWord(s string) (string, bool) {
	start := -1
	for i, r := range s {
		switch {
		case !isTagWordSep(r):
			if start < 0 {
				start = i
			}
		case start >= 0:
			return s[start:i], true
		}
	}
	if start < 0 {
		return "", false
	}
	return s[start:], true
}

// isTagWordSep reports whether r separates the words of a tag ("ABC'23",
// "ABC-2023", "ABC 2023").
func isTagWordSep(r rune) bool {
	return r == ' ' || r == '\'' || r == '’' || r == '‘' || r == '-'
}

// trimTagBrackets is strings.Trim(s, "[]()") without building the
// cutset's table on every call.
func trimTagBrackets(s string) string {
	for s != "" && isTagBracket(s[0]) {
		s = s[1:]
	}
	for s != "" && isTagBracket(s[len(s)-1]) {
		s = s[:len(s)-1]
	}
	return s
}

// isTagBracket reports whether c is one of "[]()".
func isTagBracket(c byte) bool { return c == '[' || c == ']' || c == '(' || c == ')' }
