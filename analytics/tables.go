package analytics

import (
	"cmp"
	"fmt"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/vitae-cv/vitae/cv"
)

// Kind is how a table column's values are typed.
type Kind int

// Column kinds.
const (
	Text   Kind = iota // string
	Int                // int
	Number             // float64
	Year               // int year, 0 for none
	Date               // cv.Date
)

var kindNames = [...]string{"text", "int", "number", "year", "date"}

// MarshalText writes a Kind by name ("text", "int", ...).
func (k Kind) MarshalText() ([]byte, error) {
	if int(k) < len(kindNames) {
		return []byte(kindNames[k]), nil
	}
	return nil, fmt.Errorf("analytics: bad column kind %d", int(k))
}

// UnmarshalText reads a Kind by name.
func (k *Kind) UnmarshalText(b []byte) error {
	for i, n := range kindNames {
		if n == string(b) {
			*k = Kind(i)
			return nil
		}
	}
	return fmt.Errorf("analytics: unknown column kind %q", b)
}

// FormatCellKind writes a cell the way its column shows it: a year or date
// of zero is blank.
func FormatCellKind(v any, k Kind) string {
	if k == Year {
		if y, ok := v.(int); ok && y == 0 {
			return ""
		}
	}
	return FormatCell(v)
}

// Column is one column of a Table.
type Column struct {
	Name string `json:"name"`
	Kind Kind   `json:"kind"`
}

// Table is a format-neutral table: every renderer (text, CSV, JSON, Excel,
// PDF, HTML) draws the same rows.
type Table struct {
	Name    string   `json:"name"` // a short id: "summary", "venue_year"
	Title   string   `json:"title"`
	Columns []Column `json:"columns"`
	// Rows hold cells of the column's kind: string, int, float64 or
	// cv.Date; nil is an unknown value, shown blank.
	Rows [][]any `json:"rows"`
}

// Tables returns every table of the report, in display order.
func (r *Report) Tables() []Table {
	makers := r.TableMakers()
	out := make([]Table, len(makers))
	for i, m := range makers {
		out[i] = m.Make()
	}
	return out
}

// Table returns the table with the given name.
func (r *Report) Table(name string) (Table, bool) {
	for _, t := range r.Tables() {
		if t.Name == name {
			return t, true
		}
	}
	return Table{}, false
}

func cols(spec ...any) []Column {
	var out []Column
	for i := 0; i < len(spec); i += 2 {
		out = append(out, Column{Name: spec[i].(string), Kind: spec[i+1].(Kind)})
	}
	return out
}

// SummaryTable has one row per candidate with the key metrics. The rank
// columns are on the headline rate, in the cohort and within the stage.
func (r *Report) SummaryTable() Table {
	t, _ := r.ChunkedCohort("summary")
	return t.Of(r.Candidates)
}

// SummaryRow is c's row of SummaryTable: a renderer that draws the
// candidates one by one need not hold the whole table.
func SummaryRow(c *Candidate) []any { return summaryRow(c) }

// SummaryColumns are the columns of SummaryTable.
func SummaryColumns() []Column {
	return cols(
		"Candidate", Text, "Stage", Text, "Current position", Text, "CV as of", Date, "As of from", Text, "Stale", Text,
		"PhD start", Date, "PhD end", Date, "PhD status", Text, "Years to PhD", Number, "Years since PhD", Number,
		"Papers per year since PhD start", Number, "Rank in stage", Int, "Stage size", Int, "Percentile in stage", Number, "Rank in cohort", Int,
		"Papers", Int, "Credit", Number, "First-author", Int, "First-author share", Number, "Co-first", Int, "Last-author", Int, "Equal contribution", Int, "Median authors", Number,
		"Papers with awards", Int, "Not counted (preprints etc.)", Int, "Fellowships", Int, "Fellowship finalist", Int, "Fellowship nominee", Int,
		"Awards won", Int, "Internships", Int, "Talks", Int, "Service", Int, "Teaching", Int, "Warnings", Int, "Source", Text)
}

// PhDStatus says where a candidate's PhD stands: "done", "expected"
// (an expected end date), "ongoing", or "" without a PhD.
func PhDStatus(c *Candidate) string {
	switch {
	case c.PhD == nil:
		return ""
	case c.PhD.Expected && c.PhD.End.Year > 0 && !c.PhD.End.Present:
		return "expected"
	case c.PhD.Expected || c.PhD.End.Present:
		return "ongoing"
	case c.PhD.End.Year > 0:
		return "done"
	}
	return ""
}

