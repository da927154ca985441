package names

// RuledOut reports, without splitting text, that it is no list of names:
// IsNameListOf(Split(text)) is false, and so is IsNameListOfBy's with
// IsBareName the test of a bare name. It holds for a text with a ':', '?'
// or '!' before its first bracket ("Quill: A Study"). Split drops no such
// byte outside brackets (dropAnnotations drops bracketed notes; the other
// steps turn separators into commas, trim space and periods, and join or
// cut segments only at commas and spaces), so some segment keeps it, and
// keeps it after StripMarks (marks, superscripts and "(equal
// contribution)" are other bytes) and dropNickname (a nickname is
// letters). No name holds it (':' is in notInName; IsNameToken takes
// neither '?' nor '!'), and IsNameList rejects a list with a segment that
// is no name and holds one. A cheap test to ask before the split: false
// says nothing.
func RuledOut(text string) bool {
	for i := 0; i < len(text); i++ {
		switch text[i] {
		case ':', '?', '!':
			return true
		case '(', '[':
			return false
		}
	}
	return false
}
