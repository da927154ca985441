package venue

// CuratedJournal returns the venue of the curated layer (or of a user's
// file that extends it) that is v, a journal of the journal layer as
// Journals lists it: the venue Match and Lookup answer for v's names.
// It reports false when the curated layer does not hold v, so that a
// listing of both layers can name each journal once.
func (c *Catalog) CuratedJournal(v Venue) (Venue, bool) {
	if c == nil || v.Kind != Journal {
		return Venue{}, false
	}
	i, ok := c.curatedJournal(v)
	if !ok {
		return Venue{}, false
	}
	return c.entries.venue(int32(i)), true
}
