package pdf

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"codeberg.org/go-pdf/fpdf"

	"github.com/vitae-cv/vitae/analytics"
	"github.com/vitae-cv/vitae/charts"
)

// candidate draws one candidate's pages.
func (d *doc) candidate(c *analytics.Candidate) {
	f := d.f
	d.newPage(false)
	if len(d.entries) == 0 || d.entries[len(d.entries)-1].level == 0 {
		d.mark(fmt.Sprintf("Candidates (%d)", len(d.r.Candidates)), "", 0, 0)
	}
	d.mark(c.Name, analytics.Label(c.Stage), 1, 0)
	cw := d.contentW()
	y := f.GetY()
	// name, position, PhD
	d.setFont("B", 19)
	d.color(accent)
	nameLines := d.wrapN(c.Name, cw, maxHeadingLines)
	for _, l := range nameLines {
		d.text(margin, y+6.5, l)
		y += 8
	}
	d.setFont("", 10.5)
	d.color(text1)
	if c.Current != "" {
		for _, l := range d.wrapN(c.Current, cw, maxHeadingLines) {
			d.text(margin, y+4.5, l)
			y += 5
		}
	} else {
		d.setFont("I", 10.5)
		d.color(text3)
		d.text(margin, y+4.5, "No current position stated")
		y += 5
	}
	d.setFont("", 8.5)
	d.color(text2)
	for _, l := range d.wrapN(c.PhDLine(), cw, maxHeadingLines) {
		d.text(margin, y+4.5, l)
		y += 4.3
	}
	y = d.asOfLine(c, margin, y, cw)
	d.setFont("", 8.5)
	d.color(text2)
	for _, l := range d.wrapN(d.r.PapersLine(c), cw, maxHeadingLines) {
		d.text(margin, y+4.5, l)
		y += 4.3
	}
	y += 3
	// key figures
	y = d.keyFigures(c, margin, y, cw)
	y += 5
	// charts
	const chartH = 58
	f.SetY(y)
	d.need(chartH)
	y = f.GetY()
	left := cw * 0.55
	gap := 8.0
	ss, star := yearSeriesTo(d.reuse.series, d.reuse.charts.CandidatePerYear(d.r, c))
	d.reuse.series = ss
	note := ""
	if star {
		note = "* shown, not counted"
	}
	d.yearBars(margin, y, left, chartH, "Publications per year", ss, note)
	d.topVenues(c, margin+left+gap, y, cw-left-gap, chartH)
	f.SetY(y + chartH + 5)
	d.timeline(c)
	d.awards(c)
	d.publications(c)
}

// asOfLine writes the candidate's stage and the date the CV is measured
// to, with where it came from, and a red stale mark when the CV is old;
// it returns the y below it.
func (d *doc) asOfLine(c *analytics.Candidate, x, y, w float64) float64 {
	s := c.StageLine() + " · CV as of " + c.AsOfLabel()
	d.setFont("B", 8.5)
	d.color(text1)
	for _, l := range d.wrap(s, w) {
		d.text(x, y+4.5, l)
		y += 4.3
	}
	if msg := d.r.StaleNote(c); msg != "" {
		d.setFont("B", 8.5)
		d.color(alert)
		for _, l := range d.wrap(msg, w) {
			d.text(x, y+4.5, l)
			y += 4.3
		}
	}
	return y
}

// keyFigures draws the candidate's metrics in a grid of boxes: the value,
// the rank in the cohort, and the rank and percentile within the stage.
// The headline rate comes first and is marked.
func (d *doc) keyFigures(c *analytics.Candidate, x, y, w float64) float64 {
	n := len(d.r.Candidates)
	const cols = 5
	const gap = 2.0
	bw := (w - gap*(cols-1)) / cols
	const bh = 21.0
	d.setFont("B", 10)
	d.color(text1)
	d.text(x, y+3.5, "Key figures")
	d.setFont("", 7)
	d.color(text3)
	d.textRight(x+w, y+3.5, d.fit(d.r.RanksHeader(c), w-30))
	y += 5.5
	for i, m := range analytics.Metrics {
		bx := x + float64(i%cols)*(bw+gap)
		by := y + float64(i/cols)*(bh+gap)
		d.keyBox(c.KeyFigure(m), bx, by, bw, bh, n, i == 0)
	}
	rowsN := (len(analytics.Metrics) + cols - 1) / cols
	return d.rateNote(c, x, y+float64(rowsN)*(bh+gap)-gap, w)
}

