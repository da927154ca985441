package pdf

import (
	"fmt"
	"math"
	"strings"

	"github.com/vitae-cv/vitae/analytics"
	"github.com/vitae-cv/vitae/charts"
)

// The shortlist side by side (vitae report --compare): a landscape page,
// after the cohort sections, with the comparison analytics computed once
// (Report.Comparison): key figures with their ranks, counted papers per
// year as bars on one year axis (charts.ComparePerYear), counted papers
// by venue, fellowships and awards, a column per candidate, and their
// timelines on one time axis (charts.CompareTimeline). The tables are
// drawn by drawTable, the timeline by the candidate pages' timeline
// pieces.

// secShortlist is the comparison's entry in the contents.
const secShortlist = "Shortlist side by side"

// shortlistVenues bounds the venues listed; the workbook has them all.
const shortlistVenues = 20

// shortlistLines is the contents lines the comparison adds: one when
// the report compares a shortlist.
func shortlistLines(r *analytics.Report) int {
	if r.Comparison == nil {
		return 0
	}
	return 1
}

// shortlist draws the comparison page(s); nothing without a shortlist.
func (d *doc) shortlist() {
	k := d.r.Comparison
	if k == nil {
		return
	}
	f := d.f
	d.sectionPage(secShortlist, 13, 4.5)
	d.setFont("", 7.5)
	d.color(text2)
	d.text(margin, f.GetY()+9, d.fit(fmt.Sprintf("%s. Ranks are among the %d candidates of the cohort (1 is highest); papers are counted papers.",
		strings.Join(k.Names, " · "), k.Cohort), d.contentW()))
	f.SetY(f.GetY() + 12)
	d.drawTable(k.FiguresTable(), d.shortlistWidths(len(k.Names), 70), "")
	f.SetY(f.GetY() + 4)
	d.need(62)
	d.sideBySideBars(margin, f.GetY(), d.contentW(), 58, charts.ComparePerYear(d.r, k))
	f.SetY(f.GetY() + 60)
	d.shortlistNoYear(k)
	d.heading("Counted papers by venue", 12)
	venues := k.VenuesTable()
	if n := len(venues.Rows); n > shortlistVenues {
		venues.Rows = venues.Rows[:shortlistVenues]
		d.noteLine(fmt.Sprintf("The %d venues with the most papers among them, of %d (all in the workbook's Comparison sheet).", shortlistVenues, n))
	}
	d.drawTable(venues, d.shortlistWidths(len(k.Names), 90), "No counted papers with a venue.")
	f.SetY(f.GetY() + 4)
	d.heading("Fellowships and awards", 12)
	d.drawTable(k.HonoursTable(), d.shortlistWidths(len(k.Names), 8), "No fellowships or awards.")
	f.SetY(f.GetY() + 4)
	d.shortlistTimeline(k)
}

// shortlistWidths are the widths of a comparison table: first for the
// label column, the rest shared by the candidates.
func (d *doc) shortlistWidths(n int, first float64) []float64 {
	ws := []float64{first}
	for range n {
		ws = append(ws, (d.contentW()-first)/float64(n))
	}
	return ws
}

// noteLine writes one line of small italic text.
func (d *doc) noteLine(s string) {
	d.need(4)
	d.setFont("I", 6.5)
	d.color(text3)
	d.text(margin, d.f.GetY()+3, d.fit(s, d.contentW()))
	d.f.SetY(d.f.GetY() + 4)
}

// shortlistNoYear says the counted papers the bars leave out: those
// without a year.
func (d *doc) shortlistNoYear(k *analytics.Comparison) {
	var parts []string
	for i, n := range k.NoYear {
		if n > 0 {
			parts = append(parts, fmt.Sprintf("%s %s", k.Names[i], num(n)))
		}
	}
	if len(parts) > 0 {
		d.noteLine("Counted papers without a year, not in the bars (they are in the per-year totals of the workbook): " + strings.Join(parts, "; ") + ".")
	}
}

// sideBySideBars draws a StackedBars chart whose series each have their
// own stack (charts.ComparePerYear): in each category, a bar per series
// side by side, in the series' colours, with a legend and a y axis.
func (d *doc) sideBySideBars(x, y, w, h float64, ch *charts.Chart) {
	y = d.chartTitle(x, y, "Counted papers per year, side by side (one year axis)")
	if ch == nil || len(ch.Categories) == 0 {
		d.empty(x, y, w, h-8, "No dated counted papers")
		return
	}
	var items []legendItem
	maxV := 0.0
	for _, s := range ch.Series {
		items = append(items, legendItem{s.Name, hexRGB(s.Color()), swatchFill})
		for _, v := range s.Values {
			maxV = math.Max(maxV, v)
		}
	}
	top := y + d.legend(x, y, w, items) + 3
	bottom := y + h - 10
	step := niceStep(maxV, 5)
	axisMax := math.Max(step, math.Ceil(maxV/step-1e-9)*step)
	d.setFont("", 6.5)
	px := x + d.measure(num(axisMax)) + 3
	pw, ph := x+w-px, bottom-top
	yOf := func(v float64) float64 { return bottom - ph*v/axisMax }
	d.lineW(0.15)
	for v := 0.0; v <= axisMax+1e-9; v += step {
		d.draw(grid)
		d.f.Line(px, yOf(v), px+pw, yOf(v))
		d.color(text3)
		d.textRight(px-1, yOf(v)+1, num(v))
	}
	slot := pw / float64(len(ch.Categories))
	bw := math.Min(slot*0.8/float64(len(ch.Series)), 8)
	every := max(1, int(math.Ceil((d.measure("0000")+1.5)/slot)))
	for i, cat := range ch.Categories {
		x0 := px + float64(i)*slot + (slot-bw*float64(len(ch.Series)))/2
		for j, s := range ch.Series {
			if v := s.Values[i]; v > 0 {
				d.fill(hexRGB(s.Color()))
				d.f.Rect(x0+float64(j)*bw, yOf(v), bw, yOf(0)-yOf(v), "F")
			}
		}
		if i%every == 0 {
			d.setFont("", 6.5)
			d.color(text2)
			d.textCenter(px+float64(i)*slot+slot/2, bottom+3.2, cat)
		}
	}
	d.draw(text3)
	d.lineW(0.25)
	d.f.Line(px, bottom, px+pw, bottom)
	d.color(text1)
}

// shortlistTimeline draws the shortlist's timelines on one time axis,
// in blocks that fit a page, as a candidate's timeline is drawn.
func (d *doc) shortlistTimeline(k *analytics.Comparison) {
	ch := charts.CompareTimeline(d.r, k)
	bars, legend := timelineBars(ch)
	d.heading("Career timelines, one time axis", math.Min(float64(len(bars)), 4)*timelineRowH+12)
	if len(bars) == 0 {
		d.noteLine("No dated education or positions.")
		return
	}
	d.timelineBlocks(bars, legend, ch.Axis, timelineLayout{labelShare: 0.32, landscape: true})
	d.noteLine("An arrow marks an ongoing span, drawn to each CV's own as-of date; a light bar with a dashed outline runs to an expected end date.")
}
