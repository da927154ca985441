package parse

import (
	"slices"
	"strings"
	"unicode"
)

// item is one entry of a talks, service, teaching or awards section: the
// line that opens it, the lines that continue it (a description, an
// issuer, a wrapped line) and the group label it sits under (a talk title
// above its venues, a sub-heading such as "Journal Reviewer").
type item struct {
	head      line
	more      []line
	group     string
	groupLine int // the line of the group label, 0 if none
}

// splitItems splits a section into its entries. Sub-headings split it into
// groups, blank lines into blocks. A block whose entries carry their date
// at one end of the line ("2021 Reviewer, ICML", "Keynote, Some Event,
// May 2020") is read as one entry per dated line, the other lines
// continuing it or labelling the lines below; any other block is one entry
// per list item, or per line when it is not a list.
func splitItems(ls []line) []item {
	var out []item
	for _, g := range subGroups(ls) {
		if dateFirst(g.lines) {
			out = append(out, dateFirstItems(g.lines, g.label, g.at)...)
			continue
		}
		dated := datedGroup(g.lines)
		blocks := blocksOf(g.lines)
		cards := cardBlocks(blocks) // blocks of one shape with a date line: one entry each (entries_induce.go)
		label, labelAt := g.label, g.at
		for i, b := range blocks {
			switch {
			case cards:
				out = append(out, cardItem(b, label, labelAt))
			case len(b) == 1 && i+1 < len(blocks) && blockLabel(b[0], blocks[i+1]) && !marginYearEntry(blocks, i): // items_margin.go
				label, labelAt = strings.Trim(b[0].Text, " :"), b[0].N
				continue
			case len(b) == 2 && i+1 < len(blocks) && labelPair(b, blocks[i+1]):
				// "Students" / "PhD Committees" above dated lines
				label, labelAt = strings.Trim(b[0].Text+" "+b[1].Text, " :"), b[0].N
				continue
			case i+1 < len(blocks) && wrappedTitle(b, blocks[i+1]):
				// "A Talk Title Too Long" / "for Its Column" above its venues
				label, labelAt = joinTexts(b), b[0].N
				continue
			case (dated || datedGroup(b)) && hasHead(b):
				out, label, labelAt = appendAnchoredItems(out, b, label, labelAt)
			case len(out) > 0 && isList(g.lines) && !isList(b):
				// a list's item goes on below a blank line
				last := &out[len(out)-1]
				last.more = append(last.more, b...)
			default:
				out = append(out, plainItems(b, label, labelAt)...)
			}
		}
	}
	traceItems(out)
	return out
}

// dateFirst reports whether a group is written date first: its first line
// is only a date, with the entry's name on the next line ("2023" /
// "Some Fellowship" / "what it is for"), at least twice.
func dateFirst(ls []line) bool {
	first := -1
	n := 0
	for i, l := range ls {
		if l.Blank {
			continue
		}
		if first < 0 {
			first = i
		}
		if memOf(l).onlyDates(l.Text) && l.List == "" {
			n++
		}
	}
	return first >= 0 && memOf(ls[first]).onlyDates(ls[first].Text) && ls[first].List == "" && n >= 2
}

// dateFirstItems reads a date-first group: each date line opens an
// entry whose head is the line after it; the lines below are details.
func dateFirstItems(ls []line, label string, labelAt int) []item {
	var out []item
	var date *line
	var cur *item
	for i := range ls {
		l := ls[i]
		switch {
		case l.Blank:
		case memOf(l).onlyDates(l.Text) && l.List == "":
			date, cur = &ls[i], nil
		case date != nil:
			out = append(out, item{head: l, more: []line{*date}, group: label, groupLine: labelAt})
			cur, date = &out[len(out)-1], nil
		case cur != nil:
			cur.more = append(cur.more, l)
		default:
			out = append(out, item{head: l, group: label, groupLine: labelAt})
			cur = &out[len(out)-1]
		}
	}
	return out
}