// rateNote writes, under the key figures, how the headline rate is made
// (analytics' RateWhy); it returns the y below it.
func (d *doc) rateNote(c *analytics.Candidate, x, y, w float64) float64 {
	why := c.RateWhy()
	if why == "" {
		return y
	}
	d.setFont("I", 7)
	d.color(text2)
	y += 1
	for _, l := range d.wrapKept(why, w, 2) {
		d.text(x, y+3.5, l)
		y += 3.4
	}
	return y
}

// keyBox draws one key figure: label, value, rank in the cohort, rank
// and percentile in the stage.
func (d *doc) keyBox(k analytics.KeyFigure, bx, by, bw, bh float64, n int, headline bool) {
	d.fill(band)
	d.f.Rect(bx, by, bw, bh, "F")
	d.fill(accent)
	d.f.Rect(bx, by, 0.8, bh, "F")
	label, v := k.Label, k.Value
	d.setFont("", 6.5)
	d.color(text2)
	if headline {
		d.setFont("B", 6.5)
		d.color(accent)
	}
	lines := d.wrapKept(label, bw-3.5, maxWrapLines)
	if len(lines) > 2 {
		lines = []string{lines[0], d.fit(strings.Join(lines[1:], " "), bw-3.5)}
	}
	for i, l := range lines {
		d.text(bx+2.5, by+3.8+float64(i)*2.7, l)
	}
	d.setFont("B", 13)
	d.color(text1)
	d.text(bx+2.5, by+12.6, num(v))
	if headline {
		d.setFont("I", 6)
		d.color(accent)
		d.textRight(bx+bw-1.5, by+12.6, "headline")
	}
	d.setFont("", 6.5)
	d.color(text2)
	rs, ss := k.Ranks(n)
	if rs == "" {
		rs = "–"
	}
	if ss == "" {
		ss = "–"
	}
	d.text(bx+2.5, by+16.2, d.fit(rs, bw-3.5))
	d.text(bx+2.5, by+19.4, d.fit(ss, bw-3.5))
}

// topVenues draws the candidate's venues by credit, top 8.
func (d *doc) topVenues(c *analytics.Candidate, x, y, w, h float64) {
	rows, color, all := barRows(d.reuse.charts.CandidateVenues(c), 8)
	var notes []string
	if all > len(rows) {
		notes = append(notes, fmt.Sprintf("Top %d of %d venues", len(rows), all))
	}
	// papers at venues the catalogue lacks are no bar: the publication
	// list shows each as written
	if note := c.OutsideCatalogueNote(); note != "" {
		notes = append(notes, note)
	}
	d.hBars(x, y, w, h, "Top venues (counted papers)", rows, []rgb{color}, nil, "No counted papers at catalogued venues", strings.Join(notes, "; "))
}

// heading draws a section heading, starting a page if the heading and
// about min mm of content would not fit.
func (d *doc) heading(s string, min float64) {
	f := d.f
	d.need(7 + min)
	y := f.GetY()
	d.setFont("B", 10)
	d.color(accent)
	d.text(margin, y+4, s)
	d.draw(rule)
	d.lineW(0.2)
	f.Line(margin, y+5.5, margin+d.contentW(), y+5.5)
	f.SetY(y + 7)
	d.color(text1)
}

// awards lists the candidate's awards and fellowships.
func (d *doc) awards(c *analytics.Candidate) {
	f := d.f
	d.heading("Awards and fellowships", 10)
	if len(c.Awards) == 0 {
		d.setFont("I", 8)
		d.color(text3)
		d.cell(0, 5, "None listed.", "", 1, "L", false)
		f.SetY(f.GetY() + 3)
		return
	}
	widths := []float64{14, 0, 30, 30}
	widths[1] = d.contentW() - widths[0] - widths[2] - widths[3]
	const lh = 4.2
	for _, a := range c.Awards {
		d.setFont("", 8)
		lines := d.wrapN(analytics.AwardTitle(a), widths[1]-2, maxCellLines)
		h := float64(len(lines))*lh + 1
		d.need(h)
		y := f.GetY()
		d.color(text2)
		d.text(margin+1, y+3.2, analytics.AwardYears(a))
		d.color(text1)
		for i, l := range lines {
			d.text(margin+widths[0]+1, y+3.2+float64(i)*lh, l)
		}
		cx := margin + widths[0] + widths[1]
		d.setFont("", 7.5)
		d.color(text2)
		d.text(cx+1, y+3.2, d.fit(analytics.Label(a.Category), widths[2]-2))
		st := analytics.Label(a.Status)
		sc := statusColor(a.Status)
		if a.Status == "" {
			sc = text3
		}
		d.fill(sc)
		d.f.Rect(cx+widths[2]+1, y+1, 2.2, 2.2, "F")
		d.text(cx+widths[2]+4.5, y+3.2, d.fit(st, widths[3]-5))
		f.SetY(y + h)
	}
	f.SetY(f.GetY() + 3)
}

