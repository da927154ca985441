package parse

import "github.com/vitae-cv/vitae/cv/venue"

// authorNames is m.splitAuthors(s) for callers that only read the names:
// the remembered slice itself, not a copy (a nil memo splits s).
func (m *memo) authorNames(s string) []string {
	if m == nil {
		return splitAuthors(s)
	}
	return m.authorSplit(s).names
}

// authorSplit is splitAuthorList(s), remembered for the parse: the
// remembered result itself, which callers must not change.
func (m *memo) authorSplit(s string) authorSplit {
	r, ok := m.authors[s]
	if !ok {
		m.check()
		r.names, r.cut = splitAuthorList(s)
		m.authors[s] = r
	}
	return r
}

// venueHit is what the catalogue's Match answered for one text: the
// venue when it matched (nil when not, as most texts asked about are
// not venues) and where. A pointer keeps the table's entries small,
// which is most of what it costs.
type venueHit struct {
	v          *venue.Venue
	start, end int
}

// matchVenue is p.venues.Match(text), each distinct text matched once a
// parse: publication reading asks about the same text several times (a
// line's role asks twice, a citation's italic title is tested twice, a
// venue line's role and then its venue).
func (p *parser) matchVenue(text string) (venue.Venue, int, int, bool) {
	if h, ok := p.venueHits[text]; ok {
		if h.v == nil {
			return venue.Venue{}, h.start, h.end, false
		}
		return *h.v, h.start, h.end, true
	}
	p.m.check()
	v, s, e, ok := p.venues.Match(text)
	if p.venueHits == nil {
		p.venueHits = map[string]venueHit{}
	}
	h := venueHit{start: s, end: e}
	if ok {
		hit := v // a copy, so that only a match is kept on the heap
		h.v = &hit
	}
	p.venueHits[text] = h
	return v, s, e, ok
}
