package parse

import (
	"sort"
	"strings"
)

// The entries stage: a section's lines are split into entries once, by the
// layout the section uses, before any field rule runs. The layout is
// decided once per section, by the first of these that applies:
//
//  1. layoutHeaded — the section has Markdown headings or bold lines (a
//     bold line may end with a date: "**Acme Labs** May 2021 – Aug 2021";
//     a bold place such as "**Pittsburgh, PA**" is no head). Each head line
//     starts a block of detail lines. A head with no date over a body
//     that itself splits into two or more entries (list items, dated
//     lines, rows), or a head ending in ':', is a sub-heading: its text
//     becomes the label of the entries under it ("**Acme Labs**",
//     "**Compilers:**").
//  2. layoutList — the section has list items and they carry the dates at
//     least as often as the unmarked lines do (else the bullets are
//     descriptions under dated lines: see 4). Each item is an entry, with
//     the unmarked lines after it as continuation lines.
//  3. layoutDated — some line is an anchor: it opens with a date and goes
//     on with text ("2019–2021  Ph.D. ..." — a left-hand date column), or
//     its last cell is a date ("Acme Labs   May 2021 – Aug 2021"). Each
//     entry starts at an anchor. When the first anchor ends with its date
//     and the line above it, in the same paragraph, has none ("Ph.D. in
//     X   City" over "University   2019 – 2023"), every entry starts one
//     line above its anchor. A line that is only a date is never an anchor.
//     A first row of column names above rows of cells is dropped. A
//     paragraph whose first line has no date, over lines that open with
//     dates, is a group: that line labels its entries.
//  4. layoutTable — every line is a row of cells: three or more cells, or
//     two or more with a date cell. Each row is an entry.
//  5. layoutParagraph — blank lines separate paragraphs and at least half
//     of them have two lines or more. Each paragraph is an entry.
//  6. layoutFlat — none of the above (e.g. every line its own paragraph):
//     the whole section is one entry, and the field rules start a new
//     record where a field repeats.
//
// In the layouts without heads, a short line that is only a label (ending
// in ':') standing alone before entries is a group label carried on the
// entries under it. A Markdown table's rule row ("|---|---|") counts as a
// blank line. Entries hold no blank lines. Field rules may read several
// records out of one entry (an institution over two degrees).
type layout int

const (
	layoutFlat layout = iota
	layoutHeaded
	layoutList
	layoutTable
	layoutDated
	layoutParagraph
)

var layoutNames = [...]string{"flat", "headed", "list", "table", "dated", "paragraph"}

func (l layout) String() string { return layoutNames[l] }

// entry is one entry of a section: its non-blank lines in order, and the
// label of the group it stands in.
type entry struct {
	lines []line
	label string // the sub-heading above the entry, "" if none
	head  bool   // lines[0] is a heading or bold-only line heading the entry
}

// splitEntries splits a section's lines into entries and reports the
// layout it found.
func splitEntries(ls []line) (layout, []entry) {
	ls = blankTableRules(ls)
	if hasHeads(ls) {
		return layoutHeaded, dropEntryDescriptions(headedEntries(ls))
	}
	lay := bodyLayout(ls)
	return lay, dropEntryDescriptions(splitBody(lay, ls)) // entries_induce.go
}

// blankTableRules returns the lines with a Markdown table's rule row
// ("|---|:---|") made blank, copying only when there is one.
func blankTableRules(ls []line) []line {
	out := ls
	for i, l := range ls {
		if l.Blank || strings.Trim(l.Text, "|-: \t") != "" {
			continue
		}
		if &out[0] == &ls[0] {
			out = append([]line(nil), ls...)
		}
		out[i] = line{N: l.N, Blank: true}
	}
	return out
}

// bodyLayout chooses the layout of lines that hold no head lines.
func bodyLayout(ls []line) layout {
	switch {
	case datesOnListItems(ls):
		return layoutList
	case firstAnchor(ls) >= 0:
		return layoutDated
	case isTable(ls):
		return layoutTable
	case hasLongParagraph(ls):
		return layoutParagraph
	}
	return layoutFlat
}