func summaryRow(c *Candidate) []any { return AppendSummaryRow(make([]any, 0, summaryWidth), c) }

// DistributionTable shows each metric across the cohort.
func (r *Report) DistributionTable() Table {
	t := Table{Name: "cohort", Title: "Cohort distribution", Columns: cols(
		"Metric", Text, "Candidates", Int, "Min", Number, "Q1", Number, "Median", Number, "Q3", Number, "Max", Number, "Mean", Number)}
	for _, d := range r.Metrics {
		t.Rows = append(t.Rows, []any{d.Label, d.N, d.Min, d.Q1, d.Median, d.Q3, d.Max, d.Mean})
	}
	return t
}

// RankTable shows each candidate's rank on every metric, in the cohort
// and within the candidate's stage ("2 of 5", RankOf).
func (r *Report) RankTable() Table { return collect(r.ranksRows(r.MetricList()))(r.Candidates) }

// PublicationsTable lists every paper of every candidate.
func (r *Report) PublicationsTable() Table { return publicationsOf(r.Candidates, r.AnyCorrected()) }

// publicationsOf is PublicationsTable's rows for the candidates cs;
// marked is AnyCorrected (the Corrected column).
func publicationsOf(cs []*Candidate, marked bool) Table {
	return collect(publicationsHead(marked), publicationsEach(marked))(cs)
}

// AnyCorrected says whether a paper or award of the report was corrected
// by a corrections file: only then do the paper and award tables have a
// Corrected column.
func (r *Report) AnyCorrected() bool {
	for _, c := range r.Candidates {
		for _, p := range c.Papers {
			if len(p.Corrected) > 0 {
				return true
			}
		}
		for _, a := range c.Awards {
			if len(a.Corrected) > 0 {
				return true
			}
		}
	}
	return false
}

// CohortYears returns every year with a counted paper, ascending.
func (r *Report) CohortYears() []int { return r.Cohort.Years() }

// VenueYearTable is the cohort's venue × year matrix (credit), with a
// NoYearLabel column before the total when a venue has papers without a
// year: each row adds up to its total.
func (r *Report) VenueYearTable() Table {
	years := r.CohortYears()
	spec := []any{"Venue", Text}
	for _, y := range years {
		spec = append(spec, fmt.Sprint(y), Number)
	}
	noYear := r.Cohort.hasVenueNoYear()
	if noYear {
		spec = append(spec, NoYearLabel, Number)
	}
	spec = append(spec, "Total", Number)
	t := Table{Name: "venue_year", Title: "Publications per venue and year", Columns: cols(spec...)}
	for _, v := range r.Cohort.TopVenues(0) {
		row := []any{v}
		for _, y := range years {
			row = append(row, round2(r.Cohort.VenueYear[v][y]))
		}
		if noYear {
			row = append(row, round2(r.Cohort.VenueNoYear[v]))
		}
		row = append(row, round2(r.Cohort.ByVenue[v]))
		t.Rows = append(t.Rows, row)
	}
	return t
}

// PubTypes are the types in per-year tables, in order.
var PubTypes = []cv.PubType{cv.TypeConference, cv.TypeJournal, cv.TypeWorkshop, cv.TypeBook, cv.TypeThesis, cv.TypePatent, cv.TypePreprint, cv.TypeOther, TypeNotAccepted}

// PerYearTable counts the cohort's papers per year and type, every year
// from the first to the last. Types the report does not count are in
// columns marked "(not counted)"; "Counted" adds the counted columns and
// "Listed" all of them, so every total adds up. Papers without a year are
// in a last row whose Year cell is NoYearLabel (a string), present only
// when there are such papers.
func (r *Report) PerYearTable() Table {
	spec := []any{"Year", Year}
	types := r.PerYearTypes()
	for _, ty := range types {
		spec = append(spec, r.TypeColumn(ty), Number)
	}
	spec = append(spec, "Counted", Number, "Listed", Number)
	t := Table{Name: "per_year", Title: "Publications per year by type", Columns: cols(spec...)}
	for _, y := range r.CohortYears() {
		row := []any{y}
		counted, listed := 0.0, 0.0
		for _, ty := range types {
			v := r.Cohort.YearType[y][ty]
			row = append(row, round2(v))
			listed += v
			if r.Options.counts(ty) {
				counted += v
			}
		}
		t.Rows = append(t.Rows, append(row, round2(counted), round2(listed)))
	}
	if row := r.noYearRow(types); row != nil {
		t.Rows = append(t.Rows, row)
	}
	return t
}

