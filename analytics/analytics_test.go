package analytics_test

import (
	"fmt"
	"math"
	"reflect"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/analytics"
	"github.com/vitae-cv/vitae/cv"
)

const eps = 1e-9

func near(a, b float64) bool { return math.Abs(a-b) < eps }

func candidateByName(t *testing.T, rep *analytics.Report, name string) *analytics.Candidate {
	t.Helper()
	for _, c := range rep.Candidates {
		if c.Name == name {
			return c
		}
	}
	t.Fatalf("no candidate %q in report", name)
	return nil
}

func report(opt analytics.Options) *analytics.Report {
	return analytics.Compute(cohort(), opt).Finish()
}

// approxMap compares float maps with a tolerance, treating a missing key
// and a zero value alike only when want lists no such key.
func approxMap[K comparable](t *testing.T, what string, got, want map[K]float64) {
	t.Helper()
	if len(got) != len(want) {
		t.Errorf("%s = %v, want %v", what, got, want)
		return
	}
	for k, w := range want {
		g, ok := got[k]
		if !ok || !near(g, w) {
			t.Errorf("%s[%v] = %v (present %v), want %v (all: %v)", what, k, g, ok, w, got)
		}
	}
}

type candWant struct {
	name        string
	papers      int
	credit      float64 // full credit
	fracCredit  float64 // 1/authors
	first, last int
	equal, solo int
	withAwards  int
	median      float64
	uncounted   int
	preprints   int
	byYear      map[int]float64
	byType      map[cv.PubType]float64
	byVenue     map[string]float64
	byArea      map[string]float64
	awards      analytics.AwardCounts
	internships int
	current     string
	phd         *analytics.PhD
	talks       int
	service     int
	teaching    int
	warnings    int
	latest      int
	merged      int
	// derived, AsOf = 0 (2023, the latest year in the cohort)
	toDegree, sincePhD, career, perYear float64
	// derived, AsOf = 2025
	sincePhD25, career25, perYear25 float64
	ranks                           map[string]int
}

var candWants = []candWant{
	{
		name: "Ada Quill", papers: 5, credit: 5, fracCredit: 1.0/3 + 1.0/2 + 1 + 1.0/4 + 1.0/3,
		// 3 papers in first place, and one in place 2 with equal
		// contribution: co-first counts as first author
		first: 4, last: 1, equal: 1, solo: 1, withAwards: 1, median: 3, uncounted: 2, preprints: 1,
		byYear:  map[int]float64{2019: 1, 2020: 1, 2021: 2, 2022: 1},
		byType:  map[cv.PubType]float64{cv.TypeConference: 3, cv.TypeJournal: 1, cv.TypeWorkshop: 1},
		byVenue: map[string]float64{"OSDI": 1, "ICML": 1, "NSDI": 1, "HotOS": 1}, // and one paper at a venue outside the catalogue
		byArea:  map[string]float64{"systems": 2, "ml": 1, "networking": 1, "unknown": 1},
		awards: analytics.AwardCounts{
			cv.CatFellowship:  {cv.StatusAwarded: 1, cv.StatusFinalist: 1},
			cv.CatPaperAward:  {cv.StatusAwarded: 1},
			cv.CatTravelGrant: {cv.StatusAwarded: 1},
		},
		internships: 2, current: "Postdoctoral Researcher, Eastlake Institute",
		phd:   &analytics.PhD{Institution: "Northbridge University", Start: ym(2015, 9), End: ym(2020, 5)},
		talks: 3, service: 2, teaching: 1, warnings: 1, latest: 2022, merged: 1,
		// (2020-05 − 2015-09) = 56 months = 4.67 years; career 2015..2023
		toDegree: 4.7, sincePhD: 3, career: 9, perYear: 0.56,
		sincePhD25: 5, career25: 11, perYear25: 0.45,
		ranks: map[string]int{"papers": 1, "first_author": 1, "papers_per_year": 1, "first_author_share": 2,
			"fellowships": 1, "awards": 1, "paper_awards": 1, "talks": 2, "service": 2, "teaching": 3},
	},
	{
		name: "Bruno Vale", papers: 3, credit: 3, fracCredit: 1.0/2 + 1.0/3 + 1.0/5,
		first: 2, last: 1, equal: 0, solo: 0, withAwards: 0, median: 3, uncounted: 1, preprints: 1,
		byYear:  map[int]float64{2022: 1, 2023: 1}, // b3 has no year
		byType:  map[cv.PubType]float64{cv.TypeConference: 3},
		byVenue: map[string]float64{"EuroSys": 1, "SIGMOD": 1, "OSDI": 1},
		byArea:  map[string]float64{"systems": 2, "databases": 1},
		awards: analytics.AwardCounts{
			cv.CatScholarship: {cv.StatusAwarded: 1},
			cv.CatHonor:       {cv.StatusAwarded: 1},
			cv.CatFellowship:  {cv.StatusNominee: 1},
		},
		internships: 2, current: "Research Assistant, Northbridge University",
		phd:   &analytics.PhD{Institution: "Northbridge University", Start: ym(2018, 9), End: ym(2024, 6), Expected: true},
		talks: 0, service: 1, teaching: 2, latest: 2023,
		// expected PhD: no years to degree or since; career 2018..2023
		toDegree: 0, sincePhD: 0, career: 6, perYear: 0.5,
		sincePhD25: 0, career25: 8, perYear25: 0.38,
		ranks: map[string]int{"papers": 3, "first_author": 2, "papers_per_year": 2, "first_author_share": 3,
			"fellowships": 3, "awards": 2, "paper_awards": 3, "talks": 4, "service": 3, "teaching": 2},
	},
	{
		name: "Chen Wu", papers: 4, credit: 4, fracCredit: 1.0/2 + 1.0/2 + 1.0/3 + 1.0/4,
		first: 2, last: 2, equal: 0, solo: 0, withAwards: 1, median: 2.5, uncounted: 1, preprints: 0,
		byYear:  map[int]float64{2014: 1, 2016: 1, 2017: 1, 2019: 1},
		byType:  map[cv.PubType]float64{cv.TypeConference: 3, cv.TypeJournal: 1},
		byVenue: map[string]float64{"OSDI": 1, "SOSP": 1, "TOCS": 1, "NeurIPS": 1},
		byArea:  map[string]float64{"systems": 3, "ml": 1},
		awards: analytics.AwardCounts{
			cv.CatFellowship: {cv.StatusAwarded: 1},
			cv.CatPaperAward: {cv.StatusHonorableMention: 1},
			cv.CatGrant:      {cv.StatusAwarded: 1},
		},
		internships: 0, current: "Assistant Professor, Westfield College",
		phd:   &analytics.PhD{Institution: "Westfield University", Start: yr(2010), End: yr(2015)},
		talks: 5, service: 4, teaching: 3, latest: 2020,
		// bare years are mid-year: exactly 5 years; career 2010..2023
		toDegree: 5, sincePhD: 8, career: 14, perYear: 0.29,
		sincePhD25: 10, career25: 16, perYear25: 0.25,
		ranks: map[string]int{"papers": 2, "first_author": 2, "papers_per_year": 4, "first_author_share": 4,
			"fellowships": 1, "awards": 2, "paper_awards": 1, "talks": 1, "service": 1, "teaching": 1},
	},
	{
		name: "Dana Eze", papers: 1, credit: 1, fracCredit: 0.5,
		first: 1, median: 2,
		byYear:  map[int]float64{2021: 1},
		byType:  map[cv.PubType]float64{cv.TypeWorkshop: 1},
		byVenue: map[string]float64{}, // one paper at a venue outside the catalogue
		byArea:  map[string]float64{"unknown": 1},
		awards:  analytics.AwardCounts{},
		talks:   1,
		latest:  2021,
		// no PhD: the career starts with the first counted paper (2021)
		career: 3, perYear: 0.33,
		career25: 5, perYear25: 0.2,
		ranks: map[string]int{"papers": 4, "first_author": 4, "papers_per_year": 3, "first_author_share": 1,
			"fellowships": 3, "awards": 4, "paper_awards": 3, "talks": 3, "service": 4, "teaching": 4},
	},
}

