// Package analytics is the second stage of vitae's pipeline: from parsed
// CVs ([]*cv.CV) it computes the metrics a committee compares candidates
// on, as neutral tables that every renderer reads. Renderers never parse
// and never recount: every number a report shows comes from here.
//
// Computing happens in two steps. Compute builds a Result: per-candidate
// facts and cohort sums, all of which merge exactly (Result.Merge adds the
// counts of two Results). Finish turns a Result into a Report: derived
// figures (rates, years since the PhD), cohort distributions and ranks.
// Computing the whole and merging the parts give the same Report.
//
// Every figure and every label composed from several figures is worked
// out here once, so that each format shows the same text for it:
// plain.go holds what the text and CSV reports read (Table.Cells,
// Report.Facts), shown.go what the drawn reports (HTML, PDF, XLSX) and
// the CV records read (Candidate.TopVenuesLabel, UndatedNote,
// Report.CohortLine, PaperNotes, AwardTitle, ...). The formatting the
// renderers share and call themselves only turns one value into its text:
// Label (a code's label), PlaceLabel (an author place), FormatNumber,
// FormatCredit, FormatCell and FormatCellKind (a number or a cell),
// RankOf (a rank out of n) and CorrectionMark. A renderer picks fonts,
// widths and where a label goes; it does not count, sum, round or compose.
//
// What counts as a paper is one policy (Policy, policy.go): peer-reviewed
// work that is out or accepted counts; preprints, work under review,
// submitted or in preparation, other writings, theses and patents are
// listed apart, each with its own count (PaperCounts.NotCounted). Every
// per-year table has a "no year" row or column, so its total is the
// counted total; every rate says what it divides (Rate); every stage says
// why (Candidate.StageWhy) and a correction can set it.
package analytics

import (
	"fmt"
	"sort"
	"strings"

	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/cv/venue"
)

// Options are the choices a report is made with. The zero value counts
// every published paper of every year at full credit.
type Options struct {
	// Since and Until bound the years counted (inclusive); 0 leaves that
	// end open. Papers without a year are counted only when both are 0.
	Since int `json:"since,omitempty"`
	Until int `json:"until,omitempty"`
	// Types lists the publication types that count. Nil means
	// DefaultTypes, the peer-reviewed types of Policy: preprints, other
	// writings, theses and patents are shown apart. Work not yet accepted
	// counts only when preprint is one of Types.
	Types []cv.PubType `json:"types,omitempty"`
	// Area keeps only papers at venues of this catalogue area ("systems").
	Area string `json:"area,omitempty"`
	// Venues keeps only papers at these canonical venues.
	Venues []string `json:"venues,omitempty"`
	// Fractional credits each paper 1/(number of authors), as CSRankings
	// does, instead of 1.
	Fractional bool `json:"fractional,omitempty"`
	// AsOf, when set, is the year every CV is measured to ("years since
	// PhD", rates, "present" spans). Zero measures each CV to its own date
	// (its record's as_of: "Last updated", the file's date, or its latest
	// dated entry), so an old CV is not diluted by years it does not cover.
	AsOf int `json:"as_of,omitempty"`
	// RunDate is the date the report is made for; a CV whose own date is
	// more than StaleAfter months before it is flagged as stale. Zero
	// means the newest CV date in the cohort, so the same CVs always give
	// the same report.
	RunDate cv.Date `json:"run_date,omitzero"`
	// StaleAfter is the age in months past which a CV is stale; 0 means
	// DefaultStaleAfter.
	StaleAfter int `json:"stale_after_months,omitempty"`
	// Stage, when set, keeps only candidates of that career stage.
	Stage Stage `json:"stage,omitempty"`
	// TopVenues are the venues the committee counts as its top venues
	// (canonical acronyms); each candidate's papers there are counted.
	TopVenues []string `json:"top_venues,omitempty"`
	// Catalog supplies venue areas; nil means venue.Default().
	Catalog *venue.Catalog `json:"-"`
}

// DefaultStaleAfter is the age in months past which a CV is stale.
const DefaultStaleAfter = 12

