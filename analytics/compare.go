package analytics

import (
	"cmp"
	"fmt"
	"path/filepath"
	"slices"
	"strings"

	"github.com/vitae-cv/vitae/cv"
)

// Shortlist bounds: a comparison puts 2 to 4 candidates side by side.
const (
	MinCompare = 2
	MaxCompare = 4
)

// Comparison is a shortlist of candidates side by side, computed once
// for every renderer: their key figures with their ranks in the cohort,
// counted papers per year on one shared year axis, counted papers at the
// union of their venues, and their fellowships and awards. Every slice
// indexed by candidate follows Candidates.
type Comparison struct {
	Candidates []*Candidate `json:"-"`
	Names      []string     `json:"names"`
	Keys       []string     `json:"keys"`
	// Cohort is how many candidates the ranks are among.
	Cohort  int             `json:"cohort"`
	Figures []CompareFigure `json:"figures"`
	// Years is the shared year axis: every year from the first to the
	// last year any of them has a counted paper in.
	Years []int `json:"years"`
	// PerYear is each candidate's counted credit in each of Years;
	// NoYear the credit of counted papers without a year.
	PerYear [][]float64 `json:"per_year"`
	NoYear  []float64   `json:"no_year"`
	// Venues is the union of the candidates' venues with counted
	// papers, most credit first (then by name); ByVenue is each
	// candidate's credit at each.
	Venues  []string    `json:"venues"`
	ByVenue [][]float64 `json:"by_venue"`
	// Honours is each candidate's fellowships and awards (every status),
	// newest first.
	Honours [][]cv.Award `json:"honours"`
}

// CompareFigure is one metric for each candidate, with the candidate's
// rank in the cohort (competition ranking, 1 is highest).
type CompareFigure struct {
	Metric string    `json:"metric"`
	Label  string    `json:"label"`
	Values []float64 `json:"values"`
	Ranks  []int     `json:"ranks"`
}

// SetComparison finds the candidates names stands for (FindCandidates)
// and sets r.Comparison to them side by side.
func (r *Report) SetComparison(names []string) error {
	cs, err := r.FindCandidates(names)
	if err != nil {
		return err
	}
	r.Comparison = r.Compare(cs)
	return nil
}

// FindCandidates finds the candidate each name stands for: a candidate
// whose display name or file name (with or without its extension) is the
// name, case-insensitively; failing that, the one candidate whose name
// or file name contains it. A name that finds none or several, a
// candidate named twice, or fewer than MinCompare or more than
// MaxCompare names is an error that names the name and the candidates
// it could be.
func (r *Report) FindCandidates(names []string) ([]*Candidate, error) {
	if len(names) < MinCompare || len(names) > MaxCompare {
		return nil, fmt.Errorf("compare %d to %d candidates, not %d", MinCompare, MaxCompare, len(names))
	}
	var out []*Candidate
	for _, n := range names {
		found := matchCandidates(r.Candidates, n)
		switch {
		case len(found) == 0:
			return nil, fmt.Errorf("no candidate is called %q%s", n, couldBe(nearCandidates(r.Candidates, n), "did you mean"))
		case len(found) > 1:
			return nil, fmt.Errorf("%q could be any of %d candidates%s; name one by its file name", n, len(found), couldBe(found, ""))
		case slices.Contains(out, found[0]):
			return nil, fmt.Errorf("%q names %s, who is already on the shortlist", n, describeCandidate(found[0]))
		}
		out = append(out, found[0])
	}
	return out, nil
}

// matchCandidates is the candidates name stands for: exact matches if
// any, else those containing it.
func matchCandidates(cs []*Candidate, name string) []*Candidate {
	q := strings.ToLower(strings.TrimSpace(name))
	if q == "" {
		return nil
	}
	var exact, part []*Candidate
	for _, c := range cs {
		keys := candidateNames(c)
		if slices.Contains(keys, q) {
			exact = append(exact, c)
			continue
		}
		for _, k := range keys {
			if strings.Contains(k, q) {
				part = append(part, c)
				break
			}
		}
	}
	if len(exact) > 0 {
		return exact
	}
	return part
}

// candidateNames are the lower-case names a candidate answers to.
func candidateNames(c *Candidate) []string {
	base := filepath.Base(filepath.ToSlash(c.Source))
	return []string{strings.ToLower(c.Name), strings.ToLower(base), strings.ToLower(strings.TrimSuffix(base, filepath.Ext(base)))}
}