// blocksOf cuts lines at blank lines; a bare page number is no content.
// A block is a view of ls (capacity clipped, so an append copies) until a
// wrapped line is joined into it: then it is a copy, and ls is never
// written.
func blocksOf(ls []line) [][]line {
	var out [][]line
	var cur []line
	owned := false // cur is a copy, not a view of ls
	for i := range ls {
		l := &ls[i]
		if l.Blank || isBareNumber(l.Text) {
			if len(cur) > 0 {
				out = append(out, cur)
				cur, owned = nil, false
			}
			continue
		}
		if n := len(cur); n > 0 && l.List == "" && (wrapsOnto(cur[n-1], *l) || wrapsItemDate(cur[n-1], *l)) {
			if !owned {
				cur, owned = append([]line(nil), cur...), true
			}
			cur[n-1] = joinWrapped(cur[n-1], *l)
			memOf(*l).noteJoin(l.N, cur[n-1].N, "continued: joined to line {line}, which runs on (a wrap)")
			continue
		}
		if owned {
			cur = append(cur, *l)
		} else {
			// not owned: cur is the lines just before i
			cur = ls[i-len(cur) : i+1 : i+1]
		}
	}
	if len(cur) > 0 {
		out = append(out, cur)
	}
	return out
}

// wrapsOnto reports whether next is the rest of prev's sentence, broken
// by the layout: prev ends with a hyphen or a short function word ("and",
// "of"), or next starts in lower case.
func wrapsOnto(prev, next line) bool {
	return len(next.Cells) == 1 && (continuesSentence(prev.Text, next.Text) || endsOpen(prev.Text))
}

// joinWrapped joins a wrapped line onto the line above ("Unifor-" +
// "mity ...").
func joinWrapped(prev, next line) line {
	sep := " "
	if strings.HasSuffix(prev.Text, "-") {
		sep = ""
	}
	m := prev
	m.Text += sep + next.Text
	m.MD += sep + next.MD
	if len(m.Cells) > 0 {
		m.Cells = append(append([]string(nil), m.Cells[:len(m.Cells)-1]...), m.Cells[len(m.Cells)-1]+sep+next.Text)
	}
	m.AppendSpans(&next)
	return m
}

// isBareNumber reports whether s is only a number of up to three digits.
func isBareNumber(s string) bool {
	s = strings.TrimSpace(s)
	if s == "" || len(s) > 3 {
		return false
	}
	for _, r := range s {
		if r < '0' || r > '9' {
			return false
		}
	}
	return true
}

// isList reports whether any of the lines is a list item.
func isList(ls []line) bool {
	for _, l := range ls {
		if l.List != "" {
			return true
		}
	}
	return false
}

// labelPair reports whether a block of two short title lines (a label and
// a sub-label) names the dated block below it.
func labelPair(b, next []line) bool {
	for _, l := range b {
		t := strings.TrimSpace(l.Text)
		if l.List != "" || len(l.Cells) > 1 || wordCount(t) > 5 || strings.ContainsAny(t, "0123456789.,;") {
			return false
		}
	}
	return headDated(next[0]) && isChild(b[1], next[0])
}

func hasHead(b []line) bool {
	for _, l := range b {
		if headDated(l) {
			return true
		}
	}
	return false
}

// wrappedTitle reports whether a block of two or three lines is one title
// wrapped in a narrow column, labelling the dated lines below it (a talk
// given at several venues): the lines are in title case, with no list
// marker, date, digit or clause punctuation, and the dated block below
// sits under them.
func wrappedTitle(b, next []line) bool {
	if len(b) < 2 || len(b) > 3 || !headDated(next[0]) || !isChild(b[len(b)-1], next[0]) {
		return false
	}
	for _, l := range b {
		t := strings.TrimSpace(l.Text)
		if l.List != "" || len(l.Cells) > 1 || strings.ContainsAny(t, "0123456789:;()") || !titleCased(t) {
			return false
		}
	}
	return !strings.HasSuffix(strings.TrimSpace(b[0].Text), ".")
}

