package analytics_test

import (
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/analytics"
	"github.com/vitae-cv/vitae/cv"
)

func y(year int) cv.Date { return cv.Date{Year: year} }

// TestOwnDateAndStale: a CV last updated in early 2019 is measured to 2019,
// not to the newest CV of the cohort; at a run date of 2024-06 it is stale.
func TestOwnDateAndStale(t *testing.T) {
	old := &cv.CV{Source: "old.txt", Name: "Odile Marsh",
		AsOf:      &cv.AsOf{Date: ym(2019, 3), Source: cv.AsOfStated},
		Education: []cv.Education{{Level: cv.LevelPhD, Start: ym(2015, 9), End: ym(2019, 9), Expected: true}},
		Publications: []cv.Publication{
			{Title: "A", Authors: []string{"Odile Marsh"}, SelfIndex: 1, Venue: "OSDI", Year: 2016, Type: cv.TypeConference},
			{Title: "B", Authors: []string{"Odile Marsh"}, SelfIndex: 1, Venue: "SOSP", Year: 2017, Type: cv.TypeConference},
			{Title: "C", Authors: []string{"Odile Marsh"}, SelfIndex: 1, Venue: "NSDI", Year: 2018, Type: cv.TypeConference},
			{Title: "D", Authors: []string{"Odile Marsh"}, SelfIndex: 1, Venue: "EuroSys", Year: 2018, Type: cv.TypeConference},
			{Title: "E", Authors: []string{"Odile Marsh"}, SelfIndex: 1, Venue: "ATC", Year: 2019, Type: cv.TypeConference},
			{Title: "F", Authors: []string{"Odile Marsh"}, SelfIndex: 1, Venue: "OSDI", Year: 2019, Type: cv.TypeConference},
		},
	}
	fresh := &cv.CV{Source: "new.txt", Name: "Nia Ford", AsOf: &cv.AsOf{Date: ym(2024, 5), Source: cv.AsOfFile},
		Positions: []cv.Position{{Title: "Assistant Professor", Kind: cv.KindFaculty, Start: y(2022), End: cv.Present}}}
	rep := analytics.Compute([]*cv.CV{old, fresh}, analytics.Options{RunDate: ym(2024, 6)}).Finish()
	o := candidateByName(t, rep, "Odile Marsh")
	// 2015..2019 is 5 career years, 6 papers: 1.2 (measured to 2024 it
	// would be 6/10 = 0.6)
	if o.AsOf != ym(2019, 3) || o.AsOfSource != cv.AsOfStated || o.CareerYears != 5 || o.PapersPerYear != 1.2 {
		t.Errorf("old CV: as of %s (%s), %v career years, %v per year; want 2019-03 stated, 5, 1.2", o.AsOf, o.AsOfSource, o.CareerYears, o.PapersPerYear)
	}
	// 2019-03 to 2024-06 is 63 months
	if !o.Stale || o.AgeMonths != 63 {
		t.Errorf("old CV: stale %v, age %d months; want stale at 63", o.Stale, o.AgeMonths)
	}
	if f := candidateByName(t, rep, "Nia Ford"); f.Stale || f.AgeMonths != 1 {
		t.Errorf("fresh CV: stale %v, age %d", f.Stale, f.AgeMonths)
	}
	if len(rep.Quality.Stale) != 1 || rep.Quality.Stale[0] != "Odile Marsh" || !strings.Contains(rep.Quality.Summary(), "1 stale CV") {
		t.Errorf("quality: %+v; %s", rep.Quality.Stale, rep.Quality.Summary())
	}
	// the expected PhD: a span to 2019-09, marked expected, not ongoing
	var phd analytics.Span
	for _, s := range o.Spans {
		if s.Kind == "phd" {
			phd = s
		}
	}
	if !phd.Expected || phd.Ongoing || phd.End != ym(2019, 9) || analytics.PhDStatus(o) != "expected" {
		t.Errorf("expected PhD span %+v, status %q", phd, analytics.PhDStatus(o))
	}
	// --as-of overrides every CV's own date
	all := analytics.Compute([]*cv.CV{old, fresh}, analytics.Options{AsOf: 2024, RunDate: ym(2024, 6)}).Finish()
	if o := candidateByName(t, all, "Odile Marsh"); o.AsOfSource != cv.AsOfOverride || o.PapersPerYear != 0.6 {
		t.Errorf("--as-of 2024: %s, %v per year; want override, 0.6", o.AsOfSource, o.PapersPerYear)
	}
	// without a run date, staleness is measured to the newest CV: still 62 months
	norun := analytics.Compute([]*cv.CV{old, fresh}, analytics.Options{}).Finish()
	if o := candidateByName(t, norun, "Odile Marsh"); !o.Stale || o.AgeMonths != 62 || norun.RunDate != ym(2024, 5) {
		t.Errorf("no run date: stale %v age %d run %s", o.Stale, o.AgeMonths, norun.RunDate)
	}
}

