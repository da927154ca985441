package pdf

import (
	"fmt"
	"math"

	"github.com/vitae-cv/vitae/analytics"
	"github.com/vitae-cv/vitae/cv"
)

// The palette: muted, distinguishable colours, one per publication type,
// fellowship status and timeline kind.
var typeColor = map[cv.PubType]rgb{
	cv.TypeConference: {78, 121, 167},
	cv.TypeJournal:    {242, 142, 43},
	cv.TypeWorkshop:   {89, 161, 79},
	cv.TypeBook:       {176, 122, 161},
	cv.TypeThesis:     {156, 117, 95},
	cv.TypePatent:     {237, 201, 72},
	cv.TypePreprint:   {186, 176, 172},
	cv.TypeOther:      {118, 183, 178},
}

var statusColor = map[cv.AwardStatus]rgb{
	cv.StatusAwarded:          {31, 78, 121},
	cv.StatusFinalist:         {104, 151, 204},
	cv.StatusNominee:          {184, 207, 232},
	cv.StatusHonorableMention: {156, 117, 95},
}

var kindColor = map[string]rgb{
	"phd":        {31, 78, 121},
	"masters":    {78, 121, 167},
	"bachelors":  {160, 203, 232},
	"faculty":    {225, 87, 89},
	"postdoc":    {242, 142, 43},
	"industry":   {89, 161, 79},
	"internship": {140, 209, 125},
	"research":   {176, 122, 161},
	"teaching":   {237, 201, 72},
	"visiting":   {255, 157, 167},
}

func spanColor(kind string) rgb {
	if c, ok := kindColor[kind]; ok {
		return c
	}
	return rgb{186, 176, 172}
}

// series is one stacked layer of a bar chart.
type series struct {
	label  string
	color  rgb
	values map[int]float64
}

// legendItem is one swatch of a legend.
type legendItem struct {
	label string
	color rgb
}

// legend draws swatches left to right from (x, y), wrapping at x+w, and
// returns the height used.
func (d *doc) legend(x, y, w float64, items []legendItem) float64 {
	d.setFont("", 7)
	d.color(text2)
	cx, cy := x, y
	for _, it := range items {
		iw := 3.2 + d.measure(it.label) + 4
		if cx+iw > x+w && cx > x {
			cx, cy = x, cy+4
		}
		d.fill(it.color)
		d.f.Rect(cx, cy, 2.6, 2.6, "F")
		d.text(cx+3.4, cy+2.3, it.label)
		cx += iw
	}
	return cy + 4 - y
}

// chartTitle draws a chart's title and returns the y below it.
func (d *doc) chartTitle(x, y float64, title string) float64 {
	d.setFont("B", 9)
	d.color(text1)
	d.text(x, y+3.2, title)
	return y + 5.5
}

// empty writes a message in place of a chart with no data.
func (d *doc) empty(x, y, w, h float64, msg string) {
	d.draw(grid)
	d.lineW(0.2)
	d.f.Rect(x, y, w, h, "D")
	d.setFont("I", 8)
	d.color(text3)
	d.textCenter(x+w/2, y+h/2+1, msg)
}

// yearBars draws a bar per year (every year from the first to the last),
// stacked by series, with a y axis, in the box (x, y, w, h).
func (d *doc) yearBars(x, y, w, h float64, title string, ss []series, note string) {
	y = d.chartTitle(x, y, title)
	// years and totals
	lo, hi := 0, 0
	var items []legendItem
	for _, s := range ss {
		any := false
		for yr, v := range s.values {
			if v <= 0 || yr <= 0 {
				continue
			}
			any = true
			if lo == 0 || yr < lo {
				lo = yr
			}
			hi = max(hi, yr)
		}
		if any {
			items = append(items, legendItem{s.label, s.color})
		}
	}
	bottom := y + h - 5.5
	if lo == 0 {
		d.empty(x, y, w, bottom-y, "No dated publications")
		return
	}
	if hi-lo > 59 { // keep bars visible: the last 60 years
		lo = hi - 59
	}
	lh := d.legend(x, y, w, items)
	top := y + lh + 3
	if note != "" {
		d.setFont("I", 6.5)
		d.color(text3)
		d.text(x, bottom-0.5, note)
		bottom -= 4
	}
	maxV := 0.0
	for yr := lo; yr <= hi; yr++ {
		t := 0.0
		for _, s := range ss {
			t += s.values[yr]
		}
		maxV = math.Max(maxV, t)
	}
	step := niceStep(maxV, 5)
	axisMax := math.Ceil(maxV/step-1e-9) * step
	if axisMax <= 0 {
		axisMax = step
	}
	// y axis
	d.setFont("", 6.5)
	labelW := d.measure(num(axisMax)) + 2
	px := x + labelW + 1
	pw := w - labelW - 1
	ph := bottom - 4 - top
	base := top + ph
	d.lineW(0.15)
	for v := 0.0; v <= axisMax+1e-9; v += step {
		yy := base - ph*v/axisMax
		d.draw(grid)
		d.f.Line(px, yy, px+pw, yy)
		d.color(text3)
		d.textRight(px-1, yy+1, num(v))
	}
	// bars
	n := hi - lo + 1
	slot := pw / float64(n)
	bw := math.Min(slot*0.72, 14)
	d.setFont("", 6.5)
	every := 1
	for float64(every)*slot < d.measure("0000")+1.2 {
		every++
	}
	for i := 0; i < n; i++ {
		yr := lo + i
		bx := px + float64(i)*slot + (slot-bw)/2
		acc := 0.0
		for _, s := range ss {
			v := s.values[yr]
			if v <= 0 {
				continue
			}
			y0 := base - ph*acc/axisMax
			y1 := base - ph*(acc+v)/axisMax
			d.fill(s.color)
			d.f.Rect(bx, y1, bw, y0-y1, "F")
			acc += v
		}
		if acc > 0 && slot > 4 {
			d.setFont("", 6)
			d.color(text2)
			d.textCenter(bx+bw/2, base-ph*acc/axisMax-0.8, num(math.Round(acc*100)/100))
		}
		if (yr-lo)%every == 0 || (every > 1 && yr == hi && (yr-lo)%every > every/2) {
			d.setFont("", 6.5)
			d.color(text2)
			d.textCenter(bx+bw/2, base+3.2, fmt.Sprint(yr))
		}
	}
	d.draw(text3)
	d.lineW(0.25)
	d.f.Line(px, base, px+pw, base)
	d.color(text1)
}