// timeline draws the candidate's career timeline (charts.CandidateTimeline):
// education and positions as bars on the chart's year axis, one row
// each, coloured by kind. An ongoing span runs to the candidate's OWN
// as-of date (the dashed line, Axis.AsOf), not to the cohort's year; a
// span with an expected end runs to that date, the part after the as-of
// date light with a dashed outline, and is labelled "expected".
func (d *doc) timeline(c *analytics.Candidate) {
	f := d.f
	ch := d.reuse.charts.CandidateTimeline(d.r, c)
	bars, legend := timelineBarsTo(d.reuse.bars, d.reuse.legend, ch)
	d.reuse.bars, d.reuse.legend = bars, legend
	const rowH = 4.6
	n := len(bars)
	d.heading("Career timeline", math.Min(float64(n), 4)*rowH+12)
	if n == 0 {
		d.setFont("I", 8)
		d.color(text3)
		d.cell(0, 5, "No dated education or positions.", "", 1, "L", false)
	} else {
		d.timelineRows(c, bars, legend, ch.Axis)
	}
	if undated := charts.Undated(c); len(undated) > 0 {
		d.setFont("I", 7)
		d.color(text3)
		for _, l := range d.wrap("Without a start date: "+strings.Join(undated, "; "), d.contentW()) {
			d.need(4)
			d.text(margin, f.GetY()+3, l)
			f.SetY(f.GetY() + 3.6)
		}
	}
	f.SetY(f.GetY() + 4)
}

// timelineRows draws the legend, the axis and the bars, in blocks that
// fit a page, and the note on how to read them.
func (d *doc) timelineRows(c *analytics.Candidate, bars []tbar, legend []legendItem, ax *charts.Axis) {
	d.need(8 + timelineRowH)
	d.timelineBlocks(bars, legend, ax, timelineLayout{labelShare: 0.38, asOf: ax.AsOf})
	d.timelineNote(c, d.contentW())
}

// timelineRowH is the height of one bar's row on a timeline.
const timelineRowH = 4.6

// timelineLayout is how a timeline is set: the share of the width its
// labels take, where its as-of line is (0: none, each bar runs to its
// own CV's date) and whether its pages are landscape.
type timelineLayout struct {
	labelShare, asOf float64
	landscape        bool
}

// timelineBlocks draws the legend, then the axis and the bars in blocks
// that fit a page (a new page, of the layout's orientation, for the
// rest), then a gap below.
func (d *doc) timelineBlocks(bars []tbar, legend []legendItem, ax *charts.Axis, lay timelineLayout) {
	f := d.f
	cw := d.contentW()
	labelW := cw * lay.labelShare
	px, pw := x0Plot(labelW), cw-labelW-2
	f.SetY(f.GetY() + d.legend(margin, f.GetY(), cw, legend) + 1)
	xOf := func(v float64) float64 { return px + pw*(math.Min(math.Max(v, ax.Min), ax.Max)-ax.Min)/(ax.Max-ax.Min) }
	for rest := bars; len(rest) > 0; {
		fit := int((d.bottom() - f.GetY() - 5) / timelineRowH)
		if fit < 1 {
			d.newPage(lay.landscape)
			continue
		}
		block := rest[:min(fit, len(rest))]
		rest = rest[len(block):]
		top := f.GetY()
		d.timelineAxis(ax, px, pw, top, top+timelineRowH*float64(len(block)))
		for _, b := range block {
			d.timelineBar(b, labelW, xOf, lay.asOf, timelineRowH)
		}
		if len(rest) > 0 {
			d.newPage(lay.landscape)
		}
	}
	f.SetY(f.GetY() + 5)
}

// timelineNote says how to read the timeline: where ongoing spans end
// (the date analytics' Report.OngoingEnd gives) and what a light bar is.
func (d *doc) timelineNote(c *analytics.Candidate, cw float64) {
	f := d.f
	d.setFont("I", 6.5)
	d.color(text3)
	note := d.wrapKept("An arrow marks an ongoing span; it runs to the dashed line, "+d.r.OngoingEndLabel(c)+". "+
		"A light bar with a dashed outline runs to an expected end date, after the as-of date.", cw, maxWrapLines)
	d.need(float64(len(note)) * 3)
	for _, l := range note {
		d.text(margin, f.GetY()+1, l)
		f.SetY(f.GetY() + 3)
	}
}

