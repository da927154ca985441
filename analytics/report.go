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
	Options   Options `json:"options"`
	Selection string  `json:"selection"` // Options in words
	// AsOf is the year cohort charts run to: Options.AsOf when set, else
	// the latest CV date in the cohort. Each candidate is measured to its
	// own Candidate.AsOf.
	AsOf int `json:"as_of"`
	// RunDate is the date staleness is measured against.
	RunDate cv.Date `json:"run_date"`
	// Stages counts the candidates of each stage, in Stages order (stages
	// without candidates left out).
	Stages     []StageCount   `json:"stages"`
	Quality    Quality        `json:"data_quality"`
	Candidates []*Candidate   `json:"candidates"`
	Cohort     PaperCounts    `json:"cohort"`
	Awards     AwardCounts    `json:"cohort_awards"`
	Metrics    []Distribution `json:"distributions"`
	Merged     int            `json:"merged_duplicates"`
	// Changes are the changes since the previous run (SetChanges); nil
	// outside scheduled runs.
	Changes *Changes `json:"changes,omitempty"`
	// Comparison is the shortlist side by side (SetComparison); nil
	// unless one was asked for.
	Comparison *Comparison `json:"comparison,omitempty"`
}

// StageCount is how many candidates a stage has.
type StageCount struct {
	Stage Stage  `json:"stage"`
	Label string `json:"label"`
	N     int    `json:"n"`
}

// Metric is one figure candidates are compared on.
type Metric struct {
	Name  string
	Label string
	Value func(c *Candidate) float64
}

// Headline is the metric candidates are compared on first: a rate, so
// that a student and a professor of ten years are not ranked on raw
// counts. Reports name it where they rank.
const Headline = "papers_per_year"

// Metrics are the figures with a cohort distribution and a rank per
// candidate, in report order; the headline rate first.
var Metrics = []Metric{
	{"papers_per_year", "Papers per year since PhD start", func(c *Candidate) float64 { return c.PapersPerYear }},
	{"first_author_share", "First-author share", func(c *Candidate) float64 { return c.FirstAuthorShare }},
	{"papers", "Papers (credit)", func(c *Candidate) float64 { return c.Counts.Credit }},
	{"first_author", "First-author papers (co-first included)", func(c *Candidate) float64 { return float64(c.Counts.FirstAuthor) }},
	{"fellowships", "Fellowships awarded", func(c *Candidate) float64 { return float64(c.AwardCount(cv.CatFellowship, cv.StatusAwarded)) }},
	{"awards", "Awards won (all kinds)", func(c *Candidate) float64 { return float64(c.AwardsWithStatus(cv.StatusAwarded)) }},
	{"paper_awards", "Papers with awards", func(c *Candidate) float64 { return float64(c.Counts.WithAwards) }},
	{"talks", "Talks", func(c *Candidate) float64 { return float64(c.Talks) }},
	{"service", "Service roles", func(c *Candidate) float64 { return float64(c.Service) }},
	{"teaching", "Teaching entries", func(c *Candidate) float64 { return float64(c.Teaching) }},
}

// topVenueMetric counts papers at the committee's top venues.
var topVenueMetric = Metric{"top_venue_papers", "Papers at the committee's top venues", func(c *Candidate) float64 { return c.TopVenuePapers }}

// MetricList is the metrics of this report: Metrics, and papers at the
// committee's top venues when it named some.
func (r *Report) MetricList() []Metric {
	if len(r.Options.TopVenues) == 0 {
		return Metrics
	}
	return append(append([]Metric(nil), Metrics...), topVenueMetric)
}

