package parse

import "github.com/vitae-cv/vitae/cv"

// Review statuses have one source, words/pub_stage.txt (pubStages): the
// words that say a work is a preprint, the statuses a sub-heading gives
// the entries below it and an entry's own status all read it.

// preprintWords say a work is not (yet) published: the phrases of the
// unpublished review stages and the preprint words of
// words/pub_preprint.txt.
var preprintWords = newPhraseSet(append(unpublishedPhrases(), wordLines("pub_preprint", false)...))

// preprintKindWords are the preprint words alone (no review stage).
var preprintKindWords = newPhraseSet(wordLines("pub_preprint", false))

// unpublishedPhrases lists the phrases of the stages of work not yet out
// (in preparation, under review, submitted), in the file's order.
func unpublishedPhrases() []string {
	var out []string
	for _, st := range pubStages {
		if unpublished(st.status) {
			out = append(out, st.phrases.list...)
		}
	}
	return out
}

// stageLabel is the status a publications sub-heading's lower-case text
// gives the entries below it, as the labels the sections pass hands on:
// "under_review" for work under review or submitted ("Under Review",
// "Submitted Papers"), "preprint" for work in preparation or posted
// ("Working Papers", "Preprints"), "" for neither.
func stageLabel(low string) string {
	switch stageOf(low) {
	case cv.PubUnderReview, cv.PubSubmitted:
		return "under_review"
	case cv.PubInPreparation:
		return "preprint"
	}
	if hasWordFold(low, preprintKindWords) || headingUnpublished(low) {
		return "preprint"
	}
	return ""
}