func (o Options) staleAfter() int {
	if o.StaleAfter > 0 {
		return o.StaleAfter
	}
	return DefaultStaleAfter
}

// DefaultTypes are the publication types counted when Options.Types is
// nil: Policy.Counted.
var DefaultTypes = append([]cv.PubType(nil), Policy.Counted...)

func (o Options) counts(t cv.PubType) bool {
	ts := o.Types
	if ts == nil {
		ts = DefaultTypes
	}
	for _, x := range ts {
		if x == t {
			return true
		}
	}
	return false
}

func (o Options) inWindow(year int) bool {
	if o.Since == 0 && o.Until == 0 {
		return true
	}
	if year == 0 {
		return false
	}
	return (o.Since == 0 || year >= o.Since) && (o.Until == 0 || year <= o.Until)
}

// Describe says in words what the options select, for report headers.
func (o Options) Describe() string {
	var parts []string
	types := o.Types
	if types == nil {
		types = DefaultTypes
	}
	ts := make([]string, len(types))
	for i, t := range types {
		ts[i] = string(t)
	}
	parts = append(parts, "types: "+strings.Join(ts, ", "))
	switch {
	case o.Since != 0 && o.Until != 0:
		parts = append(parts, fmt.Sprintf("years %d–%d", o.Since, o.Until))
	case o.Since != 0:
		parts = append(parts, fmt.Sprintf("years from %d", o.Since))
	case o.Until != 0:
		parts = append(parts, fmt.Sprintf("years up to %d", o.Until))
	default:
		parts = append(parts, "all years")
	}
	if o.Area != "" {
		parts = append(parts, "area: "+o.Area)
	}
	if len(o.Venues) > 0 {
		parts = append(parts, "venues: "+strings.Join(o.Venues, ", "))
	}
	if o.Fractional {
		parts = append(parts, "credit: fractional (1/authors; a list cut by et al. counts one author more than listed)")
	} else {
		parts = append(parts, "credit: full")
	}
	if o.Stage != "" {
		parts = append(parts, "stage: "+Label(o.Stage))
	}
	if o.AsOf != 0 {
		parts = append(parts, fmt.Sprintf("as of %d for every CV", o.AsOf))
	} else {
		parts = append(parts, "each CV as of its own date")
	}
	parts = append(parts, fmt.Sprintf("stale after %d months", o.staleAfter()))
	return strings.Join(parts, "; ")
}

// Paper is one publication of a candidate as the report sees it.
type Paper struct {
	Title   string `json:"title"`
	Authors int    `json:"authors"`            // authors listed
	EtAl    bool   `json:"et_al,omitempty"`    // the list ends in "et al.": at least Authors
	CoFirst bool   `json:"co_first,omitempty"` // equal contribution in place 2 or 3: counted as first author
	// apart is the per-year column an uncounted paper is listed in
	// (Options.apartColumn), kept so that Candidate.Tally can count
	// again; one byte, in what would be padding.
	apart  apartColumn
	Place  int          `json:"place"` // the candidate's 1-based place; 0 unknown
	Equal  bool         `json:"equal_contribution,omitempty"`
	Venue  string       `json:"venue,omitempty"` // canonical acronym, or the venue as written (whole; see VenueLabel)
	Known  bool         `json:"known_venue"`     // Venue is in the catalogue
	Area   string       `json:"area,omitempty"`
	Year   int          `json:"year,omitempty"`
	Type   cv.PubType   `json:"type"`
	Status cv.PubStatus `json:"status,omitempty"`
	Awards []string     `json:"awards,omitempty"`
	// Distinction is how the venue presented the paper (Oral, Spotlight,
	// Highlight), as the CV writes it: shown beside the paper, never
	// counted as an award.
	Distinction string  `json:"distinction,omitempty"`
	Credit      float64 `json:"credit"`  // 1, or 1/authors with fractional credit
	Counted     bool    `json:"counted"` // passes the report's filters
	Why         string  `json:"why,omitempty"`
	SourceLine  int     `json:"line"`
	// Corrected and CorrectionNote are the entry's marks from a
	// corrections file (cv.Publication's): the fields set, or "added",
	// and why.
	Corrected      []string `json:"corrected,omitempty"`
	CorrectionNote string   `json:"correction_note,omitempty"`
	// Reason is why it is not counted, by Policy; "" when counted.
	Reason Reason `json:"not_counted_reason,omitempty"`
}

