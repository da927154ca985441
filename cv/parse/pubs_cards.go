package parse

import (
	"slices"
	"strings"

	"github.com/vitae-cv/vitae/cv"
)

// Paper cards (issue 22, conventions 1 and 7; item 4: what follows the
// template's last slot is a description).
//
// A homepage often shows each paper as a card: a container (a Markdown
// blockquote, cv/parse/lines/quote.go) that holds the title, the author list on
// the line below it, then paragraphs about the work and a list of links:
//
//	> **A Fictional Paper Title**
//	>
//	> *Ada Quill and Ben Reyes*
//	>
//	> We show how to fold paper boats from one sheet.
//	>
//	> * [FOO '21 Paper](https://example.org/p.pdf)
//	> * [Source Code](https://example.org/src)
//
// The container is the entry; its slots are the title (first line), the
// authors (the next line: an author list, or one name set apart by
// emphasis) and the venue, read from a link or short line that names a
// venue with its year ("FOO '21 Paper"), a kind of work ("Preprint",
// "PhD Dissertation"), or else from a sentence that names a catalogue
// venue and a year ("It appeared at FOO 2021."). Everything else in the
// card describes the paper: it is never read as another paper, though a
// paper award it names is the paper's. Such cards are read under a
// "Research" or "Projects" heading too: a card whose author list holds
// the owner and that names a venue is a publication; a card without an
// author list stays a project.

// maxCardTitleWords bounds the title slot: a longer first line is
// prose, not a title.
const maxCardTitleWords = 30

// maxCardVenueWords bounds a link or line that names the venue ("FOO '21
// Paper", "Preprint"): longer text is a sentence about the paper.
const maxCardVenueWords = 8

// cardSpan is one container of a section's lines: ls[from:to].
type cardSpan struct{ from, to int }

// paperCard is a card read as a paper: its lines for buildPub and the
// paper awards its description names.
type paperCard struct {
	entry  []pubLine
	awards []string
}

// quoteCards returns the containers among ls: runs of quoted lines (a
// blank line inside a card keeps its depth) ended by a line outside the
// quote.
func quoteCards(ls []line) []cardSpan {
	var out []cardSpan
	start := -1
	for i, l := range ls {
		switch in := l.QuoteDepth() > 0; {
		case in && start < 0:
			start = i
		case !in && start >= 0:
			out = append(out, cardSpan{start, i})
			start = -1
		}
	}
	if start >= 0 {
		out = append(out, cardSpan{start, len(ls)})
	}
	return out
}

// takePaperCards reads the section's containers that are papers. It
// returns the lines left for the section's own reader (the paper cards'
// lines blanked, so the reader still sees where they were) and the
// papers. ownerNeeded asks that a card's author list hold the owner (a
// projects section: only the owner's papers are publications) and that
// it name a venue.
func (p *parser) takePaperCards(ls []line, ownerNeeded bool) ([]line, []paperCard) {
	spans := quoteCards(ls)
	if len(spans) == 0 {
		return ls, nil
	}
	var cards []paperCard
	var rest []line
	for _, sp := range spans {
		c, ok := p.cardPaper(ls[sp.from:sp.to], ownerNeeded)
		if !ok {
			continue
		}
		if rest == nil {
			rest = slices.Clone(ls)
		}
		for i := sp.from; i < sp.to; i++ {
			rest[i] = line{N: ls[i].N, Blank: true, Ctx: ls[i].Ctx}
		}
		cards = append(cards, c)
	}
	if rest == nil {
		return ls, nil
	}
	return rest, cards
}

// cardPaper reads one container as a paper: a title line, an author line
// right below it, and the rest (see the file comment).
func (p *parser) cardPaper(ls []line, ownerNeeded bool) (paperCard, bool) {
	var nb []line
	for _, l := range ls {
		if !l.Blank {
			nb = append(nb, l)
		}
	}
	if len(nb) < 2 || !p.cardTitle(nb[0]) || !p.cardAuthors(nb[1]) {
		return paperCard{}, false
	}
	if ownerNeeded && !p.holdsOwner(nb[1]) {
		return paperCard{}, false
	}
	c := paperCard{entry: []pubLine{{line: nb[0], role: 'T'}, {line: nb[1], role: 'A'}}}
	venue, ok := p.cardVenue(nb[2:])
	if ok {
		c.entry = append(c.entry, pubLine{line: venue, role: 'V'})
	} else if ownerNeeded {
		return paperCard{}, false
	}
	for _, l := range nb[2:] {
		if mayHaveAward(l.Text) {
			c.awards = append(c.awards, paperAwards(l.Text)...)
		}
	}
	return c, true
}

