package analytics

import (
	"fmt"
	"math"
	"sort"
	"strconv"
	"strings"

	"github.com/vitae-cv/vitae/cv"
)

// This file holds the figures and composed labels the drawn renderers
// (reports/html, reports/pdf, reports/xlsx) show, so that each is worked
// out once here and every format prints the same text for it. A renderer
// still chooses fonts, colours, widths and where a label goes; it does
// not count, sum, round or compose a figure's text.

// FormatCredit writes a credit (a sum of paper credits) as reports print
// it beside a bar or a venue: rounded half away from zero to two decimals,
// then as FormatNumber writes it.
func FormatCredit(v float64) string { return FormatNumber(round2(v)) }

// StaleMonths is the age in months past which a CV of the report is
// stale (Options.StaleAfter, or DefaultStaleAfter).
func (r *Report) StaleMonths() int { return r.Options.staleAfter() }

// HeadlineLabel is the label of the headline metric, the one candidates
// are ranked on.
func HeadlineLabel() string {
	for _, m := range Metrics {
		if m.Name == Headline {
			return m.Label
		}
	}
	return Label(Headline)
}

// StagesLabel counts the candidates of each stage, the stages joined by
// sep: "PhD student 3 · faculty 1" with sep " · "; "none" without
// candidates.
func (r *Report) StagesLabel(sep string) string {
	if len(r.Stages) == 0 {
		return "none"
	}
	parts := make([]string, len(r.Stages))
	for i, s := range r.Stages {
		parts[i] = fmt.Sprintf("%s %d", s.Label, s.N)
	}
	return strings.Join(parts, sep)
}

// UndatedNote says where per-year table t (one with a year per row) puts
// the papers without a year: in its "no year" row (NoYearLabel), which
// keeps the table's total the counted total; "" when t has none.
func UndatedNote(t Table) string {
	if n := len(t.Rows); n > 0 && t.Rows[n-1][0] == NoYearLabel {
		return "Papers without a year are in the row \"" + NoYearLabel + "\"."
	}
	return ""
}

// CohortLine sums up the cohort in one line: candidates, papers counted
// and their credit, papers listed but not counted, duplicates merged, and
// the last year of the cohort charts.
func (r *Report) CohortLine() string {
	merged := "entries"
	if r.Merged == 1 {
		merged = "entry"
	}
	return fmt.Sprintf("%s · %d papers counted (credit %s) · %d listed, not counted · %d duplicate %s merged · each CV measured to its own date (cohort years up to %d)",
		countOf(len(r.Candidates), "candidate", "candidates"), r.Cohort.Papers, FormatNumber(r.Cohort.Credit), r.Cohort.Uncounted, r.Merged, merged, r.AsOf)
}

// CohortNames names the report's candidates for a page header: "Cohort:
// Ada, Bo", or past n names "Cohort of 40: Ada, Bo, ... and 34 more".
func (r *Report) CohortNames(n int) string {
	names := make([]string, len(r.Candidates))
	for i, c := range r.Candidates {
		names[i] = c.Name
	}
	if len(names) <= n {
		return "Cohort: " + strings.Join(names, ", ")
	}
	return fmt.Sprintf("Cohort of %d: %s and %d more", len(names), strings.Join(names[:n], ", "), len(names)-n)
}

// countOf is "1 ONE" or "N MANY".
func countOf(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return fmt.Sprintf("%d %s", n, many)
}

// RateLabel is the candidate's headline rate as text; "" when the
// candidate has no career years to divide by.
func (c *Candidate) RateLabel() string {
	if c.CareerYears <= 0 {
		return ""
	}
	return FormatNumber(c.PapersPerYear)
}

// StageRankLabel is the candidate's rank on a metric within the stage as
// "RANK of SIZE" (RankOf); "" when the candidate has no stage to be
// ranked in.
func (c *Candidate) StageRankLabel(metric string) string {
	if c.StageSize <= 0 {
		return ""
	}
	return RankOf(c.StageRanks.Of(metric), c.StageSize)
}

// CohortRankLabel is the candidate's rank on a metric in the cohort; ""
// when unranked.
func (c *Candidate) CohortRankLabel(metric string) string {
	if r := c.Ranks.Of(metric); r > 0 {
		return fmt.Sprint(r)
	}
	return ""
}

