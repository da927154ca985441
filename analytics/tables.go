package analytics

import (
	"fmt"
	"sort"
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
	return []Table{
		r.SummaryTable(),
		r.DistributionTable(),
		r.PublicationsTable(),
		r.VenueYearTable(),
		r.PerYearTable(),
		r.TopVenuesTable(0),
		r.AwardsTable(),
		r.AwardCategoryTable(),
		r.FellowshipTable(),
		r.TimelineTable(),
		r.ActivityTable(),
		r.TalksTable(),
		r.ServiceTable(),
		r.TeachingTable(),
		r.MergesTable(),
	}
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

// SummaryTable has one row per candidate with the key metrics.
func (r *Report) SummaryTable() Table {
	t := Table{Name: "summary", Title: "Candidates", Columns: cols(
		"Candidate", Text, "Current position", Text, "PhD start", Date, "PhD end", Date, "Years to PhD", Number, "Years since PhD", Number,
		"Papers", Int, "Credit", Number, "First-author", Int, "Last-author", Int, "Equal contribution", Int, "Median authors", Number,
		"Papers per career year", Number, "Papers with awards", Int, "Preprints", Int, "Fellowships", Int, "Fellowship finalist", Int, "Fellowship nominee", Int,
		"Awards won", Int, "Internships", Int, "Talks", Int, "Service", Int, "Teaching", Int, "Rank (papers)", Int, "Source", Text)}
	for _, c := range r.Candidates {
		var ps, pe cv.Date
		if c.PhD != nil {
			ps, pe = c.PhD.Start, c.PhD.End
		}
		// unknown figures are nil (blank), not 0: a PhD not finished has
		// no years to degree, a career without a start has no rate
		var toDeg, since, rate, med any
		if c.PhD != nil && c.PhD.Start.Year > 0 && c.PhD.End.Year > 0 && !c.PhD.End.Present && !c.PhD.Expected {
			toDeg = c.YearsToDegree
			if rep := r.AsOf; rep >= c.PhD.End.Year {
				since = c.YearsSincePhD
			}
		}
		if c.CareerYears > 0 {
			rate = c.PapersPerYear
		}
		if len(c.Counts.AuthorCounts) > 0 {
			med = c.Counts.MedianAuthors()
		}
		t.Rows = append(t.Rows, []any{
			c.Name, c.Current, ps, pe, toDeg, since,
			c.Counts.Papers, round2(c.Counts.Credit), c.Counts.FirstAuthor, c.Counts.LastAuthor, c.Counts.Equal, med,
			rate, c.Counts.WithAwards, c.Counts.Preprints,
			c.AwardCounts.get(cv.CatFellowship, cv.StatusAwarded), c.AwardCounts.get(cv.CatFellowship, cv.StatusFinalist), c.AwardCounts.get(cv.CatFellowship, cv.StatusNominee),
			c.AwardCounts.Status(cv.StatusAwarded), c.Internships, c.Talks, c.Service, c.Teaching, c.Ranks["papers"], c.Source,
		})
	}
	return t
}

// DistributionTable shows each metric across the cohort.
func (r *Report) DistributionTable() Table {
	t := Table{Name: "cohort", Title: "Cohort distribution", Columns: cols(
		"Metric", Text, "Candidates", Int, "Min", Number, "Q1", Number, "Median", Number, "Q3", Number, "Max", Number, "Mean", Number)}
	for _, d := range r.Metrics {
		t.Rows = append(t.Rows, []any{d.Label, d.N, d.Min, d.Q1, d.Median, d.Q3, d.Max, d.Mean})
	}
	return t
}

// RankTable shows each candidate's rank on every metric.
func (r *Report) RankTable() Table {
	spec := []any{"Candidate", Text}
	for _, m := range Metrics {
		spec = append(spec, m.Label, Int)
	}
	t := Table{Name: "ranks", Title: "Rank in the cohort (1 = highest)", Columns: cols(spec...)}
	for _, c := range r.Candidates {
		row := []any{c.Name}
		for _, m := range Metrics {
			row = append(row, c.Ranks[m.Name])
		}
		t.Rows = append(t.Rows, row)
	}
	return t
}

// PublicationsTable lists every paper of every candidate.
func (r *Report) PublicationsTable() Table {
	t := Table{Name: "publications", Title: "Publications", Columns: cols(
		"Candidate", Text, "Year", Year, "Title", Text, "Venue", Text, "Area", Text, "Type", Text, "Status", Text,
		"Place", Int, "Authors", Int, "Equal contribution", Text, "Awards", Text, "Credit", Number, "Counted", Text, "Note", Text)}
	for _, c := range r.Candidates {
		for _, p := range c.Papers {
			eq := ""
			if p.Equal {
				eq = "yes"
			}
			counted := "yes"
			if !p.Counted {
				counted = "no"
			}
			t.Rows = append(t.Rows, []any{c.Name, p.Year, p.Title, p.Venue, p.Area, string(p.Type), string(p.Status),
				p.Place, p.Authors, eq, strings.Join(p.Awards, "; "), round2(p.Credit), counted, p.Why})
		}
	}
	return t
}

// CohortYears returns every year with a counted paper, ascending.
func (r *Report) CohortYears() []int { return r.Cohort.Years() }

// VenueYearTable is the cohort's venue × year matrix (credit).
func (r *Report) VenueYearTable() Table {
	years := r.CohortYears()
	spec := []any{"Venue", Text}
	for _, y := range years {
		spec = append(spec, fmt.Sprint(y), Number)
	}
	spec = append(spec, "Total", Number)
	t := Table{Name: "venue_year", Title: "Publications per venue and year", Columns: cols(spec...)}
	for _, v := range r.Cohort.TopVenues(0) {
		row := []any{v}
		for _, y := range years {
			row = append(row, round2(r.Cohort.VenueYear[v][y]))
		}
		row = append(row, round2(r.Cohort.ByVenue[v]))
		t.Rows = append(t.Rows, row)
	}
	return t
}

// PubTypes are the types in per-year tables, in order.
var PubTypes = []cv.PubType{cv.TypeConference, cv.TypeJournal, cv.TypeWorkshop, cv.TypeBook, cv.TypeThesis, cv.TypePatent, cv.TypePreprint, cv.TypeOther}

// PerYearTable counts the cohort's papers per year and type.
func (r *Report) PerYearTable() Table {
	spec := []any{"Year", Year}
	for _, ty := range PubTypes {
		spec = append(spec, string(ty), Number)
	}
	spec = append(spec, "Total", Number)
	t := Table{Name: "per_year", Title: "Publications per year by type", Columns: cols(spec...)}
	var years []int
	for y := range r.Cohort.YearType {
		years = append(years, y)
	}
	sort.Ints(years)
	for _, y := range years {
		row := []any{y}
		for _, ty := range PubTypes {
			row = append(row, round2(r.Cohort.YearType[y][ty]))
		}
		row = append(row, round2(r.Cohort.ByYear[y]))
		t.Rows = append(t.Rows, row)
	}
	return t
}

// TopVenuesTable ranks the cohort's venues; n <= 0 lists all.
func (r *Report) TopVenuesTable(n int) Table {
	t := Table{Name: "top_venues", Title: "Top venues", Columns: cols("Venue", Text, "Area", Text, "Papers (credit)", Number, "Candidates", Int)}
	area, who := map[string]string{}, map[string]int{}
	for _, c := range r.Candidates {
		for v := range c.Counts.ByVenue {
			who[v]++
		}
		for _, p := range c.Papers {
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
func (r *Report) AwardsTable() Table {
	t := Table{Name: "awards", Title: "Awards and fellowships", Columns: cols(
		"Candidate", Text, "Year", Year, "Award", Text, "Category", Text, "Status", Text, "Issuer", Text, "Note", Text)}
	for _, c := range r.Candidates {
		for _, a := range c.Awards {
			t.Rows = append(t.Rows, []any{c.Name, a.Year, a.Name, string(a.Category), string(a.Status), a.Issuer, a.Note})
		}
	}
	return t
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
		spec = append(spec, string(s), Int)
	}
	spec = append(spec, "Total", Int)
	t := Table{Name: "award_categories", Title: "Awards by category and status", Columns: cols(spec...)}
	for _, c := range AwardCategories {
		row, total := []any{string(c)}, 0
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

// FellowshipTable counts fellowships per candidate by status.
func (r *Report) FellowshipTable() Table {
	t := Table{Name: "fellowships", Title: "Fellowships per candidate", Columns: cols("Candidate", Text, "Awarded", Int, "Finalist", Int, "Nominee", Int, "Fellowships", Text)}
	for _, c := range r.Candidates {
		var names []string
		for _, a := range c.Awards {
			if a.Category == cv.CatFellowship {
				n := a.Name
				if a.Status != cv.StatusAwarded {
					n += " (" + string(a.Status) + ")"
				}
				names = append(names, n)
			}
		}
		t.Rows = append(t.Rows, []any{c.Name, c.AwardCounts.get(cv.CatFellowship, cv.StatusAwarded),
			c.AwardCounts.get(cv.CatFellowship, cv.StatusFinalist), c.AwardCounts.get(cv.CatFellowship, cv.StatusNominee), strings.Join(names, "; ")})
	}
	return t
}

// TimelineTable lists every education and position span.
func (r *Report) TimelineTable() Table {
	t := Table{Name: "timeline", Title: "Career timeline", Columns: cols("Candidate", Text, "Kind", Text, "What", Text, "Where", Text, "Start", Date, "End", Date, "Ongoing", Text, "Education", Text)}
	for _, c := range r.Candidates {
		for _, s := range c.Spans {
			on, edu := "", ""
			if s.Ongoing {
				on = "yes"
			}
			if s.IsEdu {
				edu = "yes"
			}
			t.Rows = append(t.Rows, []any{c.Name, s.Kind, s.Label, s.Org, s.Start, s.End, on, edu})
		}
	}
	return t
}

// ActivityTable counts talks, service and teaching per candidate.
func (r *Report) ActivityTable() Table {
	t := Table{Name: "activity", Title: "Talks, service and teaching", Columns: cols("Candidate", Text, "Talks", Int, "Service", Int, "Teaching", Int, "Internships", Int)}
	for _, c := range r.Candidates {
		t.Rows = append(t.Rows, []any{c.Name, c.Talks, c.Service, c.Teaching, c.Internships})
	}
	return t
}

// TalksTable lists every talk of every candidate.
func (r *Report) TalksTable() Table {
	t := Table{Name: "talks", Title: "Talks", Columns: cols("Candidate", Text, "Date", Date, "Title", Text, "Event", Text, "Location", Text)}
	for _, c := range r.Candidates {
		for _, x := range c.TalkList {
			t.Rows = append(t.Rows, []any{c.Name, x.Date, x.Title, x.Event, x.Location})
		}
	}
	return t
}

// ServiceTable lists every service role of every candidate.
func (r *Report) ServiceTable() Table {
	t := Table{Name: "service", Title: "Service", Columns: cols("Candidate", Text, "Year", Year, "Role", Text, "Venue", Text)}
	for _, c := range r.Candidates {
		for _, x := range c.ServiceList {
			t.Rows = append(t.Rows, []any{c.Name, x.Year, x.Role, x.Venue})
		}
	}
	return t
}

// TeachingTable lists every teaching entry of every candidate.
func (r *Report) TeachingTable() Table {
	t := Table{Name: "teaching", Title: "Teaching", Columns: cols("Candidate", Text, "Role", Text, "Course", Text, "Institution", Text, "Terms", Text)}
	for _, c := range r.Candidates {
		for _, x := range c.TeachingList {
			t.Rows = append(t.Rows, []any{c.Name, x.Role, x.Course, x.Institution, strings.Join(x.Terms, ", ")})
		}
	}
	return t
}

// MergesTable reports duplicate papers counted once.
func (r *Report) MergesTable() Table {
	t := Table{Name: "merged", Title: "Duplicate papers counted once", Columns: cols("Candidate", Text, "Kept", Text, "Dropped", Text, "Reason", Text)}
	for _, c := range r.Candidates {
		for _, m := range c.Merged {
			t.Rows = append(t.Rows, []any{c.Name, m.Kept, m.Dropped, m.Reason})
		}
	}
	return t
}

// KeyFigures is a candidate's value and rank on every metric.
func (c *Candidate) KeyFigures() Table {
	t := Table{Name: "key_figures", Title: "Key figures", Columns: cols("Figure", Text, "Value", Number, "Rank", Int)}
	for _, m := range Metrics {
		t.Rows = append(t.Rows, []any{m.Label, round2(m.Value(c)), c.Ranks[m.Name]})
	}
	return t
}

// Years returns the candidate's years with counted papers, ascending.
func (c *Candidate) Years() []int { return c.Counts.Years() }

// FormatNumber writes a table number the way reports show it: integers
// without decimals, others with up to two.
func FormatNumber(v float64) string {
	if v == float64(int64(v)) {
		return fmt.Sprintf("%d", int64(v))
	}
	s := fmt.Sprintf("%.2f", v)
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
		return fmt.Sprint(x)
	case float64:
		return FormatNumber(x)
	case cv.Date:
		return x.String()
	}
	return fmt.Sprint(v)
}