// x0Plot is where the timeline's plot starts, after the label column.
func x0Plot(labelW float64) float64 { return margin + labelW + 2 }

// timelineAxis draws the chart's year grid from top to bottom (every
// Axis.Step years, or a multiple of it where labels would crowd), the
// labels under it, and the dashed line at the candidate's as-of date.
func (d *doc) timelineAxis(ax *charts.Axis, px, pw, top, bottom float64) {
	lo, hi := ax.Min, ax.Max
	xOf := func(v float64) float64 { return px + pw*(v-lo)/(hi-lo) }
	step := math.Max(ax.Step, 1)
	for pw/((hi-lo)/step) < 9 { // ends: the ticks fall as step grows
		step += math.Max(ax.Step, 1)
	}
	d.lineW(0.15)
	d.setFont("", 6.5)
	for yr := lo; yr <= hi; yr += step { // at most pw/9+1 ticks
		xx := xOf(yr)
		d.draw(grid)
		d.f.Line(xx, top, xx, bottom)
		if yr < hi {
			d.color(text3)
			d.textCenter(xOf(yr+math.Min(step, 1)/2), bottom+3, strconv.Itoa(int(yr)))
		}
	}
	if asOf := ax.AsOf; asOf > lo && asOf <= hi {
		xx := xOf(asOf)
		d.draw(alert)
		d.lineW(0.2)
		d.f.SetDashPattern([]float64{0.8, 0.8}, 0)
		d.f.Line(xx, top, xx, bottom)
		d.f.SetDashPattern(nil, 0)
	}
}

// timelineBar draws one span's row: its label (with "expected" and the
// date when the end is expected) and its bar.
func (d *doc) timelineBar(b tbar, labelW float64, xOf func(float64) float64, asOf, rowH float64) {
	f := d.f
	ry := f.GetY()
	s := b.span
	tag := ""
	if s.Expected {
		tag = "expected " + s.End
	}
	d.setFont("I", 7)
	tagW := 0.0
	if tag != "" {
		tagW = d.measure(tag) + 1.5
	}
	d.setFont("", 7)
	d.color(text1)
	d.text(margin, ry+3.2, d.fit(b.label, labelW-tagW))
	if tag != "" {
		d.setFont("I", 7)
		d.color(accent)
		d.textRight(margin+labelW, ry+3.2, tag)
	}
	c := hexRGB(charts.SpanColor(s))
	x0, x1 := xOf(s.From), xOf(s.To)
	by, bh := ry+0.8, rowH-1.6
	switch {
	case s.Expected && asOf > s.From && asOf < s.To:
		xa := xOf(asOf)
		d.fill(c)
		f.Rect(x0, by, xa-x0, bh, "F")
		d.expectedRect(xa, by, x1-xa, bh, c)
	case s.Expected:
		d.expectedRect(x0, by, x1-x0, bh, c)
	default:
		d.fill(c)
		f.Rect(x0, by, x1-x0, bh, "F")
	}
	if s.Ongoing {
		d.fill(c)
		f.Polygon([]fpdf.PointType{{X: x1, Y: ry + 0.4}, {X: x1 + 1.8, Y: ry + rowH/2}, {X: x1, Y: ry + rowH - 0.4}}, "F")
	}
	f.SetY(ry + rowH)
}