// FirstAuthorShareLabel is the share of counted papers with the candidate
// as first author, as a whole percentage "40%"; "" without counted
// papers.
func (c *Candidate) FirstAuthorShareLabel() string {
	if c.Counts.Papers <= 0 {
		return ""
	}
	return FormatNumber(math.Round(c.FirstAuthorShare*100)) + "%"
}

// TopVenuesLabel lists the candidate's n catalogue venues with the most
// credit, each with its credit: "SOSP 2 · OSDI 1.5 · NSDI 1 (+4 more)".
func (c *Candidate) TopVenuesLabel(n int) string {
	vs, byVenue := c.TopVenues(n)
	parts := make([]string, len(vs))
	for i, v := range vs {
		parts[i] = v + " " + FormatCredit(byVenue[v])
	}
	s := strings.Join(parts, " · ")
	if more := len(byVenue) - len(vs); more > 0 {
		s += fmt.Sprintf(" (+%d more)", more)
	}
	return s
}

// OutsideCatalogueNote is the credit of the candidate's counted papers at
// venues the catalogue lacks, which no venue bar shows: "1.5 more at
// venues not in the catalogue"; "" when there is none.
func (c *Candidate) OutsideCatalogueNote() string {
	if c.Counts.OutsideCatalogue <= 0 {
		return ""
	}
	return FormatCredit(c.Counts.OutsideCatalogue) + " more at venues not in the catalogue"
}

// WarningsLabel counts the CV's parser warnings in words: "no parser
// warnings", "1 parser warning", "3 parser warnings".
func (c *Candidate) WarningsLabel() string {
	if c.Warnings == 0 {
		return "no parser warnings"
	}
	return countOf(c.Warnings, "parser warning", "parser warnings")
}

// SpansWithoutStart is the number of the candidate's spans (education,
// positions) without a start year, which no timeline can place.
func (c *Candidate) SpansWithoutStart() int {
	n := 0
	for _, s := range c.Spans {
		if s.Start.Year == 0 {
			n++
		}
	}
	return n
}

// AsOfLabel is the date the CV is measured to and where it came from,
// "2024-05 (stated in the CV)"; "unknown" without a date.
func (c *Candidate) AsOfLabel() string {
	if c.AsOf.Year <= 0 {
		return "unknown"
	}
	s := c.AsOf.String()
	if c.AsOfSource != "" {
		s += " (" + Label(c.AsOfSource) + ")"
	}
	return s
}

// AgeLabel is how old a stale CV is: "30 months old"; "" when the CV is
// not stale.
func (c *Candidate) AgeLabel() string {
	if !c.Stale {
		return ""
	}
	return fmt.Sprintf("%d months old", c.AgeMonths)
}

// StaleNote says why candidate c's CV is stale and what that means for
// its figures; "" when it is not.
func (r *Report) StaleNote(c *Candidate) string {
	if !c.Stale {
		return ""
	}
	return fmt.Sprintf("Stale: this CV is dated %s, %d months before the run date %s (threshold %d months; --stale-after changes it); its figures stop at %s.",
		c.AsOf, c.AgeMonths, r.RunDate, r.StaleMonths(), c.AsOf)
}

// StaleHover is the short form of StaleNote, for a badge's hover text:
// "stale: dated 2024-05, 30 months before the run date 2026-11
// (threshold 12 months; see --stale-after)"; "" when the CV is not stale.
func (r *Report) StaleHover(c *Candidate) string {
	if !c.Stale {
		return ""
	}
	return fmt.Sprintf("stale: dated %s, %d months before the run date %s (threshold %d months; see --stale-after)",
		c.AsOf, c.AgeMonths, r.RunDate, r.StaleMonths())
}

// RateWhy says how the candidate's headline rate is made, as a note under
// the key figures or a hover on the rate: "Papers per year since PhD
// start 1.88 = 15 counted papers / 8 years, 2018–2025, from PhD start";
// "" when the candidate has no rate.
func (c *Candidate) RateWhy() string {
	how := c.Rate.String()
	if how == "" || c.RateLabel() == "" {
		return ""
	}
	return HeadlineLabel() + " " + c.RateLabel() + " = " + how
}

// RatePapers is the rate's numerator as a workbook cell shows it: the
// credit of the papers it counts, rounded to two decimals.
func (c *Candidate) RatePapers() float64 { return round2(c.Rate.Papers) }

