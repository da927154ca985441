package cvgen

import (
	"fmt"
	"slices"
	"strings"

	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/cv/venue"
)

// catalog is the venue catalogue the parser uses; venues drawn from it
// are written in a form it resolves to the same acronym, and invented
// venues and titles in forms it resolves to nothing.
var catalog = venue.Default()

// catalogByKind lists the venues synthetic papers are drawn from
// (vocab/venues.txt) by kind, in the catalogue's order. The list is
// fixed, so a venue added to the catalogue changes no synthetic CV.
var catalogByKind = func() map[venue.Kind][]venue.Venue {
	drawn := map[string]bool{}
	for _, a := range list("venues") {
		drawn[a] = true
	}
	m := map[venue.Kind][]venue.Venue{}
	for _, v := range catalog.All() {
		if drawn[v.Acronym] {
			m[v.Kind] = append(m[v.Kind], v)
		}
	}
	return m
}()

// publications draws between 3 and 22 papers from the PhD start on, most
// recent first.
func publications(g *rng, owner Person, from int) ([]cv.Publication, []PubText) {
	n := g.between(3, 22)
	style := NameStyle(g.intn(int(nameStyles)))
	var pubs []cv.Publication
	var texts []PubText
	var titles []string
	for len(pubs) < n {
		p, t := publication(g, owner, style, from, titles)
		titles = append(titles, p.Title)
		pubs = append(pubs, p)
		texts = append(texts, t)
	}
	order := make([]int, len(pubs))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int { return pubYear(pubs[b]) - pubYear(pubs[a]) })
	outP, outT := make([]cv.Publication, n), make([]PubText, n)
	for i, j := range order {
		outP[i], outT[i] = pubs[j], texts[j]
	}
	return outP, outT
}

// pubYear is a paper's place in a list, most recent first: papers under
// review come first, papers without a year last.
func pubYear(p cv.Publication) int {
	if p.Status == cv.PubUnderReview {
		return ThisYear + 2
	}
	return p.Year
}

// publication draws one paper whose title is unlike the earlier titles.
func publication(g *rng, owner Person, style NameStyle, from int, earlier []string) (cv.Publication, PubText) {
	var p cv.Publication
	p.Title = paperTitle(g, earlier)
	p.Year = g.between(from-1, ThisYear)
	p.Type = pubType(g)
	switch {
	case p.Type == cv.TypePreprint && g.chance(0.5):
		p.Status = cv.PubUnderReview
		p.Year = 0 // a paper under review is not dated
		p.VenueRaw = "Under review"
	case p.Type == cv.TypePreprint:
		p.VenueRaw = fmt.Sprintf("arXiv preprint arXiv:%02d%02d.%05d", p.Year%100, g.between(1, 12), g.between(1, 29999))
	default:
		pickVenue(g, &p)
		if g.chance(0.07) {
			p.Status = cv.PubToAppear
			p.Year = ThisYear + g.between(0, 1)
		}
	}
	if p.Type != cv.TypePreprint && p.Status == "" && g.chance(0.06) {
		p.Year = 0 // the CV leaves it out
	}
	if p.Type != cv.TypePreprint && p.Status == "" && g.chance(0.07) {
		p.Awards = []string{pick(g, vocab.paperAwards)}
	}
	if g.chance(0.15) {
		style = NameStyle(g.intn(int(nameStyles)))
	}
	t := authors(g, owner, style, &p)
	t.Desc = pick(g, vocab.descriptions)
	return p, t
}

func pubType(g *rng) cv.PubType {
	switch x := g.intn(100); {
	case x < 50:
		return cv.TypeConference
	case x < 70:
		return cv.TypeJournal
	case x < 85:
		return cv.TypeWorkshop
	}
	return cv.TypePreprint
}

// pickVenue sets the venue of a paper of p.Type: from the catalogue
// (written in a form the catalogue resolves back to it) or invented.
func pickVenue(g *rng, p *cv.Publication) {
	if g.chance(0.8) {
		kind := venue.Kind(p.Type)
		for range 20 {
			v := pick(g, catalogByKind[kind])
			if raw, ok := venueText(g, v); ok {
				p.Venue, p.VenueRaw, p.Area = v.Acronym, raw, v.Area
				return
			}
		}
	}
	p.VenueRaw = inventedVenue(g, string(p.Type))
}

