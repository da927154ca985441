package pdf

import (
	"fmt"
	"math"

	"codeberg.org/go-pdf/fpdf"

	"github.com/vitae-cv/vitae/charts"
	"github.com/vitae-cv/vitae/cv"
)

// The chart colours are the palette of every format (charts.Color, from
// charts/palette.txt), keyed by meaning; the PDF has none of its own.

// paletteColor is the palette colour of a meaning as fpdf's numbers.
func paletteColor(group, key string) rgb {
	return hexRGB(charts.Color(group, key))
}

// hexRGB is charts.RGB of a colour: "#rrggbb" read directly (the palette's
// form; charts.RGB scans it with fmt, which cost more than drawing the
// swatch), anything else through charts.RGB.
func hexRGB(color string) rgb {
	if len(color) == 7 && color[0] == '#' {
		var v [6]int
		ok := true
		for i := range v {
			v[i] = hexDigit(color[1+i])
			ok = ok && v[i] >= 0
		}
		if ok {
			return rgb{v[0]<<4 | v[1], v[2]<<4 | v[3], v[4]<<4 | v[5]}
		}
	}
	r, g, b := charts.RGB(color)
	return rgb{r, g, b}
}

// hexDigit is the value of a hexadecimal digit, or -1.
func hexDigit(c byte) int {
	switch {
	case c >= '0' && c <= '9':
		return int(c - '0')
	case c >= 'a' && c <= 'f':
		return int(c-'a') + 10
	case c >= 'A' && c <= 'F':
		return int(c-'A') + 10
	}
	return -1
}

// typeColor is the colour of a publication type.
func typeColor(t cv.PubType) rgb { return paletteColor(charts.GroupType, string(t)) }

// statusColor is the colour of an award status.
func statusColor(s cv.AwardStatus) rgb { return paletteColor(charts.GroupStatus, string(s)) }

// markColor is the colour of another meaning: "not_counted" (the outline
// of a hatched bar), "expected" (the fill of a span after its as-of date)
// or "cohort".
func markColor(key string) rgb { return paletteColor(charts.GroupMark, key) }

// series is one layer of a bar chart. Counted series are stacked into the
// bar; series of types the report does not count are stacked into a
// hatched bar beside it, never into the counted one.
type series struct {
	label   string
	color   rgb
	counted bool
	values  map[int]float64
}

// legendItem is one swatch of a legend: a filled square, a hatched one
// (listed, not counted), a dashed outline (expected), or a mark.
type legendItem struct {
	label string
	color rgb
	style swatch
}

// swatch is how a legend item is drawn.
type swatch int

const (
	swatchFill    swatch = iota // a filled square
	swatchHatch                 // a hatched square: listed, not counted
	swatchDashed                // a light square with a dashed outline: expected
	swatchDiamond               // a filled diamond: a finalist place
	swatchCircle                // an open circle: a nomination
)

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
		d.swatch(cx, cy, 2.6, it)
		d.setFont("", 7)
		d.color(text2)
		d.text(cx+3.4, cy+2.3, it.label)
		cx += iw
	}
	return cy + 4 - y
}

// swatch draws one legend swatch of side s at (x, y).
func (d *doc) swatch(x, y, s float64, it legendItem) {
	switch it.style {
	case swatchHatch:
		d.hatchRect(x, y, s, s, it.color)
	case swatchDashed:
		d.expectedRect(x, y, s, s, it.color)
	case swatchDiamond:
		d.diamond(x+s/2, y+s/2, s/2, it.color)
	case swatchCircle:
		d.ring(x+s/2, y+s/2, s/2.4, it.color)
	default:
		d.fill(it.color)
		d.f.Rect(x, y, s, s, "F")
	}
}

// hatchRect fills a rectangle with c crossed by white diagonal lines,
// outlined in the palette's not-counted colour: the style of papers
// listed but not counted (the HTML's hatching decal).
func (d *doc) hatchRect(x, y, w, h float64, c rgb) {
	if w <= 0 || h <= 0 {
		return
	}
	d.fill(c)
	d.f.Rect(x, y, w, h, "F")
	d.f.ClipRect(x, y, w, h, false)
	d.draw(paper)
	d.lineW(0.35)
	for off := -h; off < w; off += 1.3 { // bounded by the rectangle's size
		d.f.Line(x+off, y+h, x+off+h, y)
	}
	d.f.ClipEnd()
	d.draw(markColor("not_counted"))
	d.lineW(0.2)
	d.f.Rect(x, y, w, h, "D")
}

// expectedRect draws the palette's expected colour with a dashed outline
// of c: a span to an expected date.
func (d *doc) expectedRect(x, y, w, h float64, c rgb) {
	if w <= 0 || h <= 0 {
		return
	}
	d.fill(markColor("expected"))
	d.f.Rect(x, y, w, h, "F")
	d.draw(c)
	d.lineW(0.3)
	d.f.SetDashPattern([]float64{0.7, 0.5}, 0)
	d.f.Rect(x, y, w, h, "D")
	d.f.SetDashPattern(nil, 0)
}

// diamond draws a filled diamond of radius r centred on (x, y).
func (d *doc) diamond(x, y, r float64, c rgb) {
	d.fill(c)
	d.f.Polygon([]fpdf.PointType{{X: x, Y: y - r}, {X: x + r, Y: y}, {X: x, Y: y + r}, {X: x - r, Y: y}}, "F")
}