func topVenueCredit(c *Candidate, top []string) float64 {
	s := 0.0
	for _, p := range c.Papers {
		if p.Counted && containsFold(top, p.Venue) {
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
		RunDate: r.Options.RunDate,
	}
	// the report's own copies of the sums (made in candidate order)
	rep.Cohort.add(r.sums().Cohort)
	rep.Awards.add(r.sums().Awards)
	if rep.RunDate.Year == 0 {
		rep.RunDate = newestAsOf(r.Candidates)
	}
	rep.Selection = rep.Options.Describe()
	latest := 0
	for _, c := range r.Candidates {
		cc := *c
		derive(&cc, rep.Options, rep.RunDate)
		latest = max(latest, cc.AsOf.Year)
		rep.Candidates = append(rep.Candidates, &cc)
		rep.Merged += len(c.Merged)
	}
	if rep.AsOf == 0 {
		rep.AsOf = max(latest, r.LatestYear)
	}
	rep.Stages = stageCounts(rep.Candidates)
	for _, m := range rep.MetricList() {
		vals := make([]float64, len(rep.Candidates))
		for i, c := range rep.Candidates {
			vals[i] = m.Value(c)
		}
		rep.Metrics = append(rep.Metrics, distribution(m, vals))
		rankAll(rep.Candidates, m, vals)
		rankWithinStage(rep.Candidates, m, vals)
	}
	rep.Quality = quality(rep)
	return rep
}

// rankAll ranks every candidate on m across the cohort.
func rankAll(cs []*Candidate, m Metric, vals []float64) {
	sorted := append([]float64(nil), vals...)
	sort.Float64s(sorted)
	for i, c := range cs {
		_ = c.Ranks.Set(m.Name, rankOf(sorted, vals[i])) // a metric of Metrics
	}
}

// rankWithinStage ranks each candidate on m among the candidates of the
// same stage, with the percentile of the stage below them (ties count
// half).
func rankWithinStage(cs []*Candidate, m Metric, vals []float64) {
	byStage := map[Stage][]float64{}
	for i, c := range cs {
		byStage[c.Stage] = append(byStage[c.Stage], vals[i])
	}
	for _, v := range byStage {
		sort.Float64s(v)
	}
	for i, c := range cs {
		peers := byStage[c.Stage]
		c.StageSize = len(peers)
		_ = c.StageRanks.Set(m.Name, rankOf(peers, vals[i]))           // a metric of Metrics
		_ = c.StagePercentiles.Set(m.Name, percentile(peers, vals[i])) // a metric of Metrics
	}
}

// percentile is the share of sorted below v, ties counting half, in
// percent; 50 for a stage of one.
func percentile(sorted []float64, v float64) float64 {
	below := sort.SearchFloat64s(sorted, v)
	equal := sort.SearchFloat64s(sorted, math.Nextafter(v, math.Inf(1))) - below
	return math.Round(100 * (float64(below) + float64(equal)/2) / float64(len(sorted)))
}

// stageCounts counts the candidates of each stage.
func stageCounts(cs []*Candidate) []StageCount {
	n := map[Stage]int{}
	for _, c := range cs {
		n[c.Stage]++
	}
	var out []StageCount
	for _, s := range Stages {
		if n[s] > 0 {
			out = append(out, StageCount{Stage: s, Label: Label(s), N: n[s]})
		}
	}
	return out
}

// months counts the months from year 0 to d, its year clamped to
// cv.MinYear..cv.MaxYear and its month to 1..12 (no overflow on an
// unvalidated record).
func months(d cv.Date) float64 {
	m := d.Month
	if m == 0 {
		m = 7 // a bare year: mid-year
	}
	return float64(clampYear(d.Year)*12 + min(max(m, 1), 12) - 1)
}

// derive works out the figures measured to the candidate's own date (or
// the report's --as-of year): years to and since the PhD, the rate per
// year since the PhD started, the first-author share, top-venue papers,
// and how old the CV is at the run date.
func derive(c *Candidate, opt Options, run cv.Date) {
	c.AsOf, c.AsOfSource = measuredTo(c, opt)
	asOf := c.AsOf.Year
	if c.AsOf.Year > 0 && run.Year > 0 {
		c.AgeMonths = max(0, int(months(run)-months(c.AsOf)))
		c.Stale = c.AgeMonths > opt.staleAfter()
	}
	if c.Counts.Papers > 0 {
		c.FirstAuthorShare = round2(float64(c.Counts.FirstAuthor) / float64(c.Counts.Papers))
	}
	if len(opt.TopVenues) > 0 {
		c.TopVenuePapers = round2(topVenueCredit(c, opt.TopVenues))
	}
	if c.PhD != nil {
		if c.PhD.Start.Year > 0 && c.PhD.End.Year > 0 && !c.PhD.End.Present && !c.PhD.Expected {
			c.YearsToDegree = round1((months(c.PhD.End) - months(c.PhD.Start)) / 12)
		}
		if c.PhD.End.Year > 0 && !c.PhD.End.Present && !c.PhD.Expected && asOf >= c.PhD.End.Year {
			c.YearsSincePhD = float64(clampYear(asOf) - clampYear(c.PhD.End.Year))
		}
	}
	c.Rate = rateOf(c, asOf)
	c.CareerYears, c.PapersPerYear = c.Rate.Years, c.Rate.Value
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
//
// The years are continuous from the first to the last year with a paper
// (counted or listed apart), so an axis never jumps from 2011 to 2013.
func (pc PaperCounts) Years() []int {
	set := map[int]bool{}
	for y := range pc.ByYear {
		set[y] = true
	}
	for y := range pc.YearType {
		set[y] = true
	}
	return continuousYears(set)
}

// continuousYears lists the years of set (years <= 0 left out), ascending,
// with every year between the first and the last in the validated range
// (cv.MinYear..cv.MaxYear) filled in. A year outside that range (a typo,
// a hostile record) is listed as it is but never stretches the axis, so
// the list is at most the range plus the years of set long.
func continuousYears(set map[int]bool) []int {
	lo, hi := 0, 0
	var ys []int
	for y := range set {
		if y <= 0 {
			continue
		}
		if !inYearRange(y) {
			ys = append(ys, y)
			continue
		}
		if lo == 0 || y < lo {
			lo = y
		}
		hi = max(hi, y)
	}
	ys = append(ys, yearRange(lo, hi)...)
	sort.Ints(ys)
	return ys
}

// inYearRange reports whether y is within the years records may hold
// (cv.MinYear..cv.MaxYear).
func inYearRange(y int) bool { return y >= cv.MinYear && y <= cv.MaxYear }

// clampYear brings y into cv.MinYear..cv.MaxYear, so date arithmetic on
// an unvalidated record cannot overflow.
func clampYear(y int) int { return min(max(y, cv.MinYear), cv.MaxYear) }

// yearRange lists lo..hi, or nothing when lo is 0 or either end lies
// outside cv.MinYear..cv.MaxYear (at most that range's length).
func yearRange(lo, hi int) []int {
	if lo == 0 || hi < lo || !inYearRange(lo) || !inYearRange(hi) {
		return nil
	}
	n := hi - lo + 1
	ys := make([]int, n)
	for i := range ys {
		ys[i] = lo + i
	}
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
