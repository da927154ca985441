package parse

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
	if !mayBeAuthorList(s) {
		return false
	}
	if r, ok := m.lists[s]; ok {
		return r
	}
	r := isNameList(m.authorSplit(s).names) // read only: the memo's own names
	if m.lists == nil {
		m.lists = map[string]bool{}
	}
	m.lists[s] = r
	return r
}