// Span is one education or position span on the career timeline.
type Span struct {
	Kind     string  `json:"kind"` // "phd", "masters", ..., or a position kind
	Label    string  `json:"label"`
	Org      string  `json:"org,omitempty"`
	Start    cv.Date `json:"start,omitzero"`
	End      cv.Date `json:"end,omitzero"`
	Ongoing  bool    `json:"ongoing,omitempty"`  // ends "present": drawn to the candidate's as-of date
	Expected bool    `json:"expected,omitempty"` // End is an expected date, not a past one
	IsEdu    bool    `json:"education,omitempty"`
}

// Merge records that two entries were taken for the same paper and
// counted once.
type Merge struct {
	Kept    string `json:"kept"`
	Dropped string `json:"dropped"`
	Reason  string `json:"reason"`
}

// Candidate is everything counted for one CV. The maps hold credit (1 or
// 1/authors per paper) and are summed when Results merge.
type Candidate struct {
	Key    string   `json:"key"` // the CV's source: unique in a Result
	Name   string   `json:"name"`
	Source string   `json:"source"`
	Emails []string `json:"emails,omitempty"`
	Format string   `json:"format,omitempty"` // the front end that read the CV

	// AsOf is the date the CV is measured to, and where it came from
	// (cv.AsOfStated, AsOfFile, AsOfLatestItem, AsOfOverride).
	AsOf       cv.Date `json:"as_of,omitzero"`
	AsOfSource string  `json:"as_of_source,omitempty"`
	Stage      Stage   `json:"stage"`
	// StageWhy says why the candidate has that stage: "faculty: current
	// position “Assistant Professor”"; StageCorrected that a correction
	// set it (cv.CV.Stage).
	StageWhy       string `json:"stage_why"`
	StageCorrected bool   `json:"stage_corrected,omitempty"`
	// Corrected lists what was corrected by hand in the record.
	Corrected   []string     `json:"corrected,omitempty"`
	WarningList []cv.Warning `json:"warning_list,omitempty"`

	Current     string      `json:"current_position,omitempty"`
	PhD         *PhD        `json:"phd,omitempty"`
	Spans       []Span      `json:"timeline"`
	Internships int         `json:"internships"`
	Papers      []Paper     `json:"papers"`
	Merged      []Merge     `json:"merged,omitempty"`
	Awards      []cv.Award  `json:"awards"`
	Counts      PaperCounts `json:"counts"`
	AwardCounts AwardCounts `json:"award_counts"`
	Talks       int         `json:"talks"`
	Service     int         `json:"service"`
	Teaching    int         `json:"teaching"`
	// The entries behind those counts, for reports that list them.
	TalkList     []cv.Talk     `json:"talk_list"`
	ServiceList  []cv.Service  `json:"service_list"`
	TeachingList []cv.Teaching `json:"teaching_list"`
	Warnings     int           `json:"warnings"`
	LatestYear   int           `json:"latest_year,omitempty"`

	// Derived by Finish.
	YearsToDegree float64       `json:"years_to_degree,omitempty"`
	YearsSincePhD float64       `json:"years_since_phd,omitempty"`
	CareerYears   float64       `json:"career_years,omitempty"`
	PapersPerYear float64       `json:"papers_per_year"`
	Ranks         ByMetric[int] `json:"ranks,omitzero"`
	// AgeMonths is how old the CV is at the report's run date; Stale says
	// it is older than Options.StaleAfter.
	AgeMonths int  `json:"age_months"`
	Stale     bool `json:"stale,omitempty"`
	// FirstAuthorShare is first-author (co-first included) papers over
	// counted papers.
	FirstAuthorShare float64 `json:"first_author_share"`
	// TopVenuePapers is credit at Options.TopVenues.
	TopVenuePapers float64 `json:"top_venue_papers,omitempty"`
	// StageRanks and StagePercentiles place the candidate among the
	// candidates of the same stage (StageSize of them) on each metric.
	StageRanks       ByMetric[int]     `json:"stage_ranks,omitzero"`
	StagePercentiles ByMetric[float64] `json:"stage_percentiles,omitzero"`
	StageSize        int               `json:"stage_size"`
	// Rate is PapersPerYear with what it divides (CareerYears are its
	// Years): "15 counted papers / 8 years, 2018–2025, from PhD start".
	Rate Rate `json:"rate"`
}

