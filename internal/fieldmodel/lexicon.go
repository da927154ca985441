package fieldmodel

import (
	"slices"
	"strings"

	"github.com/vitae-cv/vitae/cv/venue"
)

// Lexicon is what the features know of words: classes of words and
// phrases from lists the caller gives (the parser's cv/parse/words
// lists), and the venue catalogue. A feature names a class, never a word.
type Lexicon struct {
	classes []string              // sorted class names
	words   map[string][]string   // one-word entry -> its classes
	phrases map[string][][]string // first word of a longer entry -> its entries ([class, words...])
	cat     *venue.Catalog
	catWord map[string]bool // a word of a catalogued venue's full name
}

// NewLexicon builds a lexicon from classes (class name -> entries, each a
// word or a phrase; case is ignored) and a venue catalogue (nil for
// none). Class names should be short identifiers: they become feature
// names.
func NewLexicon(classes map[string][]string, cat *venue.Catalog) *Lexicon {
	lx := &Lexicon{words: map[string][]string{}, phrases: map[string][][]string{}, cat: cat, catWord: map[string]bool{}}
	for c := range classes {
		lx.classes = append(lx.classes, c)
	}
	slices.Sort(lx.classes)
	for _, c := range lx.classes {
		for _, e := range classes[c] {
			lx.add(c, e)
		}
	}
	if cat != nil {
		for _, v := range cat.All() {
			for _, n := range v.Names {
				for _, t := range Tokenize(n) {
					if t.Kind == 'w' && len(t.Text) > 3 {
						lx.catWord[strings.ToLower(t.Text)] = true
					}
				}
			}
		}
	}
	return lx
}

func (lx *Lexicon) add(class, entry string) {
	var ws []string
	for _, t := range Tokenize(strings.ToLower(entry)) {
		if t.Kind == 'w' {
			ws = append(ws, t.Text)
		}
	}
	switch {
	case len(ws) == 0:
	case len(ws) == 1:
		if !slices.Contains(lx.words[ws[0]], class) {
			lx.words[ws[0]] = append(lx.words[ws[0]], class)
		}
	default:
		lx.phrases[ws[0]] = append(lx.phrases[ws[0]], append([]string{class}, ws...))
	}
}

// Classes returns the lexicon's class names, sorted.
func (lx *Lexicon) Classes() []string { return slices.Clone(lx.classes) }

// functionWords are the small words and abbreviations of references in
// English (not any entry's text): each is its own feature.
var functionWords = []string{"in", "of", "on", "the", "and", "for", "to", "with", "at", "by", "from",
	"et", "al", "vol", "volume", "no", "pp", "pages", "page", "ed", "eds", "editor", "editors",
	"press", "doi", "pdf", "code", "slides", "video", "url", "isbn", "issn"}

var functionSet = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range functionWords {
		m[w] = true
	}
	return m
}()

// functionIndex is each function word's place in functionWords.
var functionIndex = func() map[string]int8 {
	m := map[string]int8{}
	for k, w := range functionWords {
		m[w] = int8(k)
	}
	return m
}()

// marks are the lexicon's classes of each token: one-word entries and
// the words of phrases found in order. low[i] is token i lower-cased
// when it is a word, "" otherwise.
func (lx *Lexicon) marks(toks []Token, low []string) [][]string {
	out := make([][]string, len(toks))
	for i, t := range toks {
		if t.Kind == 'w' {
			out[i] = append(out[i], lx.words[low[i]]...)
		}
	}
	for i := range toks {
		for _, ph := range lx.phrases[low[i]] {
			if end, ok := phraseAt(low, i, ph[1:]); ok {
				for j := i; j < end; j++ {
					if !slices.Contains(out[j], ph[0]) {
						out[j] = append(out[j], ph[0])
					}
				}
			}
		}
	}
	return out
}

// phraseAt reports whether the words ws occur from token i on, skipping
// punctuation, and where they end.
func phraseAt(low []string, i int, ws []string) (int, bool) {
	k := 0
	for j := i; j < len(low) && j < i+2*len(ws)+1; j++ {
		if low[j] == "" {
			continue
		}
		if low[j] != ws[k] {
			return 0, false
		}
		if k++; k == len(ws) {
			return j + 1, true
		}
	}
	return 0, false
}

// maxMatches bounds the catalogue look-ups of one entry.
const maxMatches = 6

// venueMarks marks the tokens inside each catalogued venue the catalogue
// finds in text (by kind), and tokens that are a catalogued acronym.
func (lx *Lexicon) venueMarks(text string, toks []Token) []string {
	out := make([]string, len(toks))
	if lx.cat == nil {
		return out
	}
	off := 0
	for range maxMatches {
		v, s, e, ok := lx.cat.Match(text[off:])
		if !ok || e <= s {
			break
		}
		mark := catMark(v.Kind)
		for i, t := range toks {
			if t.Start >= off+s && t.End <= off+e {
				out[i] = mark
			}
		}
		off += e
	}
	for i, t := range toks {
		if out[i] == "" && t.Kind == 'w' && hasUpper(t.Text) {
			if lx.cat.Knows(t.Text) { // Lookup's answer, no venue made
				out[i] = "cat:acr"
			}
		}
	}
	return out
}

// catMark is "cat:" + kindName(k), made once for each kind.
func catMark(k venue.Kind) string {
	switch kindName(k) {
	case "conference":
		return "cat:conference"
	case "journal":
		return "cat:journal"
	case "workshop":
		return "cat:workshop"
	}
	return "cat:venue"
}

// kindName is a catalogue kind as a feature value, from a fixed set.
func kindName(k venue.Kind) string {
	switch k {
	case "conference", "journal", "workshop":
		return string(k)
	}
	return "venue"
}
