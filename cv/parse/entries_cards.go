package parse

// Card entries (issue 22, convention 7): a web page sets each entry as a
// card whose header holds the name and the span, each on a line of its
// own, over a body of detail lines, and the page's markup leaves a blank
// line between the two:
//
//	Acme University
//	Jun 2021 – Present
//
//	Research Associate · supervised by Dr. Bo Reyes · Springfield
//	A description of the fictional work.
//
// Read as paragraphs, the header and the body became two entries, one
// with the organisation and the span, the other with the title alone.

// joinHeadParagraphs joins each head paragraph to the paragraph after it
// when that one holds no date: a head paragraph is two or three lines,
// its last line only a date. Only when two such pairs or more are met
// (the cards repeat), or the section is one card.
func joinHeadParagraphs(es []entry) []entry {
	pairs := 0
	for i := 0; i+1 < len(es); i++ {
		if headParagraph(es[i]) && undated(es[i+1]) {
			pairs++
		}
	}
	if pairs < 2 && !(pairs == 1 && len(es) == 2) {
		return es
	}
	out := es[:0:0]
	for i := 0; i < len(es); i++ {
		e := es[i]
		if i+1 < len(es) && headParagraph(e) && undated(es[i+1]) {
			lines := make([]line, 0, len(e.lines)+len(es[i+1].lines))
			e.lines = append(append(lines, e.lines...), es[i+1].lines...)
			i++
		}
		out = append(out, e)
	}
	return out
}

// headParagraph reports whether an entry is a card's header: two or
// three lines, the last of them only a date.
func headParagraph(e entry) bool {
	n := len(e.lines)
	if n < 2 || n > 3 {
		return false
	}
	last := e.lines[n-1]
	_, left, ok := memOf(last).dateLine(last.Text)
	return ok && left == "" && (len(memOf(last).findDates(last.Text)) > 0 || onlyPresent(last.Text))
}

// undated reports whether no line of an entry holds a date.
func undated(e entry) bool {
	for _, l := range e.lines {
		if len(memOf(l).findDates(l.Text)) > 0 {
			return false
		}
	}
	return true
}
