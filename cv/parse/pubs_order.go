package parse

import (
	"strings"
	"unicode"

	"github.com/vitae-cv/vitae/cv"
)

// Citations whose parts are not in the usual order (issue 22, convention
// 1): "Title. Authors. Venue, Year", "**Title** [TAG'24]. Authors. Venue",
// a wrapped title line that also holds the author list. Today's reading
// (splitCitation, buildPub) cuts such an entry at the title and leaves the
// author list inside the title or at the head of the venue text, so the
// entry has a title and no authors. The part reader below splits the
// entry's text into parts (at sentence ends and after bracketed tags),
// classes each part (authors, venue, title) and moves an author part out
// of the title or the venue text. The order of the section's entries that
// today's reading read surely (authors found before or after the title)
// decides the unsure cases: within one CV, the entries share one order.

// citePart is one part of a citation: its text and its class, 'A' an
// author list, 'V' a venue, tag, year or pages, 'T' a title-shaped part,
// '?' too short to tell.
type citePart struct {
	text  string
	class byte
}

// pubOrder is what the section's entries taught about their order: how
// many sure entries put the authors first, how many after the title.
type pubOrder struct {
	first                      int // p.tags.first of the section counted
	authorsFirst, authorsAfter int
}

// citeParts splits s at sentence ends (". " after a word, not after an
// initial: "D. Quill" stays whole) and after a bracketed tag ("[ABC'24]").
// The parts keep their order; their texts are trimmed of punctuation.
func citeParts(s string) []string {
	var parts []string
	for len(s) > 0 && len(parts) < 32 {
		i := nextPartEnd(s)
		if i < 0 {
			break
		}
		parts = appendPart(parts, s[:i])
		s = s[i:]
	}
	return appendPart(parts, s)
}

// nextPartEnd returns where the first part of s ends, or -1 when s is one
// part.
func nextPartEnd(s string) int {
	t := strings.TrimLeft(s, " .,;:")
	lead := len(s) - len(t)
	if strings.HasPrefix(t, "[") {
		if k := strings.IndexByte(t, ']'); k > 0 {
			return lead + k + 1
		}
	}
	if k := sentenceBreak(t); k > 0 {
		return lead + k + 1
	}
	return -1
}

func appendPart(parts []string, s string) []string {
	s = strings.Trim(s, " .,;:")
	if s == "" {
		return parts
	}
	return append(parts, s)
}

// classPart classes one part: an author list when a name prefix covers it
// (two names or more, or one that is the owner); a venue when it is a
// tag, names a catalogue venue, opens with venue words or holds a year;
// a title when it has three words or more; else unknown.
func (p *parser) classPart(s string) byte {
	if p.isAuthorPart(s) {
		return 'A'
	}
	if isBracketTag(s) || hasYear(s) || hasVenueWords(s) || hasVolumePages(s) || p.isVenue(s) {
		return 'V'
	}
	if letterWords(s) >= 3 {
		return 'T'
	}
	return '?'
}

// isAuthorPart reports whether the author prefix of s covers all of s:
// two names or more, or one name that is the owner's.
func (p *parser) isAuthorPart(s string) bool {
	n, end := p.authorSpan(s)
	return n > 0 && end >= len(strings.TrimRight(s, " .,;:*\\"))-1
}

// authorSpan returns the number of names of the author list that opens s
// and where it ends: two names or more, or one that is the owner's; 0, 0
// when s does not open with one.
func (p *parser) authorSpan(s string) (int, int) {
	n, end := semicolonAuthors(s) // first: authorPrefix reads "Quill, A. In ABC" as two names
	if n == 0 {
		n, end = p.m.authorPrefix(s)
	}
	if n >= 2 || n == 1 && p.hasOwner(s[:end]) {
		return n, end
	}
	return 0, 0
}

// authorHead splits a part that opens with an author list and goes on
// with more ("A. Quill, B. Reyes. To appear in ABC" keeps its initial's
// period): the list, the rest, and whether the rest reads as a venue.
func (p *parser) authorHead(s string) (string, string, bool) {
	n, end := p.authorSpan(s)
	if n == 0 {
		return "", "", false
	}
	rest := strings.Trim(s[end:], " .,;:")
	return s[:end], rest, rest == "" || p.classPart(rest) == 'V'
}

// classParts classes the parts of s.
func (p *parser) classParts(s string) []citePart {
	texts := citeParts(s)
	out := make([]citePart, len(texts))
	for i, t := range texts {
		out[i] = citePart{t, p.classPart(t)}
	}
	return out
}

// countOrder counts an entry that today's reading read surely: authors
// and a title found, the authors before or after the title in the text.
func (p *parser) countOrder(whole, authors, title string) {
	p.resetOrder()
	a, t := strings.TrimSpace(authors), strings.TrimSpace(title)
	if a == "" || t == "" || !p.m.isAuthorList(a) {
		return
	}
	ia, it := strings.Index(whole, a), strings.Index(whole, t)
	switch {
	case ia < 0 || it < 0:
	case ia < it:
		p.order.authorsFirst++
	default:
		p.order.authorsAfter++
	}
}

