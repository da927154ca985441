package parse

import "github.com/vitae-cv/vitae/cv/parse/names"

// isAuthorList is isAuthorList(s), remembered: most of the test is the
// split of s into names (kept by authorSplit, which the author-list
// readers share), and the publication readers ask it of one text from
// several places (a line's role, whether it wraps into the next, the
// order of authors and title, the kind of a section's entries). A nil
// memo computes it each time.
func (m *memo) isAuthorList(s string) bool {
	if m == nil {
		return isAuthorList(s)
	}
	return mayBeAuthorList(s) && m.namesListed(s)
}

// namesListed is isNameList(m.authorNames(s)), remembered: for a text
// that may be an author list (mayBeAuthorList) it is isAuthorList's
// answer, and the two share their table. authorRole asks it of a line
// the author-list readers may have asked about already. A nil memo
// computes it each time.
func (m *memo) namesListed(s string) bool {
	if m == nil {
		return isNameList(splitAuthors(s))
	}
	if r, ok := m.lists[s]; ok {
		return r
	}
	// a text names.RuledOut is no list: not split (a22a_ruled.go)
	r := !names.RuledOut(s) && names.IsNameListOfBy(m.authorSplit(s), m.isBareNameSeg) // isNameList of the memo's own names (memo_barename.go)
	if m.lists == nil {
		m.lists = map[string]bool{}
	}
	m.lists[s] = r
	return r
}
