package parse

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/vitae-cv/vitae/cv"
	"github.com/vitae-cv/vitae/cv/venue"
)

// Venue and year tags read from the whole entry.
//
// Many CVs name a paper's venue only by a short tag, and put that tag
// anywhere in the entry: after the title in parentheses ("Folding Paper
// Boats (ABC'23)"), before the authors in brackets ("[ABC 2023]: A. Quill,
// B. Reyes. “Title”. In Proceedings of ..."), or on a line of its own
// under the title ("(ABC'23)"). Often the tag is the only place the year
// appears ('23). The citation readers look for tags on one path only (a
// one-string citation); entryTags looks at every line of an entry once its
// lines and title are known, ranks what it finds by its cues (bracketed,
// alone on its line, leading its line; known to the catalogue; at the
// place the section's earlier entries put their tags) and hands the best
// tag to placeVenue when the venue text names no catalogued venue.
//
// A tag the catalogue does not know gives the year, and stays as written
// in the venue text (venue_raw) when there is no other venue text: the
// acronym is never guessed into the venue.

// tagSlot is where in an entry a tag stood.
type tagSlot uint8

const (
	slotNone      tagSlot = iota
	slotTitleTail         // at the end of the title line: "Title (ABC'23)"
	slotLead              // opening a line: "[ABC 2023]: A. Quill, ..."
	slotOwnLine           // a line of its own: "(ABC'23)"
	slotBracket           // in brackets elsewhere in a line
	slotItalic            // an italic span: "*Symposium on Pebbles*"
	nSlots
)

// tagSlotWeight is how much each place says that a tag there names the
// venue: a tag set apart (its own line, opening a line, ending the title)
// more than one in the middle of a line.
var tagSlotWeight = [nSlots]int{slotTitleTail: 3, slotLead: 3, slotOwnLine: 3, slotBracket: 2, slotItalic: 1}

// tagPrefs counts, for the publications section being read, where the
// entries read so far had their tag: the section's own convention, which
// breaks ties for the entries that follow (consistency within one CV).
type tagPrefs [nSlots]int

// preferred is the place most entries of the section used so far, or
// slotNone before any.
func (t *tagPrefs) preferred() tagSlot {
	best := slotNone
	for s := slotTitleTail; s < nSlots; s++ {
		if t[s] > 0 && (best == slotNone || t[s] > t[best]) {
			best = s
		}
	}
	return best
}

// tagSection is what the whole-entry scan keeps while it reads one
// publications section.
type tagSection struct {
	prefs     tagPrefs
	first     int      // the index of the section's first publication in the record
	held      *tagCand // a tag line waiting for the entry under it (line: its line number)
	heldAfter int      // the last line of the entry before the held tag
	lastEnd   int      // the last line of the last entry read
}

// tagCand is a venue or year tag found in an entry.
type tagCand struct {
	text  string // the tag as written, brackets off: "ABC'23"
	slot  tagSlot
	line  int // the entry line it is on
	v     venue.Venue
	known bool // the catalogue knows the venue
	year  int
}

// score ranks a candidate: a catalogued venue first, then the weight of
// its place, then the section's own place.
func (c tagCand) score(pref tagSlot) int {
	s := tagSlotWeight[c.slot]
	if c.known {
		s += 10
	}
	if c.slot == pref {
		s += 2
	}
	return s
}

// entryTagResult is what the whole-entry scan gives buildPub.
type entryTagResult struct {
	title     string // the title, a tag at its end or start cut off
	venueText string // the venue text, the chosen tag put first
	year      int    // the year of the best tag, 0 when none
	slot      tagSlot
	force     *tagCand // a tag that wins over the venue text's own venue
}

