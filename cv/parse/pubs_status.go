package parse

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

// stageLabel is the status a publications heading's lower-case text
// gives the entries below it (headingLabel, pubs_heading_status.go):
// "under_review", "submitted", "in_preparation", "preprint" (posted
// work, no status), "other" (writing outside peer review), "mixed" for a
// heading that names published work too ("Publications and Preprints"),
// "" for none.
func stageLabel(low string) string { return headingLabel(low) }
