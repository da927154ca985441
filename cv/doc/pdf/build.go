package pdf

import (
	"fmt"
	"math"
	"slices"
	"strings"
	"unicode"

	"github.com/vitae-cv/vitae/cv/doc"
)

// Layout constants.
const (
	// colGap is the gap, in ems, past which two words are in different
	// columns (a date set flush right, a label column): they are kept
	// apart by at least minColSpaces spaces, which the parser reads as a
	// cell break.
	colGap       = 1.0
	minColSpaces = 3
	// wideGap is the gap, in ems, past which two words are surely in
	// different columns, whatever the character grid says.
	wideGap = 2.0
	// headingSize is how much larger than the body text a short line must
	// be set to be a heading.
	headingSize = 1.3
	// maxHeadingWords bounds a heading's length.
	maxHeadingWords = 8
)

// metrics are the document-wide measures lines are laid out by.
type metrics struct {
	body  float64 // body font size: the size most characters have
	cw    float64 // typical character advance at body size
	pitch float64 // typical distance between body-text baselines
}

// build turns the pages' glyphs into the Doc's lines.
func build(pages []page, lim doc.Limits) *doc.Doc {
	all, m := layout(pages)
	return buildLines(all, len(pages), m, lim)
}

// layout lays the pages' glyphs out in lines, as the Doc reads them
// (build) and as their boxes are drawn (layoutViews): lines grouped,
// measured, repeats marked, columns split, wraps and hyphens joined.
func layout(pages []page) ([][]pline, metrics) {
	all := make([][]pline, len(pages))
	for i, pg := range pages {
		all[i] = groupLines(pg.glyphs)
	}
	m := measure(pages, all)
	markRepeats(all, pages)
	for i := range all {
		all[i] = joinItemWraps(joinMarginCells(joinMarginWraps(splitColumns(all[i], m), m), m), m)
	}
	joinHyphens(all)
	return all, m
}

// buildLines turns laid-out pages into the Doc's lines.
func buildLines(all [][]pline, npages int, m metrics, lim doc.Limits) *doc.Doc {
	d := &doc.Doc{Format: doc.PDF, Pages: npages}
	for i, lines := range all {
		start := len(d.Lines)
		d.Lines = appendPage(d.Lines, lines, i+1, m)
		if i > 0 {
			markPageStart(d.Lines[start:])
		}
		if len(d.Lines) > lim.MaxLines {
			d.Lines = d.Lines[:lim.MaxLines]
			d.Warnings = append(d.Warnings, doc.Warning{Page: i + 1, Message: fmt.Sprintf("more than %d lines; the rest is not read", lim.MaxLines)})
			break
		}
	}
	markHeadings(d.Lines)
	return d
}

// markPageStart puts a form feed before the first text of a page (as
// pdftotext does), so the parser knows where pages break.
func markPageStart(lines []doc.Line) {
	for i := range lines {
		if !lines[i].Repeats && lines[i].Text != "" {
			lines[i].Text = "\f" + lines[i].Text
			return
		}
	}
}

// measure finds the body font size, the typical character advance and
// the typical line pitch over the whole document, whose pages are laid
// out in lines (groupLines, not yet changed by the later passes).
func measure(pages []page, lines [][]pline) metrics {
	sizes := map[int]int{} // as mode counts them, over every page without a copy of the glyphs
	for _, pg := range pages {
		countKeys(sizes, pg.glyphs, func(g glyph) float64 { return g.size })
	}
	m := metrics{body: mostCommon(sizes)}
	if m.body <= 0 {
		m.body = 10
	}
	var sum float64
	n := 0
	for _, pg := range pages {
		for _, g := range pg.glyphs {
			if math.Abs(g.size-m.body) < 0.5 && g.x1 > g.x0 && g.x1-g.x0 < 2*m.body {
				sum += g.x1 - g.x0
				n++
			}
		}
	}
	m.cw = m.body / 2
	if n > 0 {
		m.cw = sum / float64(n)
	}
	m.pitch = linePitch(lines, m.body)
	return m
}

// linePitch is the body text's leading: the distance between the
// baselines of two consecutive body-size lines of one paragraph (see
// leading).
func linePitch(pages [][]pline, body float64) float64 {
	var dists []float64
	for _, lines := range pages {
		for i := 1; i < len(lines); i++ {
			a, b := lines[i-1], lines[i]
			if math.Abs(a.size-body) < 0.5 && math.Abs(b.size-body) < 0.5 {
				gap := a.base - b.base
				if gap > 0.8*body && gap < 3*body {
					dists = append(dists, gap)
				}
			}
		}
	}
	return leading(dists, body)
}

// appendPage renders one page's lines, with blank lines where the page
// leaves vertical space, as pdftotext -layout does.
func appendPage(out []doc.Line, lines []pline, pageNo int, m metrics) []doc.Line {
	margin := leftMargin(lines)
	src := 0
	for i, l := range lines {
		if i > 0 {
			n := blanksBetween(lines[i-1], l, m)
			if l.breakBefore {
				n = max(n, 1)
			}
			for range n {
				out = append(out, doc.Line{Page: pageNo})
			}
		}
		src++
		line := render(l, margin, pageNo, src, m)
		if i > 0 && !l.breakBefore {
			line.Gap = gapAbove(lines[i-1], l, m)
		}
		out = append(out, line)
	}
	return out
}

// leftMargin is the left edge of the page's text (its repeating lines
// aside, unless they are all there is).
func leftMargin(lines []pline) float64 {
	margin, found := math.Inf(1), false
	for _, l := range lines {
		if !l.repeats && len(l.words) > 0 {
			margin, found = min(margin, l.x0), true
		}
	}
	if !found {
		for _, l := range lines {
			if len(l.words) > 0 {
				margin = min(margin, l.x0)
			}
		}
	}
	if math.IsInf(margin, 1) {
		return 0
	}
	return margin
}

