package analytics

import (
	"reflect"
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/cv"
)

// TestFormatCreditRoundsHalfAway: a credit is rounded half away from zero
// to two decimals before it is written, so 1/8 shows as 0.13 (FormatNumber
// alone rounds the binary value to even: 0.12).
func TestFormatCreditRoundsHalfAway(t *testing.T) {
	for v, want := range map[float64]string{0.125: "0.13", 2: "2", 1.5: "1.5", 1.0 / 3: "0.33", 0: "0", 2.675: "2.68"} {
		if got := FormatCredit(v); got != want {
			t.Errorf("FormatCredit(%v) = %q, want %q", v, got, want)
		}
	}
}

// TestReportFigures: the cohort's figures that the drawn reports show in
// sentences: the stale threshold, the stages, the undated papers, the
// cohort line and the names in a page header.
func TestReportFigures(t *testing.T) {
	ada := &Candidate{Name: "Ada Quill", Papers: []Paper{{Year: 2020}, {Year: 0, Counted: true}}}
	bo := &Candidate{Name: "Bo Lind", Papers: []Paper{{Year: -1}, {Year: 2021}}}
	r := &Report{Candidates: []*Candidate{ada, bo}, Merged: 1, AsOf: 2026,
		Stages: []StageCount{{Label: "PhD student", N: 1}, {Label: "faculty", N: 1}}}
	r.Cohort.Papers, r.Cohort.Credit, r.Cohort.Uncounted = 3, 2.5, 1
	if got := r.StaleMonths(); got != DefaultStaleAfter {
		t.Errorf("StaleMonths = %d, want the default %d", got, DefaultStaleAfter)
	}
	if r.Options.StaleAfter = 30; r.StaleMonths() != 30 {
		t.Errorf("StaleMonths = %d, want the option's 30", r.StaleMonths())
	}
	if got := r.StagesLabel(" · "); got != "PhD student 1 · faculty 1" {
		t.Errorf("StagesLabel = %q", got)
	}
	if got := (&Report{}).StagesLabel(", "); got != "none" {
		t.Errorf("StagesLabel without stages = %q", got)
	}
	withNoYear := Table{Rows: [][]any{{"2020", 1}, {NoYearLabel, 2}}}
	if got := UndatedNote(withNoYear); got != `Papers without a year are in the row "no year".` {
		t.Errorf("UndatedNote = %q", got)
	}
	if got := UndatedNote(Table{Rows: [][]any{{"2020", 1}}}); got != "" {
		t.Errorf("UndatedNote without a no-year row = %q", got)
	}
	bo.Papers[0].Year = 2019
	ada.Papers[1].Year = 2018
	want := "2 candidates · 3 papers counted (credit 2.5) · 1 listed, not counted · 1 duplicate entry merged · each CV measured to its own date (cohort years up to 2026)"
	if got := r.CohortLine(); got != want {
		t.Errorf("CohortLine = %q\nwant          %q", got, want)
	}
	if got := r.CohortNames(2); got != "Cohort: Ada Quill, Bo Lind" {
		t.Errorf("CohortNames(2) = %q", got)
	}
	if got := r.CohortNames(1); got != "Cohort of 2: Ada Quill and 1 more" {
		t.Errorf("CohortNames(1) = %q", got)
	}
	if got := HeadlineLabel(); got == "" || got == Headline {
		t.Errorf("HeadlineLabel = %q, want the metric's label", got)
	}
}