// titleCased reports whether most of the longer words of s (four letters
// or more) start with a capital.
func titleCased(s string) bool {
	caps, n := 0, 0
	for _, w := range strings.Fields(s) {
		r := []rune(strings.Trim(w, ",.'\"“”‘’-"))
		if len(r) < 4 {
			continue
		}
		n++
		if unicode.IsUpper(r[0]) {
			caps++
		}
	}
	return n > 0 && 4*caps >= 3*n
}

// joinTexts joins the texts of lines wrapped from one.
func joinTexts(ls []line) string {
	parts := make([]string, len(ls))
	for i, l := range ls {
		parts[i] = strings.TrimSpace(l.Text)
	}
	return strings.Join(parts, " ")
}

// blockLabel reports whether a line standing alone between blank lines
// names the block below it: the block is dated ("Grant Panels" above
// "Some Panel  2022"), or the line is a short title (no digits, no
// closing punctuation) above a block of several lines.
func blockLabel(l line, next []line) bool {
	if only, head := dating(l); head || only {
		return false
	}
	if headDated(next[0]) && isChild(l, next[0]) {
		return true
	}
	return len(next) >= 2 && isItemLabel(l) && !isTitleLike(l.Text)
}

// isItemLabel reports whether a line reads as a label: not a list item,
// one cell, at most five words, no digits or punctuation inside.
func isItemLabel(l line) bool {
	t := strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(l.Text), ":"))
	return l.List == "" && len(l.Cells) == 1 && wordCount(t) <= 5 && !strings.ContainsAny(t, "0123456789.,;:")
}

type lineGroup struct {
	label string
	at    int
	lines []line
}

// subGroups cuts a section at its sub-headings; a sub-heading is a label,
// never an entry. Each group's lines are a view of ls (capacity clipped,
// so an append copies).
func subGroups(ls []line) []lineGroup {
	var out []lineGroup
	cur := lineGroup{}
	start := 0         // cur.lines is ls[start:i]
	afterDate := false // the last non-blank line is only a date
	for i := range ls {
		l := &ls[i]
		if l.Blank {
			cur.lines = ls[start : i+1 : i+1]
			continue
		}
		ds := memOf(*l).findDates(l.Text)
		// "2023" then "**Some Fellowship**": a name under its date, not a label
		if !afterDate && isSubHeading(*l, nextContent(ls, i), ds) && !boldHeadOfPair(ls, i) && !insideNumberedRun(ls, i) {
			if len(cur.lines) > 0 {
				out = append(out, cur)
			}
			cur = lineGroup{label: strings.Trim(l.Text, " :"), at: l.N}
			start = i + 1
			continue
		}
		afterDate = onlyDatesIn(l.Text, ds)
		cur.lines = ls[start : i+1 : i+1]
	}
	if len(cur.lines) > 0 {
		out = append(out, cur)
	}
	return out
}

// nextContent returns the first non-blank line after i, or a blank line.
func nextContent(ls []line, i int) line {
	for _, l := range ls[i+1:] {
		if !l.Blank {
			return l
		}
	}
	return line{Blank: true}
}

// isSubHeading reports whether l labels the lines below it rather than
// being an entry: a Markdown heading, a bold-only line with no date above
// a line that is not bold ("**Journal Reviewer**"), or a short label
// ending in a colon ("Compilers:"). ds are the dates of l.text.
func isSubHeading(l, next line, ds []dateSpan) bool {
	if next.Blank {
		return false
	}
	if l.Heading > 0 {
		return true
	}
	if len(ds) > 0 {
		return false
	}
	if l.Bold && !next.Bold {
		return true
	}
	t := strings.TrimSpace(l.Text)
	return strings.HasSuffix(t, ":") && len(l.Cells) == 1 && wordCount(t) <= 5
}

// headDated reports whether a line carries its entry's date at one end:
// a date cell first or last ("2021\tReviewer", "Reviewer\tMay 2020"), or
// a date opening or closing the text ("Jan 2025 Some Seminar", "Best
// Paper Award, 2019."). A line that is only a date is not a head.
func headDated(l line) bool {
	_, head := dating(l)
	return head
}

