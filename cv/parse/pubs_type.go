package parse

import (
	"strings"

	"github.com/vitae-cv/vitae/cv"
)

// Publication types read from the cues around a venue: the labels of
// the sub-heading above the entries and the bracketed link labels beside
// the venue.

// headingUnpublishedWords name a sub-heading over work not yet published
// (words/pub_heading_unpublished.txt): "In Progress:", "Pre-Prints".
var headingUnpublishedWords = newPhraseSet(wordLines("pub_heading_unpublished", false))

// headingUnpublished reports whether a sub-heading's lower-case text
// says its entries are not yet published ("Work in Progress",
// "Pre-Prints and Technical Reports").
func headingUnpublished(low string) bool {
	return hasWordFold(low, headingUnpublishedWords) || headingStatusOf(low) == "in_preparation"
}

// preprintOnlyInBrackets reports whether every preprint word of a venue
// text stands in a short square-bracketed label: "ISCA 2021. [preprint]
// [code]" names the published paper, with links to a posted copy and
// its code whose targets the text has lost (a PDF's link labels, or
// Markdown written "[[arXiv]](url)"). A label holds at most three words
// and no year: "[Preprint 2024]" or "[arXiv, under review]" say more.
func preprintOnlyInBrackets(venueText string) bool {
	if !strings.Contains(venueText, "[") {
		return false
	}
	rest, cut := withoutBracketLabels(venueText)
	return cut && !isPreprintText(rest)
}

// withoutBracketLabels removes the short bracketed labels of s ("[PDF]",
// "[arXiv]") and reports whether it removed any.
func withoutBracketLabels(s string) (string, bool) {
	var b strings.Builder
	cut := false
	for {
		i := strings.IndexByte(s, '[')
		if i < 0 {
			break
		}
		j := strings.IndexByte(s[i:], ']')
		if j < 0 {
			break
		}
		label := s[i+1 : i+j]
		b.WriteString(s[:i])
		if n := wordCount(label); n > 0 && n <= 3 && !hasYear(label) && !strings.Contains(label, "[") {
			cut = true
			b.WriteByte(' ')
		} else {
			b.WriteString(s[i : i+j+1])
		}
		s = s[i+j+1:]
	}
	b.WriteString(s)
	return b.String(), cut
}

// headingTypes are the types a publications heading names, each with
// its words (words/pub_heading_types.txt).
var headingTypes = loadPubTypes("pub_heading_types")

// headingType is the one type of work a heading names ("Refereed Journal
// Articles": journal; "Workshop Papers and Pre-prints": workshop), ""
// when it names none or several ("Journal and Conference Papers").
// A line longer than a heading names none.
func headingType(text string) cv.PubType {
	if len(text) > 80 || wordsUpTo(text, 9) > 8 {
		return ""
	}
	var found cv.PubType
	for _, ht := range headingTypes {
		if !hasWordFold(text, ht.words) {
			continue
		}
		if found != "" {
			return "" // two kinds named: each entry says its own
		}
		found = ht.typ
	}
	return found
}

// applyHeadingType gives a publication the type its heading names when
// the entry does not say it. An entry with no catalogued or typed venue
// ("Example Lab Letters 3") takes it. Two catalogue types yield to the
// heading, since authors file by where the work was refereed: a paper
// under "Workshop Papers" that names only its host conference ("NeurIPS
// 2021") is a workshop paper, and a proceedings journal under
// "Conference Papers" ("Proc. ACM Program. Lang. 5, OOPSLA") was a
// conference paper. A type read only from the form of the citation
// (typeByForm: "vol. 4", "(eds.)") yields to any heading. A journal named as one ("Transactions on ...") stays
// under any heading, as does a workshop, preprint, thesis or patent the
// entry names, and a work its venue calls other ("Tutorial").
func applyHeadingType(pub *cv.Publication, head cv.PubType) {
	if head == "" || pub.Type == head {
		return
	}
	switch {
	case pub.Type == cv.TypeOther:
		if hasWordFold(pub.VenueRaw, pubOtherWords) {
			return // "(Tutorial)": the entry says what it is
		}
	case pub.Venue == "" && formTyped(pub):
		// typed only by the form of its citation: the author's heading knows better
	case pub.Type == cv.TypeConference && head == cv.TypeWorkshop:
	case pub.Type == cv.TypeJournal && head == cv.TypeConference && hasWordFold(pub.VenueRaw, proceedingsWords):
	default:
		return
	}
	pub.Type = head
}

// proceedingsWords name a proceedings, the form of a conference's papers
// even when the catalogue files the series as a journal.
var proceedingsWords = newPhraseSet([]string{"proceedings", "proc."})

// applyLeadTagType types an entry its venue left untyped by the bracketed
// tag it opens with, when the tag names a kind of work rather than a
// venue: "[Doctoral Dissertation] A. Quill. Title. Example University,
// 2018" is a thesis, "[Book Chapter] ..." a book. A venue tag
// ("[ISCA'22]") names no kind and changes nothing.
func applyLeadTagType(pub *cv.Publication, first string) {
	if pub.Type != cv.TypeOther {
		return
	}
	if t, ok := leadTagType(first); ok {
		pub.Type = t
	}
}

