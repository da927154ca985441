package parse

// Blockquotes as containers (issue 22, conventions 1 and 7).
//
// Markdown pages made by site generators (kramdown, Jekyll) often set
// each paper or project apart as a card, and a card written in Markdown
// is a blockquote:
//
//	> **A Fictional Paper Title**
//	>
//	> ***Ada Quill** and Ben Reyes*
//	>{: .authorlist}
//	>
//	> A paragraph about the paper.
//	>
//	> * [FOO '21 Paper](https://example.org/p.pdf)
//	{: .project}
//
// The "> " markers are structure, not text: they are taken off the line
// (a line that is only markers is blank) and their number kept as the
// line's quote depth, a cue like a list's depth. A blank line inside a
// card keeps the card's depth; a blank run that holds a line outside any
// quote (the blank or attribute-list line between two cards) has depth
// 0, so where one card ends and the next begins stays visible after the
// markers are gone. kramdown's attribute-list lines ("{: .class}") are
// furniture and already dropped by dropTemplateMarkup.

// maxQuoteDepth and maxListDepth bound the depths a line records (they
// share one byte): deeper nesting reads as these depths.
const (
	maxQuoteDepth = 15
	maxListDepth  = 15
)

// listDepth is the line's list nesting depth (typed lines).
func (l *line) listDepth() int { return int(l.depth & 0x0f) }

// quoteDepth is the line's blockquote depth (Markdown lines).
func (l *line) quoteDepth() int { return int(l.depth >> 4) }

// setQuote records the line's blockquote depth, at most maxQuoteDepth.
func (l *line) setQuote(d int) {
	l.depth = l.depth&0x0f | uint8(min(max(d, 0), maxQuoteDepth))<<4
}

// quoteMarkers takes the blockquote markers off the start of a raw line:
// up to three spaces, then ">" and one optional space, repeated. It
// returns the rest of the line and how many markers it took. A ">"
// followed by a number (not a list number) or "=" is no marker:
// "> 100 users" or ">= 2" in text converted from a PDF is a comparison,
// not a quote.
func quoteMarkers(r string) (string, int) {
	depth := 0
	for {
		i := 0
		for i < len(r) && i < 3 && r[i] == ' ' {
			i++
		}
		if i >= len(r) || r[i] != '>' || !quoteMarkerEnds(r, i+1) {
			return r, depth
		}
		r = r[i+1:]
		if len(r) > 0 && (r[0] == ' ' || r[0] == '\t') {
			r = r[1:]
		}
		depth++
	}
}

// quoteMarkerEnds reports whether what follows a ">" at offset i lets it
// be a blockquote marker: the end of the line, a numbered list item
// ("> 1. First point"), or anything but a digit or "=".
func quoteMarkerEnds(r string, i int) bool {
	if i >= len(r) {
		return true
	}
	rest := r[i:]
	if rest[0] == ' ' {
		rest = rest[1:]
	}
	if rest == "" {
		return true
	}
	if _, ok := numberAt(rest); ok {
		return true
	}
	return !isDigitByte(rest[0]) && rest[0] != '='
}

// addText is add for a raw line of Markdown or plain text, which may
// open with blockquote markers: the markers are taken off and their
// number recorded on the line. A white line after a blank one is not
// kept, but a run of blank lines takes the smallest depth among its
// lines, so that a white line outside the quote (or an attribute-list
// line, white once dropped) between two quoted cards marks where the
// first card ends.
func (b *lineBuilder) addText(n int, r string) {
	depth := 0
	if mayQuote(r) {
		r, depth = quoteMarkers(r)
	}
	k := len(b.out)
	b.add(n, r)
	switch {
	case len(b.out) > k:
		b.out[k].setQuote(depth)
	case k > 0 && b.out[k-1].blank:
		b.out[k-1].setQuote(min(b.out[k-1].quoteDepth(), depth))
	}
}

// mayQuote is a cheap test before addQuoted: the raw line opens with a
// ">" after at most three spaces.
func mayQuote(r string) bool {
	i := 0
	for i < len(r) && i < 3 && r[i] == ' ' {
		i++
	}
	return i < len(r) && r[i] == '>'
}
