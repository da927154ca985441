package venue

import (
	"slices"
	"strings"
	"unicode"
)

// Layer names a layer of a catalogue as List lists it.
type Layer string

// The layers: the curated layer (venues.txt, and a user's file that
// extends it, see Extend) and the journal layer (Journals; JOURNALS.md),
// and both.
const (
	LayerCurated  Layer = "curated"
	LayerJournals Layer = "journals"
	LayerAll      Layer = "all"
)

// Layers lists the layers a ListQuery may ask for, in the order help
// texts name them.
func Layers() []Layer { return []Layer{LayerCurated, LayerJournals, LayerAll} }

// Valid reports whether l is one of Layers.
func (l Layer) Valid() bool { return slices.Contains(Layers(), l) }

// ListQuery is what a listing of a catalogue is asked for. Its zero value
// lists the whole curated layer.
type ListQuery struct {
	// Text is the query, its words joined by spaces; empty lists every
	// venue of the layers. A venue is listed when its acronym, an alias
	// or an abbreviation is the query (dotted or not), when a full name
	// is the query, or when its acronym, aliases and full names hold
	// every word of the query as whole words ("the" and "and" may be
	// left out), in any case and any order.
	Text string
	// Area and Kind, when set, keep only the venues of that area or kind.
	Area string
	Kind Kind
	// Layer is the layers listed; empty means LayerAll with a Text and
	// LayerCurated without one (the journal layer is some 28,000
	// journals, too long a list to page through by default).
	Layer Layer
}

// layer is the layer q lists: q.Layer, or its default.
func (q ListQuery) layer() Layer {
	switch {
	case q.Layer != "":
		return q.Layer
	case q.Text != "":
		return LayerAll
	}
	return LayerCurated
}

// Listed is one venue of a listing, with the layer it comes from.
type Listed struct {
	Venue
	Layer Layer // LayerCurated or LayerJournals
	pos   int   // its place in the layers listed
}

// Listing is what List found: the venues, and the layers they were
// listed from.
type Listing struct {
	Venues []Listed
	// Layer is the layers listed (ListQuery.Layer, or its default).
	Layer Layer
	// Curated and Journals count the venues of the layers listed (0 for
	// a layer not listed).
	Curated, Journals int
}

// List lists the venues of c that q asks for. They come out grouped by
// how the query names them (an acronym, alias or abbreviation; a full
// name; words), each group in the catalogue's order: the curated layer
// in acronym order (All), then the journal layer in key order
// (Journals). With LayerAll a journal the curated layer holds too
// (CuratedJournal) is listed once, as the curated venue: the venue Match
// answers for it. The same catalogue and query give the same listing.
func (c *Catalog) List(q ListQuery) Listing {
	l := newLayers(c, q.layer())
	return Listing{Venues: l.filter(q), Layer: l.layer, Curated: len(l.curated), Journals: len(l.journals)}
}

// layers are the layers of a catalogue a listing reads.
type layers struct {
	cat      *Catalog
	layer    Layer
	curated  []Listed
	journals []Listed
	at       map[string]int // a curated venue's acronym -> its pos
}

// newLayers gathers the layers asked for.
func newLayers(cat *Catalog, layer Layer) *layers {
	l := &layers{cat: cat, layer: layer, at: map[string]int{}}
	if layer != LayerJournals {
		for i, v := range cat.All() {
			l.curated = append(l.curated, Listed{v, LayerCurated, i})
			l.at[v.Acronym] = i
		}
	}
	if layer != LayerCurated {
		for i, v := range cat.Journals() {
			l.journals = append(l.journals, Listed{v, LayerJournals, len(l.curated) + i})
		}
	}
	return l
}

// shown is v as the listing shows it: with both layers, a journal the
// curated layer holds too is the curated venue. (Asked only of the
// venues a query names, as it costs a few microseconds.)
func (l *layers) shown(v Listed) Listed {
	if l.layer != LayerAll || v.Layer != LayerJournals {
		return v
	}
	if c, held := l.cat.CuratedJournal(v.Venue); held {
		if i, ok := l.at[c.Acronym]; ok {
			return l.curated[i]
		}
	}
	return v
}

