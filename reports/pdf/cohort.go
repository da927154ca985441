package pdf

import (
	"fmt"
	"math"
	"strings"

	"github.com/vitae-cv/vitae/analytics"
	"github.com/vitae-cv/vitae/charts"
)

// summaryCol is a column of the candidates table: the heading shown
// (lines split at "\n"), the width (mm, landscape), the alignment, and the
// cell's text from the SummaryTable row.
type summaryCol struct {
	head  string
	w     float64
	align string
	cell  func(r summaryRow) string
}

// summaryRow reads a SummaryTable row by column name.
type summaryRow struct {
	t   analytics.Table
	idx map[string]int
	row []any
	c   *analytics.Candidate // the row's candidate
}

// get is the cell of the named column, as the column shows it.
func (r summaryRow) get(col string) string {
	j, ok := r.idx[col]
	if !ok {
		return ""
	}
	return analytics.FormatCellKind(r.row[j], r.t.Columns[j].Kind)
}

// field returns a cell function showing a column as it is.
func field(col string) func(summaryRow) string {
	return func(r summaryRow) string { return r.get(col) }
}

// summaryCols are the columns of the candidates table, 269 mm in all.
var summaryCols = []summaryCol{
	{"Candidate", 40, "L", field("Candidate")},
	{"Stage", 19, "L", field("Stage")},
	{"Current position", 33, "L", field("Current position")},
	{"CV as of", 24, "L", field("CV as of")}, // the stale mark is drawn after the date
	{"As of from", 25, "L", field("As of from")},
	{"PhD", 25, "L", phdCell},
	{"Papers/yr since\nPhD start", 19, "R", field("Papers per year since PhD start")},
	{"Rank in\nstage", 13, "R", rankInStage},
	{"Rank in\ncohort", 13, "R", field("Rank in cohort")},
	{"Papers", 11, "R", field("Papers")},
	{"First-\nauthor", 11, "R", field("First-author")},
	{"Fellow-\nships", 12, "R", field("Fellowships")},
	{"Awards", 11, "R", field("Awards won")},
	{"Warn-\nings", 13, "R", field("Warnings")},
}

// phdCell says where the PhD stands: "done 2017-05", "expected 2019-09",
// "ongoing", or blank without a PhD.
func phdCell(r summaryRow) string { return r.c.PhDStatusLabel() }

// rankInStage is the headline rank within the stage, "k/n".
func rankInStage(r summaryRow) string { return r.c.StageRankLabel(analytics.Headline) }

// cohort draws the cohort pages: the candidates table and the charts,
// then the data quality section and the per-year table.
func (d *doc) cohort() {
	f := d.f
	d.sectionPage(secSummary, 16, 5)
	f.SetY(f.GetY() + 7)
	d.cohortLines()
	d.missingNote()
	d.candidatesTable()
	d.cohortCharts()
	d.comparison()
	d.f.SetY(d.f.GetY() + 6)
	d.dataQuality()
	d.perYearTable()
	d.venueMatrix() // matrix.go
	d.shortlist()
}

// cohortLines writes the cohort's figures, its stages and the data
// quality in one line each under the title.
func (d *doc) cohortLines() {
	r, f := d.r, d.f
	lines := []struct {
		s string
		c rgb
	}{
		{r.CohortLine(), text2},
		{"Stages: " + r.StagesLabel(" · "), text2},
		{r.Quality.Summary(), qualityColor(r.Quality)},
	}
	d.setFont("", 9)
	for _, l := range lines {
		d.color(l.c)
		for _, w := range d.wrap(l.s, d.contentW()) {
			d.text(margin, f.GetY()+3.5, w)
			f.SetY(f.GetY() + 4.4)
		}
	}
	f.SetY(f.GetY() + 2)
}

// qualityColor is red when inputs failed or CVs are stale, grey otherwise.
func qualityColor(q analytics.Quality) rgb {
	if len(q.Failed) > 0 || len(q.Stale) > 0 || len(q.SamePerson) > 0 || len(q.StaleCorrections) > 0 {
		return alert
	}
	return text2
}

