package analytics

import (
	"fmt"
	"math"
	"slices"
	"sort"
	"strings"

	"github.com/vitae-cv/vitae/cv"
)

// This file holds what the plain-text renderers (reports/text,
// reports/csv) read instead of computing: cells formatted as their
// columns show them, tables narrowed or split for a page, and a
// candidate's facts as labelled text. CV text in them is as the CV wrote
// it; a renderer cleans or escapes it for its medium.

// Numeric reports whether a column of kind k holds numbers (a text table
// aligns them right).
func (k Kind) Numeric() bool { return k == Int || k == Number || k == Year }

// Cells is t's rows with every cell written as its column shows it
// (FormatCellKind), one string per column: "" for an unknown value and
// for a cell the row lacks.
func (t Table) Cells() [][]string {
	out := make([][]string, len(t.Rows))
	for i, row := range t.Rows {
		cells := make([]string, len(t.Columns))
		for j := range min(len(row), len(t.Columns)) {
			cells[j] = FormatCellKind(row[j], t.Columns[j].Kind)
		}
		out[i] = cells
	}
	return out
}

// NonEmpty is t without the columns in which every cell is unknown or
// zero; the first column and the columns named in keep stay whatever
// they hold.
func (t Table) NonEmpty(keep ...string) Table {
	var pick []int
	for i, col := range t.Columns {
		if i == 0 || slices.Contains(keep, col.Name) || t.hasValue(i) {
			pick = append(pick, i)
		}
	}
	out := Table{Name: t.Name, Title: t.Title}
	for _, i := range pick {
		out.Columns = append(out.Columns, t.Columns[i])
	}
	for _, row := range t.Rows {
		cells := make([]any, len(pick))
		for j, i := range pick {
			if i < len(row) {
				cells[j] = row[i]
			}
		}
		out.Rows = append(out.Rows, cells)
	}
	return out
}

// hasValue reports whether column i holds a known, non-zero cell.
func (t Table) hasValue(i int) bool {
	for _, row := range t.Rows {
		if i < len(row) && row[i] != nil && row[i] != 0.0 && row[i] != 0 {
			return true
		}
	}
	return false
}

// StageTables splits t, a table with a "Stage" column, into one table per
// career stage of the report, in stage order, titled "TITLE: STAGE (N)";
// a table without one comes back whole.
func (r *Report) StageTables(t Table) []Table {
	col := -1
	for i, c := range t.Columns {
		if c.Name == "Stage" {
			col = i
		}
	}
	if col < 0 {
		return []Table{t}
	}
	var out []Table
	for _, st := range r.Stages {
		g := Table{Name: t.Name + "_" + string(st.Stage), Title: fmt.Sprintf("%s: %s (%d)", t.Title, st.Label, st.N), Columns: t.Columns}
		for _, row := range t.Rows {
			if row[col] == st.Label {
				g.Rows = append(g.Rows, row)
			}
		}
		out = append(out, g)
	}
	return out
}

// AreaTableNarrow is AreaTable for a narrow page: the first n area
// columns, the credit of the others added into one "other areas" column
// (rounded to two decimals); the committee's top venues stay a column of
// their own.
func (r *Report) AreaTableNarrow(n int) Table { return narrowAreas(r.AreaTable(), n) }

// narrowAreas is AreaTableNarrow of the area table t.
func narrowAreas(t Table, n int) Table {
	if len(t.Columns) <= n+2 {
		return t
	}
	if last := t.Columns[len(t.Columns)-1]; strings.HasPrefix(last.Name, "Top venues") {
		areas := Table{Name: t.Name, Title: t.Title, Columns: t.Columns[:len(t.Columns)-1]}
		for _, row := range t.Rows {
			areas.Rows = append(areas.Rows, row[:len(row)-1])
		}
		out := narrowAreas(areas, n)
		out.Columns = append(out.Columns, last)
		for i := range out.Rows {
			out.Rows[i] = append(out.Rows[i], t.Rows[i][len(t.Rows[i])-1])
		}
		return out
	}
	out := Table{Name: t.Name, Title: t.Title, Columns: append(append([]Column(nil), t.Columns[:n+1]...), Column{Name: "other areas", Kind: Number})}
	for _, row := range t.Rows {
		rest := 0.0
		for _, v := range row[n+1:] {
			if f, ok := v.(float64); ok {
				rest += f
			}
		}
		out.Rows = append(out.Rows, append(append([]any(nil), row[:n+1]...), math.Round(rest*100)/100))
	}
	return out
}