// entryTags scans an entry's lines for venue and year tags (see above).
// title is the entry's title, venueText what the citation readers found
// as its venue.
func (p *parser) entryTags(e []pubLine, title, venueText string) entryTagResult {
	res := entryTagResult{title: title, venueText: venueText}
	res.title, res.year = cutMarginDate(title)
	title = res.title
	var buf [4]tagCand // an entry's few candidates, on the stack
	cands := p.tagCands(buf[:0], e, title)
	if len(cands) == 0 {
		return res
	}
	res.title = cutTitleTag(title, cands)
	best, ok := bestTag(cands, p.tags.prefs.preferred())
	if !ok {
		return res
	}
	if res.year == 0 || best.text != "" {
		res.year = best.year
	}
	textVenue, named := p.textVenue(venueText)
	switch {
	case best.known && !named || !best.known && strings.TrimSpace(venueText) == "":
		res.venueText = strings.TrimSpace(best.text + " " + venueText)
		if best.text != "" {
			res.slot = best.slot
		}
	case best.known && textVenue == best.v.Acronym:
		res.slot = best.slot // tag and text agree: the section's tag place, learned
	case best.known && isShortTag(best) && !workshopText(venueText):
		// two catalogued venues, one a short tag ("ABC'21", "[ABC 2021]"):
		// the tag is the author's own naming of the venue, the text a
		// catalogue match that may hit a neighbour name
		res.venueText = strings.TrimSpace(best.text + " " + venueText)
		force := best // only a tag that wins goes to the heap
		res.slot, res.force = best.slot, &force
		p.warn(e[0].N, "venue tag "+best.text+" names another venue than the citation ("+textVenue+"): the tag's taken", best.text)
	case best.known:
		// two catalogued venues: the citation's own text is kept, and the
		// reader told (unsure means no guess)
		p.warn(e[0].N, "venue tag "+best.text+" names another venue than the citation ("+textVenue+"): the citation's kept", best.text)
	}
	return res
}

// textVenue is the catalogued venue a venue text names, as placeVenue
// reads it (a name, or an acronym in brackets), and whether it names one.
func (p *parser) textVenue(venueText string) (string, bool) {
	if v, _, _, ok := p.matchVenue(venueText); ok {
		return v.Acronym, true
	}
	v, _, _, ok := p.bracketedAcronym(venueText)
	return v.Acronym, ok
}

// bestTag picks the highest-scoring candidate with a year; among equals
// the first in the entry.
func bestTag(cands []tagCand, pref tagSlot) (tagCand, bool) {
	best, found := tagCand{}, false
	for _, c := range cands {
		if c.year == 0 && !c.known {
			continue // a tag without a year names no venue for sure
		}
		if !found || c.score(pref) > best.score(pref) {
			best, found = c, true
		}
	}
	return best, found
}

// noteTagSlot records where an entry's venue tag stood, for the entries
// after it in the section.
func (p *parser) noteTagSlot(s tagSlot) {
	if s != slotNone {
		p.tags.prefs[s]++
	}
}

// maxTagCands bounds the candidates read from one entry (an entry has a
// few tags; a line of many bracketed years is no citation).
const maxTagCands = 64

// tagCands appends to out the tags of every line of an entry: a line
// that is a tag, a tag opening a line, and tags in brackets anywhere.
func (p *parser) tagCands(out []tagCand, e []pubLine, title string) []tagCand {
	for i, pl := range e {
		if len(out) >= maxTagCands {
			break // bounded work: cutTitleTag compares each with the title
		}
		t := strings.TrimSpace(trimLineMarks(pl.Text))
		t = cutBytes(t, 4096) // bounded work for one line, never inside a character
		if c, ok := p.readTag(t, slotOwnLine, i); ok {
			out = append(out, c)
			continue
		}
		if lead, ok := leadingTagText(t); ok {
			if c, ok := p.readTag(lead, slotLead, i); ok {
				out = append(out, c)
			}
		} else if c, ok := p.bareLeadTag(t, i); ok {
			out = append(out, c)
		}
		out = p.bracketTags(out, t, title, i)
		out = p.italicVenues(out, pl.line, title, i)
	}
	return out
}

// italicVenues appends the italic spans of a line that the catalogue
// knows as a venue and that are not the title: the venue set in italics
// ("A. Quill. Title. *Symposium on Pebbles*, 2021"), found whatever line
// of the entry it is on.
func (p *parser) italicVenues(out []tagCand, l line, title string, i int) []tagCand {
	for _, it := range l.Italics() {
		it = strings.TrimSpace(it)
		if it == "" || len(it) > 160 || title != "" && strings.Contains(title, it) {
			continue
		}
		if v, st, _, ok := p.matchVenue(it); ok && st <= 12 {
			out = append(out, tagCand{text: it, slot: slotItalic, line: i, v: v, known: true, year: yearIn(it)})
		}
	}
	return out
}

// trimLineMarks drops the marks that open a line of an entry's parts
// ("» ", "• ", "- ") and the colon after a tag.
func trimLineMarks(s string) string {
	s = strings.TrimLeft(s, " \t»•·-–—*")
	return strings.TrimRight(s, " :")
}

// leadingTagText returns a bracketed group that opens s and is followed
// by more text: "[ABC 2023]: A. Quill, ...".
func leadingTagText(s string) (string, bool) {
	if s == "" || s[0] != '[' && s[0] != '(' {
		return "", false
	}
	end := closingBracket(s, 0)
	if end < 0 || end+1 >= len(s) {
		return "", false
	}
	return s[:end+1], true
}

