package analytics

import (
	"bytes"
	"encoding/json"
	"maps"
	"slices"

	"github.com/vitae-cv/vitae/cv"
)

// A candidate keeps the totals of its PaperCounts (Candidate.Counts: the
// papers, credit, first-author papers, ...) but not its tallies by year,
// type, venue and area: a report of 100,000 candidates would hold a
// dozen small maps each, a third of what it holds, for the few places
// that draw one candidate's tallies. Tally counts them again from the
// candidate's papers, which give the same figures in the same order.
// (A PaperCounts without maps counts its totals alone: see count.)

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

// AwardCount is how many of the candidate's awards are of category cat
// with status s, as AwardTally().Get(cat, s), counted without building
// the tally (rankings and sorts ask it for every candidate, often).
func (c *Candidate) AwardCount(cat cv.AwardCategory, s cv.AwardStatus) int {
	if c.AwardCounts != nil {
		return c.AwardCounts.get(cat, s)
	}
	n := 0
	for _, a := range c.Awards {
		if a.Category == cat && a.Status == s {
			n++
		}
	}
	return n
}

// AwardsWithStatus is how many of the candidate's awards, of any
// category, have status s, as AwardTally().Status(s).
func (c *Candidate) AwardsWithStatus(s cv.AwardStatus) int {
	if c.AwardCounts != nil {
		return c.AwardCounts.Status(s)
	}
	n := 0
	for _, a := range c.Awards {
		if a.Status == s {
			n++
		}
	}
	return n
}

// sums is r, or, when r's sums were never made (a Result built by
// hand), a copy of r with them.
func (r *Result) sums() *Result {
	if r.Cohort.ByYear != nil {
		return r
	}
	s := &Result{Options: r.Options, Candidates: r.Candidates}
	s.Cohort, s.Awards = newPaperCounts(), AwardCounts{}
	for _, c := range r.Candidates {
		s.Cohort.add(c.Tally())
		s.Awards.add(c.AwardTally())
	}
	return s
}

// medianAuthors is Tally().MedianAuthors() without the tally, and false
// when no counted paper lists its authors.
func (c *Candidate) medianAuthors() (float64, bool) {
	if c.Counts.AuthorCounts != nil {
		return c.Counts.MedianAuthors(), len(c.Counts.AuthorCounts) > 0
	}
	var ns []int
	for _, p := range c.Papers {
		if p.Counted && p.Authors > 0 {
			ns = append(ns, p.Authors)
		}
	}
	if len(ns) == 0 {
		return 0, false
	}
	slices.Sort(ns)
	if len(ns)%2 == 1 {
		return float64(ns[len(ns)/2]), true
	}
	return float64(ns[len(ns)/2-1]+ns[len(ns)/2]) / 2, true
}

// venuesCounted are the catalogue venues of the candidate's counted
// papers, each once: the keys of Tally().ByVenue.
func (c *Candidate) venuesCounted() []string {
	if c.Counts.ByVenue != nil {
		return slices.Collect(maps.Keys(c.Counts.ByVenue))
	}
	var vs []string
	for _, p := range c.Papers {
		if p.Counted && p.Known && !slices.Contains(vs, p.Venue) {
			vs = append(vs, p.Venue)
		}
	}
	return vs
}

// TopVenues is Tally().TopVenues(n) and Tally().ByVenue, without the
// rest of the tally: the candidate's catalogue venues by credit, most
// first (n <= 0: all), and the credit of each.
func (c *Candidate) TopVenues(n int) ([]string, map[string]float64) {
	pc := PaperCounts{ByVenue: c.Counts.ByVenue}
	if pc.ByVenue == nil {
		pc.ByVenue = map[string]float64{}
		for _, p := range c.Papers {
			if p.Counted && p.Known {
				pc.ByVenue[p.Venue] += p.Credit
			}
		}
	}
	return pc.TopVenues(n), pc.ByVenue
}

// areaCredits is Tally().ByArea without the rest of the tally.
func (c *Candidate) areaCredits() map[string]float64 {
	if c.Counts.ByArea != nil {
		return c.Counts.ByArea
	}
	m := map[string]float64{}
	for _, p := range c.Papers {
		if !p.Counted {
			continue
		}
		area := p.Area
		if area == "" {
			area = "unknown"
		}
		m[area] += p.Credit
	}
	return m
}

// YearTally is Tally with only its tallies by year: ByYear, YearType and
// NoYear, what a per-year chart draws (Years, Report.TypesIn); the other
// maps are nil. Counted without the rest, for one candidate's chart.
func (c *Candidate) YearTally() PaperCounts {
	if c.Counts.ByYear != nil {
		return c.Counts
	}
	pc := PaperCounts{ByYear: map[int]float64{}, YearType: map[int]map[cv.PubType]float64{}, NoYear: map[cv.PubType]float64{}}
	for _, p := range c.Papers {
		switch {
		case p.Counted:
			if p.Year > 0 {
				pc.ByYear[p.Year] += p.Credit
			}
			pc.addYear(p.Year, p.Type, p.Credit)
		case p.apartType() != "":
			pc.addYear(p.Year, p.apartType(), p.Credit)
		}
	}
	return pc
}