func TestCandidates(t *testing.T) {
	full := report(analytics.Options{})
	// the hand-computed rates below are measured to 2023 for everyone;
	// TestOwnDate measures each CV to its own date
	at23 := report(analytics.Options{AsOf: 2023})
	frac := report(analytics.Options{Fractional: true, AsOf: 2023})
	asOf25 := report(analytics.Options{AsOf: 2025})
	if full.AsOf != 2023 {
		t.Fatalf("AsOf = %d, want 2023 (the latest year in the CVs)", full.AsOf)
	}
	if full.Options.AsOf != 0 || !strings.Contains(full.Selection, "each CV as of its own date") || !strings.Contains(at23.Selection, "as of 2023 for every CV") {
		t.Errorf("selections %q / %q: want per-CV dates by default, 2023 for all when given", full.Selection, at23.Selection)
	}
	if asOf25.AsOf != 2025 {
		t.Fatalf("AsOf = %d, want 2025 as given", asOf25.AsOf)
	}
	if got := len(full.Candidates); got != len(candWants) {
		t.Fatalf("%d candidates, want %d", got, len(candWants))
	}
	for i, w := range candWants {
		t.Run(w.name, func(t *testing.T) {
			c := candidateByName(t, full, w.name)
			if full.Candidates[i] != c {
				t.Errorf("candidate %q at index %d, want sorted by name", w.name, i)
			}
			n := c.Tally()
			if n.Papers != w.papers || !near(n.Credit, w.credit) {
				t.Errorf("papers %d credit %v, want %d %v", n.Papers, n.Credit, w.papers, w.credit)
			}
			if n.FirstAuthor != w.first || n.LastAuthor != w.last || n.Equal != w.equal || n.Solo != w.solo || n.WithAwards != w.withAwards {
				t.Errorf("first/last/equal/solo/awards = %d/%d/%d/%d/%d, want %d/%d/%d/%d/%d",
					n.FirstAuthor, n.LastAuthor, n.Equal, n.Solo, n.WithAwards, w.first, w.last, w.equal, w.solo, w.withAwards)
			}
			if got := n.MedianAuthors(); got != w.median {
				t.Errorf("MedianAuthors = %v, want %v", got, w.median)
			}
			if n.Uncounted != w.uncounted || n.Preprints != w.preprints {
				t.Errorf("uncounted %d preprints %d, want %d %d", n.Uncounted, n.Preprints, w.uncounted, w.preprints)
			}
			approxMap(t, "ByYear", n.ByYear, w.byYear)
			approxMap(t, "ByType", n.ByType, w.byType)
			approxMap(t, "ByVenue", n.ByVenue, w.byVenue)
			approxMap(t, "ByArea", n.ByArea, w.byArea)
			if !reflect.DeepEqual(c.AwardTally(), w.awards) {
				t.Errorf("AwardCounts = %v, want %v", c.AwardTally(), w.awards)
			}
			if c.Internships != w.internships || c.Current != w.current {
				t.Errorf("internships %d current %q, want %d %q", c.Internships, c.Current, w.internships, w.current)
			}
			if !reflect.DeepEqual(c.PhD, w.phd) {
				t.Errorf("PhD = %+v, want %+v", c.PhD, w.phd)
			}
			if c.Talks != w.talks || c.Service != w.service || c.Teaching != w.teaching || c.Warnings != w.warnings {
				t.Errorf("talks/service/teaching/warnings = %d/%d/%d/%d, want %d/%d/%d/%d",
					c.Talks, c.Service, c.Teaching, c.Warnings, w.talks, w.service, w.teaching, w.warnings)
			}
			if c.LatestYear != w.latest || len(c.Merged) != w.merged {
				t.Errorf("latest year %d merged %d, want %d %d", c.LatestYear, len(c.Merged), w.latest, w.merged)
			}
			c23 := candidateByName(t, at23, w.name)
			if c := c23; c.YearsToDegree != w.toDegree || c.YearsSincePhD != w.sincePhD || c.CareerYears != w.career || c.PapersPerYear != w.perYear {
				t.Errorf("as of 2023: to degree %v since PhD %v career %v per year %v, want %v %v %v %v",
					c.YearsToDegree, c.YearsSincePhD, c.CareerYears, c.PapersPerYear, w.toDegree, w.sincePhD, w.career, w.perYear)
			}
			if !reflect.DeepEqual(c23.Ranks.Map(), w.ranks) {
				t.Errorf("Ranks = %v, want %v", c23.Ranks.Map(), w.ranks)
			}

			c25 := candidateByName(t, asOf25, w.name)
			if c25.YearsToDegree != w.toDegree || c25.YearsSincePhD != w.sincePhD25 || c25.CareerYears != w.career25 || c25.PapersPerYear != w.perYear25 {
				t.Errorf("as of 2025: to degree %v since PhD %v career %v per year %v, want %v %v %v %v",
					c25.YearsToDegree, c25.YearsSincePhD, c25.CareerYears, c25.PapersPerYear, w.toDegree, w.sincePhD25, w.career25, w.perYear25)
			}

			cf := candidateByName(t, frac, w.name)
			if cf.Counts.Papers != w.papers || !near(cf.Counts.Credit, w.fracCredit) {
				t.Errorf("fractional: papers %d credit %v, want %d %v", cf.Counts.Papers, cf.Counts.Credit, w.papers, w.fracCredit)
			}
			sum := 0.0
			for _, v := range cf.Tally().ByYear {
				sum += v
			}
			for _, p := range cf.Papers {
				if p.Counted && p.Year == 0 {
					sum += p.Credit
				}
			}
			if !near(sum, w.fracCredit) {
				t.Errorf("fractional: ByYear plus undated papers sum to %v, want %v", sum, w.fracCredit)
			}
		})
	}
}