// bareLeadTag reads a tag without brackets that opens a line of more
// words: a catalogued acronym and a four-digit year ("ABC 2022 Title of
// the Paper. A. Quill."), as a badge set before the title reads once
// the markup is gone. Only a venue the catalogue knows is taken: an
// unknown capitalised word and a year may open a title.
func (p *parser) bareLeadTag(t string, i int) (tagCand, bool) {
	a, b := nextField(t, 0, ' ')
	c, d := nextField(t, b, ' ')
	if a == b || c == d || d-c != 4 || !isYearAt(t[c:d], 0) || fieldCountAtMost(t[d:], 2) {
		return tagCand{}, false
	}
	cand, ok := p.readTag(t[a:d], slotLead, i)
	return cand, ok && cand.known
}

// closingBracket returns the index of the bracket that closes the one at
// s[i] ("(" or "["), with no other bracket between, within 48 bytes; -1
// when there is none.
func closingBracket(s string, i int) int {
	want := byte(')')
	if s[i] == '[' {
		want = ']'
	}
	for j := i + 1; j < len(s) && j <= i+48; j++ {
		switch s[j] {
		case want:
			return j
		case '(', ')', '[', ']':
			return -1
		}
	}
	return -1
}

// bracketTags appends the tags in brackets within a line. A tag at the
// end of the title line is a title-tail tag.
func (p *parser) bracketTags(out []tagCand, t, title string, i int) []tagCand {
	for j := 0; j < len(t); j++ {
		if j = nextOpenBracket(t, j); j < 0 {
			break // no bracket opens at or after j (pubs_tags_scan.go)
		}
		end := closingBracket(t, j)
		if end < 0 {
			continue
		}
		slot := slotBracket
		if j > 0 && strings.TrimSpace(t[end+1:]) == "" && title != "" && strings.Contains(t, title) {
			slot = slotTitleTail
		} else if j == 0 && end+1 < len(t) {
			j = end // read as a leading tag already
			continue
		}
		if c, ok := p.readTag(t[j:end+1], slot, i); ok {
			out = append(out, c)
		}
		j = end
	}
	return out
}

// readTag reads s as a tag: brackets off and a leading phrase such as
// "to appear in" set aside (stripTagLead), at most four words and 40
// bytes, with a year in any of its forms ("ABC'23", "ABC 2023",
// "ABC-2023", "(2023)"), and either an acronym the catalogue knows or one
// shaped as an acronym ("XyZW'23": a capital and another capital).
func (p *parser) readTag(s string, slot tagSlot, line int) (tagCand, bool) {
	// strings.Trim(…, "[]()") by bytes (a20_tags.go)
	whole := strings.TrimSpace(trimTagBrackets(strings.TrimSpace(s)))
	inner := stripTagLead(whole) // "to appear in ABC 2024": the phrase stays in the text
	if inner == "" || len(inner) > 40 || !fieldCountAtMost(inner, 4) {
		return tagCand{}, false
	}
	c := tagCand{text: whole, slot: slot, line: line, year: tagYear(inner)}
	if c.year == 0 {
		return tagCand{}, false
	}
	first, ok := tagFirstWord(inner) // a20_tags.go
	if !ok {
		return tagCand{}, false
	}
	if v, st, _, ok := p.matchVenue(inner); ok && st == 0 {
		c.v, c.known = v, true
		return c, true
	}
	if c.year = plainTagYear(inner); c.year == 0 {
		return tagCand{}, false // "XYZ10": a name with a number, not a year
	}
	if opensWithYear(first) {
		c.text = ""
		return c, slot != slotBracket || isYearOnly(inner) // "(2023)": a year alone
	}
	return c, isAcronymShape(first) && yearFollowsAcronym(inner, first)
}

// yearFollowsAcronym reports whether, in a tag the catalogue does not
// know, the year comes right after the acronym ("XYZ'19", "XYZ 2019",
// "XYZ-2019", then perhaps a word or two): a note such as "(XYZ Press,
// 2024)" names a publisher, not a venue tag.
func yearFollowsAcronym(inner, first string) bool {
	rest := strings.TrimLeft(inner[len(first):], " -'’‘")
	return len(rest) >= 2 && isDigitByte(rest[0]) && isDigitByte(rest[1])
}

// tagLeads are the phrases that may open a bracketed tag before its
// acronym (words/pub_tag_lead.txt), longest first.
var tagLeads = wordLines("pub_tag_lead", false)

