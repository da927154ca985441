package lines

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
// The "> " markers are structure, not text: the Markdown front end
// (cv/doc/markdown) takes them off the line (a line that is only markers
// is blank) and gives their number as the line's Quote, kept here as the
// line's quote depth, a cue like a list's depth. A blank line inside a
// card keeps the card's depth; a blank run that holds a line outside any
// quote (the blank or attribute-list line between two cards) has depth
// 0, so where one card ends and the next begins stays visible after the
// markers are gone (addTyped). kramdown's attribute-list lines ("{:
// .class}") are furniture and already dropped as template markup.

// maxQuoteDepth and maxListDepth bound the depths a line records (they
// share one byte): deeper nesting reads as these depths.
const (
	maxQuoteDepth = 15
	maxListDepth  = 15
)

// listDepth is the line's list nesting depth (typed lines).
func (l *Line) ListDepth() int { return int(l.Depth & 0x0f) }

// quoteDepth is the line's blockquote depth (Markdown lines).
func (l *Line) QuoteDepth() int { return int(l.Depth >> 4) }

// setQuote records the line's blockquote depth, at most maxQuoteDepth.
func (l *Line) SetQuote(d int) {
	l.Depth = l.Depth&0x0f | uint8(min(max(d, 0), maxQuoteDepth))<<4
}