// PhD is the candidate's doctorate as read from the CV.
type PhD struct {
	Institution string  `json:"institution,omitempty"`
	Start       cv.Date `json:"start,omitzero"`
	End         cv.Date `json:"end,omitzero"`
	Expected    bool    `json:"expected,omitempty"`
}

// PaperCounts are the mergeable publication counts of one candidate or the
// cohort. Credit values are 1 per paper or 1/authors.
type PaperCounts struct {
	Papers       int                    `json:"papers"` // counted papers
	Credit       float64                `json:"credit"`
	Uncounted    int                    `json:"uncounted"` // preprints etc., shown apart
	Preprints    int                    `json:"preprints"`
	FirstAuthor  int                    `json:"first_author"` // place 1, or co-first (equal contribution in place 2–3)
	CoFirst      int                    `json:"co_first"`
	EtAl         int                    `json:"et_al"` // author lists cut by "et al."
	LastAuthor   int                    `json:"last_author"`
	Equal        int                    `json:"equal_contribution"`
	Solo         int                    `json:"solo"`
	WithAwards   int                    `json:"with_awards"`
	AuthorCounts map[int]int            `json:"author_counts"` // list length -> papers
	ByYear       map[int]float64        `json:"by_year"`
	ByType       map[cv.PubType]float64 `json:"by_type"`
	ByVenue      map[string]float64     `json:"by_venue"` // catalogued venues only
	// OutsideCatalogue is the credit of papers at venues the catalogue
	// lacks (each paper lists its venue as written); NoVenue of papers
	// that name no venue. Neither is a venue of ByVenue.
	OutsideCatalogue float64                        `json:"credit_outside_catalogue"`
	NoVenue          float64                        `json:"credit_without_venue"`
	ByArea           map[string]float64             `json:"by_area"`
	VenueYear        map[string]map[int]float64     `json:"venue_year"`
	YearType         map[int]map[cv.PubType]float64 `json:"year_type"` // counted and uncounted types by year
	// NoYear is YearType for the papers without a year, VenueNoYear
	// VenueYear for them: the "no year" row and column of per-year tables.
	NoYear      map[cv.PubType]float64 `json:"no_year"`
	VenueNoYear map[string]float64     `json:"venue_no_year"`
	// NotCounted counts the listed papers not counted, by reason (Policy);
	// they add up to Uncounted.
	NotCounted map[Reason]int `json:"not_counted"`
	// spare hands out the inner maps of VenueYear and YearType when the
	// tallies are counted again and again in one PaperCounts (a tally
	// scratch); nil makes new ones.
	spare *innerMaps
}

// AwardCounts count awards by category and status.
type AwardCounts map[cv.AwardCategory]map[cv.AwardStatus]int

func newPaperCounts() PaperCounts {
	return PaperCounts{
		AuthorCounts: map[int]int{},
		ByYear:       map[int]float64{},
		ByType:       map[cv.PubType]float64{},
		ByVenue:      map[string]float64{},
		ByArea:       map[string]float64{},
		VenueYear:    map[string]map[int]float64{},
		YearType:     map[int]map[cv.PubType]float64{},
		NoYear:       map[cv.PubType]float64{},
		VenueNoYear:  map[string]float64{},
		NotCounted:   map[Reason]int{},
	}
}

