package venue

// WithJournals returns c over the journal layer read from text, a file in
// the format of journals.tsv ("#" comment lines, then one journal a line
// with five tab-separated columns: key, area, full names, abbreviations,
// other names, "|" between names; see JOURNALS.md), in place of c's own
// layer. The layer is indexed as internal/cmd/genjournals indexes the
// embedded one, so Match, Lookup, Journals and List answer it as they
// answer that one; tests and tools use it to work on a journal layer of
// their own. A nil c is an empty curated layer. Errors are JournalIndex's,
// naming the line.
func (c *Catalog) WithJournals(text string) (*Catalog, error) {
	if c == nil {
		c = &Catalog{}
	}
	keys, nodes, first, err := JournalIndex(text)
	if err != nil {
		return nil, err
	}
	return &Catalog{entries: c.entries, specs: c.entrySpecs(), journals: newJournalLayer(text, keys, string(nodes), string(first))}, nil
}
