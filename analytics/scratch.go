package analytics

import "github.com/vitae-cv/vitae/cv"

// A run counts every candidate's tallies once more to sum the cohort
// (Result.resum), and renderers count one candidate's at a time: a
// tallyScratch does it in one PaperCounts whose maps, inner maps
// included, are cleared and used again, so that 100,000 candidates do not
// make 100,000 sets of two dozen small maps.

// innerMaps keeps the inner maps of VenueYear and YearType for use again.
type innerMaps struct {
	years []map[int]float64
	types []map[cv.PubType]float64
}

// yearMap is an empty map of VenueYear: a kept one, or a new one when
// m is nil or has none.
func (m *innerMaps) yearMap() map[int]float64 {
	if m == nil || len(m.years) == 0 {
		return map[int]float64{}
	}
	y := m.years[len(m.years)-1]
	m.years = m.years[:len(m.years)-1]
	return y
}

// typeMap is an empty map of YearType, as yearMap.
func (m *innerMaps) typeMap() map[cv.PubType]float64 {
	if m == nil || len(m.types) == 0 {
		return map[cv.PubType]float64{}
	}
	t := m.types[len(m.types)-1]
	m.types = m.types[:len(m.types)-1]
	return t
}

// tallyScratch counts candidates' tallies in one PaperCounts.
type tallyScratch struct {
	pc    PaperCounts
	spare innerMaps
}

// of is c's tally (Candidate.Tally), valid until the next call: c's own
// Counts when it holds its tallies, else counted in the scratch.
func (s *tallyScratch) of(c *Candidate) PaperCounts {
	if c.Counts.ByYear != nil {
		return c.Counts
	}
	s.reset()
	for _, p := range c.Papers {
		s.pc.count(p, p.apartType())
	}
	return s.pc
}

// reset empties the scratch, keeping its maps.
func (s *tallyScratch) reset() {
	if s.pc.ByYear == nil {
		s.pc = newPaperCounts()
		s.pc.spare = &s.spare
		return
	}
	for _, ys := range s.pc.VenueYear {
		clear(ys)
		s.spare.years = append(s.spare.years, ys)
	}
	for _, ts := range s.pc.YearType {
		clear(ts)
		s.spare.types = append(s.spare.types, ts)
	}
	pc := &s.pc
	clear(pc.AuthorCounts)
	clear(pc.ByYear)
	clear(pc.ByType)
	clear(pc.ByVenue)
	clear(pc.ByArea)
	clear(pc.VenueYear)
	clear(pc.YearType)
	clear(pc.NoYear)
	clear(pc.VenueNoYear)
	clear(pc.NotCounted)
	maps, spare := *pc, pc.spare
	*pc = PaperCounts{AuthorCounts: maps.AuthorCounts, ByYear: maps.ByYear, ByType: maps.ByType, ByVenue: maps.ByVenue,
		ByArea: maps.ByArea, VenueYear: maps.VenueYear, YearType: maps.YearType, NoYear: maps.NoYear,
		VenueNoYear: maps.VenueNoYear, NotCounted: maps.NotCounted, spare: spare}
}