// stripTagLead removes a phrase of tagLeads, and the space after it, from
// the start of a tag's text.
func stripTagLead(s string) string {
	for _, lead := range tagLeads {
		if len(s) > len(lead) && hasPrefixFold(s, lead) && s[len(lead)] == ' ' {
			return strings.TrimSpace(s[len(lead):])
		}
	}
	return s
}

// tagYear is the year of a tag: four digits, or two after an apostrophe
// or glued to the acronym (the last only for a catalogued acronym, see
// plainTagYear).
func tagYear(s string) int {
	return yearIn(s)
}

// plainTagYear is the year of a tag whose acronym the catalogue does not
// know: four digits, or two after an apostrophe ("XYZ'19"); two digits
// glued to letters are a name's number ("XYZ10"), not a year.
func plainTagYear(s string) int {
	if y := firstYear(s); y != 0 {
		return y
	}
	for _, mark := range []string{"'", "’", "‘"} {
		for rest := s; ; {
			i := strings.Index(rest, mark)
			if i < 0 {
				break
			}
			d := rest[i+len(mark):]
			if len(d) >= 2 && isDigitByte(d[0]) && isDigitByte(d[1]) && (len(d) == 2 || !isRegexpWordByte(d[2])) {
				return twoDigitYear(d[:2])
			}
			rest = d
		}
	}
	return 0
}

// opensWithYear reports whether w opens with a year's four digits.
func opensWithYear(w string) bool {
	return len(w) >= 4 && isYearAt(w, 0)
}

// isYearOnly reports whether s is a year alone, perhaps with a letter
// ("2023", "2023a").
func isYearOnly(s string) bool {
	return len(s) >= 4 && len(s) <= 5 && isYearAt(s[:4]+" ", 0)
}

// isAcronymShape reports whether w is written as an acronym: it opens
// with a capital, has another capital, and is letters, digits, "&", "@"
// or "/" ("ABC", "XyZW", "A&B", "U@V").
func isAcronymShape(w string) bool {
	if utf8.RuneCountInString(w) < 2 || utf8.RuneCountInString(w) > 14 {
		return false
	}
	caps := 0
	for k, r := range w {
		switch {
		case unicode.IsUpper(r):
			caps++
		case k == 0:
			return false
		case !unicode.IsLetter(r) && !unicode.IsDigit(r) && !strings.ContainsRune("&@/", r):
			return false
		}
	}
	return caps >= 2
}

// cutTitleTag takes a tag off the end or the start of a title: the title
// is not its venue.
func cutTitleTag(title string, cands []tagCand) string {
	t := strings.TrimSpace(title)
	for _, c := range cands {
		if c.text == "" {
			continue
		}
		for _, form := range []string{"(" + c.text + ")", "[" + c.text + "]"} {
			if strings.HasSuffix(t, form) && len(t) > len(form)+8 {
				return strings.TrimRight(strings.TrimSpace(strings.TrimSuffix(t, form)), " ,.;:—–-")
			}
			if strings.HasPrefix(t, form) && len(t) > len(form)+8 {
				return strings.TrimLeft(strings.TrimSpace(strings.TrimPrefix(t, form)), " ,.;:—–-")
			}
		}
		if (c.slot == slotLead || c.slot == slotOwnLine) && c.known && strings.HasPrefix(t, c.text+" ") && len(t) > len(c.text)+8 {
			return strings.TrimSpace(t[len(c.text):]) // "ABC 2022 Title"
		}
	}
	return title
}

// placeTagYear gives a publication the year of its best tag when nothing
// else in the entry gave one, and notes where a tag that named the venue
// stood.
func (p *parser) placeTagYear(pub *cv.Publication, tags entryTagResult) {
	if pub.Year == 0 && tags.year != 0 {
		pub.Year = tags.year
	}
	if f := tags.force; f != nil && pub.Venue != f.v.Acronym {
		pub.Venue, pub.Area = f.v.Acronym, f.v.Area
		if pub.Type != cv.TypePreprint && pub.Type != cv.TypeOther {
			pub.Type = typeOfKind(string(f.v.Kind))
		}
	}
	if pub.Venue != "" {
		p.noteTagSlot(tags.slot)
	}
}