// TestCandidateLabels: a candidate's figures as the comparison and the
// candidate pages show them, and blank where there is nothing to show.
func TestCandidateLabels(t *testing.T) {
	c := factsCandidate()
	c.CareerYears, c.PapersPerYear, c.FirstAuthorShare = 4, 1.25, 0.666
	_ = c.Ranks.Set(Headline, 3)      // a metric of Metrics
	_ = c.StageRanks.Set(Headline, 2) // a metric of Metrics
	c.Counts.ByVenue = map[string]float64{"SOSP": 2, "OSDI": 0.125, "NSDI": 1.5, "ATC": 1}
	c.Counts.OutsideCatalogue = 0.375
	c.Warnings = 1
	c.Spans = []Span{{Start: cv.Date{Year: 2019}}, {}, {}}
	checks := []struct{ name, got, want string }{
		{"RateLabel", c.RateLabel(), "1.25"},
		{"StageRankLabel", c.StageRankLabel(Headline), "2 of 3"},
		{"CohortRankLabel", c.CohortRankLabel(Headline), "3"},
		{"FirstAuthorShareLabel", c.FirstAuthorShareLabel(), "67%"},
		{"TopVenuesLabel", c.TopVenuesLabel(3), "SOSP 2 · NSDI 1.5 · ATC 1 (+1 more)"},
		{"TopVenuesLabel all", c.TopVenuesLabel(0), "SOSP 2 · NSDI 1.5 · ATC 1 · OSDI 0.13"},
		{"OutsideCatalogueNote", c.OutsideCatalogueNote(), "0.38 more at venues not in the catalogue"},
		{"WarningsLabel", c.WarningsLabel(), "1 parser warning"},
		{"AsOfLabel", c.AsOfLabel(), "2024-05 (" + Label("stated") + ")"},
		{"AgeLabel", c.AgeLabel(), "30 months old"},
		{"PublicationsTitle", c.PublicationsTitle(), "Publications (2 counted, 0 not counted)"},
	}
	for _, k := range checks {
		if k.got != k.want {
			t.Errorf("%s = %q, want %q", k.name, k.got, k.want)
		}
	}
	if got := c.SpansWithoutStart(); got != 2 {
		t.Errorf("SpansWithoutStart = %d, want 2", got)
	}
	blank := &Candidate{}
	for name, got := range map[string]string{"RateLabel": blank.RateLabel(), "StageRankLabel": blank.StageRankLabel(Headline),
		"CohortRankLabel": blank.CohortRankLabel(Headline), "FirstAuthorShareLabel": blank.FirstAuthorShareLabel(),
		"TopVenuesLabel": blank.TopVenuesLabel(3), "OutsideCatalogueNote": blank.OutsideCatalogueNote(), "AgeLabel": blank.AgeLabel()} {
		if got != "" {
			t.Errorf("%s of a candidate without figures = %q, want blank", name, got)
		}
	}
	if blank.WarningsLabel() != "no parser warnings" || blank.AsOfLabel() != "unknown" {
		t.Errorf("blank: %q, %q", blank.WarningsLabel(), blank.AsOfLabel())
	}
}