// splitBody splits head-free lines by a layout.
func splitBody(lay layout, ls []line) []entry {
	var es []entry
	switch lay {
	case layoutList:
		es = cutAt(ls, func(i int) bool { return ls[i].List != "" || isLabelLine(ls[i]) })
	case layoutTable:
		es = cutAt(ls, func(int) bool { return true })
		es = dropHeaderRow(es)
	case layoutDated:
		es = dropHeaderRow(datedEntries(ls))
	case layoutParagraph:
		es = joinHeadParagraphs(paragraphs(ls)) // entries_cards.go
	default:
		es = cutAt(ls, func(int) bool { return false })
	}
	return carryLabels(es)
}

// isHeadLine reports whether l heads a block: a Markdown heading, or a
// bold line that is not a list item and not a place. A bold line may end
// with a date ("**Fabrikam Labs** May 2021 – Aug 2021"). The place test,
// the costliest, is asked last: only of a bold line.
func isHeadLine(l line) bool {
	if l.Blank || l.Heading > 0 {
		return !l.Blank
	}
	if l.List != "" || !l.Bold && !boldThenDate(l) {
		return false
	}
	return !isLocationLine(l.Text)
}

// boldThenDate reports whether a line is a bold span followed only by a
// date.
func boldThenDate(l line) bool {
	if len(l.Bolds()) == 0 || !strings.HasPrefix(l.MD, "**") && !strings.HasPrefix(l.MD, "__") {
		return false
	}
	rest := strings.TrimSpace(strings.TrimPrefix(l.Text, l.Bolds()[0]))
	if rest == l.Text || rest == "" {
		return false
	}
	_, left, ok := memOf(l).dateLine(rest)
	return ok && left == "" && (len(memOf(l).findDates(rest)) > 0 || onlyPresent(rest))
}

func hasHeads(ls []line) bool {
	for _, l := range ls {
		if isHeadLine(l) {
			return true
		}
	}
	return false
}

// headedEntries cuts at head lines; a head over a body of several entries
// becomes their label instead.
func headedEntries(ls []line) []entry {
	var out []entry
	i := 0
	for i < len(ls) {
		j := i + 1
		for j < len(ls) && !isHeadLine(ls[j]) {
			j++
		}
		if !isHeadLine(ls[i]) {
			// lines before the first head
			lay := bodyLayout(ls[i:j])
			out = append(out, splitBody(lay, ls[i:j])...)
		} else {
			out = append(out, headBlock(ls[i], ls[i+1:j])...)
		}
		i = j
	}
	return out
}

// headBlock turns a head line and its body into entries.
func headBlock(h line, body []line) []entry {
	if isLabelLine(h) || len(memOf(h).findDates(h.Text)) == 0 {
		lay := bodyLayout(body)
		if lay == layoutList || lay == layoutTable || lay == layoutDated || isLabelLine(h) {
			sub := splitBody(lay, body)
			if len(sub) >= 2 || isLabelLine(h) && len(sub) > 0 {
				label := labelText(h)
				for k := range sub {
					if sub[k].label == "" {
						sub[k].label = label
					}
				}
				return sub
			}
		}
	}
	return []entry{{lines: headWithBody(h, body), head: true}}
}

// isLabelLine reports whether l is only a group label: a short line
// ending in ':' ("Compilers:") with no date.
func isLabelLine(l line) bool {
	t := strings.TrimSpace(l.Text)
	return strings.HasSuffix(t, ":") && wordCount(t) <= 6 && len(memOf(l).findDates(t)) == 0
}

// labelText is the text of a label or head line without its colon.
func labelText(l line) string {
	return strings.TrimSpace(strings.TrimRight(strings.TrimSpace(l.Text), ":："))
}

// datesOnListItems reports whether the section is a list whose items carry
// the dates at least as often as the unmarked lines.
func datesOnListItems(ls []line) bool {
	if !hasListItems(ls) {
		return false // no item: no line's dates need reading
	}
	items, dated, plainDated := 0, 0, 0
	for _, l := range ls {
		if l.Blank {
			continue
		}
		has := len(memOf(l).findDates(l.Text)) > 0
		switch {
		case l.List != "":
			items++
			if has {
				dated++
			}
		case has:
			plainDated++
		}
	}
	return items > 0 && dated >= plainDated
}

