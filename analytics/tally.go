package analytics

import (
	"bytes"
	"encoding/json"

	"github.com/vitae-cv/vitae/cv"
)

// A candidate keeps the totals of its PaperCounts (Candidate.Counts: the
// papers, credit, first-author papers, ...) but not its tallies by year,
// type, venue and area: a report of 100,000 candidates would hold a
// dozen small maps each, a third of what it holds, for the few places
// that draw one candidate's tallies. Tally counts them again from the
// candidate's papers, which give the same figures in the same order.

// totals is pc without its tallies.
func (pc PaperCounts) totals() PaperCounts {
	pc.AuthorCounts, pc.ByYear, pc.ByType, pc.ByVenue, pc.ByArea = nil, nil, nil, nil, nil
	pc.VenueYear, pc.YearType, pc.NoYear, pc.VenueNoYear, pc.NotCounted = nil, nil, nil, nil, nil
	return pc
}

// Tally is the candidate's PaperCounts, tallies included: counted from
// its papers, or Counts itself when it holds its tallies (a candidate
// read back from JSON, or made by hand).
func (c *Candidate) Tally() PaperCounts {
	if c.Counts.ByYear != nil {
		return c.Counts
	}
	pc := newPaperCounts()
	for _, p := range c.Papers {
		pc.count(p, p.apartType())
	}
	return pc
}

// MarshalJSON writes the candidate with its tallies (Tally), as a
// candidate that held them would be written.
func (c Candidate) MarshalJSON() ([]byte, error) {
	type plain Candidate // without this method
	p := plain(c)
	p.Counts = c.Tally()
	p.AwardCounts = c.AwardTally()
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false) // as the writers of reports: an encoder escaping HTML escapes this too
	if err := enc.Encode(p); err != nil {
		return nil, err
	}
	return bytes.TrimSuffix(b.Bytes(), []byte("\n")), nil
}

// AwardTally is the candidate's awards counted by category and status:
// counted from its awards, or AwardCounts itself when the candidate holds
// it (read back from JSON, or made by hand).
func (c *Candidate) AwardTally() AwardCounts {
	if c.AwardCounts != nil {
		return c.AwardCounts
	}
	a := AwardCounts{}
	for _, aw := range c.Awards {
		if a[aw.Category] == nil {
			a[aw.Category] = map[cv.AwardStatus]int{}
		}
		a[aw.Category][aw.Status]++
	}
	return a
}