// PerYearTypes are the publication types with papers in some year, in
// PubTypes order, counted types first.
func (r *Report) PerYearTypes() []cv.PubType { return r.TypesIn(r.Cohort) }

// TypesIn are the publication types with papers in some year of pc (the
// cohort's counts or a candidate's), in PubTypes order, counted types
// first.
func (r *Report) TypesIn(pc PaperCounts) []cv.PubType {
	has := pc.typesWithPapers()
	var counted, apart []cv.PubType
	for _, t := range PubTypes {
		switch {
		case !has[t]:
		case r.Options.counts(t):
			counted = append(counted, t)
		default:
			apart = append(apart, t)
		}
	}
	return append(counted, apart...)
}

// Counts reports whether the report counts papers of type t.
func (r *Report) Counts(t cv.PubType) bool { return r.Options.counts(t) }

// TypeColumn names a type's column: its label, marked "(not counted)"
// when the report does not count it.
func (r *Report) TypeColumn(t cv.PubType) string {
	if r.Options.counts(t) {
		return Label(t)
	}
	return Label(t) + " (not counted)"
}

// TopVenuesTable ranks the cohort's venues; n <= 0 lists all.
func (r *Report) TopVenuesTable(n int) Table {
	t := Table{Name: "top_venues", Title: "Top venues", Columns: cols("Venue", Text, "Area", Text, "Papers (credit)", Number, "Candidates", Int)}
	area, who := map[string]string{}, map[string]int{}
	for _, c := range r.Candidates {
		for _, v := range c.venuesCounted() {
			who[v]++
		}
		for _, p := range c.Papers {
			if !p.Known {
				continue // not a venue of ByVenue, and without an area
			}
			if _, ok := area[p.Venue]; !ok || area[p.Venue] == "" {
				area[p.Venue] = p.Area
			}
		}
	}
	for _, v := range r.Cohort.TopVenues(n) {
		t.Rows = append(t.Rows, []any{v, area[v], round2(r.Cohort.ByVenue[v]), who[v]})
	}
	return t
}

// AwardsTable lists every award of every candidate.
func (r *Report) AwardsTable() Table { return awardsOf(r.Candidates, r.AnyCorrected()) }

// awardsOf is AwardsTable's rows for the candidates cs; marked is
// AnyCorrected (the Corrected column).
func awardsOf(cs []*Candidate, marked bool) Table {
	return collect(awardsHead(marked), awardsEach(marked))(cs)
}

// AwardCategories and AwardStatuses fix the order of award tables.
var (
	AwardCategories = []cv.AwardCategory{cv.CatFellowship, cv.CatScholarship, cv.CatPaperAward, cv.CatTravelGrant, cv.CatHonor, cv.CatGrant, cv.CatOther}
	AwardStatuses   = []cv.AwardStatus{cv.StatusAwarded, cv.StatusFinalist, cv.StatusNominee, cv.StatusHonorableMention}
)

// AwardCategoryTable counts the cohort's awards by category and status.
func (r *Report) AwardCategoryTable() Table {
	spec := []any{"Category", Text}
	for _, s := range AwardStatuses {
		spec = append(spec, Label(s), Int)
	}
	spec = append(spec, "Total", Int)
	t := Table{Name: "award_categories", Title: "Awards by category and status", Columns: cols(spec...)}
	for _, c := range AwardCategories {
		row, total := []any{Label(c)}, 0
		for _, s := range AwardStatuses {
			n := r.Awards.get(c, s)
			row = append(row, n)
			total += n
		}
		if total == 0 {
			continue
		}
		t.Rows = append(t.Rows, append(row, total))
	}
	return t
}

// FellowshipTable counts fellowships per candidate by status: awarded
// fellowships are the count; finalist places and nominations are their
// own columns, never added to it. Ordered by awarded, then finalist, then
// name.
func (r *Report) FellowshipTable() Table {
	return collect(fellowshipsHead(), fellowshipsEach)(byFellowships(r.Candidates))
}