// nearCandidates are the candidates sharing a word with name, or, when
// none does, the first few candidates: what an unknown name could be.
func nearCandidates(cs []*Candidate, name string) []*Candidate {
	words := strings.FieldsFunc(strings.ToLower(name), func(r rune) bool { return r == ' ' || r == '-' || r == '_' || r == '.' || r == ',' })
	var out []*Candidate
	for _, c := range cs {
		for _, w := range words {
			if len(w) > 1 && strings.Contains(strings.ToLower(c.Name+" "+c.Source), w) {
				out = append(out, c)
				break
			}
		}
	}
	if len(out) == 0 {
		out = cs
	}
	return out
}

// couldBe lists up to 8 candidates after a colon, prefixed by lead.
func couldBe(cs []*Candidate, lead string) string {
	if len(cs) == 0 {
		return ""
	}
	const most = 8
	var parts []string
	for _, c := range cs[:min(len(cs), most)] {
		parts = append(parts, describeCandidate(c))
	}
	more := ""
	if len(cs) > most {
		more = fmt.Sprintf(" and %d more", len(cs)-most)
	}
	if lead != "" {
		lead = " (" + lead + ": "
	} else {
		lead = " ("
	}
	return lead + strings.Join(parts, "; ") + more + ")"
}

func describeCandidate(c *Candidate) string {
	return fmt.Sprintf("%s, %s", c.Name, filepath.Base(filepath.ToSlash(c.Source)))
}

// Compare puts cs side by side (see Comparison); cs are candidates of
// r, in the order to show them.
func (r *Report) Compare(cs []*Candidate) *Comparison {
	k := &Comparison{Candidates: cs, Cohort: len(r.Candidates)}
	for _, c := range cs {
		k.Names = append(k.Names, c.Name)
		k.Keys = append(k.Keys, c.Key)
		k.Honours = append(k.Honours, honours(c))
	}
	for _, m := range r.MetricList() {
		f := CompareFigure{Metric: m.Name, Label: m.Label}
		for _, c := range cs {
			f.Values = append(f.Values, round2(m.Value(c)))
			f.Ranks = append(f.Ranks, c.Ranks.Of(m.Name))
		}
		k.Figures = append(k.Figures, f)
	}
	k.perYear()
	k.venues()
	return k
}

// perYear lays the candidates' counted credit on one year axis.
func (k *Comparison) perYear() {
	set := map[int]bool{}
	for _, c := range k.Candidates {
		for _, p := range c.Papers {
			if p.Counted && p.Year > 0 {
				set[p.Year] = true
			}
		}
	}
	k.Years = continuousYears(set)
	at := map[int]int{}
	for i, y := range k.Years {
		at[y] = i
	}
	for _, c := range k.Candidates {
		row, none := make([]float64, len(k.Years)), 0.0
		for _, p := range c.Papers {
			switch {
			case !p.Counted:
			case p.Year > 0:
				row[at[p.Year]] += p.Credit
			default:
				none += p.Credit
			}
		}
		for i := range row {
			row[i] = round2(row[i])
		}
		k.PerYear, k.NoYear = append(k.PerYear, row), append(k.NoYear, round2(none))
	}
}

// venues counts each candidate's counted credit at the union of their
// venues (as VenueLabel shows a venue the catalogue lacks).
func (k *Comparison) venues() {
	per := make([]map[string]float64, len(k.Candidates))
	total := map[string]float64{}
	for i, c := range k.Candidates {
		per[i] = map[string]float64{}
		for _, p := range c.Papers {
			if !p.Counted || p.Venue == "" {
				continue
			}
			v, _ := VenueLabel(p)
			per[i][v] += p.Credit
			total[v] += p.Credit
		}
	}
	for v := range total {
		k.Venues = append(k.Venues, v)
	}
	slices.SortFunc(k.Venues, func(a, b string) int {
		return cmp.Or(cmp.Compare(total[b], total[a]), cmp.Compare(a, b))
	})
	for i := range k.Candidates {
		row := make([]float64, len(k.Venues))
		for j, v := range k.Venues {
			row[j] = round2(per[i][v])
		}
		k.ByVenue = append(k.ByVenue, row)
	}
}

// honours is a candidate's fellowships and awards, newest first (the
// candidate's own order is kept for a year).
func honours(c *Candidate) []cv.Award {
	out := append([]cv.Award{}, c.Awards...)
	slices.SortStableFunc(out, func(a, b cv.Award) int { return cmp.Compare(b.Year, a.Year) })
	return out
}

// Figure is the comparison's figure for metric name, or nil.
func (k *Comparison) Figure(name string) *CompareFigure {
	for i := range k.Figures {
		if k.Figures[i].Metric == name {
			return &k.Figures[i]
		}
	}
	return nil
}

// Tables are the comparison as format-neutral tables, one column per
// candidate after the label column: key figures (value and rank in the
// cohort, "1.5 (2 of 27)"), counted papers per year on the shared axis
// with a "no year" row and a total row, counted papers per venue, and
// fellowships and awards. Every renderer draws these.
func (k *Comparison) Tables() []Table {
	return []Table{k.FiguresTable(), k.PerYearTable(), k.VenuesTable(), k.HonoursTable()}
}