// missingNote says which characters the font lacks, when any.
func (d *doc) missingNote() {
	f := d.f
	miss := d.missingIn()
	if len(miss) == 0 {
		return
	}
	cps := make([]string, 0, min(len(miss), 12))
	for i, m := range miss {
		if i == 12 {
			cps = append(cps, "…")
			break
		}
		cps = append(cps, fmt.Sprintf("U+%04X", m))
	}
	d.setFont("B", 8.5)
	d.color(alert)
	note := fmt.Sprintf("%s characters in this report could not be shown in this font and print as %s (%s); use --font with a font that covers them.",
		aliasMissing, d.replacementFor("B"), strings.Join(cps, " "))
	// ASCII, the replacement and an alias: drawn without the glyph check
	for _, l := range d.wrap(note, d.contentW()) {
		d.f.Text(margin, f.GetY()+3, l)
		f.SetY(f.GetY() + 4)
	}
	f.SetY(f.GetY() + 2)
}

// cohortCharts draws the per-year and fellowship charts side by side,
// on this page if they fit, else on a page of their own.
func (d *doc) cohortCharts() {
	f := d.f
	f.SetY(f.GetY() + 6)
	chartH := d.bottom() - f.GetY()
	if chartH < 70 {
		d.newPage(true)
		chartH = d.bottom() - f.GetY()
	}
	chartH = math.Min(chartH, 100)
	y := f.GetY()
	d.mark(secCharts, "", 0, y-2)
	cw := d.contentW()
	gap := 12.0
	half := (cw - gap) / 2
	d.cohortYears(margin, y, half, chartH)
	d.fellowships(margin+half+gap, y, half, chartH)
	f.SetY(y + chartH)
}

// candidatesTable draws one row per candidate, grouped by stage: stage,
// the CV's own date (and a stale mark), the PhD status, the headline rate
// with its rank in the stage and in the cohort, and key counts.
func (d *doc) candidatesTable() {
	f := d.f
	t := d.r.SummaryTable()
	idx := map[string]int{}
	for i, c := range t.Columns {
		idx[c.Name] = i
	}
	const rowH = 5.2
	width := 0.0
	for _, c := range summaryCols {
		width += c.w
	}
	d.setFont("B", 10)
	d.color(text1)
	d.text(margin, f.GetY()+3.5, "Candidates, by career stage")
	f.SetY(f.GetY() + 5.5)
	d.summaryHead()
	if len(t.Rows) == 0 {
		d.setFont("I", 8)
		d.color(text3)
		d.cell(0, rowH, "No candidates.", "", 1, "L", false)
		return
	}
	prev := analytics.Stage("")
	for i, k := range d.r.StageOrder() {
		if f.GetY()+rowH > d.bottom() {
			d.newPage(true)
			d.summaryHead()
		} else if i > 0 && d.r.Candidates[k].Stage != prev {
			d.draw(text3)
			d.lineW(0.3)
			f.Line(margin, f.GetY(), margin+width, f.GetY())
		}
		prev = d.r.Candidates[k].Stage
		d.summaryLine(summaryRow{t, idx, t.Rows[k], d.r.Candidates[k]}, i%2 == 1, rowH)
	}
	d.draw(rule)
	d.lineW(0.2)
	f.Line(margin, f.GetY(), margin+width, f.GetY())
	d.setFont("I", 6.5)
	d.color(text3)
	note := fmt.Sprintf("Headline rate: %s (counted papers, credit, from the PhD start, or the first counted paper, to the CV's own date). "+
		"Rank in stage k/n: among the n candidates of the same stage; rank in cohort: among all %d (1 = highest). "+
		"CV as of: the date each CV is measured to, and where it came from; stale: more than %d months before %s. "+
		"PhD: done, expected (the end date is expected) or ongoing. Fellowships: awarded only. Warnings: parser warnings (see Data quality).",
		analytics.HeadlineLabel(), len(d.r.Candidates), d.r.StaleMonths(), d.r.RunDate)
	for _, l := range d.wrap(note, width) {
		d.text(margin, f.GetY()+3.2, l)
		f.SetY(f.GetY() + 3)
	}
	f.SetY(f.GetY() + 1)
}

