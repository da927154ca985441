package names

// RuledOut reports, without splitting text, that it is no list of names:
// IsNameListOf(Split(text)) is false, and so is IsNameListOfBy's with
// IsBareName the test of a bare name. It holds for a text with, before
// its first bracket, a ':', '?' or '!' ("Quill: A Study") or a run of five
// words of lower-case ASCII letters with one space between them, none of
// them "and", "et" (of "et al.") or "etc" (prose). Split drops nothing
// outside brackets but separators (dropAnnotations drops bracketed notes; the
// other steps turn separators into commas, trim space and periods, and
// join or cut segments only at commas and spaces, cutting only segments
// of four words), so some segment keeps the byte or the run, also after
// StripMarks (marks, superscripts and "(equal contribution)" are other
// bytes) and dropNickname (a nickname is one word of letters). No name
// holds such a byte (':' is in notInName; IsNameToken takes neither '?'
// nor '!') or those five words (no capital among five words, or more
// than five), and IsNameList rejects a list with a segment that is no
// name and holds one of the bytes or more than four words. A cheap test
// to ask before the split: false says nothing.
func RuledOut(text string) bool {
	run := 0 // lower-case words in a row before i
	for i := 0; i < len(text); {
		switch text[i] {
		case ':', '?', '!':
			return true
		case '(', '[':
			return false
		}
		if i > 0 && text[i-1] != ' ' {
			run = 0 // within a word not opened by a space
			i++
			continue
		}
		j := i
		for j < len(text) && text[j] >= 'a' && text[j] <= 'z' {
			j++
		}
		if j == i || (j < len(text) && text[j] != ' ') || cutWord(text[i:j]) {
			run = 0
			i = max(j, i+1)
			continue
		}
		if run++; run == 5 {
			return true
		}
		i = j + 1
	}
	return false
}

// cutWord reports whether w is a word Split may cut a list at or drop.
func cutWord(w string) bool {
	return w == "and" || w == "et" || w == "etc"
}