// hrow is one horizontal bar, split into segments.
type hrow struct {
	label  string
	values []float64
}

// hBars draws one horizontal bar per row, segments coloured by colors, a
// label column on the left and the total at the bar's end.
func (d *doc) hBars(x, y, w, h float64, title string, rows []hrow, colors []rgb, items []legendItem, emptyMsg, note string) {
	y = d.chartTitle(x, y, title)
	if len(rows) == 0 {
		d.empty(x, y, w, h-5.5, emptyMsg)
		return
	}
	if len(items) > 0 {
		y += d.legend(x, y, w, items) + 1.5
	}
	bottom := y + h - 5.5 - 5 // leave room for the axis labels
	if note != "" {
		d.setFont("I", 6.5)
		d.color(text3)
		d.text(x, y+h-5.5+0.5, note)
		bottom -= 3.5
	}
	maxV := 0.0
	for _, r := range rows {
		t := 0.0
		for _, v := range r.values {
			t += v
		}
		maxV = math.Max(maxV, t)
	}
	d.setFont("", 7)
	labelW := 0.0
	for _, r := range rows {
		labelW = math.Max(labelW, d.measure(r.label))
	}
	labelW = math.Min(labelW+1.5, w*0.42)
	px := x + labelW + 1
	pw := w - labelW - 1 - 7 // room for the value label
	step := niceStep(maxV, 5)
	axisMax := math.Ceil(maxV/step-1e-9) * step
	if axisMax <= 0 {
		axisMax = step
	}
	rowH := math.Min(6, (bottom-y)/float64(len(rows)))
	bh := rowH * 0.7
	plotBottom := y + rowH*float64(len(rows))
	// grid and x ticks
	d.lineW(0.15)
	d.setFont("", 6.5)
	for v := 0.0; v <= axisMax+1e-9; v += step {
		xx := px + pw*v/axisMax
		d.draw(grid)
		d.f.Line(xx, y, xx, plotBottom)
		d.color(text3)
		d.textCenter(xx, plotBottom+3, num(v))
	}
	fs := math.Min(7, rowH*2.2)
	for i, r := range rows {
		ry := y + float64(i)*rowH
		d.setFont("", fs)
		d.color(text1)
		d.text(x, ry+rowH/2+fs*0.12, d.fit(r.label, labelW-1))
		acc := 0.0
		for j, v := range r.values {
			if v <= 0 {
				continue
			}
			d.fill(colors[j%len(colors)])
			d.f.Rect(px+pw*acc/axisMax, ry+(rowH-bh)/2, pw*v/axisMax, bh, "F")
			acc += v
		}
		d.setFont("", math.Min(6.5, fs))
		d.color(text2)
		d.text(px+pw*acc/axisMax+1, ry+rowH/2+fs*0.12, num(math.Round(acc*100)/100))
	}
	d.draw(text3)
	d.lineW(0.25)
	d.f.Line(px, y, px, plotBottom)
	d.color(text1)
}

// typeSeries turns a year → type → count map into chart series, in the
// analytics type order; types that do not count are marked "*".
func (d *doc) typeSeries(yt map[int]map[cv.PubType]float64) ([]series, bool) {
	counted := map[cv.PubType]bool{}
	ts := d.r.Options.Types
	if ts == nil {
		ts = analytics.DefaultTypes
	}
	for _, t := range ts {
		counted[t] = true
	}
	var out []series
	star := false
	for _, t := range analytics.PubTypes {
		s := series{label: string(t), color: typeColor[t], values: map[int]float64{}}
		if !counted[t] {
			s.label += "*"
		}
		any := false
		for y, m := range yt {
			if m[t] > 0 {
				s.values[y] = m[t]
				any = true
			}
		}
		if any {
			out = append(out, s)
			star = star || !counted[t]
		}
	}
	return out, star
}
