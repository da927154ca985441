package train

import (
	"slices"
	"strconv"

	"github.com/vitae-cv/vitae/cv/parse"
)

// Coverage thresholds: the share of a truth phrase's words found, in
// order, for a place to count, and for it to count as sure.
const (
	minCover  = 0.6
	sureCover = 0.85
)

// anchor is a truth item found in the lines.
type anchor struct {
	kind   string
	item   int
	lines  []int // views the item's key phrases are on, in order
	key    match // the key phrase (title, name, institution)
	cov    float64
	unsure bool
}

// keyFirst and keyLast are the first and last lines of an's key phrase.
func (a *aligner) keyFirst(an anchor) int { return a.st[an.key.from()].line }
func (a *aligner) keyLast(an anchor) int  { return a.st[an.key.to()-1].line }

func (a anchor) first() int { return a.lines[0] }
func (a anchor) last() int  { return a.lines[len(a.lines)-1] }

// aligner aligns one truth to one file's lines.
type aligner struct {
	vs      []parse.LineView
	cs      []cue
	st      []tok
	f       *finder
	t       *Truth
	surname string
	lab     []Line
	spans   []Span
	anchors []anchor
	pre     []string // section kinds by heading words alone
	rank    []int    // lines with words before each line, itself included
	region  []string // the section kind of each line ("header" before the first heading)
	heading []bool
	group   []bool
	// datesBefore: in the block being split, dates stand on a line of
	// their own before their entries (its first line is a date)
	datesBefore bool
	used        map[[2]int]bool // tokens given a field
}

// Align labels the lines vs by truth t. The result has every line of vs,
// and the spans found; set, number and form are left for the caller.
func Align(vs []parse.LineView, t *Truth) *File {
	a := &aligner{vs: vs, cs: cuesOf(vs), t: t}
	a.st = stream(vs)
	a.f = newFinder(a.st)
	if ws := words(t.Name); len(ws) > 0 {
		a.surname = ws[len(ws)-1]
	}
	a.lab = make([]Line, len(vs))
	for i, v := range vs {
		a.lab[i] = Line{N: i + 1, Page: v.Page, Src: v.Src, Role: RoleOther, Kind: KindNone, Item: -1}
	}
	a.pre = a.preRegions()
	a.rank = ranks(a.cs)
	a.findPubs()
	a.findAwards()
	a.findEducation()
	a.findPositions()
	a.findSections()
	a.labelEntries()
	a.labelRest()
	a.countedSections()
	f := &File{Version: Version, LinesSHA256: LinesHash(vs), LineCount: len(vs),
		Items: t.counts(), Aligned: alignedCounts(a.lab), Lines: a.lab, Spans: a.spans}
	slices.SortStableFunc(f.Spans, func(x, y Span) int {
		if x.N != y.N {
			return x.N - y.N
		}
		return x.From - y.From
	})
	return f
}

// candidate is a place an item may be, with its score.
type candidate struct {
	item  int
	m     match
	score float64
	lines []int
}

// assign takes candidates best first, each item once, places not shared
// when exclusive; an item whose runner-up place scores close to its own
// is unsure.
func (a *aligner) assign(kind string, cands []candidate, exclusive bool) {
	slices.SortStableFunc(cands, func(x, y candidate) int {
		switch {
		case x.score > y.score:
			return -1
		case x.score < y.score:
			return 1
		}
		if x.item != y.item {
			return x.item - y.item
		}
		return x.m.from() - y.m.from()
	})
	done := map[int]bool{}
	var taken []match
	for _, c := range cands {
		if done[c.item] || exclusive && slices.ContainsFunc(taken, c.m.overlaps) || a.claimed(c.m) ||
			kind != KindPublication && a.inProse(c.m) > 0 {
			continue
		}
		done[c.item] = true
		taken = append(taken, c.m)
		an := anchor{kind: kind, item: c.item, lines: c.lines, key: c.m, cov: c.m.cov,
			unsure: c.m.cov < sureCover || len(c.m.hits) < 3 && c.score < c.m.cov+0.15}
		for _, o := range cands {
			twin := o.item == c.item && !o.m.overlaps(c.m)                  // listed twice
			rival := o.item != c.item && o.m.overlaps(c.m) && !done[o.item] // two items, one place
			if (twin || rival) && o.score >= c.score-0.05 {
				an.unsure = true
			}
		}
		a.anchors = append(a.anchors, an)
	}
}

