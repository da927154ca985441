package pdf

import (
	"fmt"
	"math"
	"strings"

	"github.com/vitae-cv/vitae/analytics"
	"github.com/vitae-cv/vitae/cv"
)

// The cohort comparison: one landscape page with a line per candidate and
// the key figures side by side (the headline rate with a bar, its rank in
// the stage and in the cohort, papers, first-author share, fellowships,
// awards) and each candidate's top venues. Lines shrink to fit 40
// candidates on the page; a larger cohort goes on over more pages, the
// heading repeated.

// cmpCol is a column of the comparison.
type cmpCol struct {
	head  string // lines split at "\n"
	w     float64
	align string
}

// Comparison columns (mm, landscape; the venues take the rest).
var cmpCols = []cmpCol{
	{"Candidate", 44, "L"},
	{"Stage", 21, "L"},
	{"Papers/yr since\nPhD start", 40, "L"}, // the value and a bar
	{"Rank in\nstage", 13, "R"},
	{"Rank in\ncohort", 13, "R"},
	{"Papers", 12, "R"},
	{"First-author\nshare", 17, "R"},
	{"Fellow-\nships", 13, "R"},
	{"Awards", 13, "R"},
	{"Top venues (counted papers, credit)", 0, "L"},
}

const (
	cmpHeadH   = 7.5
	cmpMaxRowH = 5.0
	cmpMinRowH = 3.5 // the smallest line still easy to read; below it, a new page
	cmpVenues  = 3   // top venues shown per candidate
)

// comparison draws the comparison page(s).
func (d *doc) comparison() {
	f := d.f
	d.sectionPage(secComparison, 13, 4.5)
	d.setFont("", 7.5)
	d.color(text2)
	d.text(margin, f.GetY()+9, d.fit(fmt.Sprintf("%d candidate%s, by career stage, then by the headline rate's rank within the stage.",
		len(d.r.Candidates), plural(len(d.r.Candidates))), d.contentW()))
	f.SetY(f.GetY() + 12)
	cs := d.r.Candidates
	if len(cs) == 0 {
		d.setFont("I", 8)
		d.color(text3)
		d.text(margin, f.GetY()+3.5, "No candidates.")
		f.SetY(f.GetY() + 6)
		return
	}
	widths := d.cmpWidths()
	order := d.r.StageOrder()
	maxRate := 0.0
	for _, c := range cs {
		maxRate = math.Max(maxRate, c.PapersPerYear)
	}
	noteH := 10.0
	for len(order) > 0 {
		avail := d.bottom() - f.GetY() - cmpHeadH - noteH
		rowH := math.Min(cmpMaxRowH, avail/float64(len(order)))
		n := len(order)
		if rowH < cmpMinRowH {
			rowH = cmpMinRowH
			n = max(1, int(avail/rowH))
		}
		d.cmpHead(widths)
		prev := cs[order[0]].Stage
		for i, k := range order[:n] {
			c := cs[k]
			if i > 0 && c.Stage != prev {
				d.draw(text3)
				d.lineW(0.3)
				f.Line(margin, f.GetY(), margin+d.contentW(), f.GetY())
			}
			prev = c.Stage
			d.cmpRow(c, widths, rowH, maxRate, i%2 == 1)
		}
		order = order[n:]
		d.draw(rule)
		d.lineW(0.2)
		f.Line(margin, f.GetY(), margin+d.contentW(), f.GetY())
		if len(order) > 0 {
			d.setFont("I", 6.5)
			d.color(text3)
			d.text(margin, f.GetY()+3, fmt.Sprintf("Continued on the next page: %d more candidate%s.", len(order), plural(len(order))))
			d.newPage(true)
		}
	}
	d.cmpNote()
}

// cmpWidths are the column widths, the venues taking the rest.
func (d *doc) cmpWidths() []float64 {
	ws := make([]float64, len(cmpCols))
	used := 0.0
	for i, c := range cmpCols {
		ws[i] = c.w
		used += c.w
	}
	ws[len(ws)-1] = d.contentW() - used
	return ws
}