// RateWindow is the rate's window as "2018–2025"; "" without a rate.
func (c *Candidate) RateWindow() string {
	if c.Rate.Years == 0 {
		return ""
	}
	return fmt.Sprintf("%d–%d", c.Rate.From, c.Rate.To)
}

// StageMark is the mark of a stage a correction set: "corrected"; ""
// for a stage the rule gave.
func (c *Candidate) StageMark() string {
	if !c.StageCorrected {
		return ""
	}
	return "corrected"
}

// AnyStageCorrected says whether a correction set some candidate's stage.
func (r *Report) AnyStageCorrected() bool {
	for _, c := range r.Candidates {
		if c.StageCorrected {
			return true
		}
	}
	return false
}

// StageReason is why the candidate has its stage, for a column of its
// own: StageWhy, led by "corrected: " when a correction set the stage.
func (c *Candidate) StageReason() string {
	if c.StageCorrected {
		return "corrected: " + c.StageWhy
	}
	return c.StageWhy
}

// StageLine is the candidate's stage with the reason for it, for a page
// header: "Stage: faculty: current position “Assistant Professor”", or
// "Stage (corrected): postdoc: set by a correction (the rule gives …)".
func (c *Candidate) StageLine() string {
	why := c.StageWhy
	if why == "" {
		why = c.StageLabel()
	}
	if c.StageCorrected {
		return "Stage (corrected): " + why
	}
	return "Stage: " + why
}

// PapersLine sums up candidate c's papers in one line: counted, not
// counted, first-author, credit, the headline rate, the parser warnings
// and the source file.
func (r *Report) PapersLine(c *Candidate) string {
	return fmt.Sprintf("%s counted · %d not counted · %d first-author · credit %s · %s %s · %s · source %s",
		countOf(c.Counts.Papers, "paper", "papers"), c.Counts.Uncounted, c.Counts.FirstAuthor, FormatNumber(c.Counts.Credit),
		FormatNumber(c.PapersPerYear), lowerFirst(HeadlineLabel()), c.WarningsLabel(), c.Source)
}

// lowerFirst lowers the first letter of s ("Papers per year since PhD
// start" → "papers per year since PhD start").
func lowerFirst(s string) string {
	if s == "" {
		return s
	}
	return strings.ToLower(s[:1]) + s[1:]
}

// PhDLine says where the candidate's PhD stands: done (with the years to
// and since the degree), expected (the end is an expected date) or
// ongoing, the institution and the span; "No PhD listed" without one.
func (c *Candidate) PhDLine() string {
	p := c.PhD
	if p == nil {
		return "No PhD listed"
	}
	status := PhDStatus(c)
	head := "PhD"
	switch status {
	case "expected":
		head = "PhD, expected"
	case "ongoing":
		head = "PhD (ongoing)"
	}
	if p.Institution != "" {
		head += ": " + p.Institution
	}
	parts := []string{head}
	if dr := dateRange(p.Start, p.End, p.Expected); dr != "" {
		parts = append(parts, dr)
	}
	if c.YearsToDegree > 0 {
		parts = append(parts, FormatNumber(c.YearsToDegree)+" years to degree")
	}
	if status == "done" {
		parts = append(parts, FormatNumber(c.YearsSincePhD)+" years since PhD")
	}
	return strings.Join(parts, " · ")
}

// dateRange writes a span for a sentence: "2015-09 – 2020-06", "from
// 2015", "until 2020 (expected)", "ongoing"; "" when both ends are
// unknown.
func dateRange(s, e cv.Date, expected bool) string {
	a, b := s.String(), e.String()
	if expected && !e.Present && b != "" {
		b += " (expected)"
	}
	switch {
	case a == "" && b == "":
		return ""
	case a == "" && e.Present:
		return "ongoing"
	case a == "":
		return "until " + b
	case b == "":
		return "from " + a
	}
	return a + " – " + b
}

// RanksHeader is the line above candidate c's key figures: what a rank
// and a percentile are out of.
func (r *Report) RanksHeader(c *Candidate) string {
	return fmt.Sprintf("1 = highest · cohort: %s · stage: %d %s · percentile: share of the stage below (ties half)",
		countOf(len(r.Candidates), "candidate", "candidates"), c.StageSize, Label(c.Stage))
}

