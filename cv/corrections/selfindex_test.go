package corrections

import (
	"strings"
	"testing"

	"github.com/vitae-cv/vitae/cv"
)

// TestSetOwnerPlaceAlone: the owner's place may be corrected without
// restating the authors (they are the record's): the request is valid on
// its own, applies within the paper's list, and a place past its end is
// refused when applied, naming the list's length.
func TestSetOwnerPlaceAlone(t *testing.T) {
	recs := func() []*cv.CV {
		return []*cv.CV{{Source: "q.md", Name: "Ada Quill", Publications: []cv.Publication{
			{Title: "Paired Widgets", Authors: []string{"B. Lind", "A. Quill", "C. Orr"}, SelfIndex: 0, Type: cv.TypeConference, Year: 2022},
		}}}
	}
	f := &File{}
	ok, err := Request{Candidate: "Ada Quill", Section: "publications", Entry: "Paired Widgets", Set: []string{"self_index=2"}}.Correction()
	if err != nil {
		t.Fatalf("a place set alone is refused: %v", err)
	}
	made, stale := f.Try(ok, recs())
	if stale != nil || len(made) != 1 || made[0].Field != "self_index" || made[0].New != "2" {
		t.Fatalf("applied %+v, stale %+v", made, stale)
	}
	far, err := Request{Candidate: "Ada Quill", Section: "publications", Entry: "Paired Widgets", Set: []string{"self_index=4"}}.Correction()
	if err != nil {
		t.Fatalf("the range is the record's, not the request's: %v", err)
	}
	if made, stale := f.Try(far, recs()); stale == nil || made != nil || !strings.Contains(stale.Why, "past the end of the paper's 3 author(s)") {
		t.Errorf("a place past the end: %+v, %+v", made, stale)
	}
	if _, err := (Request{Candidate: "Ada Quill", Section: "publications", Entry: "Paired Widgets", Set: []string{"self_index=-1"}}).Correction(); err == nil {
		t.Error("a negative place was accepted")
	}
	withAuthors, err := Request{Candidate: "Ada Quill", Section: "publications", Entry: "Paired Widgets", Set: []string{"authors=[\"A. Quill\"]", "self_index=2"}}.Correction()
	if err == nil {
		t.Errorf("a place past the authors set with it was accepted: %+v", withAuthors)
	}
}