// publications lists every paper: year, venue, type, place, title; papers
// that are not counted are grey and say why.
func (d *doc) publications(c *analytics.Candidate) {
	f := d.f
	d.heading(c.PublicationsTitle(), 12)
	if len(c.Papers) == 0 {
		d.setFont("I", 8)
		d.color(text3)
		d.cell(0, 5, "No publications listed.", "", 1, "L", false)
		return
	}
	cols := []struct {
		head string
		w    float64
	}{{"Year", 11}, {"Venue", 28}, {"Type", 19}, {"Place", 13}, {"Title", 0}}
	cw := d.contentW()
	cols[4].w = cw - 11 - 28 - 19 - 13
	head := func() {
		d.setFont("B", 7.5)
		d.color(text2)
		y := f.GetY()
		x := margin
		for _, c := range cols {
			d.text(x+1, y+3.3, c.head)
			x += c.w
		}
		d.draw(rule)
		d.lineW(0.15)
		f.Line(margin, y+4.6, margin+cw, y+4.6)
		f.SetY(y + 5.4)
	}
	head()
	const lh = 3.9
	for i, p := range c.Papers {
		vlines := d.venueLines(p, cols[1].w-2, cols[4].w-2)
		d.setFont("", 8)
		lines := d.wrapN(p.Title, cols[4].w-2, maxCellLines)
		extra := append(analytics.PaperNotes(p), vlines...)
		h := float64(len(lines)+len(extra))*lh + 1.6
		if f.GetY()+h > d.bottom() {
			d.newPage(false)
			d.setFont("B", 8)
			d.color(text3)
			d.text(margin, f.GetY()+3, d.fit(c.Name+" — publications, continued", cw))
			f.SetY(f.GetY() + 5)
			head()
		}
		y := f.GetY()
		if i%2 == 1 {
			d.fill(band)
			f.Rect(margin, y, cw, h, "F")
		}
		fg := text1
		if !p.Counted {
			fg = text3
		}
		x := margin
		d.setFont("", 7.5)
		d.color(fg)
		yr := ""
		if p.Year > 0 {
			yr = strconv.Itoa(p.Year)
		}
		d.text(x+1, y+3.2, d.fit(yr, cols[0].w-1))
		x += cols[0].w
		d.setFont(venueStyle(p), 7.5)
		d.text(x+1, y+3.2, d.fit(p.Venue, cols[1].w-2))
		x += cols[1].w
		d.setFont("", 7.5)
		tc := typeColor(p.Type)
		d.fill(tc)
		f.Rect(x+1, y+1.3, 1.8, 1.8, "F")
		d.text(x+3.8, y+3.2, d.fit(analytics.Label(p.Type), cols[2].w-4))
		x += cols[2].w
		d.text(x+1, y+3.2, place(p))
		x += cols[3].w
		d.setFont("", 8)
		for j, l := range lines {
			d.text(x+1, y+3.2+float64(j)*lh, l)
		}
		d.setFont("I", 7)
		for j, l := range extra {
			if strings.HasPrefix(l, "Award") {
				d.color(accent)
			} else if strings.HasPrefix(l, "Not counted") || isCorrectionLine(l) {
				d.color(alert)
			} else {
				d.color(text3)
			}
			d.text(x+1, y+3.2+float64(len(lines)+j)*lh, d.fit(l, cols[4].w-2))
		}
		f.SetY(y + h)
	}
	d.setFont("I", 6.5)
	d.color(text3)
	text := "Place: the candidate's place k among n authors (+ the list ends in et al.: at least n authors; * equal contribution, counted as first author in place 2 or 3; ? not found). Grey rows are not counted."
	if anyPaperCorrected(c) {
		text += " Corrected / Added by hand: an entry the committee's corrections file changed or added (listed in the data-quality section)."
	}
	note := d.wrapKept(text, cw, maxWrapLines)
	d.need(float64(len(note))*3 + 2)
	for _, l := range note {
		d.text(margin, f.GetY()+3.5, l)
		f.SetY(f.GetY() + 3)
	}
	f.SetY(f.GetY() + 2)
}

// place writes the candidate's place among the authors ("3/7+"), or
// "–" without an author list.
func place(p analytics.Paper) string {
	if p.Authors == 0 && p.Place == 0 {
		return "–"
	}
	return analytics.PlaceLabel(p)
}

// isCorrectionLine says whether an extra line under a paper is its
// correction line.
func isCorrectionLine(l string) bool {
	return strings.HasPrefix(l, "Corrected: ") || strings.HasPrefix(l, "Added by hand")
}

// anyPaperCorrected says whether a paper of c was corrected.
func anyPaperCorrected(c *analytics.Candidate) bool {
	for _, p := range c.Papers {
		if len(p.Corrected) > 0 {
			return true
		}
	}
	return false
}

// venueStyle is the font style of a paper's venue: bold for a catalogue
// acronym, italic for a venue the catalogue lacks, shown as written.
func venueStyle(p analytics.Paper) string {
	if p.Known {
		return "B"
	}
	return "I"
}

// venueLines are the lines under a paper that give its venue as written,
// in full, when the catalogue lacks it and the Venue column (colW mm)
// cuts it: wrapped to the Title column (titleW mm), at most three lines
// (a venue as written is at most 160 characters). None otherwise. It
// sets the font.
func (d *doc) venueLines(p analytics.Paper, colW, titleW float64) []string {
	if p.Known || p.Venue == "" {
		return nil
	}
	d.setFont(venueStyle(p), 7.5)
	if d.fit(p.Venue, colW) == clean(p.Venue) {
		return nil
	}
	label := "As written: " // a preprint's server, a thesis's university
	if analytics.VenueOutsideCatalogue(p) {
		label = "Venue as written (not in the catalogue): "
	}
	d.setFont("I", 7) // as the lines under a title are drawn
	return d.wrapN(label+p.Venue, titleW, 3)
}
