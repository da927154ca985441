package parse

import (
	"strings"

	"github.com/vitae-cv/vitae/cv"
)

// Two conventions of where a paper was refereed that the venue's words
// alone do not state (issue 25's counting rests on them):
//
//   - A venue written as an abbreviation and a year alone ("ABCD 2020",
//     "WXYZ'21") is how CVs cite a refereed series: a conference,
//     workshop or journal the catalogue may not know. It is a paper, typed
//     conference (the commonest series cited so), not "other" work; the
//     venue stays empty, kept as written, with the unknown-venue warning.
//     So is a meeting that gives itself such an abbreviation, with its
//     year, before its full name ("ABCD 2021: Example Meeting on Boats")
//     or after it in brackets ("Example User Meeting (ABCD2014), Oslo"):
//     an edition of a series, which journals and reports are not.
//   - A preprint also presented at a workshop ("arXiv preprint; presented
//     at the Example Workshop at ABCD 2030") is the workshop's paper: the
//     workshop refereed it, the arXiv copy is where it is posted. A stage
//     word ("under review", "submitted") still makes it unpublished.

// typeByAcronymYear types a venue text that is one abbreviation and a year
// and nothing else: "ABCD 2020", "ABCD’21", "ABCD-2019". The abbreviation
// is three to twelve capital letters or digits (isAcronymWord), so that a
// country or a two-letter word ("US 2019") is none.
func typeByAcronymYear(raw string) (cv.PubType, bool) {
	if head, _, ok := strings.Cut(raw, ": "); ok && head != raw {
		if t, ok := acronymYear(head); ok {
			return t, true // "ABCD 2021: Example Meeting on Boats"
		}
	}
	if bracketedEdition(raw) {
		return cv.TypeConference, true
	}
	return acronymYear(raw)
}

// acronymYear types a text that is one abbreviation and a year alone.
func acronymYear(raw string) (cv.PubType, bool) {
	f := strings.Fields(strings.Trim(raw, " .,;:()[]"))
	var acr, year string
	switch len(f) {
	case 1:
		acr, year = splitAcronymYear(f[0])
	case 2:
		acr, year = f[0], f[1]
	default:
		return "", false
	}
	acr = strings.TrimRight(acr, "-")
	if len(acr) < 3 || !isAcronymWord(acr) || strings.Contains(acr, "@") || !isYearWord(year) {
		return "", false
	}
	return cv.TypeConference, true
}

// bracketedEdition reports whether s names an edition of a series in
// brackets after a name: "(ABCD2014)", "(ABCD 2014)", "(ABCD’14)", the
// year glued to the abbreviation or not.
func bracketedEdition(s string) bool {
	for {
		i := strings.IndexByte(s, '(')
		if i < 0 {
			return false
		}
		j := strings.IndexByte(s[i:], ')')
		if j < 0 {
			return false
		}
		in := s[i+1 : i+j]
		if i > 0 && (isGluedEdition(in) || func() bool { _, ok := acronymYear(in); return ok }()) {
			return true
		}
		s = s[i+j+1:]
	}
}

// isGluedEdition reports whether w is an abbreviation with a four-digit
// year glued to it: "ABCD2014".
func isGluedEdition(w string) bool {
	if len(w) < 7 || !allDigitsN(w[len(w)-4:], 4) {
		return false
	}
	acr := w[:len(w)-4]
	return isAcronymWord(acr) && !strings.ContainsAny(acr, "0123456789@") && isYearWord(w[len(w)-4:])
}

// splitAcronymYear cuts one word at the apostrophe before a two-digit
// year ("ABCD’21", "ABCD'21") or at a hyphen before a four-digit one
// ("ABCD-2019"); "", "" when it holds neither.
func splitAcronymYear(w string) (acr, year string) {
	for _, sep := range []string{"’", "'"} {
		if i := strings.LastIndex(w, sep); i > 0 {
			return w[:i], w[i:]
		}
	}
	if i := strings.LastIndexByte(w, '-'); i > 0 {
		return w[:i], w[i+1:]
	}
	return "", ""
}

// preprintAtWorkshop reports whether a venue text that says preprint also
// names a workshop the work was presented at, outside its link labels:
// "arXiv preprint, presented at the Example Workshop at ABCD 2030".
func preprintAtWorkshop(venueText string, links []string) bool {
	return hasWordFold(withoutLinkLabels(venueText, links), workshopWords)
}
