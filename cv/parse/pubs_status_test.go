package parse

import (
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/cv"
)

// TestSubheadingStatusFromStages: a publications sub-heading's status comes
// from the review stages of words/pub_stage.txt, so every phrasing of a
// stage there ("In Review", "Under Revision") makes a sub-heading as
// "Under Review" does; a singular venue line is no sub-heading kind.
func TestSubheadingStatusFromStages(t *testing.T) {
	cases := []struct {
		text, want string
		ok         bool
	}{
		{"Under Review", "under_review", true},
		{"In Review", "under_review", true},
		{"Under Revision", "under_review", true},
		{"Submitted Papers", "submitted", true},
		{"Papers in Submission", "submitted", true},
		{"Working Papers", "in_preparation", true},
		{"Preprints", "preprint", true},
		{"Manuscripts in Preparation", "in_preparation", true},
		{"Preprints and Workshop Papers", "published", true},
		{"Theses", "thesis", true},
		{"Patents", "patent", true},
		{"Refereed Conference Papers", "published", true},
		{"Testing of Hypotheses", "", false},
	}
	for _, c := range cases {
		got, ok := pubSubsectionText(c.text)
		if got != c.want || ok != c.ok {
			t.Errorf("pubSubsectionText(%q) = %q %v, want %q %v", c.text, got, ok, c.want, c.ok)
		}
	}
}

// TestOneSourceOfStatuses: every phrase of an unpublished review stage
// says a work is a preprint and marks a sub-heading status, and every
// phrase of pub_stage.txt gives its own status to an entry's venue text.
func TestOneSourceOfStatuses(t *testing.T) {
	for _, st := range pubStages {
		for _, ph := range st.phrases.list {
			if got := stageOf("Journal of Examples, " + ph); got != st.status && !earlierStageIn(ph, st.status) {
				t.Errorf("stageOf(%q) = %q, want %q", ph, got, st.status)
			}
			if !unpublished(st.status) {
				continue
			}
			if !isPreprintText("A venue, " + ph) {
				t.Errorf("%q (%s) is not a preprint phrase", ph, st.status)
			}
			if !hasWordFold(strings.ToUpper(ph[:1])+ph[1:], pubStatusWords) {
				t.Errorf("%q (%s) is not a sub-heading status phrase", ph, st.status)
			}
		}
	}
}

// earlierStageIn reports whether phrase holds a phrase of a stage listed
// before status (the first stage found wins: "manuscript in preparation").
func earlierStageIn(phrase string, status cv.PubStatus) bool {
	for _, st := range pubStages {
		if st.status == status {
			return false
		}
		if st.phrases.inLower(phrase) {
			return true
		}
	}
	return false
}
