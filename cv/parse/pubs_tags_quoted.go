package parse

import "strings"

// Quoted titles inside a title-first line.
//
// In the quoted citation style ("A. Quill, B. Reyes, and C. Lund, “Title
// of the Paper,” in Venue, 2024.") a wrapped author list often leaves its
// last name on the next line with the quoted title and the venue:
//
//	A. Quill, B. Reyes, and C.
//	Lund, “Title of the Paper,” in Venue, 2024.
//
// The entry then reads as an author line and a "title" line that holds the
// end of the authors, the title in quotes and the venue. The quotes mark
// the title: what stands before them finishes the author list, what
// follows is the venue text. A quote opened on that line and closed on a
// later one is the title wrapped.

// minQuotedTitleWords is the fewest words a quoted span needs to be read
// as the title (a quoted nickname or term is shorter).
const minQuotedTitleWords = 3

// quotedTitle splits a title-first line that holds a quoted title (see
// above). authors is the entry's author text so far, title the title line,
// venueText what follows it. It returns them unchanged when the line holds
// no quoted title with an author tail or nothing before it.
func (p *parser) quotedTitle(authors, title, venueText string) (string, string, string) {
	open, close, closeInVenue := quotedSpan(title, venueText)
	if open < 0 {
		return authors, title, venueText
	}
	before := strings.TrimSpace(title[:open])
	if before != "" && !p.authorTail(authors, before) {
		return authors, title, venueText
	}
	var quoted, after string
	if closeInVenue {
		quoted = title[open:] + " " + venueText[:close]
		after = venueText[close:]
	} else {
		quoted = title[open:close]
		after = title[close:] + " " + venueText
	}
	quoted = strings.Join(strings.Fields(trimQuotes(quoted)), " ")
	if wordCount(quoted) < minQuotedTitleWords {
		return authors, title, venueText
	}
	if before != "" {
		authors = strings.TrimSpace(authors + " " + before)
	}
	return authors, quoted, strings.TrimLeft(strings.TrimSpace(after), ",.;: ")
}

// quotedSpan finds a quoted span that opens in title: the offset of the
// opening quote and the offset just past the closing one, in title, or in
// venueText when the quote closes there (closeInVenue). open is -1 when
// there is none.
func quotedSpan(title, venueText string) (open, close int, closeInVenue bool) {
	open, closer := openingQuote(title)
	if open < 0 {
		return -1, 0, false
	}
	inner := title[open+len(closer.open):]
	if k := strings.Index(inner, closer.close); k >= 0 {
		return open, open + len(closer.open) + k + len(closer.close), false
	}
	if k := strings.Index(venueText, closer.close); k >= 0 && wordCount(venueText[:k]) <= 20 {
		return open, k + len(closer.close), true
	}
	return -1, 0, false
}

// quotePair is an opening quote and the one that closes it.
type quotePair struct{ open, close string }

// quotePairs are the quotes a title is set in: typographic, then straight.
var quotePairs = []quotePair{{"“", "”"}, {`"`, `"`}}

// openingQuote returns the offset of the first opening quote in s and its
// pair, or -1.
func openingQuote(s string) (int, quotePair) {
	best, pair := -1, quotePair{}
	for _, q := range quotePairs {
		if i := strings.Index(s, q.open); i >= 0 && (best < 0 || i < best) {
			best, pair = i, q
		}
	}
	return best, pair
}

// trimQuotes removes the quotes around a title and the comma or period
// set inside the closing quote ("Title,”).
func trimQuotes(s string) string {
	s = strings.TrimSpace(s)
	for _, q := range quotePairs {
		s = strings.TrimPrefix(s, q.open)
		s = strings.TrimSuffix(s, q.close)
	}
	return strings.TrimRight(s, " ,.")
}

// authorTail reports whether before (the text ahead of a quoted title on
// its line) ends the author list: it follows an author line that stops
// mid-list ("A. Quill, B. Reyes, and C." or "..., and"), and is a short
// run of names ending in a comma or period ("Lund,"); or, with no author
// line, it is an author list of its own ("A. Quill and B. Reyes,").
func (p *parser) authorTail(authors, before string) bool {
	if wordCount(before) > 30 || p.isVenue(before) {
		return false
	}
	if authors == "" {
		n, _ := p.m.authorPrefix(before)
		return n >= 2
	}
	last := before[len(before)-1]
	return danglingAuthors(authors) && (last == ',' || last == '.') && wordCount(before) <= 8
}

// danglingAuthors reports whether an author line stops in the middle of
// the list: after a comma, "and" or "&", or an initial ("C.").
func danglingAuthors(a string) bool {
	a = strings.TrimSpace(a)
	if a == "" {
		return false
	}
	if strings.HasSuffix(a, ",") || strings.HasSuffix(a, "&") || strings.HasSuffix(strings.ToLower(a), " and") {
		return true
	}
	w := lastField(a)
	return len(w) == 2 && w[1] == '.' && w[0] >= 'A' && w[0] <= 'Z'
}
