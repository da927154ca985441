package main

import (
	"fmt"
	"slices"

	"github.com/vitae-cv/vitae/cv/venue"
)

// The layers "vitae venues" lists: the curated layer (venues.txt, and a
// user's --venues file, which extends it) and the journal layer (the
// journals generated from JabRef's lists; see cv/venue/JOURNALS.md).
const (
	layerCurated  = "curated"
	layerJournals = "journals"
	layerAll      = "all"
)

// venueLayerNames lists the values of --layer for messages.
const venueLayerNames = "curated, journals, all"

// validLayer reports whether s is a value of --layer.
func validLayer(s string) bool {
	return s == layerCurated || s == layerJournals || s == layerAll
}

// defaultLayer is the layer listed when --layer is not given: both with
// a query, the curated layer alone without one (the journal layer is
// some 28,000 journals, too long a list to page through by default).
func defaultLayer(query string) string {
	if query != "" {
		return layerAll
	}
	return layerCurated
}

// listed is one venue as "vitae venues" lists it, with its layer and
// its place in the listing (the curated venues in acronym order, then
// the journal layer's in key order).
type listed struct {
	venue.Venue
	layer string // layerCurated or layerJournals
	pos   int
}

// venueJournals lists a catalogue's journal layer (a variable so that
// tests can list a fictional one).
var venueJournals = (*venue.Catalog).Journals

// venueLayers are the layers of a catalogue "vitae venues" lists.
type venueLayers struct {
	cat      *venue.Catalog
	layer    string
	curated  []listed
	journals []listed
	at       map[string]int // a curated venue's acronym -> its pos
}

// newVenueLayers gathers the layers asked for.
func newVenueLayers(cat *venue.Catalog, layer string) *venueLayers {
	l := &venueLayers{cat: cat, layer: layer, at: map[string]int{}}
	if layer != layerJournals {
		for i, v := range cat.All() {
			l.curated = append(l.curated, listed{v, layerCurated, i})
			l.at[v.Acronym] = i
		}
	}
	if layer != layerCurated {
		for i, v := range venueJournals(cat) {
			l.journals = append(l.journals, listed{v, layerJournals, len(l.curated) + i})
		}
	}
	return l
}

// shown is v as the listing shows it. With both layers a journal the
// curated layer holds too is shown once, as the curated venue: the venue
// the parser matches it as. (Asked only of the venues a query names, as
// it costs a few microseconds.)
func (l *venueLayers) shown(v listed) listed {
	if l.layer != layerAll || v.layer != layerJournals {
		return v
	}
	if c, held := l.cat.CuratedJournal(v.Venue); held {
		if i, ok := l.at[c.Acronym]; ok {
			return l.curated[i]
		}
	}
	return v
}

// summary is the last line of the table: how many venues of which
// layers were listed.
func (l *venueLayers) summary(n int) string {
	switch l.layer {
	case layerCurated:
		return fmt.Sprintf("%d of %d venue%s in the curated layer", n, len(l.curated), plural(len(l.curated)))
	case layerJournals:
		return fmt.Sprintf("%d of %d journal%s in the journal layer", n, len(l.journals), plural(len(l.journals)))
	}
	return fmt.Sprintf("%d venue%s of %d curated venue%s and %d journal%s (a journal in both: once)",
		n, plural(n), len(l.curated), plural(len(l.curated)), len(l.journals), plural(len(l.journals)))
}

// Ranks of a venue for a query: the tiers the results come out in.
const (
	rankNone  = iota // the query does not name the venue
	rankKey          // the acronym, an alias or an abbreviation is the query
	rankName         // a full name is the query
	rankWords        // the venue's words hold every word of the query
)

// venueQuery is a query's words, lower-cased, and those words without
// "the" and "and", which journal names write or leave out ("Journal of
// Pebbles & Gravel" for "The Journal of Pebbles and Gravel").
type venueQuery struct {
	words []string
	bare  []string
}

// newVenueQuery reads a query; a query of only "the" and "and" keeps them.
func newVenueQuery(s string) venueQuery {
	q := venueQuery{words: venueWords(s)}
	q.bare = bareWords(q.words)
	if len(q.bare) == 0 {
		q.bare = q.words
	}
	return q
}

// bareWords drops "the" and "and" from words.
func bareWords(words []string) []string {
	out := make([]string, 0, len(words))
	for _, w := range words {
		if w != "the" && w != "and" {
			out = append(out, w)
		}
	}
	return out
}

// rank tells how q names v (rankNone: not at all). An empty query names
// every venue.
func (q venueQuery) rank(v venue.Venue) int {
	if len(q.words) == 0 {
		return rankWords
	}
	if !q.mayName(v) {
		return rankNone
	}
	found := make([]bool, len(q.bare))
	best := rankNone
	see := func(s string, r int) {
		words := venueWords(s)
		if r == rankKey && equalWords(words, q.words) {
			best = rankKey
		}
		if r == rankName && best != rankKey && equalWords(bareWords(words), q.bare) {
			best = rankName
		}
		markWords(words, q.bare, found)
	}
	see(v.Acronym, rankKey)
	for _, a := range v.Aliases {
		see(a, rankKey)
	}
	for _, n := range v.Names {
		see(n, rankName)
	}
	if best != rankNone {
		return best
	}
	for _, f := range found {
		if !f {
			return rankNone
		}
	}
	return rankWords
}

// markWords sets found[i] for each word of key that words holds.
func markWords(words, key []string, found []bool) {
	for i, k := range key {
		if found[i] {
			continue
		}
		for _, w := range words {
			if w == k {
				found[i] = true
				break
			}
		}
	}
}

// mayName reports whether every word of q (but "the" and "and") is in
// one of v's acronym, aliases and names, as a part of a word: what each
// rank needs, tested without splitting the names into words (a search
// reads some 28,000 journals).
func (q venueQuery) mayName(v venue.Venue) bool {
	for _, w := range q.bare {
		if !containsFold(v.Acronym, w) && !slices.ContainsFunc(v.Aliases, func(s string) bool { return containsFold(s, w) }) &&
			!slices.ContainsFunc(v.Names, func(s string) bool { return containsFold(s, w) }) {
			return false
		}
	}
	return true
}

// containsFold reports whether s holds w, a lower-case word, in any
// ASCII case; where s or w is not ASCII it answers true (the words
// decide: a letter beyond ASCII may lower-case to an ASCII one).
func containsFold(s, w string) bool {
	if !isASCIIText(s) || !isASCIIText(w) {
		return true
	}
	for i := 0; i+len(w) <= len(s); i++ {
		j := 0
		for j < len(w) && lowerASCII(s[i+j]) == w[j] {
			j++
		}
		if j == len(w) {
			return true
		}
	}
	return false
}

// lowerASCII is byte c in lower case.
func lowerASCII(c byte) byte {
	if 'A' <= c && c <= 'Z' {
		return c + 'a' - 'A'
	}
	return c
}

// isASCIIText reports whether s is all ASCII.
func isASCIIText(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}
