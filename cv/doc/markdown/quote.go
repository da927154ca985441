package markdown

import "github.com/vitae-cv/vitae/internal/textscan"

// Blockquotes. Markdown pages made by site generators often set each
// paper or project apart as a card written as a blockquote ("> **A
// Title**", "> Authors", ">", "> A paragraph"): the markers are
// structure, not text. They are taken off the line (a line of markers
// alone is white) and their number kept as the line's Quote depth.

// quoteMarkers takes the blockquote markers off the start of a line: up
// to three spaces, then ">" and one optional space, repeated. It returns
// the rest of the line and how many markers it took. A ">" followed by a
// number (not a list number) or "=" is no marker: "> 100 users" or ">= 2"
// in text converted from a PDF is a comparison, not a quote.
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
	if _, ok := numberAt(rest, 3); ok {
		return true
	}
	return !isDigit(rest[0]) && rest[0] != '='
}

// mayQuote is a cheap test before quoteMarkers: the line opens with a
// ">" after at most three spaces.
func mayQuote(r string) bool {
	i := 0
	for i < len(r) && i < 3 && r[i] == ' ' {
		i++
	}
	return i < len(r) && r[i] == '>'
}

func isDigit(c byte) bool { return textscan.IsDigit(c) }