func TestFractionalDetail(t *testing.T) {
	rep := report(analytics.Options{Fractional: true, AsOf: 2023})
	a := candidateByName(t, rep, "Ada Quill")
	approxMap(t, "Ada ByYear", a.Tally().ByYear, map[int]float64{2019: 1.0 / 3, 2020: 0.5, 2021: 1.25, 2022: 1.0 / 3})
	approxMap(t, "Ada ByType", a.Tally().ByType, map[cv.PubType]float64{cv.TypeConference: 1.0/3 + 0.5 + 0.25, cv.TypeJournal: 1, cv.TypeWorkshop: 1.0 / 3})
	credits := map[string]float64{}
	for _, p := range a.Papers {
		credits[p.Title] = p.Credit
	}
	if !near(credits["Sharded Logs Revisited"], 0.25) || !near(credits["A Solo Theory of Distributed Everything"], 1) {
		t.Errorf("paper credits %v: want 1/4 for the four-author paper, 1 for the solo paper", credits)
	}
	// counts of papers and authorship are not fractional
	if a.Counts.Papers != 5 || a.Counts.FirstAuthor != 4 {
		t.Errorf("fractional changed paper counts: %d papers, %d first-author", a.Counts.Papers, a.Counts.FirstAuthor)
	}
	// papers per year uses credit: 2.41667 / 9 = 0.2685
	if a.PapersPerYear != 0.27 {
		t.Errorf("fractional papers per year = %v, want 0.27", a.PapersPerYear)
	}
	if !strings.Contains(rep.Selection, "fractional") {
		t.Errorf("selection %q does not say fractional", rep.Selection)
	}
}

func TestMergedDuplicate(t *testing.T) {
	rep := report(analytics.Options{})
	a := candidateByName(t, rep, "Ada Quill")
	want := []analytics.Merge{{
		Kept:    "Sharded Logs Revisited (NSDI 2021)",
		Dropped: "Sharded logs revisited (preprint 2020)",
		Reason:  "same title",
	}}
	if !reflect.DeepEqual(a.Merged, want) {
		t.Errorf("Merged = %+v, want %+v", a.Merged, want)
	}
	n := 0
	for _, p := range a.Papers {
		if strings.EqualFold(p.Title, "sharded logs revisited") {
			n++
			if p.Type != cv.TypeConference || p.Venue != "NSDI" || !p.Counted {
				t.Errorf("kept %+v, want the counted NSDI paper", p)
			}
		}
	}
	if n != 1 {
		t.Errorf("the duplicate paper appears %d times in Papers, want 1", n)
	}
	if len(a.Papers) != 7 {
		t.Errorf("%d papers listed, want 7 (8 entries, one duplicate)", len(a.Papers))
	}
	if rep.Merged != 1 {
		t.Errorf("report Merged = %d, want 1", rep.Merged)
	}
	// Even with preprints counted, the paper counts once.
	pre := report(analytics.Options{Types: []cv.PubType{cv.TypeConference, cv.TypePreprint}})
	if got := candidateByName(t, pre, "Ada Quill").Tally().ByVenue["NSDI"]; got != 1 {
		t.Errorf("with preprints counted, NSDI credit = %v, want 1", got)
	}
	if got := candidateByName(t, pre, "Ada Quill").Tally().ByType[cv.TypePreprint]; got != 1 {
		t.Errorf("with preprints counted, preprint credit = %v, want 1 (only a5)", got)
	}
}

func TestPapersDetail(t *testing.T) {
	rep := report(analytics.Options{})
	a := candidateByName(t, rep, "Ada Quill")
	byTitle := map[string]analytics.Paper{}
	for _, p := range a.Papers {
		byTitle[p.Title] = p
	}
	cases := []struct {
		title   string
		venue   string
		known   bool
		area    string
		counted bool
		why     string
	}{
		{"Fast Consensus for Geo-Distributed Stores", "OSDI", true, "systems", true, ""},
		{"A Solo Theory of Distributed Everything", "Journal of Imaginary Systems", false, "", true, ""},
		{"Towards Zero-Copy Everything", "arXiv", false, "", false, "preprint: shown apart"},
		{"Consistent Storage at Scale", "Northbridge University", false, "", false, "type thesis not counted"},
	}
	for _, tc := range cases {
		p, ok := byTitle[tc.title]
		if !ok {
			t.Errorf("paper %q missing", tc.title)
			continue
		}
		if p.Venue != tc.venue || p.Known != tc.known || p.Area != tc.area || p.Counted != tc.counted || p.Why != tc.why {
			t.Errorf("%q: venue %q known %v area %q counted %v why %q, want %q %v %q %v %q",
				tc.title, p.Venue, p.Known, p.Area, p.Counted, p.Why, tc.venue, tc.known, tc.area, tc.counted, tc.why)
		}
	}
	b := candidateByName(t, rep, "Bruno Vale")
	for _, p := range b.Papers {
		if p.Venue == "SIGMOD" && p.Area != "databases" {
			t.Errorf("SIGMOD paper area %q, want databases from the catalogue", p.Area)
		}
	}
	// awards are listed newest first, ties in CV order
	var names []string
	for _, aw := range a.Awards {
		names = append(names, aw.Name)
	}
	want := []string{"Nimbus PhD Fellowship", "Best Paper Award (OSDI)", "Orbit Fellowship", "Conference Travel Grant"}
	if !reflect.DeepEqual(names, want) {
		t.Errorf("award order %q, want %q", names, want)
	}
	// the timeline is sorted by start
	var spans []string
	for _, s := range a.Spans {
		spans = append(spans, s.Kind+"@"+s.Start.String())
	}
	wantSpans := []string{"bachelors@2011-09", "phd@2015-09", "internship@2017-06", "internship@2018-06", "postdoc@2020-06"}
	if !reflect.DeepEqual(spans, wantSpans) {
		t.Errorf("timeline %q, want %q", spans, wantSpans)
	}
	if !a.Spans[4].Ongoing || a.Spans[1].Ongoing || !a.Spans[1].IsEdu {
		t.Errorf("span flags wrong: %+v", a.Spans)
	}
	for _, s := range candidateByName(t, rep, "Bruno Vale").Spans {
		// "2024-06 (expected)": drawn to its expected date, not ongoing
		if s.Kind == "phd" && (s.Ongoing || !s.Expected || s.End.String() != "2024-06") {
			t.Errorf("an expected PhD should end at its expected date, marked expected: %+v", s)
		}
	}
}

