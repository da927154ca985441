package parse

import (
	"strings"

	"github.com/vitae-cv/vitae/cv/venue"
)

// bracketKey is the key to look a bracket's venue up by: the whole
// bracket when it is one abbreviation of several words ("JAMA Netw.
// Open", "AER: Insights", a year after it at most) the catalogue knows,
// else its first word without a glued year ("ABC'21" -> "ABC"). A journal
// abbreviated in brackets after its full name is named by all its words;
// its first word alone may be another journal's ("JAMA").
func (p *parser) bracketKey(inner, first string) string {
	whole := strings.TrimSpace(inner)
	if y := strings.LastIndexByte(whole, ' '); y > 0 && isYearWord(whole[y+1:]) {
		whole = strings.TrimSpace(whole[:y])
	}
	if whole != first && strings.ContainsRune(whole, ' ') && fieldCountAtMost(whole, 5) && !strings.ContainsAny(whole, ",;") {
		if _, ok := p.venues.LookupTag(whole); ok {
			return whole
		}
	}
	return strings.TrimRight(first, "0123456789'’‘")
}

// heldWith reports whether a venue text names a workshop or a venue held
// with v, the catalogued venue matched at text[start:end] (see
// coLocatedText). The word "Workshop" in v's own name ("Workshop on the
// Foundations of Pebbles", a conference so named since its first
// meetings) does not make the paper a workshop held with v, whether the
// text writes that name or only v's acronym beside it.
func heldWith(text string, v venue.Venue, start, end int) bool {
	if !coLocatedText(outsideSpan(text, start, end)) {
		return false // most texts: v's names need not be read (was: read first)
	}
	for _, n := range v.Names {
		if hasWordFold(n, workshopWords) {
			return false
		}
	}
	return true
}

// outsideSpan is text without text[start:end].
func outsideSpan(text string, start, end int) string {
	if start < 0 || end > len(text) || start >= end {
		return text
	}
	return text[:start] + " " + text[end:]
}

// awardOpens reports whether a line opens with a paper award ("Best
// Paper Award at the XYZ 2021 workshop", markup aside): the line states
// the award of the entry above it, though it names the venue where the
// award was given; a venue line that mentions an award opens with the
// venue ("XYZ 2021, Best Paper Award").
func awardOpens(t string) bool {
	t = strings.TrimLeft(t, " *_-–—•·([")
	loc := paperAwardIndex(t)
	return loc != nil && loc[0] == 0
}

// citedBefore reports whether the parts of an entry read so far hold a
// citation that a long line after them may describe: a venue line after
// a title, authors or a whole citation. A venue tag alone ("XYZ 2024", a
// badge set above the paper) cites nothing yet: the long line under it is
// the paper's citation, not its description.
func citedBefore(r roleSet) bool {
	return r.has('V') && (r.has('T') || r.has('A') || r.has('F'))
}
