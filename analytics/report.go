package analytics

import (
	"math"
	"sort"
	"strconv"

	"github.com/vitae-cv/vitae/cv"
)

// Report is a finished Result: derived figures, cohort distributions and
// ranks. Every renderer reads a Report (through its fields or Tables).
type Report struct {
	Options    Options        `json:"options"`
	Selection  string         `json:"selection"` // Options in words
	AsOf       int            `json:"as_of"`
	Candidates []*Candidate   `json:"candidates"`
	Cohort     PaperCounts    `json:"cohort"`
	Awards     AwardCounts    `json:"cohort_awards"`
	Metrics    []Distribution `json:"distributions"`
	Merged     int            `json:"merged_duplicates"`
}

// Metric is one figure candidates are compared on.
type Metric struct {
	Name  string
	Label string
	Value func(c *Candidate) float64
}

// Metrics are the figures with a cohort distribution and a rank per
// candidate, in report order.
var Metrics = []Metric{
	{"papers", "Papers (credit)", func(c *Candidate) float64 { return c.Counts.Credit }},
	{"first_author", "First-author papers", func(c *Candidate) float64 { return float64(c.Counts.FirstAuthor) }},
	{"papers_per_year", "Papers per career year", func(c *Candidate) float64 { return c.PapersPerYear }},
	{"top_venue_papers", "Papers at catalogued venues", func(c *Candidate) float64 { return knownVenueCredit(c) }},
	{"fellowships", "Fellowships awarded", func(c *Candidate) float64 { return float64(c.AwardCounts.get(cv.CatFellowship, cv.StatusAwarded)) }},
	{"awards", "Awards won (all kinds)", func(c *Candidate) float64 { return float64(c.AwardCounts.Status(cv.StatusAwarded)) }},
	{"paper_awards", "Papers with awards", func(c *Candidate) float64 { return float64(c.Counts.WithAwards) }},
	{"talks", "Talks", func(c *Candidate) float64 { return float64(c.Talks) }},
	{"service", "Service roles", func(c *Candidate) float64 { return float64(c.Service) }},
	{"teaching", "Teaching entries", func(c *Candidate) float64 { return float64(c.Teaching) }},
}

func knownVenueCredit(c *Candidate) float64 {
	s := 0.0
	for _, p := range c.Papers {
		if p.Counted && p.Known {
			s += p.Credit
		}
	}
	return s
}

func (a AwardCounts) get(c cv.AwardCategory, s cv.AwardStatus) int {
	if a[c] == nil {
		return 0
	}
	return a[c][s]
}

// Status counts awards of every category with status s.
func (a AwardCounts) Status(s cv.AwardStatus) int {
	n := 0
	for _, ss := range a {
		n += ss[s]
	}
	return n
}

// Get returns the count for a category and status.
func (a AwardCounts) Get(c cv.AwardCategory, s cv.AwardStatus) int { return a.get(c, s) }

// Distribution is a metric across the cohort.
type Distribution struct {
	Metric string  `json:"metric"`
	Label  string  `json:"label"`
	N      int     `json:"n"`
	Min    float64 `json:"min"`
	Q1     float64 `json:"q1"`
	Median float64 `json:"median"`
	Q3     float64 `json:"q3"`
	Max    float64 `json:"max"`
	Mean   float64 `json:"mean"`
}

// Finish derives rates, distributions and ranks. It does not change r.
func (r *Result) Finish() *Report {
	rep := &Report{
		Options: r.Options,
		Cohort:  newPaperCounts(),
		Awards:  AwardCounts{},
		AsOf:    r.Options.AsOf,
	}
	// the report's own copies, summed in candidate order
	for _, c := range r.Candidates {
		rep.Cohort.add(c.Counts)
		rep.Awards.add(c.AwardCounts)
	}
	if rep.AsOf == 0 {
		rep.AsOf = r.LatestYear
	}
	rep.Options.AsOf = rep.AsOf
	rep.Selection = rep.Options.Describe()
	for _, c := range r.Candidates {
		cc := *c
		derive(&cc, rep.AsOf)
		rep.Candidates = append(rep.Candidates, &cc)
		rep.Merged += len(c.Merged)
	}
	for _, m := range Metrics {
		vals := make([]float64, len(rep.Candidates))
		for i, c := range rep.Candidates {
			vals[i] = m.Value(c)
		}
		rep.Metrics = append(rep.Metrics, distribution(m, vals))
		sorted := append([]float64(nil), vals...)
		sort.Float64s(sorted)
		for i, c := range rep.Candidates {
			if c.Ranks == nil {
				c.Ranks = map[string]int{}
			}
			c.Ranks[m.Name] = rankOf(sorted, vals[i])
		}
	}
	return rep
}