func TestCohortCounts(t *testing.T) {
	rep := report(analytics.Options{})
	c := rep.Cohort
	if c.Papers != 13 || !near(c.Credit, 13) || c.Uncounted != 4 || c.Preprints != 2 {
		t.Errorf("cohort papers %d credit %v uncounted %d preprints %d, want 13 13 4 2", c.Papers, c.Credit, c.Uncounted, c.Preprints)
	}
	if c.FirstAuthor != 9 || c.CoFirst != 1 || c.LastAuthor != 4 || c.Equal != 1 || c.Solo != 1 || c.WithAwards != 2 {
		t.Errorf("cohort first/co-first/last/equal/solo/awards %d/%d/%d/%d/%d/%d, want 9/1/4/1/1/2", c.FirstAuthor, c.CoFirst, c.LastAuthor, c.Equal, c.Solo, c.WithAwards)
	}
	// author lists: 1,2,2,2,2,2,3,3,3,3,4,4,5 → median 3
	if !reflect.DeepEqual(c.AuthorCounts, map[int]int{1: 1, 2: 5, 3: 4, 4: 2, 5: 1}) || c.MedianAuthors() != 3 {
		t.Errorf("cohort AuthorCounts %v median %v", c.AuthorCounts, c.MedianAuthors())
	}
	approxMap(t, "cohort ByVenue", c.ByVenue, map[string]float64{
		"OSDI": 3, "ICML": 1, "NSDI": 1, "HotOS": 1, "EuroSys": 1,
		"SIGMOD": 1, "SOSP": 1, "TOCS": 1, "NeurIPS": 1,
	})
	// the two papers at venues the catalogue lacks are neither a venue
	// nor pooled into one: they are counted apart
	if c.OutsideCatalogue != 2 {
		t.Errorf("cohort OutsideCatalogue = %v, want 2", c.OutsideCatalogue)
	}
	// Bruno's OSDI paper has no year: it is in ByVenue but not VenueYear.
	approxMap(t, "cohort VenueYear[OSDI]", c.VenueYear["OSDI"], map[int]float64{2014: 1, 2019: 1})
	approxMap(t, "cohort VenueYear[NSDI]", c.VenueYear["NSDI"], map[int]float64{2021: 1})
	if _, ok := c.VenueYear["arXiv"]; ok {
		t.Errorf("uncounted preprints appear in VenueYear: %v", c.VenueYear["arXiv"])
	}
	approxMap(t, "cohort ByYear", c.ByYear, map[int]float64{2014: 1, 2016: 1, 2017: 1, 2019: 2, 2020: 1, 2021: 3, 2022: 2, 2023: 1})
	// continuous: the years without papers are on the axis too
	if got, want := rep.CohortYears(), []int{2014, 2015, 2016, 2017, 2018, 2019, 2020, 2021, 2022, 2023}; !reflect.DeepEqual(got, want) {
		t.Errorf("CohortYears = %v, want %v", got, want)
	}
	wantAwards := analytics.AwardCounts{
		cv.CatFellowship:  {cv.StatusAwarded: 2, cv.StatusFinalist: 1, cv.StatusNominee: 1},
		cv.CatScholarship: {cv.StatusAwarded: 1},
		cv.CatPaperAward:  {cv.StatusAwarded: 1, cv.StatusHonorableMention: 1},
		cv.CatTravelGrant: {cv.StatusAwarded: 1},
		cv.CatHonor:       {cv.StatusAwarded: 1},
		cv.CatGrant:       {cv.StatusAwarded: 1},
	}
	if !reflect.DeepEqual(rep.Awards, wantAwards) {
		t.Errorf("cohort awards %v, want %v", rep.Awards, wantAwards)
	}
	if got := rep.Awards.Status(cv.StatusAwarded); got != 7 {
		t.Errorf("awards won = %d, want 7", got)
	}
	if got := rep.Awards.Get(cv.CatFellowship, cv.StatusFinalist); got != 1 {
		t.Errorf("fellowship finalists = %d, want 1", got)
	}
	if got := rep.Awards.Get(cv.CatOther, cv.StatusAwarded); got != 0 {
		t.Errorf("Get on a missing category = %d, want 0", got)
	}
	if got, want := rep.Cohort.TopVenues(3), []string{"OSDI", "EuroSys", "HotOS"}; !reflect.DeepEqual(got, want) {
		t.Errorf("TopVenues(3) = %q, want %q", got, want)
	}
}

func TestDistribution(t *testing.T) {
	tests := []struct {
		name string
		opt  analytics.Options
		cvs  []*cv.CV
		want analytics.Distribution // Metric "papers"
	}{
		// credits 5, 3, 4, 1 → sorted 1 3 4 5; q1 at 0.75 → 2.5, median at
		// 1.5 → 3.5, q3 at 2.25 → 4.25
		{"full", analytics.Options{}, cohort(),
			analytics.Distribution{Metric: "papers", Label: "Papers (credit)", N: 4, Min: 1, Q1: 2.5, Median: 3.5, Q3: 4.25, Max: 5, Mean: 3.25}},
		// 0.5, 1.0333, 1.5833, 2.4167: q1 = 0.5+0.75·0.5333 = 0.9,
		// median = 1.0333+0.5·0.55 = 1.3083, q3 = 1.5833+0.25·0.8333 = 1.7917
		{"fractional", analytics.Options{Fractional: true}, cohort(),
			analytics.Distribution{Metric: "papers", Label: "Papers (credit)", N: 4, Min: 0.5, Q1: 0.9, Median: 1.31, Q3: 1.79, Max: 1.0/3 + 0.5 + 1 + 0.25 + 1.0/3, Mean: 1.38}},
		// three candidates 5, 3, 1: q1 at 0.5 → 2, median 3, q3 at 1.5 → 4
		{"odd", analytics.Options{}, []*cv.CV{ada(), bruno(), dana()},
			analytics.Distribution{Metric: "papers", Label: "Papers (credit)", N: 3, Min: 1, Q1: 2, Median: 3, Q3: 4, Max: 5, Mean: 3}},
		{"one", analytics.Options{}, []*cv.CV{chen()},
			analytics.Distribution{Metric: "papers", Label: "Papers (credit)", N: 1, Min: 4, Q1: 4, Median: 4, Q3: 4, Max: 4, Mean: 4}},
		{"none", analytics.Options{}, nil,
			analytics.Distribution{Metric: "papers", Label: "Papers (credit)", N: 0}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			rep := analytics.Compute(tc.cvs, tc.opt).Finish()
			if len(rep.Metrics) != len(analytics.Metrics) {
				t.Fatalf("%d distributions, want %d", len(rep.Metrics), len(analytics.Metrics))
			}
			got := rep.Metrics[2] // papers (credit): after the headline rate and the first-author share
			if got.Metric != tc.want.Metric || got.N != tc.want.N || got.Min != tc.want.Min || got.Q1 != tc.want.Q1 ||
				got.Median != tc.want.Median || got.Q3 != tc.want.Q3 || !near(got.Max, tc.want.Max) || got.Mean != tc.want.Mean || got.Label != tc.want.Label {
				t.Errorf("papers distribution %+v, want %+v", got, tc.want)
			}
		})
	}
	// other metrics of the full cohort
	rep := report(analytics.Options{})
	for _, d := range rep.Metrics {
		switch d.Metric {
		case "talks": // 0 1 3 5
			if d.Min != 0 || d.Q1 != 0.75 || d.Median != 2 || d.Q3 != 3.5 || d.Max != 5 || d.Mean != 2.25 {
				t.Errorf("talks distribution %+v", d)
			}
		case "fellowships": // 0 0 1 1
			if d.Min != 0 || d.Q1 != 0 || d.Median != 0.5 || d.Q3 != 1 || d.Max != 1 || d.Mean != 0.5 {
				t.Errorf("fellowships distribution %+v", d)
			}
		}
	}
}

func TestRanksTies(t *testing.T) {
	// four candidates with 2, 1, 2 and 0 papers: ranks 1, 3, 1, 4
	mk := func(src string, n int) *cv.CV {
		c := &cv.CV{Source: src, Name: strings.ToUpper(src)}
		for i := range n {
			c.Publications = append(c.Publications, cv.Publication{
				Title: fmt.Sprintf("%s paper number %d", src, i), Authors: []string{"X"}, SelfIndex: 1,
				Venue: "OSDI", Year: 2020, Type: cv.TypeConference,
			})
		}
		return c
	}
	rep := analytics.Compute([]*cv.CV{mk("p", 2), mk("q", 1), mk("r", 2), mk("s", 0)}, analytics.Options{}).Finish()
	got := map[string]int{}
	for _, c := range rep.Candidates {
		got[c.Name] = c.Ranks.Of("papers")
	}
	want := map[string]int{"P": 1, "Q": 3, "R": 1, "S": 4}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("paper ranks %v, want %v", got, want)
	}
}

