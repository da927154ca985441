package parse

import (
	"strings"
	"unicode"
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

// guestAcronym returns the acronym a co-located venue gives itself in
// brackets before its host is named ("(DSLDI 2017), co-located with
// SPLASH"): one all-capital word, a year after it at most; "" when there
// is none.
func guestAcronym(venueText string) string {
	head := venueText
	for _, h := range hostPhrases {
		if i := indexFold(head, h); i >= 0 {
			head = head[:i]
		}
	}
	i := strings.LastIndexByte(head, '(')
	if i < 0 {
		return ""
	}
	j := strings.IndexByte(head[i:], ')')
	if j < 0 {
		return ""
	}
	f := strings.Fields(head[i+1 : i+j])
	if len(f) == 0 || len(f) > 2 || len(f) == 2 && !isYearWord(f[1]) {
		return ""
	}
	if !isAcronymWord(f[0]) {
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
