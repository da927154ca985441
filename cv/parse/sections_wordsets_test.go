package parse

import (
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/internal/cvtext"
)

// sectionsWordSetPieces are fictional label and author-list pieces, the
// set words in every case, words near them (same length, first or last
// byte) and non-ASCII text: what the WordSet tests must answer as the
// maps do.
var sectionsWordSetPieces = []string{
	"Journal", "journal", "JOURNAL", "Journals", "Thesis", "theses", "Synthesis", "Dissertation",
	"Patent", "patents", "Papers", "Conference", "conferenze", "Posters", "Talks", "Refereed",
	"Professor", "Lecturer", "Postdoc", "University", "Institute", "Dept", "Acme", "Jo Roe",
	"A. Doe", "B. Poe", "Zoë", "Ünal", "Müller", "Björk", " ", ", ", " and ", " & ", ": ", "(", ")",
	"-", "2031", "Selected", "Peer", "reviewed", "Peer-reviewed", "Other", "Non", "in press",
	"under review", "submitted", "Mixed", "x", "ab", "Short", "abstracts", "Magazine",
}

// pubSubsectionTextMaps is pubSubsectionText as it read its word sets
// before the WordSets: the oracle the fast path is held to.
func pubSubsectionTextMaps(t string) (string, bool) {
	if len(t) > 60 {
		return "", false
	}
	if n := wordsUpTo(t, 6); n == 0 || n > 6 {
		return "", false
	}
	lt := strings.ToLower(t)
	switch st := stageLabel(lt); st {
	case "":
	case "mixed":
		return "published", true
	default:
		return st, true
	}
	if talksHeading(lt) {
		return "other", true
	}
	switch {
	case hasWord(t, thesisLabelWords):
		return "thesis", true
	case containsFold(lt, "patent"):
		return "patent", true
	}
	if !allWordsIn(t, pubSubWords) {
		return "", false
	}
	return "published", true
}

func TestPubSubsectionTextWordSetsAreTheMaps(t *testing.T) {
	fixed := []string{"", "Journal Papers", "Theses", "Synthesis Papers", "Refereed Conference Papers",
		"Patents", "Other Talks", "Conferenze", "Zoë Papers", "Short Abstracts and Posters"}
	check := func(s string) {
		gs, gok := pubSubsectionText(s)
		ws, wok := pubSubsectionTextMaps(s)
		if gs != ws || gok != wok {
			t.Fatalf("pubSubsectionText(%q) = %q %v, the maps give %q %v", s, gs, gok, ws, wok)
		}
	}
	for _, s := range fixed {
		check(s)
	}
	for s := range cvtext.Joins(22, 41, sectionsWordSetPieces, 100000, 7) {
		check(s)
	}
}

func TestAuthorCellWordSetsAreTheMaps(t *testing.T) {
	n := 0
	for s := range cvtext.Joins(22, 43, sectionsWordSetPieces, 100000, 12) {
		if hasSetWord(s, titleWordSet) != hasWord(s, titleWords) {
			t.Fatalf("titleWordSet and titleWords differ on %q", s)
		}
		if hasSetWord(s, authorCellNotNameSet) != hasWord(s, notNameWords) {
			t.Fatalf("authorCellNotNameSet and notNameWords differ on %q", s)
		}
		if hasWord(s, notNameWords) {
			n++
		}
	}
	if n == 0 {
		t.Fatal("no random cell held a not-name word: the pieces test nothing")
	}
}
