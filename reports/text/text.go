// Package text writes an analytics report for a terminal: aligned cohort
// tables narrow enough for about 120 columns, then a section per
// candidate. It is "vitae stats" (the default format) and
// "vitae report --text". CV text is cleaned of control characters.
package text

import (
	"bytes"
	"fmt"
	"io"
	"math"
	"slices"
	"sort"
	"strings"
	"unicode/utf8"

	"github.com/vitae-cv/vitae/analytics"
	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/internal/termsafe"
	"github.com/vitae-cv/vitae/reports"
)

// textTable is a table ready for the terminal.
type textTable struct {
	title   string
	headers []string
	right   []bool // right-align the column (numbers)
	rows    [][]string
}

// maxCell is the widest a text cell is printed, in runes; maxName the
// widest candidate name in a table, so the summary fits about 120 columns.
const (
	maxCell = 48
	maxName = 28
)

func numeric(k analytics.Kind) bool {
	return k == analytics.Int || k == analytics.Number || k == analytics.Year
}

// toText prepares t for the terminal. keep lists the columns to show and
// their headers (in that order); nil shows every column as named.
func toText(t analytics.Table, keep []column) textTable {
	if keep == nil {
		for _, c := range t.Columns {
			keep = append(keep, column{c.Name, c.Name})
		}
	}
	idx := map[string]int{}
	for i, c := range t.Columns {
		idx[c.Name] = i
	}
	tt := textTable{title: termsafe.Text(t.Title)}
	var pick []int
	for _, k := range keep {
		i, ok := idx[k.name]
		if !ok {
			continue
		}
		pick = append(pick, i)
		tt.headers = append(tt.headers, termsafe.Text(k.header)) // an area's name, from a record
		tt.right = append(tt.right, numeric(t.Columns[i].Kind))
	}
	for _, row := range t.Rows {
		out := make([]string, len(pick))
		for j, i := range pick {
			if i < len(row) {
				limit := maxCell
				if t.Columns[i].Name == "Candidate" {
					limit = maxName
				}
				out[j] = reports.Truncate(termsafe.Text(analytics.FormatCellKind(row[i], t.Columns[i].Kind)), limit)
			}
		}
		tt.rows = append(tt.rows, out)
	}
	return tt
}

// column picks a table column by name and gives its text header.
type column struct{ name, header string }

// write draws the table, its title underlined, columns two spaces apart.
func (t textTable) write(b *bytes.Buffer, indent string) {
	if t.title != "" {
		fmt.Fprintf(b, "%s%s\n%s%s\n", indent, t.title, indent, strings.Repeat("-", utf8.RuneCountInString(t.title)))
	}
	if len(t.rows) == 0 {
		fmt.Fprintf(b, "%s(none)\n", indent)
		return
	}
	width := make([]int, len(t.headers))
	for i, h := range t.headers {
		width[i] = utf8.RuneCountInString(h)
	}
	for _, r := range t.rows {
		for i, c := range r {
			width[i] = max(width[i], utf8.RuneCountInString(c))
		}
	}
	line := func(cells []string) {
		var l strings.Builder
		l.WriteString(indent)
		for i, c := range cells {
			pad := strings.Repeat(" ", width[i]-utf8.RuneCountInString(c))
			if i > 0 {
				l.WriteString("  ")
			}
			if t.right[i] {
				l.WriteString(pad + c)
			} else {
				l.WriteString(c + pad)
			}
		}
		b.WriteString(strings.TrimRight(l.String(), " "))
		b.WriteString("\n")
	}
	line(t.headers)
	for _, r := range t.rows {
		line(r)
	}
}

// summaryColumns is the compact candidate summary of the text format.
var summaryColumns = []column{
	{"Candidate", "Candidate"}, {"Stage", "Stage"}, {"CV as of", "As of"}, {"Stale", "Stale"},
	{"Papers per year since PhD start", "Papers/yr"}, {"Rank in stage", "In stage"}, {"Rank in cohort", "Cohort"},
	{"Papers", "Papers"}, {"First-author", "First"}, {"Fellowships", "Fellowships"},
}