// TopVenuesTitle is the title of TopVenuesTable(n) on a page that shows
// only those rows: "Top venues", "Top venues (10 of 14)", then the credit
// at venues outside the catalogue, which is never pooled into a row.
func (r *Report) TopVenuesTitle(n int) string {
	title := "Top venues"
	if k := len(r.Cohort.ByVenue); k > n {
		title = fmt.Sprintf("Top venues (%d of %d)", n, k)
	}
	if out := r.Cohort.OutsideCatalogue; out > 0 {
		title += fmt.Sprintf("; %s paper(s) at venues not in the catalogue, not ranked", FormatNumber(out))
	}
	return title
}

// StageLabel is the label of the candidate's career stage.
func (c *Candidate) StageLabel() string { return Label(c.Stage) }

// RankLabel is the candidate's rank on a metric in the cohort and, in
// brackets, in the stage: "3 (2 of 4)".
func (c *Candidate) RankLabel(metric string) string {
	s := fmt.Sprint(c.Ranks.Of(metric))
	if st := RankOf(c.StageRanks.Of(metric), c.StageSize); st != "" {
		s += " (" + st + ")"
	}
	return s
}

// Title is the heading of the changes: "Changes", or "Changes since RUN".
func (ch *Changes) Title() string {
	if ch.First {
		return "Changes"
	}
	return "Changes since " + ch.Since
}

// CountsLabel says what changed for a candidate: "1 paper added,
// 2 figures changed"; "" when nothing did.
func (c CandidateChange) CountsLabel() string {
	var parts []string
	for _, k := range []struct {
		n         int
		one, many string
	}{
		{len(c.PapersAdded), "paper added", "papers added"},
		{len(c.PapersRemoved), "paper removed", "papers removed"},
		{len(c.AwardsAdded), "award added", "awards added"},
		{len(c.AwardsRemoved), "award removed", "awards removed"},
		{len(c.Figures), "figure changed", "figures changed"},
	} {
		switch {
		case k.n == 1:
			parts = append(parts, "1 "+k.one)
		case k.n > 1:
			parts = append(parts, fmt.Sprintf("%d %s", k.n, k.many))
		}
	}
	return strings.Join(parts, ", ")
}

// Facts are a candidate's facts as labelled text: what a text report
// writes under the candidate's name.
type Facts struct {
	Stage string // the career stage's label
	// StageWhy is Candidate.StageWhy; Rate is Candidate.Rate in words.
	StageWhy, Rate string
	// AsOf is the date the CV is measured to and where it came from,
	// "2024-05 (stated in the CV); STALE: 30 months old"; "" when unknown.
	AsOf string
	// PhD is the doctorate; nil when the CV gives none.
	PhD *PhDFacts
	// KeyFigures is Candidate.KeyFigures with the rank in the cohort as
	// "RANK of N" (when ranked) and the percentile as "P%".
	KeyFigures Table
	// Years is "YEAR: CREDIT" for each year with counted papers, then
	// "no year: N" for counted papers without one.
	Years []string
	// Venues is the credit at each catalogue venue, most first; Outside
	// at each venue the catalogue lacks, as the CV wrote it.
	Venues, Outside []Tally
	// Counted is "N of M paper(s) counted", then why the others were not
	// ("; not counted: WHY (N), ...") and the duplicates merged.
	Counted string
	// Awards are the candidate's awards, one row each.
	Awards []AwardFacts
	// Corrected lists the papers and awards a corrections file set or
	// added: `paper “TITLE”: MARK`, `award “NAME”: MARK`.
	Corrected []string
}

// PhDFacts are a doctorate as text.
type PhDFacts struct {
	Institution string // as the CV wrote it; "" when not given
	// Dates is the span, "-" when unknown, with " (expected)" for a PhD
	// not yet done.
	Dates string
	// Figures are "years to degree N" and "years since N" when known.
	Figures []string
}

// Tally is a label and its count, as text.
type Tally struct{ Label, Count string }

// AwardFacts are one award as text.
type AwardFacts struct {
	Years, Category, Status string
	// Award is the name (with its note in brackets, "[corrected] " before
	// it when a corrections file touched it) and the issuer.
	Award string
}

// Facts are candidate c's facts as labelled text; ranks are out of the
// report's candidates.
func (r *Report) Facts(c *Candidate) Facts {
	return Facts{
		Stage:      c.StageLabel(),
		StageWhy:   c.StageWhy,
		Rate:       c.Rate.String(),
		AsOf:       asOfLabel(c),
		PhD:        phdFacts(c),
		KeyFigures: keyFigureLabels(c, len(r.Candidates)),
		Years:      yearLabels(c),
		Venues:     venueTallies(c),
		Outside:    outsideTallies(c),
		Counted:    countedNote(c),
		Awards:     awardFacts(c.Awards),
		Corrected:  correctedLines(c),
	}
}

// asOfLabel is Facts.AsOf.
func asOfLabel(c *Candidate) string {
	s := c.AsOf.String()
	if s == "" {
		return ""
	}
	s += " (" + Label(c.AsOfSource) + ")"
	if c.Stale {
		s += fmt.Sprintf("; STALE: %d months old", c.AgeMonths)
	}
	return s
}

