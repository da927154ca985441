package parse

import "strings"

// Posters and talks listed among papers (issue 25): a sub-heading of a
// publications list made only of the phrases of
// words/pub_heading_talks.txt, a posters phrase among them ("Posters &
// Talks", "Poster Presentations"), heads posters and talks, not
// peer-reviewed papers, so its entries are other writing, as under
// "Other Writings". A fictional example: under "Posters & Talks", "Quiet
// Queues. A. Okafor. Student Research Competition, 2013." is not a
// workshop paper. A heading that names papers too ("Posters and Short
// Papers") says nothing, and "Talks" alone heads a section of its own.

// talksHeadingPhrases are the phrases of words/pub_heading_talks.txt,
// each with its label ("posters" or "talks").
var talksHeadingPhrases = loadTalksHeading()

func loadTalksHeading() map[string]string {
	m := map[string]string{}
	for _, ln := range wordLines("pub_heading_talks", false) {
		k, ps, ok := strings.Cut(ln, ":")
		if !ok {
			panic("parse: words/pub_heading_talks.txt: no label in " + ln)
		}
		for _, ph := range strings.Split(ps, "|") {
			m[strings.Join(words(ph), " ")] = strings.TrimSpace(k)
		}
	}
	return m
}

// talksHeading reports whether every part of a heading's lower-case text
// (cut at "and", "&", "/", commas) is a phrase of posters or talks, and
// one part at least names posters.
func talksHeading(low string) bool {
	if !mayBeTalksHeading(low) {
		return false // speed_heading.go
	}
	return talksHeadingPlain(low)
}

// talksHeadingPlain is talksHeading without the guard.
func talksHeadingPlain(low string) bool {
	posters := false
	for _, p := range headingTextParts(low) {
		switch talksHeadingPhrases[strings.Join(words(p), " ")] {
		case "":
			return false
		case "posters":
			posters = true
		}
	}
	return posters
}