// TestStages: each stage from current position and degrees, and ranks
// within the stage next to the cohort rank.
func TestStages(t *testing.T) {
	phd := func(end cv.Date, expected bool) []cv.Education {
		return []cv.Education{{Level: cv.LevelPhD, Start: y(2016), End: end, Expected: expected}}
	}
	pos := func(k cv.PositionKind) []cv.Position {
		return []cv.Position{{Title: "x", Kind: k, Start: y(2021), End: cv.Present}}
	}
	paper := func(n int) []cv.Publication {
		var ps []cv.Publication
		for i := range n {
			ps = append(ps, cv.Publication{Title: string(rune('A' + i)), Authors: []string{"Me"}, SelfIndex: 1, Venue: "OSDI", Year: 2020 + i%3, Type: cv.TypeConference})
		}
		return ps
	}
	cvs := []*cv.CV{
		{Source: "a", Name: "Ana Student", Education: phd(cv.Present, false), Publications: paper(5)},
		{Source: "b", Name: "Ben Student", Education: phd(y(2025), true), Positions: pos(cv.KindResearch), Publications: paper(1)},
		{Source: "c", Name: "Cai Postdoc", Education: phd(y(2021), false), Positions: pos(cv.KindPostdoc), Publications: paper(3)},
		{Source: "d", Name: "Dee Professor", Education: phd(y(2019), false), Positions: pos(cv.KindFaculty), Publications: paper(2)},
		{Source: "e", Name: "Eli Engineer", Education: phd(y(2020), false), Positions: pos(cv.KindIndustry), Publications: paper(4)},
		{Source: "f", Name: "Fay Other", Education: phd(y(2020), false)},
	}
	rep := analytics.Compute(cvs, analytics.Options{}).Finish()
	want := map[string]analytics.Stage{"Ana Student": analytics.StagePhDStudent, "Ben Student": analytics.StagePhDStudent,
		"Cai Postdoc": analytics.StagePostdoc, "Dee Professor": analytics.StageFaculty, "Eli Engineer": analytics.StageIndustry, "Fay Other": analytics.StageOther}
	for name, st := range want {
		if c := candidateByName(t, rep, name); c.Stage != st {
			t.Errorf("%s: stage %q, want %q", name, c.Stage, st)
		}
	}
	// papers: Ana 5 is first in the cohort and first of 2 students; Ben
	// 1 is 5th in the cohort and 2nd of 2 students
	a, b := candidateByName(t, rep, "Ana Student"), candidateByName(t, rep, "Ben Student")
	if a.Ranks.Of("papers") != 1 || a.StageRanks.Of("papers") != 1 || a.StageSize != 2 || a.StagePercentiles.Of("papers") != 75 {
		t.Errorf("Ana: cohort %d stage %d/%d pct %v", a.Ranks.Of("papers"), a.StageRanks.Of("papers"), a.StageSize, a.StagePercentiles.Of("papers"))
	}
	if b.Ranks.Of("papers") != 5 || b.StageRanks.Of("papers") != 2 || b.StagePercentiles.Of("papers") != 25 {
		t.Errorf("Ben: cohort %d stage %d pct %v", b.Ranks.Of("papers"), b.StageRanks.Of("papers"), b.StagePercentiles.Of("papers"))
	}
	if len(rep.Stages) != 5 || rep.Stages[0].Stage != analytics.StagePhDStudent || rep.Stages[0].N != 2 {
		t.Errorf("stages %+v", rep.Stages)
	}
	only := analytics.Compute(cvs, analytics.Options{Stage: analytics.StagePhDStudent}).Finish()
	if len(only.Candidates) != 2 {
		t.Errorf("stage filter kept %d candidates, want 2", len(only.Candidates))
	}
}