// filter keeps the venues q names, grouped by rank, each group in the
// listing's order, each venue once.
func (l *layers) filter(q ListQuery) []Listed {
	words := newListWords(q.Text)
	var groups [rankWords + 1][]Listed
	for _, layer := range [][]Listed{l.curated, l.journals} {
		for _, v := range layer {
			r := words.rank(v.Venue)
			if r == rankNone {
				continue
			}
			if v = l.shown(v); (q.Area == "" || v.Area == q.Area) && (q.Kind == "" || v.Kind == q.Kind) {
				groups[r] = append(groups[r], v)
			}
		}
	}
	var out []Listed
	seen := map[int]bool{}
	for _, g := range groups {
		slices.SortStableFunc(g, func(a, b Listed) int { return a.pos - b.pos })
		for _, v := range g {
			if !seen[v.pos] {
				seen[v.pos] = true
				out = append(out, v)
			}
		}
	}
	return out
}

// Ranks of a venue for a query: the groups a listing comes out in.
const (
	rankNone  = iota // the query does not name the venue
	rankKey          // the acronym, an alias or an abbreviation is the query
	rankName         // a full name is the query
	rankWords        // the venue's words hold every word of the query
)

// listWords are a query's words, lower-cased, and those words without
// "the" and "and", which journal names write or leave out ("Journal of
// Pebbles & Gravel" for "The Journal of Pebbles and Gravel").
type listWords struct {
	words []string
	bare  []string
}

// newListWords reads a query; a query of only "the" and "and" keeps them.
func newListWords(s string) listWords {
	q := listWords{words: wordsOf(s)}
	q.bare = bareWords(q.words)
	if len(q.bare) == 0 {
		q.bare = q.words
	}
	return q
}

// wordsOf are s's words, lower-cased: runs of letters and digits ("IEEE
// S&P" is ieee, s, p; "IoT-J" is iot, j).
func wordsOf(s string) []string {
	return strings.FieldsFunc(strings.ToLower(s), func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
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
func (q listWords) rank(v Venue) int {
	if len(q.words) == 0 {
		return rankWords
	}
	if !q.mayName(v) {
		return rankNone
	}
	found := make([]bool, len(q.bare))
	best := rankNone
	see := func(s string, r int) {
		words := wordsOf(s)
		if r == rankKey && slices.Equal(words, q.words) {
			best = rankKey
		}
		if r == rankName && best != rankKey && slices.Equal(bareWords(words), q.bare) {
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
	if best != rankNone || slices.Contains(found, false) {
		return best
	}
	return rankWords
}

// markWords sets found[i] for each word of key that words holds.
func markWords(words, key []string, found []bool) {
	for i, k := range key {
		if !found[i] && slices.Contains(words, k) {
			found[i] = true
		}
	}
}

// mayName reports whether every word of q (but "the" and "and") is in
// one of v's acronym, aliases and names, as a part of a word: what each
// rank needs, tested without splitting the names into words (a search
// reads some 28,000 journals).
func (q listWords) mayName(v Venue) bool {
	for _, w := range q.bare {
		if !containsFold(v.Acronym, w) && !anyContainsFold(v.Aliases, w) && !anyContainsFold(v.Names, w) {
			return false
		}
	}
	return true
}

// anyContainsFold reports whether one of list holds w (containsFold).
func anyContainsFold(list []string, w string) bool {
	for _, s := range list {
		if containsFold(s, w) {
			return true
		}
	}
	return false
}

// containsFold reports whether s holds w, a lower-case word, in any
// ASCII case; where s or w is not ASCII it answers true (the words
// decide: a letter beyond ASCII may lower-case to an ASCII one).
func containsFold(s, w string) bool {
	if !isASCII(s) || !isASCII(w) {
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