// textRankMetrics are the metrics of the text rank table, which must fit
// a terminal; CSV and JSON have them all.
var textRankMetrics = []string{"papers_per_year", "first_author_share", "papers", "first_author", "fellowships", "awards", "talks"}

// shortMetric names the metrics in the narrow text rank table.
var shortMetric = map[string]string{
	"papers":             "Papers",
	"first_author":       "First",
	"first_author_share": "First share",
	"papers_per_year":    "Papers/yr",
	"top_venue_papers":   "Top venues",
	"fellowships":        "Fellowships",
	"awards":             "Awards",
	"paper_awards":       "Paper awards",
	"talks":              "Talks",
	"service":            "Service",
	"teaching":           "Teaching",
}

// Write writes r for a terminal: a heading line, the cohort tables (the
// candidates summary, split by stage with opt.ByStage) and a section per
// candidate.
func Write(w io.Writer, rep *analytics.Report, opt reports.Options) error {
	byStage := opt.ByStage
	var b bytes.Buffer
	// The selection ends with "as of YEAR" whenever the year is known.
	head := fmt.Sprintf("%d candidate(s); %d duplicate paper(s) merged; %s", len(rep.Candidates), rep.Merged, termsafe.Text(rep.Selection))
	if rep.RunDate.Year > 0 {
		head += "; run date " + rep.RunDate.String()
	}
	b.WriteString(head + "\n")
	b.WriteString("Candidates are ranked on papers per year since the PhD started (the headline rate), within their career stage and in the cohort.\n")
	changesBlock(&b, rep.Changes)

	section := func(t textTable) {
		b.WriteString("\n")
		t.write(&b, "")
	}
	summary := rep.SummaryTable()
	summary.Title = "Candidates summary"
	if byStage {
		for _, t := range reports.StageTables(summary, rep.Stages) {
			section(toText(t, summaryColumns))
		}
	} else {
		section(toText(summary, summaryColumns))
	}
	section(toText(rep.DistributionTable(), nil))

	section(compactRanks(rep))

	perYear := rep.PerYearTable()
	var yearCols []column
	for i, col := range perYear.Columns {
		keep := i == 0 || col.Name == "Counted" || col.Name == "Listed"
		for _, row := range perYear.Rows {
			if i < len(row) && row[i] != nil && row[i] != 0.0 && row[i] != 0 {
				keep = true
				break
			}
		}
		if keep {
			yearCols = append(yearCols, column{col.Name, col.Name})
		}
	}
	section(toText(perYear, yearCols))
	venues := rep.TopVenuesTable(10)
	venues.Title = "Top venues"
	if n := len(rep.Cohort.ByVenue); n > 10 {
		venues.Title = fmt.Sprintf("Top venues (10 of %d)", n)
	}
	if out := rep.Cohort.OutsideCatalogue; out > 0 {
		// never a pooled row: each candidate's section lists them as written
		venues.Title += fmt.Sprintf("; %s paper(s) at venues not in the catalogue, not ranked", analytics.FormatNumber(out))
	}
	section(toText(venues, nil))
	section(toText(rep.AwardCategoryTable(), nil))
	section(toText(rep.FellowshipTable(), nil))
	if merges := rep.MergesTable(); len(merges.Rows) > 0 {
		merges.Title = "Duplicates merged"
		section(toText(merges, nil))
	}
	section(toText(narrowAreas(rep.AreaTable(), 6), nil))
	q := rep.QualityTable()
	section(toText(q, nil))
	wrapList(&b, "In short:", strings.Split(strings.TrimPrefix(rep.Quality.Summary(), "data quality: "), ", "))
	if stale := rep.Quality.StaleCorrections; len(stale) > 0 {
		fmt.Fprintf(&b, "  Stale corrections (%d): nothing to correct any more; update the corrections file\n", len(stale))
		for _, s := range stale {
			fmt.Fprintf(&b, "    * %s\n", termsafe.Text(s))
		}
	}

	for _, c := range rep.Candidates {
		candidateText(&b, c, len(rep.Candidates))
	}
	_, err := w.Write(b.Bytes())
	return err
}