// TestEtAlAndCoFirst: a list cut by "et al." counts at least its listed
// authors (shown "1/7+", credited 1/8 under fractional credit, never last
// author); equal contribution in place 2 or 3 counts as first author,
// in place 4 it does not.
func TestEtAlAndCoFirst(t *testing.T) {
	seven := []string{"Me", "B", "C", "D", "E", "F", "G"}
	c := &cv.CV{Source: "x", Name: "Me", Publications: []cv.Publication{
		{Title: "Long", Authors: seven, SelfIndex: 1, EtAl: true, Venue: "OSDI", Year: 2020, Type: cv.TypeConference},
		{Title: "Tail", Authors: []string{"A", "B", "Me"}, SelfIndex: 3, EtAl: true, Venue: "SOSP", Year: 2020, Type: cv.TypeConference},
		{Title: "Co", Authors: []string{"A", "Me", "C"}, SelfIndex: 2, EqualContribution: true, Venue: "NSDI", Year: 2021, Type: cv.TypeConference},
		{Title: "Late", Authors: []string{"A", "B", "C", "Me"}, SelfIndex: 4, EqualContribution: true, Venue: "ATC", Year: 2021, Type: cv.TypeConference},
	}}
	rep := analytics.Compute([]*cv.CV{c}, analytics.Options{Fractional: true}).Finish()
	k := rep.Candidates[0]
	places := map[string]string{}
	credit := map[string]float64{}
	for _, p := range k.Papers {
		places[p.Title], credit[p.Title] = analytics.PlaceLabel(p), p.Credit
	}
	if places["Long"] != "1/7+" || places["Tail"] != "3/3+" || places["Co"] != "2/3*" {
		t.Errorf("places %v", places)
	}
	if !near(credit["Long"], 1.0/8) || !near(credit["Co"], 1.0/3) {
		t.Errorf("credits %v: want 1/8 for 7 listed + et al., 1/3 for three authors", credit)
	}
	// first author: Long (place 1) and Co (co-first in place 2): 2 of 4;
	// last author: Late (4 of 4), not Tail (3 of at least 3)
	if k.Counts.FirstAuthor != 2 || k.Counts.CoFirst != 1 || k.Counts.EtAl != 2 || k.Counts.LastAuthor != 1 || k.FirstAuthorShare != 0.5 {
		t.Errorf("first %d co-first %d et al %d last %d share %v; want 2 1 2 1 0.5", k.Counts.FirstAuthor, k.Counts.CoFirst, k.Counts.EtAl, k.Counts.LastAuthor, k.FirstAuthorShare)
	}
}

// TestCountedVsListed: uncounted kinds are in their own columns and every
// total adds up; the year axis has no gaps.
func TestCountedVsListed(t *testing.T) {
	c := &cv.CV{Source: "x", Name: "Me", Publications: []cv.Publication{
		{Title: "P1", Authors: []string{"Me"}, SelfIndex: 1, Venue: "OSDI", Year: 2011, Type: cv.TypeConference},
		{Title: "P2", Authors: []string{"Me"}, SelfIndex: 1, VenueRaw: "arXiv", Year: 2013, Type: cv.TypePreprint},
		{Title: "P3", Authors: []string{"Me"}, SelfIndex: 1, Venue: "TOCS", Year: 2013, Type: cv.TypeJournal},
		{Title: "P4", Authors: []string{"Me"}, SelfIndex: 1, Year: 2013, Type: cv.TypePatent},
	}}
	rep := analytics.Compute([]*cv.CV{c}, analytics.Options{}).Finish()
	tb, _ := rep.Table("per_year")
	var years []int
	for _, row := range tb.Rows {
		years = append(years, row[0].(int))
	}
	if len(years) != 3 || years[1] != 2012 {
		t.Errorf("per_year years %v, want 2011, 2012, 2013", years)
	}
	if got := cell(t, tb, 2013, "Counted"); got != 1.0 {
		t.Errorf("2013 counted %v, want 1 (the journal)", got)
	}
	if got := cell(t, tb, 2013, "Listed"); got != 3.0 {
		t.Errorf("2013 listed %v, want 3", got)
	}
	if got := cell(t, tb, 2013, "preprint (not counted)"); got != 1.0 {
		t.Errorf("2013 preprint column %v", got)
	}
	// every row: the counted columns add to Counted, all to Listed
	for _, row := range tb.Rows {
		counted, listed := 0.0, 0.0
		for j, col := range tb.Columns[1 : len(tb.Columns)-2] {
			v := row[j+1].(float64)
			listed += v
			if !strings.HasSuffix(col.Name, "(not counted)") {
				counted += v
			}
		}
		if counted != row[len(row)-2] || listed != row[len(row)-1] {
			t.Errorf("row %v: columns add to %v/%v", row, counted, listed)
		}
	}
}