// KeyFigureRanks are the two rank lines under a key figure (a row of
// Candidate.KeyFigures) of a cohort of n: "rank 2 of 5 in cohort" and
// "1 of 3 in stage · 83.33%ile"; "" for a line the figure has no rank for.
func KeyFigureRanks(row []any, n int) (cohort, stage string) {
	if len(row) < 5 {
		return "", ""
	}
	rank, _ := row[2].(int)
	inStage, _ := row[3].(string)
	pct, _ := row[4].(float64)
	return KeyFigure{Rank: rank, StageRank: inStage, StagePercentile: pct}.Ranks(n)
}

// Ranks are KeyFigureRanks of k.
func (k KeyFigure) Ranks(n int) (cohort, stage string) {
	if k.Rank > 0 {
		cohort = "rank " + strconv.Itoa(k.Rank) + " of " + strconv.Itoa(n) + " in cohort"
	}
	if k.StageRank != "" {
		stage = k.StageRank + " in stage · " + FormatNumber(k.StagePercentile) + "%ile"
	}
	return cohort, stage
}

// OngoingEndLabel says where candidate c's ongoing spans end on a
// timeline: "this CV's own as-of date (2024-05, stated in the CV)", or
// for an undated CV "the end of the report's year 2026-12 (this CV has
// no date)".
func (r *Report) OngoingEndLabel(c *Candidate) string {
	if end, own := r.OngoingEnd(c); !own {
		return fmt.Sprintf("the end of the report's year %s (this CV has no date)", end)
	}
	return fmt.Sprintf("this CV's own as-of date (%s, %s)", c.AsOf, Label(c.AsOfSource))
}

// PublicationsTitle heads a candidate's list of papers: "Publications
// (12 counted, 3 not counted)".
func (c *Candidate) PublicationsTitle() string {
	return fmt.Sprintf("Publications (%d counted, %d not counted)", c.Counts.Papers, c.Counts.Uncounted)
}

// CorrectionLine is CorrectionMark as a line of its own, capitalised:
// "Corrected: venue, year — why" or "Added by hand — why"; "" for an
// entry no corrections file touched.
func CorrectionLine(fields []string, note string) string {
	m := CorrectionMark(fields, note)
	if m == "" {
		return ""
	}
	return strings.ToUpper(m[:1]) + m[1:]
}

// PaperNotes are the lines under a paper in a list: its awards, its
// distinction (an oral or spotlight slot: shown, not an award), why it
// is not counted, a status other than published, and its correction.
func PaperNotes(p Paper) []string {
	var out []string
	if len(p.Awards) > 0 {
		out = append(out, "Award: "+strings.Join(p.Awards, "; "))
	}
	if p.Distinction != "" {
		out = append(out, "Presented as: "+p.Distinction+" (a distinction, not an award)")
	}
	if !p.Counted {
		out = append(out, "Not counted: "+WhyNotCounted(p.Why))
	}
	if p.Status != "" && p.Status != "published" {
		out = append(out, "Status: "+Label(p.Status))
	}
	if m := CorrectionLine(p.Corrected, p.CorrectionNote); m != "" {
		out = append(out, m)
	}
	return out
}

// WhyNotCounted is why a paper is not counted, as every report says it:
// the paper's Why, or "no reason given".
func WhyNotCounted(why string) string {
	if why == "" {
		return "no reason given"
	}
	return why
}

// AwardTitle is an award as one line of a list: the name, the issuer in
// brackets unless the name holds it, the note after a dash, and the
// correction in square brackets.
func AwardTitle(a cv.Award) string {
	name := a.Name
	if a.Issuer != "" && !strings.Contains(strings.ToLower(name), strings.ToLower(a.Issuer)) {
		name += " (" + a.Issuer + ")"
	}
	if a.Note != "" {
		name += " — " + a.Note
	}
	if m := CorrectionLine(a.Corrected, a.CorrectionNote); m != "" {
		name += " [" + m + "]"
	}
	return name
}

// AwardYears is an award's year for a narrow column: "2019", or a span
// with the end year's last two digits, "2019–21"; "" without a year.
func AwardYears(a cv.Award) string {
	if a.Year <= 0 {
		return ""
	}
	s := strconv.Itoa(a.Year)
	if a.EndYear > a.Year {
		s += "–" + strconv.Itoa(a.EndYear%100)
	}
	return s
}

// RankOf is a rank out of n in words, "2 of 5"; "" when unranked. Every
// report writes a rank out of a group through it (cohort, stage,
// shortlist), so that HTML, PDF, text and the workbook read alike.
func RankOf(rank, n int) string {
	if rank <= 0 {
		return ""
	}
	return strconv.Itoa(rank) + " of " + strconv.Itoa(n)
}