func TestOptions(t *testing.T) {
	type counts struct{ papers, uncounted int }
	tests := []struct {
		name   string
		opt    analytics.Options
		want   map[string]counts // by candidate name
		credit float64           // cohort credit
		why    map[string]string // paper title → Why
	}{
		{"default", analytics.Options{},
			map[string]counts{"Ada Quill": {5, 2}, "Bruno Vale": {3, 1}, "Chen Wu": {4, 1}, "Dana Eze": {1, 0}}, 13, nil},
		// 2020..2022: a1 (2019) out; b2 (2023) and the undated b3 out; all of Chen out
		{"window", analytics.Options{Since: 2020, Until: 2022},
			map[string]counts{"Ada Quill": {4, 3}, "Bruno Vale": {1, 3}, "Chen Wu": {0, 5}, "Dana Eze": {1, 0}}, 6,
			map[string]string{"Musings on Cache Coherence": "outside the years", "Fast Consensus for Geo-Distributed Stores": "outside the years"}},
		// an open upper end still drops the undated paper
		{"since", analytics.Options{Since: 2022},
			map[string]counts{"Ada Quill": {1, 6}, "Bruno Vale": {2, 2}, "Chen Wu": {0, 5}, "Dana Eze": {0, 1}}, 3,
			map[string]string{"Musings on Cache Coherence": "outside the years"}},
		{"until", analytics.Options{Until: 2016},
			map[string]counts{"Ada Quill": {0, 7}, "Bruno Vale": {0, 4}, "Chen Wu": {2, 3}, "Dana Eze": {0, 1}}, 2, nil},
		// preprints count when listed
		{"types with preprints", analytics.Options{Types: []cv.PubType{cv.TypeConference, cv.TypeJournal, cv.TypeWorkshop, cv.TypePreprint}},
			map[string]counts{"Ada Quill": {6, 1}, "Bruno Vale": {4, 0}, "Chen Wu": {4, 1}, "Dana Eze": {1, 0}}, 15,
			map[string]string{"Towards Zero-Copy Everything": "", "Consistent Storage at Scale": "type thesis not counted"}},
		{"journals only", analytics.Options{Types: []cv.PubType{cv.TypeJournal}},
			map[string]counts{"Ada Quill": {1, 6}, "Bruno Vale": {0, 4}, "Chen Wu": {1, 4}, "Dana Eze": {0, 1}}, 2,
			map[string]string{"Tail Latency Is a Lie": "type workshop not counted"}},
		// area from the paper, or the catalogue when the paper has none (SIGMOD)
		{"area systems", analytics.Options{Area: "systems"},
			map[string]counts{"Ada Quill": {2, 5}, "Bruno Vale": {2, 2}, "Chen Wu": {3, 2}, "Dana Eze": {0, 1}}, 7,
			map[string]string{"Learning to Schedule Tiny Jobs": "not in area systems", "Approximate Joins for Everyone": "not in area systems"}},
		{"area databases", analytics.Options{Area: "Databases"},
			map[string]counts{"Ada Quill": {0, 7}, "Bruno Vale": {1, 3}, "Chen Wu": {0, 5}, "Dana Eze": {0, 1}}, 1, nil},
		{"venues", analytics.Options{Venues: []string{"OSDI", "sosp"}},
			map[string]counts{"Ada Quill": {1, 6}, "Bruno Vale": {1, 3}, "Chen Wu": {2, 3}, "Dana Eze": {0, 1}}, 4,
			map[string]string{"Learning Stuff Quickly": "venue not selected", "Tiny Paper on Tiny Things": "venue not selected"}},
		{"fractional", analytics.Options{Fractional: true},
			map[string]counts{"Ada Quill": {5, 2}, "Bruno Vale": {3, 1}, "Chen Wu": {4, 1}, "Dana Eze": {1, 0}},
			(1.0/3 + 0.5 + 1 + 0.25 + 1.0/3) + (0.5 + 1.0/3 + 0.2) + (0.5 + 0.5 + 1.0/3 + 0.25) + 0.5, nil},
		// filters combine: systems papers of 2016..2022 at fractional credit:
		// a1 (1/3) a6 (1/3) b1 (1/2) c2 (1/2) c3 (1/3)
		{"combined", analytics.Options{Since: 2016, Until: 2022, Area: "systems", Fractional: true},
			map[string]counts{"Ada Quill": {2, 5}, "Bruno Vale": {1, 3}, "Chen Wu": {2, 3}, "Dana Eze": {0, 1}},
			1.0/3 + 1.0/3 + 0.5 + 0.5 + 1.0/3, nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			rep := report(tc.opt)
			total := 0
			for name, w := range tc.want {
				c := candidateByName(t, rep, name)
				if c.Counts.Papers != w.papers || c.Counts.Uncounted != w.uncounted {
					t.Errorf("%s: papers %d uncounted %d, want %d %d", name, c.Counts.Papers, c.Counts.Uncounted, w.papers, w.uncounted)
				}
				total += w.papers
				counted := 0
				for _, p := range c.Papers {
					if p.Counted {
						counted++
						if p.Why != "" {
							t.Errorf("%s: counted paper %q has Why %q", name, p.Title, p.Why)
						}
					} else if p.Why == "" {
						t.Errorf("%s: uncounted paper %q has no Why", name, p.Title)
					}
					if why, ok := tc.why[p.Title]; ok && p.Why != why {
						t.Errorf("%q: Why %q, want %q", p.Title, p.Why, why)
					}
				}
				if counted != c.Counts.Papers {
					t.Errorf("%s: %d papers marked counted, Counts.Papers %d", name, counted, c.Counts.Papers)
				}
			}
			if rep.Cohort.Papers != total || !near(rep.Cohort.Credit, tc.credit) {
				t.Errorf("cohort papers %d credit %v, want %d %v", rep.Cohort.Papers, rep.Cohort.Credit, total, tc.credit)
			}
		})
	}
}

func TestWindowRates(t *testing.T) {
	// With a window the career still starts at the PhD; only credit changes.
	rep := report(analytics.Options{Since: 2020, Until: 2022, AsOf: 2022})
	a := candidateByName(t, rep, "Ada Quill")
	if a.CareerYears != 8 || a.PapersPerYear != 0.5 || a.YearsSincePhD != 2 {
		t.Errorf("Ada: career %v per year %v since PhD %v, want 8 0.5 2", a.CareerYears, a.PapersPerYear, a.YearsSincePhD)
	}
	// no PhD: the career starts with the first counted paper (2021)
	d := candidateByName(t, rep, "Dana Eze")
	if d.CareerYears != 2 || d.PapersPerYear != 0.5 {
		t.Errorf("Dana: career %v per year %v, want 2 0.5", d.CareerYears, d.PapersPerYear)
	}
	// AsOf before the PhD ended: no years since PhD
	early := report(analytics.Options{AsOf: 2019})
	if a := candidateByName(t, early, "Ada Quill"); a.YearsSincePhD != 0 || a.CareerYears != 5 || a.PapersPerYear != 0.2 {
		// one paper of 2015–2019 (later papers are after the as-of year)
		t.Errorf("as of 2019: Ada since PhD %v career %v per year %v, want 0 5 0.2", a.YearsSincePhD, a.CareerYears, a.PapersPerYear)
	}
	// AsOf before the career starts: no rate
	if d := candidateByName(t, early, "Dana Eze"); d.CareerYears != 0 || d.PapersPerYear != 0 {
		t.Errorf("as of 2019: Dana career %v per year %v, want 0 0", d.CareerYears, d.PapersPerYear)
	}
}