func (a *PaperCounts) add(b PaperCounts) {
	a.Papers += b.Papers
	a.Credit += b.Credit
	a.Uncounted += b.Uncounted
	a.OutsideCatalogue += b.OutsideCatalogue
	a.NoVenue += b.NoVenue
	a.Preprints += b.Preprints
	a.FirstAuthor += b.FirstAuthor
	a.CoFirst += b.CoFirst
	a.EtAl += b.EtAl
	a.LastAuthor += b.LastAuthor
	a.Equal += b.Equal
	a.Solo += b.Solo
	a.WithAwards += b.WithAwards
	for k, v := range b.AuthorCounts {
		a.AuthorCounts[k] += v
	}
	for k, v := range b.ByYear {
		a.ByYear[k] += v
	}
	for k, v := range b.ByType {
		a.ByType[k] += v
	}
	for k, v := range b.ByVenue {
		a.ByVenue[k] += v
	}
	for k, v := range b.ByArea {
		a.ByArea[k] += v
	}
	for v, ys := range b.VenueYear {
		if a.VenueYear[v] == nil {
			a.VenueYear[v] = map[int]float64{}
		}
		for y, n := range ys {
			a.VenueYear[v][y] += n
		}
	}
	for y, ts := range b.YearType {
		if a.YearType[y] == nil {
			a.YearType[y] = map[cv.PubType]float64{}
		}
		for t, n := range ts {
			a.YearType[y][t] += n
		}
	}
	a.addTotals(b)
}

// addAwards adds c's awards, as add(c.AwardTally()) without the tally.
func (a AwardCounts) addAwards(c *Candidate) {
	if c.AwardCounts != nil {
		a.add(c.AwardCounts)
		return
	}
	for _, aw := range c.Awards {
		if a[aw.Category] == nil {
			a[aw.Category] = map[cv.AwardStatus]int{}
		}
		a[aw.Category][aw.Status]++
	}
}

func (a AwardCounts) add(b AwardCounts) {
	for c, ss := range b {
		if a[c] == nil {
			a[c] = map[cv.AwardStatus]int{}
		}
		for s, n := range ss {
			a[c][s] += n
		}
	}
}

// Result holds mergeable per-candidate facts and cohort sums.
type Result struct {
	Options    Options      `json:"options"`
	Candidates []*Candidate `json:"candidates"` // sorted by Key
	Cohort     PaperCounts  `json:"cohort"`
	Awards     AwardCounts  `json:"cohort_awards"`
	LatestYear int          `json:"latest_year"`
}

// resum sorts the candidates and recomputes the cohort sums in that order,
// so that floating-point sums (fractional credit) do not depend on the
// order CVs came in or on how Results were merged.
func (r *Result) resum() {
	sortCandidates(r.Candidates)
	r.Cohort, r.Awards, r.LatestYear = newPaperCounts(), AwardCounts{}, 0
	var scratch tallyScratch
	for _, c := range r.Candidates {
		r.Cohort.add(scratch.of(c))
		r.Awards.addAwards(c)
		r.LatestYear = max(r.LatestYear, c.LatestYear)
	}
}

func sortCandidates(cs []*Candidate) {
	sort.SliceStable(cs, func(i, j int) bool {
		if cs[i].Name != cs[j].Name {
			return strings.ToLower(cs[i].Name) < strings.ToLower(cs[j].Name) ||
				strings.EqualFold(cs[i].Name, cs[j].Name) && cs[i].Name < cs[j].Name
		}
		return cs[i].Key < cs[j].Key
	})
}

// Merge adds o's candidates and counts to r. Both must have been computed
// with the same options; candidates with the same key are an error.
func (r *Result) Merge(o *Result) error {
	if fmt.Sprint(r.Options.Describe()) != fmt.Sprint(o.Options.Describe()) {
		return fmt.Errorf("analytics: cannot merge results made with different options (%s / %s)", r.Options.Describe(), o.Options.Describe())
	}
	keys := map[string]bool{}
	for _, c := range r.Candidates {
		keys[c.Key] = true
	}
	for _, c := range o.Candidates {
		if keys[c.Key] {
			return fmt.Errorf("analytics: candidate %q is in both results", c.Key)
		}
	}
	r.Candidates = append(r.Candidates, o.Candidates...)
	r.resum() // the sums of both parts, added in a fixed order
	return nil
}