// cmpHead draws the comparison's two-line heading.
func (d *doc) cmpHead(widths []float64) {
	f := d.f
	y := f.GetY()
	d.fill(headFill)
	f.Rect(margin, y, d.contentW(), cmpHeadH, "F")
	d.setFont("B", 7)
	d.color(text1)
	x := margin
	for j, c := range cmpCols {
		lines := strings.Split(c.head, "\n")
		for i, l := range lines {
			ly := y + cmpHeadH/2 + 1 + (float64(i)-float64(len(lines)-1)/2)*3
			if c.align == "R" {
				d.textRight(x+widths[j]-1, ly, l)
			} else if j == len(cmpCols)-1 {
				d.text(x+3, ly, l)
			} else {
				d.text(x+1, ly, l)
			}
		}
		x += widths[j]
	}
	f.SetY(y + cmpHeadH)
}

// cmpRow draws one candidate's line.
func (d *doc) cmpRow(c *analytics.Candidate, widths []float64, h, maxRate float64, banded bool) {
	f := d.f
	y := f.GetY()
	if banded {
		d.fill(band)
		f.Rect(margin, y, d.contentW(), h, "F")
	}
	fs := math.Min(7.5, h*2)
	base := y + h/2 + fs*0.13
	cells := d.cmpCells(c)
	x := margin
	for j, col := range cmpCols {
		w := widths[j]
		s := cells[j]
		d.setFont("", fs)
		d.color(text1)
		switch {
		case j == 0:
			d.setFont("B", fs)
		case s == "":
			s = "–"
			d.color(text3)
		}
		switch {
		case j == 2:
			d.cmpRate(c, s, x, y, w, h, base, maxRate)
		case col.align == "R":
			d.textRight(x+w-1, base, d.fit(s, w-2))
		case j == len(cmpCols)-1: // set off from the numbers before it
			d.text(x+3, base, d.fit(s, w-4))
		default:
			d.text(x+1, base, d.fit(s, w-2))
		}
		x += w
	}
	f.SetY(y + h)
}

// cmpCells are a candidate's cells, column by column; "" is unknown.
func (d *doc) cmpCells(c *analytics.Candidate) []string {
	h := analytics.Headline
	return []string{
		c.Name, c.StageLabel(), c.RateLabel(), c.StageRankLabel(h), c.CohortRankLabel(h),
		fmt.Sprint(c.Counts.Papers), c.FirstAuthorShareLabel(),
		fmt.Sprint(c.AwardCount(cv.CatFellowship, cv.StatusAwarded)), fmt.Sprint(c.AwardsWithStatus(cv.StatusAwarded)),
		c.TopVenuesLabel(cmpVenues),
	}
}

// cmpRate draws the headline rate and a bar for it, scaled to the
// cohort's highest rate, in the palette's cohort colour.
func (d *doc) cmpRate(c *analytics.Candidate, s string, x, y, w, h, base, maxRate float64) {
	const valW = 9.0
	d.textRight(x+valW, base, s)
	if s == "–" || maxRate <= 0 {
		return
	}
	bw := (w - valW - 3) * c.PapersPerYear / maxRate
	if bw <= 0 {
		return
	}
	d.fill(markColor("cohort"))
	d.f.Rect(x+valW+1.5, y+h*0.22, bw, h*0.56, "F")
}

// cmpNote explains the columns under the comparison.
func (d *doc) cmpNote() {
	f := d.f
	d.setFont("I", 6.5)
	d.color(text3)
	note := fmt.Sprintf("Papers/yr since PhD start: the headline rate (counted papers, credit, per year from the PhD start, or the first counted paper, to the CV's own date); "+
		"the bar is scaled to the cohort's highest. Rank in stage k/n: among the n candidates of the same stage; rank in cohort: among all %d (1 = highest). "+
		"Papers: counted. First-author share: first-author papers (co-first included) among the counted ones. Fellowships: awarded. Awards: won, all kinds. "+
		"Top venues: the %d venues with the most credit.", len(d.r.Candidates), cmpVenues)
	for _, l := range d.wrap(note, d.contentW()) {
		d.text(margin, f.GetY()+3.2, l)
		f.SetY(f.GetY() + 3)
	}
	f.SetY(f.GetY() + 1)
}