// byFellowships is cs most fellowships awarded first, then most as
// finalist, else in their order (name order): each candidate counted
// once, not at every comparison of the sort.
func byFellowships(cs []*Candidate) []*Candidate {
	type keyed struct {
		c                 *Candidate
		awarded, finalist int
	}
	ks := make([]keyed, len(cs))
	for i, c := range cs {
		ks[i] = keyed{c, c.AwardCount(cv.CatFellowship, cv.StatusAwarded), c.AwardCount(cv.CatFellowship, cv.StatusFinalist)}
	}
	slices.SortStableFunc(ks, func(a, b keyed) int {
		if a.awarded != b.awarded {
			return cmp.Compare(b.awarded, a.awarded)
		}
		return cmp.Compare(b.finalist, a.finalist)
	})
	out := make([]*Candidate, len(ks))
	for i, k := range ks {
		out[i] = k.c
	}
	return out
}

// TimelineTable lists every education and position span. An ongoing
// span has no end date (the "Ongoing" column says so, and it is drawn to
// the candidate's as-of date); an expected end is a date marked
// "Expected".
func (r *Report) TimelineTable() Table { return timelineOf(r.Candidates) }

// timelineOf is TimelineTable's rows for the candidates cs.
func timelineOf(cs []*Candidate) Table { return collect(timelineHead(), timelineEach)(cs) }

// ActivityTable counts talks, service and teaching per candidate.
func (r *Report) ActivityTable() Table {
	t := Table{Name: "activity", Title: "Talks, service and teaching", Columns: cols("Candidate", Text, "Talks", Int, "Service", Int, "Teaching", Int, "Internships", Int)}
	for _, c := range r.Candidates {
		t.Rows = append(t.Rows, []any{c.Name, c.Talks, c.Service, c.Teaching, c.Internships})
	}
	return t
}

// TalksTable lists every talk of every candidate.
func (r *Report) TalksTable() Table { return talksOf(r.Candidates) }

// talksOf is TalksTable's rows for the candidates cs.
func talksOf(cs []*Candidate) Table { return collect(talksHead(), talksEach)(cs) }

// ServiceTable lists every service role of every candidate.
func (r *Report) ServiceTable() Table { return serviceOf(r.Candidates) }

// serviceOf is ServiceTable's rows for the candidates cs.
func serviceOf(cs []*Candidate) Table { return collect(serviceHead(), serviceEach)(cs) }

// TeachingTable lists every teaching entry of every candidate.
func (r *Report) TeachingTable() Table { return teachingOf(r.Candidates) }

// teachingOf is TeachingTable's rows for the candidates cs.
func teachingOf(cs []*Candidate) Table { return collect(teachingHead(), teachingEach)(cs) }

// MergesTable reports duplicate papers counted once.
func (r *Report) MergesTable() Table {
	return perCandidate(r.Candidates, "merged", "Duplicate papers counted once", cols("Candidate", Text, "Kept", Text, "Dropped", Text, "Reason", Text),
		func(c *Candidate, add func(...any)) {
			for _, m := range c.Merged {
				add(m.Kept, m.Dropped, m.Reason)
			}
		})
}

// perCandidate builds a table of entries listed per candidate: rows calls
// add once per entry with its cells after the candidate's name.
func perCandidate(cs []*Candidate, name, title string, columns []Column, rows func(c *Candidate, add func(...any))) Table {
	t := Table{Name: name, Title: title, Columns: columns}
	for _, c := range cs {
		rows(c, func(cells ...any) { t.Rows = append(t.Rows, append([]any{c.Name}, cells...)) })
	}
	return t
}

// KeyFigures is a candidate's value and rank on every metric.
func (c *Candidate) KeyFigures() Table {
	t := Table{Name: "key_figures", Title: "Key figures", Columns: cols("Figure", Text, "Value", Number, "Rank in cohort", Int, "Rank in stage", Text, "Percentile in stage", Number)}
	for _, m := range Metrics {
		k := c.KeyFigure(m)
		t.Rows = append(t.Rows, []any{k.Label, k.Value, k.Rank, k.StageRank, k.StagePercentile})
	}
	return t
}

// KeyFigure is one row of KeyFigures: a metric's label, the candidate's
// value (rounded to two decimals), its rank in the cohort (0: none), its
// rank in the stage ("2 of 5", "" for none) and its percentile there.
type KeyFigure struct {
	Label           string
	Value           float64
	Rank            int
	StageRank       string
	StagePercentile float64
}