// leadTagType is the type the opening bracketed tag of an entry's first
// line names, if any.
func leadTagType(s string) (cv.PubType, bool) {
	s = strings.TrimSpace(s)
	if !strings.HasPrefix(s, "[") {
		return "", false
	}
	end := strings.IndexByte(s, ']')
	if end < 0 || end > 40 {
		return "", false
	}
	tag := s[1:end]
	if n := wordCount(tag); n == 0 || n > 3 || hasYear(tag) {
		return "", false
	}
	if t, ok := typeByWords(tag); ok {
		return t, true
	}
	if isPreprintText(tag) {
		return cv.TypePreprint, true
	}
	return "", false
}

// typeByForm types a venue the catalogue does not know and whose words
// name no type by the form of its citation: a venue that names editors
// ("edited by A. Lee", "B. Kay (eds.)") or a book publisher ("Springer")
// is a book the work is a chapter of; one with a volume and issue or pages ("19 (3), 2013", "10, pp.
// 3–24", "vol. 4") or an abbreviated journal name ("J. Chem. Soc.") is
// a journal.
func typeByForm(venueText string) (cv.PubType, bool) {
	switch {
	case namesEditors(venueText) || hasWordFold(venueText, publisherWords):
		return cv.TypeBook, true
	case hasVolumeForm(venueText) || abbreviatedJournal(venueText):
		return cv.TypeJournal, true
	}
	return "", false
}

// publisherWords are book publishers (words/pub_publishers.txt).
var publisherWords = newPhraseSet(wordLines("pub_publishers", false))

// editorWords mark the editors of a collected volume.
var editorWords = newPhraseSet([]string{"edited by", "(eds)", "(eds.)", "(ed.)", "eds.", "(editors)", "(editor)"})

// namesEditors reports whether a venue text names the editors of a
// book: "edited by A. Lee and B. Kay", "A. Lee, B. Kay (eds)".
func namesEditors(s string) bool {
	if !strings.Contains(s, "ed") {
		return false
	}
	return hasWordFold(s, editorWords)
}

// hasVolumeForm reports whether s holds a volume with an issue or pages:
// "19 (3), Spring 2013", "10, pp. 3–24 (2014)", "vol. 4, no. 2".
func hasVolumeForm(s string) bool {
	low := strings.ToLower(s)
	for _, mark := range []string{"vol. ", "vol ", "volume "} {
		if i := strings.Index(low, mark); i >= 0 && i+len(mark) < len(low) && isDigitByte(low[i+len(mark)]) &&
			(i == 0 || !isASCIIWordByte(low[i-1])) && !seriesVolume(low[i+len(mark):]) {
			return true
		}
	}
	for i := 1; i+1 < len(s); i++ {
		if isDigitByte(s[i-1]) && (strings.HasPrefix(s[i:], " (") || strings.HasPrefix(s[i:], ", pp")) && issueOrPages(s[i:]) {
			return true
		}
	}
	return false
}

// issueOrPages reports whether s (right after a number) opens with an
// issue in parentheses followed by a comma or colon ("(3), ", "(3):") or
// with pages (", pp.").
func issueOrPages(s string) bool {
	if strings.HasPrefix(s, ", pp") {
		return true
	}
	j := strings.IndexByte(s, ')')
	if j < 3 || j > 6 || !allDigitsN(s[2:j], 3) {
		return false
	}
	return j+1 < len(s) && (s[j+1] == ',' || s[j+1] == ':')
}

// abbreviatedJournal reports whether a venue opens with the ISO 4
// abbreviation of "Journal" followed by another abbreviated word, as
// chemistry and physics cite: "J. Chem. Phys. 152", "J. Comput. Biol.".
func abbreviatedJournal(s string) bool {
	s = strings.TrimLeft(s, " _*.,;:")
	if !strings.HasPrefix(s, "J. ") {
		return false
	}
	w, _, _ := strings.Cut(s[3:], " ")
	return len(w) >= 3 && w[0] >= 'A' && w[0] <= 'Z' && strings.HasSuffix(w, ".")
}

// formTyped reports whether a publication's type is only what the form
// of its venue text says (typeByForm).
func formTyped(pub *cv.Publication) bool {
	if _, worded := typeByWords(pub.VenueRaw); worded {
		return false
	}
	t, ok := typeByForm(pub.VenueRaw)
	return ok && t == pub.Type
}

// seriesVolume reports whether the number that opens s is a volume of a
// series ("12493 of LNCS"), which proceedings and books have too.
func seriesVolume(s string) bool {
	i := 0
	for i < len(s) && isDigitByte(s[i]) {
		i++
	}
	return strings.HasPrefix(s[i:], " of ")
}