// dating reads the dates of a line once and reports whether its text is
// only dates (onlyDates) and whether it is a dated head (headDated).
func dating(l line) (only, head bool) {
	if l.Blank {
		return memOf(l).onlyDates(l.Text), false
	}
	ds := memOf(l).findDates(l.Text)
	if onlyDatesIn(l.Text, ds) {
		return true, false
	}
	if len(l.Cells) > 1 && (memOf(l).onlyDates(l.Cells[0]) || memOf(l).textEndsWithDate(l.Cells[len(l.Cells)-1])) {
		return false, true
	}
	if len(ds) == 0 {
		return false, false
	}
	return false, ds[0].start == 0 || memOf(l).endsWithDateIn(l.Text, ds)
}

// textEndsWithDate reports whether s ends with a date, ignoring closing
// punctuation ("…, April 2024.", "(2019)").
func textEndsWithDate(s string) bool {
	return (*memo)(nil).textEndsWithDate(s)
}

// textEndsWithDate is textEndsWithDate(s) with the dates remembered.
func (m *memo) textEndsWithDate(s string) bool {
	t := strings.TrimRight(s, " .,;:)]*_")
	ds := m.findDates(t)
	return len(ds) > 0 && ds[len(ds)-1].end >= len(t)
}

// endsWithDateIn is textEndsWithDate for s whose dates are ds; the
// dates of s without its closing punctuation, when it has some, are the
// memo's (a line's are asked about by every reader of its group: dating).
func (m *memo) endsWithDateIn(s string, ds []dateSpan) bool {
	t := strings.TrimRight(s, " .,;:)]*_")
	if len(t) != len(s) {
		ts := m.findDates(t)
		return len(ts) > 0 && ts[len(ts)-1].end >= len(t)
	}
	return len(ds) > 0 && ds[len(ds)-1].end >= len(t)
}

// datedGroup reports whether a group is laid out as dated entries: it has
// dated lines and they are not outnumbered two to one by the others.
func datedGroup(ls []line) bool {
	heads, others := 0, 0
	for _, l := range ls {
		if l.Blank {
			continue
		}
		switch only, head := dating(l); {
		case only:
		case head:
			heads++
		default:
			others++
		}
	}
	return heads > 0 && 2*heads >= others
}

// appendAnchoredItems reads a dated block: each dated line opens an entry. An
// undated line opening the block, or a list item, above a dated line
// labels the dated lines below it (a talk title above its venues); other
// undated lines continue the entry above, except list items that follow
// list items, which are entries of their own. It returns the label in
// force at the end, for the next block. The items are appended to out
// (grown once for a dated line each: each opens an item), not made in
// an array of their own for the caller to copy.
func appendAnchoredItems(out []item, b []line, label string, labelAt int) ([]item, string, int) {
	var cur *item      // an item of this block: out's last when set
	takesMore := false // cur opened on a dated line or a list item: lines below continue it
	dated, later, only := datedFlags(b)
	out = slices.Grow(out, countTrue(dated))
	for i, l := range b {
		next := line{Blank: true}
		nextDated := false
		if i+1 < len(b) {
			next, nextDated = b[i+1], dated[i+1]
		}
		labels := nextDated && (isChild(l, next) || subItemOf(l, next)) // items_desc.go
		switch {
		case l.List != "" && markKind(l.List) != "1" && cur != nil && cur.head.List == "" && !labels:
			// "Title   2020" then "• detail": bullets under a dated line
			cur.more = append(cur.more, l)
		case cur != nil && l.List == "" && continuesSentence(lastLine(cur).Text, l.Text):
			// "... One of 21 in class" then "of 2017.": a wrapped line
			cur.more = append(cur.more, l)
		case describesItem(cur, l): // a sentence sub-item (items_desc.go)
			cur.more = append(cur.more, l)
		case dated[i]:
			out = append(out, item{head: l, group: label, groupLine: labelAt})
			cur, takesMore = &out[len(out)-1], true
		case !only[i] && (i == 0 || l.List != "" || cur == nil) && (labels || (cur == nil && l.List == "" && isItemLabel(l) && later[i])):
			label, labelAt, cur = l.Text, l.N, nil
		case cur == nil || (l.List == "" && !takesMore && !only[i]):
			// an undated line entry is one line: the next undated line is the next entry
			out = append(out, item{head: l, group: label, groupLine: labelAt})
			cur, takesMore = &out[len(out)-1], l.List != ""
		case l.List != "" && cur.head.List != "" && markKind(l.List) == markKind(cur.head.List):
			// the next item of the same list ("2." after "1.", "•" after "•")
			out = append(out, item{head: l, group: label, groupLine: labelAt})
			cur, takesMore = &out[len(out)-1], true
		default:
			cur.more = append(cur.more, l)
		}
	}
	return out, label, labelAt
}