// claimed reports whether m falls on a key phrase of an item already
// found (a paper's award named inside its entry is not the award's).
func (a *aligner) claimed(m match) bool {
	for _, an := range a.anchors {
		if an.key.overlaps(m) {
			return true
		}
	}
	return false
}

func (a *aligner) findPubs() {
	var cands []candidate
	for i, p := range a.t.Publications {
		for _, m := range a.f.find(p.Title, minCover) {
			cands = append(cands, candidate{item: i, m: m, score: m.cov + a.inKind(m, KindPublication) - a.inProse(m), lines: m.lines(a.st)})
		}
	}
	a.assign(KindPublication, cands, true)
}

func (a *aligner) findAwards() {
	var cands []candidate
	for i, w := range a.t.Awards {
		for _, m := range a.f.find(w.Name, 0.67) {
			score := m.cov + a.inKind(m, KindAward) - a.inProse(m)
			for _, y := range w.Year {
				if a.near(m, strconv.Itoa(y), 1) {
					score += 0.2
					break
				}
			}
			if a.inPaper(m) {
				continue // named in a paper's entry: the paper's award field
			}
			cands = append(cands, candidate{item: i, m: m, score: score, lines: m.lines(a.st)})
		}
	}
	a.assign(KindAward, cands, true)
}

func (a *aligner) findEducation() {
	var cands []candidate
	for i, e := range a.t.Education {
		key := e.Institution
		if key == "" {
			key = e.Field
		}
		for _, m := range a.f.find(key, 0.67) {
			c := candidate{item: i, m: m, score: m.cov + a.inKind(m, KindEducation) - a.inProse(m), lines: m.lines(a.st)}
			if fm, ok := a.nearest(e.Field, m, 2, true); ok && e.Institution != "" {
				c.score += 0.3
				c.lines = union(c.lines, fm.lines(a.st))
			}
			if a.nearDates(m, e.Start, e.End) {
				c.score += 0.2
			}
			cands = append(cands, c)
		}
	}
	a.assign(KindEducation, cands, true)
}

func (a *aligner) findPositions() {
	var cands []candidate
	for i, p := range a.t.Positions {
		key, other := p.Title, p.Organization
		if key == "" {
			key, other = other, ""
		}
		for _, m := range a.f.find(key, 0.67) {
			c := candidate{item: i, m: m, score: m.cov + a.inKind(m, KindPosition) - a.inProse(m), lines: m.lines(a.st)}
			if om, ok := a.nearest(other, m, 2, false); ok {
				c.score += 0.5 * om.cov
				c.lines = union(c.lines, om.lines(a.st))
			} else if other != "" {
				c.score -= 0.2
			}
			if a.nearDates(m, p.Start, p.End) {
				c.score += 0.2
			}
			cands = append(cands, c)
		}
	}
	a.assign(KindPosition, cands, true)
}

// nearest finds phrase within d lines of m, the closest place; on a tie
// the place after m when after, else the place before.
func (a *aligner) nearest(phrase string, m match, d int, after bool) (match, bool) {
	if phrase == "" {
		return match{}, false
	}
	l := a.st[m.from()].line
	best, bestD := match{}, d+1
	for _, o := range a.f.find(phrase, 0.67) {
		ol := a.st[o.from()].line
		od := abs(a.rank[ol] - a.rank[l])
		// on a tie, the place after m: a field under its institution
		if od < bestD || od == bestD && (ol > l) == after {
			best, bestD = o, od
		}
	}
	return best, bestD <= d
}

