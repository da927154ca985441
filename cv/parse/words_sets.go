package parse

import "github.com/vitae-cv/vitae/internal/textscan"

// The word sets asked of most often, by the position, education and
// misc readers, each with a quick no for the words in none of its keys
// (textscan.WordSet; the maps are made once, at start, and never
// changed).
var (
	titleWordSet       = textscan.NewWordSet(titleWords)
	orgWordSet         = textscan.NewWordSet(orgWords)
	academicWordSet    = textscan.NewWordSet(academicWords)
	recognitionWordSet = textscan.NewWordSet(recognitionWords)
	membershipWordSet  = textscan.NewWordSet(membershipWords)

	// the publications' sub-headings (pubSubsectionText) and the
	// author-list cells of the section kinds (authorCell)
	thesisLabelWordSet   = textscan.NewWordSet(thesisLabelWords)
	pubSubWordSet        = textscan.NewWordSet(pubSubWords)
	authorCellNotNameSet = textscan.NewWordSet(notNameWords)
)

// hasSetWord is hasWord(s, the set's map).
func hasSetWord(s string, ws *textscan.WordSet) bool { return ws.AnyWord(s, true) }