// isTable reports whether every line is a row: three or more cells, or
// two or more with a cell that is a date; at least two rows.
func isTable(ls []line) bool {
	rows := 0
	for _, l := range ls {
		if l.Blank {
			continue
		}
		if len(l.Cells) < 2 || len(l.Cells) < 3 && !hasDateCell(l) {
			return false
		}
		rows++
	}
	return rows >= 2
}

func hasDateCell(l line) bool {
	for _, c := range l.Cells {
		if _, _, ok := memOf(l).dateLine(c); ok && len(memOf(l).findDates(c)) > 0 {
			return true
		}
	}
	return false
}

// opensWithDate reports whether a line starts with a date and goes on
// with text: a left-hand date column ("2019 – 2021   Ph.D., ...").
func opensWithDate(l line) bool {
	t := skipDay(strings.TrimLeft(l.Text, " *_`(["))
	ds := memOf(l).findDates(t)
	if len(ds) == 0 || ds[0].start != 0 {
		return false
	}
	_, _, only := memOf(l).dateLine(l.Text)
	return !only
}

// skipDay skips the day in front of a day/month/year date ("01/09/2015").
func skipDay(t string) string {
	i := 0
	for i < len(t) && i < 2 && t[i] >= '0' && t[i] <= '9' {
		i++
	}
	if i > 0 && i < len(t) && (t[i] == '/' || t[i] == '.') && i+1 < len(t) && t[i+1] >= '0' && t[i+1] <= '9' {
		return t[i+1:]
	}
	return t
}

// endsWithDate reports whether a line of several cells has a date as its
// last cell ("Acme Labs    May 2021 – Aug 2021").
func endsWithDate(l line) bool {
	if len(l.Cells) < 2 {
		return false
	}
	last := l.Cells[len(l.Cells)-1]
	_, _, ok := memOf(l).dateLine(last)
	return ok && (len(memOf(l).findDates(last)) > 0 || onlyPresent(last)) || spellsCell(l, last)
}

func isAnchor(l line) bool {
	return !l.Blank && l.List == "" && (opensWithDate(l) || endsWithDate(l))
}

func firstAnchor(ls []line) int {
	for i, l := range ls {
		if isAnchor(l) {
			return i
		}
	}
	return -1
}

// datedEntries cuts at anchors, one line above each when the first anchor
// shows that the entries put their date on their second line.
func datedEntries(ls []line) []entry {
	first := firstAnchor(ls)
	above := !opensWithDate(ls[first]) && prevInParagraph(ls, first) >= 0 &&
		len(memOf(ls[first]).findDates(ls[prevInParagraph(ls, first)].Text)) == 0
	starts := make([]bool, len(ls))
	for i, l := range ls {
		if !isAnchor(l) || continuesOpenRange(ls, i) {
			continue
		}
		s := i
		if p := marginSeasonAbove(ls, i); p >= 0 && !starts[p] { // entries_margin.go
			s = p
		} else if above {
			if p := prevInParagraph(ls, i); p >= 0 && !isAnchor(ls[p]) && !starts[p] {
				s = p
			}
		}
		starts[s] = true
	}
	head := make([]bool, len(ls))
	if !above {
		for i := range ls {
			head[i] = isParagraphHead(ls, i)
		}
	}
	es := cutAt(ls, func(i int) bool { return starts[i] || head[i] || isLabelLine(ls[i]) })
	return paragraphLabels(ls, es, head)
}

// paragraphLabels turns the entries that are a paragraph's head line into
// the label of the entries after them in the same paragraph.
func paragraphLabels(ls []line, es []entry, head []bool) []entry {
	out := es[:0:0]
	label, labelEnd := "", -1
	for _, e := range es {
		if i := indexOfLine(ls, e.lines[0].N); head[i] && len(e.lines) == 1 {
			label, labelEnd = e.lines[0].Text, paragraphEnd(ls, i)
			continue
		}
		if e.label == "" && e.lines[0].N <= labelEnd {
			e.label = label
		}
		out = append(out, e)
	}
	return out
}