// near reports whether word w is within d lines of m.
func (a *aligner) near(m match, w string, d int) bool {
	l := a.st[m.from()].line
	for i := l; i >= 0 && a.rank[l]-a.rank[i] <= d; i-- {
		if containsWord(a.cs[i].words, w) {
			return true
		}
	}
	for i := l + 1; i < len(a.cs) && a.rank[i]-a.rank[l] <= d; i++ {
		if containsWord(a.cs[i].words, w) {
			return true
		}
	}
	return false
}

// ranks numbers the lines with words: blank lines do not count in the
// distances between lines.
func ranks(cs []cue) []int {
	out := make([]int, len(cs))
	n := 0
	for i, c := range cs {
		if !c.blank {
			n++
		}
		out[i] = n
	}
	return out
}

// inProse is a penalty for a place in running text: an institution named
// in a biography is not its degree's entry.
func (a *aligner) inProse(m match) float64 {
	l := a.st[m.from()].line
	if proseLike(a.vs[l].Text, a.cs[l]) && len(a.cs[l].words) >= 15 {
		return 0.3
	}
	return 0
}

// nearDates reports whether a year of start or end is within two lines
// of m.
func (a *aligner) nearDates(m match, start, end *string) bool {
	for _, d := range []*string{start, end} {
		if d != nil && len(*d) >= 4 && a.near(m, (*d)[:4], 2) {
			return true
		}
	}
	return false
}

// inPaper reports whether m stands in a paper's entry: within three
// lines after a paper's title with no blank line or heading between.
func (a *aligner) inPaper(m match) bool {
	l := a.st[m.from()].line
	for _, an := range a.anchors {
		if an.kind != KindPublication || l < an.first() || l > an.last()+3 {
			continue
		}
		open := true
		for i := an.last() + 1; i <= l; i++ {
			if ok, _ := headingLike(a.vs[i], a.cs[i]); ok || a.cs[i].blank {
				open = false
			}
		}
		if open {
			return true
		}
	}
	return false
}

// preRegions is the section kind of each line by heading words alone,
// before any item is found: a tie-break between two places of an item.
func (a *aligner) preRegions() []string {
	out := make([]string, len(a.vs))
	kind := "header"
	for i := range a.vs {
		if ok, _ := headingLike(a.vs[i], a.cs[i]); ok {
			kind, _ = sectionKind(a.cs[i].words)
		}
		out[i] = kind
	}
	return out
}

// inKind is a small bonus for a place in a section of the item's kind.
func (a *aligner) inKind(m match, kind string) float64 {
	if a.pre[a.st[m.from()].line] == kind {
		return 0.05
	}
	return 0
}