// resetOrder starts a new count for each publications section.
func (p *parser) resetOrder() {
	if p.order.first != p.tags.first {
		p.order = pubOrder{first: p.tags.first}
	}
}

// authorsByOrder moves an author list out of the title or the head of the
// venue text when today's reading found a title and no authors
// ("Title. A. Quill, B. Reyes. Venue, 2024" read as one title, or
// "**Title** [ABC'24]. A. Quill, B. Reyes. Venue" read with the authors
// in the venue). It is used only when the section does not put its
// authors first: there, a title without authors is what the CV wrote.
func (p *parser) authorsByOrder(whole, authors, title, venueText string) (string, string, string) {
	p.countOrder(whole, authors, title)
	if strings.TrimSpace(authors) != "" || strings.TrimSpace(title) == "" {
		return authors, title, venueText
	}
	if p.order.authorsFirst > p.order.authorsAfter {
		return authors, title, venueText // the section's order: authors first
	}
	if a, t, v, ok := p.authorsInTitle(title); ok {
		return a, t, v + " " + venueText
	}
	if a, v, ok := p.authorsInVenue(venueText); ok {
		return a, title, v
	}
	return authors, title, venueText
}

// authorsInTitle finds an author part after the first part of a title:
// "Title. A. Quill, B. Reyes" gives the authors, the title and what
// follows the authors.
func (p *parser) authorsInTitle(title string) (string, string, string, bool) {
	parts := p.classParts(title)
	if len(parts) < 2 || parts[0].class != 'T' {
		return "", "", "", false
	}
	for i := 1; i < len(parts); i++ {
		switch parts[i].class {
		case 'A':
			return parts[i].text, joinParts(parts[:i]), joinParts(parts[i+1:]), true
		case 'V':
			if isBracketTag(parts[i].text) {
				continue // a tag between the title and the authors
			}
		}
		if a, rest, ok := p.authorHead(parts[i].text); ok {
			tail := appendRest(nil, rest)
			return a, joinParts(parts[:i]), joinParts(append(tail, parts[i+1:]...)), true
		}
		return "", "", "", false
	}
	return "", "", "", false
}

// authorsInVenue finds an author part at the head of the venue text, after
// tags only: "[ABC'24]. A. Quill, B. Reyes. Venue, 2024". The tags stay in
// the venue text.
func (p *parser) authorsInVenue(venueText string) (string, string, bool) {
	parts := p.classParts(venueText)
	for i, pt := range parts {
		if pt.class == 'A' {
			if i+1 >= len(parts) && !hasYear(venueText) {
				return "", "", false // nothing after: no venue follows these names
			}
			rest := append(append([]citePart{}, parts[:i]...), parts[i+1:]...)
			return pt.text, joinParts(rest), true
		}
		if pt.class == 'V' && isBracketTag(pt.text) {
			continue
		}
		if a, rest, ok := p.authorHead(pt.text); ok {
			tail := appendRest(append([]citePart{}, parts[:i]...), rest)
			return a, joinParts(append(tail, parts[i+1:]...)), true
		}
		return "", "", false
	}
	return "", "", false
}

// isBracketTag reports whether a part is a bracketed tag ("[ABC'24]").
func isBracketTag(s string) bool {
	return strings.HasPrefix(s, "[") && strings.HasSuffix(s, "]")
}

// joinParts joins parts back with sentence ends.
func joinParts(parts []citePart) string {
	var b strings.Builder
	for i, pt := range parts {
		if i > 0 {
			b.WriteString(". ")
		}
		b.WriteString(pt.text)
	}
	return b.String()
}

// semicolonAuthors reads an author list written "Family, I.; Family, I.
// J.; Family, I." at the start of s (a reference-manager style: "Quill,
// A.; Reyes, B. C. Venue, 2024"), which authorPrefix does not read. It
// returns the number of names and where the list ends; 0, 0 when s does
// not open with such a name.
func semicolonAuthors(s string) (int, int) {
	n, at := 0, 0
	for n < 64 {
		end, ok := familyInitials(s[at:])
		if !ok {
			break
		}
		n, at = n+1, at+end
		rest := strings.TrimLeft(s[at:], " ")
		if !strings.HasPrefix(rest, ";") {
			break
		}
		at = len(s) - len(rest) + 1
	}
	if n == 0 {
		return 0, 0
	}
	if rest := strings.TrimLeft(s[at:], " ,;"); strings.HasPrefix(rest, "et al") {
		at = len(s) - len(rest) + len("et al")
		if strings.HasPrefix(s[at:], ".") {
			at++
		}
	}
	return n, at
}

