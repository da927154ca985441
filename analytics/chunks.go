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
	// Each calls row with every row of the candidates cs, in the
	// table's order, in one slice reused from row to row (valid until
	// row returns): the rows Of makes, without making them all.
	Each func(cs []*Candidate, row func([]any))
}

// Chunked returns the table named name ("publications", "awards",
// "timeline", "talks", "service", "teaching") made by chunks of
// candidates; false for a table that is not a list per candidate.
func (r *Report) Chunked(name string) (ChunkedTable, bool) {
	var head Table
	var each rowMaker
	var n func(c *Candidate) int
	switch name {
	case "publications":
		marked := r.AnyCorrected() // once, not once per chunk
		head, each, n = publicationsHead(marked), publicationsEach(marked), func(c *Candidate) int { return len(c.Papers) }
	case "awards":
		marked := r.AnyCorrected()
		head, each, n = awardsHead(marked), awardsEach(marked), func(c *Candidate) int { return len(c.Awards) }
	case "timeline":
		head, each, n = timelineHead(), timelineEach, func(c *Candidate) int { return len(c.Spans) }
	case "talks":
		head, each, n = talksHead(), talksEach, func(c *Candidate) int { return len(c.TalkList) }
	case "service":
		head, each, n = serviceHead(), serviceEach, func(c *Candidate) int { return len(c.ServiceList) }
	case "teaching":
		head, each, n = teachingHead(), teachingEach, func(c *Candidate) int { return len(c.TeachingList) }
	default:
		return ChunkedTable{}, false
	}
	return ChunkedTable{Of: collect(head, each), Count: rowsPer(n), Each: each}, true
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