// summaryHead draws the candidates table's two-line heading.
func (d *doc) summaryHead() {
	f := d.f
	const h = 8.0
	y := f.GetY()
	x := margin
	d.fill(headFill)
	for _, c := range summaryCols {
		f.Rect(x, y, c.w, h, "F")
		x += c.w
	}
	d.setFont("B", 7)
	d.color(text1)
	x = margin
	for _, c := range summaryCols {
		lines := strings.Split(c.head, "\n")
		for i, l := range lines {
			ly := y + h/2 + 1 + (float64(i)-float64(len(lines)-1)/2)*3
			if c.align == "R" {
				d.textRight(x+c.w-1, ly, l)
			} else {
				d.text(x+1, ly, l)
			}
		}
		x += c.w
	}
	f.SetY(y + h)
}

// summaryLine draws one candidate's row.
func (d *doc) summaryLine(r summaryRow, banded bool, h float64) {
	f := d.f
	f.SetX(margin)
	d.fill(band)
	for _, c := range summaryCols {
		s := c.cell(r)
		d.color(text1)
		d.setFont("", 7.5)
		switch {
		case c.head == "Candidate":
			d.setFont("B", 7.5)
		case s == "":
			s = "–"
			d.color(text3)
		case strings.HasPrefix(s, "expected"):
			d.color(accent)
			d.setFont("I", 7.5)
		}
		x := f.GetX()
		d.cellFit(c.w, h, s, "", 0, c.align, banded)
		if c.head == "CV as of" && r.get("Stale") != "" && s != "–" {
			d.setFont("B", 7)
			d.color(alert)
			d.text(x+1+d.measureIn("", 7.5, s)+1.5, f.GetY()+h/2+0.9, "stale")
		}
	}
	f.Ln(h)
}

// measureIn measures s in the given style and size, keeping the font.
func (d *doc) measureIn(style string, size float64, s string) float64 {
	st, sz := d.style, d.size
	d.setFont(style, size)
	w := d.measure(s)
	d.setFont(st, sz)
	return w
}

// cohortYears draws the cohort's publications per year by type: counted
// types stacked, types not counted hatched beside them.
func (d *doc) cohortYears(x, y, w, h float64) {
	ss, apart := yearSeries(charts.PerYear(d.r))
	note := ""
	if apart {
		note = "Hatched bars beside: listed but not counted (not in the bar's total). Counted + not counted = listed; see the table \"Publications per year\"."
	}
	d.yearBars(x, y, w, h, "Publications per year, by type (cohort)", ss, note)
}

// maxFellowRows bounds the fellowships chart; the table has every
// candidate.
const maxFellowRows = 18

// maxMarks bounds the finalist or nominee marks drawn after a bar.
const maxMarks = 5

// fellowRow is one candidate's fellowships by status.
type fellowRow struct {
	name                       string
	awarded, finalist, nominee int
}

// fellowships draws the fellowships per candidate: a bar of the awarded
// ones, and after it a diamond per finalist place and a circle per
// nomination, never added into the bar.
func (d *doc) fellowships(x, y, w, h float64) {
	y = d.chartTitle(x, y, "Fellowships per candidate")
	rs, items := fellowRows(charts.FellowshipsUpTo(d.r, 0))
	if len(rs) == 0 {
		d.empty(x, y, w, h-5.5, "No fellowships in these CVs")
		return
	}
	aw, fi, no := items[0].color, items[1].color, items[2].color
	y += d.legend(x, y, w, items) + 1.5
	bottom := y + h - 5.5 - 5
	note := "Bars count awarded fellowships only; each finalist place and nomination is a mark after the bar."
	if len(rs) > maxFellowRows {
		note = fmt.Sprintf("The first %d of %d candidates with any fellowship; the table lists all. ", maxFellowRows, len(rs)) + note
		rs = rs[:maxFellowRows]
	}
	bottom -= 3.5
	maxA, maxM := 0, 0
	for _, r := range rs {
		maxA = max(maxA, r.awarded)
		maxM = max(maxM, min(r.finalist, maxMarks)+min(r.nominee, maxMarks))
	}
	d.setFont("", 7)
	labelW := 0.0
	for _, r := range rs {
		labelW = math.Max(labelW, d.measure(r.name))
	}
	labelW = math.Min(labelW+1.5, w*0.4)
	const markW = 3.0
	px := x + labelW + 1
	pw := w - labelW - 1 - 6 - float64(maxM)*markW - 4 // room for the value and the marks
	step := niceStep(float64(maxA), 5)
	axisMax := math.Max(math.Ceil(float64(maxA)/step-1e-9)*step, step)
	rowH := math.Min(6, (bottom-y)/float64(len(rs)))
	plotBottom := y + rowH*float64(len(rs))
	d.xGrid(px, pw, y, plotBottom, step, axisMax)
	fs := math.Min(7, rowH*2.2)
	for i, r := range rs {
		cy := y + float64(i)*rowH + rowH/2
		d.setFont("", fs)
		d.color(text1)
		d.text(x, cy+fs*0.12, d.fit(r.name, labelW-1))
		bw := pw * float64(r.awarded) / axisMax
		d.fill(aw)
		d.f.Rect(px, cy-rowH*0.35, bw, rowH*0.7, "F")
		d.setFont("", math.Min(6.5, fs))
		d.color(text2)
		label := fmt.Sprint(r.awarded)
		d.text(px+bw+1, cy+fs*0.12, label)
		mx := px + bw + 1 + d.measure(label) + 2.5
		mx = d.marks(mx, cy, r.finalist, math.Min(1.2, rowH*0.3), markW, fi, swatchDiamond)
		d.marks(mx, cy, r.nominee, math.Min(1.1, rowH*0.28), markW, no, swatchCircle)
	}
	d.draw(text3)
	d.lineW(0.25)
	d.f.Line(px, y, px, plotBottom)
	d.setFont("I", 6.5)
	d.color(text3)
	for i, l := range d.wrap(note, w) {
		d.text(x, plotBottom+7+float64(i)*3.2, l)
	}
	d.color(text1)
}