// venueText writes v as a CV would: its acronym, its full name, or both.
// ok is false when the catalogue would not read it back as v.
func venueText(g *rng, v venue.Venue) (string, bool) {
	forms := []string{v.Acronym, v.Names[0], v.Names[0] + " (" + v.Acronym + ")"}
	if v.Kind != venue.Journal {
		forms = append(forms, "Proceedings of the "+v.Names[0], "In "+v.Acronym)
	}
	s := pick(g, forms)
	got, _, _, ok := catalog.Match(s)
	return s, ok && got.Acronym == v.Acronym
}

// inventedVenue makes a venue outside the catalogue for type typ.
func inventedVenue(g *rng, typ string) string {
	for {
		s := fill(g, pick(g, vocab.inventedVenues.get(typ)))
		if _, _, _, ok := catalog.Match(s); !ok {
			return s
		}
	}
}

// paperTitle invents a title that names no catalogue venue and shares
// less than half its words with each earlier title.
func paperTitle(g *rng, earlier []string) string {
	for {
		t := fill(g, pick(g, vocab.titles))
		if _, _, _, ok := catalog.Match(t); ok {
			continue
		}
		if !slices.ContainsFunc(earlier, func(e string) bool { return overlap(e, t) >= 0.5 }) {
			return t
		}
	}
}

// overlap is the Jaccard similarity of the lower-case words of a and b,
// as the scorer matches titles.
func overlap(a, b string) float64 {
	wa, wb := wordSet(a), wordSet(b)
	inter := 0
	for w := range wa {
		if wb[w] {
			inter++
		}
	}
	union := len(wa) + len(wb) - inter
	if union == 0 {
		return 0
	}
	return float64(inter) / float64(union)
}

func wordSet(s string) map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.FieldsFunc(strings.ToLower(s), func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r > 127)
	}) {
		m[w] = true
	}
	return m
}

// fill replaces the placeholders of a vocabulary pattern, each with a
// fresh draw: {A} adjective, {N} noun, {O} object, {S} system name, {V}
// verb, {P} place, {W} invented word.
func fill(g *rng, pattern string) string {
	var b strings.Builder
	for {
		i := strings.IndexByte(pattern, '{')
		if i < 0 || i+2 >= len(pattern) || pattern[i+2] != '}' {
			b.WriteString(pattern)
			return b.String()
		}
		b.WriteString(pattern[:i])
		w := placeholder(g, pattern[i+1])
		for try := 0; try < 5 && strings.Contains(b.String(), w); try++ {
			w = placeholder(g, pattern[i+1]) // "When Routing Meets Routing"
		}
		b.WriteString(w)
		pattern = pattern[i+3:]
	}
}

func placeholder(g *rng, c byte) string {
	switch c {
	case 'A':
		return pick(g, vocab.adjectives)
	case 'N':
		return pick(g, vocab.nouns)
	case 'O':
		return pick(g, vocab.objects)
	case 'S':
		return word(g)
	case 'V':
		return pick(g, vocab.verbs)
	case 'P':
		return place(g)
	case 'W':
		return word(g)
	}
	return "{" + string(c) + "}"
}

// authors draws the author list of p (1 to 12 names, the owner anywhere,
// all written in style), an "et al." cut of long lists and
// equal-contribution marks.
func authors(g *rng, owner Person, style NameStyle, p *cv.Publication) PubText {
	n := authorCount(g)
	self := g.intn(n)
	names := make([]string, n)
	for i := range names {
		if i == self {
			names[i] = owner.Written(style)
		} else {
			names[i] = newPerson(g, 0.1, 0.05).Written(style)
		}
	}
	if n >= 7 && self < 5 && g.chance(0.3) {
		names = names[:g.between(max(3, self+1), 5)]
		p.EtAl = true
	}
	t := PubText{Self: self, Marks: make([]bool, len(names))}
	if len(names) > 1 && g.chance(0.15) {
		other := (self + 1) % len(names)
		if g.chance(0.3) && len(names) > 2 {
			other = (self + 2) % len(names)
			t.Marks[(self+1)%len(names)] = true // marked, not the owner
		} else {
			t.Marks[self] = true
			p.EqualContribution = true
		}
		t.Marks[other] = true
	}
	p.Authors = names
	p.SelfIndex = self + 1
	return t
}

// authorCount is 1–12, most often 2–5.
func authorCount(g *rng) int {
	weights := []int{4, 14, 18, 18, 14, 9, 7, 5, 4, 3, 2, 2}
	x := g.intn(100)
	for i, w := range weights {
		if x < w {
			return i + 1
		}
		x -= w
	}
	return 4
}