// TestFellowshipsByStatus: the awarded count is awarded only, finalist and
// nominee apart; rows ordered by awarded, then finalist, then name.
func TestFellowshipsByStatus(t *testing.T) {
	f := func(name string, s cv.AwardStatus) cv.Award {
		return cv.Award{Name: name, Year: 2020, Category: cv.CatFellowship, Status: s}
	}
	cvs := []*cv.CV{
		{Source: "a", Name: "Amy", Awards: []cv.Award{f("One", cv.StatusAwarded)}},
		{Source: "q", Name: "Quinn", Awards: []cv.Award{f("A", cv.StatusAwarded), f("B", cv.StatusAwarded), f("C", cv.StatusFinalist), f("D", cv.StatusNominee), f("E", cv.StatusNominee)}},
		{Source: "z", Name: "Zed", Awards: []cv.Award{f("F", cv.StatusAwarded), f("G", cv.StatusFinalist)}},
	}
	rep := analytics.Compute(cvs, analytics.Options{}).Finish()
	tb := rep.FellowshipTable()
	var order []string
	for _, row := range tb.Rows {
		order = append(order, row[0].(string))
	}
	if strings.Join(order, ",") != "Quinn,Zed,Amy" {
		t.Errorf("order %v, want Quinn (2 awarded), Zed (1 + finalist), Amy", order)
	}
	if tb.Rows[0][1] != 2 || tb.Rows[0][2] != 1 || tb.Rows[0][3] != 2 {
		t.Errorf("Quinn row %v: want awarded 2, finalist 1, nominee 2", tb.Rows[0])
	}
}

// TestSamePersonAndCorrected: two records of one person (a name written
// with and without accents, or one e-mail address) are grouped; a record
// corrected by hand is listed.
func TestSamePersonAndCorrected(t *testing.T) {
	cvs := []*cv.CV{
		{Source: "a.pdf", Name: "José Núñez"},
		{Source: "b.docx", Name: "Jose Nunez"},
		{Source: "c.md", Name: "J. Nunez-Ortiz", Contact: cv.Contact{Emails: []string{"jn@example.org"}}},
		{Source: "d.md", Name: "Someone Else", Contact: cv.Contact{Emails: []string{"JN@example.org"}}, Corrected: []string{"venue of paper 3"}},
		{Source: "e.md", Name: "Unrelated Person"},
	}
	rep := analytics.Compute(cvs, analytics.Options{}).Finish()
	q := rep.Quality
	if len(q.SamePerson) != 2 || len(q.SamePerson[0]) != 2 || len(q.SamePerson[1]) != 2 {
		t.Fatalf("same person groups %v", q.SamePerson)
	}
	if len(q.Corrected) != 1 || q.Corrected[0] != "Someone Else" {
		t.Errorf("corrected %v", q.Corrected)
	}
	rep.SetInputs([]analytics.InputIssue{{Path: "bad.pdf", Why: "damaged"}}, []analytics.InputIssue{{Path: "old.doc", Why: "Word 97"}})
	tb := rep.QualityTable()
	kinds := map[string]int{}
	for _, row := range tb.Rows {
		kinds[row[0].(string)]++
	}
	if kinds["input failed"] != 1 || kinds["file skipped"] != 1 || kinds["same person?"] != 2 || kinds["corrected by hand"] != 1 {
		t.Errorf("quality rows by kind %v", kinds)
	}
	if s := rep.Quality.Summary(); !strings.Contains(s, "1 input failed, 1 file skipped") || !strings.Contains(s, "2 possible duplicate people") {
		t.Errorf("summary %q", s)
	}
}

// TestLabels: people's labels, from one place.
func TestLabels(t *testing.T) {
	for code, want := range map[string]string{"honorable_mention": "honorable mention", "paper_award": "paper award", "to_appear": "to appear",
		"bachelors": "bachelor's", "phd_student": "PhD student", "some_new_code": "some new code"} {
		if got := analytics.Label(code); got != want {
			t.Errorf("Label(%q) = %q, want %q", code, got, want)
		}
	}
}
