package parse

import (
	"strings"

	"github.com/vitae-cv/vitae/cv"
)

// Statuses from headings (issue 25): a publications heading or
// sub-heading that says "Working Papers", "Under Review", "Submitted",
// "In Progress", "Preprints" or "Other Writings" gives every entry under
// it that status (or type), unless the entry says otherwise. The phrases
// are words/pub_stage.txt (review stages), words/pub_preprint.txt and
// words/pub_heading_unpublished.txt (posted work) and
// words/pub_heading_status.txt (work in progress, other writing).

// headingStatuses are the labels of words/pub_heading_status.txt, each
// with its phrases, in the file's order.
var headingStatuses = loadHeadingStatuses()

type headingStatus struct {
	label   string
	phrases *phraseSet
}

func loadHeadingStatuses() []headingStatus {
	var out []headingStatus
	for _, ln := range wordLines("pub_heading_status", false) {
		k, ps, ok := strings.Cut(ln, ":")
		k = strings.TrimSpace(k)
		if !ok || (k != "other" && !cv.PubStatus(k).Valid()) {
			panic("parse: words/pub_heading_status.txt: bad label in " + ln)
		}
		var phrases []string
		for _, ph := range strings.Split(ps, "|") {
			if ph = strings.TrimSpace(ph); ph != "" {
				phrases = append(phrases, ph)
			}
		}
		out = append(out, headingStatus{label: k, phrases: newPhraseSet(phrases)})
	}
	return out
}

// headingStatusOf is the label of words/pub_heading_status.txt a
// heading's text holds a phrase of ("in_preparation", "other"), "" for
// none.
func headingStatusOf(text string) string {
	for _, hs := range headingStatuses {
		if hasWordFold(text, hs.phrases) {
			return hs.label
		}
	}
	return ""
}

// headingLabel is what a publications heading's lower-case text says of
// its entries: a status label (partLabel) when every part of it that
// says one agrees, "preprint" when its parts name several unpublished
// stages ("Preprints and Works Under Submission"), "mixed" when a part
// names published work and no status ("Publications and Preprints",
// "Preprints and Workshop Papers"), "" when it says nothing. Parts are
// cut at "and", "&", "/", commas and semicolons.
func headingLabel(low string) string {
	if !mayHoldHeadingLabel(low) {
		return "" // speed_heading.go
	}
	return headingLabelPlain(low)
}

// headingLabelPlain is headingLabel without the guard.
func headingLabelPlain(low string) string {
	label, mixed := "", false
	for _, part := range headingTextParts(low) {
		st := partLabel(part)
		switch {
		case st == "":
			mixed = mixed || namesPublishedWork(part)
		case label == "":
			label = st
		case label != st:
			label = "preprint" // several stages: not yet published, no one status
		}
	}
	if label != "" && mixed {
		return "mixed"
	}
	return label
}

// partLabel is the label one part of a heading says: "other" for
// writing outside peer review and "in_preparation" for work in progress
// (words/pub_heading_status.txt), a review stage (words/pub_stage.txt:
// "under_review", "submitted", "in_preparation"), "preprint" for posted
// work, "" for none. Accepted and to-appear work is published work.
func partLabel(part string) string {
	if st := headingStatusOf(part); st != "" {
		return st
	}
	switch st := stageOf(part); st {
	case cv.PubUnderReview, cv.PubSubmitted, cv.PubInPreparation:
		return string(st)
	}
	if hasWordFold(part, preprintKindWords) || hasWordFold(part, headingUnpublishedWords) {
		return "preprint"
	}
	return ""
}

// namesPublishedWork reports whether a heading part names a kind of
// published work (words/pub_mixed.txt: "publications", "journal").
func namesPublishedWork(part string) bool {
	for _, w := range words(part) {
		if pubMixedWords[w] {
			return true
		}
	}
	return false
}

// headingConnectors spell a heading's connectors as " and ".
var headingConnectors = strings.NewReplacer("&", " and ", "/", " and ", ",", " and ", ";", " and ", "+", " and ")

// headingTextParts cuts a heading's text at its connectors, in lower
// case (a caller may pass text whose case only folds: "PREPRINTS AND
// UNDER SUBMISSION").
func headingTextParts(t string) []string {
	var out []string
	for _, p := range strings.Split(headingConnectors.Replace(strings.ToLower(t)), " and ") {
		if p = strings.TrimSpace(p); p != "" {
			out = append(out, p)
		}
	}
	return out
}

// applyStatus gives a publication the status or type the heading above
// it says, unless the entry says otherwise: an entry that names its
// venue and says it is accepted or to appear keeps that under "Working
// Papers", an entry that says its own stage ("Submitted to ...") keeps
// it under "Under Review", and a posted preprint under "Other Writings"
// stays a preprint. What says nothing is published.
func applyStatus(pub *cv.Publication, status string) {
	switch status {
	case "under_review", "submitted", "in_preparation", "preprint":
		if !saysPublished(pub) {
			pub.Type = cv.TypePreprint
			if status != "preprint" && !unpublished(pub.Status) {
				pub.Status = cv.PubStatus(status)
			}
		}
	case "other":
		if pub.Type != cv.TypePreprint {
			pub.Type = cv.TypeOther
		}
	case "thesis":
		if pub.Venue == "" {
			pub.Type = cv.TypeThesis
		}
	case "patent":
		if pub.Venue == "" {
			pub.Type = cv.TypePatent
		}
	}
	if pub.Status == "" && pub.Type != cv.TypePreprint {
		pub.Status = cv.PubPublished
	}
}

// saysPublished reports whether an entry names its venue and says it is
// accepted there or to appear.
func saysPublished(pub *cv.Publication) bool {
	return (pub.Status == cv.PubAccepted || pub.Status == cv.PubToAppear) && (pub.Venue != "" || pub.VenueRaw != "")
}

// readStatusHeading files under publications a section whose heading is
// wholly a publication status ("Work in Progress", "In Progress",
// "Papers Under Review") and whose lines read as citations, whatever
// kind the heading's other words named ("work" names positions).
func readStatusHeading(s *section) {
	if s.Kind == secPublications || s.Kind == secSkipped || s.Kind == secHeader {
		return
	}
	if wordsUpTo(s.Title, 7) > 6 || !statusHeading(lowerUnlessASCII(s.Title)) || !holdsCitations(s.Lines) {
		return
	}
	s.Kind = secPublications
	sectionMemo(s).noteKind(s.Line, "by heading and content: the heading names a publication status, its lines read as citations")
}

// lowerUnlessASCII is strings.ToLower(t) for text that is not all ASCII,
// t itself otherwise: headingLabel lower-cases ASCII text as it cuts it,
// and asks its guard ignoring ASCII case, so it needs no copy of it.
func lowerUnlessASCII(t string) string {
	if isASCII(t) {
		return t
	}
	return strings.ToLower(t)
}

// statusHeading reports whether a heading says a status of work in
// progress or under review, or other writing.
func statusHeading(low string) bool {
	switch headingLabel(low) {
	case "in_preparation", "under_review", "submitted", "other":
		return true
	}
	return false
}

// holdsCitations reports whether a third of a section's lines at least,
// and one at least, open with an author list: two names or more, or one
// with a year in the line.
func holdsCitations(ls []line) bool {
	n, cites := 0, 0
	for _, l := range ls {
		if l.Blank {
			continue
		}
		n++
		if k, _ := memOf(l).authorPrefix(l.Text); k >= 2 || k == 1 && hasYear(l.Text) {
			cites++
		}
		if n >= 60 {
			break // a long section is read by its first lines
		}
	}
	return cites > 0 && 3*cites >= n
}