// head is the columns of a comparison table: what the rows are, then one
// column of kind per candidate.
func (k *Comparison) head(first string, kind Kind) []Column {
	c := []Column{{Name: first, Kind: Text}}
	for _, n := range k.Names {
		c = append(c, Column{Name: n, Kind: kind})
	}
	return c
}

// FiguresTable is each key figure with each candidate's value and rank.
func (k *Comparison) FiguresTable() Table {
	t := Table{Name: "compare_figures", Title: "Key figures (rank in the cohort of " + fmt.Sprint(k.Cohort) + ")", Columns: k.head("Figure", Text)}
	for _, f := range k.Figures {
		row := []any{f.Label}
		for i, v := range f.Values {
			row = append(row, FigureWithRank(v, f.Ranks[i], k.Cohort))
		}
		t.Rows = append(t.Rows, row)
	}
	return t
}

// FiguresNumbers is FiguresTable for a workbook: each candidate's value
// and rank in two columns of their own, typed as numbers (Number and
// Int) so that a spreadsheet can sort and compute on them; an unranked
// figure leaves its rank cell empty.
func (k *Comparison) FiguresNumbers() Table {
	cs := []Column{{Name: "Figure", Kind: Text}}
	for _, n := range k.Names {
		cs = append(cs, Column{Name: n, Kind: Number}, Column{Name: n + " (rank of " + fmt.Sprint(k.Cohort) + ")", Kind: Int})
	}
	t := Table{Name: "compare_figures", Title: "Key figures (rank in the cohort of " + fmt.Sprint(k.Cohort) + ")", Columns: cs}
	for _, f := range k.Figures {
		row := []any{f.Label}
		for i, v := range f.Values {
			var rank any
			if f.Ranks[i] > 0 {
				rank = f.Ranks[i]
			}
			row = append(row, round2(v), rank)
		}
		t.Rows = append(t.Rows, row)
	}
	return t
}

// FigureWithRank is a value with its rank: "1.5 (2 of 27)".
func FigureWithRank(v float64, rank, of int) string {
	if rank == 0 {
		return FormatNumber(v)
	}
	return FormatNumber(v) + " (" + RankOf(rank, of) + ")"
}

// PerYearTable is the counted papers of each year of the shared axis,
// a "no year" row and the total, which is each candidate's counted
// credit.
func (k *Comparison) PerYearTable() Table {
	t := Table{Name: "compare_per_year", Title: "Counted papers per year", Columns: k.head("Year", Number)}
	for j, y := range k.Years {
		row := []any{fmt.Sprint(y)}
		for i := range k.Names {
			row = append(row, k.PerYear[i][j])
		}
		t.Rows = append(t.Rows, row)
	}
	none, total := []any{"no year"}, []any{"total"}
	for i := range k.Names {
		sum := k.NoYear[i]
		for _, v := range k.PerYear[i] {
			sum += v
		}
		none, total = append(none, k.NoYear[i]), append(total, round2(sum))
	}
	return Table{Name: t.Name, Title: t.Title, Columns: t.Columns, Rows: append(t.Rows, none, total)}
}

// VenuesTable is each candidate's counted papers at each venue of the
// union of their venues.
func (k *Comparison) VenuesTable() Table {
	t := Table{Name: "compare_venues", Title: "Counted papers by venue", Columns: k.head("Venue", Number)}
	for j, v := range k.Venues {
		row := []any{v}
		for i := range k.Names {
			row = append(row, k.ByVenue[i][j])
		}
		t.Rows = append(t.Rows, row)
	}
	return t
}

// HonoursTable lists each candidate's fellowships and awards, one a row:
// "2021 · Name (fellowship, finalist)".
func (k *Comparison) HonoursTable() Table {
	t := Table{Name: "compare_honours", Title: "Fellowships and awards", Columns: k.head("#", Text)}
	n := 0
	for _, h := range k.Honours {
		n = max(n, len(h))
	}
	for j := range n {
		row := []any{fmt.Sprint(j + 1)}
		for _, h := range k.Honours {
			cell := ""
			if j < len(h) {
				cell = HonourText(h[j])
			}
			row = append(row, cell)
		}
		t.Rows = append(t.Rows, row)
	}
	return t
}

// HonourText is an award on one line: "2021 · Name (fellowship, finalist)".
func HonourText(a cv.Award) string {
	s := a.Name
	if a.Year > 0 {
		s = fmt.Sprint(a.Year) + " · " + s
	}
	return s + " (" + Label(a.Category) + ", " + Label(a.Status) + ")"
}
