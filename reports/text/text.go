// Package text writes an analytics report for a terminal: aligned cohort
// tables narrow enough for about 120 columns, then a section per
// candidate. It is "vitae stats" (the default format) and
// "vitae report --text". CV text is cleaned of control characters.
package text

import (
	"bufio"
	"bytes"
	"cmp"
	"fmt"
	"io"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/vitae-cv/vitae/analytics"
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
		tt.right = append(tt.right, t.Columns[i].Kind.Numeric())
	}
	for _, row := range t.Cells() {
		out := make([]string, len(pick))
		for j, i := range pick {
			limit := maxCell
			if t.Columns[i].Name == "Candidate" {
				limit = maxName
			}
			out[j] = reports.Truncate(termsafe.Text(row[i]), limit)
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

	cohortTables(&b, rep, byStage)
	// the candidates' sections one at a time, straight to w: a cohort of
	// 100,000 is not held as one text
	bw := bufio.NewWriterSize(w, 1<<16)
	_, _ = bw.Write(b.Bytes())
	for _, c := range rep.Candidates {
		b.Reset()
		candidateText(&b, c, rep.Facts(c))
		if _, err := bw.Write(b.Bytes()); err != nil {
			return err
		}
	}
	return bw.Flush()
}

// cohortTables writes the cohort's tables, each after a blank line, and
// the data-quality notes.
func cohortTables(b *bytes.Buffer, rep *analytics.Report, byStage bool) {
	section := func(t textTable) {
		b.WriteString("\n")
		t.write(b, "")
	}
	summary := rep.SummaryTable()
	summary.Title = "Candidates summary"
	if byStage {
		for _, t := range rep.StageTables(summary) {
			section(toText(t, summaryColumns))
		}
	} else {
		section(toText(summary, summaryColumns))
	}
	section(toText(rep.DistributionTable(), nil))
	section(compactRanks(rep))
	section(toText(rep.PerYearTable().NonEmpty("Counted", "Listed"), nil))
	venues := rep.TopVenuesTable(10)
	venues.Title = rep.TopVenuesTitle(10) // each candidate's section lists the venues outside the catalogue
	section(toText(venues, nil))
	section(matrixText(rep))
	section(toText(rep.AwardCategoryTable(), nil))
	section(toText(rep.FellowshipTable(), nil))
	if merges := rep.MergesTable(); len(merges.Rows) > 0 {
		merges.Title = "Duplicates merged"
		section(toText(merges, nil))
	}
	section(toText(rep.AreaTableNarrow(6), nil))
	section(toText(rep.QualityTable(), nil))
	wrapList(b, "In short:", rep.Quality.SummaryParts())
	if stale := rep.Quality.StaleCorrections; len(stale) > 0 {
		fmt.Fprintf(b, "  Stale corrections (%d): nothing to correct any more; update the corrections file\n", len(stale))
		for _, s := range stale {
			fmt.Fprintf(b, "    * %s\n", termsafe.Text(s))
		}
	}
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
		row := []any{c.Name, c.StageLabel()}
		for _, m := range ms {
			row = append(row, c.RankLabel(m.Name))
		}
		t.Rows = append(t.Rows, row)
	}
	return toText(t, nil)
}

// candidateText writes one candidate's section from its facts.
func candidateText(b *bytes.Buffer, c *analytics.Candidate, f analytics.Facts) {
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
	field("Stage", termsafe.Text(cmp.Or(f.StageWhy, f.Stage))) // the stage rule quotes CV text
	field("Current position", termsafe.Text(c.Current))
	field("CV as of", f.AsOf)
	field("PhD", phdText(f.PhD))
	field("Papers/year", f.Rate)
	b.WriteString("\n")
	toText(f.KeyFigures, nil).write(b, "  ") // ranks as "r/n": a rank means little without the cohort size
	b.WriteString("\n")
	wrapList(b, "Papers per year:", f.Years)
	wrapList(b, "Venues:", tallies(f.Venues, 40))
	if outside := tallies(f.Outside, analytics.VenueLabelWidth); len(outside) > 0 { // each as the CV wrote it, never pooled
		wrapList(b, "Venues not in the catalogue:", outside)
	}
	fmt.Fprintf(b, "  Note: %s\n", termsafe.Text(f.Counted))
	writeAwards(b, f.Awards)
	writeCorrected(b, f.Corrected)
}

// phdText is the PhD line: "INSTITUTION, DATES; FIGURES", or "none found".
func phdText(p *analytics.PhDFacts) string {
	if p == nil {
		return "none found"
	}
	phd := p.Dates
	if inst := termsafe.Text(p.Institution); inst != "" {
		phd = inst + ", " + phd
	}
	if len(p.Figures) > 0 {
		phd += "; " + strings.Join(p.Figures, ", ")
	}
	return phd
}

// tallies writes "LABEL COUNT" per tally, the label cut to width runes.
func tallies(ts []analytics.Tally, width int) []string {
	var out []string
	for _, t := range ts {
		out = append(out, reports.Truncate(termsafe.Text(t.Label), width)+" "+t.Count)
	}
	return out
}

// writeAwards writes the candidate's awards table; nothing without awards.
func writeAwards(b *bytes.Buffer, awards []analytics.AwardFacts) {
	if len(awards) == 0 {
		return
	}
	fmt.Fprintf(b, "\n  Awards (%d)\n", len(awards))
	at := textTable{right: []bool{false, false, false, false}}
	at.headers = []string{"Year", "Category", "Status", "Award"}
	for _, a := range awards {
		at.rows = append(at.rows, []string{a.Years, a.Category, a.Status, reports.Truncate(termsafe.Text(a.Award), 80)})
	}
	at.write(b, "    ")
}

// writeCorrected lists the candidate's papers and awards that a
// corrections file set or added, with what was corrected and why; nothing
// when there are none.
func writeCorrected(b *bytes.Buffer, lines []string) {
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