// HeadlineText says candidate c's headline rate and its ranks in the
// stage and the cohort: "1.5: 2 of 3 in stage (percentile 50), 4 of 9 in
// the cohort"; without a rate, why.
func (r *Report) HeadlineText(c *Candidate) string { return string(r.AppendHeadlineText(nil, c)) }

// Text is the PhD as one phrase: the institution, then the span
// ("2015-09 – 2020-06", "2019 – present", "2021 – in progress") or the
// end alone ("ends 2020"), joined by ", ".
func (p *PhD) Text() string {
	var parts []string
	if p.Institution != "" {
		parts = append(parts, p.Institution)
	}
	span := p.Start.String()
	end := p.End.String()
	switch {
	case p.End.Present:
		end = "present"
	case p.Expected && end == "":
		end = "in progress"
	}
	switch {
	case span != "":
		parts = append(parts, strings.TrimSpace(span+" – "+end))
	case p.End.Year > 0 && !p.End.Present:
		parts = append(parts, "ends "+end)
	}
	return strings.Join(parts, ", ")
}

// The records of one CV (reports/records, "vitae parse -f text") are no
// Report, but show the same entries: these write them as the reports do.

// PublicationPlace is the CV owner's place among a publication's authors
// as PlaceLabel writes it, "2/5+*", with the place the reports count
// ("?" when self_index is not a place in the list).
func PublicationPlace(p cv.Publication) string {
	return PlaceLabel(Paper{Place: ownerPlace(p), Authors: len(p.Authors), EtAl: p.EtAl, Equal: p.EqualContribution})
}

// PublicationTitle is a publication's title for a list of records, its
// status (other than published) and its awards in square brackets after
// it: "Sparse Widgets [to appear] [Best Paper]".
func PublicationTitle(p cv.Publication) string {
	title := p.Title
	if p.Status != "" && p.Status != cv.PubPublished {
		title += " [" + Label(p.Status) + "]"
	}
	for _, a := range p.Awards {
		title += " [" + a + "]"
	}
	if p.Distinction != "" {
		title += " (" + p.Distinction + ")" // a presentation slot, not an award
	}
	return title
}

// EducationText is a degree for a list of records: the degree, the field
// unless the degree names it, and the institution, joined by ", ", then
// " (expected)" for a degree not yet awarded.
func EducationText(e cv.Education) string {
	field := e.Field
	if strings.Contains(strings.ToLower(e.Degree), strings.ToLower(field)) {
		field = "" // already in the degree as written
	}
	what := joinNonBlank(", ", e.Degree, field, e.Institution)
	if e.Expected {
		what += " (expected)"
	}
	return what
}

// AwardRows are awards one row each, as a candidate's Facts give them:
// the years, the category and status labels, and the award with its note
// and issuer.
func AwardRows(awards []cv.Award) []AwardFacts { return awardFacts(awards) }

// StageOrder is the order candidates are listed in by stage: the indexes
// of r.Candidates by stage (in Stages order), then by the headline rank
// within the stage; ties keep the report's name order.
func (r *Report) StageOrder() []int {
	pos := map[Stage]int{}
	for i, s := range Stages {
		pos[s] = i
	}
	cs := r.Candidates
	order := make([]int, len(cs))
	for i := range order {
		order[i] = i
	}
	sort.SliceStable(order, func(i, j int) bool {
		a, b := cs[order[i]], cs[order[j]]
		if pos[a.Stage] != pos[b.Stage] {
			return pos[a.Stage] < pos[b.Stage]
		}
		return a.StageRanks.Of(Headline) < b.StageRanks.Of(Headline)
	})
	return order
}

// PhDStatusLabel says where the candidate's PhD stands in a table cell:
// "done 2017-05", "expected 2019-09", "ongoing", or "" without a PhD.
func (c *Candidate) PhDStatusLabel() string {
	st := PhDStatus(c)
	if st != "done" && st != "expected" || c.PhD.End.Present {
		return st
	}
	if end := FormatCellKind(c.PhD.End, Date); end != "" {
		return st + " " + end
	}
	return st
}

// SummarySentence is Quality.Summary as a sentence: "Data quality: ...".
func (q Quality) SummarySentence() string {
	s := q.Summary()
	return strings.ToUpper(s[:1]) + s[1:]
}