// compactRanks is the rank table for a terminal: for the main metrics,
// the rank in the cohort and, in brackets, in the stage ("3 (2/4)").
func compactRanks(rep *analytics.Report) textTable {
	spec := []analytics.Column{{Name: "Candidate", Kind: analytics.Text}, {Name: "Stage", Kind: analytics.Text}}
	var ms []analytics.Metric
	for _, m := range rep.MetricList() {
		if slices.Contains(textRankMetrics, m.Name) {
			ms = append(ms, m)
			spec = append(spec, analytics.Column{Name: shortMetric[m.Name], Kind: analytics.Text})
		}
	}
	t := analytics.Table{Name: "ranks", Title: "Rank in the cohort (and within the stage); 1 = highest", Columns: spec}
	for _, c := range rep.Candidates {
		row := []any{c.Name, analytics.Label(c.Stage)}
		for _, m := range ms {
			row = append(row, fmt.Sprintf("%d (%d/%d)", c.Ranks[m.Name], c.StageRanks[m.Name], c.StageSize))
		}
		t.Rows = append(t.Rows, row)
	}
	return toText(t, nil)
}

// narrowAreas keeps a terminal's width: the first n area columns, the
// others added into one "other areas" column.
func narrowAreas(t analytics.Table, n int) analytics.Table {
	if len(t.Columns) <= n+2 {
		return t
	}
	if last := t.Columns[len(t.Columns)-1]; strings.HasPrefix(last.Name, "Top venues") {
		// the committee's top venues stay a column of their own
		areas := analytics.Table{Name: t.Name, Title: t.Title, Columns: t.Columns[:len(t.Columns)-1]}
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
	out := analytics.Table{Name: t.Name, Title: t.Title, Columns: append(append([]analytics.Column(nil), t.Columns[:n+1]...), analytics.Column{Name: "other areas", Kind: analytics.Number})}
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

// candidateText writes one candidate's section.
func candidateText(b *bytes.Buffer, c *analytics.Candidate, n int) {
	title := "== " + termsafe.Text(c.Name)
	if src := termsafe.Text(c.Source); src != "" && src != termsafe.Text(c.Name) {
		title += " (" + src + ")"
	}
	fmt.Fprintf(b, "\n%s\n", title)
	field := func(label, value string) {
		if value != "" {
			fmt.Fprintf(b, "%-16s %s\n", label+":", value)
		}
	}
	field("Stage", analytics.Label(c.Stage))
	field("Current position", termsafe.Text(c.Current))
	asOf := c.AsOf.String()
	if asOf != "" {
		asOf += " (" + analytics.Label(c.AsOfSource) + ")"
		if c.Stale {
			asOf += fmt.Sprintf("; STALE: %d months old", c.AgeMonths)
		}
	}
	field("CV as of", asOf)
	if p := c.PhD; p != nil {
		phd := cv.Span(p.Start, p.End)
		if phd == "" {
			phd = "-"
		}
		if analytics.PhDStatus(c) == "expected" {
			phd += " (expected)"
		}
		var extra []string
		if inst := termsafe.Text(p.Institution); inst != "" {
			phd = inst + ", " + phd
		}
		if c.YearsToDegree > 0 {
			extra = append(extra, "years to degree "+analytics.FormatNumber(c.YearsToDegree))
		}
		if c.YearsSincePhD > 0 || analytics.PhDStatus(c) == "done" {
			extra = append(extra, "years since "+analytics.FormatNumber(c.YearsSincePhD))
		}
		if len(extra) > 0 {
			phd += "; " + strings.Join(extra, ", ")
		}
		field("PhD", phd)
	} else {
		field("PhD", "none found")
	}

	kf := c.KeyFigures()
	kt := toText(kf, nil)
	// Rank as "r/n": a rank means little without the cohort size.
	for i, row := range kf.Rows {
		if len(row) > 4 {
			kt.rows[i][4] = analytics.FormatNumber(row[4].(float64)) + "%"
		}
		if len(row) > 2 {
			if r, ok := row[2].(int); ok && r > 0 {
				kt.rows[i][2] = fmt.Sprintf("%d/%d", r, n)
			}
		}
	}
	b.WriteString("\n")
	kt.write(b, "  ")

	var years []string
	for _, y := range c.Years() {
		years = append(years, fmt.Sprintf("%d: %s", y, analytics.FormatNumber(c.Counts.ByYear[y])))
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
	b.WriteString("\n")
	wrapList(b, "Papers per year:", years)
	var vs []string
	for _, v := range c.Counts.TopVenues(0) {
		vs = append(vs, fmt.Sprintf("%s %s", reports.Truncate(termsafe.Text(v), 40), analytics.FormatNumber(c.Counts.ByVenue[v])))
	}
	wrapList(b, "Venues:", vs)
	var outside []string
	for _, v := range c.VenuesAsWritten() {
		outside = append(outside, fmt.Sprintf("%s %s", reports.Truncate(termsafe.Text(v.Venue), analytics.VenueLabelWidth), analytics.FormatNumber(v.Credit)))
	}
	if len(outside) > 0 { // each as the CV wrote it, never pooled
		wrapList(b, "Venues not in the catalogue:", outside)
	}

	// counted vs uncounted
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
			label := r
			if label == "" {
				label = "no reason given"
			}
			parts[i] = fmt.Sprintf("%s (%d)", label, why[r])
		}
		note += "; not counted: " + strings.Join(parts, ", ")
	}
	if len(c.Merged) > 0 {
		note += fmt.Sprintf("; %d duplicate(s) merged", len(c.Merged))
	}
	fmt.Fprintf(b, "  Note: %s\n", termsafe.Text(note))

	if len(c.Awards) > 0 {
		fmt.Fprintf(b, "\n  Awards (%d)\n", len(c.Awards))
		at := textTable{right: []bool{false, false, false, false}}
		at.headers = []string{"Year", "Category", "Status", "Award"}
		for _, a := range c.Awards {
			name := a.Name
			if a.Note != "" {
				name += " (" + a.Note + ")"
			}
			if len(a.Corrected) > 0 {
				name = "[corrected] " + name
			}
			at.rows = append(at.rows, []string{a.YearSpan(), analytics.Label(a.Category), analytics.Label(a.Status), reports.Truncate(termsafe.Text(reports.JoinNonEmpty(", ", name, a.Issuer)), 80)})
		}
		at.write(b, "    ")
	}
	writeCorrected(b, c)
}

// writeCorrected lists the candidate's papers and awards that a
// corrections file set or added, with what was corrected and why; nothing
// when there are none.
func writeCorrected(b *bytes.Buffer, c *analytics.Candidate) {
	var lines []string
	for _, p := range c.Papers {
		if m := analytics.CorrectionMark(p.Corrected, p.CorrectionNote); m != "" {
			lines = append(lines, "paper “"+p.Title+"”: "+m)
		}
	}
	for _, a := range c.Awards {
		if m := analytics.CorrectionMark(a.Corrected, a.CorrectionNote); m != "" {
			lines = append(lines, "award “"+a.Name+"”: "+m)
		}
	}
	if len(lines) == 0 {
		return
	}
	fmt.Fprintf(b, "\n  Corrected by hand (%d)\n", len(lines))
	for _, l := range lines {
		fmt.Fprintf(b, "    * %s\n", termsafe.Text(l))
	}
}

// wrapList writes "  LABEL item, item, ..." wrapped at about 100 columns.
func wrapList(b *bytes.Buffer, label string, items []string) {
	if len(items) == 0 {
		fmt.Fprintf(b, "  %s (none)\n", label)
		return
	}
	const width = 100
	prefix := "  " + label + " "
	cont := strings.Repeat(" ", utf8.RuneCountInString(prefix))
	line := prefix
	first := true
	for i, it := range items {
		if i < len(items)-1 {
			it += ","
		}
		if !first && utf8.RuneCountInString(line)+1+utf8.RuneCountInString(it) > width {
			b.WriteString(line + "\n")
			line, first = cont, true
		}
		if !first {
			line += " "
		}
		line += it
		first = false
	}
	b.WriteString(line + "\n")
}
