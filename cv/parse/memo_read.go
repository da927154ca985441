package parse

import "github.com/vitae-cv/vitae/cv/parse/names"

// authorListRead is splitAuthorList(s), remembered, without the copy the
// memo's splitAuthorList makes: the names are the memo's own, and the
// caller only reads them (readAuthors cleans each into a new string). A
// nil memo splits s each time.
func (m *memo) authorListRead(s string) ([]string, bool) {
	r := m.authorListOf(s)
	return r.Names, r.Cut
}

// authorListOf is names.Split(s), remembered: the memo's own list, which
// the caller only reads (names.CleanOf reads whether it held marks). A
// nil memo splits s each time.
func (m *memo) authorListOf(s string) names.List {
	if m == nil {
		return names.Split(s)
	}
	return m.authorSplit(s)
}