// KeyFigure is c's key figure for metric m (a row of KeyFigures, typed).
func (c *Candidate) KeyFigure(m Metric) KeyFigure {
	return KeyFigure{m.Label, round2(m.Value(c)), c.Ranks.Of(m.Name), RankOf(c.StageRanks.Of(m.Name), c.StageSize), c.StagePercentiles.Of(m.Name)}
}

// Years returns the candidate's years with counted papers, ascending.
func (c *Candidate) Years() []int { return c.YearTally().Years() }

// FormatNumber writes a table number the way reports show it: integers
// without decimals, others with up to two.
func FormatNumber(v float64) string {
	if v == float64(int64(v)) {
		return strconv.FormatInt(int64(v), 10)
	}
	s := strconv.FormatFloat(v, 'f', 2, 64)
	return strings.TrimRight(strings.TrimRight(s, "0"), ".")
}

// FormatCell writes any table cell as text.
func FormatCell(v any) string {
	switch x := v.(type) {
	case nil:
		return ""
	case string:
		return x
	case int:
		return strconv.Itoa(x)
	case float64:
		return FormatNumber(x)
	case cv.Date:
		return x.String()
	}
	return fmt.Sprint(v)
}

// AreaTable counts each candidate's counted papers by venue area (credit),
// with the committee's top venues when it named some.
func (r *Report) AreaTable() Table { return collect(r.areasRows(r.Cohort.areas()))(r.Candidates) }

// areas lists the venue areas with papers, by credit (most first), then
// name; "unknown" (venues outside the catalogue) last.
func (pc PaperCounts) areas() []string {
	var as []string
	for a, v := range pc.ByArea {
		if a != "unknown" && v > 0 {
			as = append(as, a)
		}
	}
	sort.Slice(as, func(i, j int) bool {
		if pc.ByArea[as[i]] != pc.ByArea[as[j]] {
			return pc.ByArea[as[i]] > pc.ByArea[as[j]]
		}
		return as[i] < as[j]
	})
	if pc.ByArea["unknown"] > 0 {
		as = append(as, "unknown")
	}
	return as
}

// QualityTable lists what a reader should know about the data: inputs
// failed or skipped, candidates with parser warnings, stale CVs, possible
// duplicate people, records corrected by hand.
func (r *Report) QualityTable() Table {
	t := Table{Name: "data_quality", Title: "Data quality", Columns: cols("Issue", Text, "Subject", Text, "Detail", Text)}
	q := r.Quality
	for _, f := range q.Failed {
		t.Rows = append(t.Rows, []any{"input failed", f.Path, f.Why})
	}
	for _, f := range q.Skipped {
		t.Rows = append(t.Rows, []any{"file skipped", f.Path, f.Why})
	}
	for _, c := range r.Candidates {
		if c.Stale {
			t.Rows = append(t.Rows, []any{"stale CV", c.Name, fmt.Sprintf("as of %s (%s), %d months before %s", c.AsOf, Label(c.AsOfSource), c.AgeMonths, r.RunDate)})
		}
	}
	for _, g := range q.SamePerson {
		t.Rows = append(t.Rows, []any{"same person?", strings.Join(g, "; "), "same name or e-mail address"})
	}
	for _, c := range r.Candidates {
		if len(c.Corrected) > 0 {
			t.Rows = append(t.Rows, []any{"corrected by hand", c.Name, strings.Join(c.Corrected, "; ")})
		}
	}
	for _, s := range q.StaleCorrections {
		t.Rows = append(t.Rows, []any{"stale correction", "", s})
	}
	for _, w := range q.Warnings {
		t.Rows = append(t.Rows, []any{"parser warnings", w.Candidate, plural(w.N, "warning", "warnings") + " (see the warnings table)"})
	}
	return t
}

// WarningsTable lists every parser warning of every candidate.
func (r *Report) WarningsTable() Table {
	t := Table{Name: "warnings", Title: "Parser warnings", Columns: cols("Candidate", Text, "Page", Int, "Line", Int, "Section", Text, "Warning", Text, "Text", Text)}
	for _, c := range r.Candidates {
		for _, w := range c.WarningList {
			var page any
			if w.Page > 0 {
				page = w.Page
			}
			t.Rows = append(t.Rows, []any{c.Name, page, w.Line, w.Section, w.Message, w.Text})
		}
	}
	return t
}
