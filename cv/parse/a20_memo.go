package parse

// The publication readers' own tables (the catalogue's answer for each
// text, the role of each line) live in the parse's memo: a finished
// parse's memo is emptied and kept for the next (memo_pool.go), so a
// batch of CVs no longer grows two new tables from nothing for each. A
// parser made without a memo (tests) keeps them itself.

// pubVenueTable is the table matchVenue keeps the catalogue's answers in.
func (p *parser) pubVenueTable() map[string]venueHit {
	if p.m == nil {
		if p.venueHits == nil {
			p.venueHits = map[string]venueHit{}
		}
		return p.venueHits
	}
	if p.m.venueHits == nil {
		p.m.venueHits = map[string]venueHit{}
	}
	return p.m.venueHits
}

// pubRoleTable is the table pubRole keeps the lines' roles in.
func (p *parser) pubRoleTable() map[string]byte {
	if p.m == nil {
		if p.roles == nil {
			p.roles = map[string]byte{}
		}
		return p.roles
	}
	if p.m.roles == nil {
		p.m.roles = map[string]byte{}
	}
	return p.m.roles
}
