package parse

import (
	"github.com/vitae-cv/vitae/cv/parse/names"
	"github.com/vitae-cv/vitae/cv/venue"
)

// authorNames is m.splitAuthors(s) for callers that only read the names:
// the remembered slice itself, not a copy (a nil memo splits s).
func (m *memo) authorNames(s string) []string {
	if m == nil {
		return splitAuthors(s)
	}
	return m.authorSplit(s).Names
}

// authorSplit is splitAuthorList(s), remembered for the parse: the
// remembered result itself, which callers must not change.
func (m *memo) authorSplit(s string) authorSplit {
	r, ok := m.authors[s]
	if !ok {
		m.check()
		r = names.Split(s)
		m.authors[s] = r
	}
	return r
}

// venueHit is what the catalogue's Match answered for one text: the
// venue when it matched (nil when not, as most texts asked about are
// not venues) and where. The venue is the catalogue's own
// (MatchShared), and the span is two int32s, which keeps the table's
// entries small: they are most of what it costs.
type venueHit struct {
	v          *venue.Venue
	start, end int32
}

// matchVenue is p.venues.Match(text), each distinct text matched once a
// parse: publication reading asks about the same text several times (a
// line's role asks twice, a citation's italic title is tested twice, a
// venue line's role and then its venue).
func (p *parser) matchVenue(text string) (venue.Venue, int, int, bool) {
	hits := p.pubVenueTable() // a20_memo.go
	h, ok := hits[text]
	if !ok {
		p.m.check()
		room := venueRooms.Get().(*venue.MatchScratch) // a21b_venue_room.go
		v, s, e, _ := p.venues.MatchSharedIn(text, room)
		venueRooms.Put(room)
		h = venueHit{v: v, start: int32(s), end: int32(e)}
		hits[text] = h
	}
	if h.v == nil {
		return venue.Venue{}, int(h.start), int(h.end), false
	}
	return *h.v, int(h.start), int(h.end), true
}