// familyInitials reads "Family, I. J." (a family name of one to three
// capitalised words, a comma, then initials) at the start of s and
// returns where the last initial ends.
func familyInitials(s string) (int, bool) {
	lead := len(s) - len(strings.TrimLeft(s, " "))
	comma := strings.IndexByte(s, ',')
	if comma <= lead || strings.ContainsAny(s[lead:comma], ";.") {
		return 0, false
	}
	for w := range strings.FieldsSeq(s[lead:comma]) {
		if !startsUpper(w) {
			return 0, false
		}
	}
	if fieldCount(s[lead:comma]) > 3 {
		return 0, false
	}
	end, at := 0, comma+1
	for {
		rest := strings.TrimLeft(s[at:], " ")
		k := initialLen(rest)
		if k == 0 {
			break
		}
		at = len(s) - len(rest) + k
		end = at
	}
	return end, end > 0
}

// initialLen returns the length of an initial at the start of s ("A.",
// "K.-L.", "A.*"), 0 when s does not start with one.
func initialLen(s string) int {
	i := 0
	for i+1 < len(s) && s[i] >= 'A' && s[i] <= 'Z' && s[i+1] == '.' {
		i += 2
		if i+1 < len(s) && s[i] == '-' {
			i++
		}
	}
	if i == 0 || i < len(s) && s[i] != ' ' && s[i] != ';' && s[i] != ',' && s[i] != '*' {
		return 0
	}
	for i < len(s) && (s[i] == '*' || s[i] == '\\') {
		i++ // an equal-contribution mark
	}
	return i
}

// startsUpper reports whether w opens with an upper-case letter.
func startsUpper(w string) bool {
	r := []rune(w)
	return len(r) > 0 && unicode.IsUpper(r[0])
}

// appendRest appends the rest of a part, when there is one, as a venue
// part.
func appendRest(parts []citePart, rest string) []citePart {
	if rest == "" {
		return parts
	}
	return append(parts, citePart{rest, 'V'})
}

// tagAwards returns the paper awards named inside the bracketed tags of
// an entry ("[ABC 2020 (Best Poster Nomination)]: Authors. Title."): a
// venue badge that also carries the paper's honour. The tag scan places
// the badge's venue and year; the honour is read here.
func tagAwards(text string) []string {
	var out []string
	for n := 0; n < 8; n++ {
		i := strings.IndexByte(text, '[')
		if i < 0 {
			break
		}
		k := strings.IndexByte(text[i:], ']')
		if k < 0 {
			break
		}
		inner := text[i+1 : i+k]
		if mayHaveAward(inner) {
			for _, m := range paperAwardSpans(inner) {
				out = append(out, inner[m[0]:m[1]])
			}
		}
		text = text[i+k+1:]
	}
	return out
}

// joinAuthorTails joins an entry cut inside its author list: a
// title-first citation whose author list wraps at a name ("Title. Ada
// Quill, Bo" / "Reyes, Cy Lund. ABC 2021.") is read as two entries, the
// first with a title, authors, no year and no catalogue venue (at most
// the name's first half as its venue text), the second with an author
// list for its title and no authors. The second is the rest of the first.
// first is the index of the section's first publication.
func (p *parser) joinAuthorTails(first int) {
	pubs := p.cv.Publications
	if first < 0 || first >= len(pubs) {
		return
	}
	out := pubs[:first+1]
	for i := first + 1; i < len(pubs); i++ {
		if head := &out[len(out)-1]; p.isAuthorTail(head, &pubs[i]) {
			p.joinTail(head, &pubs[i])
			continue
		}
		out = append(out, pubs[i])
	}
	p.cv.Publications = out
}

// isAuthorTail reports whether tail is the rest of head's author list.
func (p *parser) isAuthorTail(head, tail *cv.Publication) bool {
	if head.Year != 0 || head.Venue != "" || len(head.Authors) == 0 || wordCount(head.VenueRaw) > 1 {
		return false
	}
	if len(tail.Authors) != 0 || tail.Line <= head.Line || tail.Line-head.Line > 2 || tail.Year == 0 && tail.Venue == "" {
		return false
	}
	return isAuthorList(tail.Title) && !hasYear(tail.Title)
}

// joinTail reads head's authors again with tail's title (the rest of the
// list) after them, and takes tail's venue, year, type and awards.
func (p *parser) joinTail(head, tail *cv.Publication) {
	text := strings.Join(head.Authors, ", ") + ", "
	if head.VenueRaw != "" {
		text += head.VenueRaw + " "
	}
	text += tail.Title
	head.Authors, head.SelfIndex, head.EtAl, head.EqualContribution = nil, 0, false, false
	p.readAuthors(head, text)
	head.Venue, head.VenueRaw, head.Area = tail.Venue, tail.VenueRaw, tail.Area
	head.Year, head.Type, head.Status = tail.Year, tail.Type, tail.Status
	for _, a := range tail.Awards {
		head.Awards = appendUnique(head.Awards, a)
	}
	addDistinction(head, tail.Distinction)
	p.warn(tail.Line, "an author list wrapped at a name: read as the rest of the entry above", tail.Title)
}