// datedFlags computes, once per line of a block, whether it is a dated
// head, whether a dated head comes after it, and whether it is only
// dates.
func datedFlags(b []line) (dated, later, only []bool) {
	all := make([]bool, 3*len(b)) // one allocation for the three
	dated, later, only = all[:len(b):len(b)], all[len(b):2*len(b):2*len(b)], all[2*len(b):]
	for i := len(b) - 1; i >= 0; i-- {
		only[i], dated[i] = dating(b[i])
		if i+1 < len(b) {
			later[i] = later[i+1] || dated[i+1]
		}
	}
	return dated, later, only
}

// isChild reports whether next sits under l: l is not a list item, or
// next is not a list item of the same kind.
func isChild(l, next line) bool {
	return l.List == "" || markKind(next.List) != markKind(l.List)
}

// plainItems reads an undated group: one entry per list item when it is
// a list (an item with items of another kind below it is their label),
// else one per line, a line that carries on the sentence above joining it.
func plainItems(ls []line, label string, labelAt int) []item {
	top := ""
	for _, l := range ls {
		if l.List != "" {
			top = markKind(l.List)
			break
		}
	}
	list := top != ""
	var out []item
	var cur *item
	for i, l := range ls {
		if l.Blank {
			continue
		}
		next := nextContent(ls, i)
		switch {
		case list && markKind(l.List) == top && next.List != "" && (markKind(next.List) != top || subItemOf(l, next)):
			label, labelAt, cur = l.Text, l.N, nil
		case list && l.List == "" && cur != nil, describesItem(cur, l):
			cur.more = append(cur.more, l)
		case !list && cur != nil && (memOf(l).onlyDates(l.Text) || continuesLine(cur, l)):
			cur.more = append(cur.more, l)
		default:
			out = append(out, item{head: l, group: label, groupLine: labelAt})
			cur = &out[len(out)-1]
		}
	}
	return out
}

// foreignGroup reports whether a group label inside an awards, service or
// teaching section (talks are labelled by their titles) names a kind of section that holds none of
// their entries ("Press", "Open Source Contributions" inside Awards): a
// heading the section split did not see.
func foreignGroup(label string) bool {
	if wordCount(label) > 4 || strings.ContainsAny(label, ".,;:") {
		return false // a talk title or a sentence, not a heading
	}
	k, ok := classify(label)
	if !ok {
		return false
	}
	switch k {
	case secAwards, secTalks, secService, secTeaching, secUnknown, secMixed:
		return false
	}
	return true
}

// dropForeign drops the entries under a foreign group label.
func dropForeign(items []item) []item {
	out := items[:0]
	label, foreign := "", false // the last label asked about: a group's items come in a row
	for _, it := range items {
		if it.group != label {
			label, foreign = it.group, foreignGroup(it.group)
		}
		if !foreign {
			out = append(out, it)
		}
	}
	return out
}

// lastLine is the item's last line.
func lastLine(it *item) line {
	if len(it.more) > 0 {
		return it.more[len(it.more)-1]
	}
	return it.head
}

// continuesLine reports whether l carries on the entry above: a sentence
// broken across lines.
func continuesLine(cur *item, l line) bool {
	return len(l.Cells) == 1 && continuesSentence(lastLine(cur).Text, l.Text)
}