func TestEmptyAndNil(t *testing.T) {
	r := analytics.Compute([]*cv.CV{nil, {Source: "empty.txt"}}, analytics.Options{})
	rep := r.Finish()
	if len(rep.Candidates) != 1 {
		t.Fatalf("%d candidates, want 1 (nil skipped)", len(rep.Candidates))
	}
	c := rep.Candidates[0]
	if c.Name != "empty.txt" {
		t.Errorf("a CV without a name is named %q, want its source", c.Name)
	}
	if c.Counts.Papers != 0 || c.PhD != nil || c.CareerYears != 0 || c.Current != "" || c.Tally().MedianAuthors() != 0 {
		t.Errorf("empty CV counted something: %+v", c)
	}
	for _, tb := range rep.Tables() {
		checkTable(t, tb)
	}
}

func TestDuplicateSources(t *testing.T) {
	a1, a2 := ada(), ada()
	a2.Name = "Ada Quill (again)"
	r := analytics.Compute([]*cv.CV{a1, a2, ada()}, analytics.Options{})
	keys := map[string]bool{}
	for _, c := range r.Candidates {
		if keys[c.Key] {
			t.Errorf("key %q used twice", c.Key)
		}
		keys[c.Key] = true
		if c.Source != "cand/ada.txt" {
			t.Errorf("Source changed to %q", c.Source)
		}
	}
	if !keys["cand/ada.txt"] || !keys["cand/ada.txt#2"] || !keys["cand/ada.txt#3"] {
		t.Errorf("keys %v, want cand/ada.txt, #2 and #3", keys)
	}
	if r.Cohort.Papers != 15 {
		t.Errorf("cohort papers %d, want 15 (three copies counted)", r.Cohort.Papers)
	}
}

// checkTable checks a table's shape and cell types.
func checkTable(t *testing.T, tb analytics.Table) {
	t.Helper()
	if tb.Name == "" || tb.Title == "" || len(tb.Columns) == 0 {
		t.Errorf("table %q: empty name, title or columns", tb.Name)
	}
	names := map[string]bool{}
	for _, col := range tb.Columns {
		if names[col.Name] {
			t.Errorf("table %q: column %q twice", tb.Name, col.Name)
		}
		names[col.Name] = true
	}
	for i, row := range tb.Rows {
		if len(row) != len(tb.Columns) {
			t.Errorf("table %q row %d: %d cells, %d columns", tb.Name, i, len(row), len(tb.Columns))
			continue
		}
		for j, cell := range row {
			if cell == nil {
				continue // an unknown value, shown blank
			}
			ok := false
			switch tb.Columns[j].Kind {
			case analytics.Text:
				_, ok = cell.(string)
			case analytics.Int:
				_, ok = cell.(int)
			case analytics.Year:
				_, ok = cell.(int)
				ok = ok || cell == analytics.NoYearLabel // the "no year" row
			case analytics.Number:
				var f float64
				f, ok = cell.(float64)
				if ok && (math.IsNaN(f) || math.IsInf(f, 0)) {
					t.Errorf("table %q row %d column %q: %v", tb.Name, i, tb.Columns[j].Name, f)
				}
			case analytics.Date:
				_, ok = cell.(cv.Date)
			}
			if !ok {
				t.Errorf("table %q row %d column %q (kind %d): cell %#v has type %T", tb.Name, i, tb.Columns[j].Name, tb.Columns[j].Kind, cell, cell)
			}
		}
	}
}

func TestTablesWellFormed(t *testing.T) {
	for _, opt := range []analytics.Options{{}, {Fractional: true}, {Since: 2020, Until: 2022}, {Area: "systems"}, {Types: []cv.PubType{cv.TypePreprint}}} {
		rep := report(opt)
		tables := rep.Tables()
		if len(tables) != 19 {
			t.Errorf("%d tables, want 19", len(tables))
		}
		talks, service, teaching := 0, 0, 0
		for _, c := range rep.Candidates {
			talks, service, teaching = talks+c.Talks, service+c.Service, teaching+c.Teaching
		}
		for name, want := range map[string]int{"talks": talks, "service": service, "teaching": teaching} {
			if tb, _ := rep.Table(name); len(tb.Rows) != want {
				t.Errorf("table %s has %d rows, want %d (the counts)", name, len(tb.Rows), want)
			}
		}
		seen := map[string]bool{}
		for _, tb := range tables {
			if seen[tb.Name] {
				t.Errorf("table name %q twice", tb.Name)
			}
			seen[tb.Name] = true
			checkTable(t, tb)
			if got, ok := rep.Table(tb.Name); !ok || !reflect.DeepEqual(got, tb) {
				t.Errorf("Table(%q) does not return the table", tb.Name)
			}
		}
		checkTable(t, rep.RankTable())
		for _, c := range rep.Candidates {
			checkTable(t, c.KeyFigures())
		}
		if _, ok := rep.Table("no such table"); ok {
			t.Errorf("Table found a table that does not exist")
		}
	}
}

// cell returns the cell of the row whose first cell is key, in column col.
func cell(t *testing.T, tb analytics.Table, key any, col string) any {
	t.Helper()
	j := -1
	for i, c := range tb.Columns {
		if c.Name == col {
			j = i
		}
	}
	if j < 0 {
		t.Fatalf("table %q has no column %q", tb.Name, col)
	}
	for _, row := range tb.Rows {
		if row[0] == key {
			return row[j]
		}
	}
	t.Fatalf("table %q has no row %v", tb.Name, key)
	return nil
}