func months(d cv.Date) float64 {
	m := d.Month
	if m == 0 {
		m = 7 // a bare year: mid-year
	}
	return float64(d.Year*12 + m - 1)
}

func derive(c *Candidate, asOf int) {
	start := 0
	if c.PhD != nil {
		if c.PhD.Start.Year > 0 {
			start = c.PhD.Start.Year
		}
		if c.PhD.Start.Year > 0 && c.PhD.End.Year > 0 && !c.PhD.End.Present && !c.PhD.Expected {
			c.YearsToDegree = round1((months(c.PhD.End) - months(c.PhD.Start)) / 12)
		}
		if c.PhD.End.Year > 0 && !c.PhD.End.Present && !c.PhD.Expected && asOf >= c.PhD.End.Year {
			c.YearsSincePhD = float64(asOf - c.PhD.End.Year)
		}
	}
	if start == 0 {
		// no PhD start: the career starts with the first counted paper
		for _, p := range c.Papers {
			if p.Counted && p.Year > 0 && (start == 0 || p.Year < start) {
				start = p.Year
			}
		}
	}
	if start > 0 && asOf >= start {
		c.CareerYears = float64(asOf - start + 1)
		// the rate counts the papers of those years (and papers without a
		// year), so papers from before the PhD do not inflate it
		credit := 0.0
		for _, p := range c.Papers {
			if p.Counted && (p.Year == 0 || p.Year >= start && p.Year <= asOf) {
				credit += p.Credit
			}
		}
		c.PapersPerYear = round2(credit / c.CareerYears)
	}
}

func round1(x float64) float64 { return math.Round(x*10) / 10 }
func round2(x float64) float64 { return math.Round(x*100) / 100 }

func distribution(m Metric, vals []float64) Distribution {
	d := Distribution{Metric: m.Name, Label: m.Label, N: len(vals)}
	if len(vals) == 0 {
		return d
	}
	s := append([]float64(nil), vals...)
	sort.Float64s(s)
	sum := 0.0
	for _, v := range s {
		sum += v
	}
	d.Min, d.Max = s[0], s[len(s)-1]
	d.Q1, d.Median, d.Q3 = quantile(s, 0.25), quantile(s, 0.5), quantile(s, 0.75)
	d.Mean = round2(sum / float64(len(s)))
	return d
}

// quantile interpolates linearly between order statistics (the method most
// spreadsheets use for QUARTILE.INC).
func quantile(sorted []float64, q float64) float64 {
	if len(sorted) == 1 {
		return sorted[0]
	}
	pos := q * float64(len(sorted)-1)
	lo := int(math.Floor(pos))
	hi := min(lo+1, len(sorted)-1)
	return round2(sorted[lo] + (pos-float64(lo))*(sorted[hi]-sorted[lo]))
}

// rankOf is the competition rank of v among the ascending values sorted,
// highest first: ties share a rank and the next rank skips ("1, 2, 2, 4").
func rankOf(sorted []float64, v float64) int {
	above := len(sorted) - sort.Search(len(sorted), func(i int) bool { return sorted[i] > v })
	return 1 + above
}

// MedianAuthors is the median author-list length of counted papers.
func (pc PaperCounts) MedianAuthors() float64 {
	var ns []int
	for n := range pc.AuthorCounts {
		ns = append(ns, n)
	}
	sort.Ints(ns)
	total := 0
	for _, n := range ns {
		total += pc.AuthorCounts[n]
	}
	if total == 0 {
		return 0
	}
	at := func(k int) int { // k-th smallest, 0-based
		for _, n := range ns {
			if k < pc.AuthorCounts[n] {
				return n
			}
			k -= pc.AuthorCounts[n]
		}
		return 0
	}
	if total%2 == 1 {
		return float64(at(total / 2))
	}
	return float64(at(total/2-1)+at(total/2)) / 2
}

// Years returns the years with counted papers, ascending.
func (pc PaperCounts) Years() []int {
	var ys []int
	for y := range pc.ByYear {
		ys = append(ys, y)
	}
	sort.Ints(ys)
	return ys
}

// TopVenues returns venues by credit, highest first (ties by name); n <= 0
// returns all.
func (pc PaperCounts) TopVenues(n int) []string {
	vs := make([]string, 0, len(pc.ByVenue))
	for v := range pc.ByVenue {
		vs = append(vs, v)
	}
	sort.Slice(vs, func(i, j int) bool {
		a, b := pc.ByVenue[vs[i]], pc.ByVenue[vs[j]]
		if a != b {
			return a > b
		}
		return vs[i] < vs[j]
	})
	if n > 0 && len(vs) > n {
		vs = vs[:n]
	}
	return vs
}

func itoa(n int) string { return strconv.Itoa(n) }
