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
//   - A preprint also presented at a workshop ("arXiv preprint; presented
//     at the Example Workshop at ABCD 2030") is the workshop's paper: the
//     workshop refereed it, the arXiv copy is where it is posted. A stage
//     word ("under review", "submitted") still makes it unpublished.

// typeByAcronymYear types a venue text that is one abbreviation and a year
// and nothing else: "ABCD 2020", "ABCD’21", "ABCD-2019". The abbreviation
// is three to twelve capital letters or digits (isAcronymWord), so that a
// country or a two-letter word ("US 2019") is none.
func typeByAcronymYear(raw string) (cv.PubType, bool) {
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