func union(x, y []int) []int {
	out := slices.Concat(x, y)
	slices.Sort(out)
	return slices.Compact(out)
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// isAnchorLine reports whether line i holds an item's key phrase.
func (a *aligner) isAnchorLine(i int) bool {
	for _, an := range a.anchors {
		if slices.Contains(an.lines, i) {
			return true
		}
	}
	return false
}

// findSections marks headings, group labels and the section kind of
// every line.
func (a *aligner) findSections() {
	n := len(a.vs)
	a.region = make([]string, n)
	a.heading = make([]bool, n)
	a.group = make([]bool, n)
	kind, level := "header", 0
	for i := range a.vs {
		if ok, lv := headingLike(a.vs[i], a.cs[i]); ok && !a.isAnchorLine(i) {
			k, _ := sectionKind(a.cs[i].words)
			sub := kind != "header" && lv > level && (k == "" || k == KindPublication) && kind == KindPublication
			if sub {
				a.group[i] = true
			} else {
				a.heading[i] = true
				kind, level = k, lv
				if kind == "" {
					kind = "other"
				}
			}
		} else if a.yearLabel(i) {
			a.group[i] = true
		}
		a.region[i] = kind
	}
}

// yearLabel reports whether line i is a year heading a group of entries:
// a year alone on its line, not the wrapped end of the line before (an
// indented line right after text) and not one of a run of years that
// repeat (dates set in a margin, one an entry).
func (a *aligner) yearLabel(i int) bool {
	if !reYearOnly.MatchString(a.vs[i].Text) || a.isAnchorLine(i) {
		return false
	}
	if i > 0 && !a.cs[i-1].blank && a.cs[i].indent > 0 && !a.cs[i].list {
		return false
	}
	y := a.cs[i].words[0]
	for j := i - 1; j >= 0 && !a.heading[j]; j-- {
		if reYearOnly.MatchString(a.vs[j].Text) {
			return a.cs[j].words[0] != y
		}
	}
	for j := i + 1; j < len(a.vs); j++ {
		if ok, _ := headingLike(a.vs[j], a.cs[j]); ok && !reYearOnly.MatchString(a.vs[j].Text) {
			break
		}
		if reYearOnly.MatchString(a.vs[j].Text) {
			return a.cs[j].words[0] != y
		}
	}
	return true
}

// dateOnly reports whether line i holds nothing but a date or a range.
func (a *aligner) dateOnly(i int) bool {
	ws := a.cs[i].words
	year := false
	for _, w := range ws {
		switch {
		case reYear.MatchString(w) || presentWords[w]:
			year = true
		case isNumber(w) || months[w] || w == "to" || w == "since" || w == "until":
		default:
			return false
		}
	}
	return year
}

// startsWithDate reports whether a line's words open with a year or a
// month and a year, and go on past it.
func startsWithDate(ws []string) bool {
	switch {
	case len(ws) > 1 && reYear.MatchString(ws[0]):
		return true
	case len(ws) > 2 && months[ws[0]] && reYear.MatchString(ws[1]):
		return true
	}
	return false
}

func isNumber(w string) bool {
	for _, r := range w {
		if r < '0' || r > '9' {
			return false
		}
	}
	return w != ""
}

var months = map[string]bool{"jan": true, "feb": true, "mar": true, "apr": true, "may": true,
	"jun": true, "jul": true, "aug": true, "sep": true, "sept": true, "oct": true, "nov": true,
	"dec": true, "january": true, "february": true, "march": true, "april": true, "june": true,
	"july": true, "august": true, "september": true, "october": true, "november": true,
	"december": true, "spring": true, "summer": true, "fall": true, "autumn": true, "winter": true}

// block is a run of lines between headings and group labels.
type block struct{ from, to int } // [from, to)

func (a *aligner) blocks() []block {
	var out []block
	start := 0
	for i := range a.vs {
		if a.heading[i] || a.group[i] {
			if i > start {
				out = append(out, block{start, i})
			}
			start = i + 1
		}
	}
	if start < len(a.vs) {
		out = append(out, block{start, len(a.vs)})
	}
	return out
}

// labelEntries finds each anchored item's span of lines and labels it.
func (a *aligner) labelEntries() {
	slices.SortStableFunc(a.anchors, func(x, y anchor) int { return x.first() - y.first() })
	for _, b := range a.blocks() {
		var in []anchor
		for _, an := range a.anchors {
			if an.first() < b.from || an.first() >= b.to {
				continue
			}
			if k := len(in) - 1; k >= 0 && a.keyFirst(an) <= a.keyLast(in[k]) {
				in[k].unsure = true // two items on the same lines: left to the first
				continue
			}
			in = append(in, an)
		}
		if len(in) > 0 {
			a.labelBlock(b, in)
		}
	}
}

// entry is one item's lines [start, end] and how sure the bounds are.
type entry struct {
	an         anchor
	start, end int
	unsure     bool
}

// labelBlock splits a block's lines between its anchored items: at list
// markers when the block's items are listed, at blank lines when they
// are set apart so, else by where author lists stand.
func (a *aligner) labelBlock(b block, in []anchor) {
	starts := make([]int, len(in))
	unsure := make([]bool, len(in))
	lo := b.from
	listed, spaced := 0, 0
	for k, an := range in {
		if a.markerIn(lo, an.first()) >= 0 {
			listed++
		}
		if k > 0 && a.blankIn(lo, an.first()) >= 0 {
			spaced++
		}
		lo = an.last() + 1
	}
	mode := "dense"
	switch {
	case listed*5 >= len(in)*3:
		mode = "list"
	case len(in) > 1 && spaced*5 >= (len(in)-1)*3:
		mode = "blank"
	}
	before := a.authorsBefore(in)
	a.datesBefore = a.dateOnly(a.firstText(b.from, b.to-1))
	lo = b.from
	for k, an := range in {
		s, sure := a.entryStart(mode, lo, an, before, k == 0)
		starts[k], unsure[k] = s, !sure
		lo = max(an.last()+1, s+1)
	}
	for k, an := range in {
		end := b.to - 1
		if k+1 < len(in) {
			end = starts[k+1] - 1
		}
		end = max(end, an.last())
		end, tailSure := a.trimTail(mode, an, end, k+1 == len(in), in, starts)
		a.labelEntry(entry{an: an, start: starts[k], end: end, unsure: unsure[k] || an.unsure}, tailSure)
	}
}

// markerIn returns the last line in [lo, hi] with a list marker at the
// shallowest depth, or -1.
func (a *aligner) markerIn(lo, hi int) int {
	for i := hi; i >= lo && i >= 0; i-- {
		if a.cs[i].list {
			return i
		}
	}
	return -1
}

// blankIn returns the last blank line in [lo, hi), or -1.
func (a *aligner) blankIn(lo, hi int) int {
	for i := hi - 1; i >= lo && i >= 0; i-- {
		if a.cs[i].blank {
			return i
		}
	}
	return -1
}

// authorsBefore reports whether the block's author lists stand before
// its titles: more lines just before a title read as author lists than
// lines just after one.
func (a *aligner) authorsBefore(in []anchor) bool {
	before, after := 0, 0
	for _, an := range in {
		if an.kind != KindPublication {
			continue
		}
		if p := an.first() - 1; p >= 0 && !slices.Contains(an.lines, p) && authorLike(a.vs[p].Text, a.cs[p], a.surname) {
			before++
		}
		if q := an.last() + 1; q < len(a.vs) && authorLike(a.vs[q].Text, a.cs[q], a.surname) {
			after++
		}
	}
	return before > after
}

// entryStart is the first line of an's entry, searched back no further
// than lo, and whether the layout says so plainly.
func (a *aligner) entryStart(mode string, lo int, an anchor, before, first bool) (int, bool) {
	switch mode {
	case "list":
		if m := a.markerIn(lo, an.first()); m >= 0 {
			return m, true
		}
		return an.first(), false
	case "blank":
		if an.first() > lo && a.datesBefore && a.dateOnly(an.first()-1) {
			return an.first() - 1, true
		}
		if bl := a.blankIn(lo, an.first()); bl >= 0 {
			return bl + 1, true
		}
		if first {
			return a.firstText(lo, an.first()), lo == an.first()
		}
		return an.first(), false
	}
	s := an.first()
	if s > lo && a.datesBefore && a.dateOnly(s-1) {
		return s - 1, true
	}
	if before && an.kind == KindPublication {
		for s > lo && s > an.first()-3 && !a.cs[s-1].blank && authorLike(a.vs[s-1].Text, a.cs[s-1], a.surname) {
			s--
		}
	}
	return s, true
}

// firstText is the first non-blank line in [lo, hi].
func (a *aligner) firstText(lo, hi int) int {
	for i := lo; i < hi; i++ {
		if !a.cs[i].blank {
			return i
		}
	}
	return hi
}

// trimTail ends an entry: at its last non-blank line; the last entry of
// a block stops at a blank line (list and blank layouts) or after as many
// lines past its key phrase as the block's other entries have.
func (a *aligner) trimTail(mode string, an anchor, end int, last bool, in []anchor, starts []int) (int, bool) {
	sure := true
	if last {
		if mode == "list" {
			for i := an.last() + 1; i <= end; i++ {
				if a.cs[i].list && a.cs[i].depth == 0 || a.cs[i].blank && (i+1 > end || !a.cs[i+1].list && a.cs[i+1].indent == 0) {
					end = i - 1
					break
				}
			}
		}
		if tail := a.typicalTail(in, starts); mode != "list" && end > an.last()+tail {
			end = an.last() + tail
			sure = false
		}
		if mode != "blank" || len(in) == 1 {
			if bl := a.blankAfter(an.last(), end); bl >= 0 && mode != "list" {
				end = bl - 1
			}
		}
	}
	for end > an.last() && a.cs[end].blank {
		end--
	}
	return end, sure
}

// blankAfter returns the first blank line in (from, to], or -1.
func (a *aligner) blankAfter(from, to int) int {
	for i := from + 1; i <= to; i++ {
		if a.cs[i].blank {
			return i
		}
	}
	return -1
}

// typicalTail is how many lines the block's entries run past their key
// phrase, the most among all but the last (one when there is no other).
func (a *aligner) typicalTail(in []anchor, starts []int) int {
	tail := -1
	for k := 0; k+1 < len(in); k++ {
		end := starts[k+1] - 1
		for end > in[k].last() && a.cs[end].blank {
			end--
		}
		tail = max(tail, end-in[k].last())
	}
	if tail < 0 {
		return 1
	}
	return min(tail, 6)
}

// labelEntry labels an entry's lines and the fields in them.
func (a *aligner) labelEntry(e entry, tailSure bool) {
	for i := e.start; i <= e.end; i++ {
		l := &a.lab[i]
		if a.cs[i].blank {
			l.Role = RoleBlank
			continue
		}
		l.Kind, l.Item, l.Unsure = e.an.kind, e.an.item, e.unsure
		switch {
		case i == e.start:
			l.Role = RoleEntryStart
		case e.an.kind != KindPublication && a.descriptionLine(e, i):
			l.Role = RoleDescription
		case e.an.kind == KindPublication && i > e.an.last() && a.paperNote(i):
			l.Role = RoleDescription
		default:
			l.Role = RoleContinuation
		}
		if i > e.an.last()+1 && !tailSure {
			l.Unsure = true
		}
	}
	a.fieldSpans(e)
}

// descriptionLine reports whether line i of a non-paper entry describes
// it rather than names it: a nested list item, or a longer line with
// none of the item's key words.
func (a *aligner) descriptionLine(e entry, i int) bool {
	if slices.Contains(e.an.lines, i) {
		return false
	}
	if a.cs[i].list && i != e.start && a.cs[i].depth > a.cs[e.start].depth {
		return true
	}
	if a.cs[i].list && i != e.start {
		return true
	}
	return len(a.cs[i].words) >= 6 && !a.hasDate(i)
}

// paperNote reports whether line i, past a paper's title, is running text
// about it (an abstract, a note) rather than its citation.
func (a *aligner) paperNote(i int) bool {
	return proseLike(a.vs[i].Text, a.cs[i]) && !a.hasDate(i) && !authorLike(a.vs[i].Text, a.cs[i], a.surname)
}

func (a *aligner) hasDate(i int) bool {
	for _, w := range a.cs[i].words {
		if reYear.MatchString(w) || w == "present" || w == "now" || w == "current" {
			return true
		}
	}
	return false
}

// labelRest labels the lines outside entries by their cues.
func (a *aligner) labelRest() {
	furniture := a.repeatedText()
	for i, v := range a.vs {
		l, c := &a.lab[i], a.cs[i]
		if l.Kind != KindNone || l.Role == RoleBlank {
			continue
		}
		switch {
		case c.blank:
			l.Role = RoleBlank
		case c.repeats || furniture[i] || reFooter.MatchString(v.Text):
			l.Role = RoleFurniture
		case a.heading[i]:
			l.Role = RoleHeading
		case a.group[i]:
			l.Role = RoleGroupLabel
		case rePageNum.MatchString(v.Text):
			l.Role, l.Unsure = RoleFurniture, true
		case contactLike(v.Text) || a.region[i] == "header" && a.ownerLine(i):
			l.Role = RoleContact
		case proseLike(v.Text, c):
			l.Role = RoleProse
		default:
			l.Role = RoleOther
			// in a section whose items the truth lists, a line left out
			// of every entry may be one the alignment missed
			switch a.region[i] {
			case KindPublication, KindEducation, KindPosition, KindAward, "header":
				l.Unsure = true
			}
		}
	}
}

// ownerLine reports whether line i is the CV owner's name.
func (a *aligner) ownerLine(i int) bool {
	ws := words(a.t.Name)
	if len(ws) == 0 || len(a.cs[i].words) > len(ws)+3 {
		return false
	}
	n := 0
	for _, w := range ws {
		if containsWord(a.cs[i].words, w) {
			n++
		}
	}
	return n*2 >= len(ws)+1
}

// repeatedText marks lines whose text (digits masked) comes back on at
// least two pages, or three times in a file without pages, and is short:
// running heads and feet the front end did not mark.
func (a *aligner) repeatedText() []bool {
	pages := map[string]map[int]bool{}
	count := map[string]int{}
	for i, v := range a.vs {
		c := a.cs[i]
		if c.blank || len(c.words) > 10 {
			continue
		}
		k := furnitureKey(c.words)
		if pages[k] == nil {
			pages[k] = map[int]bool{}
		}
		pages[k][v.Page] = true
		count[k]++
	}
	out := make([]bool, len(a.vs))
	for i, v := range a.vs {
		c := a.cs[i]
		if c.blank || len(c.words) > 10 || a.isAnchorLine(i) {
			continue
		}
		k := furnitureKey(c.words)
		multi := v.Page > 0 && len(pages[k]) >= 2 && count[k] == len(pages[k])
		if multi && !a.heading[i] {
			out[i] = true
		}
	}
	return out
}

// countedSections labels the sections whose items the truth only counts
// (talks, service, teaching): list items start entries, or, in a section
// without list items, lines that start with a date. The lines are sure
// only when the entries counted match the truth's count.
func (a *aligner) countedSections() {
	want := map[string]int{KindTalk: a.t.Talks, KindService: a.t.Service, KindTeaching: a.t.Teaching}
	listed := map[string]bool{}
	for i := range a.vs {
		if _, ok := want[a.region[i]]; ok && a.cs[i].list {
			listed[a.region[i]] = true
		}
	}
	got := map[string]int{}
	var lines []int
	for i := range a.vs {
		k := a.region[i]
		if _, ok := want[k]; !ok || a.lab[i].Kind != KindNone {
			continue
		}
		starts := a.cs[i].list
		if !listed[k] {
			starts = startsWithDate(a.cs[i].words)
		}
		switch r := a.lab[i].Role; {
		case r != RoleOther && r != RoleProse && r != RoleContact:
			continue
		case starts:
			a.lab[i].Role = RoleEntryStart
			got[k]++
		case i > 0 && (a.lab[i-1].Role == RoleEntryStart || a.lab[i-1].Role == RoleContinuation) && a.lab[i-1].Kind == k:
			a.lab[i].Role = RoleContinuation
		default:
			continue
		}
		a.lab[i].Kind = k
		a.lab[i].Item = -1
		lines = append(lines, i)
	}
	for _, i := range lines {
		k := a.lab[i].Kind
		a.lab[i].Unsure = got[k] != want[k]
	}
	// the lines of a counted section left out of its entries
	for i := range a.vs {
		if _, ok := want[a.region[i]]; ok && a.lab[i].Kind == KindNone && a.lab[i].Role == RoleOther {
			a.lab[i].Unsure = got[a.region[i]] != want[a.region[i]]
		}
	}
}