// loneTag reports whether an entry is only a venue tag on a line of its
// own ("ABC 2022", a badge above or below a citation): not a paper, but
// the venue and year of the entry next to it. Which entry is read from the
// lines around it (see placeHeldTag); until the next entry comes the tag
// is held.
func (p *parser) loneTag(e []pubLine) bool {
	if len(e) != 1 {
		return false
	}
	c, ok := p.readTag(trimLineMarks(e[0].Text), slotOwnLine, e[0].N)
	if !ok || c.text == "" {
		return false
	}
	p.placeHeldTag(-1) // a tag held before this one had no entry under it
	c.line = e[0].N
	held := c // only a tag held goes to the heap, not every line read
	p.tags.held = &held
	p.tags.heldAfter = p.tags.lastEnd
	return true
}

// applyHeldTag gives a publication the tag line held above it, when the
// tag stands right above the entry (no blank line between).
func (p *parser) applyHeldTag(pub *cv.Publication, e []pubLine) {
	if p.tags.held != nil && e[0].N == p.tags.held.line+1 {
		fillFromTag(pub, *p.tags.held)
		p.tags.held = nil
	}
	p.placeHeldTag(e[0].N)
	p.tags.lastEnd = e[len(e)-1].N
}

// placeHeldTag settles a held tag that did not stand right above the next
// entry (next is that entry's first line, -1 when none follows): it is the
// venue of the entry above it when it stands right under that entry and
// not right above the next; else it is dropped with a warning (unsure
// means empty).
func (p *parser) placeHeldTag(next int) {
	h := p.tags.held
	if h == nil {
		return
	}
	p.tags.held = nil
	n := len(p.cv.Publications)
	if n > p.tags.first && p.tags.heldAfter == h.line-1 && next != h.line+1 {
		fillFromTag(&p.cv.Publications[n-1], *h)
		return
	}
	p.warn(h.line, "venue tag between entries: not given to either", h.text)
}

// fillFromTag fills what a publication lacks from a tag of its entry:
// the catalogued venue (and its type), the venue as written, the year.
func fillFromTag(pub *cv.Publication, c tagCand) {
	if c.known && pub.Venue == "" {
		pub.Venue, pub.Area = c.v.Acronym, c.v.Area
		if pub.Type != cv.TypePreprint {
			pub.Type = typeOfKind(string(c.v.Kind))
		}
	}
	if pub.VenueRaw == "" {
		pub.VenueRaw = c.text
	}
	if pub.Year == 0 {
		pub.Year = c.year
	}
}

// isBareYear reports whether s is a year alone (1950–2099). After a
// venue name with no volume number ("Symposium on Pebbles, 2023", "XYZ
// Press, 2024") it is the year, not an article number.
func isBareYear(s string) bool {
	return len(s) == 4 && isYearAt(s, 0)
}

// cutMarginDate takes a date set in a column of its own off the end of a
// title line ("Title of the Paper<TAB>04/2022", "Title<TAB>Mar. 2022"):
// the entry's date in the right margin, not a word of the title. It
// returns the title without it and the date's year (0 when there is
// none).
func cutMarginDate(title string) (string, int) {
	i := strings.LastIndexByte(title, '\t')
	if i <= 0 {
		return title, 0
	}
	tail := strings.TrimSpace(title[i+1:])
	y := firstYear(tail)
	if y == 0 || len(tail) > 20 || !onlyDateWords(tail) {
		return title, 0
	}
	return strings.TrimSpace(title[:i]), y
}

// onlyDateWords reports whether s is made of a date's parts only: digits,
// "/", ".", "-", "–", commas, spaces and month names ("04/2022", "Mar.
// 2022", "2021–2022").
func onlyDateWords(s string) bool {
	for _, w := range strings.FieldsFunc(s, func(r rune) bool { return strings.ContainsRune(" /.-–,", r) }) {
		if !allDigitsN(w, 4) && monthNum(w) == 0 {
			return false
		}
	}
	return true
}

// isShortTag reports whether a candidate is a short venue tag: an
// acronym written as one ("ABC", "XyZ") and its year set apart, with no
// comma ("ABC'21", "[ABC 2021]"; not "Word, 2021", the end of a wrapped
// venue name), at most three words, not an italic name.
func isShortTag(c tagCand) bool {
	t := stripTagLead(c.text)
	first, _, _ := strings.Cut(t, " ")
	first = strings.TrimRight(first, "0123456789'’‘-")
	return c.slot != slotItalic && c.year != 0 && fieldCountAtMost(t, 3) && !strings.Contains(t, ",") && isAcronymShape(first)
}

// workshopText reports whether a venue text names a workshop, perhaps
// held with a host venue ("Workshop on X at ABC 2021"): a tag naming the
// host does not replace it.
func workshopText(venueText string) bool {
	t, ok := typeByWords(venueText)
	return ok && t == cv.TypeWorkshop || coLocatedText(venueText)
}