func TestTableCells(t *testing.T) {
	rep := report(analytics.Options{})
	get := func(name string) analytics.Table {
		tb, ok := rep.Table(name)
		if !ok {
			t.Fatalf("no table %q", name)
		}
		return tb
	}
	sum := get("summary")
	if len(sum.Rows) != 4 {
		t.Fatalf("summary has %d rows, want 4", len(sum.Rows))
	}
	// measured to Ada's own date, her latest dated entry (2022): a PhD
	// started 2015-09 gives 8 career years, 5 counted papers, 5/8 = 0.63
	wantAda := []any{"Ada Quill", "postdoc", "Postdoctoral Researcher, Eastlake Institute", cv.Date{Year: 2022}, "latest dated entry", "",
		ym(2015, 9), ym(2020, 5), "done", 4.7, 2.0,
		0.63, 1, 1, 50.0, 2,
		5, 5.0, 4, 0.8, 1, 1, 1, 3.0,
		1, 2, 1, 1, 0, 3, 2, 3, 2, 1, 1, "cand/ada.txt"}
	if !reflect.DeepEqual(sum.Rows[0], wantAda) {
		t.Errorf("summary row 0\n got %#v\nwant %#v", sum.Rows[0], wantAda)
	}
	checks := []struct {
		table string
		key   any
		col   string
		want  any
	}{
		{"summary", "Bruno Vale", "PhD end", ym(2024, 6)},
		{"summary", "Bruno Vale", "Years to PhD", nil}, // PhD expected: unknown, blank
		{"summary", "Bruno Vale", "Fellowship nominee", 1},
		{"summary", "Bruno Vale", "PhD status", "expected"},
		{"summary", "Bruno Vale", "Stage", "PhD student"},
		{"summary", "Bruno Vale", "Rank in cohort", 3},
		{"summary", "Chen Wu", "Stage", "faculty"},
		{"summary", "Chen Wu", "Years to PhD", 5.0},
		{"summary", "Chen Wu", "Median authors", 2.5},
		{"summary", "Chen Wu", "Last-author", 2},
		{"summary", "Dana Eze", "PhD start", cv.Date{}},
		// one paper in 2021, her CV's latest date: one career year
		{"summary", "Dana Eze", "Papers per year since PhD start", 1.0},
		{"summary", "Dana Eze", "Stage", "other"},
		{"summary", "Dana Eze", "Current position", ""},
		// venue × year: OSDI has 3 papers, one undated (only in Total)
		{"venue_year", "OSDI", "2014", 1.0},
		{"venue_year", "OSDI", "2019", 1.0},
		{"venue_year", "OSDI", "2023", 0.0},
		{"venue_year", "OSDI", "Total", 3.0},
		{"venue_year", "SIGMOD", "2023", 1.0},
		{"per_year", 2021, "conference", 1.0},
		{"per_year", 2021, "journal", 1.0},
		{"per_year", 2021, "workshop", 1.0},
		{"per_year", 2021, "Counted", 3.0},
		{"per_year", 2021, "Listed", 3.0},
		{"per_year", 2022, "preprint (not counted)", 1.0},
		{"per_year", 2018, "Counted", 0.0}, // a year with only a patent: on the axis, counted 0
		{"per_year", 2018, "Listed", 1.0},
		{"per_year", 2019, "conference", 2.0},
		{"per_year", 2017, "journal", 1.0},
		{"award_categories", "fellowship", "awarded", 2},
		{"award_categories", "fellowship", "finalist", 1},
		{"award_categories", "fellowship", "nominee", 1},
		{"award_categories", "fellowship", "Total", 4},
		{"award_categories", "paper award", "honorable mention", 1},
		{"award_categories", "paper award", "Total", 2},
		{"award_categories", "grant", "awarded", 1},
		{"fellowships", "Ada Quill", "Awarded", 1},
		{"fellowships", "Ada Quill", "Finalist", 1},
		{"fellowships", "Ada Quill", "Fellowships", "Nimbus PhD Fellowship; Orbit Fellowship (finalist)"},
		{"fellowships", "Bruno Vale", "Nominee", 1},
		{"fellowships", "Bruno Vale", "Fellowships", "Lumen Fellowship (nominee)"},
		{"fellowships", "Chen Wu", "Fellowships", "Starlight Fellowship"},
		{"fellowships", "Dana Eze", "Awarded", 0},
		{"fellowships", "Dana Eze", "Fellowships", ""},
		{"top_venues", "OSDI", "Papers (credit)", 3.0},
		{"top_venues", "OSDI", "Candidates", 3},
		{"top_venues", "SIGMOD", "Area", "databases"},
		{"activity", "Chen Wu", "Talks", 5},
		{"activity", "Bruno Vale", "Internships", 2},
	}
	for _, c := range checks {
		if got := cell(t, get(c.table), c.key, c.col); !reflect.DeepEqual(got, c.want) {
			t.Errorf("%s[%v][%s] = %#v, want %#v", c.table, c.key, c.col, got, c.want)
		}
	}

	vy := get("venue_year")
	// venue, ten continuous years 2014–2023, no year, total
	if len(vy.Columns) != 13 || len(vy.Rows) != 9 {
		t.Errorf("venue_year is %d×%d, want 9 rows × 13 columns", len(vy.Rows), len(vy.Columns))
	}
	var order []string
	for _, row := range vy.Rows {
		order = append(order, row[0].(string))
	}
	wantOrder := []string{"OSDI", "EuroSys", "HotOS", "ICML", "NSDI", "NeurIPS", "SIGMOD", "SOSP", "TOCS"} // catalogued venues only
	if !reflect.DeepEqual(order, wantOrder) {
		t.Errorf("venue_year order %q, want %q", order, wantOrder)
	}
	// per_year has a row for every year with counted papers, ascending
	// (years with only uncounted entries may be added: see
	// TestPerYearUncountedTypes)
	py := get("per_year")
	var pyYears []int
	for _, row := range py.Rows[:len(py.Rows)-1] {
		pyYears = append(pyYears, row[0].(int))
	}
	if last := py.Rows[len(py.Rows)-1][0]; last != analytics.NoYearLabel {
		t.Errorf("per_year's last row is %v, want the %q row (the fixture has papers without a year)", last, analytics.NoYearLabel)
	}
	if !sort.IntsAreSorted(pyYears) {
		t.Errorf("per_year years %v not ascending", pyYears)
	}
	for _, y := range rep.CohortYears() {
		if !slices.Contains(pyYears, y) {
			t.Errorf("per_year has no row for %d (rows %v)", y, pyYears)
		}
	}
	ac := get("award_categories")
	var cats []string
	for _, row := range ac.Rows {
		cats = append(cats, row[0].(string))
	}
	if want := []string{"fellowship", "scholarship", "paper award", "travel grant", "honor", "grant"}; !reflect.DeepEqual(cats, want) {
		t.Errorf("award_categories rows %q, want %q (empty categories left out)", cats, want)
	}
	if n := len(get("publications").Rows); n != 7+4+5+1 {
		t.Errorf("publications has %d rows, want 17 (every deduplicated entry)", n)
	}
	if n := len(get("awards").Rows); n != 10 {
		t.Errorf("awards has %d rows, want 10", n)
	}
	if n := len(get("timeline").Rows); n != 5+4+4 {
		t.Errorf("timeline has %d rows, want 13", n)
	}
	mg := get("merged")
	if len(mg.Rows) != 1 || mg.Rows[0][0] != "Ada Quill" {
		t.Errorf("merged rows %v, want one row for Ada Quill", mg.Rows)
	}
	co := get("cohort")
	if len(co.Rows) != len(analytics.Metrics) || co.Rows[2][0] != "Papers (credit)" || co.Rows[2][3] != 2.5 || co.Rows[0][0] != "Papers per year since PhD start" {
		t.Errorf("cohort table first row %v", co.Rows[0])
	}

	// fractional credit is rounded to two places in tables
	frac := report(analytics.Options{Fractional: true})
	tb, _ := frac.Table("summary")
	if got := cell(t, tb, "Ada Quill", "Credit"); got != 2.42 {
		t.Errorf("fractional summary credit %v, want 2.42", got)
	}
	if got := cell(t, tb, "Bruno Vale", "Credit"); got != 1.03 {
		t.Errorf("fractional summary credit %v, want 1.03", got)
	}
	tb, _ = frac.Table("per_year")
	if got := cell(t, tb, 2021, "Counted"); got != 1.75 { // a3 1 + a4 1/4 + d1 1/2
		t.Errorf("fractional per_year 2021 total %v, want 1.75", got)
	}
}