// TestCandidateSentences: the lines under a candidate's name and above
// the key figures, and the stale note, composed from several figures.
func TestCandidateSentences(t *testing.T) {
	c := factsCandidate()
	c.Counts.Credit, c.Counts.Uncounted, c.Counts.FirstAuthor, c.PapersPerYear, c.Warnings, c.Source = 1.5, 3, 1, 0.5, 2, "ada.md"
	r := &Report{Candidates: []*Candidate{c, {}}, RunDate: cv.Date{Year: 2026, Month: 11}}
	want := "2 papers counted · 3 not counted · 1 first-author · credit 1.5 · 0.5 " + lowerFirst(HeadlineLabel()) + " · 2 parser warnings · source ada.md"
	if got := r.PapersLine(c); got != want {
		t.Errorf("PapersLine = %q\nwant           %q", got, want)
	}
	if got := r.StaleNote(c); got != "Stale: this CV is dated 2024-05, 30 months before the run date 2026-11 (threshold 12 months; --stale-after changes it); its figures stop at 2024-05." {
		t.Errorf("StaleNote = %q", got)
	}
	if got := r.StaleNote(&Candidate{}); got != "" {
		t.Errorf("StaleNote of a fresh CV = %q", got)
	}
	if got := r.RanksHeader(c); !strings.HasPrefix(got, "1 = highest · cohort: 2 candidates · stage: 3 "+Label(c.Stage)+" · ") {
		t.Errorf("RanksHeader = %q", got)
	}
	if got := c.PhDLine(); got != "PhD: Example University · 2015 – 2020 · 5 years to degree · 4.5 years since PhD" {
		t.Errorf("PhDLine = %q", got)
	}
	c.PhD.Expected = true
	if got := c.PhDLine(); got != "PhD, expected: Example University · 2015 – 2020 (expected) · 5 years to degree" {
		t.Errorf("PhDLine expected = %q", got)
	}
	if got := (&Candidate{}).PhDLine(); got != "No PhD listed" {
		t.Errorf("PhDLine without a PhD = %q", got)
	}
	c.CareerYears, c.StagePercentiles = 3, byMetric(map[string]float64{Headline: 83.333})
	_ = c.StageRanks.Set(Headline, 1) // a metric of Metrics
	_ = c.Ranks.Set(Headline, 2)      // a metric of Metrics
	if got := r.HeadlineText(c); got != "0.5: 1 of 3 in stage (percentile 83.33), 2 of 2 in the cohort" {
		t.Errorf("HeadlineText = %q", got)
	}
	if got := r.HeadlineText(&Candidate{}); got != "no rate: no PhD start or dated paper" {
		t.Errorf("HeadlineText without a rate = %q", got)
	}
}

// TestDateRangeAndPhDText: a span in a sentence and a PhD as a phrase.
func TestDateRangeAndPhDText(t *testing.T) {
	s, e := cv.Date{Year: 2015, Month: 9}, cv.Date{Year: 2020, Month: 6}
	for _, k := range []struct {
		s, e     cv.Date
		expected bool
		want     string
	}{
		{s, e, false, "2015-09 – 2020-06"},
		{s, cv.Date{}, false, "from 2015-09"},
		{cv.Date{}, e, true, "until 2020-06 (expected)"},
		{cv.Date{}, cv.Date{Present: true}, false, "ongoing"},
		{cv.Date{}, cv.Date{}, false, ""},
	} {
		if got := dateRange(k.s, k.e, k.expected); got != k.want {
			t.Errorf("dateRange(%v, %v, %v) = %q, want %q", k.s, k.e, k.expected, got, k.want)
		}
	}
	for _, k := range []struct {
		p    PhD
		want string
	}{
		{PhD{Institution: "Example University", Start: s, End: e}, "Example University, 2015-09 – 2020-06"},
		{PhD{Start: s, End: cv.Date{Present: true}}, "2015-09 – present"},
		{PhD{Start: s, Expected: true}, "2015-09 – in progress"},
		{PhD{End: e}, "ends 2020-06"},
		{PhD{}, ""},
	} {
		if got := k.p.Text(); got != k.want {
			t.Errorf("%+v.Text() = %q, want %q", k.p, got, k.want)
		}
	}
}

// TestRanksInWords: a rank out of n, and the rank lines of a key figure.
func TestRanksInWords(t *testing.T) {
	if RankOf(2, 5) != "2 of 5" || RankOf(0, 5) != "" {
		t.Errorf("RankOf: %q, %q", RankOf(2, 5), RankOf(0, 5))
	}
	cohort, stage := KeyFigureRanks([]any{"Papers", 4.0, 2, "1 of 3", 83.333}, 7)
	if cohort != "rank 2 of 7 in cohort" || stage != "1 of 3 in stage · 83.33%ile" {
		t.Errorf("KeyFigureRanks = %q, %q", cohort, stage)
	}
	cohort, stage = KeyFigureRanks([]any{"Papers", 0.0, 0, "", 0.0}, 7)
	if cohort != "" || stage != "" {
		t.Errorf("KeyFigureRanks of an unranked figure = %q, %q", cohort, stage)
	}
}