// marks draws n marks (at most maxMarks, then "+k") from x on the line
// cy, and returns the x after them.
func (d *doc) marks(x, cy float64, n int, r, step float64, c rgb, style swatch) float64 {
	for i := range min(n, maxMarks) {
		mx := x + float64(i)*step
		if style == swatchDiamond {
			d.diamond(mx, cy, r, c)
		} else {
			d.ring(mx, cy, r, c)
		}
	}
	x += float64(min(n, maxMarks)) * step
	if n > maxMarks {
		d.setFont("", 6)
		d.color(text2)
		s := fmt.Sprintf("+%d", n-maxMarks)
		d.text(x-step/2, cy+1, s)
		x += d.measure(s) + 1
	}
	return x
}

// dataQuality draws what a reader should know about the data: the
// summary line, the QualityTable (failed and skipped inputs, stale CVs,
// possible duplicate people, corrections) and the parser warnings per
// candidate; "none" where there is nothing.
func (d *doc) dataQuality() {
	f := d.f
	q := d.r.Quality
	d.markSection(secQuality, 14)
	d.heading("Data quality", 14)
	d.setFont("", 8.5)
	d.color(qualityColor(q))
	d.text(margin, f.GetY()+3.5, d.fit(q.Summary(), d.contentW()))
	f.SetY(f.GetY() + 6)
	cw := d.contentW()
	d.subheading("Inputs, stale CVs, possible duplicates, corrections")
	d.drawTable(d.r.QualityTable(), []float64{30, 70, cw - 100}, "none")
	f.SetY(f.GetY() + 3)
	d.subheading("Parser warnings per candidate")
	wt := analytics.Table{Columns: []analytics.Column{{Name: "Candidate", Kind: analytics.Text}, {Name: "Warnings", Kind: analytics.Int}}}
	for _, w := range q.Warnings {
		wt.Rows = append(wt.Rows, []any{w.Candidate, w.N})
	}
	d.drawTable(wt, []float64{80, 20}, "none")
	f.SetY(f.GetY() + 3)
	if len(q.Warnings) > 0 {
		d.subheading("Parser warnings")
		d.drawTable(d.r.WarningsTable(), []float64{38, 10, 10, 28, 80, cw - 166}, "none")
	}
	f.SetY(f.GetY() + 5)
}

// subheading draws a small bold heading.
func (d *doc) subheading(s string) {
	f := d.f
	d.need(12)
	d.setFont("B", 8.5)
	d.color(text1)
	d.text(margin, f.GetY()+3.5, s)
	f.SetY(f.GetY() + 5)
}