// blanksBetween is the number of blank lines the vertical space between
// two lines stands for: none for the usual pitch, one for a paragraph
// break, two for a section break.
func blanksBetween(a, b pline, m metrics) int {
	gap := a.base - b.base
	pitch := max(m.pitch, a.size*1.1, b.size*1.1)
	switch {
	case gap < 1.45*pitch:
		return 0
	case gap < 2.4*pitch:
		return 1
	}
	return 2
}

// render lays one line out as text: words one space apart, columns at
// least minColSpaces apart and at their place on a grid of character
// widths. Bold is a cue on the whole line (Line.Bold), which the parser
// reads from the typed line (a line that stands apart, a style of the
// CV's headings: cv/parse/sections/style.go); on the synthetic PDFs it
// lifts three templates (0.935 to 0.962, 0.860 to 0.869, 0.684 to 0.700)
// and the corpus PDFs slightly (0.896 to 0.897). Bold spans are not
// marked in Text: written as Markdown they cost the parser more than
// they gave when it read PDFs through Markdown (publications F1 0.91
// with "**" spans, 1.00 without).
func render(l pline, margin float64, pageNo, src int, m metrics) doc.Line {
	line := doc.Line{Page: pageNo, Src: src, Repeats: l.repeats}
	if len(l.words) == 0 {
		return line
	}
	if m.body > 0 {
		line.Size = math.Round(l.size/m.body*100) / 100
	}
	if l.ownMargin {
		margin = l.margin
	}
	col := func(x float64) int { return max(0, int(math.Round((x-margin)/m.cw))) }
	line.Indent = min(col(l.x0), 200)
	median := medianGap(l)
	var b strings.Builder
	cur := line.Indent
	allBold, anyLetter := true, false
	for i, w := range l.words {
		if i > 0 {
			gap := 1
			if isColumnGap(l.words[i-1], w, median) || l.cellGap && i == l.cell {
				gap = max(minColSpaces, col(w.x0)-cur)
			}
			b.WriteString(strings.Repeat(" ", gap))
			cur += gap
		}
		if !w.plain {
			anyLetter = true
			allBold = allBold && w.bold
		}
		b.WriteString(string(w.text))
		cur += len(w.text)
	}
	line.Text = b.String()
	line.Bold = anyLetter && allBold
	return line
}

// isColumnGap says whether the gap between words a and b parts two
// columns: wider than wideGap ems, or wider than colGap ems and than
// three of the line's usual word gaps after a word that ends no sentence
// (justified text stretches its spaces, most after a full stop).
func isColumnGap(a, b word, median float64) bool {
	em := max(a.size, b.size, 1)
	space := b.x0 - a.x1
	return space > wideGap*em || space > colGap*em && space > 3*median && !endsSentence(a.text)
}

// hasLetter says whether rs holds a letter or digit.
func hasLetter(rs []rune) bool {
	for _, r := range rs {
		if isAlnum(r) {
			return true
		}
	}
	return false
}

// markHeadings makes a heading of a short line set clearly larger than
// the body text in a size that more than one such line has (a heading
// style is used again; the CV owner's name, set once, is not a heading).
// The largest such size is level 1, the next level 2, smaller ones 3.
// The document's first line is left as it is.
func markHeadings(lines []doc.Line) {
	counts := map[int]int{}
	for _, l := range lines {
		if isHeadingLine(l) {
			counts[sizeKey(l.Size)]++
		}
	}
	var sizes []int
	for k, n := range counts {
		if n >= 2 {
			sizes = append(sizes, k)
		}
	}
	slices.Sort(sizes)
	slices.Reverse(sizes)
	first := true
	for i := range lines {
		l := &lines[i]
		if strings.TrimSpace(l.Text) == "" || l.Repeats {
			continue
		}
		if first {
			first = false
			continue
		}
		rank := slices.Index(sizes, sizeKey(l.Size))
		if rank != 0 || !isHeadingLine(*l) {
			continue
		}
		l.Heading = min(rank+1, 3)
		l.Text = strings.TrimSpace(strings.ReplaceAll(l.Text, "**", ""))
		l.Indent = 0
	}
}

// sizeKey buckets a relative size to a twentieth.
func sizeKey(s float64) int { return int(math.Round(s * 20)) }

// isHeadingLine says whether l may be a heading: larger type, few words,
// one column, some letters, not a sentence.
func isHeadingLine(l doc.Line) bool {
	t := strings.TrimSpace(strings.ReplaceAll(l.Text, "**", ""))
	if l.Size < headingSize || l.Repeats || t == "" || strings.Contains(t, "   ") {
		return false
	}
	if len(strings.Fields(t)) > maxHeadingWords || strings.HasSuffix(t, ".") {
		return false
	}
	return hasLetter([]rune(t))
}

// isAlnum says whether r is a letter or a digit.
func isAlnum(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }

// endsSentence says whether a word ends with punctuation after which TeX
// and justified text leave a wider space.
func endsSentence(t []rune) bool {
	return len(t) > 0 && strings.ContainsRune(".:;,?!", t[len(t)-1])
}

// medianGap is the median gap between the words of a line.
func medianGap(l pline) float64 {
	if len(l.words) < 2 {
		return 0
	}
	gaps := make([]float64, 0, len(l.words)-1)
	for i := 1; i < len(l.words); i++ {
		gaps = append(gaps, l.words[i].x0-l.words[i-1].x1)
	}
	slices.Sort(gaps)
	return gaps[len(gaps)/2]
}
