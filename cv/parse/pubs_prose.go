package parse

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Descriptions under entries (issue 22, convention 7).
//
// A publications list often says something about each paper under it:
// a sub-bullet, an abstract, a note of what the owner did. Two kinds of
// line are told apart here:
//   - a sentence in the first person ("At Example Lab, I worked with B.
//     Reyes on folding." / "We submitted the engine to the Boat Track.")
//     is prose about the paper above, however many names or years it
//     holds: a citation names its authors, never "I" or "we";
//   - a long line that holds an author list after its first sentence
//     ("Folding Boats. A. Quill, B. Reyes. In Symposium on Boats,
//     pp. 1-9.") is a citation, not a description, even under a venue
//     tag line ("FOO 2024") that already gave the entry its venue.

var firstPersonWords = wordSet("pub_first_person")

// firstPersonProse reports whether t reads as a sentence in the first
// person: a first-person word ("I", "we", "my", "our") followed by a
// word in lower case ("I built", "our engine"). A title in title case
// ("What We Know") is not one.
func firstPersonProse(t string) bool {
	if !mayBeFirstPerson(t) {
		return false
	}
	prev := ""
	for w := range strings.FieldsSeq(t) {
		w = strings.Trim(w, ",;:()")
		if prev != "" && isFirstPersonWord(prev) && startsLower(w) {
			return true
		}
		prev = w
	}
	return false
}

// mayBeFirstPerson is a cheap test before firstPersonProse: t holds an
// "I " or a "we", "my" or "our" in either case.
func mayBeFirstPerson(t string) bool {
	return strings.Contains(t, "I ") || containsAnyFold(t, "we ", "my ", "our ")
}

// isFirstPersonWord reports whether w is a first-person word: "I" as a
// capital, the others in any case.
func isFirstPersonWord(w string) bool {
	if w == "I" {
		return true
	}
	return w != "i" && len(w) <= 3 && firstPersonWords[strings.ToLower(w)]
}

// startsLower reports whether w opens with a lower-case letter.
func startsLower(w string) bool {
	r, _ := utf8.DecodeRuneInString(w)
	return unicode.IsLower(r)
}

// citesAfterTitle reports whether a line is a whole citation written
// title first: an author list follows its first sentence ("Title. A.
// Quill, B. Reyes. In Venue."), with two names or more or the owner.
func (p *parser) citesAfterTitle(t string) bool {
	k := strings.Index(t, ". ")
	if k <= 0 {
		return false
	}
	rest := t[k+2:]
	n, end := p.m.authorPrefix(rest)
	return n >= 2 || n == 1 && p.hasOwner(rest[:end])
}

// skipsProse reports whether l is a first-person note under the entry
// read so far (a list item: "- I built the engine.") or a line that
// wraps it (the next source line, indented at least as far, no marker
// of its own): such lines describe the paper and are left out of it.
func (b *blockSplitter) skipsProse(l line) bool {
	if b.prose > 0 && l.N == b.prose+1 && l.List == "" && l.Indent > 0 && int(l.Indent) >= b.proseIndent {
		b.prose = l.N
		return true
	}
	b.prose = 0
	if l.List == "" || len(b.cur.lines) == 0 && len(b.out) == 0 || !firstPersonProse(l.Text) {
		return false
	}
	b.prose, b.proseIndent = l.N, int(l.Indent)
	return true
}

// titleThenAuthors splits a title that runs on into the author list
// ("Title. A. Quill, B. Reyes" before "In Venue"): it returns the
// authors, the title and the venue text with what followed the authors
// put before it. A title without such a list is returned as it is.
func (p *parser) titleThenAuthors(title, venueText string) (string, string, string) {
	if !p.citesAfterTitle(title) {
		return "", title, venueText
	}
	k := strings.Index(title, ". ")
	rest := title[k+2:]
	_, end := p.m.authorPrefix(rest)
	return rest[:end], title[:k], strings.TrimSpace(rest[end:] + " " + venueText)
}

// dropAbstracts leaves out the blocks that are an abstract of the entry
// above them: a paragraph of its own under a block that holds an author
// list, all prose (isProseRun) of maxDescriptionWords words or more,
// ending a sentence, with no year. Left in, such a paragraph joins the
// venue tag of the next entry ("FOO 2024" set above its title) and
// reads as a paper of its own:
//
//	[Folding Paper Boats](https://example.org) **A. Quill**, B. Reyes. In FOO 2023.
//
//	As paper boats grow common, their sinking has become a concern. We
//	fold each sheet twice, making every boat safe whatever the river.
func (p *parser) dropAbstracts(bs []pubBlock) []pubBlock {
	out := make([]pubBlock, 0, len(bs))
	for _, b := range bs {
		if len(out) > 0 && p.isAbstract(b) && p.citesAuthors(out[len(out)-1].lines) {
			continue
		}
		out = append(out, b)
	}
	return out
}

// isAbstract reports whether a block is one paragraph of prose about a
// paper (see dropAbstracts).
func (p *parser) isAbstract(b pubBlock) bool {
	if len(b.lines) == 0 || b.lines[0].List != "" || b.lines[0].Heading > 0 || len(b.tags) > 0 {
		return false
	}
	words := 0
	for _, l := range b.lines {
		if hasYear(l.Text) {
			return false
		}
		words += wordCount(l.Text)
	}
	return words >= maxDescriptionWords && endsSentence(b.lines[len(b.lines)-1].Text) && p.isProseRun(b.lines)
}

// citesAuthors reports whether an entry's lines hold an author list:
// where holdsAuthors finds one, or right after a title set apart as a
// link or in bold ("[Title](url) A. Quill, B. Reyes. In Venue").
func (p *parser) citesAuthors(ls []line) bool {
	if p.holdsAuthors(ls) {
		return true
	}
	for _, l := range ls {
		if after := strings.TrimLeft(afterTitle(l), " .,:"); after != "" && p.opensCitation(after) {
			return true
		}
	}
	return false
}

// venueTagBefore reports whether the text before a citation's title is a
// venue tag with its year ("FOO 2024", a badge set above the title), not
// an author list: the authors then follow the title.
func (p *parser) venueTagBefore(s string) bool {
	s = strings.TrimSpace(s)
	if s == "" || wordCount(s) > maxCardVenueWords || yearIn(s) == 0 {
		return false
	}
	_, _, _, ok := p.matchVenue(s)
	return ok
}

// italicAfterTitle reports whether an italic span of a one-string
// citation comes after its author list and a plain sentence of its own
// ("A. Quill, B. Reyes. Folding boats in rivers. *Example Patent 12,
// 2024*."): that sentence is the title and the italics are the venue,
// as journal names and patent numbers are set. An italic span right
// after the authors ("A. Quill. *Folding Boats*. Venue.") is the title.
func (p *parser) italicAfterTitle(t, cand string) bool {
	i := strings.Index(t, cand)
	if i <= 0 {
		return false
	}
	n, end := p.m.authorPrefix(t[:i])
	if n == 0 {
		return false
	}
	between := strings.Trim(t[end:i], " .,;:")
	return letterWords(between) >= 3 && strings.Contains(t[end:i], ". ")
}

// ownerOpens reports whether a line opens with the owner's name alone
// and goes on after it ("Ada Quill. Example College Theses."): under a
// title, the author list of a paper of one author runs into its venue.
func (p *parser) ownerOpens(t string) bool {
	n, end := p.m.authorPrefix(t)
	return n == 1 && end < len(t) && p.hasOwner(t[:end]) && strings.TrimSpace(t[end:]) != ""
}