// perYearTable draws the cohort's papers per year and type: every year
// from the first to the last, types not counted in their own columns,
// and Counted and Listed totals that add up.
func (d *doc) perYearTable() {
	t := d.r.PerYearTable()
	d.markSection(secPerYear, 14)
	d.heading("Publications per year", 14)
	widths := make([]float64, len(t.Columns))
	const yearW, totalW = 14.0, 20.0
	typeW := 34.0
	if n := len(t.Columns) - 3; n > 0 {
		typeW = math.Min(typeW, (d.contentW()-yearW-2*totalW)/float64(n))
	}
	for i := range widths {
		widths[i] = typeW
	}
	widths[0], widths[len(widths)-2], widths[len(widths)-1] = yearW, totalW, totalW
	d.drawTable(t, widths, "No dated publications.")
	d.setFont("I", 6.5)
	d.color(text3)
	d.need(4)
	note := "Counted adds the counted types; Listed adds every column, the types not counted included."
	if undated := analytics.UndatedNote(t); undated != "" {
		note += " " + undated
	}
	d.text(margin, d.f.GetY()+3, note)
	d.f.SetY(d.f.GetY() + 5)
}

// drawTable draws a neutral table with a heading row, text cells wrapped
// in their column and numbers right-aligned; the heading is repeated on a
// new page. A table without rows says empty instead.
func (d *doc) drawTable(t analytics.Table, widths []float64, empty string) {
	f := d.f
	const lh = 3.6
	if len(t.Rows) == 0 {
		d.need(5)
		d.setFont("I", 8)
		d.color(text3)
		d.text(margin, f.GetY()+3.5, empty)
		f.SetY(f.GetY() + 5)
		return
	}
	head := func() {
		y := f.GetY()
		d.fill(headFill)
		d.setFont("B", 7)
		d.color(text1)
		x := margin
		for j, c := range t.Columns {
			f.Rect(x, y, widths[j], 5, "F")
			s := d.fit(c.Name, widths[j]-2)
			if c.Kind == analytics.Text || c.Kind == analytics.Date {
				d.text(x+1, y+3.5, s)
			} else {
				d.textRight(x+widths[j]-1, y+3.5, s)
			}
			x += widths[j]
		}
		f.SetY(y + 5)
	}
	d.need(5 + lh + 1)
	head()
	for i, row := range t.Rows {
		d.setFont("", 7.5)
		cells := make([][]string, len(row))
		n := 1
		for j, v := range row {
			s := analytics.FormatCellKind(v, t.Columns[j].Kind)
			if t.Columns[j].Kind == analytics.Text {
				cells[j] = d.wrapN(s, widths[j]-2, maxCellLines)
			} else {
				cells[j] = []string{d.fit(s, widths[j]-2)}
			}
			n = max(n, len(cells[j]))
		}
		h := float64(n)*lh + 1.2
		if f.GetY()+h > d.bottom() {
			d.newPage(d.landscape)
			head()
		}
		d.tableRow(t, widths, cells, h, i%2 == 1)
	}
	d.draw(rule)
	d.lineW(0.2)
	total := 0.0
	for _, w := range widths {
		total += w
	}
	f.Line(margin, f.GetY(), margin+total, f.GetY())
}

// tableRow draws one row of drawTable.
func (d *doc) tableRow(t analytics.Table, widths []float64, cells [][]string, h float64, banded bool) {
	f := d.f
	y := f.GetY()
	const lh = 3.6
	if banded {
		total := 0.0
		for _, w := range widths {
			total += w
		}
		d.fill(band)
		f.Rect(margin, y, total, h, "F")
	}
	d.setFont("", 7.5)
	d.color(text1)
	x := margin
	for j, lines := range cells {
		for k, l := range lines {
			ly := y + 3 + float64(k)*lh
			if t.Columns[j].Kind == analytics.Text || t.Columns[j].Kind == analytics.Date {
				d.text(x+1, ly, l)
			} else {
				d.textRight(x+widths[j]-1, ly, l)
			}
		}
		x += widths[j]
	}
	f.SetY(y + h)
}

// sectionPage starts a landscape page for a cohort section: its outline
// mark and its title in size pt, dy below the top.
func (d *doc) sectionPage(title string, size, dy float64) {
	d.newPage(true)
	d.mark(title, "", 0, 0)
	d.setFont("B", size)
	d.color(accent)
	d.text(margin, d.f.GetY()+dy, title)
}