// TestPaperAndAwardLines: the notes under a paper and an award as one
// line, the corrections as a capitalised line.
func TestPaperAndAwardLines(t *testing.T) {
	c := factsCandidate()
	if got := PaperNotes(c.Papers[0]); !reflect.DeepEqual(got, []string{CorrectionLine([]string{"venue"}, "per the programme")}) || !strings.HasPrefix(got[0], "Corrected") {
		t.Errorf("PaperNotes of a corrected paper = %q", got)
	}
	p := Paper{Awards: []string{"Best Paper", "Artifact Badge"}, Status: "accepted"}
	want := []string{"Award: Best Paper; Artifact Badge", "Not counted: no reason given", "Status: " + Label("accepted")}
	if got := PaperNotes(p); !reflect.DeepEqual(got, want) {
		t.Errorf("PaperNotes = %q, want %q", got, want)
	}
	if got := PaperNotes(Paper{Counted: true, Status: "published"}); got != nil {
		t.Errorf("PaperNotes of a plain counted paper = %q", got)
	}
	a := c.Awards[0]
	if got := AwardTitle(a); got != "Best Paper Award (Example Society) — runner-up" {
		t.Errorf("AwardTitle = %q", got)
	}
	a.Issuer = "best paper"
	if got := AwardTitle(a); got != "Best Paper Award — runner-up" {
		t.Errorf("AwardTitle with the issuer in the name = %q", got)
	}
	if got := AwardTitle(c.Awards[1]); !strings.HasPrefix(got, "Example Fellowship [") || !strings.HasSuffix(got, "]") {
		t.Errorf("AwardTitle of a corrected award = %q", got)
	}
	for _, k := range []struct {
		y, end int
		want   string
	}{{2021, 2022, "2021–22"}, {2019, 0, "2019"}, {2019, 2019, "2019"}, {2019, 2005, "2019"}, {0, 2020, ""}} {
		if got := AwardYears(cv.Award{Year: k.y, EndYear: k.end}); got != k.want {
			t.Errorf("AwardYears(%d, %d) = %q, want %q", k.y, k.end, got, k.want)
		}
	}
	if CorrectionLine(nil, "") != "" {
		t.Error("CorrectionLine of an entry not corrected is blank")
	}
}

// TestOngoingEndLabel: ongoing spans end at the CV's own date, or for an
// undated CV at the end of the report's year.
func TestOngoingEndLabel(t *testing.T) {
	c := factsCandidate()
	r := &Report{Candidates: []*Candidate{c}, AsOf: 2026}
	if got := r.OngoingEndLabel(c); got != "this CV's own as-of date (2024-05, "+Label("stated")+")" {
		t.Errorf("OngoingEndLabel = %q", got)
	}
	if got := r.OngoingEndLabel(&Candidate{}); !strings.HasPrefix(got, "the end of the report's year ") || !strings.HasSuffix(got, " (this CV has no date)") {
		t.Errorf("OngoingEndLabel of an undated CV = %q", got)
	}
}

// TestRecordTexts: a CV's entries written as the reports write them; the
// owner's place past the end of the author list is unknown, as it is
// when counting.
func TestRecordTexts(t *testing.T) {
	p := cv.Publication{Title: "Sparse Widgets", Authors: []string{"A. Quill", "B. Lind", "C. Moss"}, SelfIndex: 2, EtAl: true, EqualContribution: true,
		Status: "to_appear", Awards: []string{"Best Paper"}}
	if got := PublicationPlace(p); got != "2/3+*" {
		t.Errorf("PublicationPlace = %q", got)
	}
	p.SelfIndex, p.EtAl, p.EqualContribution = 9, false, false
	if got := PublicationPlace(p); got != "?/3" {
		t.Errorf("PublicationPlace past the list = %q, want ?/3", got)
	}
	if got := PublicationTitle(p); got != "Sparse Widgets ["+Label("to_appear")+"] [Best Paper]" {
		t.Errorf("PublicationTitle = %q", got)
	}
	e := cv.Education{Degree: "PhD in Widget Science", Field: "widget science", Institution: "Example University", Expected: true}
	if got := EducationText(e); got != "PhD in Widget Science, Example University (expected)" {
		t.Errorf("EducationText = %q", got)
	}
	e.Field, e.Expected = "Gadgets", false
	if got := EducationText(e); got != "PhD in Widget Science, Gadgets, Example University" {
		t.Errorf("EducationText with a field of its own = %q", got)
	}
	rows := AwardRows([]cv.Award{{Name: "Example Prize", Note: "shared", Issuer: "Example Society", Year: 2020, EndYear: 2021}})
	if len(rows) != 1 || rows[0].Award != "Example Prize (shared), Example Society" || rows[0].Years != "2020–2021" {
		t.Errorf("AwardRows = %+v", rows)
	}
}

