package parse

// authorNames is m.splitAuthors(s) for callers that only read the names:
// the remembered slice itself, not a copy (a nil memo splits s).
func (m *memo) authorNames(s string) []string {
	if m == nil {
		return splitAuthors(s)
	}
	r, ok := m.authors[s]
	if !ok {
		r.names, r.cut = splitAuthorList(s)
		m.authors[s] = r
	}
	return r.names
}
