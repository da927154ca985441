package analytics

// A renderer that writes every table one after another (CSV, plain text)
// need not make them all first, nor hold the long ones whole: TableMakers
// names Tables' tables in their order, each made when asked, and Stream
// hands over a table's rows as they are made, by chunks of candidates
// for the tables with one or more rows per candidate.

// TableMaker is one of Tables' tables, by name, made when asked.
type TableMaker struct {
	Name string
	Make func() Table
}

// TableMakers are Tables' tables in Tables' order.
func (r *Report) TableMakers() []TableMaker {
	return []TableMaker{
		{"summary", r.SummaryTable},
		{"cohort", r.DistributionTable},
		{"publications", r.PublicationsTable},
		{"venue_year", r.VenueYearTable},
		{"per_year", r.PerYearTable},
		{"top_venues", func() Table { return r.TopVenuesTable(0) }},
		{"venue_matrix", func() Table { return r.VenueMatrixTable(MatrixVenues) }},
		{"awards", r.AwardsTable},
		{"award_categories", r.AwardCategoryTable},
		{"fellowships", r.FellowshipTable},
		{"timeline", r.TimelineTable},
		{"activity", r.ActivityTable},
		{"talks", r.TalksTable},
		{"service", r.ServiceTable},
		{"teaching", r.TeachingTable},
		{"merged", r.MergesTable},
		{"areas", r.AreaTable},
		{"data_quality", r.QualityTable},
		{"warnings", r.WarningsTable},
	}
}

// streamChunk is how many candidates' rows Stream makes at a time.
const streamChunk = 256

// Stream calls head with m's table without its rows (name, title,
// columns), then row with each of its rows in order. A table made by
// chunks (ChunkedCohort, Chunked) is made streamChunk candidates at a
// time and never whole; row must not keep the slice it is given.
func (r *Report) Stream(m TableMaker, head func(Table), row func([]any)) {
	if cc, ok := r.ChunkedCohort(m.Name); ok {
		head(cc.Of(nil))
		for i := 0; i < len(cc.Candidates); i += streamChunk {
			cc.Each(cc.Candidates[i:min(i+streamChunk, len(cc.Candidates))], row)
		}
		return
	}
	if ch, ok := r.Chunked(m.Name); ok {
		head(ch.Of(nil))
		for i := 0; i < len(r.Candidates); i += streamChunk {
			ch.Each(r.Candidates[i:min(i+streamChunk, len(r.Candidates))], row)
		}
		return
	}
	t := m.Make()
	rows := t.Rows
	t.Rows = nil
	head(t)
	for _, x := range rows {
		row(x)
	}
}
