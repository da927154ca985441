package parse

import (
	"strings"
	"sync"

	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/cv/venue"
	"github.com/vitae-cv/vitae/internal/fieldmodel"
)

// FieldLexicon is what the field model (internal/fieldmodel) knows of
// words, from the parser's own lists: the kinds of publication
// (pub_types.txt), stages (pub_stage.txt), preprint words
// (pub_preprint.txt), the words that open a venue (pub_venue_lead.txt),
// award words (paper_award.txt), and organisation and academic words; and
// the venue catalogue. The trainer and the parser use the same one.
var FieldLexicon = sync.OnceValue(func() *fieldmodel.Lexicon {
	classes := map[string][]string{}
	for _, ln := range WordList("pub_types") {
		kind, ws, ok := strings.Cut(ln, ":")
		if ok {
			c := "type_" + strings.TrimSpace(kind)
			classes[c] = append(classes[c], strings.Fields(ws)...)
		}
	}
	for _, ln := range WordList("pub_stage") {
		if _, ps, ok := strings.Cut(ln, ":"); ok {
			for _, p := range strings.Split(ps, "|") {
				classes["stage"] = append(classes["stage"], strings.TrimSpace(p))
			}
		}
	}
	classes["preprint"] = WordList("pub_preprint")
	classes["venue_lead"] = WordList("pub_venue_lead")
	for _, ln := range WordList("paper_award") {
		if _, ws, ok := strings.Cut(ln, ":"); ok {
			classes["award"] = append(classes["award"], strings.Fields(ws)...)
		}
	}
	for _, name := range []string{"organisations", "academic"} {
		for _, ln := range WordList(name) {
			if len(strings.Fields(ln)) > 3 { // a line of words, not a phrase
				classes["org"] = append(classes["org"], strings.Fields(ln)...)
			}
		}
	}
	return fieldmodel.NewLexicon(classes, venue.Default())
})

// fieldModel is the committed field model; nil when it does not load
// (a test guards the embedded file).
var fieldModel = sync.OnceValue(func() *fieldmodel.Model {
	m, err := fieldmodel.Default()
	if err != nil {
		return nil
	}
	return m
})

// sureField is the mean token probability under which the field model's
// span is not used: unsure means empty. A tag span must also name a
// catalogued venue, a second test, so it needs less (sureTag).
const (
	sureField = 0.85
	sureTag   = 0.6
)

// modelFields fills, from the field model, what the rules left empty of
// a publication read from the entry m: the venue (a catalogued name in
// the model's venue span fills the venue, any other span only venue_raw)
// and the year. A work the rules took for a preprint or an unpublished
// one keeps its empty venue. Convention: entries that put their parts in
// an order the rules do not expect ("Title. Venue 2021. A. Quill, B.
// Reyes.") still give their venue as the span a reader of references
// would take for one.
func (p *parser) modelFields(pub *cv.Publication, e []pubLine) {
	needVenue := pub.VenueRaw == "" && pub.Venue == "" && pub.Type != cv.TypePreprint && !unpublished(pub.Status)
	if !needVenue && pub.Year != 0 || !modelMayFill(e, needVenue) {
		return
	}
	fm := fieldModel()
	if fm == nil {
		return
	}
	m := mergeLines(e)
	l := p.m.labelFields(fm, modelEntry(m, e), FieldLexicon()) // pubs_arena.go
	runs := fieldmodel.Runs(l.Tokens, l.Fields, l.Probs)
	if needVenue && !p.modelTag(pub, m.Text, l.Tokens, runs) {
		p.modelVenue(pub, m.Text, l.Tokens, runs)
	}
	if pub.Year == 0 {
		p.modelYear(pub, m.Text, l)
	}
}

// modelEntry is the entry the field model reads: the merged text, its
// spans and where each of the entry's lines begins in it (mergeLines
// joins them with one space).
func modelEntry(m line, e []pubLine) fieldmodel.Entry {
	fe := fieldmodel.Entry{Text: m.Text, Bolds: m.Bolds(), Italics: m.Italics(), Links: m.Links()}
	off := 0
	for _, pl := range e[:len(e)-1] {
		off += len(pl.Text) + 1
		fe.Breaks = append(fe.Breaks, off)
	}
	return fe
}

// modelTag takes a venue from the model's first sure tag span when the
// catalogue knows it, and the tag's year when the year is empty.
// Convention: a venue tag after the title or on its own ("Folding Towers
// (ICSE’22)", "[ICSE 2022]") is often the only venue an entry gives; a
// tag the catalogue does not know ("[C3]", "Oral") is no venue.
func (p *parser) modelTag(pub *cv.Publication, text string, toks []fieldmodel.Token, runs []fieldmodel.Run) bool {
	ti := fieldmodel.FieldIndex("tag")
	for _, r := range runs {
		if r.Field != ti || r.Prob < sureTag {
			continue
		}
		s := r.Text(text, toks)
		v, _, _, ok := p.matchVenue(s)
		if !ok {
			continue
		}
		pub.Venue, pub.Area, pub.Type, pub.VenueRaw = v.Acronym, v.Area, typeOfKind(string(v.Kind)), s
		if pub.Year == 0 {
			pub.Year = venueYear(s)
		}
		p.warn(pub.Line, "venue read by the field model from a tag", s)
		return true
	}
	return false
}

// modelVenue takes the model's one venue span that is sure and not part
// of the title.
func (p *parser) modelVenue(pub *cv.Publication, text string, toks []fieldmodel.Token, runs []fieldmodel.Run) {
	vi := fieldmodel.FieldIndex("venue")
	var span string
	for _, r := range runs {
		if r.Field != vi {
			continue
		}
		s := strings.Trim(r.Text(text, toks), " .,;:")
		if span != "" || r.Prob < sureField || s == "" || strings.Contains(pub.Title, s) || strings.Contains(s, pub.Title) {
			if s != "" {
				p.warn(pub.Line, "venue left empty: the field model is unsure", s)
			}
			return
		}
		span = s
	}
	if span == "" {
		return
	}
	span = cutBytes(span, 160) // never inside a character (utf8guard.go)
	pub.VenueRaw = span
	if v, _, _, ok := p.matchVenue(span); ok {
		pub.Venue, pub.Area, pub.Type = v.Acronym, v.Area, typeOfKind(string(v.Kind))
	} else if t, found := typeByWords(span); found {
		pub.Type = t
	}
	p.warn(pub.Line, "venue read by the field model", span)
}

// modelYear takes the year of the model's date span when sure and not in
// the title.
func (p *parser) modelYear(pub *cv.Publication, text string, l fieldmodel.Labelled) {
	di := fieldmodel.FieldIndex("date")
	for i, t := range l.Tokens {
		if l.Fields[i] != di || l.Probs[i] < sureField || t.End-t.Start != 4 || strings.Contains(pub.Title, t.Text) {
			continue
		}
		if y := atoi(t.Text); y >= 1900 && y <= 2039 {
			pub.Year = y
			return
		}
	}
}