// ring draws an open circle of radius r centred on (x, y).
func (d *doc) ring(x, y, r float64, c rgb) {
	d.draw(c)
	d.lineW(0.35)
	d.f.Circle(x, y, r, "D")
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

// yearBars draws a bar per year, every year from the first to the last
// (at most the last maxChartYears), with a y axis, in the box (x, y, w, h).
// Counted series are stacked into the bar, labelled with the counted
// total; series not counted are stacked into a hatched bar beside it.
func (d *doc) yearBars(x, y, w, h float64, title string, ss []series, note string) {
	y = d.chartTitle(x, y, title)
	lo, hi, items, apart := yearSpan(ss)
	bottom := y + h - 5.5
	if lo == 0 {
		d.empty(x, y, w, bottom-y, "No dated publications")
		return
	}
	lh := d.legend(x, y, w, items)
	top := y + lh + 3
	if note != "" {
		d.setFont("I", 6.5)
		d.color(text3)
		for _, l := range reverse(d.wrap(note, w)) {
			d.text(x, bottom-0.5, l)
			bottom -= 3.2
		}
		bottom -= 0.8
	}
	maxV := 0.0
	for i := 0; i <= hi-lo; i++ { // hi-lo < maxChartYears; yr++ past MaxInt would wrap
		c, u := yearTotals(ss, lo+i)
		maxV = math.Max(maxV, math.Max(c, u))
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
	uw := 0.0
	if apart {
		bw = math.Min(slot*0.5, 10)
		uw = math.Min(slot*0.28, 6)
	}
	d.setFont("", 6.5)
	every := 1
	for float64(every)*slot < d.measure("0000")+1.2 {
		every++
	}
	yOf := func(v float64) float64 { return base - ph*v/axisMax }
	for i := 0; i < n; i++ {
		yr := lo + i
		bx := px + float64(i)*slot + (slot-bw-uw)/2
		counted, listed := 0.0, 0.0
		for _, s := range ss {
			v := s.values[yr]
			if v <= 0 {
				continue
			}
			if s.counted {
				d.fill(s.color)
				d.f.Rect(bx, yOf(counted+v), bw, yOf(counted)-yOf(counted+v), "F")
				counted += v
			} else {
				d.hatchRect(bx+bw, yOf(listed+v), uw, yOf(listed)-yOf(listed+v), s.color)
				listed += v
			}
		}
		if counted > 0 && slot > 4 {
			d.setFont("", 6)
			d.color(text2)
			d.textCenter(bx+bw/2, yOf(counted)-0.8, num(charts.Round2(counted)))
		}
		if listed > 0 && slot > 7 {
			d.setFont("I", 5.5)
			d.color(text3)
			d.textCenter(bx+bw+uw/2, yOf(listed)-0.8, num(charts.Round2(listed)))
		}
		if (yr-lo)%every == 0 || (every > 1 && yr == hi && (yr-lo)%every > every/2) {
			d.setFont("", 6.5)
			d.color(text2)
			d.textCenter(px+float64(i)*slot+slot/2, base+3.2, fmt.Sprint(yr))
		}
	}
	d.draw(text3)
	d.lineW(0.25)
	d.f.Line(px, base, px+pw, base)
	d.color(text1)
}

// maxChartYears bounds a year chart: a record with a far-off year must
// not draw bars too thin to see; the newest years are kept.
const maxChartYears = 60

// yearSpan finds the first and last year with a value in ss (0, 0 when
// none), the legend of the series with values, and whether any of them is
// not counted.
func yearSpan(ss []series) (lo, hi int, items []legendItem, apart bool) {
	for _, s := range ss {
		has := false
		for yr, v := range s.values {
			if v <= 0 || yr <= 0 {
				continue
			}
			has = true
			if lo == 0 || yr < lo {
				lo = yr
			}
			hi = max(hi, yr)
		}
		if !has {
			continue
		}
		if s.counted {
			items = append(items, legendItem{s.label, s.color, swatchFill})
		} else {
			items = append(items, legendItem{s.label, s.color, swatchHatch})
			apart = true
		}
	}
	if hi-lo >= maxChartYears {
		lo = hi - maxChartYears + 1
	}
	return lo, hi, items, apart
}

// yearTotals adds a year's counted and not-counted values.
func yearTotals(ss []series, yr int) (counted, apart float64) {
	for _, s := range ss {
		if s.counted {
			counted += s.values[yr]
		} else {
			apart += s.values[yr]
		}
	}
	return counted, apart
}

func reverse(ls []string) []string {
	out := make([]string, len(ls))
	for i, l := range ls {
		out[len(ls)-1-i] = l
	}
	return out
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
	d.xGrid(px, pw, y, plotBottom, step, axisMax)
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
		d.text(px+pw*acc/axisMax+1, ry+rowH/2+fs*0.12, num(charts.Round2(acc)))
	}
	d.draw(text3)
	d.lineW(0.25)
	d.f.Line(px, y, px, plotBottom)
	d.color(text1)
}

// xGrid draws the vertical grid lines and value labels of a horizontal
// bar chart whose plot spans px..px+pw and top..bottom.
func (d *doc) xGrid(px, pw, top, bottom, step, axisMax float64) {
	d.lineW(0.15)
	d.setFont("", 6.5)
	for v := 0.0; v <= axisMax+1e-9; v += step {
		xx := px + pw*v/axisMax
		d.draw(grid)
		d.f.Line(xx, top, xx, bottom)
		d.color(text3)
		d.textCenter(xx, bottom+3, num(v))
	}
}