// isParagraphHead reports whether line i starts a paragraph, has no date,
// and is followed at once by a line that opens with a date: the head of a
// group ("Acme University" over "2017. M.S. ..." and "2015. B.S. ...").
func isParagraphHead(ls []line, i int) bool {
	if ls[i].Blank || i+1 >= len(ls) || i > 0 && !ls[i-1].Blank {
		return false
	}
	return len(memOf(ls[i]).findDates(ls[i].Text)) == 0 && !ls[i+1].Blank && ls[i+1].List == "" && opensWithDate(ls[i+1])
}

// paragraphEnd is the number of the last line of the paragraph that
// starts at index i.
func paragraphEnd(ls []line, i int) int {
	end := ls[i].N
	for ; i < len(ls) && !ls[i].Blank; i++ {
		end = ls[i].N
	}
	return end
}

// indexOfLine finds line number n in ls (lines are in order).
func indexOfLine(ls []line, n int) int {
	i := sort.Search(len(ls), func(i int) bool { return ls[i].N >= n })
	if i < len(ls) && ls[i].N == n {
		return i
	}
	return 0
}

// dropHeaderRow drops a first entry that is a table's row of column names:
// one line of three or more cells, no date, above a row of as many cells.
func dropHeaderRow(es []entry) []entry {
	if len(es) < 2 || len(es[0].lines) != 1 {
		return es
	}
	h, next := es[0].lines[0], es[1].lines[0]
	if len(h.Cells) >= 3 && len(h.Cells) == len(next.Cells) && len(memOf(h).findDates(h.Text)) == 0 {
		return es[1:]
	}
	return es
}

// continuesOpenRange reports whether anchor i is the end date of a range
// left open on the line above ("Sept. 2022-" over "Jan. 2023").
func continuesOpenRange(ls []line, i int) bool {
	p := prevInParagraph(ls, i)
	if p < 0 || !opensWithDate(ls[i]) {
		return false
	}
	t := strings.TrimRight(ls[p].Cells[0], " *_`")
	return strings.HasSuffix(t, "-") || strings.HasSuffix(t, "–") || strings.HasSuffix(t, "—")
}

// prevInParagraph is the index of the line just above i when it is not
// blank, else -1.
func prevInParagraph(ls []line, i int) int {
	if i > 1 && glyphOnly(ls[i-1]) {
		i-- // a list glyph on a line of its own (positions_blocks.go)
	}
	if i > 0 && !ls[i-1].Blank {
		return i - 1
	}
	return -1
}

// hasLongParagraph reports whether blank lines separate paragraphs and at
// least half of them have two lines or more (when most paragraphs are one
// line, the blank lines separate fields, not entries).
func hasLongParagraph(ls []line) bool {
	paras, long, run := 0, 0, 0
	for i := 0; i <= len(ls); i++ {
		if i < len(ls) && !ls[i].Blank {
			run++
			continue
		}
		if run > 0 {
			paras++
			if run >= 2 {
				long++
			}
		}
		run = 0
	}
	return paras >= 2 && long > 0 && 2*long >= paras
}

func paragraphs(ls []line) []entry {
	return cutAt(ls, func(i int) bool { return i > 0 && ls[i-1].Blank })
}

// cutAt starts a new entry at each non-blank line where start(i) holds
// (and at the first non-blank line); blank lines are dropped. An entry is
// a view of ls where no blank line lies inside it (speed_views.go).
func cutAt(ls []line, start func(int) bool) []entry {
	return cutAtViews(ls, start)
}

// carryLabels turns entries that are only a label line (a short line
// ending in ':') into the label of the entries after them.
func carryLabels(es []entry) []entry {
	out := es[:0:0]
	label := ""
	for _, e := range es {
		if len(e.lines) == 1 && isLabelLine(e.lines[0]) {
			label = labelText(e.lines[0])
			continue
		}
		if e.label == "" {
			e.label = label
		}
		out = append(out, e)
	}
	return out
}
