package parse

import "strings"

// Publication types read from the cues around a venue: the labels of
// the sub-heading above the entries and the bracketed link labels beside
// the venue.

// headingUnpublishedWords name a sub-heading over work not yet published
// (words/pub_heading_unpublished.txt): "In Progress:", "Pre-Prints".
var headingUnpublishedWords = newPhraseSet(wordLines("pub_heading_unpublished", false))

// headingUnpublished reports whether a sub-heading's lower-case text
// says its entries are not yet published ("Work in Progress",
// "Pre-Prints and Technical Reports").
func headingUnpublished(low string) bool {
	return hasWordFold(low, headingUnpublishedWords)
}

// preprintOnlyInBrackets reports whether every preprint word of a venue
// text stands in a short square-bracketed label: "ISCA 2021. [preprint]
// [code]" names the published paper, with links to a posted copy and
// its code whose targets the text has lost (a PDF's link labels, or
// Markdown written "[[arXiv]](url)"). A label holds at most three words
// and no year: "[Preprint 2024]" or "[arXiv, under review]" say more.
func preprintOnlyInBrackets(venueText string) bool {
	if !strings.Contains(venueText, "[") {
		return false
	}
	rest, cut := withoutBracketLabels(venueText)
	return cut && !isPreprintText(rest)
}

// withoutBracketLabels removes the short bracketed labels of s ("[PDF]",
// "[arXiv]") and reports whether it removed any.
func withoutBracketLabels(s string) (string, bool) {
	var b strings.Builder
	cut := false
	for {
		i := strings.IndexByte(s, '[')
		if i < 0 {
			break
		}
		j := strings.IndexByte(s[i:], ']')
		if j < 0 {
			break
		}
		label := s[i+1 : i+j]
		b.WriteString(s[:i])
		if n := wordCount(label); n > 0 && n <= 3 && !hasYear(label) && !strings.Contains(label, "[") {
			cut = true
			b.WriteByte(' ')
		} else {
			b.WriteString(s[i : i+j+1])
		}
		s = s[i+j+1:]
	}
	b.WriteString(s)
	return b.String(), cut
}