// TestStageOrder: candidates listed by stage in Stages order, then by
// the headline rank in the stage; ties keep the report's order.
func TestStageOrder(t *testing.T) {
	mk := func(st Stage, rank int) *Candidate {
		return &Candidate{Stage: st, StageRanks: byMetric(map[string]int{Headline: rank})}
	}
	r := &Report{Candidates: []*Candidate{mk(Stages[len(Stages)-1], 1), mk(Stages[0], 2), mk(Stages[0], 1), mk(Stages[0], 2)}}
	if got := r.StageOrder(); !reflect.DeepEqual(got, []int{2, 1, 3, 0}) {
		t.Errorf("StageOrder = %v, want [2 1 3 0]", got)
	}
}

// TestPhDStatusLabelAndQualitySentence: the PhD cell of a candidates
// table, and the data-quality summary as a sentence.
func TestPhDStatusLabelAndQualitySentence(t *testing.T) {
	c := factsCandidate()
	if got := c.PhDStatusLabel(); got != "done 2020" {
		t.Errorf("PhDStatusLabel done = %q", got)
	}
	c.PhD.Expected = true
	if got := c.PhDStatusLabel(); got != "expected 2020" {
		t.Errorf("PhDStatusLabel expected = %q", got)
	}
	c.PhD.End = cv.Date{Present: true}
	if got := c.PhDStatusLabel(); got != "ongoing" {
		t.Errorf("PhDStatusLabel ongoing = %q", got)
	}
	if got := (&Candidate{}).PhDStatusLabel(); got != "" {
		t.Errorf("PhDStatusLabel without a PhD = %q", got)
	}
	q := Quality{}
	if got := q.SummarySentence(); !strings.HasPrefix(got, "Data quality: ") || got[1:] != q.Summary()[1:] {
		t.Errorf("SummarySentence = %q", got)
	}
}

// A distinction (an oral or spotlight slot) is shown under the paper but
// is never an award: it does not count in the paper's awards or the
// candidate's papers with awards.
func TestDistinctionShownNotCounted(t *testing.T) {
	c := &cv.CV{Name: "Ada Fictional", Publications: []cv.Publication{
		{Title: "A fictional study of queues", Authors: []string{"Ada Fictional"}, SelfIndex: 1,
			Venue: "NeurIPS", Year: 2021, Type: cv.TypeConference, Distinction: "Spotlight"},
	}}
	r := Compute([]*cv.CV{c}, Options{})
	p := r.Candidates[0].Papers[0]
	if p.Distinction != "Spotlight" || len(p.Awards) != 0 {
		t.Fatalf("paper: distinction %q, awards %q", p.Distinction, p.Awards)
	}
	if n := r.Candidates[0].Counts.WithAwards; n != 0 {
		t.Errorf("papers with awards = %d, want 0: a spotlight is not an award", n)
	}
	want := []string{"Presented as: Spotlight (a distinction, not an award)"}
	if got := PaperNotes(p); !reflect.DeepEqual(got, want) {
		t.Errorf("PaperNotes = %q, want %q", got, want)
	}
}
