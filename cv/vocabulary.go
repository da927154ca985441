package cv

// A record read from JSON holds its own copy of every string, the
// closed fields' values included: "conference", "published", "awarded"
// once per paper and award, kept by a report for each of 100,000
// candidates. shareVocabulary points each closed field that holds a
// documented value at the package's own string for it, so that the
// copies go; a value outside the vocabulary is left as it is (Validate
// says so).

// shareVocabulary gives c's closed fields the vocabulary's own strings.
func (c *CV) shareVocabulary() {
	c.Format = shared(c.Format, Formats)
	c.Stage = shared(c.Stage, Stages)
	if c.AsOf != nil {
		c.AsOf.Source = shared(c.AsOf.Source, AsOfSources)
	}
	for i := range c.Education {
		c.Education[i].Level = shared(c.Education[i].Level, Levels)
	}
	for i := range c.Positions {
		c.Positions[i].Kind = shared(c.Positions[i].Kind, PositionKinds)
	}
	for i := range c.Publications {
		p := &c.Publications[i]
		p.Type = shared(p.Type, PubTypes)
		p.Status = shared(p.Status, PubStatuses)
	}
	for i := range c.Awards {
		a := &c.Awards[i]
		a.Category = shared(a.Category, AwardCats)
		a.Status = shared(a.Status, AwardStatuses)
	}
}

// shared is the member of set equal to v, else v.
func shared[T ~string](v T, set []T) T {
	if v == "" {
		return v
	}
	for _, x := range set {
		if x == v {
			return x
		}
	}
	return v
}