func TestFormat(t *testing.T) {
	cases := []struct {
		in   any
		want string
	}{
		{nil, ""}, {"x", "x"}, {0, "0"}, {42, "42"}, {3.0, "3"}, {2.5, "2.5"}, {1.0 / 3, "0.33"}, {0.1 + 0.2, "0.3"},
		{ym(2020, 5), "2020-05"}, {cv.Present, "present"}, {cv.Date{}, ""},
	}
	for _, c := range cases {
		if got := analytics.FormatCell(c.in); got != c.want {
			t.Errorf("FormatCell(%#v) = %q, want %q", c.in, got, c.want)
		}
	}
}

func TestDescribe(t *testing.T) {
	cases := []struct {
		opt  analytics.Options
		want string
	}{
		{analytics.Options{}, "types: conference, journal, workshop, book; all years; credit: full; each CV as of its own date; stale after 12 months"},
		{analytics.Options{Since: 2018, Until: 2020, Area: "systems", Venues: []string{"OSDI"}, Fractional: true, AsOf: 2024, Types: []cv.PubType{cv.TypeJournal}, StaleAfter: 6, Stage: analytics.StagePostdoc},
			"types: journal; years 2018–2020; area: systems; venues: OSDI; credit: fractional (1/authors; a list cut by et al. counts one author more than listed); stage: postdoc; as of 2024 for every CV; stale after 6 months"},
		{analytics.Options{Since: 2018}, "types: conference, journal, workshop, book; years from 2018; credit: full; each CV as of its own date; stale after 12 months"},
		{analytics.Options{Until: 2018}, "types: conference, journal, workshop, book; years up to 2018; credit: full; each CV as of its own date; stale after 12 months"},
	}
	for _, c := range cases {
		if got := c.opt.Describe(); got != c.want {
			t.Errorf("Describe() = %q, want %q", got, c.want)
		}
	}
}

func TestYearsToDegree(t *testing.T) {
	tests := []struct {
		name       string
		start, end cv.Date
		expected   bool
		want       float64
		since      float64 // as of 2024
	}{
		{"months", ym(2015, 9), ym(2020, 5), false, 4.7, 4},
		// a bare year is taken as July: 2016-07 .. 2021-05 = 58 months
		{"bare start", yr(2016), ym(2021, 5), false, 4.8, 3},
		// 2016-01 .. 2021-07 = 66 months
		{"bare end", ym(2016, 1), yr(2021), false, 5.5, 3},
		{"expected", ym(2019, 9), ym(2025, 6), true, 0, 0},
		{"present", ym(2019, 9), cv.Present, false, 0, 0},
		{"no start", cv.Date{}, ym(2020, 5), false, 0, 4},
		{"no end", ym(2019, 9), cv.Date{}, false, 0, 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			c := &cv.CV{Source: tc.name, Name: tc.name, Education: []cv.Education{
				{Level: cv.LevelMasters, Start: yr(2010), End: yr(2012)},
				{Level: cv.LevelPhD, Start: tc.start, End: tc.end, Expected: tc.expected},
				{Level: cv.LevelPhD, Start: yr(2000), End: yr(2001)}, // only the first PhD counts
			}}
			k := analytics.Compute([]*cv.CV{c}, analytics.Options{AsOf: 2024}).Finish().Candidates[0]
			if k.YearsToDegree != tc.want || k.YearsSincePhD != tc.since {
				t.Errorf("years to degree %v since %v, want %v %v", k.YearsToDegree, k.YearsSincePhD, tc.want, tc.since)
			}
			if k.PhD == nil || k.PhD.Start != tc.start || k.PhD.Expected != (tc.expected || tc.end.Present) {
				t.Errorf("PhD %+v", k.PhD)
			}
		})
	}
}

func TestUnknownAuthors(t *testing.T) {
	c := &cv.CV{Source: "u", Name: "U", Publications: []cv.Publication{
		{Title: "No Author List", Venue: "OSDI", Year: 2020, Type: cv.TypeConference},
		{Title: "Owner Not Found", Authors: []string{"P", "Q"}, Venue: "SOSP", Year: 2021, Type: cv.TypeConference},
	}}
	for _, frac := range []bool{false, true} {
		k := analytics.Compute([]*cv.CV{c}, analytics.Options{Fractional: frac}).Finish().Candidates[0]
		n := k.Tally()
		if n.Papers != 2 || n.Solo != 0 || n.FirstAuthor != 0 || n.LastAuthor != 0 {
			t.Errorf("fractional %v: papers %d solo %d first %d last %d, want 2 0 0 0", frac, n.Papers, n.Solo, n.FirstAuthor, n.LastAuthor)
		}
		if !reflect.DeepEqual(n.AuthorCounts, map[int]int{2: 1}) || n.MedianAuthors() != 2 {
			t.Errorf("fractional %v: AuthorCounts %v median %v, want only the two-author paper", frac, n.AuthorCounts, n.MedianAuthors())
		}
		// a paper without an author list keeps full credit
		want := 2.0
		if frac {
			want = 1.5
		}
		if !near(n.Credit, want) {
			t.Errorf("fractional %v: credit %v, want %v", frac, n.Credit, want)
		}
	}
}

func TestThreeWayDuplicate(t *testing.T) {
	authors := []string{"Una Bay", "Vic Cho"}
	c := &cv.CV{Source: "three", Name: "Una Bay", Publications: []cv.Publication{
		{Title: "Paxos Made Tiny", Authors: authors, SelfIndex: 1, VenueRaw: "arXiv", Year: 2019, Type: cv.TypePreprint, Line: 1},
		{Title: "Paxos Made Tiny", Authors: authors, SelfIndex: 1, Venue: "OSDI", Year: 2020, Type: cv.TypeConference, Line: 2},
		{Title: "Paxos made tiny.", Authors: authors, SelfIndex: 1, Venue: "TOCS", Year: 2022, Type: cv.TypeJournal, Line: 3},
		{Title: "Paxos Made Large", Authors: authors, SelfIndex: 1, Venue: "SOSP", Year: 2021, Type: cv.TypeConference, Line: 4},
	}}
	k := analytics.Compute([]*cv.CV{c}, analytics.Options{Types: []cv.PubType{cv.TypeConference, cv.TypeJournal, cv.TypePreprint}}).Finish().Candidates[0]
	want := []analytics.Merge{
		{Kept: "Paxos Made Tiny (OSDI 2020)", Dropped: "Paxos Made Tiny (preprint 2019)", Reason: "same title"},
		{Kept: "Paxos Made Tiny (OSDI 2020)", Dropped: "Paxos made tiny. (TOCS 2022)", Reason: "same title"},
	}
	if !reflect.DeepEqual(k.Merged, want) {
		t.Errorf("Merged = %+v\nwant %+v", k.Merged, want)
	}
	if k.Counts.Papers != 2 || k.Counts.Preprints != 0 || k.Tally().ByVenue["OSDI"] != 1 || k.Tally().ByVenue["SOSP"] != 1 {
		t.Errorf("counts %+v, want the OSDI and SOSP papers only", k.Counts)
	}
}
