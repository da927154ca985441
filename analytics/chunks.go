package analytics

// Chunked per-candidate tables: a renderer that writes a long list table
// (every paper, span, award, talk... of every candidate) need not hold
// its rows whole. ChunkedTable gives the table's columns and, for any
// slice of the report's candidates, the rows those candidates add: the
// rows of consecutive slices, concatenated, are the whole table's rows in
// the whole table's order.

// ChunkedTable is a per-candidate table made a slice of candidates at a
// time.
type ChunkedTable struct {
	// Of makes the table (name, title, columns) with the rows of the
	// candidates cs, in the order of the whole table.
	Of func(cs []*Candidate) Table
	// Count is how many rows the candidates cs add, without making them.
	Count func(cs []*Candidate) int
}

// Chunked returns the table named name ("publications", "awards",
// "timeline", "talks", "service", "teaching") made by chunks of
// candidates; false for a table that is not a list per candidate.
func (r *Report) Chunked(name string) (ChunkedTable, bool) {
	switch name {
	case "publications":
		marked := r.AnyCorrected() // once, not once per chunk
		return ChunkedTable{func(cs []*Candidate) Table { return publicationsOf(cs, marked) }, rowsPer(func(c *Candidate) int { return len(c.Papers) })}, true
	case "awards":
		marked := r.AnyCorrected()
		return ChunkedTable{func(cs []*Candidate) Table { return awardsOf(cs, marked) }, rowsPer(func(c *Candidate) int { return len(c.Awards) })}, true
	case "timeline":
		return ChunkedTable{timelineOf, rowsPer(func(c *Candidate) int { return len(c.Spans) })}, true
	case "talks":
		return ChunkedTable{talksOf, rowsPer(func(c *Candidate) int { return len(c.TalkList) })}, true
	case "service":
		return ChunkedTable{serviceOf, rowsPer(func(c *Candidate) int { return len(c.ServiceList) })}, true
	case "teaching":
		return ChunkedTable{teachingOf, rowsPer(func(c *Candidate) int { return len(c.TeachingList) })}, true
	}
	return ChunkedTable{}, false
}

// rowsPer sums n over the candidates.
func rowsPer(n func(c *Candidate) int) func(cs []*Candidate) int {
	return func(cs []*Candidate) int {
		total := 0
		for _, c := range cs {
			total += n(c)
		}
		return total
	}
}
