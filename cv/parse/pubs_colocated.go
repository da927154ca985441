package parse

import (
	"strings"
	"unicode"

	"github.com/vitae-cv/vitae/cv/venue"
)

// hostPhrases say that a venue was held with a catalogued one, which is
// then its host, not the paper's venue: "(PLATEAU 2019), co-located with
// UIST".
var hostPhrases = []string{"co-located with", "colocated with", "co-located at", "held with", "held in conjunction with", "in conjunction with"}

// coLocatedText reports whether a venue text names a workshop, or a venue
// held with another.
func coLocatedText(venueText string) bool {
	if hasWordFold(venueText, workshopWords) {
		return true
	}
	for _, h := range hostPhrases {
		if containsFold(venueText, h) {
			return true
		}
	}
	return false
}

// guestAcronym returns the acronym a co-located venue gives itself
// before its host is named, in brackets ("(DSLDI 2017), co-located with
// SPLASH") or first ("ML4PL 2015 (colocated with ECOOP 2015)"): one
// all-capital word, a year after it at most. Without a host phrase the
// bracket names the host ("X Workshop (AAMAS)"): "" then, as when there
// is no such word.
func guestAcronym(venueText string) string {
	i := hostIndex(venueText)
	if i < 0 {
		return ""
	}
	head := venueText[:i]
	if acr := bracketedGuest(head); acr != "" {
		return acr
	}
	f := strings.Fields(strings.TrimRight(head, " ,;("))
	if len(f) == 0 || len(f) > 2 || len(f) == 2 && !isYearWord(f[1]) || !isAcronymWord(f[0]) {
		return ""
	}
	return f[0]
}

// hostIndex is where the first host phrase starts in s, or -1.
func hostIndex(s string) int {
	at := -1
	for _, h := range hostPhrases {
		if i := indexFold(s, h); i >= 0 && (at < 0 || i < at) {
			at = i
		}
	}
	return at
}

// bracketedGuest is the acronym of the last bracket in head when the
// bracket holds only an acronym and a year at most.
func bracketedGuest(head string) string {
	i := strings.LastIndexByte(head, '(')
	if i < 0 {
		return ""
	}
	j := strings.IndexByte(head[i:], ')')
	if j < 0 {
		return ""
	}
	f := strings.Fields(head[i+1 : i+j])
	if len(f) == 0 || len(f) > 2 || len(f) == 2 && !isYearWord(f[1]) || !isAcronymWord(f[0]) {
		return ""
	}
	return f[0]
}

// isAcronymWord reports whether w is 2 to 12 capital letters, with digits
// or '@' among them ("PLATEAU", "L@S", "IA3").
func isAcronymWord(w string) bool {
	if len(w) < 2 || len(w) > 12 {
		return false
	}
	r0 := rune(w[0])
	if r0 < 'A' || r0 > 'Z' {
		return false
	}
	for _, r := range w {
		if !(r >= 'A' && r <= 'Z' || unicode.IsDigit(r) || r == '@') {
			return false
		}
	}
	return true
}

// isYearWord reports whether w is a four-digit year or a two-digit one
// after an apostrophe ("2019", "'19").
func isYearWord(w string) bool {
	w = strings.TrimLeft(w, "'’")
	return allDigitsN(w, 4) && (len(w) == 4 || len(w) == 2)
}

// catalogGuest is the catalogue's entry for the acronym a co-located
// venue gives itself, when the catalogue has one under that acronym. A
// record's venue holds only catalogued acronyms (an unknown one is kept
// in venue_raw), so a guest the catalogue lacks leaves the venue empty.
func (p *parser) catalogGuest(venueText string) (venue.Venue, bool) {
	acr := guestAcronym(venueText)
	if acr == "" {
		return venue.Venue{}, false
	}
	v, _, _, ok := p.matchVenue(acr)
	return v, ok && strings.EqualFold(v.Acronym, acr)
}
