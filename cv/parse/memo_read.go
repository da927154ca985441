package parse

// authorListRead is splitAuthorList(s), remembered, without the copy the
// memo's splitAuthorList makes: the names are the memo's own, and the
// caller only reads them (readAuthors cleans each into a new string). A
// nil memo splits s each time.
func (m *memo) authorListRead(s string) ([]string, bool) {
	if m == nil {
		return splitAuthorList(s)
	}
	r := m.authorSplit(s)
	return r.Names, r.Cut
}
