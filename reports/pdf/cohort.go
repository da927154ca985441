package pdf

import (
	"fmt"
	"math"
	"sort"
	"strings"

	"github.com/vitae-cv/vitae/analytics"
	"github.com/vitae-cv/vitae/cv"
)

// summaryCols are the columns of the candidates table: the SummaryTable
// column, the heading shown, the width (mm, landscape) and alignment.
var summaryCols = []struct {
	col, head string
	w         float64
	align     string
}{
	{"Candidate", "Candidate", 52, "L"},
	{"Current position", "Current position", 91, "L"},
	{"Papers", "Papers", 15, "R"},
	{"Credit", "Credit", 15, "R"},
	{"First-author", "First-author", 19, "R"},
	{"Papers per career year", "Papers/yr", 17, "R"},
	{"Fellowships", "Fellowships", 19, "R"},
	{"Awards won", "Awards", 15, "R"},
	{"Talks", "Talks", 13, "R"},
	{"Rank (papers)", "Rank", 13, "R"},
}

// cohort draws the cohort pages: the candidates table, then the charts.
func (d *doc) cohort() {
	r := d.r
	f := d.f
	d.newPage(true)
	d.setFont("B", 16)
	d.color(accent)
	d.text(margin, f.GetY()+5, "Cohort summary")
	d.setFont("", 9)
	d.color(text2)
	line := fmt.Sprintf("%d candidate%s · %d papers counted (credit %s) · %d not counted · %d duplicate entr%s merged · as of %d",
		len(r.Candidates), plural(len(r.Candidates)), r.Cohort.Papers, num(r.Cohort.Credit), r.Cohort.Uncounted,
		r.Merged, map[bool]string{true: "y", false: "ies"}[r.Merged == 1], r.AsOf)
	d.text(margin, f.GetY()+10.5, line)
	f.SetY(f.GetY() + 13)
	if miss := d.missingIn(); len(miss) > 0 {
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
	d.candidatesTable()
	// the charts, side by side, on this page if they fit
	// the charts take the rest of the page, or a page of their own
	f.SetY(f.GetY() + 6)
	chartH := d.bottom() - f.GetY()
	if chartH < 70 {
		d.newPage(true)
		chartH = d.bottom() - f.GetY()
	}
	chartH = math.Min(chartH, 100)
	y := f.GetY()
	cw := d.contentW()
	gap := 12.0
	half := (cw - gap) / 2
	d.cohortYears(margin, y, half, chartH)
	d.fellowships(margin+half+gap, y, half, chartH)
	f.SetY(y + chartH)
}

func (d *doc) candidatesTable() {
	f := d.f
	t := d.r.SummaryTable()
	idx := map[string]int{}
	for i, c := range t.Columns {
		idx[c.Name] = i
	}
	const rowH = 5.2
	head := func() {
		d.setFont("B", 7.5)
		d.fill(rgb{226, 232, 240})
		d.color(text1)
		f.SetX(margin)
		for _, c := range summaryCols {
			d.cell(c.w, 6.5, c.head, "", 0, c.align, true)
		}
		f.Ln(6.5)
	}
	d.setFont("B", 10)
	d.color(text1)
	d.text(margin, f.GetY()+3.5, "Candidates")
	f.SetY(f.GetY() + 5.5)
	head()
	if len(t.Rows) == 0 {
		d.setFont("I", 8)
		d.color(text3)
		d.cell(0, rowH, "No candidates.", "", 1, "L", false)
		return
	}
	for i, row := range t.Rows {
		if f.GetY()+rowH > d.bottom() {
			d.newPage(true)
			head()
		}
		f.SetX(margin)
		d.fill(band)
		for _, c := range summaryCols {
			j := idx[c.col]
			s := analytics.FormatCellKind(row[j], t.Columns[j].Kind)
			d.color(text1)
			d.setFont("", 7.5)
			if c.col == "Candidate" {
				d.setFont("B", 7.5)
			}
			if c.col == "Current position" && s == "" {
				s = "–"
				d.color(text3)
			}
			d.cellFit(c.w, rowH, s, "", 0, c.align, i%2 == 1)
		}
		f.Ln(rowH)
	}
	d.draw(rule)
	d.lineW(0.2)
	w := 0.0
	for _, c := range summaryCols {
		w += c.w
	}
	f.Line(margin, f.GetY(), margin+w, f.GetY())
	d.setFont("I", 6.5)
	d.color(text3)
	d.text(margin, f.GetY()+3.2, "Papers: counted papers; Credit: 1 per paper, or 1/authors with fractional credit; Papers/yr: credit per career year; Rank: by paper credit (1 = most).")
	f.SetY(f.GetY() + 4)
}

// cohortYears draws the cohort's publications per year by type, from the
// PerYearTable.
func (d *doc) cohortYears(x, y, w, h float64) {
	t := d.r.PerYearTable()
	yt := map[int]map[cv.PubType]float64{}
	for _, row := range t.Rows {
		yr, _ := row[0].(int)
		m := map[cv.PubType]float64{}
		for j, c := range t.Columns {
			if j == 0 || c.Name == "Total" {
				continue
			}
			v, _ := row[j].(float64)
			m[cv.PubType(c.Name)] = v
		}
		yt[yr] = m
	}
	ss, star := d.typeSeries(yt)
	note := ""
	if star {
		note = "* shown, not counted in the totals of the table"
	}
	d.yearBars(x, y, w, h, "Publications per year, by type (cohort)", ss, note)
}

// maxFellowRows bounds the fellowships chart; the table has every
// candidate.
const maxFellowRows = 18

// fellowships draws the fellowships per candidate (awarded, finalist,
// nominee) from the FellowshipTable, as horizontal bars.
func (d *doc) fellowships(x, y, w, h float64) {
	t := d.r.FellowshipTable()
	type fr struct {
		name string
		v    [3]int
		i    int
	}
	var rs []fr
	for i, row := range t.Rows {
		name, _ := row[0].(string)
		var v [3]int
		for j := range 3 {
			v[j], _ = row[1+j].(int)
		}
		if v[0]+v[1]+v[2] > 0 {
			rs = append(rs, fr{name, v, i})
		}
	}
	sort.SliceStable(rs, func(i, j int) bool {
		a, b := rs[i].v, rs[j].v
		for k := range 3 {
			if a[k] != b[k] {
				return a[k] > b[k]
			}
		}
		return rs[i].i < rs[j].i
	})
	note := ""
	if len(rs) > maxFellowRows {
		note = fmt.Sprintf("The %d candidates with the most fellowships of %d with any; the table lists all.", maxFellowRows, len(rs))
		rs = rs[:maxFellowRows]
	}
	rows := make([]hrow, len(rs))
	for i, r := range rs {
		rows[i] = hrow{label: r.name, values: []float64{float64(r.v[0]), float64(r.v[1]), float64(r.v[2])}}
	}
	colors := []rgb{statusColor[cv.StatusAwarded], statusColor[cv.StatusFinalist], statusColor[cv.StatusNominee]}
	items := []legendItem{{"awarded", colors[0]}, {"finalist", colors[1]}, {"nominee", colors[2]}}
	d.hBars(x, y, w, h, "Fellowships per candidate", rows, colors, items, "No fellowships in these CVs", note)
}