// cardTitle reports whether a card's first line can be its title: short
// enough, and set apart by bold or as a heading, or else no author list
// (a bold title of two words, "Quiet Rivers", may look like a name).
func (p *parser) cardTitle(l line) bool {
	if wordCount(l.Text) > maxCardTitleWords || isLinkTagLine(l) {
		return false
	}
	return l.Bold || l.Heading > 0 || p.pubRole(l.Text) != 'A'
}

// cardAuthors reports whether the line under a card's title is its
// author list: a list of names, or one name set apart by emphasis (a
// paper or thesis of one author: "*Ada Quill*").
func (p *parser) cardAuthors(l line) bool {
	if p.pubRole(l.Text) == 'A' {
		return true
	}
	t := strings.Trim(l.Text, " .,")
	return (l.Bold || l.Italic || p.hasOwner(t)) && isName(t)
}

// holdsOwner reports whether an author line holds the owner: by name
// when the owner is known, else by the bold span that marks the owner in
// a list of names.
func (p *parser) holdsOwner(l line) bool {
	if p.hasOwner(l.Text) {
		return true
	}
	for _, b := range l.Bolds() {
		if isName(strings.Trim(b, " .,*")) && !l.Bold {
			return true
		}
	}
	return false
}

// cardVenue finds the venue slot among a card's lines after its authors:
// first a link or short line that names a venue and its year or a kind
// of work, else a sentence that names a catalogue venue and a year. The
// line returned holds only that text.
func (p *parser) cardVenue(ls []line) (line, bool) {
	for _, l := range ls {
		for _, t := range append(slices.Clip(l.Links()), l.Text) {
			if p.namesVenue(t) {
				return textLine(l, t), true
			}
		}
	}
	for _, l := range ls {
		if hasYear(l.Text) {
			if _, _, _, ok := p.matchVenue(l.Text); ok {
				return textLine(l, l.Text), true
			}
		}
	}
	return line{}, false
}

// namesVenue reports whether a short text names where or how a paper
// appeared: a venue with a year ("FOO '21 Paper", "[FOO 2021]"), or a
// kind of work ("Preprint", "PhD Dissertation", "Patent").
func (p *parser) namesVenue(t string) bool {
	t = strings.TrimSpace(t)
	if t == "" || wordCount(t) > maxCardVenueWords {
		return false
	}
	if isPreprintText(t) || hasWordFold(t, pubKindWords) {
		return true
	}
	if yearIn(t) == 0 {
		return false
	}
	_, _, _, ok := p.matchVenue(t)
	return ok || isVenueTag(t)
}

// pubKindWords are the words that name a kind of work that is not a
// venue (words/pub_types.txt: "thesis", "dissertation", "patent").
var pubKindWords = newPhraseSet(wordLines("pub_card_kinds", false))

// textLine is l holding only the text t, without its spans.
func textLine(l line, t string) line {
	out := l
	out.Text, out.MD, out.Cells = t, t, []string{t}
	out.ClearSpans()
	out.Bold, out.Italic, out.List = false, false, ""
	return out
}

// addCardPapers builds the papers read from cards and adds them to the
// publications, in the order of their lines among those of the section
// read since first.
func (p *parser) addCardPapers(cards []paperCard, status string, first int) {
	if len(cards) == 0 {
		return
	}
	for _, c := range cards {
		p.m.check()
		pub := p.buildPub(c.entry)
		if pub == nil {
			continue
		}
		for _, a := range c.awards {
			pub.Awards = appendUnique(pub.Awards, a)
		}
		moveDistinctionAwards(pub) // a card's "Spotlight" badge (pubs_distinction.go)
		applyStatus(pub, status)
		p.cv.Publications = append(p.cv.Publications, *pub)
	}
	first = min(max(first, 0), len(p.cv.Publications))
	slices.SortStableFunc(p.cv.Publications[first:], func(a, b cv.Publication) int { return a.Line - b.Line })
}

// takeProjectCards reads each container left in a projects section as
// one project: its first line is the title, the rest describes it. It
// returns the lines outside the containers.
func (p *parser) takeProjectCards(ls []line) []line {
	spans := quoteCards(ls)
	if len(spans) == 0 {
		return ls
	}
	rest := slices.Clone(ls)
	for _, sp := range spans {
		if k := slices.IndexFunc(ls[sp.from:sp.to], func(l line) bool { return !l.Blank }); k >= 0 {
			l := ls[sp.from+k]
			p.cv.Projects = append(p.cv.Projects, cv.Project{Title: strings.Trim(l.Text, " .:"), Line: l.N})
		}
		for i := sp.from; i < sp.to; i++ {
			rest[i] = line{N: ls[i].N, Blank: true, Ctx: ls[i].Ctx}
		}
	}
	return rest
}