// phdFacts is Facts.PhD.
func phdFacts(c *Candidate) *PhDFacts {
	p := c.PhD
	if p == nil {
		return nil
	}
	f := &PhDFacts{Institution: p.Institution, Dates: cv.Span(p.Start, p.End)}
	if f.Dates == "" {
		f.Dates = "-"
	}
	status := PhDStatus(c)
	if status == "expected" {
		f.Dates += " (expected)"
	}
	if c.YearsToDegree > 0 {
		f.Figures = append(f.Figures, "years to degree "+FormatNumber(c.YearsToDegree))
	}
	if c.YearsSincePhD > 0 || status == "done" {
		f.Figures = append(f.Figures, "years since "+FormatNumber(c.YearsSincePhD))
	}
	return f
}

// keyFigureLabels is Facts.KeyFigures, ranks out of n candidates.
func keyFigureLabels(c *Candidate, n int) Table {
	kf := c.KeyFigures()
	for _, row := range kf.Rows {
		if len(row) > 4 {
			row[4] = FormatNumber(row[4].(float64)) + "%"
		}
		if len(row) > 2 {
			if rank, ok := row[2].(int); ok && rank > 0 {
				row[2] = RankOf(rank, n)
			}
		}
	}
	return kf
}

// yearLabels is Facts.Years.
func yearLabels(c *Candidate) []string {
	var years []string
	t := c.YearTally()
	for _, y := range t.Years() {
		years = append(years, fmt.Sprintf("%d: %s", y, FormatNumber(t.ByYear[y])))
	}
	noYear := 0
	for _, p := range c.Papers {
		if p.Counted && p.Year == 0 {
			noYear++
		}
	}
	if noYear > 0 {
		years = append(years, fmt.Sprintf("no year: %d", noYear))
	}
	return years
}

// venueTallies is Facts.Venues.
func venueTallies(c *Candidate) []Tally {
	var out []Tally
	vs, byVenue := c.TopVenues(0)
	for _, v := range vs {
		out = append(out, Tally{v, FormatNumber(byVenue[v])})
	}
	return out
}

// outsideTallies is Facts.Outside.
func outsideTallies(c *Candidate) []Tally {
	var out []Tally
	for _, v := range c.VenuesAsWritten() {
		out = append(out, Tally{v.Venue, FormatNumber(v.Credit)})
	}
	return out
}

// countedNote is Facts.Counted.
func countedNote(c *Candidate) string {
	why := map[string]int{}
	for _, p := range c.Papers {
		if !p.Counted {
			why[p.Why]++
		}
	}
	reasons := make([]string, 0, len(why))
	for r := range why {
		reasons = append(reasons, r)
	}
	sort.Strings(reasons)
	note := fmt.Sprintf("%d of %d paper(s) counted", c.Counts.Papers, len(c.Papers))
	if len(reasons) > 0 {
		parts := make([]string, len(reasons))
		for i, r := range reasons {
			parts[i] = fmt.Sprintf("%s (%d)", WhyNotCounted(r), why[r])
		}
		note += "; not counted: " + strings.Join(parts, ", ")
	}
	if len(c.Merged) > 0 {
		note += fmt.Sprintf("; %d duplicate(s) merged", len(c.Merged))
	}
	return note
}

// awardFacts is Facts.Awards.
func awardFacts(awards []cv.Award) []AwardFacts {
	var out []AwardFacts
	for _, a := range awards {
		name := a.Name
		if a.Note != "" {
			name += " (" + a.Note + ")"
		}
		if len(a.Corrected) > 0 {
			name = "[corrected] " + name
		}
		out = append(out, AwardFacts{Years: a.YearSpan(), Category: Label(a.Category), Status: Label(a.Status), Award: joinNonBlank(", ", name, a.Issuer)})
	}
	return out
}

// joinNonBlank joins the parts that are not blank, trimmed.
func joinNonBlank(sep string, parts ...string) string {
	var out []string
	for _, p := range parts {
		if p = strings.TrimSpace(p); p != "" {
			out = append(out, p)
		}
	}
	return strings.Join(out, sep)
}

// correctedLines is Facts.Corrected.
func correctedLines(c *Candidate) []string {
	var lines []string
	for _, p := range c.Papers {
		if m := CorrectionMark(p.Corrected, p.CorrectionNote); m != "" {
			lines = append(lines, "paper “"+p.Title+"”: "+m)
		}
	}
	for _, a := range c.Awards {
		if m := CorrectionMark(a.Corrected, a.CorrectionNote); m != "" {
			lines = append(lines, "award “"+a.Name+"”: "+m)
		}
	}
	return lines
}
